/**
 * A listing's photos, floor plans and brochure as the back office edits them: add
 * what `ingestUpload` stored, reorder, give alt text in English and Arabic, remove, set the
 * brochure. Beside the listing service (app/modules/listings/listings.server.ts) and on the same write
 * path: zod first, then `writeChange` (one transaction, the data version moved, the caches told),
 * so a change shows on the next request of every instance. With an actor, the listing is looked
 * up within what the actor may edit (an agent's own listings) and the change is audited.
 *
 * The two groups are ordered apart: the gallery (photos and videos, `listMedia`) and the floor
 * plans; every read filters by kind, so each group's `sort` is its own.
 *
 * Files outlive their rows only while used: a removed photo's files are deleted once no row
 * (of any listing) points at the same path. Two listings given the same photo share one set
 * of files, since uploads are named by the hash of their bytes. Only upload files are ever
 * deleted (app/platform/media/media-store.server.ts `deleteUpload`), never the demo's shared art.
 */
import { z } from "zod";
import type { Db } from "../../platform/db/client.server.ts";
import type { MediaKind } from "../../platform/db/schema.ts";
import { ownerColumn } from "./queries/listing-children.server.ts";
import { getLogger } from "../../platform/logger.server.ts";
import { recordAudit } from "../staff/index.server.ts";
import { ListingError, updateListing, type FieldErrors, type ListingKind } from "./listings.server.ts";
import { deleteUpload, ingestUpload, UPLOAD_FOLDERS, type IngestedImage, type MediaStore } from "../../platform/media/media-store.server.ts";
import type { UploadedFile } from "../../platform/media/upload-form.server.ts";
import { agentLimit, type Actor } from "../staff/index.ts";
import { writeChange, type Tx } from "../../platform/cache/write.server.ts";
import { refreshQualityScores } from "./quality/quality-store.server.ts";

type MediaOptions = { actor?: Actor | null };

type ListingMediaRow = {
  id: number;
  kind: MediaKind;
  path: string;
  width: number | null;
  height: number | null;
  alt: string | null;
  altAr: string | null;
  contentHash: string | null;
  sort: number;
};

/** The gallery (what `listMedia` shows, in one order) or the floor plans. */
type MediaGroup = "gallery" | "floor_plans";
const GROUP_KINDS: Record<MediaGroup, MediaKind[]> = { gallery: ["photo", "video"], floor_plans: ["floor_plan"] };
const groupOf = (kind: MediaKind): MediaGroup => (kind === "floor_plan" ? "floor_plans" : "gallery");

/** At most this many rows per listing, as the listing schema allows. */
const MAX_MEDIA_PER_LISTING = 100;

const TABLE = { unit: "units", project: "projects" } as const;

const altText = (label: string) => z.string().trim().max(300, `${label} is at most 300 characters.`);
const altInputSchema = z.object({
  alt: altText("The alt text").min(1, "Describe the photo for people who cannot see it (the English alt text is required)."),
  altAr: altText("The Arabic alt text").transform((v) => v || null).nullable().default(null),
});
type AltInput = z.input<typeof altInputSchema>;

const newMediaSchema = z
  .object({
    path: z.string().regex(new RegExp(`^/media/(${UPLOAD_FOLDERS.photo}|${UPLOAD_FOLDERS["floor-plan"]})/[0-9a-f]{64}-\\d+x\\d+\\.jpg$`), "Not a stored upload."),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    hash: z.string().regex(/^[0-9a-f]{64}$/, "The content hash is a hex SHA-256."),
    alt: altText("The alt text").transform((v) => v || null).nullable().default(null),
    altAr: altText("The Arabic alt text").transform((v) => v || null).nullable().default(null),
  })
  // The path is named by the hash and the size: a mismatch is not what the pipeline stored.
  .refine((v) => v.path.endsWith(`/${v.hash}-${v.width}x${v.height}.jpg`), { path: ["path"], message: "The path does not match the upload's hash and size." });
type NewMedia = Pick<IngestedImage, "path" | "width" | "height" | "hash"> & { alt?: string | null; altAr?: string | null };

