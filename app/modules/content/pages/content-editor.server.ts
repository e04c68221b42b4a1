/**
 * The page editor's posts, for routes/admin/content-page.tsx: save, preview (the
 * sanitised page, nothing written) and reset to the default. A refusal comes back as messages by
 * form field (the schema's, through app/modules/content/pages/content-page-form.ts) and writes nothing.
 */
import { ZodError } from "zod";
import type { Db } from "../../../platform/db/client.server.ts";
import { fieldOfIssue, valuesToInput, type PageRecord } from "./content-page-form.ts";
import { previewPage, resetPage, savePage, UnknownContentError } from "./write-content.server.ts";
import { RevisionNotFoundError } from "../revisions/revisions.server.ts";
import type { Actor } from "../../staff/index.ts";

export type PageEditorResult =
  | { ok: true; intent: "save" | "reset" }
  | { ok: true; intent: "preview"; preview: PageRecord; values: Record<string, string> }
  | { ok: false; status: 400 | 404; message: string; fieldErrors: Record<string, string>; values?: Record<string, string> };

function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && /^[tl]:/.test(name)) values[name] = value;
  return values;
}

function refusal(error: unknown, values: Record<string, string> | undefined, origins: Record<string, number[]>): PageEditorResult {
  if (error instanceof ZodError) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of error.issues) {
      const field = fieldOfIssue(issue.path, origins);
      if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
    }
    return { ok: false, status: 400, message: "The page was not saved: please correct the marked fields.", fieldErrors, values };
  }
  if (error instanceof RevisionNotFoundError) return { ok: false, status: 404, message: "This page does not exist.", fieldErrors: {} };
  if (error instanceof UnknownContentError)
    return { ok: false, status: 400, message: "The page's texts have changed since this form was opened: reload it and try again.", fieldErrors: {}, values };
  throw error;
}

export async function pageEditorAction(db: Db, actor: Actor, page: string, form: FormData): Promise<PageEditorResult> {
  const intent = form.get("intent");
  if (intent === "reset") {
    if (form.get("confirm") !== "yes")
      return { ok: false, status: 400, message: "Tick “Yes, reset this page” to put back the default texts.", fieldErrors: {} };
    try {
      await resetPage(db, actor, page);
      return { ok: true, intent: "reset" };
    } catch (error) {
      return refusal(error, undefined, {});
    }
  }
  const values = formValues(form);
  const { input, origins } = valuesToInput(page, values);
  try {
    if (intent === "preview") return { ok: true, intent: "preview", preview: previewPage(input), values };
    await savePage(db, actor, input);
    return { ok: true, intent: "save" };
  } catch (error) {
    return refusal(error, values, origins);
  }
}
