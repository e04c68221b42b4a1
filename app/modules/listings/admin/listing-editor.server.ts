/**
 * The back office's listing editor's posts, kept out of the route module: what each
 * button of the editor asks for (`intent`), done through the listing and media services with the
 * signed-in actor, so the scope (an agent's own listings), the rules (the permit) and the audit
 * entries are theirs. Answers are what the page shows: a message, the field messages and, after
 * a refused save, the values as posted (a post without JavaScript gets its form back as typed).
 */
import { data, redirect } from "react-router";
import type { Db } from "../../../platform/db/client.server.ts";
import { getLogger } from "../../../platform/logger.server.ts";
import { ADMIN_LISTING_PATHS, STATE_LABELS, formFields, listingInputFromForm, type ListingFormValues } from "./listing-form-fields.ts";
import { createListing, deleteListing, duplicateListing, LISTING_STATES, ListingError, readListingForEdit, setListingState, updateListing, type ListingKind, type ListingState } from "../listings.server.ts";
import { addUploadedMedia, listListingMedia, removeListingMedia, reorderListingMedia, setListingBrochure, setListingMediaAlt, setUploadedBrochure, type UploadOutcome } from "../listing-media.server.ts";
import { siteMediaStore } from "../../../platform/media/site-media.server.ts";
import { parseListingUploads } from "../../../platform/media/upload-form.server.ts";
import type { Actor } from "../../staff/index.ts";

export type EditorAnswer = {
  intent: string;
  ok?: string;
  error?: string;
  fieldErrors?: Record<string, string>;
  values?: ListingFormValues;
  bedroomIds?: string[];
  uploads?: UploadOutcome[];
};

/** Where uploads are written: the site's media store (a folder or a bucket), with the formats the pipeline makes. */

/** The first message of each form field (a list item's `places.0.distance` shows under `places`). */
function firstMessages(fieldErrors: Record<string, string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(fieldErrors)) if (messages[0]) out[key.split(".")[0]!] ??= messages[0];
  return out;
}

function valuesOf(kind: ListingKind, form: FormData): { values: ListingFormValues; bedroomIds: string[] } {
  const values: ListingFormValues = {};
  for (const field of formFields(kind)) {
    const v = form.get(field);
    values[field] = typeof v === "string" ? v : "";
  }
  const bedroomIds = form.getAll("bedroomIds").filter((v): v is string => typeof v === "string");
  return { values, bedroomIds };
}

/** A refusal the page shows (400 for bad input, 409 for a conflict); not found is the 404 page. */
function refused(intent: string, error: unknown, extra: Partial<EditorAnswer> = {}) {
  if (!(error instanceof ListingError)) throw error;
  if (error.code === "not_found") throw data(null, { status: 404 });
  return data<EditorAnswer>({ intent, error: error.message, fieldErrors: firstMessages(error.fieldErrors), ...extra }, { status: error.code === "conflict" ? 409 : 400 });
}

const positiveId = (v: FormDataEntryValue | null | undefined): number => (typeof v === "string" && /^\d{1,10}$/.test(v) ? Number(v) : 0);

/** The stored listing the editor and the preview show; one the actor may not edit (another agent's) is the 404 page. */
export async function readEditableOr404(db: Db, kind: ListingKind, id: number, actor: Actor) {
  try {
    return await readListingForEdit(db, kind, id, { actor });
  } catch (error) {
    if (error instanceof ListingError && error.code === "not_found") throw data(null, { status: 404 });
    throw error;
  }
}

/** The new-listing form's post: created as the actor, then on to its editor. */
export async function createFromForm(db: Db, kind: ListingKind, actor: Actor, request: Request) {
  const form = await request.formData();
  const { values, bedroomIds } = valuesOf(kind, form);
  try {
    const id = await createListing(db, kind, listingInputFromForm(kind, values, bedroomIds), { actor });
    return redirect(`${ADMIN_LISTING_PATHS[kind]}/${id}?saved=created`);
  } catch (error) {
    return refused("save", error, { values, bedroomIds });
  }
}

