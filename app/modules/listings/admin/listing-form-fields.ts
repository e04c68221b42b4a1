/**
 * The back office's listing form as flat text fields, and the listing schema's input made from
 * them: the one place that knows how a form post becomes a `UnitInput` or a `ProjectInput`. The
 * field names are the schema's (app/modules/listings/listing-input.ts), so its messages land
 * beside their fields, in the browser (listing-form-check.ts) and from the action alike. No zod
 * here: the feeds use the page addresses and paragraphs below on the server.
 *
 * Lists are one text field each, one item a line, so the form works without JavaScript (a text
 * area; with the script, rows of fields writing the same lines: app/ui/admin/rows-field.tsx): amenities as
 * `Amenity | Arabic`, details as `Name | value | Arabic name | Arabic value` (or the older `Name: value`),
 * places as `Name | distance | type | Arabic name`, a payment plan as `Milestone | percent`. The Arabic
 * parts are for what is not a standard word (standard-terms.server.ts has those) and may be left out.
 * A line that does not split is kept whole in its first part, so the schema's message ("The distance
 * is required.") says what is missing.
 */
import type { ListingInput } from "../listing-input.ts";
import type { ListingKind, ListingState } from "../listing-constants.ts";

export type ListingFormValues = Record<string, string>;

const lines = (v: string) =>
  v
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** A number, or the text itself (so the schema says "must be a number"), or null when empty. */
function num(v: string): number | string | null {
  const t = v.trim().replace(/,/g, "");
  if (!t) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : t;
}

const orNull = (v: string) => v.trim() || null;

/** A list's lines split in `parts` named parts (the last takes the rest of the line). */
const rows = (sep: RegExp, names: readonly string[]) => (v: string) =>
  lines(v).map((line) => {
    const out = line.split(sep).map((x) => x.trim());
    if (out.length > names.length) out.splice(names.length - 1, out.length, out.slice(names.length - 1).join(" "));
    return Object.fromEntries(names.map((name, i) => [name, out[i] ?? ""]));
  });

const BAR = /\s*\|\s*/;
/** Details: `Name | value | Arabic name | Arabic value`; a line without a bar is the older `Name: value`. */
const detailRows = (v: string) =>
  lines(v).flatMap((line) => (line.includes("|") ? rows(BAR, ["name", "value", "nameAr", "valueAr"])(line) : rows(/\s*:\s*/, ["name", "value"])(line)));

/** How each field's text becomes the schema's input, by kind, in the form's order. */
const SHARED = {
  title: String,
  titleAr: String,
  pageUrl: String,
  crmRef: String,
  descriptionHtml: (v: string) => descriptionHtml(v),
  descriptionHtmlAr: (v: string) => orNull(v) && descriptionHtml(v),
  areaId: num,
  agentId: num,
  permitNumber: String,
  permitAuthority: orNull,
  permitExpiresOn: orNull,
  lat: num,
  lng: num,
  videoPath: String,
  mapUrl: String,
  state: (v: string) => v || "draft",
  // Split into the names and their Arabic by listingInputFromForm.
  amenities: rows(BAR, ["name", "nameAr"]),
  details: detailRows,
  places: rows(BAR, ["name", "distance", "type", "nameAr"]),
};
const FIELDS: Record<ListingKind, Record<string, (v: string) => unknown>> = {
  unit: {
    ...SHARED,
    purposeId: num, statusId: num, typeId: num, classification: (v: string) => v || undefined, developerId: num, projectId: num,
    bedroomId: num, bathroomId: num, sizeSqft: num, price: num, rentFrequency: orNull,
    buildingName: String, newBuilding: (v: string) => (v === "yes" ? "yes" : undefined), buildingNameAr: orNull,
  },
  project: {
    ...SHARED,
    name: String, nameAr: String, developerId: num, typeId: num, statusId: num, completionYear: num, completionQuarter: num,
    startingPrice: num, sizeFromSqft: num, sizeToSqft: num,
    paymentPlan: (v: string) => rows(/\s*\|\s*/, ["milestone", "percent"])(v).map((m) => ({ ...m, percent: num(m.percent!.replace(/%$/, "")) })),
  },
};

