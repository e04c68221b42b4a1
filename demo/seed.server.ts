/**
 * Seeds the demo content: option lists, countries, areas, developers, agents, projects,
 * units, blogs and video shorts, with generated images. Deterministic: the same options
 * give the same rows (times are relative to `now`, which tests fix).
 * Large data sets for benchmarks: `seedDatabase(db, { units: 1_000_000 })`.
 */
import { PostgresAdapter, sql, type Insertable } from "kysely";
import type { Logger } from "pino";
import type { Db } from "../app/platform/db/client.server.ts";
import type { Database } from "../app/platform/db/schema.ts";
import { AREAS } from "./content/areas.ts";
import { AREA_NAMES_AR, BLOGS_AR, DEVELOPER_NAMES_AR } from "./content/arabic.ts";
import { DEVELOPERS } from "./content/developers.ts";
import { PROJECTS } from "./content/projects.ts";
import { AGENTS } from "./content/agents.ts";
import { BLOG_CATEGORIES, BLOGS } from "./content/blogs.ts";
import { VIDEO_SHORTS } from "./content/shorts.ts";
import { PROJECTS_AR, unitArabic } from "./content/listings-ar.ts";
import { UNIT_DESCRIPTION_PARAGRAPHS, UNIT_DETAIL_LABELS, UNIT_FEATURES, UNIT_TITLE_PATTERNS } from "./content/units.ts";
import type { PlaceSeed } from "./content/types.ts";
import { placeNameAr } from "./market-places.ts";
import { createRng, type Rng } from "./art/random.ts";
import { chance, int, pick } from "./art/random.ts";
import { ARABIC_NAMES, BATHROOMS, BEDROOMS, EMIRATES, PROPERTY_TYPES, PURPOSE, STATUSES } from "./lookups.ts";
import { amenitiesFor, bedroomsWord, generateUnit, paragraphsFor, positionInArea, slugify, type GeneratedUnit } from "./unit-generator.ts";
import { SEED_IMAGES, type SeedImages } from "./images.server.ts";
import { progressPrinter, type Progress } from "./progress.server.ts";
import { storeFile, type ImageFormat, type MediaStore } from "./media.server.ts";
import type { MediaFiles } from "../app/platform/media/media-files.server.ts";
import { brochurePdf } from "./brochure.ts";
import { libraryArtRows } from "./library-art.server.ts";
import { bumpDataVersion } from "../app/platform/db/data-versions.server.ts";
import { isContentEmpty, seedContent } from "./seed-content.ts";
import { createListings, type PermitAuthority, type ProjectInput, type UnitInput } from "../app/modules/listings/listings.server.ts";
import { startDemoMarks } from "./demo-marks.server.ts";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { writeMarketFiles } from "./market-files.ts";
import { addLandmarkTowers, linkDemoUnitsToBuildings } from "./unit-buildings.server.ts";
import { refreshPlaces } from "../app/modules/places/index.server.ts";
import { importMarketFile } from "../app/modules/market/import.server.ts";

export type SeedOptions = {
  /** Where the demo's images and brochures are written (a folder or a bucket: app/platform/media/media-files.server.ts). */
  media: MediaFiles;
  /** Reference time for posting dates; defaults to the start of the current hour. */
  now?: Date;
  /** Number of units; the demo has 240. Projects, developers and areas grow with it. */
  units?: number;
  logger?: Logger;
  imageFormats?: ImageFormat[];
  /** Reports the drawing of the demo images; by default a progress line on stderr (progress.server.ts). */
  imageProgress?: Progress;
};

export const DEMO_UNIT_COUNT = 240;
const BATCH = 500;
const VIDEO_PATH = "/video/property-tour.mp4";

/** The start of the current hour: recent enough for "minutes ago", never in the future. */
export function defaultSeedNow(): Date {
  const d = new Date();
  d.setUTCMinutes(0, 0, 0);
  return d;
}

/**
 * No content yet: no listings, developers, agents, blogs or blog categories (the demo writes those with its own ids).
 * The option lists and the reference areas do not count: the migrations write them into every database.
 */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  for (const table of ["units", "projects", "developers", "agents", "blogs", "blog_categories"] as const) {
    if (await db.selectFrom(table).select("id").limit(1).executeTakeFirst()) return false;
  }
  return true;
}