const idList = z.array(z.number().int().positive()).max(MAX_MEDIA_PER_LISTING).refine((ids) => new Set(ids).size === ids.length, "Each item once.");

function invalid(message: string, fieldErrors: FieldErrors = {}): ListingError {
  return new ListingError("invalid", message, fieldErrors);
}

function parse<T extends z.ZodType>(schema: T, input: unknown, what: string): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) (fieldErrors[issue.path.join(".") || "form"] ??= []).push(issue.message);
  throw invalid(`The ${what} was not saved: please correct the marked fields.`, fieldErrors);
}

/** The listing, within what the actor may edit; not found otherwise (another agent's id finds nothing). */
async function requireListing(trx: Tx | Db, kind: ListingKind, id: number, actor: Actor | null | undefined): Promise<{ brochurePath: string | null }> {
  const limit = actor ? agentLimit(actor) : null;
  const row = await trx
    .selectFrom(TABLE[kind])
    .select(["id", "brochure_path"])
    .where("id", "=", id)
    .$if(limit !== null, (q) => q.where("agent_id", "=", limit!))
    .executeTakeFirst();
  if (!row) throw new ListingError("not_found", `There is no ${kind} ${id}.`);
  return { brochurePath: row.brochure_path };
}

async function rowsOf(trx: Tx | Db, kind: ListingKind, id: number): Promise<ListingMediaRow[]> {
  const rows = await trx
    .selectFrom("listing_media")
    .select(["id", "kind", "path", "width", "height", "alt", "alt_ar", "content_hash", "sort"])
    .where(ownerColumn(kind), "=", id)
    .orderBy("sort")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    path: r.path,
    width: r.width,
    height: r.height,
    alt: r.alt,
    altAr: r.alt_ar,
    contentHash: r.content_hash,
    sort: Number(r.sort),
  }));
}

/** The listing's media for the editor, in display order within each group. */
export async function listListingMedia(db: Db, kind: ListingKind, id: number, opts: MediaOptions = {}): Promise<ListingMediaRow[]> {
  await requireListing(db, kind, id, opts.actor);
  return rowsOf(db, kind, id);
}

/**
 * Adds stored uploads as photos or floor plans at the end of their group, in the order given.
 * A file the listing already has in that group is not added twice. Returns the rows' ids in the
 * order of `items` (an existing row's id for a repeat).
 */
export async function addListingMedia(db: Db, kind: ListingKind, id: number, mediaKind: "photo" | "floor_plan", items: NewMedia[], opts: MediaOptions = {}): Promise<number[]> {
  const values = parse(z.array(newMediaSchema).min(1, "Choose at least one file.").max(MAX_MEDIA_PER_LISTING), items, "upload");
  return writeChange(db, async (trx) => {
    await requireListing(trx, kind, id, opts.actor);
    const rows = await rowsOf(trx, kind, id);
    const inGroup = rows.filter((r) => groupOf(r.kind) === groupOf(mediaKind));
    const byPath = new Map(inGroup.filter((r) => r.kind === mediaKind).map((r) => [r.path, r.id]));
    const fresh = values.filter((v, i) => !byPath.has(v.path) && values.findIndex((w) => w.path === v.path) === i);
    if (rows.length + fresh.length > MAX_MEDIA_PER_LISTING) throw invalid(`A listing has at most ${MAX_MEDIA_PER_LISTING} photos, plans and videos.`, { media: [`At most ${MAX_MEDIA_PER_LISTING}.`] });
    let sort = inGroup.reduce((max, r) => Math.max(max, r.sort), -1) + 1;
    const owner = { unit_id: kind === "unit" ? id : null, project_id: kind === "project" ? id : null };
    for (const v of fresh) {
      const row = { ...owner, kind: mediaKind, path: v.path, width: v.width, height: v.height, alt: v.alt, alt_ar: v.altAr, content_hash: v.hash, sort: sort++ };
      const inserted = await trx.insertInto("listing_media").values(row).returning("id").executeTakeFirstOrThrow();
      byPath.set(v.path, Number(inserted.id));
    }
    if (fresh.length) await recordAudit(trx, opts.actor ?? null, { action: "media-add", entity: kind, entityId: id, after: { [mediaKind]: fresh.map((v) => v.path) } });
    await refreshQualityScores(trx, kind, [id], new Date());
    return values.map((v) => byPath.get(v.path)!);
  });
}

