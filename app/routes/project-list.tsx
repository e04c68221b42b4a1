/**
 * /project-list (spec 2.7): every query parameter (projectId, priceFrom, priceTo, beds, status,
 * projectType, developersId, area, completionYear, page) read on the server from the URL;
 * malformed ones are ignored. The list itself is the shared ProjectListView.
 */
import type { Route } from "./+types/project-list";
import { dbContext } from "../context.ts";
import { seoMeta } from "../lib/seo.ts";
import { Breadcrumb } from "../components/breadcrumb.tsx";
import { ProjectListView } from "../components/projects/project-list-view.tsx";
import { loadProjectList } from "../lib/project-list.server.ts";
import { pageContent } from "../content/pages.server.ts";
import { MapPanel, MapToggle } from "../components/map/map-panel.tsx";
import { mapTilesFor } from "../lib/map-tiles.server.ts";

export function meta(args: Route.MetaArgs) {
  if (!args.loaderData) return [];
  const { page, meta } = args.loaderData;
  return seoMeta(args, {
    title: page > 1 ? `${meta.title} - Page ${page}` : meta.title,
    description: meta.description,
    // Filtered views are variations of one list: search engines index the list itself.
    path: page > 1 ? `/project-list?page=${page}` : "/project-list",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // The page texts stay on the server: they arrive as loader data, not in the JavaScript.
  const db = context.get(dbContext);
  const [list, meta] = await Promise.all([loadProjectList(db, new URL(request.url)), pageContent.meta(db, "project-list")]);
  // The lead under the heading comes with the data too: written in the loader, it stays out of the page's JavaScript
  // (the list's first load is near its 120 KB budget).
  const lead =
    "New launches and projects under construction from the UAE's leading developers, with starting prices in AED, completion dates and payment plans.";
  // The map view (issue 22): its tiles' address when the URL asks for it, else null (no map).
  return { ...list, meta, lead, map: mapTilesFor(new URL(request.url)) };
}

export default function ProjectListPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="page-gutter pb-16 pt-6">
      <Breadcrumb items={[{ label: "Projects" }]} />
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Off-Plan Projects</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{loaderData.lead}</p>
      <div className="mt-6">
        <ProjectListView
          data={loaderData}
          mapToggle={<MapToggle on={Boolean(loaderData.map)} />}
          map={loaderData.map && <MapPanel kind="project" tiles={loaderData.map} />}
        />
      </div>
    </main>
  );
}
