/**
 * The post of a content editor with image fields (developers, areas, agents, the brokerage, the
 * media library). The form is `multipart/form-data` with `<CsrfField />` first
 * (requireStaff checks the token before the action runs); it is read here as text fields plus
 * at most a few image files, within limits, by the same streaming parser as listing uploads.
 * Each image is stored by the pipeline and registered in the media library; a refused one is a
 * message on its field, and the editor saves nothing.
 */
import type { Db } from "../../../platform/db/client.server.ts";
import type { MediaStore } from "../../../platform/media/media-store.server.ts";
import { FILE_LIMITS, UPLOAD_POST_BYTES } from "../../../platform/media/upload-limits.ts";
import { siteMediaStore } from "../../../platform/media/site-media.server.ts";
import { uploadContentImage } from "../media-library.server.ts";
import { parseListingUploads, type UploadedFile, type UploadLimits } from "../../../platform/media/upload-form.server.ts";
import type { Actor } from "../../staff/index.ts";

/** A content form: a few images of at most 15 MB each, one post's worth (the early body guard's limit). */
const CONTENT_UPLOAD_LIMITS: UploadLimits = { maxFileBytes: FILE_LIMITS.image, maxFiles: 4, maxTotalBytes: UPLOAD_POST_BYTES };

export type EditorPost =
  | { ok: true; values: Record<string, string>; all: Map<string, string[]>; files: Map<string, UploadedFile> }
  | { ok: false; status: 400 | 413 | 415; reason: string };


/** The post's text fields (the first value of each; `all` has every value) and its image files by field. */
export async function readEditorPost(request: Request): Promise<EditorPost> {
  const type = request.headers.get("content-type") ?? "";
  if (type.startsWith("application/x-www-form-urlencoded")) {
    const form = await request.formData();
    const all = new Map<string, string[]>();
    for (const [name, value] of form) if (typeof value === "string") all.set(name, [...(all.get(name) ?? []), value]);
    return { ok: true, values: firstValues(all), all, files: new Map() };
  }
  const parsed = await parseListingUploads(request, CONTENT_UPLOAD_LIMITS);
  if (!parsed.ok) return parsed;
  const files = new Map<string, UploadedFile>();
  for (const f of parsed.files) if (!files.has(f.field)) files.set(f.field, f);
  return { ok: true, values: firstValues(parsed.fields), all: parsed.fields, files };
}

function firstValues(all: Map<string, string[]>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, list] of all) values[name] = list[0] ?? "";
  return values;
}

type ImageField = { field: string; alt: string };

/**
 * Stores the posted images of these fields (in order); a refusal is that field's message. All
 * or nothing from the editor's point of view: on any refusal the caller saves nothing (an image
 * already stored stays in the library, unused, where it can be deleted).
 */
export async function storeImageFields(
  db: Db,
  actor: Actor | null,
  files: Map<string, UploadedFile>,
  fields: readonly ImageField[],
  store: MediaStore = siteMediaStore(),
): Promise<{ ok: true; paths: Record<string, string> } | { ok: false; fieldErrors: Record<string, string> }> {
  const paths: Record<string, string> = {};
  const fieldErrors: Record<string, string> = {};
  for (const { field, alt } of fields) {
    const file = files.get(field);
    if (!file) continue;
    const r = await uploadContentImage(db, store, actor, file, { en: alt });
    if (r.ok) paths[field] = r.path;
    else fieldErrors[field] = `${file.name}: ${r.reason}`;
  }
  return Object.keys(fieldErrors).length ? { ok: false, fieldErrors } : { ok: true, paths };
}

export type EditorResult = { ok: true } | { ok: false; message: string; fieldErrors: Record<string, string>; values: Record<string, string> };

/** An image slot of a form: its file input, its "remove" checkbox, and where its path goes in the record. */
type ImageSlot = { field: string; remove: string; target: string; alt: string };

/**
 * An editor's save with image slots, in the order that writes nothing on a refusal: the posted
 * fields are checked first (`check`: the form's own check, the one the browser runs), then the
 * images are stored, then the record is saved (`save`, a revisable change). Field messages come
 * from the check, the images' refusals and `fieldErrorsOf` (the service's own refusals, such as a
 * taken slug).
 */
export async function saveWithImages(opts: {
  db: Db;
  actor: Actor | null;
  post: Extract<EditorPost, { ok: true }>;
  slots: readonly ImageSlot[];
  current: Record<string, string | null>;
  check: (values: Record<string, string>) => Record<string, string>;
  build: (values: Record<string, string>, images: Record<string, string | null>) => unknown;
  save: (input: unknown) => Promise<unknown>;
  fieldErrorsOf: (error: unknown) => Record<string, string> | null;
  message: string;
}): Promise<EditorResult> {
  const { post } = opts;
  const refuse = (fieldErrors: Record<string, string>): EditorResult => ({ ok: false, message: opts.message, fieldErrors, values: post.values });
  const checked = opts.check(post.values);
  if (Object.keys(checked).length) return refuse(checked);
  const images: Record<string, string | null> = {};
  for (const s of opts.slots) images[s.target] = post.values[s.remove] === "yes" ? null : (opts.current[s.target] ?? null);
  const stored = await storeImageFields(opts.db, opts.actor, post.files, opts.slots.map((s) => ({ field: s.field, alt: s.alt })));
  if (!stored.ok) return refuse(stored.fieldErrors);
  for (const s of opts.slots) if (stored.paths[s.field]) images[s.target] = stored.paths[s.field]!;
  try {
    await opts.save(opts.build(post.values, images));
  } catch (error) {
    const fieldErrors = opts.fieldErrorsOf(error);
    if (!fieldErrors) throw error;
    return refuse(fieldErrors);
  }
  return { ok: true };
}
