/**
 * /area/{URL} (spec 2.7, 2.9): the area's name, logo, image and description above the area's project
 * list, with the same search form and pagination. An area without projects still shows its
 * guide, with 'Not Found' below; an unknown URL is a 404.
 */
import type { Route } from "./+types/area";
import { dbContext, siteContext } from "../platform/context.ts";
import { findAreaGuide } from "../modules/content/areas/queries.server.ts";
import { sanitizeDescription } from "../platform/sanitize.server.ts";
import { seoMeta } from "../modules/site/seo.ts";
import { absoluteUrl } from "../platform/http/absolute-url.ts";
import { cutText, htmlToText } from "../platform/i18n/format.ts";
import { Img } from "../ui/img.tsx";
import { ProfileIntro, ProfilePage } from "../modules/content/profile-page.tsx";
import { ProjectListView } from "../modules/listings/components.tsx";
import { LazyProfileUnits } from "../modules/listings/ui/lazy-profile-units.tsx";
import { profileJsonLd } from "../modules/content/profile-json-ld.ts";
import { loadProfileList } from "../modules/listings/lists/project-list.server.ts";
import { loadProfileUnits } from "../modules/listings/lists/profile-units.server.ts";
import { localeOf } from "../platform/i18n/locale.server.ts";
import { localizePath } from "../platform/i18n/locale.ts";
import { localText } from "../platform/i18n/local-text.ts";
import { messagesFor } from "../platform/i18n/catalog.server.ts";
import { translator } from "../platform/i18n/translate.ts";
import { optionNames } from "../modules/listings/lookups.server.ts";
import { optionText } from "../platform/i18n/option-names.ts";
import { loadMarketSection, marketSectionHtml, topBuildings } from "../modules/market/index.server.ts";
import { MarketSection } from "../modules/market/components.tsx";
import { markupForPage } from "../platform/http/document-markup.server.ts";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const { found: area, list } = await loadProfileList(db, request, params.url, findAreaGuide, (a) => ({ area: a.id }), "area");
  const locale = localeOf(request);
  const t = translator(locale, messagesFor(locale), "profile");
  const name = localText(area.name, area.nameAr, locale);
  const description = localText(sanitizeDescription(area.descriptionHtml), area.descriptionHtmlAr ? sanitizeDescription(area.descriptionHtmlAr) : null, locale);
  const emirate = optionText(await optionNames(db, locale), locale, "emirate", area.emirate);
  const siteUrl = context.get(siteContext).siteUrl.replace(/\/$/, "");
  const logo = area.logo ? { src: area.logo, alt: t("logoAlt", { name: name.text }) } : null;
  const now = new Date();
  const [units, market, buildings] = await Promise.all([
    loadProfileUnits(db, { area: area.id }, locale),
    loadMarketSection(db, "area", area.id, { name: name.text, locale, now }),
    topBuildings(db, area.id, 12, { now }),
  ]);
  const marketT = translator(locale, messagesFor(locale), "market");
  // Every word of the page is made here, in its language: the page's JavaScript carries none of them.
  return {
    area: { name, description, logo, picture: { src: area.image, alt: t("areaPictureAlt", { name: name.text, emirate }) } },
    texts: {
      crumb: t("areaGuides"),
      eyebrow: t("areaEyebrow", { emirate }),
      resultsHeading: t("projectsIn", { name: name.text }),
      emptyMessage: t("noProjectsIn", { name: name.text }),
    },
    units: { ...units, heading: t("unitsIn", { name: name.text }), allLabel: t("allUnits", { count: units.total }) },
    seo: {
      title: t("areaTitle", { name: name.text }),
      description: cutText(t("areaDescription", { name: name.text, emirate, text: htmlToText(description.text) }), 155),
      path: `/area/${area.slug}`,
      image: area.image,
    },
    jsonLd: profileJsonLd("Place", siteUrl, { name: name.text, path: localizePath(`/area/${area.slug}`, locale), descriptionHtml: description.text }, {
      ...(area.image ? { image: absoluteUrl(siteUrl, area.image) } : {}),
      ...(logo ? { logo: absoluteUrl(siteUrl, logo.src) } : {}),
      containedInPlace: { "@type": "AdministrativeArea", name: area.emirate, containedInPlace: { "@type": "Country", name: "United Arab Emirates" } },
    }),
    list,
    market: markupForPage(context, "market", marketSectionHtml(market, {
      heading: marketT("buildings", { name: name.text }),
      links: buildings.map((b) => ({
        to: localizePath(`/building/${b.slug}`, locale),
        ...(locale === "ar" && b.nameAr ? { label: b.nameAr } : { label: b.name, lang: locale === "ar" ? "en" : undefined }),
      })),
    })),
  };
}

export function meta(args: Route.MetaArgs) {
  const d = args.loaderData;
  if (!d) return [{ title: "Area not found" }, { name: "robots", content: "noindex" }];
  return seoMeta(args, d.seo);
}

export default function AreaPage({ loaderData }: Route.ComponentProps) {
  const { area: a, texts, list } = loaderData;
  return (
    <ProfilePage crumbs={[{ label: texts.crumb, to: "/areas" }, { label: a.name.text }]} list={<ProjectListView data={list} resultsHeading={texts.resultsHeading} emptyMessage={texts.emptyMessage} />} jsonLd={loaderData.jsonLd} units={<><LazyProfileUnits units={loaderData.units} /><MarketSection html={loaderData.market} /></>}>
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:items-start">
        <ProfileIntro eyebrow={texts.eyebrow} name={a.name} description={a.description} className="mt-4 text-slate-700" logo={a.logo} />
        {a.picture.src && (
          <div className="overflow-hidden rounded-xl bg-slate-200 shadow-sm lg:order-first">
            <Img {...a.picture} sizes="(min-width: 1024px) 50vw, 100vw" priority className="aspect-[16/9] h-auto w-full object-cover" />
          </div>
        )}
      </div>
    </ProfilePage>
  );
}

