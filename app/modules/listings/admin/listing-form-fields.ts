/**
 * The back office's listing form (issue 19) as flat text fields, and the listing schema's input
 * made from them: the one place that knows how a form post becomes a `UnitInput` or a
 * `ProjectInput`. The field names are the schema's (app/modules/listings/listing-input.ts), so the
 * service's messages land beside their fields. No zod here (types only): the editor's component
 * imports this module, and zod's full build in the browser would grow every page's shared chunk.
 *
 * Lists are text areas, one item a line, so the form works without JavaScript: amenities as
 * they are, details as `Name: value`, places as `Name | distance | type`, a payment plan as
 * `Milestone | percent`. A line that does not split is kept whole in its first part, so the
 * schema's message ("The distance is required.") says what is missing.
 */
import type { ListingInput } from "../listing-input.ts";
import type { ListingKind, ListingState } from "../listing-constants.ts";

export type ListingFormValues = Record<string, string>;

const SHARED_TEXT = [
  "title",
  "titleAr",
  "pageUrl",
  "crmRef",
  "descriptionHtml",
  "descriptionHtmlAr",
  "areaId",
  "agentId",
  "permitNumber",
  "permitAuthority",
  "permitExpiresOn",
  "lat",
  "lng",
  "videoPath",
  "mapUrl",
  "state",
  "amenities",
  "details",
  "places",
] as const;
const UNIT_TEXT = ["purposeId", "statusId", "typeId", "classification", "developerId", "projectId", "bedroomId", "bathroomId", "sizeSqft", "price", "rentFrequency"] as const;
const PROJECT_TEXT = ["name", "nameAr", "developerId", "typeId", "statusId", "completionYear", "completionQuarter", "startingPrice", "sizeFromSqft", "sizeToSqft", "paymentPlan"] as const;

/** The text fields of a kind's form (a project's bedroom checkboxes are `bedroomIds`, many values). */
export function formFields(kind: ListingKind): readonly string[] {
  return [...SHARED_TEXT, ...(kind === "unit" ? UNIT_TEXT : PROJECT_TEXT)];
}

const lines = (v: string | undefined) =>
  (v ?? "")
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** A number, or the text itself (so the schema says "must be a number"), or null when empty. */
function num(v: string | undefined): number | string | null {
  const t = (v ?? "").trim().replace(/,/g, "");
  if (!t) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : t;
}

const orNull = (v: string | undefined) => ((v ?? "").trim() ? (v ?? "").trim() : null);

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

function split(line: string, sep: RegExp, parts: number): string[] {
  const out = line.split(sep).map((s) => s.trim());
  if (out.length > parts) out.splice(parts - 1, out.length, out.slice(parts - 1).join(" "));
  while (out.length < parts) out.push("");
  return out;
}

/** The schema's input for a kind from the form's fields (`bedroomIds`: the checked boxes). */
export function listingInputFromForm<K extends ListingKind>(kind: K, f: ListingFormValues, bedroomIds: string[] = []): ListingInput[K] {
  const title = (f.title ?? "").trim();
  const name = (f.name ?? "").trim();
  const shared = {
    title: f.title ?? "",
    titleAr: f.titleAr ?? "",
    pageUrl: (f.pageUrl ?? "").trim() || slugOf(kind === "project" ? name || title : title),
    crmRef: f.crmRef ?? "",
    descriptionHtml: descriptionHtml(f.descriptionHtml ?? ""),
    descriptionHtmlAr: orNull(f.descriptionHtmlAr) && descriptionHtml(f.descriptionHtmlAr ?? ""),
    areaId: num(f.areaId),
    agentId: num(f.agentId),
    permitNumber: (f.permitNumber ?? "").trim(),
    permitAuthority: orNull(f.permitAuthority),
    permitExpiresOn: orNull(f.permitExpiresOn),
    lat: num(f.lat),
    lng: num(f.lng),
    videoPath: f.videoPath ?? "",
    mapUrl: f.mapUrl ?? "",
    state: f.state || "draft",
    amenities: lines(f.amenities),
    details: lines(f.details).map((l) => {
      const [n, value] = split(l, /\s*:\s*/, 2);
      return { name: n!, value: value! };
    }),
    places: lines(f.places).map((l) => {
      const [n, distance, type] = split(l, /\s*\|\s*/, 3);
      return { name: n!, distance: distance!, type: type! };
    }),
  };
  if (kind === "unit") {
    return {
      ...shared,
      purposeId: num(f.purposeId),
      statusId: num(f.statusId),
      typeId: num(f.typeId),
      classification: f.classification || undefined,
      developerId: num(f.developerId),
      projectId: num(f.projectId),
      bedroomId: num(f.bedroomId),
      bathroomId: num(f.bathroomId),
      sizeSqft: num(f.sizeSqft),
      price: num(f.price),
      rentFrequency: orNull(f.rentFrequency),
    } as unknown as ListingInput[K];
  }
  return {
    ...shared,
    name: f.name ?? "",
    nameAr: f.nameAr ?? "",
    developerId: num(f.developerId),
    typeId: num(f.typeId),
    statusId: num(f.statusId),
    completionYear: num(f.completionYear),
    completionQuarter: num(f.completionQuarter),
    startingPrice: num(f.startingPrice),
    sizeFromSqft: num(f.sizeFromSqft),
    sizeToSqft: num(f.sizeToSqft),
    bedroomIds: bedroomIds.map((b) => num(b)),
    paymentPlan: lines(f.paymentPlan).map((l) => {
      const [milestone, percent] = split(l, /\s*\|\s*/, 2);
      return { milestone: milestone!, percent: num(percent!.replace(/%$/, "")) };
    }),
  } as unknown as ListingInput[K];
}

const text = (v: unknown) => (v === null || v === undefined ? "" : String(v));

/** The form's fields for a stored listing (the schema's input shape, with its lists). */
export function formValuesOf(kind: ListingKind, v: Record<string, unknown>): ListingFormValues {
  const out: ListingFormValues = {};
  for (const field of formFields(kind)) out[field] = text(v[field]);
  out.amenities = ((v.amenities as string[] | undefined) ?? []).join("\n");
  out.details = ((v.details as { name: string; value: string }[] | undefined) ?? []).map((d) => `${d.name}: ${d.value}`).join("\n");
  out.places = ((v.places as { name: string; distance: string; type: string }[] | undefined) ?? []).map((p) => `${p.name} | ${p.distance} | ${p.type}`).join("\n");
  if (kind === "project") {
    out.paymentPlan = ((v.paymentPlan as { milestone: string; percent: number }[] | undefined) ?? []).map((m) => `${m.milestone} | ${m.percent}`).join("\n");
  }
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
