/**
 * The media library: every image uploaded for content, in one place. Each content
 * image upload (a developer's logo, an area's picture or logo, an agent's photo, the brokerage's
 * logo, an image added in /admin/media) is stored through the one pipeline
 * (media-store.server.ts) and then registered here with `registerMediaAsset`.
 *
 * Where an image is used is not stored beside it (it would drift): it is asked, by path, of the
 * tables that hold image paths. Each such place is one entry of `MEDIA_USAGE_SOURCES` (what it
 * is, a label, and a query by path returning the records and their editing screens): a new
 * kind of content with images (blog covers…) is wired in by adding one entry. An image any
 * source names cannot be deleted; an unused one can, its files removed through `deleteUpload`.
 */
import { z } from "zod";
import { sql, type Expression } from "kysely";
import type { Db } from "../../platform/db/client.server.ts";
import { ingestUpload, deleteUpload, type MediaStore, type StoredImage } from "../../platform/media/media-store.server.ts";
import type { UploadedFile } from "../../platform/media/upload-form.server.ts";
import type { Actor } from "../staff/index.ts";
import type { Tx } from "../../platform/cache/write.server.ts";
import { recordAudit } from "../staff/index.server.ts";

/** One record that uses an image: what it is and where it is edited. */
type MediaUse = { source: string; label: string; title: string; href: string | null };

/** A place that holds image paths: `find` returns, for the paths given, the records naming each. */
type MediaUsageSource = {
  kind: string;
  label: string;
  find(db: Db | Tx, paths: readonly string[]): Promise<Array<{ path: string; title: string; href: string | null }>>;
};

const rows = <T extends { path: string | null }>(list: T[], title: (r: T) => string, href: (r: T) => string | null) =>
  list.flatMap((r) => (r.path ? [{ path: r.path, title: title(r), href: href(r) }] : []));

/** Every place that holds content image paths. Extend by adding an entry. */
const MEDIA_USAGE_SOURCES: MediaUsageSource[] = [
  {
    kind: "area-image",
    label: "Area picture",
    find: async (db, paths) =>
      rows(await db.selectFrom("areas").select(["id", "name", "image_path as path"]).where("image_path", "in", paths).execute(), (r) => r.name, (r) => `/admin/areas/${r.id}`),
  },
  {
    kind: "area-logo",
    label: "Area logo",
    find: async (db, paths) =>
      rows(await db.selectFrom("areas").select(["id", "name", "logo_path as path"]).where("logo_path", "in", paths).execute(), (r) => r.name, (r) => `/admin/areas/${r.id}`),
  },
  {
    kind: "developer-logo",
    label: "Developer logo",
    find: async (db, paths) =>
      rows(await db.selectFrom("developers").select(["id", "name", "logo_path as path"]).where("logo_path", "in", paths).execute(), (r) => r.name, (r) => `/admin/developers/${r.id}`),
  },
  {
    kind: "developer-image",
    label: "Developer picture",
    find: async (db, paths) =>
      rows(await db.selectFrom("developers").select(["id", "name", "image_path as path"]).where("image_path", "in", paths).execute(), (r) => r.name, (r) => `/admin/developers/${r.id}`),
  },
  {
    kind: "agent-photo",
    label: "Agent photo",
    find: async (db, paths) =>
      rows(await db.selectFrom("agents").select(["id", "name", "avatar_path as path"]).where("avatar_path", "in", paths).execute(), (r) => r.name, (r) => `/admin/agents/${r.id}`),
  },
  {
    kind: "brokerage-logo",
    label: "Brokerage logo",
    find: async (db, paths) =>
      rows(await db.selectFrom("brokerage").select(["name_en", "logo_path as path"]).where("logo_path", "in", paths).execute(), (r) => r.name_en, () => "/admin/brokerage"),
  },
  {
    kind: "blog-cover",
    label: "Blog cover",
    find: async (db, paths) =>
      rows(await db.selectFrom("blogs").select(["id", "title", "image_path as path"]).where("image_path", "in", paths).execute(), (r) => r.title, (r) => `/admin/blogs/${r.id}`),
  },
  {
    // A picture in a post's body (either language) is named by its path in the HTML (the sanitiser keeps /media/ sources only).
    kind: "blog-body",
    label: "Picture in a blog post",
    find: async (db, paths) => {
      const found = await db
        .selectFrom("blogs")
        .select(["id", "title", "body_html", "body_html_ar"])
                // A path's own "_" only widens the LIKE; the exact test is the `includes` below.
        .where((eb) => eb.or(paths.flatMap((p) => [eb("body_html", "like", `%${p}%`), eb("body_html_ar", "like", `%${p}%`)])))
        .execute();
      return found.flatMap((b) =>
        paths.filter((p) => b.body_html.includes(p) || b.body_html_ar?.includes(p)).map((p) => ({ path: p, title: b.title, href: `/admin/blogs/${b.id}` })),
      );
    },
  },
  {
    // Read-only here: listing photos are managed in the listing editor.
    kind: "listing-media",
    label: "Listing photo",
    find: async (db, paths) =>
      rows(
        await db.selectFrom("listing_media").select(["unit_id", "project_id", "path"]).where("path", "in", paths).limit(200).execute(),
        (r) => (r.unit_id !== null ? `Unit ${r.unit_id}` : `Project ${r.project_id}`),
        (r) => (r.unit_id !== null ? `/admin/units/${r.unit_id}` : `/admin/projects/${r.project_id}`),
      ),
  },
];

