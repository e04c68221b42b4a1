/**
 * Resolves the names a feed gives (community, developer, project, agent) to our rows, through
 * the mapping table first (`feed_mappings`: what an admin corrected, or what an earlier run
 * matched), then by name, page address (slug) or, for an agent, licence (BRN), e-mail or name.
 * Every new match is written to the mapping table so an admin can see and correct it. An
 * unknown community becomes a new area, inactive (not listed on the site until an admin opens
 * it), and is reported; an unknown agent with a name and an e-mail or phone becomes a new agent
 * profile; an unknown developer becomes a developer profile (shown, no text yet); an unknown project
 * of a known developer becomes a DRAFT project made from the first listing that names it (its area,
 * type, status, price and size stand in for what a feed does not say, so nothing invented is
 * shown until an editor completes and publishes it). Everything created is reported. A project
 * named without a developer is left empty and reported.
 *
 * Everything is read once per run into memory (a few thousand rows at most) and kept in step
 * with what the run writes.
 */
import { slugOf } from "../listings/index.ts";
import type { Db } from "../../platform/db/client.server.ts";
import type { FeedMappingEntity } from "../../platform/db/schema.ts";
import { recordAudit } from "../staff/index.server.ts";
import { writeChange } from "../../platform/cache/write.server.ts";
import { refreshPlaces } from "../places/index.server.ts";
import { createListing, type UnitInput } from "../listings/index.server.ts";
import type { FeedEntry } from "./formats.ts";

/** A feed name as a mapping key: trimmed, lower case, single spaces. */
const normaliseName = (s: string) => s.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();

type Named = { id: number; name: string; slug: string };

export type LookupReport = {
  areasCreated: string[];
  agentsCreated: string[];
  /** Reports stored before developers and projects were created from feeds have neither list. */
  developersCreated?: string[];
  projectsCreated?: string[];
  unmatchedDevelopers: string[];
  unmatchedProjects: string[];
};

export class FeedLookups {
  private mappings = new Map<string, number | null>();
  /** Mappings an admin set: "none" from an admin stays none, where an earlier run's "not matched" may be created now. */
  private adminSet = new Set<string>();
  private areas: Named[] = [];
  private developers: Named[] = [];
  private projects: Named[] = [];
  private agents: { id: number; name: string; email: string; brn: string }[] = [];
  private emirates = new Map<string, number>();
  readonly typeIds = new Map<string, number>();
  readonly bedroomIds = new Map<string, number>();
  readonly bathroomIds = new Map<string, number>();
  statusIds = { offPlan: 1, ready: 2, underConstruction: 3 };
  purposeIds = { sale: 1, rent: 2, offPlan: 3 };
  readonly report: Required<LookupReport> = { areasCreated: [], agentsCreated: [], developersCreated: [], projectsCreated: [], unmatchedDevelopers: [], unmatchedProjects: [] };

  private readonly db: Db;
  private readonly now: () => Date;
  private constructor(db: Db, now: () => Date) {
    this.db = db;
    this.now = now;
  }

  static async load(db: Db, now: () => Date): Promise<FeedLookups> {
    const l = new FeedLookups(db, now);
    const named = (rows: { id: number; name: string; page_url: string }[]) => rows.map((r) => ({ id: r.id, name: normaliseName(r.name), slug: r.page_url }));
    l.areas = named(await db.selectFrom("areas").select(["id", "name", "page_url"]).execute());
    l.developers = named(await db.selectFrom("developers").select(["id", "name", "page_url"]).execute());
    l.projects = named(await db.selectFrom("projects").select(["id", "name", "page_url"]).execute());
    l.agents = (await db.selectFrom("agents").select(["id", "name", "email", "brn"]).execute()).map((a) => ({ id: a.id, name: normaliseName(a.name), email: a.email.trim().toLowerCase(), brn: a.brn.trim() }));
    for (const m of await db.selectFrom("feed_mappings").select(["entity", "source_name", "target_id", "origin"]).execute()) {
      l.mappings.set(`${m.entity}|${m.source_name}`, m.target_id);
      if (m.origin === "admin") l.adminSet.add(`${m.entity}|${m.source_name}`);
    }
    for (const e of await db.selectFrom("emirates").select(["id", "name"]).execute()) l.emirates.set(normaliseName(e.name), e.id);
    for (const t of await db.selectFrom("property_types").select(["id", "name"]).execute()) l.typeIds.set(t.name, t.id);
    for (const b of await db.selectFrom("bedrooms").select(["id", "name"]).execute()) l.bedroomIds.set(b.name, b.id);
    for (const b of await db.selectFrom("bathrooms").select(["id", "name"]).execute()) l.bathroomIds.set(b.name, b.id);
    const statuses = new Map((await db.selectFrom("statuses").select(["id", "name"]).execute()).map((s) => [normaliseName(s.name), s.id]));
    l.statusIds = { offPlan: statuses.get("off-plan") ?? 1, ready: statuses.get("ready") ?? 2, underConstruction: statuses.get("under construction") ?? 3 };
    const purposes = new Map((await db.selectFrom("purposes").select(["id", "name"]).execute()).map((s) => [normaliseName(s.name), s.id]));
    l.purposeIds = { sale: purposes.get("buy") ?? 1, rent: purposes.get("rent") ?? 2, offPlan: purposes.get("off-plan") ?? 3 };
    return l;
  }

