/** robots.txt: everything public may be crawled, the JSON API and the back office not; points to the sitemap. */
import type { Route } from "./+types/robots[.]txt";
import { siteContext } from "../platform/context.ts";

export function loader({ context }: Route.LoaderArgs) {
  const origin = context.get(siteContext).siteUrl.replace(/\/$/, "");
  const body = ["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /admin", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
