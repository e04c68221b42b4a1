/**
 * A feed entry (formats.ts) as our unit input (listing-input.ts), or the reasons it cannot be
 * one. Pure: the names the feed gives for area, developer, project and agent are resolved to ids
 * by the caller (feed-lookups.server.ts) and handed in; the schema's own rules (the same as the
 * back office's) are applied after this, by the listing service.
 */
import { descriptionHtml, slugOf } from "../listings/index.ts";
import type { ListingState, PermitAuthority, RentFrequency, UnitInput } from "../listings/index.ts";
import type { FeedEntry } from "./formats.ts";

/** PF's property type codes, and the words CRMs use in Bayut feeds, as our property types' names. */
const TYPE_NAMES: Record<string, string> = {
  ap: "Apartment", apartment: "Apartment", flat: "Apartment",
  dx: "Duplex", duplex: "Duplex",
  vh: "Villa", vi: "Villa", bw: "Villa", villa: "Villa", bungalow: "Villa", house: "Villa",
  th: "Townhouse", townhouse: "Townhouse",
  ph: "Penthouse", penthouse: "Penthouse",
  ha: "Hotel Apartment", "hotel apartment": "Hotel Apartment", "hotel apartments": "Hotel Apartment",
  of: "Office", bc: "Office", cw: "Office", ff: "Office", hf: "Office", office: "Office", "office space": "Office",
  "business centre": "Office", "co-working space": "Office",
  re: "Retail", sh: "Retail", sr: "Retail", rt: "Retail", retail: "Retail", shop: "Retail", showroom: "Retail", restaurant: "Retail",
};
const COMMERCIAL_TYPES = new Set(["Office", "Retail"]);

type EntryContext = {
  /** Our lookup tables by name. */
  typeIds: Map<string, number>;
  bedroomIds: Map<string, number>;
  bathroomIds: Map<string, number>;
  statusIds: { offPlan: number; ready: number; underConstruction: number };
  purposeIds: { sale: number; rent: number; offPlan: number };
  areaId: number | null;
  developerId: number | null;
  projectId: number | null;
  agentId: number | null;
  /** Photos and floor plans already stored (those still being fetched are left out until they are). */
  media: NonNullable<UnitInput["media"]>;
  /** The listing as it is, when the reference is already ours. */
  existing: { pageUrl: string; state: ListingState } | null;
  /** The expiry assumed for a permit whose feed gives none (YYYY-MM-DD). */
  assumedPermitExpiry: string;
  /** Whether a permit with these values may be shown now (listings.server.ts permitProblems). */
  permitOk: (p: { permitNumber: string; permitAuthority: PermitAuthority | null; permitExpiresOn: string | null }) => boolean;
};

type MappedEntry = { ok: true; input: UnitInput; notes: string[] } | { ok: false; reasons: string[] };

const PERMIT_AUTHORITY_OF_CITY: Record<string, PermitAuthority> = { dubai: "DLD", "abu dhabi": "ADREC", sharjah: "SRRD" };

/** A number as CRMs write them: thousands separators, spaces and a currency word are tolerated. */
export function feedNumber(raw: string): number | null {
  const t = raw.replace(/aed|sq\.?\s*ft|sqft|sqm/gi, "").replace(/[\s,]/g, "");
  if (!/^\d+(\.\d+)?$/.test(t)) return null;
  return Number(t);
}

export function rentFrequencyOf(raw: string): RentFrequency | null {
  const t = raw.trim().toLowerCase();
  if (/^(year|annual|yearly|per year)/.test(t)) return "yearly";
  if (/^(month|monthly|per month)/.test(t)) return "monthly";
  if (/^(week|weekly|per week)/.test(t)) return "weekly";
  if (/^(day|daily|per day|night)/.test(t)) return "daily";
  return null;
}