/** Every post of an existing listing's editor, by its `intent`. */
export async function editorPost(db: Db, kind: ListingKind, id: number, actor: Actor, request: Request) {
  const type = request.headers.get("content-type") ?? "";
  if (/^multipart\/form-data/i.test(type)) return upload(db, kind, id, actor, request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const opts = { actor };
  const noun = kind === "unit" ? "unit" : "project";
  try {
    switch (intent) {
      case "save": {
        const { values, bedroomIds } = valuesOf(kind, form);
        try {
          await updateListing(db, kind, id, listingInputFromForm(kind, values, bedroomIds), opts);
        } catch (error) {
          return refused(intent, error, { values, bedroomIds });
        }
        return { intent, ok: "Changes saved." } satisfies EditorAnswer;
      }
      case "state": {
        const state = String(form.get("state") ?? "");
        if (!(LISTING_STATES as readonly string[]).includes(state)) return data<EditorAnswer>({ intent, error: "Choose a state." }, { status: 400 });
        await setListingState(db, kind, id, state as ListingState, opts);
        return { intent, ok: `The ${noun} is now ${STATE_LABELS[state as ListingState].toLowerCase()}.` } satisfies EditorAnswer;
      }
      case "duplicate": {
        const copy = await duplicateListing(db, kind, id, opts);
        return redirect(`${ADMIN_LISTING_PATHS[kind]}/${copy}?saved=copied`);
      }
      case "delete": {
        if (form.get("confirm") !== "yes") return data<EditorAnswer>({ intent, error: `Tick the box to confirm that the ${noun} should be deleted.`, fieldErrors: { confirm: "Tick this box to confirm." } }, { status: 400 });
        await deleteListing(db, kind, id, opts);
        return redirect(`${ADMIN_LISTING_PATHS[kind]}?deleted=${id}`);
      }
      case "alt": {
        await setListingMediaAlt(db, kind, id, positiveId(form.get("mediaId")), { alt: String(form.get("alt") ?? ""), altAr: String(form.get("altAr") ?? "") }, opts);
        return { intent, ok: "Alt text saved." } satisfies EditorAnswer;
      }
      case "move": {
        const mediaId = positiveId(form.get("mediaId"));
        const rows = await listListingMedia(db, kind, id, opts);
        const row = rows.find((r) => r.id === mediaId);
        if (!row) throw new ListingError("not_found", `No media ${mediaId}.`);
        const group = rows.filter((r) => (r.kind === "floor_plan") === (row.kind === "floor_plan")).map((r) => r.id);
        const at = group.indexOf(mediaId);
        const to = form.get("dir") === "up" ? at - 1 : at + 1;
        if (to < 0 || to >= group.length) return { intent, ok: "Already at that end." } satisfies EditorAnswer;
        [group[at], group[to]] = [group[to]!, group[at]!];
        await reorderListingMedia(db, kind, id, group, opts);
        return { intent, ok: "Order saved." } satisfies EditorAnswer;
      }
      case "remove": {
        await removeListingMedia(db, siteMediaStore(), kind, id, positiveId(form.get("mediaId")), opts);
        return { intent, ok: "Removed." } satisfies EditorAnswer;
      }
      case "remove-brochure": {
        await setListingBrochure(db, siteMediaStore(), kind, id, null, opts);
        return { intent, ok: "Brochure removed." } satisfies EditorAnswer;
      }
      default:
        return data<EditorAnswer>({ intent, error: "This button is not known." }, { status: 400 });
    }
  } catch (error) {
    return refused(intent, error);
  }
}

/** The editor's answer to an upload post (the form posted without JavaScript). */
async function upload(db: Db, kind: ListingKind, id: number, actor: Actor, request: Request) {
  const { status, answer } = await uploadListingFiles(db, kind, id, actor, request);
  return data<EditorAnswer>(answer, { status });
}

/**
 * Photos, floor plans and the brochure of one post: each file stored through the pipeline, a
 * reason for each refused one. Answered as the editor's action data (a form posted without
 * JavaScript) or as JSON (the editor's script, routes/admin/listing-uploads.ts).
 */
export async function uploadListingFiles(db: Db, kind: ListingKind, id: number, actor: Actor, request: Request): Promise<{ status: number; answer: EditorAnswer }> {
  const intent = "upload";
  const parsed = await parseListingUploads(request);
  if (!parsed.ok) return { status: parsed.status, answer: { intent, error: parsed.reason } };
  const store = siteMediaStore();
  const opts = { actor };
  const outcomes: UploadOutcome[] = [];
  try {
    const photos = parsed.files.filter((f) => f.field === "photos");
    const plans = parsed.files.filter((f) => f.field === "floorPlans");
    const brochure = parsed.files.find((f) => f.field === "brochure");
    if (photos.length) outcomes.push(...(await addUploadedMedia(db, store, kind, id, "photo", photos, opts)));
    if (plans.length) outcomes.push(...(await addUploadedMedia(db, store, kind, id, "floor-plan", plans, opts)));
    if (brochure) {
      const r = await setUploadedBrochure(db, store, kind, id, brochure, opts);
      outcomes.push(r.ok ? { name: r.name, ok: true, mediaId: 0, path: r.path } : r);
    }
  } catch (error) {
    if (!(error instanceof ListingError)) getLogger().error({ err: error, kind, id }, "listing upload failed");
    const answer = refused(intent, error);
    return { status: answer.init?.status ?? 400, answer: answer.data };
  }
  if (!outcomes.length) return { status: 400, answer: { intent, error: "Choose at least one file to upload." } };
  const added = outcomes.filter((o) => o.ok).length;
  const refusedFiles = outcomes.filter((o) => !o.ok);
  return {
    status: added ? 200 : 400,
    answer: {
      intent,
      ok: added ? `${added} ${added === 1 ? "file" : "files"} uploaded.` : undefined,
      error: refusedFiles.length ? `Not uploaded: ${refusedFiles.map((o) => `${o.name} (${o.ok ? "" : o.reason})`).join("; ")}` : undefined,
      uploads: outcomes,
    },
  };
}