/**
 * Puts a group in a new order: `ids` are all the rows of one group (the gallery or the floor
 * plans) of this listing, each once, first shown first.
 */
export async function reorderListingMedia(db: Db, kind: ListingKind, id: number, ids: number[], opts: MediaOptions = {}): Promise<void> {
  const order = parse(idList.min(1, "Nothing to order."), ids, "order");
  await writeChange(db, async (trx) => {
    await requireListing(trx, kind, id, opts.actor);
    const rows = await rowsOf(trx, kind, id);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const unknown = order.filter((x) => !byId.has(x));
    if (unknown.length) throw new ListingError("not_found", `This ${kind} has no media ${unknown.join(", ")}.`);
    const group = groupOf(byId.get(order[0]!)!.kind);
    const members = rows.filter((r) => GROUP_KINDS[group].includes(r.kind));
    if (order.length !== members.length || order.some((x) => groupOf(byId.get(x)!.kind) !== group)) {
      throw invalid("Give the new order of every photo, or of every floor plan, of the listing.", { order: ["The order must list each item of the group once."] });
    }
    for (const [sort, mediaId] of order.entries()) {
      if (byId.get(mediaId)!.sort !== sort) await trx.updateTable("listing_media").set({ sort }).where("id", "=", mediaId).execute();
    }
    await recordAudit(trx, opts.actor ?? null, { action: "media-reorder", entity: kind, entityId: id, before: { [group]: members.map((r) => r.id) }, after: { [group]: order } });
  });
}

/** Sets a photo's or floor plan's alt text: English required, Arabic optional. */
export async function setListingMediaAlt(db: Db, kind: ListingKind, id: number, mediaId: number, input: AltInput, opts: MediaOptions = {}): Promise<void> {
  const v = parse(altInputSchema, input, "alt text");
  await writeChange(db, async (trx) => {
    await requireListing(trx, kind, id, opts.actor);
    const row = (await rowsOf(trx, kind, id)).find((r) => r.id === mediaId);
    if (!row) throw new ListingError("not_found", `This ${kind} has no media ${mediaId}.`);
    await trx.updateTable("listing_media").set({ alt: v.alt, alt_ar: v.altAr }).where("id", "=", mediaId).execute();
    await recordAudit(trx, opts.actor ?? null, { action: "media-alt", entity: kind, entityId: id, before: { id: mediaId, alt: row.alt, altAr: row.altAr }, after: { id: mediaId, alt: v.alt, altAr: v.altAr } });
  });
}

/** Whether any row still points at this file: a photo or plan of any listing, or a brochure. */
async function fileInUse(db: Db, path: string): Promise<boolean> {
  const [media, unit, project] = await Promise.all([
    db.selectFrom("listing_media").select("id").where("path", "=", path).limit(1).executeTakeFirst(),
    db.selectFrom("units").select("id").where("brochure_path", "=", path).limit(1).executeTakeFirst(),
    db.selectFrom("projects").select("id").where("brochure_path", "=", path).limit(1).executeTakeFirst(),
  ]);
  return Boolean(media || unit || project);
}

/**
 * Deletes a file no row uses any more (after the change committed). A failure is logged, not
 * thrown: the change is done, and an orphan file costs only disk.
 */
async function releaseFile(db: Db, store: MediaStore, path: string): Promise<boolean> {
  try {
    if (await fileInUse(db, path)) return false;
    return (await deleteUpload(store, path)) > 0;
  } catch (error) {
    getLogger().warn({ err: error, path }, "could not delete an unused media file");
    return false;
  }
}

