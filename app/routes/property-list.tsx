/** /property-list (spec 2.4): the unit search, rendered on the server from the URL. */
import type { Route } from "./+types/property-list";
import { dbContext } from "../platform/context.ts";
import { UnitListView } from "../modules/listings/ui/unit-list-view.tsx";
import { pageContent } from "../modules/content/pages/pages.server.ts";
import { seoMeta } from "../modules/site/seo.ts";
import { loadUnitList } from "../modules/listings/lists/unit-list.server.ts";
import { mapTilesFor } from "../modules/listings/map/map-tiles.server.ts";
import { unitSearchQuery } from "../modules/listings/search/unit-search-url.ts";
import { besideMap, MapPanel, MapToggle } from "../modules/listings/map/map-panel.tsx";
import { localeOf } from "../platform/i18n/locale.server.ts";
import { messagesFor } from "../platform/i18n/catalog.server.ts";
import { translator } from "../platform/i18n/translate.ts";
import { useTranslations } from "../platform/i18n/intl.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  // The page texts stay on the server: they arrive as loader data, not in the JavaScript.
  const db = context.get(dbContext);
  const locale = localeOf(request);
  const [list, meta] = await Promise.all([loadUnitList(db, new URL(request.url)), pageContent.meta(db, "property-list", locale)]);
  const t = translator(locale, messagesFor(locale), "listing");
  const title = list.page > 1 ? t("pageSuffix", { title: meta.title, page: list.page }) : meta.title;
  // The map view: its tiles' address when the URL asks for it, else null (no map).
  return { ...list, meta: { ...meta, title }, map: mapTilesFor(new URL(request.url)) };
}

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData;
  if (!data) return [];
  const { title, description } = data.meta;
  return seoMeta(args, {
    title,
    description,
    path: data ? `/property-list${unitSearchQuery(data.criteria)}` : "/property-list",
  });
}

export default function PropertyList({ loaderData }: Route.ComponentProps) {
  const t = useTranslations("listing");
  return (
    <UnitListView
      data={loaderData}
      heading={t("propertyList")}
      crumbs={[{ label: t("propertyList") }]}
      searchAction="/property-list"
      mapToggle={<MapToggle on={Boolean(loaderData.map)} />}
      map={loaderData.map ? besideMap(<MapPanel kind="unit" tiles={loaderData.map} />) : undefined}
    />
  );
}
