/**
 * /developer/{URL} (spec 2.7, 2.9): the developer's name, logo, picture, head office (emirate and
 * a link to its place on a map) and description (sanitised HTML) above that developer's project list, with the same search form and pagination. A developer
 * without projects still shows its profile, with 'Not Found' below; an unknown URL is a 404.
 */
import type { Route } from "./+types/developer";
import { dbContext } from "../context.ts";
import { findDeveloperProfile } from "../db/queries/developers.server.ts";
import { sanitizeDescription } from "../lib/sanitize.server.ts";
import { absoluteUrl, seoMeta, siteUrlFrom } from "../lib/seo.ts";
import { cutText, htmlToText } from "../lib/format.ts";
import { Img } from "../components/img.tsx";
import { ProfileIntro, ProfilePage, profileJsonLd } from "../components/projects/profile-page.tsx";
import { projectCountLabel } from "../components/projects/developer-card.tsx";
import { loadProfileList } from "../lib/project-list.server.ts";
import { developerPictureAlt } from "../lib/developer-form.ts";
import { pointMapUrl } from "../lib/map-link.ts";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { found: developer, list } = await loadProfileList(context.get(dbContext), request, params.url, findDeveloperProfile, (d) => ({ developersId: d.developersId }), "developer");
  return {
    developer: {
      name: developer.developersName,
      logoPath: developer.logoPath,
      pageURL: developer.pageURL,
      // "N Projects" in words here: the page's JavaScript then needs nothing of the developer cards' module.
      projects: projectCountLabel(developer.developersUnits),
      description: sanitizeDescription(developer.description),
      // The words and links are made here, so the page's JavaScript does not carry the code that writes them.
      picture: developer.imagePath ? { src: developer.imagePath, alt: developerPictureAlt(developer.developersName) } : null,
      headOffice: developer.emiratesName ? `Head office: ${developer.emiratesName}, UAE` : developer.lat === null ? null : "Head office",
      mapUrl: developer.lat === null || developer.lng === null ? null : pointMapUrl(developer.lat, developer.lng),
      headOfficeLd: headOfficeJsonLd(developer),
    },
    list,
  };
}

export function meta(args: Route.MetaArgs) {
  const d = args.loaderData;
  if (!d) return [{ title: "Developer not found" }, { name: "robots", content: "noindex" }];
  const dev = d.developer;
  return seoMeta(args, {
    title: `${dev.name}: Projects and Developer Profile`,
    description: cutText(`${dev.name} projects in the UAE: ${dev.projects} with starting prices in AED. ${htmlToText(dev.description)}`, 155),
    path: `/developer/${dev.pageURL}`,
    image: dev.picture?.src ?? dev.logoPath,
  });
}

export default function DeveloperPage({ loaderData, matches }: Route.ComponentProps) {
  const { developer: dev, list } = loaderData;
  const siteUrl = siteUrlFrom(matches);
  return (
    <ProfilePage
      crumbs={[{ label: "Developers", to: "/developers" }, { label: dev.name }]}
      list={list}
      resultsHeading={`Projects by ${dev.name}`}
      emptyMessage={`We have no listed projects by ${dev.name} at the moment. Ask our consultants about upcoming launches.`}
      jsonLd={profileJsonLd("Organization", siteUrl, { name: dev.name, path: `/developer/${dev.pageURL}`, descriptionHtml: dev.description }, {
        ...(dev.logoPath ? { logo: absoluteUrl(siteUrl, dev.logoPath) } : {}),
        ...(dev.picture ? { image: absoluteUrl(siteUrl, dev.picture.src) } : {}),
        ...dev.headOfficeLd,
      })}
    >
      <div className={`mt-6 grid gap-8 lg:items-start ${dev.picture ? "lg:grid-cols-2" : ""}`}>
        <div className="grid gap-6 md:grid-cols-[14rem_1fr] md:items-start">
          <div className="flex h-28 w-56 items-center justify-center rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
            <Img src={dev.logoPath} alt={`${dev.name} logo`} sizes="224px" priority={!dev.picture} className="max-h-24 w-auto object-contain" />
          </div>
          <div className="min-w-0">
            <ProfileIntro eyebrow={`Developer · ${dev.projects}`} name={dev.name} descriptionHtml={dev.description} className="mt-4 max-w-3xl text-slate-700" />
            {dev.headOffice && (
              <p className="mt-4 text-slate-700">
                {dev.headOffice}
                {dev.mapUrl && (
                  <>
                    {" · "}
                    <a href={dev.mapUrl} className="font-semibold text-brand-700 underline">
                      View on map
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

/** The head office in schema.org terms: the emirate as the address's region, the map position as the place's coordinates. */
function headOfficeJsonLd(d: { developersName: string; emiratesName: string | null; lat: number | null; lng: number | null }): Record<string, unknown> {
  if (!d.emiratesName && (d.lat === null || d.lng === null)) return {};
  const address = { "@type": "PostalAddress", ...(d.emiratesName ? { addressRegion: d.emiratesName } : {}), addressCountry: "AE" };
  if (d.lat === null || d.lng === null) return { address };
  const location = {
    "@type": "Place",
    name: `${d.developersName} head office`,
    address,
    geo: { "@type": "GeoCoordinates", latitude: d.lat, longitude: d.lng },
    hasMap: pointMapUrl(d.lat, d.lng),
  };
  return { address, location };
}
