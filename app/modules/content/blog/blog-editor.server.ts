/**
 * The blog editor's posts, for routes/admin/blog-edit.tsx: save (create or change),
 * unpublish and delete, messages by field. The form is a multipart one (its cover image goes
 * with it, so the editor works without JavaScript): the cover is stored through
 * `storeContentImage` before the post is checked, and a refused picture is a message by its field.
 */
import * as z from "zod/mini";
import type { Db } from "../../../platform/db/client.server.ts";
import { BLOG_FIELDS, valuesToBlog } from "./blog-form.ts";
import { messagesByField } from "../editing/record-form.ts";
import { BlogError, createBlog, deleteBlog, saveBlog, unpublishBlog } from "./blogs.server.ts";
import { CONTENT_IMAGE_UPLOAD_LIMITS, storeContentImage } from "../editing/content-images.server.ts";
import type { MediaStore } from "../../../platform/media/media-store.server.ts";
import { parseListingUploads } from "../../../platform/media/upload-form.server.ts";
import type { Actor } from "../../staff/index.ts";

export type BlogEditorResult =
  | { ok: true; id: number; deleted?: boolean; unpublished?: boolean }
  | { ok: false; status: 400 | 413 | 415; message: string; fieldErrors: Record<string, string>; values: Record<string, string> };

const refusal = (message: string, values: Record<string, string>, fieldErrors: Record<string, string> = {}, status: 400 | 413 | 415 = 400): BlogEditorResult => ({
  ok: false,
  status,
  message,
  fieldErrors,
  values,
});

/** The post's fields and its cover file, from a multipart post (the form's) or a plain one. */
async function readPost(request: Request): Promise<{ ok: true; fields: Map<string, string>; cover: { name: string; bytes: Uint8Array } | null } | { ok: false; status: 400 | 413 | 415; reason: string }> {
  const type = request.headers.get("content-type") ?? "";
  if (type.startsWith("application/x-www-form-urlencoded")) {
    const form = await request.formData();
    const fields = new Map<string, string>();
    for (const [k, v] of form) if (typeof v === "string" && !fields.has(k)) fields.set(k, v);
    return { ok: true, fields, cover: null };
  }
  const parsed = await parseListingUploads(request, CONTENT_IMAGE_UPLOAD_LIMITS);
  if (!parsed.ok) return parsed;
  const fields = new Map<string, string>();
  for (const [k, v] of parsed.fields) if (v[0] !== undefined) fields.set(k, v[0]);
  const cover = parsed.files.find((f) => f.field === "cover") ?? null;
  return { ok: true, fields, cover };
}

export async function blogEditorAction(db: Db, store: MediaStore, actor: Actor, id: number | null, request: Request): Promise<BlogEditorResult> {
  const post = await readPost(request);
  if (!post.ok) return refusal(post.reason, {}, {}, post.status);
  const { fields, cover } = post;
  const values: Record<string, string> = {};
  for (const name of BLOG_FIELDS) {
    const v = fields.get(name);
    if (v !== undefined) values[name] = v;
  }
  const intent = fields.get("intent");
  if (intent === "delete" && id !== null) {
    if (fields.get("confirm") !== "yes") return refusal("Tick “Yes, delete this post” to delete it.", values);
    await deleteBlog(db, actor, id);
    return { ok: true, id, deleted: true };
  }
  if (intent === "unpublish" && id !== null) {
    await unpublishBlog(db, actor, id);
    return { ok: true, id, unpublished: true };
  }
  if (fields.get("removeImage") === "yes") values.image = "";
  if (cover) {
    const stored = await storeContentImage(db, store, cover, { staffId: actor.staffId, alt: values["imageAlt.en"] });
    if (!stored.ok) return refusal("The post was not saved: please correct the marked fields.", values, { cover: stored.reason });
    values.image = stored.path;
  }
  try {
    const input = valuesToBlog(values);
    if (id === null) return { ok: true, id: await createBlog(db, actor, input) };
    await saveBlog(db, actor, id, input);
    return { ok: true, id };
  } catch (error) {
    // The schema's messages are the ones the form's check in the browser gives (BLOG_FORM).
    let fieldErrors: Record<string, string>;
    if (error instanceof z.core.$ZodError) fieldErrors = messagesByField(error.issues);
    else if (error instanceof BlogError) fieldErrors = { ...error.fieldErrors };
    else throw error;
    return refusal("The post was not saved: please correct the marked fields.", values, fieldErrors);
  }
}
