/**
 * Takes the demo out of a site (`npm run demo:remove`): the rows the demo seed marked (table
 * demo_rows: ranges of ids per table, written by demo/demo-marks.server.ts) are deleted in one
 * `writeChange`, so every instance shows the change on its next request. Nothing a person or an
 * import created is touched: reference data (purposes, types, countries …), staff, leads,
 * subscribers, alerts, settings and the audit log stay.
 *
 * A demo row that something of the brokerage's own depends on stays, and becomes theirs: a demo
 * area, developer, project or agent one of their listings points at, an agent profile a staff
 * account works as, a category one of their blog posts is in, a library image one of their rows
 * shows, a demo unit a CRM import adopted (same reference). Leads assigned to a deleted demo agent
 * stay, unassigned.
 *
 * The demo also wrote the site's texts and the brokerage's identity. A page's texts, and the
 * identity, that no one changed since the seed (no revision: every change in the back office or by
 * `npm run setup` keeps one) are the demo's and go; the site then answers "being set up" until
 * `npm run setup` (or /admin/setup) gives it an identity. Changed ones stay.
 *
 * Without marks (a database seeded before they existed, or never seeded with the demo) the
 * demo's rows cannot be told from the brokerage's own: it refuses and changes nothing.
 */
import { sql, type ExpressionBuilder, type Updateable } from "kysely";
import type { Db } from "../../platform/db/client.server.ts";
import type { Database } from "../../platform/db/schema.ts";
import { usesOf } from "../content/index.server.ts";
import { writeChange, type Tx } from "../../platform/cache/write.server.ts";
import { refreshPlaces } from "../places/index.server.ts";
import { inChunks } from "./in-chunks.server.ts";
import { refreshMarketStats } from "../market/index.server.ts";
import { marketRefs, removeDemoBuildings, removeDemoMarketRows, type MarketRefs } from "./demo-market-removal.server.ts";

/** The tables whose rows the demo seed marks. Listing children, title words and offices go with their owners. */
export const DEMO_TABLES = ["areas", "developers", "agents", "projects", "units", "blogs", "blog_categories", "video_shorts", "media_assets", "market_imports", "buildings"] as const;
export type DemoTable = (typeof DEMO_TABLES)[number];

/** The database has content but no demo marks: nothing was changed. */
export class DemoUnmarkedError extends Error {
  constructor() {
    super(
      "This database has content but no record of what the demo seed wrote (it was seeded before the demo was marked, " +
        "or never seeded with the demo), so its demo rows cannot be told from the brokerage's own. Nothing was changed.",
    );
    this.name = "DemoUnmarkedError";
  }
}

type DemoRemoval =
  | { status: "nothing" }
  | { status: "already-removed" }
  | {
      status: "removed";
      /** Rows deleted, by table. */
      removed: Record<DemoTable, number>;
      /** Demo rows kept because the brokerage's own rows use them, by table. */
      kept: Record<DemoTable, number>;
      pages: { removed: number; kept: number };
      identity: "removed" | "kept" | "none";
      unassignedLeads: number;
      /** Reference areas given back the text, picture and visibility they had before the demo. */
      restoredAreas: number;
    };

type Range = { first: number; last: number };

/** The rows that tell a site has content (reference data aside). */
const CONTENT_TABLES = ["units", "projects", "developers", "agents", "blogs", "video_shorts", "brokerage"] as const;

async function hasContent(db: Db | Tx): Promise<boolean> {
  for (const table of CONTENT_TABLES) {
    if (await db.selectFrom(table).select(sql<number>`1`.as("one")).limit(1).executeTakeFirst()) return true;
  }
  return false;
}

/** The ids of `table` inside the demo's ranges, with those kept for a reason left out by `keep`. */
async function markedIds(trx: Tx, table: DemoTable, ranges: Range[]): Promise<number[]> {
  if (!ranges.length) return [];
  const rows = await trx
    .selectFrom(table)
    .select("id")
    .where((eb: ExpressionBuilder<Database, DemoTable>) => eb.or(ranges.map((r) => eb.and([eb("id", ">=", r.first), eb("id", "<=", r.last)]))))
    .execute();
  return rows.map((r) => Number(r.id));
}

/** Ids of `ids` that `used` does not hold. */
const minus = (ids: number[], used: Iterable<number | null>) => {
  const taken = new Set<number>();
  for (const id of used) if (id !== null) taken.add(Number(id));
  return ids.filter((id) => !taken.has(id));
};