/** Where each of these paths is used (a path used nowhere has no entry). */
export async function usesOf(db: Db | Tx, paths: readonly string[], sources: readonly MediaUsageSource[] = MEDIA_USAGE_SOURCES): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>();
  if (!paths.length) return uses;
  const found = await Promise.all(sources.map(async (s) => ({ s, hits: await s.find(db, paths) })));
  for (const { s, hits } of found) for (const h of hits) (uses.get(h.path) ?? uses.set(h.path, []).get(h.path)!).push({ source: s.kind, label: s.label, title: h.title, href: h.href });
  return uses;
}

type NewMediaAsset = StoredImage & { fileName: string; bytes: number; alt?: string | null; altAr?: string | null; staffId?: number | null };

const clip = (v: string | null | undefined, max: number) => (v ? v.trim().slice(0, max) || null : null);

/**
 * Registers one stored image in the library (every content image upload calls this). The same
 * file uploaded again (the pipeline names files by their bytes) keeps its row; a new alt text
 * given with it replaces an empty one.
 */
export async function registerMediaAsset(db: Db | Tx, asset: NewMediaAsset): Promise<number> {
  const alt = clip(asset.alt, 300);
  const altAr = clip(asset.altAr, 300);
  const existing = await db.selectFrom("media_assets").select(["id", "alt", "alt_ar"]).where("path", "=", asset.path).executeTakeFirst();
  if (existing) {
    if ((!existing.alt && alt) || (!existing.alt_ar && altAr))
      await db.updateTable("media_assets").set({ alt: existing.alt || alt, alt_ar: existing.alt_ar || altAr }).where("id", "=", existing.id).execute();
    return Number(existing.id);
  }
  const row = await db
    .insertInto("media_assets")
    .values({
      path: asset.path,
      file_name: clip(asset.fileName.replace(/[\\/]/g, "_"), 200) ?? "image",
      alt,
      alt_ar: altAr,
      width: asset.width,
      height: asset.height,
      bytes: asset.bytes,
      staff_id: asset.staffId ?? null,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column("path").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (row) return Number(row.id);
  return Number((await db.selectFrom("media_assets").select("id").where("path", "=", asset.path).executeTakeFirstOrThrow()).id);
}

type LibraryUpload = { ok: true; path: string; id: number } | { ok: false; reason: string };

/**
 * One content image upload: checked and stored by the pipeline, then registered. A refusal (not
 * an image, too large, a script named .jpg…) says why and stores nothing.
 */
export async function uploadContentImage(db: Db, store: MediaStore, actor: Actor | null, file: UploadedFile, alt?: { en?: string | null; ar?: string | null }): Promise<LibraryUpload> {
  const r = await ingestUpload(store, file.bytes, { purpose: "content-image" });
  if (!r.ok) return { ok: false, reason: r.reason };
  if (r.kind !== "image") return { ok: false, reason: "Not an image." };
  const id = await registerMediaAsset(db, { path: r.path, width: r.width, height: r.height, bytes: r.bytes, fileName: file.name, alt: alt?.en, altAr: alt?.ar, staffId: actor?.staffId ?? null });
  return { ok: true, path: r.path, id };
}

type MediaAsset = {
  id: number;
  path: string;
  fileName: string;
  alt: string | null;
  altAr: string | null;
  width: number | null;
  height: number | null;
  bytes: number;
  createdAt: string;
  uses: MediaUse[];
};

const searchSchema = z.string().trim().max(100).catch("");

/** The library, newest first, filtered by file name or alt text (a case-insensitive part). */
export async function listMediaAssets(db: Db, opts: { q?: unknown; limit?: number; offset?: number } = {}): Promise<{ assets: MediaAsset[]; total: number }> {
  const q = searchSchema.parse(opts.q ?? "").toLowerCase();
  const limit = Math.min(Math.max(opts.limit ?? 48, 1), 200);
  const offset = Math.max(opts.offset ?? 0, 0);
  // LIKE with the pattern's own wildcards escaped (ESCAPE named: SQLite has no default escape character);
  // lower() on both sides works the same on SQLite and PostgreSQL.
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const like = (e: Expression<unknown>) => sql<boolean>`${e} like ${pattern} escape '\\'`;
  let base = db.selectFrom("media_assets");
  if (q)
    base = base.where((eb) =>
      eb.or([
        like(eb.fn("lower", ["file_name"])),
        like(eb.fn("lower", [eb.fn.coalesce("alt", eb.val(""))])),
        like(eb.fn.coalesce("alt_ar", eb.val(""))),
      ]),
    );
  const [list, count] = await Promise.all([
    base.selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const uses = await usesOf(db, list.map((r) => r.path));
  return {
    total: Number(count.n),
    assets: list.map((r) => ({
      id: Number(r.id),
      path: r.path,
      fileName: r.file_name,
      alt: r.alt,
      altAr: r.alt_ar,
      width: r.width === null ? null : Number(r.width),
      height: r.height === null ? null : Number(r.height),
      bytes: Number(r.bytes),
      createdAt: r.created_at,
      uses: uses.get(r.path) ?? [],
    })),
  };
}

/** The image is used somewhere: it is not deleted (the message names where). */
export class MediaInUseError extends Error {
  readonly uses: MediaUse[];
  constructor(uses: MediaUse[]) {
    super(`This image is in use (${uses.map((u) => `${u.label}: ${u.title}`).join("; ")}): replace it there first, then delete it.`);
    this.uses = uses;
    this.name = "MediaInUseError";
  }
}

/**
 * Deletes an unused image: its row, then its files (only files the pipeline named). An image in
 * use throws MediaInUseError and nothing is removed; an unknown id answers false.
 */
export async function deleteMediaAsset(db: Db, store: MediaStore, actor: Actor | null, id: number): Promise<boolean> {
  const path = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("media_assets").select(["id", "path"]).where("id", "=", id).executeTakeFirst();
    if (!row) return null;
    const uses = (await usesOf(trx, [row.path])).get(row.path) ?? [];
    if (uses.length) throw new MediaInUseError(uses);
    await trx.deleteFrom("media_assets").where("id", "=", id).execute();
    await recordAudit(trx, actor, { action: "delete", entity: "media", entityId: String(id), before: { path: row.path } });
    return row.path;
  });
  if (path === null) return false;
  await deleteUpload(store, path);
  return true;
}

const altSchema = z.object({ en: z.string().trim().max(300, "At most 300 characters"), ar: z.string().trim().max(300, "At most 300 characters") });

/** Changes an image's alt text (both languages; empty clears). */
export async function setMediaAlt(db: Db, id: number, input: { en: unknown; ar: unknown }): Promise<boolean> {
  const alt = altSchema.parse(input);
  const r = await db.updateTable("media_assets").set({ alt: alt.en || null, alt_ar: alt.ar || null }).where("id", "=", id).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