  private async remember(entity: FeedMappingEntity, sourceName: string, targetId: number | null, origin: "auto" | "created"): Promise<void> {
    this.mappings.set(`${entity}|${sourceName}`, targetId);
    await this.db
      .insertInto("feed_mappings")
      .values({ entity, source_name: sourceName, target_id: targetId, origin, updated_at: this.now().toISOString() })
      .onConflict((oc) => oc.columns(["entity", "source_name"]).doNothing())
      .execute();
  }

  private mapped(entity: FeedMappingEntity, key: string): number | null | undefined {
    return this.mappings.get(`${entity}|${key}`);
  }

  private static match(rows: Named[], key: string): number | null {
    const slug = slugOf(key);
    return rows.find((r) => r.name === key)?.id ?? rows.find((r) => r.slug === slug)?.id ?? null;
  }

  async area(e: FeedEntry): Promise<number | null> {
    const key = normaliseName(e.community);
    if (!key) return null;
    const known = this.mapped("area", key);
    if (known) return known;
    const found = FeedLookups.match(this.areas, key);
    if (found) {
      await this.remember("area", key, found, "auto");
      return found;
    }
    const name = e.community.trim().replace(/\s+/g, " ").slice(0, 200);
    const emirateId = this.emirates.get(normaliseName(e.city)) ?? this.emirates.get("dubai") ?? 1;
    const base = slugOf(name) || "area";
    const taken = new Set(this.areas.map((a) => a.slug));
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    const now = this.now();
    const id = await writeChange(this.db, async (trx) => {
      const row = await trx
        .insertInto("areas")
        .values({ name, page_url: slug, emirate_id: emirateId, description_html: "", image_path: null, lat: null, lng: null, is_active: 0, name_ar: null, description_html_ar: null })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordAudit(trx, null, { action: "create from feed", entity: "area", entityId: row.id, after: { name, pageUrl: slug, active: false } }, now);
      return row.id;
    });
    this.areas.push({ id, name: key, slug });
    this.report.areasCreated.push(name);
    await this.remember("area", key, id, "created");
    return id;
  }

  /** A free page address among `rows`' for `name`. */
  private static freeSlug(rows: Named[], name: string, fallback: string): string {
    const base = slugOf(name) || fallback;
    const taken = new Set(rows.map((r) => r.slug));
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    return slug;
  }

  async developer(e: FeedEntry): Promise<number | null> {
    const key = normaliseName(e.developer);
    if (!key) return null;
    const known = this.mapped("developer", key);
    if (known !== undefined) return known;
    const found = FeedLookups.match(this.developers, key);
    if (found !== null) {
      await this.remember("developer", key, found, "auto");
      return found;
    }
    const name = e.developer.trim().replace(/\s+/g, " ").slice(0, 200);
    const slug = FeedLookups.freeSlug(this.developers, name, "developer");
    const emirateId = this.emirates.get(normaliseName(e.city)) ?? null;
    const now = this.now();
    const id = await writeChange(this.db, async (trx) => {
      const row = await trx
        .insertInto("developers")
        .values({ name, page_url: slug, description_html: "", logo_path: null, is_active: 1, name_ar: null, description_html_ar: null, emirate_id: emirateId, image_path: null, lat: null, lng: null })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordAudit(trx, null, { action: "create from feed", entity: "developer", entityId: row.id, after: { name, pageUrl: slug } }, now);
      await refreshPlaces(trx, { developer: [row.id] });
      return row.id;
    });
    this.developers.push({ id, name: key, slug });
    this.report.developersCreated.push(name);
    await this.remember("developer", key, id, "created");
    return id;
  }