/** Deletes the demo (see the module's comment). Throws DemoUnmarkedError, changing nothing, when it cannot tell. */
export async function removeDemo(db: Db): Promise<DemoRemoval> {
  const marks = await db.selectFrom("demo_rows").select(["table_name", "first_id", "last_id"]).execute();
  if (!marks.length) {
    const run = await db.selectFrom("seed_runs").select("status").where("id", "=", 1).executeTakeFirst();
    if (run?.status === "removed") return { status: "already-removed" };
    if (await hasContent(db)) throw new DemoUnmarkedError();
    return { status: "nothing" };
  }
  const ranges = (table: DemoTable): Range[] =>
    marks.filter((m) => m.table_name === table).map((m) => ({ first: Number(m.first_id), last: Number(m.last_id) }));

  let touched: Awaited<ReturnType<typeof removeDemoMarketRows>> = { area: [], building: [], project: [] };
  const removal = await writeChange(db, async (trx) => {
    const sweep: Sweep = { trx, demo: {} as Record<DemoTable, number[]>, removed: {} as Record<DemoTable, number>, kept: {} as Record<DemoTable, number> };
    for (const table of DEMO_TABLES) sweep.demo[table] = await markedIds(trx, table, ranges(table));
    // Market rows first: the brokerage's own rows (and the buildings they name) keep the places they point at.
    touched = await removeDemoMarketRows(trx, settle(sweep, "market_imports", sweep.demo.market_imports));
    // The demo's units go below: the buildings they are in are not kept for them (a kept unit's are).
    await inChunks(await goingUnits(sweep), (ids) => trx.updateTable("units").set({ building_id: null }).where("id", "in", ids).execute());
    settle(sweep, "buildings", await removeDemoBuildings(trx, sweep.demo.buildings));
    const market = await marketRefs(trx);
    const { projects, listingRefs } = await removeListings(sweep, market);
    const owners = await removeOwners(sweep, [...listingRefs, ...market]);
    const blogs = await removeBlogs(sweep);
    await removeReferences(trx, { ...owners.gone, project: projects, blog: blogs });
    await removeImages(sweep);
    const pages = await removeUnchangedPages(trx);
    const identity = await removeUnchangedIdentity(trx);
    await markRemoved(trx);
    // What is left is what a visitor can search for: the index is written again whole.
    await refreshPlaces(trx, "all");
    return { status: "removed" as const, removed: sweep.removed, kept: sweep.kept, pages, identity, unassignedLeads: owners.unassignedLeads, restoredAreas: owners.restoredAreas };
  });
  // The places the demo's rows counted in keep the brokerage's own figures, computed again without them.
  await refreshMarketStats(db, touched);
  return removal;
}

/** One removal under way: the demo's ids by table, and how many of each were removed and kept. */
type Sweep = { trx: Tx; demo: Record<DemoTable, number[]>; removed: Record<DemoTable, number>; kept: Record<DemoTable, number> };

/** Counts the demo rows of `table` that go (the others stay) and returns them. */
function settle(sweep: Sweep, table: DemoTable, going: number[]): number[] {
  sweep.removed[table] = going.length;
  sweep.kept[table] = sweep.demo[table].length - going.length;
  return going;
}

/** The demo's units that go: all but those a feed has adopted (the brokerage's now). */
async function goingUnits({ trx, demo }: Sweep): Promise<number[]> {
  const adopted = await trx.selectFrom("feed_listings").select("unit_id").execute();
  return minus(demo.units, adopted.map((r) => r.unit_id));
}

