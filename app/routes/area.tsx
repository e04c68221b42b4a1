/**
 * /area/{URL} (spec 2.7, 2.9): the area's name, logo, image and description above the area's project
 * list, with the same search form and pagination. An area without projects still shows its
 * guide, with 'Not Found' below; an unknown URL is a 404.
 */
import type { Route } from "./+types/area";
import { dbContext } from "../context.ts";
import { findAreaGuide } from "../db/queries/areas.server.ts";
import { sanitizeDescription } from "../lib/sanitize.server.ts";
import { absoluteUrl, seoMeta, siteUrlFrom } from "../lib/seo.ts";
import { cutText, htmlToText } from "../lib/format.ts";
import { Img } from "../components/img.tsx";
import { ProfileIntro, ProfilePage, profileJsonLd } from "../components/projects/profile-page.tsx";
import { loadProfileList } from "../lib/project-list.server.ts";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { found: area, list } = await loadProfileList(context.get(dbContext), request, params.url, findAreaGuide, (a) => ({ area: a.areaId }), "area");
  return {
    area: {
      name: area.area,
      pageURL: area.pageURL,
      imageURL: area.imageURL,
      logo: area.logoURL ? { src: area.logoURL, alt: `${area.area} logo` } : null,
      // Structured data's fixed part made here (the page's JavaScript stays as small as it was before the logo).
      containedInPlace: { "@type": "AdministrativeArea", name: area.emiratesName, containedInPlace: { "@type": "Country", name: "United Arab Emirates" } },
      emiratesName: area.emiratesName,
      description: sanitizeDescription(area.areaDescription),
    },
    list,
  };
}

export function meta(args: Route.MetaArgs) {
  const d = args.loaderData;
  if (!d) return [{ title: "Area not found" }, { name: "robots", content: "noindex" }];
  const a = d.area;
  return seoMeta(args, {
    title: `${a.name} Area Guide and Off-Plan Projects`,
    description: cutText(`Living in ${a.name}, ${a.emiratesName}: area guide and new projects with prices in AED. ${htmlToText(a.description)}`, 155),
    path: `/area/${a.pageURL}`,
    image: a.imageURL,
  });
}

export default function AreaPage({ loaderData, matches }: Route.ComponentProps) {
  const { area: a, list } = loaderData;
  const siteUrl = siteUrlFrom(matches);
  return (
    <ProfilePage
      crumbs={[{ label: "Area Guides", to: "/areas" }, { label: a.name }]}
      list={list}
      resultsHeading={`Projects in ${a.name}`}
      emptyMessage={`We have no listed projects in ${a.name} at the moment. Ask our consultants about homes for sale or rent here.`}
      jsonLd={profileJsonLd("Place", siteUrl, { name: a.name, path: `/area/${a.pageURL}`, descriptionHtml: a.description }, {
        ...(a.imageURL ? { image: absoluteUrl(siteUrl, a.imageURL) } : {}),
        ...(a.logo ? { logo: absoluteUrl(siteUrl, a.logo.src) } : {}),
        containedInPlace: a.containedInPlace,
      })}
    >
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:items-start">
        <ProfileIntro
          eyebrow={`Area guide · ${a.emiratesName}`}
          name={a.name}
          descriptionHtml={a.description}
          className="mt-4 text-slate-700"
          logo={a.logo}
        />
        <div className="overflow-hidden rounded-xl bg-slate-200 shadow-sm lg:order-first">
          <Img src={a.imageURL} alt={`${a.name}, ${a.emiratesName}`} sizes="(min-width: 1024px) 50vw, 100vw" priority className="aspect-[16/9] h-auto w-full object-cover" />
        </div>
      </div>
    </ProfilePage>
  );
}
