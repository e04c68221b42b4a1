/**
 * The DLD's places matched to the site's: an area by an alias ("Marsa Dubai" is Dubai Marina) or
 * by its own name, a project by its name within the area or by a project alias, and a building
 * found or created by its name within the area (with the project and developer when the project
 * matched). Names are compared folded (lower case, letters and digits only), so "MARINA GATE 1" and
 * "Marina Gate-1" are one building. Everything is looked up once per import and kept in maps:
 * there are thousands of places against millions of rows.
 */
import type { Db } from "../../platform/db/client.server.ts";
import { cacheArea } from "../../platform/cache/cache.server.ts";
import type { MarketPlaceKind } from "../../platform/db/schema.ts";
import { foldName } from "./dld-rows.ts";
import { buildingSlugBase, freeSlug } from "./buildings.server.ts";

type Project = { id: number; developerId: number };

export class PlaceMatcher {
  private readonly areas = new Map<string, number | null>();
  private readonly projects = new Map<string, Project | null>();
  private readonly buildings = new Map<string, number>();
  private readonly buildingsByName = new Map<string, number | null>();
  /** The ids of the buildings this matcher made, for the place index. */
  readonly created: number[] = [];

  private readonly areaKeys: Map<string, number>;
  private readonly projectKeys: Map<string, Project>;
  private readonly projectAliases: Map<string, Project>;
  private readonly slugs: Set<string>;
  private readonly now: Date;

  private constructor(keys: { areas: Map<string, number>; projects: Map<string, Project>; projectAliases: Map<string, Project> }, slugs: Set<string>, now: Date) {
    this.areaKeys = keys.areas;
    this.projectKeys = keys.projects;
    this.projectAliases = keys.projectAliases;
    this.slugs = slugs;
    this.now = now;
  }

  static async load(db: Db, now: Date): Promise<PlaceMatcher> {
    const [areas, aliases, projects, buildings] = await Promise.all([
      db.selectFrom("areas").select(["id", "name"]).execute(),
      db.selectFrom("market_place_aliases").select(["kind", "alias_key", "target_id"]).where("kind", "in", ["area", "project"] satisfies MarketPlaceKind[]).execute(),
      db.selectFrom("projects").select(["id", "name", "area_id", "developer_id"]).execute(),
      db.selectFrom("buildings").select(["id", "area_id", "name_key", "slug"]).execute(),
    ]);
    const areaKeys = new Map(areas.map((a) => [foldName(a.name), Number(a.id)]));
    const byId = new Map(projects.map((p) => [Number(p.id), { id: Number(p.id), developerId: Number(p.developer_id) }]));
    const projectKeys = new Map(projects.map((p) => [`${p.area_id}:${foldName(p.name)}`, byId.get(Number(p.id))!]));
    const projectAliases = new Map<string, Project>();
    for (const a of aliases) {
      // An alias wins over a name: staff wrote it to correct a match.
      if (a.kind === "area") areaKeys.set(a.alias_key, Number(a.target_id));
      const project = byId.get(Number(a.target_id));
      if (a.kind === "project" && project) projectAliases.set(a.alias_key, project);
    }
    const matcher = new PlaceMatcher({ areas: areaKeys, projects: projectKeys, projectAliases }, new Set(buildings.map((b) => b.slug)), now);
    for (const b of buildings) matcher.buildings.set(`${b.area_id}:${b.name_key}`, Number(b.id));
    return matcher;
  }

  areaOf(dldArea: string): number | null {
    let id = this.areas.get(dldArea);
    if (id === undefined) {
      id = this.areaKeys.get(foldName(dldArea)) ?? null;
      this.areas.set(dldArea, id);
    }
    return id;
  }

  projectOf(areaId: number | null, dldProject: string | null): Project | null {
    if (!dldProject) return null;
    const cacheKey = `${areaId}:${dldProject}`;
    let project = this.projects.get(cacheKey);
    if (project === undefined) {
      const key = foldName(dldProject);
      project = this.projectAliases.get(key) ?? (areaId === null ? null : this.projectKeys.get(`${areaId}:${key}`) ?? null);
      this.projects.set(cacheKey, project);
    }
    return project;
  }

