/** The blog editor's posts (issue 20), for routes/admin/blog-edit.tsx: save (create or change) and delete, messages by field. */
import { ZodError } from "zod";
import type { Db } from "../db/client.server.ts";
import { BLOG_FIELDS, valuesToBlog } from "../lib/blog-form.ts";
import { fieldOfPath } from "../lib/area-form.ts";
import { BlogError, createBlog, deleteBlog, saveBlog } from "./blogs.server.ts";
import type { Actor } from "./staff-scope.ts";

export type BlogEditorResult =
  | { ok: true; id: number; deleted?: boolean }
  | { ok: false; message: string; fieldErrors: Record<string, string>; values: Record<string, string> };

export async function blogEditorAction(db: Db, actor: Actor, id: number | null, form: FormData): Promise<BlogEditorResult> {
  const values: Record<string, string> = {};
  for (const name of BLOG_FIELDS) {
    const v = form.get(name);
    if (typeof v === "string") values[name] = v;
  }
  if (form.get("intent") === "delete" && id !== null) {
    if (form.get("confirm") !== "yes") return { ok: false, message: "Tick “Yes, delete this post” to delete it.", fieldErrors: {}, values };
    await deleteBlog(db, actor, id);
    return { ok: true, id, deleted: true };
  }
  try {
    const input = valuesToBlog(values);
    if (id === null) return { ok: true, id: await createBlog(db, actor, input) };
    await saveBlog(db, actor, id, input);
    return { ok: true, id };
  } catch (error) {
    const fieldErrors: Record<string, string> = {};
    if (error instanceof ZodError) for (const issue of error.issues) fieldErrors[fieldOfPath(issue.path)] ??= issue.message;
    else if (error instanceof BlogError) Object.assign(fieldErrors, error.fieldErrors);
    else throw error;
    return { ok: false, message: "The post was not saved: please correct the marked fields.", fieldErrors, values };
  }
}