/** Latitude and longitude from "a,b" in either order, judged by the UAE's ranges; null when neither order fits. */
export function coordinatesOf(raw: string): { lat: number; lng: number } | null {
  const parts = raw.split(/[,\s]+/).filter(Boolean).map(Number);
  if (parts.length !== 2 || parts.some((n) => !Number.isFinite(n))) return null;
  const [a, b] = parts as [number, number];
  const isLat = (n: number) => n >= 22 && n <= 27;
  const isLng = (n: number) => n >= 51 && n <= 57;
  if (isLat(a) && isLng(b)) return { lat: a, lng: b };
  if (isLng(a) && isLat(b)) return { lat: b, lng: a };
  return null;
}

function roomName(raw: string, studio: boolean): string | null {
  const t = raw.trim().toLowerCase();
  if (studio && (t === "studio" || t === "0" || t === "-1" || t === "st")) return "Studio";
  const n = Number.parseInt(t, 10);
  if (!Number.isFinite(n) || n < 1 || !/^\d+\+?$/.test(t)) return null;
  return n >= 7 ? "7+" : String(n);
}

const FURNISHED: Record<string, string> = { yes: "Furnished", no: "Unfurnished", partly: "Partly furnished", furnished: "Furnished", unfurnished: "Unfurnished" };

/** Our page address for a new imported unit: its title's words and its reference (unique per feed). */
export function importedPageUrl(title: string, ref: string): string {
  const tail = slugOf(ref).slice(0, 30) || "ref";
  const head = slugOf(title).slice(0, 120 - tail.length - 1).replace(/-+$/, "");
  return head ? `${head}-${tail}` : tail;
}

/** The entry's figures read and checked: the reasons it cannot be a unit, or the values it gives. */
function readFigures(e: FeedEntry, ctx: EntryContext) {
  const reasons: string[] = [];
  const typeName = TYPE_NAMES[e.propertyType.trim().toLowerCase()];
  if (!e.propertyType) reasons.push("No property type is given.");
  else if (!typeName) reasons.push(`The property type "${e.propertyType}" is not one the site lists.`);
  const typeId = typeName ? ctx.typeIds.get(typeName) : undefined;
  const commercial = e.commercial ?? (typeName ? COMMERCIAL_TYPES.has(typeName) : false);
  if (!e.purpose) reasons.push("The feed does not say whether the unit is for sale or for rent.");
  const price = feedNumber(e.price);
  if (!e.price) reasons.push("No price is given.");
  else if (price === null) reasons.push(`The price "${e.price}" is not an amount.`);
  let rentFrequency: RentFrequency | null = null;
  if (e.purpose === "rent") {
    rentFrequency = rentFrequencyOf(e.rentFrequency) ?? (e.rentFrequency ? null : "yearly");
    if (!rentFrequency) reasons.push(`The rent period "${e.rentFrequency}" is not yearly, monthly, weekly or daily.`);
  }
  let sizeSqft: number | undefined;
  const size = feedNumber(e.size);
  if (e.size && size === null) reasons.push(`The size "${e.size}" is not a number.`);
  else if (size !== null) sizeSqft = Math.round(e.sizeUnit.startsWith("sqm") || e.sizeUnit.includes("meter") ? size * 10.7639 : size);
  let bedroomId: number | null = null;
  if (!commercial) {
    const name = roomName(e.bedrooms, true);
    if (e.bedrooms && !name) reasons.push(`The bedrooms "${e.bedrooms}" are not a number or "studio".`);
    bedroomId = name ? (ctx.bedroomIds.get(name) ?? null) : null;
  }
  const bathName = roomName(e.bathrooms, false);
  if (e.bathrooms && !bathName) reasons.push(`The bathrooms "${e.bathrooms}" are not a number.`);
  if (ctx.areaId === null) reasons.push("No community (area) is given.");
  if (ctx.agentId === null) reasons.push("The agent cannot be matched or created: give the agent's name with an e-mail or a phone.");
  return { reasons, typeId, commercial, price, rentFrequency, sizeSqft, bedroomId, bathName };
}

