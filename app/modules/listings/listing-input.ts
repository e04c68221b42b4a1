/**
 * What a unit or a project listing is made of, as the one zod schema per kind that every
 * writer validates with (the seed, a CRM import, a back-office form: this module has no
 * server code, so a form may import it). Field names are the form's (camelCase); messages are
 * written for the person filling the form. The parts both kinds share are factored below.
 *
 * Rules that need the database or the clock (the permit's expiry, references that exist) are
 * checked by app/modules/listings/listings.server.ts.
 */
import { z } from "zod";
import { RENT_PURPOSE_ID } from "../../platform/constants.ts";
import { LISTING_STATES, MEDIA_KINDS, PERMIT_AUTHORITIES, RENT_FREQUENCIES } from "./listing-constants.ts";

export * from "./listing-constants.ts";

const text = (label: string, max: number) =>
  z.string({ error: `${label} is required.` }).trim().min(1, `${label} is required.`).max(max, `${label} is at most ${max} characters.`);
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} is at most ${max} characters.`).transform((v) => v || null).nullable().default(null);
const id = (label: string) => z.number({ error: `Choose ${label}.` }).int(`Choose ${label}.`).positive(`Choose ${label}.`);
const count = (label: string) => z.number({ error: `${label} must be a number.` }).int(`${label} must be a whole number.`).min(0, `${label} cannot be negative.`);
const isoDate = z.iso.date({ error: "Use a date like 2027-03-31." });
const isoDateTime = z.iso.datetime({ error: "Use a UTC date and time like 2026-11-25T10:00:00.000Z." });

export const mediaInputSchema = z.object({
  kind: z.enum(MEDIA_KINDS, { error: "Choose photo, floor plan or video." }).default("photo"),
  path: text("The file path", 500),
  width: z.number().int().positive("Width must be above 0.").nullable().default(null),
  height: z.number().int().positive("Height must be above 0.").nullable().default(null),
  alt: optionalText("The alt text", 300),
  altAr: optionalText("The Arabic alt text", 300),
  contentHash: z.string().regex(/^[0-9a-f]{64}$/, "The content hash is a hex SHA-256.").nullable().default(null),
});
export const placeInputSchema = z.object({ name: text("The place", 200), distance: text("The distance", 40), type: text("The place type", 40) });
export const detailInputSchema = z.object({ name: text("The detail's name", 100), value: text("The detail's value", 500) });

/** Columns and lists both kinds have. */
const listingFields = {
  /** Kept ids for imports and the seed; a new listing normally gets one from the database. */
  id: z.number().int().positive().optional(),
  crmRef: optionalText("The CRM reference", 60),
  pageUrl: z.string({ error: "The page address is required." }).regex(/^[a-z0-9][a-z0-9-]*$/, "Use lower-case letters, digits and hyphens.").max(120, "The page address is at most 120 characters."),
  title: text("The English title", 300),
  titleAr: optionalText("The Arabic title", 300),
  descriptionHtml: z.string().max(50_000, "The description is too long."),
  descriptionHtmlAr: z.string().max(50_000, "The Arabic description is too long.").nullable().default(null),
  areaId: id("an area"),
  agentId: id("an agent"),
  permitNumber: z.string().trim().max(40, "The permit number is at most 40 characters.").regex(/^[0-9A-Za-z-]*$/, "The permit number has letters, digits and hyphens only.").default(""),
  permitAuthority: z.enum(PERMIT_AUTHORITIES, { error: "Choose DLD, ADREC or SRRD." }).nullable().default(null),
  permitExpiresOn: isoDate.nullable().default(null),
  lat: z.number().min(-90, "Latitude is between -90 and 90.").max(90, "Latitude is between -90 and 90.").nullable().default(null),
  lng: z.number().min(-180, "Longitude is between -180 and 180.").max(180, "Longitude is between -180 and 180.").nullable().default(null),
  brochurePath: optionalText("The brochure path", 500),
  videoPath: optionalText("The video path", 500),
  mapUrl: optionalText("The map address", 2_000),
  state: z.enum(LISTING_STATES, { error: "Choose a state." }).default("draft"),
  /** Lists: left out on an update = kept as they are; given = replaced. */
  media: z.array(mediaInputSchema).max(100, "At most 100 photos, plans and videos.").optional(),
  amenities: z.array(text("The amenity", 100)).max(100, "At most 100 amenities.").optional(),
  details: z.array(detailInputSchema).max(50, "At most 50 details.").optional(),
  places: z.array(placeInputSchema).max(50, "At most 50 places.").optional(),
};

const bothOrNeither = (v: { lat: number | null; lng: number | null }, ctx: z.RefinementCtx) => {
  if ((v.lat === null) !== (v.lng === null)) ctx.addIssue({ code: "custom", path: [v.lat === null ? "lat" : "lng"], message: "Give both latitude and longitude, or neither." });
};

export const unitFields = z.object({
  ...listingFields,
  purposeId: id("a purpose"),
  statusId: id("a status"),
  typeId: id("a property type"),
  classification: z.enum(["Residential", "Commercial"], { error: "Choose residential or commercial." }),
  developerId: id("a developer").nullable().default(null),
  projectId: id("a project").nullable().default(null),
  /** Null for a kind without bedrooms (an office, a shop). */
  bedroomId: id("the bedrooms").nullable().default(null),
  bathroomId: id("the bathrooms"),
  sizeSqft: count("The size").positive("The size must be above 0."),
  price: count("The price").positive("The price must be above 0.").max(2_000_000_000, "The price is too large."),
  rentFrequency: z.enum(RENT_FREQUENCIES, { error: "Choose yearly, monthly, weekly or daily." }).nullable().default(null),
  postedOn: isoDateTime.optional(),
});

export const unitInputSchema = unitFields.superRefine((v, ctx) => {
  bothOrNeither(v, ctx);
  const rent = v.purposeId === RENT_PURPOSE_ID;
  if (rent && !v.rentFrequency) ctx.addIssue({ code: "custom", path: ["rentFrequency"], message: "Say how often the rent is paid." });
  if (!rent && v.rentFrequency) ctx.addIssue({ code: "custom", path: ["rentFrequency"], message: "Only a rent has a frequency." });
  if (v.classification === "Commercial" && v.bedroomId !== null) ctx.addIssue({ code: "custom", path: ["bedroomId"], message: "A commercial unit has no bedrooms." });
  if (v.classification === "Residential" && v.bedroomId === null) ctx.addIssue({ code: "custom", path: ["bedroomId"], message: "Choose the bedrooms." });
});

export const projectFields = z.object({
  ...listingFields,
  name: text("The English name", 200),
  nameAr: optionalText("The Arabic name", 200),
  developerId: id("a developer"),
  typeId: id("a property type"),
  statusId: id("a status"),
  completionYear: z.number({ error: "Give the completion year." }).int().min(1990, "The completion year is after 1990.").max(2100, "The completion year is before 2100."),
  completionQuarter: z.number({ error: "Give the completion quarter." }).int().min(1, "The quarter is 1 to 4.").max(4, "The quarter is 1 to 4."),
  startingPrice: count("The starting price").positive("The starting price must be above 0.").max(2_000_000_000, "The starting price is too large."),
  sizeFromSqft: count("The smallest size").positive("The smallest size must be above 0."),
  sizeToSqft: count("The largest size").positive("The largest size must be above 0."),
  bedroomIds: z.array(id("the bedrooms")).max(20).optional(),
  paymentPlan: z.array(z.object({ milestone: text("The milestone", 200), percent: z.number().int().min(0).max(100, "A milestone is at most 100%.") })).max(20).optional(),
  createdOn: isoDateTime.optional(),
});

export const projectInputSchema = projectFields.superRefine((v, ctx) => {
  bothOrNeither(v, ctx);
  if (v.sizeToSqft < v.sizeFromSqft) ctx.addIssue({ code: "custom", path: ["sizeToSqft"], message: "The largest size cannot be below the smallest." });
  if (v.paymentPlan?.length && v.paymentPlan.reduce((s, m) => s + m.percent, 0) !== 100) {
    ctx.addIssue({ code: "custom", path: ["paymentPlan"], message: "The payment plan adds up to 100%." });
  }
  if (v.bedroomIds && new Set(v.bedroomIds).size !== v.bedroomIds.length) ctx.addIssue({ code: "custom", path: ["bedroomIds"], message: "Each bedroom option once." });
});

export type UnitInput = z.input<typeof unitInputSchema>;
export type ProjectInput = z.input<typeof projectInputSchema>;
export type UnitValues = z.output<typeof unitInputSchema>;
export type ProjectValues = z.output<typeof projectInputSchema>;
export type ListingInput = { unit: UnitInput; project: ProjectInput };
export type ListingValues = { unit: UnitValues; project: ProjectValues };

export const LISTING_SCHEMAS = { unit: unitInputSchema, project: projectInputSchema } as const;