/** Removes a photo, video or floor plan from the listing; its files go when nothing else uses them. */
export async function removeListingMedia(db: Db, store: MediaStore, kind: ListingKind, id: number, mediaId: number, opts: MediaOptions = {}): Promise<void> {
  const removed = await writeChange(db, async (trx) => {
    await requireListing(trx, kind, id, opts.actor);
    const row = (await rowsOf(trx, kind, id)).find((r) => r.id === mediaId);
    if (!row) throw new ListingError("not_found", `This ${kind} has no media ${mediaId}.`);
    await trx.deleteFrom("listing_media").where("id", "=", mediaId).execute();
    await recordAudit(trx, opts.actor ?? null, { action: "media-remove", entity: kind, entityId: id, before: { id: mediaId, kind: row.kind, path: row.path } });
    await refreshQualityScores(trx, kind, [id], new Date());
    return row;
  });
  await releaseFile(db, store, removed.path);
}

/**
 * Sets (a stored PDF's path) or clears (null) the listing's brochure, through the listing
 * service's update, so the listing's own rules apply; the old brochure's file goes when nothing
 * else uses it.
 */
export async function setListingBrochure(db: Db, store: MediaStore, kind: ListingKind, id: number, brochurePath: string | null, opts: MediaOptions = {}): Promise<void> {
  const path = parse(z.string().regex(/^\/media\/brochures\/[0-9a-f]{64}\.pdf$/, "Not a stored brochure.").nullable(), brochurePath, "brochure");
  const { brochurePath: before } = await requireListing(db, kind, id, opts.actor);
  await updateListing(db, kind, id, { brochurePath: path });
  if (before && before !== path) await releaseFile(db, store, before);
}

/** What became of each file of an upload post, in the order sent, for the editor's messages. */
type UploadRefused = { name: string; ok: false; reason: string };
export type UploadOutcome = { name: string; ok: true; mediaId: number; path: string } | UploadRefused;

/**
 * The upload action's whole job for photos or floor plans: checks the listing first (nothing is
 * stored for one the actor may not edit), stores each file through the pipeline one at a time
 * (a decode at a time bounds the memory), then adds the accepted ones in one change. A refused
 * file is reported with its reason and does not stop the others.
 */
export async function addUploadedMedia(
  db: Db,
  store: MediaStore,
  kind: ListingKind,
  id: number,
  purpose: "photo" | "floor-plan",
  files: UploadedFile[],
  opts: MediaOptions = {},
): Promise<UploadOutcome[]> {
  await requireListing(db, kind, id, opts.actor);
  const stored: ({ name: string } & ({ ok: true; image: IngestedImage } | { ok: false; reason: string }))[] = [];
  for (const file of files) {
    const r = await ingestUpload(store, file.bytes, { purpose });
    if (r.ok && r.kind === "image") stored.push({ name: file.name, ok: true, image: r });
    else stored.push({ name: file.name, ok: false, reason: r.ok ? "Not an image." : r.reason });
  }
  const accepted = stored.flatMap((s) => (s.ok ? [s.image] : []));
  const ids = accepted.length ? await addListingMedia(db, kind, id, purpose === "photo" ? "photo" : "floor_plan", accepted, opts) : [];
  let next = 0;
  return stored.map((s) => (s.ok ? { name: s.name, ok: true as const, mediaId: ids[next++]!, path: s.image.path } : { name: s.name, ok: false as const, reason: s.reason }));
}

/** The brochure upload: stored if it is a PDF within the limit, then set on the listing. */
export async function setUploadedBrochure(db: Db, store: MediaStore, kind: ListingKind, id: number, file: UploadedFile, opts: MediaOptions = {}): Promise<{ name: string; ok: true; path: string } | UploadRefused> {
  await requireListing(db, kind, id, opts.actor);
  const r = await ingestUpload(store, file.bytes, { purpose: "brochure" });
  if (!r.ok) return { name: file.name, ok: false, reason: r.reason };
  await setListingBrochure(db, store, kind, id, r.path, opts);
  return { name: file.name, ok: true, path: r.path };
}