/** The permit's authority (by city) and expiry (assumed when the feed gives none), and the state they allow. */
function permitAndState(e: FeedEntry, ctx: EntryContext, notes: string[]) {
  const permitAuthority = e.permitNumber ? (PERMIT_AUTHORITY_OF_CITY[e.city.trim().toLowerCase()] ?? null) : null;
  const permitExpiresOn = e.permitNumber ? (/^\d{4}-\d{2}-\d{2}$/.test(e.permitExpiresOn) ? e.permitExpiresOn : ctx.assumedPermitExpiry) : null;
  const permit = { permitNumber: e.permitNumber, permitAuthority, permitExpiresOn };
  // The life cycle: a listing staff moved on (under offer, sold, rented, archived) keeps its state; else shown when its permit allows.
  let state: ListingState = ctx.permitOk(permit) ? "published" : "draft";
  if (state === "draft") notes.push(e.permitNumber ? "Saved as a draft: the permit cannot be shown (authority or expiry)." : "Saved as a draft: no advertising permit.");
  if (ctx.existing && !["draft", "published"].includes(ctx.existing.state)) state = ctx.existing.state;
  return { permitAuthority, permitExpiresOn, state };
}

/** The details a feed gives that have no column of their own (the building has: the unit is linked to it). */
function detailsOf(e: FeedEntry): { name: string; value: string }[] {
  const details: { name: string; value: string }[] = [];
  if (e.subCommunity) details.push({ name: "Sub-community", value: e.subCommunity });
  const furnished = FURNISHED[e.furnished.trim().toLowerCase()];
  if (furnished) details.push({ name: "Furnishing", value: furnished });
  return details;
}

export function mapEntry(e: FeedEntry, ctx: EntryContext): MappedEntry {
  const figures = readFigures(e, ctx);
  if (figures.reasons.length) return { ok: false, reasons: figures.reasons };
  const { typeId, commercial, price, rentFrequency, sizeSqft, bedroomId, bathName } = figures;
  const notes: string[] = [];
  const coords = e.geo ? coordinatesOf(e.geo) : null;
  if (e.geo && !coords) notes.push(`The coordinates "${e.geo}" are not in the UAE; left out.`);
  const { permitAuthority, permitExpiresOn, state } = permitAndState(e, ctx, notes);
  const video = e.videos.find((v) => /^https?:\/\//.test(v));

  const input: UnitInput = {
    crmRef: e.ref,
    pageUrl: ctx.existing?.pageUrl ?? importedPageUrl(e.title || e.ref, e.ref),
    title: e.title,
    titleAr: e.titleAr || null,
    descriptionHtml: descriptionHtml(e.description),
    descriptionHtmlAr: e.descriptionAr ? descriptionHtml(e.descriptionAr) : null,
    areaId: ctx.areaId!,
    agentId: ctx.agentId!,
    permitNumber: e.permitNumber,
    permitAuthority,
    permitExpiresOn,
    lat: coords?.lat ?? null,
    lng: coords?.lng ?? null,
    videoPath: video ?? null,
    state,
    purposeId: e.purpose === "rent" ? ctx.purposeIds.rent : e.primary ? ctx.purposeIds.offPlan : ctx.purposeIds.sale,
    statusId: e.underConstruction ? ctx.statusIds.underConstruction : e.offPlan ? ctx.statusIds.offPlan : ctx.statusIds.ready,
    typeId: typeId!,
    classification: commercial ? "Commercial" : "Residential",
    developerId: ctx.developerId,
    projectId: ctx.projectId,
    // The tower the feed names (PF property_name, Bayut Tower_Name), found or added in the area; a feed
    // that names none leaves the unit's building as it is.
    ...(e.building.trim() && { buildingName: e.building, newBuilding: "yes" as const }),
    bedroomId,
    bathroomId: bathName ? ctx.bathroomIds.get(bathName)! : (undefined as unknown as number),
    sizeSqft: sizeSqft as number,
    price: Math.round(price!),
    rentFrequency,
    media: ctx.media,
    amenities: [...new Set(e.amenities.map((a) => a.slice(0, 100)))].slice(0, 100),
    details: detailsOf(e),
  };
  return { ok: true, input, notes };
}