/** A line's parts joined by bars, empty parts at its end left out. */
const barLine = (parts: (string | null | undefined)[]) => parts.map((p) => p ?? "").join(" | ").replace(/(\s*\|\s*)+$/, "");

/** How a stored list is written in its text area (`all`: the listing's values, for the amenities' Arabic beside them). */
const LIST_TEXT: Record<string, (items: never[], all: Record<string, unknown>) => string> = {
  amenities: (items: string[], all) => items.map((a, i) => barLine([a, (all.amenitiesAr as (string | null)[] | undefined)?.[i]])).join("\n"),
  details: (items: { name: string; value: string; nameAr?: string | null; valueAr?: string | null }[]) =>
    items.map((d) => barLine([d.name, d.value, d.nameAr, d.valueAr])).join("\n"),
  places: (items: { name: string; distance: string; type: string; nameAr?: string | null }[]) => items.map((p) => barLine([p.name, p.distance, p.type, p.nameAr])).join("\n"),
  paymentPlan: (items: { milestone: string; percent: number }[]) => items.map((m) => `${m.milestone} | ${m.percent}`).join("\n"),
};

/** The text fields of a kind's form (a project's bedroom checkboxes are `bedroomIds`, many values). */
export function formFields(kind: ListingKind): readonly string[] {
  return Object.keys(FIELDS[kind]);
}

/** Lower-case words joined by hyphens, for a page address made from the title. */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100)
    .replace(/-+$/, "");
}

/** Plain text becomes paragraphs; text that already has tags is kept (the site sanitises it when shown). */
export function descriptionHtml(text: string): string {
  const t = text.trim();
  if (!t || /<[a-z][^>]*>/i.test(t)) return t;
  const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return t
    .split(/\r?\n\s*\r?\n/)
    .map((p) => `<p>${escape(p.trim()).replace(/\r?\n/g, "<br>")}</p>`)
    .join("");
}

/** The schema's input for a kind from the form's fields (`bedroomIds`: the checked boxes); an empty page address is made from the title. */
export function listingInputFromForm<K extends ListingKind>(kind: K, f: ListingFormValues, bedroomIds: string[] = []): ListingInput[K] {
  const input: Record<string, unknown> = Object.fromEntries(Object.entries(FIELDS[kind]).map(([field, from]) => [field, from(f[field] ?? "")]));
  const title = (f.title ?? "").trim();
  input.pageUrl = (f.pageUrl ?? "").trim() || slugOf(kind === "project" ? (f.name ?? "").trim() || title : title);
  if (kind === "project") input.bedroomIds = bedroomIds.map(num);
  const amenities = input.amenities as { name: string; nameAr: string }[];
  input.amenities = amenities.map((a) => a.name);
  if (amenities.some((a) => a.nameAr)) input.amenitiesAr = amenities.map((a) => a.nameAr || null);
  return input as ListingInput[K];
}

/** The form's fields for a stored listing (the schema's input shape, with its lists). */
export function formValuesOf(kind: ListingKind, v: Record<string, unknown>): ListingFormValues {
  const out: ListingFormValues = {};
  for (const field of formFields(kind)) out[field] = LIST_TEXT[field] ? LIST_TEXT[field]((v[field] as never[] | undefined) ?? [], v) : v[field] === null || v[field] === undefined ? "" : String(v[field]);
  return out;
}

/** Where a kind's screens live in the back office. */
export const ADMIN_LISTING_PATHS = { unit: "/admin/units", project: "/admin/projects" } as const satisfies Record<ListingKind, string>;

/** The kind a back-office listing URL is about (`/admin/projects…`: project; else unit). */
export function listingKindOfPath(pathname: string): ListingKind {
  return pathname.startsWith(ADMIN_LISTING_PATHS.project) ? "project" : "unit";
}

/** How a life-cycle state is written on the screens. */
export const STATE_LABELS: Record<ListingState, string> = {
  draft: "Draft",
  published: "Published",
  under_offer: "Under offer",
  sold: "Sold",
  rented: "Rented",
  archived: "Archived",
};
