/**
 * Page metadata for search engines and link previews: title, description, canonical URL,
 * Open Graph and Twitter card tags. Route `meta` functions call `seoMeta(args, {...})`.
 */
import type { MetaDescriptor } from "react-router";
import { brokerageFrom } from "../content/brokerage.ts";
import type { PageMeta } from "../content/types.ts";

export type PageSeo = {
  title: string;
  description: string;
  /** Path of the canonical URL; defaults to the current path without its query string. */
  path?: string;
  image?: string | null;
  type?: "website" | "article";
  noindex?: boolean;
};

type MetaLikeArgs = { location: { pathname: string }; matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined> };

export function siteUrlFrom(matches: MetaLikeArgs["matches"]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { siteUrl?: string } | undefined;
  return (root?.siteUrl ?? "http://localhost:3000").replace(/\/$/, "");
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${siteUrl}${path.startsWith("/") ? "" : "/"}${path}`;
}

export const DEFAULT_OG_IMAGE = "/media/hero/dubai-skyline.jpg";

export function seoMeta(args: MetaLikeArgs, seo: PageSeo): MetaDescriptor[] {
  const siteUrl = siteUrlFrom(args.matches);
  const canonical = absoluteUrl(siteUrl, seo.path ?? args.location.pathname);
  const image = absoluteUrl(siteUrl, seo.image || DEFAULT_OG_IMAGE);
  const brokerage = brokerageFrom(args.matches);
  const title = seo.title.includes(brokerage.shortName) ? seo.title : `${seo.title} | ${brokerage.shortName}`;
  return [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...(seo.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:site_name", content: brokerage.name },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
  ];
}

/**
 * The meta of a route whose loader read the page's SEO texts as `meta` (app/content), with what
 * the route adds. None while there is no loader data: the error page then sets its own.
 */
export function pageSeoMeta(args: MetaLikeArgs & { loaderData: { meta: PageMeta } | undefined }, seo: Partial<PageSeo> = {}): MetaDescriptor[] {
  return args.loaderData ? seoMeta(args, { ...args.loaderData.meta, ...seo }) : [];
}
