/** /property-list (spec 2.4): the unit search, rendered on the server from the URL. */
import type { Route } from "./+types/property-list";
import { dbContext } from "../context.ts";
import { UnitListView } from "../components/listing/unit-list-view.tsx";
import { pageContent } from "../content/pages.server.ts";
import { seoMeta } from "../lib/seo.ts";
import { loadUnitList } from "../lib/unit-list.server.ts";
import { mapTilesFor } from "../lib/map-tiles.server.ts";
import { unitSearchQuery } from "../lib/unit-search-url.ts";
import { besideMap, MapPanel, MapToggle } from "../components/map/map-panel.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  // The page texts stay on the server: they arrive as loader data, not in the JavaScript.
  const db = context.get(dbContext);
  const [list, meta] = await Promise.all([loadUnitList(db, new URL(request.url)), pageContent.meta(db, "property-list")]);
  // The map view (issue 22): its tiles' address when the URL asks for it, else null (no map).
  return { ...list, meta, map: mapTilesFor(new URL(request.url)) };
}

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData;
  if (!data) return [];
  const { title, description } = data.meta;
  return seoMeta(args, {
    title: data && data.page > 1 ? `${title}, page ${data.page}` : title,
    description,
    path: data ? `/property-list${unitSearchQuery(data.criteria)}` : "/property-list",
  });
}

export default function PropertyList({ loaderData }: Route.ComponentProps) {
  return (
    <UnitListView
      data={loaderData}
      heading="Property List"
      crumbs={[{ label: "Property List" }]}
      searchAction="/property-list"
      mapToggle={<MapToggle on={Boolean(loaderData.map)} />}
      map={loaderData.map ? besideMap(<MapPanel kind="unit" tiles={loaderData.map} />) : undefined}
    />
  );
}
