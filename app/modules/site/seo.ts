/**
 * Page metadata for search engines and link previews: title, description, canonical URL,
 * Open Graph and Twitter card tags. Route `meta` functions call `seoMeta(args, {...})`.
 */
import type { MetaDescriptor } from "react-router";
import { brokerageFrom } from "../../ui/brokerage.ts";
import type { PageMeta } from "../content/index.ts";
import { absoluteUrl } from "../../platform/http/absolute-url.ts";
import { localeFromPath, localizePath, stripLocale } from "../../platform/i18n/locale.ts";

type PageSeo = {
  title: string;
  description: string;
  /**
   * Path of the canonical URL, in English or in the page's language; defaults to the current path
   * without its query string. The canonical URL is in the page's language.
   */
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


export const DEFAULT_OG_IMAGE = "/media/hero/dubai-skyline.jpg";

export function seoMeta(args: MetaLikeArgs, seo: PageSeo): MetaDescriptor[] {
  const siteUrl = siteUrlFrom(args.matches);
  const locale = localeFromPath(args.location.pathname);
  const englishPath = stripLocale(seo.path ?? args.location.pathname);
  const canonical = absoluteUrl(siteUrl, localizePath(englishPath, locale));
  const image = absoluteUrl(siteUrl, seo.image || DEFAULT_OG_IMAGE);
  const brokerage = brokerageFrom(args.matches);
  const title = seo.title.includes(brokerage.shortName) ? seo.title : `${seo.title} | ${brokerage.shortName}`;
  return [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: canonical },
    // The page in each language, and English for every other language.
    ...(seo.noindex ? [] : alternateLinks(siteUrl, englishPath)),
    ...(seo.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:site_name", content: brokerage.name },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: locale === "ar" ? "ar_AE" : "en_AE" },
    { property: "og:locale:alternate", content: locale === "ar" ? "en_AE" : "ar_AE" },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
  ];
}

/** `hreflang` alternates of a page: English, Arabic and English again as the default. */
function alternateLinks(siteUrl: string, englishPath: string): MetaDescriptor[] {
  const en = absoluteUrl(siteUrl, englishPath);
  const ar = absoluteUrl(siteUrl, localizePath(englishPath, "ar"));
  return [
    { tagName: "link", rel: "alternate", hrefLang: "en", href: en },
    { tagName: "link", rel: "alternate", hrefLang: "ar", href: ar },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: en },
  ];
}

/**
 * The meta of a route whose loader read the page's SEO texts as `meta` (app/content), with what
 * the route adds. None while there is no loader data: the error page then sets its own.
 */
export function pageSeoMeta(args: MetaLikeArgs & { loaderData: { meta: PageMeta } | undefined }, seo: Partial<PageSeo> = {}): MetaDescriptor[] {
  return args.loaderData ? seoMeta(args, { ...args.loaderData.meta, ...seo }) : [];
}