/**
 * Seeds an empty database once, even when several instances start together: the instance
 * that inserts the claim row seeds, the others wait for it to finish before serving.
 */
export async function seedIfEmpty(db: Db, opts: SeedOptions & { waitMs?: number }): Promise<boolean> {
  const claimed = await db
    .insertInto("seed_runs")
    .values({ id: 1, status: "running", started_at: new Date().toISOString(), finished_at: null })
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!claimed) {
    await waitForSeed(db, opts.waitMs ?? 15 * 60_000);
    return false;
  }
  try {
    const empty = await isDatabaseEmpty(db);
    if (empty) await seedDatabase(db, opts);
    await db.updateTable("seed_runs").set({ status: "done", finished_at: new Date().toISOString() }).where("id", "=", 1).execute();
    return empty;
  } catch (error) {
    // Give the next start a chance to seed again.
    await db.deleteFrom("seed_runs").where("id", "=", 1).execute();
    throw error;
  }
}

/**
 * What the server runs at start when the database lacks demo content (server.ts loads this module
 * only then): the whole demo into an empty database, or only the site's texts into one seeded
 * before they were data.
 */
export async function seedDemo(db: Db, opts: SeedOptions & { waitMs?: number }): Promise<boolean> {
  if (await seedIfEmpty(db, opts)) return true;
  if (!(await isContentEmpty(db))) return false;
  await seedContent(db);
  await bumpDataVersion(db, "content");
  return true;
}

async function waitForSeed(db: Db, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const row = await db.selectFrom("seed_runs").select("status").where("id", "=", 1).executeTakeFirst();
    if (!row || row.status === "done") return;
    if (Date.now() > deadline) throw new Error("Timed out waiting for another instance to seed the database");
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function insertBatches<T extends keyof Database & string>(db: Db, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    // The generic table name defeats Kysely's inference; rows are typed by the caller.
    await db.insertInto(table).values(rows.slice(i, i + BATCH) as never).execute();
  }
}

/**
 * The demo's areas by page address: a reference area (migration 2026-11-29-02) of that address takes the demo's
 * text and picture, keeping its id; the others are added. Reference areas the demo does not describe are hidden,
 * so the demo shows the areas it has written about. Returns each address's id.
 */
async function seedAreas(db: Db, rows: Insertable<Database["areas"]>[]): Promise<Map<string, number>> {
  const ids = new Map((await db.selectFrom("areas").select(["id", "page_url"]).execute()).map((a) => [a.page_url, a.id]));
  for (const row of rows) {
    const id = ids.get(row.page_url);
    if (id !== undefined) {
      await keepReplaced(db, id, Object.keys(row) as (keyof typeof row)[]);
      await db.updateTable("areas").set(row).where("id", "=", id).execute();
    } else ids.set(row.page_url, (await db.insertInto("areas").values(row).returning("id").executeTakeFirstOrThrow()).id);
  }
  const described = new Set(rows.map((r) => r.page_url));
  const others = (await db.selectFrom("areas").select(["id", "page_url"]).where("is_reference", "=", 1).execute()).filter((a) => !described.has(a.page_url));
  for (const a of others) await keepReplaced(db, a.id, ["is_active"]);
  if (others.length) await db.updateTable("areas").set({ is_active: 0 }).where("id", "in", others.map((a) => a.id)).execute();
  return ids;
}

/**
 * Keeps an area's values of `columns` from before the demo changed them (demo_replaced), for demo:remove to put
 * back. A second seed keeps the first record: the values before any demo.
 */