  /**
   * The project a listing names. A new one is created as a draft from `unit` (the mapped listing, with its
   * developer, area and agent resolved): a project needs a developer, so one named without is only reported.
   */
  async project(e: FeedEntry, unit: UnitInput): Promise<number | null> {
    const key = normaliseName(e.project);
    if (!key) return null;
    const known = this.mapped("project", key);
    if (known !== undefined && (known !== null || !unit.developerId || this.adminSet.has(`project|${key}`))) return known;
    const found = FeedLookups.match(this.projects, key);
    if (found !== null || !unit.developerId) {
      if (found === null) this.report.unmatchedProjects.push(e.project.trim());
      await this.remember("project", key, found, "auto");
      return found;
    }
    const name = e.project.trim().replace(/\s+/g, " ").slice(0, 200);
    const slug = FeedLookups.freeSlug(this.projects, name, "project");
    const id = await createListing(
      this.db,
      "project",
      {
        name,
        title: name,
        pageUrl: slug,
        descriptionHtml: "",
        developerId: unit.developerId,
        areaId: unit.areaId,
        agentId: unit.agentId,
        typeId: unit.typeId,
        statusId: unit.statusId,
        completionYear: this.now().getUTCFullYear(),
        completionQuarter: 4,
        startingPrice: unit.price,
        sizeFromSqft: unit.sizeSqft,
        sizeToSqft: unit.sizeSqft,
        state: "draft",
      },
      { actor: "system", now: this.now() },
    );
    this.projects.push({ id, name: key, slug });
    this.report.projectsCreated.push(name);
    // Replaces a "not matched" row an earlier run left (when the project had no developer yet).
    await this.db.deleteFrom("feed_mappings").where("entity", "=", "project").where("source_name", "=", key).where("target_id", "is", null).where("origin", "=", "auto").execute();
    await this.remember("project", key, id, "created");
    return id;
  }

  async agent(e: FeedEntry): Promise<number | null> {
    const { name, email, phone, licence } = e.agent;
    const keys = [licence.trim() && `brn:${licence.trim()}`, email.trim() && `email:${email.trim().toLowerCase()}`, name.trim() && `name:${normaliseName(name)}`].filter(Boolean) as string[];
    for (const k of keys) {
      const known = this.mapped("agent", k);
      if (known) return known;
    }
    const found =
      (licence.trim() && this.agents.find((a) => a.brn === licence.trim())) ||
      (email.trim() && this.agents.find((a) => a.email === email.trim().toLowerCase())) ||
      (name.trim() && this.agents.find((a) => a.name === normaliseName(name)));
    if (found) {
      await this.remember("agent", keys[0]!, found.id, "auto");
      return found.id;
    }
    const digits = phone.replace(/\D/g, "").replace(/^(00)?971/, "").replace(/^0+/, "");
    if (!name.trim() || (!email.trim() && !digits)) return null;
    const now = this.now();
    const row = {
      name: name.trim().slice(0, 200),
      designation: "Property Consultant",
      email: email.trim().toLowerCase(),
      country_code: "971",
      phone: digits,
      avatar_path: null,
      brn: licence.trim(),
    };
    const id = await writeChange(this.db, async (trx) => {
      const { id } = await trx.insertInto("agents").values(row).returning("id").executeTakeFirstOrThrow();
      await recordAudit(trx, null, { action: "create from feed", entity: "agent", entityId: id, after: row }, now);
      return id;
    });
    this.agents.push({ id, name: normaliseName(row.name), email: row.email, brn: row.brn });
    this.report.agentsCreated.push(row.name);
    await this.remember("agent", keys[0]!, id, "created");
    return id;
  }
}
