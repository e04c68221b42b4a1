/**
 * /area/{URL} (spec 2.7, 2.9): the area's name, image and description above the area's project
 * list, with the same search form and pagination. An area without projects still shows its
 * guide, with 'Not Found' below; an unknown URL is a 404.
 */
import { data } from "react-router";
import type { Route } from "./+types/area";
import { dbContext } from "../context.ts";
import { findAreaGuide } from "../db/queries/areas.server.ts";
import { sanitizeDescription } from "../lib/sanitize.server.ts";
import { absoluteUrl, seoMeta, siteUrlFrom } from "../lib/seo.ts";
import { cutText, htmlToText } from "../lib/format.ts";
import { Breadcrumb } from "../components/breadcrumb.tsx";
import { Img } from "../components/img.tsx";
import { JsonLd } from "../components/json-ld.tsx";
import { Prose } from "../components/content/prose.tsx";
import { ProjectListView } from "../components/projects/project-list-view.tsx";
import { loadProjectList } from "../components/projects/project-list-data.server.ts";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const url = params.url;
  const area = /^[a-z0-9-]{1,200}$/i.test(url) ? await findAreaGuide(db, url) : undefined;
  if (!area) throw data(null, { status: 404 });
  const list = await loadProjectList(db, new URL(request.url), { area: area.areaId });
  return {
    area: {
      name: area.area,
      pageURL: area.pageURL,
      imageURL: area.imageURL,
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
    <main id="main">
      <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="page-gutter pb-10 pt-6">
          <Breadcrumb items={[{ label: "Area Guides", to: "/areas" }, { label: a.name }]} />
          <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:items-start">
            <div className="min-w-0">
              <p className="text-sm font-semibold uppercase tracking-wider text-gold-600">Area guide · {a.emiratesName}</p>
              <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{a.name}</h1>
              {a.description && <Prose html={a.description} className="mt-4 text-slate-700" />}
            </div>
            <div className="overflow-hidden rounded-xl bg-slate-200 shadow-sm lg:order-first">
              <Img src={a.imageURL} alt={`${a.name}, ${a.emiratesName}`} sizes="(min-width: 1024px) 50vw, 100vw" priority className="aspect-[16/9] h-auto w-full object-cover" />
            </div>
          </div>
        </div>
      </header>
      <div className="page-gutter pb-16 pt-8">
        <ProjectListView
          data={list}
          resultsHeading={`Projects in ${a.name}`}
          emptyMessage={`We have no listed projects in ${a.name} at the moment. Ask our consultants about homes for sale or rent here.`}
        />
      </div>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Place",
          name: a.name,
          url: absoluteUrl(siteUrl, `/area/${a.pageURL}`),
          ...(a.imageURL ? { image: absoluteUrl(siteUrl, a.imageURL) } : {}),
          description: cutText(htmlToText(a.description), 300),
          containedInPlace: { "@type": "AdministrativeArea", name: a.emiratesName, containedInPlace: { "@type": "Country", name: "United Arab Emirates" } },
        }}
      />
    </main>
  );
}
