/**
 * sitemap.xml: every public page, developer, area, blog, project and unit, in English and in
 * Arabic (app/modules/site/sitemap.ts). Past 50,000 URLs (25,000 pages)
 * it answers a sitemap index, and /sitemap.xml?page=N serves file N. A bad or out-of-range
 * page number is a 404, never a 500.
 */
import type { Route } from "./+types/sitemap[.]xml";
import { dbContext, siteContext } from "../platform/context.ts";
import { countSitemapUrls, listSitemapUrls } from "../modules/site/sitemap.server.ts";
import { SITEMAP_MAX_PAGES, STATIC_SITEMAP_PATHS, sitemapFileCount, sitemapIndexXml, urlSetXml } from "../modules/site/sitemap.ts";

const HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const origin = context.get(siteContext).siteUrl.replace(/\/$/, "");
  const pageParam = new URL(request.url).searchParams.get("page");
  const total = await countSitemapUrls(db, STATIC_SITEMAP_PATHS);
  const files = sitemapFileCount(total);

  if (pageParam === null) {
    if (files > 1) return new Response(sitemapIndexXml(origin, files), { headers: HEADERS });
    const urls = await listSitemapUrls(db, STATIC_SITEMAP_PATHS, 0, SITEMAP_MAX_PAGES);
    return new Response(urlSetXml(origin, urls), { headers: HEADERS });
  }
  const page = /^\d{1,6}$/.test(pageParam) ? Number(pageParam) : 0;
  if (page < 1 || page > files) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const urls = await listSitemapUrls(db, STATIC_SITEMAP_PATHS, (page - 1) * SITEMAP_MAX_PAGES, SITEMAP_MAX_PAGES);
  return new Response(urlSetXml(origin, urls), { headers: HEADERS });
}
