/**
 * The place index: one row per area, building, project and developer with its names in both
 * scripts, the other names it goes by (its market aliases, newline-joined) and its live listings,
 * which the search bars' suggestions are built from. The write path keeps it current after this
 * (app/modules/places/place-index.server.ts); this fills it once from what the database holds. Also
 * the short names Dubai uses for its communities, as area aliases beside the DLD's ("JVC",
 * "JLT", "Downtown", "The Palm", and Dubai Marina's Arabic DLD name), for areas this database has.
 * Frozen.
 */
import { SqliteAdapter, type Kysely } from "kysely";

const ALIASES: Array<[string, string]> = [
  ["JVC", "jumeirah-village-circle"],
  ["JVT", "jumeirah-village-triangle"],
  ["JLT", "jumeirah-lake-towers"],
  ["JBR", "jumeirah-beach-residence"],
  ["Downtown", "downtown-dubai"],
  ["The Palm", "palm-jumeirah"],
  ["MBR City", "mohammed-bin-rashid-city"],
  ["DSO", "dubai-silicon-oasis"],
  ["مرسى دبي", "dubai-marina"],
];

const fold = (name: string) => name.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

type Row = { kind: string; target_id: number; name: string; name_ar: string | null; aliases: string; area_id: number | null; listings: number };

async function addAliases(db: Kysely<any>): Promise<void> {
  const areas = new Map((await db.selectFrom("areas").select(["id", "page_url"]).execute()).map((a: { id: number; page_url: string }) => [a.page_url, Number(a.id)]));
  const taken = new Set((await db.selectFrom("market_place_aliases").select("alias_key").where("kind", "=", "area").execute()).map((a: { alias_key: string }) => a.alias_key));
  for (const [alias, slug] of ALIASES) {
    const target = areas.get(slug);
    const key = fold(alias);
    if (target === undefined || taken.has(key)) continue;
    taken.add(key);
    await db.insertInto("market_place_aliases").values({ kind: "area", alias, alias_key: key, target_id: target }).execute();
  }
}

async function counts(db: Kysely<any>, column: string): Promise<Map<number, number>> {
  const rows = await db.selectFrom("units").select([column, db.fn.countAll().as("n")]).where("is_active", "=", 1).where(column, "is not", null).groupBy(column).execute();
  return new Map(rows.map((r: Record<string, unknown>) => [Number(r[column]), Number(r.n)]));
}

async function fill(db: Kysely<any>): Promise<void> {
  const aliases = new Map<string, string[]>();
  for (const a of await db.selectFrom("market_place_aliases").select(["kind", "alias", "target_id"]).execute()) {
    const key = `${a.kind}:${a.target_id}`;
    aliases.set(key, [...(aliases.get(key) ?? []), a.alias]);
  }
  const sources = [
    { kind: "area", table: "areas", column: "area_id", area: (r: any) => Number(r.id), where: true },
    { kind: "building", table: "buildings", column: "building_id", area: (r: any) => Number(r.area_id), where: false },
    { kind: "project", table: "projects", column: "project_id", area: (r: any) => Number(r.area_id), where: false },
    { kind: "developer", table: "developers", column: "developer_id", area: () => null, where: true },
  ];
  for (const s of sources) {
    const live = await counts(db, s.column);
    let q = db.selectFrom(s.table).selectAll();
    if (s.where) q = q.where("is_active", "=", 1);
    const rows: Row[] = (await q.execute()).map((r: any) => ({
      kind: s.kind, target_id: Number(r.id), name: r.name, name_ar: r.name_ar ?? null,
      aliases: (aliases.get(`${s.kind}:${r.id}`) ?? []).join("\n"), area_id: s.area(r), listings: live.get(Number(r.id)) ?? 0,
    }));
    for (let i = 0; i < rows.length; i += 500) await db.insertInto("place_index").values(rows.slice(i, i + 500)).execute();
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable("place_index")
    .addColumn("id", "integer", (c) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity()))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("target_id", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_ar", "text")
    .addColumn("aliases", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("area_id", "integer")
    .addColumn("listings", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("place_index_kind_target").on("place_index").columns(["kind", "target_id"]).unique().execute();
  await db.schema.createIndex("place_index_area").on("place_index").column("area_id").execute();
  // A project picked from the suggestions lists its units, and the index counts them.
  await db.schema.createIndex("units_project").on("units").column("project_id").execute();
  await addAliases(db);
  await fill(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("place_index").ifExists().execute();
  await db.schema.dropIndex("units_project").ifExists().execute();
  await db.deleteFrom("market_place_aliases").where("kind", "=", "area").where("alias", "in", ALIASES.map(([a]) => a)).execute();
}
