/**
 * /developer/{URL} (spec 2.7, 2.9): the developer's name, logo and description (sanitised HTML)
 * above that developer's project list, with the same search form and pagination. A developer
 * without projects still shows its profile, with 'Not Found' below; an unknown URL is a 404.
 */
import { data } from "react-router";
import type { Route } from "./+types/developer";
import { dbContext } from "../context.ts";
import { findDeveloper } from "../db/queries/developers.server.ts";
import { sanitizeDescription } from "../lib/sanitize.server.ts";
import { absoluteUrl, seoMeta, siteUrlFrom } from "../lib/seo.ts";
import { cutText, htmlToText } from "../lib/format.ts";
import { Breadcrumb } from "../components/breadcrumb.tsx";
import { Img } from "../components/img.tsx";
import { JsonLd } from "../components/json-ld.tsx";
import { Prose } from "../components/content/prose.tsx";
import { ProjectListView } from "../components/projects/project-list-view.tsx";
import { loadProjectList } from "../components/projects/project-list-data.server.ts";
import { projectCountLabel } from "../components/projects/developer-card.tsx";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const url = params.url;
  const developer = /^[a-z0-9-]{1,200}$/i.test(url) ? await findDeveloper(db, url) : undefined;
  if (!developer) throw data(null, { status: 404 });
  const list = await loadProjectList(db, new URL(request.url), { developersId: developer.developersId });
  return {
    developer: {
      name: developer.developersName,
      logoPath: developer.logoPath,
      pageURL: developer.pageURL,
      projectCount: developer.developersUnits,
      description: sanitizeDescription(developer.description),
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
    description: cutText(`${dev.name} projects in the UAE: ${projectCountLabel(dev.projectCount)} with starting prices in AED. ${htmlToText(dev.description)}`, 155),
    path: `/developer/${dev.pageURL}`,
    image: dev.logoPath,
  });
}

export default function DeveloperPage({ loaderData, matches }: Route.ComponentProps) {
  const { developer: dev, list } = loaderData;
  const siteUrl = siteUrlFrom(matches);
  return (
    <main id="main">
      <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="page-gutter pb-10 pt-6">
          <Breadcrumb items={[{ label: "Developers", to: "/developers" }, { label: dev.name }]} />
          <div className="mt-6 grid gap-6 md:grid-cols-[14rem_1fr] md:items-start">
            <div className="flex h-28 w-56 items-center justify-center rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
              <Img src={dev.logoPath} alt={`${dev.name} logo`} sizes="224px" priority className="max-h-24 w-auto object-contain" />
            </div>
            <div className="min-w-0">
              <p className="text-sm font-semibold uppercase tracking-wider text-gold-600">Developer · {projectCountLabel(dev.projectCount)}</p>
              <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{dev.name}</h1>
              {dev.description && <Prose html={dev.description} className="mt-4 max-w-3xl text-slate-700" />}
            </div>
          </div>
        </div>
      </header>
      <div className="page-gutter pb-16 pt-8">
        <ProjectListView
          data={list}
          resultsHeading={`Projects by ${dev.name}`}
          emptyMessage={`We have no listed projects by ${dev.name} at the moment. Ask our consultants about upcoming launches.`}
        />
      </div>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Organization",
          name: dev.name,
          url: absoluteUrl(siteUrl, `/developer/${dev.pageURL}`),
          ...(dev.logoPath ? { logo: absoluteUrl(siteUrl, dev.logoPath) } : {}),
          description: cutText(htmlToText(dev.description), 300),
        }}
      />
    </main>
  );
}