async function keepReplaced(db: Db, id: number, columns: (keyof Database["areas"])[]): Promise<void> {
  const before = await db.selectFrom("areas").select(columns).where("id", "=", id).executeTakeFirstOrThrow();
  await db
    .insertInto("demo_replaced")
    .values({ table_name: "areas", row_id: id, values_json: JSON.stringify(before), replaced_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(["table_name", "row_id"]).doNothing())
    .execute();
}

function mapUrl(lat: number, lng: number): string {
  const d = 0.006;
  return `https://www.openstreetmap.org/export/embed.html?bbox=${(lng - d).toFixed(4)}%2C${(lat - d).toFixed(4)}%2C${(lng + d).toFixed(4)}%2C${(lat + d).toFixed(4)}&layer=mapnik&marker=${lat.toFixed(4)}%2C${lng.toFixed(4)}`;
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

const AUTHORITY: Record<string, PermitAuthority> = { Dubai: "DLD", "Abu Dhabi": "ADREC", Sharjah: "SRRD" };

/**
 * A demo permit: issued by the emirate's authority, valid for one to two years from the seed's `now`, or from today
 * when that is later: test databases are seeded at a fixed past `now`, and the permit-expiry job in their servers runs
 * on the real clock, so permits counted from the fixed date alone would expire under the tests one day.
 */
function permitFor(number: number, emirate: string, id: number, now: Date) {
  const from = Math.max(now.getTime(), Date.now());
  const expires = new Date(from + (365 + ((id * 37) % 365)) * 86_400_000);
  return { permitNumber: String(number), permitAuthority: AUTHORITY[emirate] ?? "DLD", permitExpiresOn: expires.toISOString().slice(0, 10) };
}

/** A listing's photo row for one of the pooled demo photos. */
function photo(images: SeedImages, path: string) {
  const f = images.photoFacts(path);
  return { kind: "photo" as const, path, width: f.width, height: f.height, alt: f.alt, contentHash: f.contentHash };
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
}

export async function seedDatabase(db: Db, opts: SeedOptions): Promise<void> {
  const started = Date.now();
  const now = opts.now ?? defaultSeedNow();
  const unitCount = opts.units ?? DEMO_UNIT_COUNT;
  const large = unitCount > 5_000;
  const store: MediaStore = { files: opts.media, formats: opts.imageFormats ?? ["avif", "webp"] };
  const images: SeedImages = await SEED_IMAGES(
    store,
    { areas: AREAS, developers: DEVELOPERS, agents: AGENTS, blogs: BLOGS, shorts: VIDEO_SHORTS },
    opts.imageProgress ?? progressPrinter("Drawing the demo images"),
  );
  opts.logger?.info({ ms: Date.now() - started }, "seed images ready");

  // Everything written from here on is the demo's (npm run demo:remove takes it out).
  const markDemoRows = await startDemoMarks(db);
  // The option lists, countries and reference areas come from the migrations (reference data, not demo);
  // only the blog categories are the demo's own.
  await insertBatches(db, "blog_categories", BLOG_CATEGORIES.map((name, i) => ({ id: i + 1, name, sort: i, name_ar: ARABIC_NAMES.blog_categories[name] ?? null })));

  // Areas, developers: the written ones, plus numbered phases for large benchmark sets.
  const extraAreas = large ? Math.ceil(unitCount / 4_000) : 0;
  const areaSeeds = [...AREAS, ...Array.from({ length: extraAreas }, (_, i) => {
    const base = AREAS[i % AREAS.length]!;
    return { ...base, name: `${base.name} Phase ${Math.floor(i / AREAS.length) + 2}`, slug: `${base.slug}-phase-${Math.floor(i / AREAS.length) + 2}` };
  })];
  const areaId = await seedAreas(db, areaSeeds.map((a, i) => ({
    name: a.name,
    name_ar: AREA_NAMES_AR[a.slug] ?? null,
    page_url: a.slug,
    emirate_id: EMIRATES.indexOf(a.emirate) + 1,
    description_html: a.descriptionHtml,
    description_html_ar: null,
    image_path: images.areas[i % AREAS.length] ?? null,
    logo_path: null,
    lat: a.lat,
    lng: a.lng,
    is_active: 1,
  })));

  const extraDevelopers = large ? Math.ceil(unitCount / 20_000) : 0;
  const developerSeeds = [...DEVELOPERS, ...Array.from({ length: extraDevelopers }, (_, i) => {
    const base = DEVELOPERS[i % DEVELOPERS.length]!;
    return { ...base, name: `${base.name} ${i + 2}`, slug: `${base.slug}-${i + 2}` };
  })];
  await insertBatches(db, "developers", developerSeeds.map((d, i) => ({
    id: i + 1,
    name: d.name,
    name_ar: DEVELOPER_NAMES_AR[d.slug] ?? null,
    page_url: d.slug,
    logo_path: images.developers[i % DEVELOPERS.length] ?? null,
    description_html: d.descriptionHtml,
    is_active: 1,
    emirate_id: EMIRATES.indexOf(d.hq) + 1,
    lat: d.office.lat,
    lng: d.office.lng,
  })));
  const developerId = new Map(developerSeeds.map((d, i) => [d.slug, i + 1]));

  await insertBatches(db, "agents", AGENTS.map((a, i) => ({
    id: i + 1,
    name: a.name,
    name_ar: a.nameAr,
    designation: a.designation,
    designation_ar: a.designationAr,
    email: a.email,
    country_code: "971",
    phone: a.phone,
    avatar_path: images.avatars[i] ?? null,
    brn: a.brn,
    languages: a.languages.join(", "),
    slug: slugify(a.name),
  })));
  // The library keeps its rows across `db:seed --force` (it holds staff uploads too): the demo's art, named by the same
  // paths on every seed, is listed once.
  const art = await libraryArtRows(store, [
    ...AREAS.map((a, i) => ({ path: images.areas[i], alt: `${a.name}, ${a.emirate}` })),
    ...DEVELOPERS.map((d, i) => ({ path: images.developers[i], alt: `${d.name} logo` })),
    ...AGENTS.map((a, i) => ({ path: images.avatars[i], alt: `Photo of ${a.name}` })),
  ], now);
  for (let i = 0; i < art.length; i += BATCH) {
    await db.insertInto("media_assets").values(art.slice(i, i + BATCH)).onConflict((oc) => oc.column("path").doNothing()).execute();
  }

  // Projects.
  const extraProjects = large ? Math.ceil(unitCount / 100) : 0;
  const projectSeeds = [...PROJECTS, ...Array.from({ length: extraProjects }, (_, i) => {
    const base = PROJECTS[i % PROJECTS.length]!;
    const n = Math.floor(i / PROJECTS.length) + 2;
    const dev = developerSeeds[(i * 7) % developerSeeds.length]!;
    const area = areaSeeds[(i * 13) % areaSeeds.length]!;
    return { ...base, name: `${base.name} ${n}`, slug: `${base.slug}-${n}`, developer: dev.noProjects ? base.developer : dev.slug, area: area.slug };
  })];
  const projectInputs: ProjectInput[] = [];
  const placesByArea = new Map<string, PlaceSeed[]>();
  for (const [i, p] of projectSeeds.entries()) {
    const id = i + 1;
    const prng = createRng(`project-${p.slug}`);
    const area = areaSeeds.find((a) => a.slug === p.area) ?? areaSeeds[0]!;
    let brochure: string | null = null;
    if (p.hasBrochure && i < PROJECTS.length) {
      brochure = await storeFile(store, "brochures", `${p.slug}.pdf`, brochurePdf(p.name, [
        p.title,
        `Location: ${area.name}, ${area.emirate}`,
        `Type: ${p.type}   Status: ${p.status}`,
        `Bedrooms: ${p.bedrooms.join(", ")}`,
        `Sizes: ${p.sizeFromSqft} - ${p.sizeToSqft} sq ft`,
        `Starting price: AED ${p.startingPrice.toLocaleString("en-US")}`,
        `Completion: Q${p.completionQuarter} ${p.completionYear}`,
        ...p.paymentPlan.map((m) => `${m.percent}% ${m.milestone}`),
        "Prices and availability are indicative and subject to change.",
      ]));
    }
    const [lat, lng] = p.hasMap ? [area.lat + (prng() - 0.5) * 0.01, area.lng + (prng() - 0.5) * 0.01] : [area.lat, area.lng];
    const createdOn = new Date(now.getTime() - (i * 2.5 + 0.2) * 86_400_000 - int(prng, 0, 600) * 60_000).toISOString();
    const photos = images.photosFor(p.type, prng, large ? 2 : int(prng, 4, 8));
    projectInputs.push({
      id,
      name: p.name,
      title: p.title,
      pageUrl: p.slug,
      developerId: developerId.get(p.developer) ?? 1,
      areaId: areaId.get(p.area) ?? 1,
      typeId: PROPERTY_TYPES.indexOf(p.type) + 1,
      statusId: STATUSES.indexOf(p.status) + 1,
      completionYear: p.completionYear,
      completionQuarter: p.completionQuarter,
      startingPrice: p.startingPrice,
      sizeFromSqft: p.sizeFromSqft,
      sizeToSqft: p.sizeToSqft,
      descriptionHtml: p.descriptionHtml,
      ...(!large && PROJECTS_AR[p.slug]),
      brochurePath: brochure,
      videoPath: p.hasVideo ? VIDEO_PATH : null,
      mapUrl: p.hasMap ? mapUrl(lat, lng) : null,
      lat: round6(lat),
      lng: round6(lng),
      agentId: (i % AGENTS.length) + 1,
      ...permitFor(6_200_000_000 + id * 4_111, area.emirate, id, now),
      crmRef: `SKY-P-${String(id).padStart(5, "0")}`,
      state: "published",
      createdOn,
      bedroomIds: p.bedrooms.map((bed) => BEDROOMS.indexOf(bed) + 1),
      media: photos.map((path) => photo(images, path)),
      ...(!large && {
        amenities: p.amenities,
        details: p.details.map((d) => ({ name: d.name, value: d.value })),
        places: p.places.map((pl) => ({ name: pl.name, distance: pl.distance, type: pl.type, nameAr: placeNameAr(pl.name) })),
        paymentPlan: p.paymentPlan.map((m) => ({ milestone: m.milestone, percent: m.percent })),
      }),
    });
    if (!large) placesByArea.set(p.area, [...(placesByArea.get(p.area) ?? []), ...p.places]);
  }
  for (let i = 0; i < projectInputs.length; i += BATCH) await createListings(db, "project", projectInputs.slice(i, i + BATCH), { now, placeIndex: false });
  const projectRows = projectInputs.map((p) => ({ id: p.id!, area_id: p.areaId, status_id: p.statusId, developer_id: p.developerId }));
  opts.logger?.info({ projects: projectRows.length, ms: Date.now() - started }, "projects seeded");

  // Units, streamed in batches so a million fit in memory.
  type ProjectRef = (typeof projectRows)[number];
  const offPlanByArea = new Map<number, ProjectRef[]>();
  for (const p of projectRows) {
    if (p.status_id !== 1) continue;
    offPlanByArea.set(p.area_id, [...(offPlanByArea.get(p.area_id) ?? []), p]);
  }
  const anyProjectByArea = new Map<number, ProjectRef[]>();
  for (const p of projectRows) anyProjectByArea.set(p.area_id, [...(anyProjectByArea.get(p.area_id) ?? []), p]);
  const allPlaces = [...placesByArea.values()].flat();
  const titles = { patterns: UNIT_TITLE_PATTERNS, features: UNIT_FEATURES };
  const urng = createRng("units");
  for (let start = 0; start < unitCount; start += BATCH) {
    const units: UnitInput[] = [];
    for (let index = start; index < Math.min(unitCount, start + BATCH); index++) {
      const u: GeneratedUnit = generateUnit(urng, index, areaSeeds, now, titles);
      const area = areaSeeds[u.areaIndex]!;
      const areaDbId = areaId.get(area.slug)!;
      const candidates = u.purposeId === PURPOSE.offPlan ? offPlanByArea.get(areaDbId) : anyProjectByArea.get(areaDbId);
      const project = candidates?.length && (u.purposeId === PURPOSE.offPlan || chance(urng, 0.5)) ? pick(urng, candidates) : undefined;
      const developer = project ? project.developer_id : u.classification === "Residential" && chance(urng, 0.3) ? int(urng, 1, developerSeeds.length) : null;
      const rich = u.richness;
      const withDescription = large || rich > 0.06;
      const paragraphs = withDescription && !large
        ? [0, 1, 2].map(() => pick(urng, paragraphsFor(u.type, UNIT_DESCRIPTION_PARAGRAPHS))).filter((v, i, arr) => arr.indexOf(v) === i)
        : [];
      const values = { area: area.name, type: u.type.toLowerCase(), beds: bedroomsWord(u.bedroomId), size: u.sizeSqft.toLocaleString("en-US") };
      let brochure: string | null = null;
      if (!large && rich > 0.72) {
        brochure = await storeFile(store, "brochures", `unit-${u.id}.pdf`, brochurePdf(u.title, [
          `Location: ${area.name}, ${area.emirate}`,
          `Type: ${u.type}   ${u.bedroomId === null ? "" : `Bedrooms: ${BEDROOMS[u.bedroomId - 1]}   `}Bathrooms: ${BATHROOMS[u.bathroomId - 1]}`,
          `Size: ${u.sizeSqft.toLocaleString("en-US")} sq ft`,
          `${u.purposeId === PURPOSE.rent ? "Annual rent" : "Price"}: AED ${u.price.toLocaleString("en-US")}`,
          `DLD permit: ${u.permitNumber}`,
        ]));
      }
      const jitter = !large && rich > 0.2 ? [(urng() - 0.5) * 0.012, (urng() - 0.5) * 0.012] : undefined;
      const unit: UnitInput = {
        id: u.id,
        crmRef: `SKY-${String(u.id).padStart(5, "0")}`,
        pageUrl: u.pageUrl,
        title: u.title,
        purposeId: u.purposeId,
        statusId: u.statusId,
        typeId: u.typeId,
        classification: u.classification,
        areaId: areaDbId,
        developerId: developer,
        projectId: project?.id ?? null,
        bedroomId: u.bedroomId,
        bathroomId: u.bathroomId,
        sizeSqft: u.sizeSqft,
        price: u.price,
        rentFrequency: u.purposeId === PURPOSE.rent ? "yearly" : null,
        descriptionHtml: paragraphs.map((p) => fill(p, values)).join("\n"),
        ...(!large && unitArabic(u, area.name, u.purposeId === PURPOSE.rent)),
        brochurePath: brochure,
        videoPath: !large && rich > 0.8 ? VIDEO_PATH : null,
        mapUrl: jitter ? mapUrl(area.lat + jitter[0]!, area.lng + jitter[1]!) : !large && rich > 0.12 ? "null" : null,
        // Every unit has its own position in its area (the map search clusters them); a unit whose map link
        // was drawn above keeps that point, so the link and the map agree.
        ...(jitter
          ? { lat: round6(area.lat + jitter[0]!), lng: round6(area.lng + jitter[1]!) }
          : (({ lat, lng }) => ({ lat: round6(lat), lng: round6(lng) }))(positionInArea(area, u.id))),
        agentId: (index % AGENTS.length) + 1,
        ...permitFor(Number(u.permitNumber), area.emirate, u.id, now),
        state: "published",
        postedOn: u.postedOn,
      };
      units.push(unit);
      const photoCount = large ? 2 : rich < 0.05 ? 1 : 3 + Math.floor(rich * 8);
      unit.media = images.photosFor(u.type, urng, photoCount).map((path) => photo(images, path));
      if (large) continue;
      if (rich > 0.25) {
        const n = int(urng, 4, 10);
        const chosen = new Set<string>();
        const amenityPool = amenitiesFor(u.type);
        while (chosen.size < n) chosen.add(pick(urng, amenityPool));
        unit.amenities = [...chosen];
      }
      const detailCount = rich > 0.15 ? int(urng, 4, Math.min(8, UNIT_DETAIL_LABELS.length)) : 1;
      unit.details = UNIT_DETAIL_LABELS.slice(0, detailCount).map((label) => ({
        name: label.name,
        value: label.name === "Reference" ? `SKY-${String(u.id).padStart(5, "0")}` : pick(urng, label.values),
      }));
      const pool = placesByArea.get(area.slug) ?? allPlaces;
      if (rich > 0.3 && pool.length) {
        const chosen = new Map<string, PlaceSeed>();
        const n = int(urng, 2, Math.min(5, pool.length));
        for (let k = 0; k < n * 3 && chosen.size < n; k++) {
          const pl = pick(urng, pool);
          chosen.set(pl.name, pl);
        }
        unit.places = [...chosen.values()].map((pl) => ({ name: pl.name, distance: pl.distance, type: pl.type, nameAr: placeNameAr(pl.name) }));
      }
    }
    await createListings(db, "unit", units, { now, placeIndex: false });
    if (large && start % 100_000 === 0) opts.logger?.info({ units: start, ms: Date.now() - started }, "units seeding");
  }

  await insertBatches(db, "blogs", BLOGS.map((b, i) => ({
    id: i + 1,
    category_id: BLOG_CATEGORIES.indexOf(b.category) + 1,
    title: b.title,
    title_ar: BLOGS_AR[b.slug]?.title ?? null,
    page_url: b.slug,
    description: b.description,
    description_ar: BLOGS_AR[b.slug]?.description ?? null,
    body_html: b.bodyHtml,
    body_html_ar: BLOGS_AR[b.slug]?.bodyHtml ?? null,
    image_path: images.blogs[i] ?? null,
    created_on: new Date(now.getTime() - b.daysAgo * 86_400_000).toISOString(),
  })));
  await insertBatches(db, "video_shorts", VIDEO_SHORTS.map((s, i) => ({
    id: i + 1,
    video_id: s.videoId,
    title: s.title,
    description: s.description,
    thumbnail_path: images.shorts[i] ?? null,
    sort: i,
  })));
  await seedContent(db);
  // The large benchmark sets leave market data to `npm run bench -- market`, which sizes it itself.
  if (!large) await seedMarketData(db, now, opts.logger);

  // The listings were written without their place index rows (per batch, recounting an area's units would repeat
  // across every batch): the whole index is written once now.
  await refreshPlaces(db, "all");
  await resetSequences(db);
  await markDemoRows();
  // Fresh planner statistics, so the search queries pick their indexes by real selectivity. On
  // PostgreSQL also VACUUM: only it marks the new rows' pages all-visible, without which the
  // covering indexes cannot answer from the index alone (a server with autovacuum off, as in
  // CI, left the 1M-unit bench set 5-10x slower: every index entry meant a table read).
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`vacuum (analyze)`.execute(db);
  else await sql`analyze`.execute(db);
  // Last, so an instance that sees the new version finds all of the new content.
  await bumpDataVersion(db, "content");
  opts.logger?.info({ units: unitCount, projects: projectRows.length, ms: Date.now() - started }, "seed complete");
}

/**
 * Three years of sales and rents in the DLD's own file layout (demo/market-files.ts), imported through the
 * same importer as a brokerage's real files, so the demo's market figures are made the way theirs are.
 */
async function seedMarketData(db: Db, now: Date, logger: Logger | undefined): Promise<void> {
  const started = Date.now();
  const dir = await mkdtemp(path.join(os.tmpdir(), "demo-market-"));
  try {
    const files = await writeMarketFiles(dir, { until: now, seed: 1 });
    for (const file of [files.transactions, files.rents]) await importMarketFile(db, file, { now, sourceName: `demo ${path.basename(file)}` });
    // The buildings exist now (the import made them): the demo's units move in, so their pages link them.
    await linkDemoUnitsToBuildings(db);
    await addLandmarkTowers(db, now);
    logger?.info({ rows: files.rows, ms: Date.now() - started }, "market data seeded");
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const TABLES_WITH_IDS = [
  "purposes", "statuses", "property_types", "bedrooms", "bathrooms", "emirates", "blog_categories", "completion_years",
  "countries", "areas", "developers", "agents", "projects", "units", "listing_media", "listing_amenities", "listing_details",
  "listing_places", "project_payment_plan",
  "blogs", "video_shorts",
] as const;

/** PostgreSQL identity columns do not advance on explicit ids; move them past the seed. */
async function resetSequences(db: Db): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const table of TABLES_WITH_IDS) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
  }
}

export type { Rng };
export { slugify };