/** Listings first: what stays of them decides which areas, developers and agents stay. */
async function removeListings(sweep: Sweep, market: MarketRefs) {
  const { trx, demo } = sweep;
  const units = settle(sweep, "units", await goingUnits(sweep));
  await inChunks(units, async (ids) => {
    await trx.deleteFrom("listing_title_terms").where("kind", "=", "unit").where("listing_id", "in", ids).execute();
    await trx.deleteFrom("contact_taps").where("kind", "=", "unit").where("listing_id", "in", ids).execute();
    await trx.deleteFrom("units").where("id", "in", ids).execute();
  });
  const unitRefs = await trx.selectFrom("units").select(["project_id", "developer_id", "area_id", "agent_id"]).execute();
  const projects = settle(sweep, "projects", minus(demo.projects, [...unitRefs, ...market].map((u) => u.project_id)));
  await inChunks(projects, async (ids) => {
    await trx.deleteFrom("listing_title_terms").where("kind", "=", "project").where("listing_id", "in", ids).execute();
    await trx.deleteFrom("contact_taps").where("kind", "=", "project").where("listing_id", "in", ids).execute();
    await trx.deleteFrom("projects").where("id", "in", ids).execute();
  });
  const projectRefs = await trx.selectFrom("projects").select(["developer_id", "area_id", "agent_id"]).execute();
  return { projects, listingRefs: [...unitRefs, ...projectRefs] };
}

type ListingRefs = { developer_id: number | null; area_id: number | null; agent_id?: number }[];

/** The developers, areas and agents no remaining listing (or staff account) uses; leads of a deleted agent stay, unassigned. */
async function removeOwners(sweep: Sweep, listingRefs: ListingRefs) {
  const { trx, demo } = sweep;
  const developers = settle(sweep, "developers", minus(demo.developers, listingRefs.map((r) => r.developer_id)));
  await inChunks(developers, (ids) => trx.deleteFrom("developers").where("id", "in", ids).execute());
  const areas = settle(sweep, "areas", minus(demo.areas, listingRefs.map((r) => r.area_id)));
  await inChunks(areas, (ids) => trx.deleteFrom("areas").where("id", "in", ids).execute());
  // Before the library images are weighed: the demo's area pictures are no longer shown then.
  const restoredAreas = await restoreReplacedAreas(trx);

  const staffAgents = await trx.selectFrom("staff").select("agent_id").execute();
  const agents = settle(sweep, "agents", minus(demo.agents, [...listingRefs.map((r) => r.agent_id ?? null), ...staffAgents.map((s) => s.agent_id)]));
  let unassignedLeads = 0;
  await inChunks(agents, async (ids) => {
    const leads = await trx.updateTable("leads").set({ agent_id: null }).where("agent_id", "in", ids).executeTakeFirst();
    unassignedLeads += Number(leads.numUpdatedRows);
    // Taps stay counted for the listings that stay, uncredited; those on the agent's own page go.
    await trx.deleteFrom("contact_taps").where("kind", "=", "agent").where("listing_id", "in", ids).execute();
    await trx.updateTable("contact_taps").set({ agent_id: null }).where("agent_id", "in", ids).execute();
    await trx.deleteFrom("agents").where("id", "in", ids).execute();
  });
  return { gone: { area: areas, developer: developers, agent: agents }, restoredAreas, unassignedLeads };
}

/** The demo's posts and shorts, and the categories no remaining post is in. */
async function removeBlogs(sweep: Sweep): Promise<number[]> {
  const { trx, demo } = sweep;
  const blogs = settle(sweep, "blogs", demo.blogs);
  await inChunks(blogs, (ids) => trx.deleteFrom("blogs").where("id", "in", ids).execute());
  const categoryRefs = await trx.selectFrom("blogs").select("category_id").execute();
  const categories = settle(sweep, "blog_categories", minus(demo.blog_categories, categoryRefs.map((b) => b.category_id)));
  await inChunks(categories, (ids) => trx.deleteFrom("blog_categories").where("id", "in", ids).execute());
  const shorts = settle(sweep, "video_shorts", demo.video_shorts);
  await inChunks(shorts, (ids) => trx.deleteFrom("video_shorts").where("id", "in", ids).execute());
  return blogs;
}

/** Whatever pointed at the deleted rows by id: name mappings of the feeds, old page addresses, revisions. */
async function removeReferences(trx: Tx, gone: Record<"area" | "developer" | "project" | "agent" | "blog", number[]>) {
  for (const entity of ["area", "developer", "project", "agent"] as const) {
    await inChunks(gone[entity], (chunk) => trx.deleteFrom("feed_mappings").where("entity", "=", entity).where("target_id", "in", chunk).execute());
  }
  await inChunks(gone.area, (ids) => trx.deleteFrom("slug_redirects").where("kind", "=", "area").where("target_id", "in", ids).execute());
  await inChunks(gone.developer, (ids) => trx.deleteFrom("slug_redirects").where("kind", "=", "developer").where("target_id", "in", ids).execute());
  for (const kind of ["area", "developer", "agent", "blog"] as const) {
    await inChunks(gone[kind], async (chunk) => {
      const keys = chunk.map(String);
      await trx.deleteFrom("content_revisions").where("kind", "=", kind).where("entity_key", "in", keys).execute();
      await trx.deleteFrom("content_defaults").where("kind", "=", kind).where("entity_key", "in", keys).execute();
    });
  }
}

