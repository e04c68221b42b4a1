/**
 * /project-list (spec 2.7): every query parameter (projectId, priceFrom, priceTo, beds, status,
 * projectType, developersId, area, completionYear, page) read on the server from the URL;
 * malformed ones are ignored. The list itself is the shared ProjectListView.
 */
import type { Route } from "./+types/project-list";
import { dbContext } from "../platform/context.ts";
import { seoMeta } from "../modules/site/seo.ts";
import { Breadcrumb } from "../ui/breadcrumb.tsx";
import { ProjectListView } from "../modules/listings/components.tsx";
import { loadProjectList } from "../modules/listings/lists/project-list.server.ts";
import { pageContent } from "../modules/content/pages/pages.server.ts";
import { MapPanel, MapToggle } from "../modules/listings/map/map-panel.tsx";
import { mapTilesFor } from "../modules/listings/map/map-tiles.server.ts";
import { localeOf } from "../platform/i18n/locale.server.ts";
import { messagesFor } from "../platform/i18n/catalog.server.ts";
import { translator } from "../platform/i18n/translate.ts";
import { useTranslations } from "../platform/i18n/intl.tsx";

export function meta(args: Route.MetaArgs) {
  if (!args.loaderData) return [];
  const { page, meta } = args.loaderData;
  return seoMeta(args, {
    title: meta.title,
    description: meta.description,
    // Filtered views are variations of one list: search engines index the list itself.
    path: page > 1 ? `/project-list?page=${page}` : "/project-list",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // The page texts stay on the server: they arrive as loader data, not in the JavaScript.
  const db = context.get(dbContext);
  const locale = localeOf(request);
  const [list, meta] = await Promise.all([loadProjectList(db, new URL(request.url)), pageContent.meta(db, "project-list", locale)]);
  const t = translator(locale, messagesFor(locale), "listing");
  const title = list.page > 1 ? t("projectPageSuffix", { title: meta.title, page: list.page }) : meta.title;
  // The map view: its tiles' address when the URL asks for it, else null (no map).
  return { ...list, meta: { ...meta, title }, map: mapTilesFor(new URL(request.url)) };
}

export default function ProjectListPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslations("listing");
  return (
    <main id="main" className="page-gutter pb-16 pt-3 sm:pt-6">
      <Breadcrumb items={[{ label: t("projects") }]} />
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:mt-3 sm:text-4xl">{t("offPlanProjects")}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t("projectsIntro")}</p>
      <div className="mt-4 sm:mt-6">
        <ProjectListView
          data={loaderData}
          mapToggle={<MapToggle on={Boolean(loaderData.map)} />}
          map={loaderData.map && <MapPanel kind="project" tiles={loaderData.map} />}
        />
      </div>
    </main>
  );
}
