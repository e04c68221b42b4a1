/**
 * /developer/{URL} (spec 2.7, 2.9): the developer's name, logo, picture, head office (emirate and
 * a link to its place on a map) and description (sanitised HTML) above that developer's project list, with the same search form and pagination. A developer
 * without projects still shows its profile, with 'Not Found' below; an unknown URL is a 404.
 */
import type { Route } from "./+types/developer";
import { dbContext, siteContext } from "../platform/context.ts";
import { findDeveloperProfile } from "../modules/content/developers/queries.server.ts";
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
import { developerPictureAlt } from "../modules/content/developers/picture-alt.ts";
import { pointMapUrl } from "../modules/listings/map/map-link.ts";
import { localeOf } from "../platform/i18n/locale.server.ts";
import { localizePath } from "../platform/i18n/locale.ts";
import { localText } from "../platform/i18n/local-text.ts";
import { messagesFor } from "../platform/i18n/catalog.server.ts";
import { translator } from "../platform/i18n/translate.ts";
import { optionNames } from "../modules/listings/lookups.server.ts";
import { optionText } from "../platform/i18n/option-names.ts";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const { found: developer, list } = await loadProfileList(db, request, params.url, findDeveloperProfile, (d) => ({ developersId: d.id }), "developer");
  const locale = localeOf(request);
  const t = translator(locale, messagesFor(locale), "profile");
  const name = localText(developer.name, developer.nameAr, locale);
  const description = localText(sanitizeDescription(developer.descriptionHtml), developer.descriptionHtmlAr ? sanitizeDescription(developer.descriptionHtmlAr) : null, locale);
  const emirate = developer.emirate ? optionText(await optionNames(db, locale), locale, "emirate", developer.emirate) : null;
  const projects = t("projectCount", { count: developer.projectCount });
  const siteUrl = context.get(siteContext).siteUrl.replace(/\/$/, "");
  const picture = developer.image ? { src: developer.image, alt: developerPictureAlt(developer.name) } : null;
  const units = await loadProfileUnits(db, { developersId: developer.id }, locale);
  // Every word of the page is made here, in its language: the page's JavaScript carries none of them.
  return {
    developer: {
      name,
      description,
      logo: { src: developer.logo, alt: t("logoAlt", { name: name.text }) },
      picture,
      headOffice: emirate ? t("headOfficeIn", { emirate }) : developer.lat === null ? null : t("headOffice"),
      mapUrl: developer.lat === null || developer.lng === null ? null : pointMapUrl(developer.lat, developer.lng),
    },
    texts: {
      crumb: t("developers"),
      eyebrow: t("developerEyebrow", { projects }),
      resultsHeading: t("projectsBy", { name: name.text }),
      emptyMessage: t("noProjectsBy", { name: name.text }),
      viewOnMap: t("viewOnMap"),
    },
    units: { ...units, heading: t("unitsBy", { name: name.text }), allLabel: t("allUnits", { count: units.total }) },
    seo: {
      title: t("developerTitle", { name: name.text }),
      description: cutText(t("developerDescription", { name: name.text, projects, text: htmlToText(description.text) }), 155),
      path: `/developer/${developer.slug}`,
      image: picture?.src ?? developer.logo,
    },
    jsonLd: profileJsonLd("Organization", siteUrl, { name: name.text, path: localizePath(`/developer/${developer.slug}`, locale), descriptionHtml: description.text }, {
      ...(developer.logo ? { logo: absoluteUrl(siteUrl, developer.logo) } : {}),
      ...(picture ? { image: absoluteUrl(siteUrl, picture.src) } : {}),
      ...headOfficeJsonLd(developer),
    }),
    list,
  };
}

export function meta(args: Route.MetaArgs) {
  const d = args.loaderData;
  if (!d) return [{ title: "Developer not found" }, { name: "robots", content: "noindex" }];
  return seoMeta(args, d.seo);
}

export default function DeveloperPage({ loaderData }: Route.ComponentProps) {
  const { developer: dev, texts, list } = loaderData;
  return (
    <ProfilePage crumbs={[{ label: texts.crumb, to: "/developers" }, { label: dev.name.text }]} list={<ProjectListView data={list} resultsHeading={texts.resultsHeading} emptyMessage={texts.emptyMessage} />} jsonLd={loaderData.jsonLd} units={<LazyProfileUnits units={loaderData.units} />}>
      <div className={`mt-6 grid gap-8 lg:items-start ${dev.picture ? "lg:grid-cols-2" : ""}`}>
        {/* A developer an import created has no logo yet: no empty frame. */}
        <div className={`grid gap-6 md:items-start ${dev.logo.src ? "md:grid-cols-[14rem_1fr]" : ""}`}>
          {dev.logo.src && (
            <div className="flex h-28 w-56 items-center justify-center rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
              <Img {...dev.logo} sizes="224px" priority={!dev.picture} className="max-h-24 w-auto object-contain" />
            </div>
          )}
          <div className="min-w-0">
            <ProfileIntro eyebrow={texts.eyebrow} name={dev.name} description={dev.description} className="mt-4 max-w-3xl text-slate-700" />
            {dev.headOffice && (
              <p className="mt-4 text-slate-700">
                {dev.headOffice}
                {dev.mapUrl && (
                  <>
                    {" · "}
                    <a href={dev.mapUrl} className="font-semibold text-brand-700 underline">
                      {texts.viewOnMap}
                    </a>
                  </>
                )}
              </p>
            )}
          </div>
        </div>
        {dev.picture && (
          <div className="overflow-hidden rounded-xl bg-slate-200 shadow-sm">
            <Img {...dev.picture} sizes="(min-width: 1024px) 50vw, 100vw" priority className="aspect-[16/9] h-auto w-full object-cover" />
          </div>
        )}
      </div>
    </ProfilePage>
  );
}

function headOfficeJsonLd(d: { name: string; emirate: string | null; lat: number | null; lng: number | null }): Record<string, unknown> {
  if (!d.emirate && (d.lat === null || d.lng === null)) return {};
  const address = { "@type": "PostalAddress", ...(d.emirate ? { addressRegion: d.emirate } : {}), addressCountry: "AE" };
  if (d.lat === null || d.lng === null) return { address };
  const location = {
    "@type": "Place",
    name: `${d.name} head office`,
    address,
    geo: { "@type": "GeoCoordinates", latitude: d.lat, longitude: d.lng },
    hasMap: pointMapUrl(d.lat, d.lng),
  };
  return { address, location };
}