  /** The building's id when it is known already (null: no building to find), undefined when buildingOf must create it. */
  knownBuilding(areaId: number | null, name: string | null): number | null | undefined {
    if (areaId === null || !name) return null;
    // By the name as written first: folding every row's name cost more than the rest of the matching.
    const seen = this.buildingsByName.get(`${areaId}:${name}`);
    if (seen !== undefined) return seen;
    const key = foldName(name);
    const id = key ? this.buildings.get(`${areaId}:${key}`) : null;
    if (id !== undefined) this.buildingsByName.set(`${areaId}:${name}`, id);
    return id;
  }

  /** The building's id, created the first time its name is seen in a matched area. */
  async buildingOf(db: Db, areaId: number | null, name: string | null, nameAr: string | null, project: Project | null): Promise<number | null> {
    const key = name ? foldName(name) : "";
    if (areaId === null || !name || !key) return null;
    const known = this.buildings.get(`${areaId}:${key}`);
    if (known !== undefined) return known;
    const slug = freeSlug(buildingSlugBase(name, key), (s) => this.slugs.has(s));
    this.slugs.add(slug);
    const row = await db
      .insertInto("buildings")
      .values({
        name, name_ar: nameAr, name_key: key, slug, area_id: areaId,
        project_id: project?.id ?? null, developer_id: project?.developerId ?? null, created_at: this.now.toISOString(),
      })
      // Another import running at the same time may have made it a moment ago: then it is read back.
      .onConflict((oc) => oc.columns(["area_id", "name_key"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    // Made here (not by another import a moment ago): the place index learns of it.
    if (row) this.created.push(Number(row.id));
    const id = row ? Number(row.id) : Number((await db.selectFrom("buildings").select("id").where("area_id", "=", areaId).where("name_key", "=", key).executeTakeFirstOrThrow()).id);
    this.buildings.set(`${areaId}:${key}`, id);
    return id;
  }
}

type UnmatchedPlace = { kind: Exclude<MarketPlaceKind, "building">; name: string; rows: number };

/**
 * The DLD names that matched none of our places, with how many stored rows carry them, most
 * first: the review list from which staff write aliases. Projects are listed only within
 * matched areas (an unmatched area's projects could not match anyway).
 */
export function unmatchedPlaces(db: Db): Promise<UnmatchedPlace[]> {
  return unmatched.get(databaseKey(db), () => readUnmatchedPlaces(db));
}

/**
 * The list is kept until the data version moves (an import, an alias change): grouping millions of rows
 * takes seconds, and the back office reads it on every visit to /admin/market. Keyed by the database so a
 * process holding two (the tests) never mixes them.
 */
const unmatched = cacheArea<UnmatchedPlace[]>("market unmatched places", { maxBytes: 4 * 1024 * 1024, sizeOf: (v) => JSON.stringify(v).length * 2 });
const databases = new WeakMap<Db, string>();
let databasesSeen = 0;
function databaseKey(db: Db): string {
  let key = databases.get(db);
  if (key === undefined) databases.set(db, (key = String(++databasesSeen)));
  return key;
}

async function readUnmatchedPlaces(db: Db): Promise<UnmatchedPlace[]> {
  const counts = new Map<string, UnmatchedPlace>();
  const add = (kind: UnmatchedPlace["kind"], name: string | null, rows: unknown) => {
    if (!name) return;
    const k = `${kind}:${name}`;
    const place = counts.get(k) ?? { kind, name, rows: 0 };
    place.rows += Number(rows);
    counts.set(k, place);
  };
  for (const table of ["market_sales", "market_rents"] as const) {
    const [areas, projects] = await Promise.all([
      db.selectFrom(table).select((eb) => ["dld_area as name", eb.fn.countAll().as("rows")]).where("area_id", "is", null).groupBy("dld_area").execute(),
      db
        .selectFrom(table)
        .select((eb) => ["dld_project as name", eb.fn.countAll().as("rows")])
        .where("area_id", "is not", null)
        .where("project_id", "is", null)
        .where("dld_project", "is not", null)
        .groupBy("dld_project")
        .execute(),
    ]);
    for (const a of areas) add("area", a.name, a.rows);
    for (const p of projects) add("project", p.name, p.rows);
  }
  return [...counts.values()].sort((a, b) => b.rows - a.rows || a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
}
