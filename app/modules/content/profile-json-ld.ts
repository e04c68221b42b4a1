/**
 * The structured data of an area's or a developer's page (Place, Organization), made by its loader in
 * the page's language, so the page's JavaScript carries none of it.
 */
import { absoluteUrl } from "../../platform/http/absolute-url.ts";
import { cutText, htmlToText } from "../../platform/i18n/format.ts";

export function profileJsonLd(type: "Place" | "Organization", siteUrl: string, p: { name: string; path: string; descriptionHtml: string}, extra: Record<string, unknown>) {
  return {
    "@context": "https://schema.org",
    "@type": type,
    name: p.name,
    url: absoluteUrl(siteUrl, p.path),
    ...extra,
    description: cutText(htmlToText(p.descriptionHtml), 300),
  };
}