/** Library images: a demo image still shown by a kept row stays. */
async function removeImages(sweep: Sweep) {
  const { trx, demo } = sweep;
  const assets = demo.media_assets.length
    ? await trx.selectFrom("media_assets").select(["id", "path"]).where("id", "in", demo.media_assets).execute()
    : [];
  const used = await usesOf(trx, assets.map((a) => a.path));
  const images = settle(sweep, "media_assets", assets.filter((a) => !used.has(a.path)).map((a) => Number(a.id)));
  await inChunks(images, (ids) => trx.deleteFrom("media_assets").where("id", "in", ids).execute());
}

/** The demo's marks go; a later start with SEED_ON_START=demo must not bring the demo back (server/app.ts needsSeed). */
async function markRemoved(trx: Tx) {
  await trx.deleteFrom("demo_rows").execute();
  await trx.deleteFrom("demo_replaced").execute();
  const now = new Date().toISOString();
  await trx
    .insertInto("seed_runs")
    .values({ id: 1, status: "removed", started_at: now, finished_at: now })
    .onConflict((oc) => oc.column("id").doUpdateSet({ status: "removed", finished_at: now }))
    .execute();
}

/**
 * The reference areas the demo wrote over (its text and picture) or hid (demo_replaced) get their
 * values from before the seed back, unless someone edited the area since (a revision): then the
 * brokerage's version stays.
 */
async function restoreReplacedAreas(trx: Tx): Promise<number> {
  const [replaced, edited] = await Promise.all([
    trx.selectFrom("demo_replaced").select(["row_id", "values_json"]).where("table_name", "=", "areas").execute(),
    trx.selectFrom("content_revisions").select("entity_key").distinct().where("kind", "=", "area").execute(),
  ]);
  const keep = new Set(edited.map((r) => r.entity_key));
  let restored = 0;
  for (const r of replaced) {
    if (keep.has(String(r.row_id))) continue;
    const before = JSON.parse(r.values_json) as Updateable<Database["areas"]>;
    const done = await trx.updateTable("areas").set(before).where("id", "=", Number(r.row_id)).executeTakeFirst();
    restored += Number(done.numUpdatedRows);
  }
  return restored;
}

/** Pages whose texts no one changed since the seed (no revision): the demo's. */
async function removeUnchangedPages(trx: Tx): Promise<{ removed: number; kept: number }> {
  const [texts, items, changed] = await Promise.all([
    trx.selectFrom("content_texts").select("page").distinct().execute(),
    trx.selectFrom("content_items").select("page").distinct().execute(),
    trx.selectFrom("content_revisions").select("entity_key").distinct().where("kind", "=", "page").execute(),
  ]);
  const all = new Set([...texts, ...items].map((r) => r.page));
  const keep = new Set(changed.map((r) => r.entity_key));
  const going = [...all].filter((page) => !keep.has(page));
  await inChunks(going, async (chunk) => {
    await trx.deleteFrom("content_texts").where("page", "in", chunk).execute();
    await trx.deleteFrom("content_items").where("page", "in", chunk).execute();
    await trx.deleteFrom("content_defaults").where("kind", "=", "page").where("entity_key", "in", chunk).execute();
  });
  return { removed: going.length, kept: all.size - going.length };
}

/** The identity no one changed since the seed (no revision) is the demo's. */
async function removeUnchangedIdentity(trx: Tx): Promise<"removed" | "kept" | "none"> {
  const row = await trx.selectFrom("brokerage").select("id").executeTakeFirst();
  if (!row) return "none";
  const changed = await trx.selectFrom("content_revisions").select("id").where("kind", "=", "brokerage").limit(1).executeTakeFirst();
  if (changed) return "kept";
  await trx.deleteFrom("brokerage_offices").execute();
  await trx.deleteFrom("brokerage").execute();
  await trx.deleteFrom("content_defaults").where("kind", "=", "brokerage").execute();
  return "removed";
}
