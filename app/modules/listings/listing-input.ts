/**
 * What a unit or a project listing is made of, as the one zod schema per kind that every
 * writer validates with (the seed, a CRM import, the back office's form, whose browser checks
 * its fields with it: zod/mini and no server code). Field names are the form's (camelCase);
 * each rule names its message, written for the person filling the form (the browser has no
 * catalogue of zod's default ones), with the pieces of zod platform/schema-parts.ts explains.
 * The parts both kinds share are factored below.
 *
 * Rules that need the database or the clock (the permit's expiry, references that exist) are
 * checked by app/modules/listings/listing-rules.server.ts.
 */
import * as z from "zod/mini";
import { RENT_PURPOSE_ID } from "../../platform/constants.ts";
import { atMostValue, isIsoDate, isIsoDateTime, listOf } from "../../platform/schema-parts.ts";
import { LISTING_STATES, MEDIA_KINDS, PERMIT_AUTHORITIES, RENT_FREQUENCIES } from "./listing-constants.ts";

export * from "./listing-constants.ts";

const text = (label: string, max: number) =>
  z.string({ error: `${label} is required.` }).check(z.trim(), z.minLength(1, `${label} is required.`), z.maxLength(max, `${label} is at most ${max} characters.`));
const optionalText = (label: string, max: number) =>
  z._default(
    z.nullable(
      z.pipe(
        z.string({ error: `${label} is text.` }).check(z.trim(), z.maxLength(max, `${label} is at most ${max} characters.`)),
        z.transform((v: string) => v || null),
      ),
    ),
    null,
  );
/** A whole number: `notNumber` for anything else than a number, `notWhole` for a fraction. */
const whole = (notNumber: string, notWhole = notNumber) => z.int({ error: (issue) => (issue.code === "invalid_type" && issue.expected === "int" ? notWhole : notNumber) });
const id = (label: string) => whole(`Choose ${label}.`).check(z.gte(1, `Choose ${label}.`));
const count = (label: string) => whole(`${label} must be a number.`, `${label} must be a whole number.`).check(z.gte(0, `${label} cannot be negative.`));
/** The form's text that is not a number is a string here: refused with the range's message. */
const between = (label: string, min: number, max: number) =>
  z.coerce.number({ error: `${label} is between ${min} and ${max}.` }).check(z.gte(min, `${label} is between ${min} and ${max}.`), atMostValue(max, `${label} is between ${min} and ${max}.`));
const isoDate = z.string({ error: "Use a date like 2027-03-31." }).check(z.refine(isIsoDate, "Use a date like 2027-03-31."));
const isoDateTime = z.string({ error: "Use a UTC date and time like 2026-11-25T10:00:00.000Z." }).check(z.refine(isIsoDateTime, "Use a UTC date and time like 2026-11-25T10:00:00.000Z."));
const nullable = <T extends z.ZodMiniType>(schema: T) => z._default(z.nullable(schema), null);
const list = <T extends z.ZodMiniType>(item: T, max: number, message: string) => z.optional(listOf(item, { notList: message, max: [max, message] }));

const mediaInputSchema = z.object({
  kind: z._default(z.enum(MEDIA_KINDS, { error: "Choose photo, floor plan or video." }), "photo"),
  path: text("The file path", 500),
  width: nullable(whole("Width must be above 0.").check(z.gte(1, "Width must be above 0."))),
  height: nullable(whole("Height must be above 0.").check(z.gte(1, "Height must be above 0."))),
  alt: optionalText("The alt text", 300),
  altAr: optionalText("The Arabic alt text", 300),
  contentHash: nullable(z.string({ error: "The content hash is a hex SHA-256." }).check(z.regex(/^[0-9a-f]{64}$/, "The content hash is a hex SHA-256."))),
});
/** A place's Arabic name and a detail's Arabic words: typed where they are not standard (null: the standard Arabic, or none). */
const placeInputSchema = z.object({ name: text("The place", 200), distance: text("The distance", 40), type: text("The place type", 40), nameAr: optionalText("The place's Arabic name", 200) });
const detailInputSchema = z.object({
  name: text("The detail's name", 100),
  value: text("The detail's value", 500),
  nameAr: optionalText("The detail's Arabic name", 100),
  valueAr: optionalText("The detail's Arabic value", 500),
});

/** Columns and lists both kinds have. */
const listingFields = {
  /** Kept ids for imports and the seed; a new listing normally gets one from the database. */
  id: z.optional(whole("Not a listing id.").check(z.gte(1, "Not a listing id."))),
  crmRef: optionalText("The CRM reference", 60),
  pageUrl: z.string({ error: "The page address is required." }).check(z.regex(/^[a-z0-9][a-z0-9-]*$/, "Use lower-case letters, digits and hyphens."), z.maxLength(120, "The page address is at most 120 characters.")),
  title: text("The English title", 300),
  titleAr: optionalText("The Arabic title", 300),
  descriptionHtml: z.string({ error: "The description is text." }).check(z.maxLength(50_000, "The description is too long.")),
  descriptionHtmlAr: nullable(z.string({ error: "The Arabic description is text." }).check(z.maxLength(50_000, "The Arabic description is too long."))),
  areaId: id("an area"),
  agentId: id("an agent"),
  permitNumber: z._default(
    z.string({ error: "The permit number has letters, digits and hyphens only." }).check(z.trim(), z.maxLength(40, "The permit number is at most 40 characters."), z.regex(/^[0-9A-Za-z-]*$/, "The permit number has letters, digits and hyphens only.")),
    "",
  ),
  permitAuthority: nullable(z.enum(PERMIT_AUTHORITIES, { error: "Choose DLD, ADREC or SRRD." })),
  permitExpiresOn: nullable(isoDate),
  lat: nullable(between("Latitude", -90, 90)),
  lng: nullable(between("Longitude", -180, 180)),
  brochurePath: optionalText("The brochure path", 500),
  videoPath: optionalText("The video path", 500),
  mapUrl: optionalText("The map address", 2_000),
  state: z._default(z.enum(LISTING_STATES, { error: "Choose a state." }), "draft"),
  /** Lists: left out on an update = kept as they are; given = replaced. */
  media: list(mediaInputSchema, 100, "At most 100 photos, plans and videos."),
  amenities: list(text("The amenity", 100), 100, "At most 100 amenities."),
  /**
   * The amenities' Arabic names, in the same order (null or left out: the standard Arabic, or none).
   * Beside the list rather than in it, so the feeds and the portals keep their list of names; read
   * only with `amenities`.
   */
  amenitiesAr: list(optionalText("The amenity's Arabic name", 100), 100, "At most 100 amenities."),
  details: list(detailInputSchema, 50, "At most 50 details."),
  places: list(placeInputSchema, 50, "At most 50 places."),
};

/** A map position is both coordinates or neither; the message goes to the one missing. */
const BOTH = "Give both latitude and longitude, or neither.";
type Position = { lat: number | null; lng: number | null };
const bothOrNeither = [z.refine<Position>((v) => !(v.lat === null && v.lng !== null), { error: BOTH, path: ["lat"] }), z.refine<Position>((v) => !(v.lng === null && v.lat !== null), { error: BOTH, path: ["lng"] })];

const unitFields = z.object({
  ...listingFields,
  purposeId: id("a purpose"),
  statusId: id("a status"),
  typeId: id("a property type"),
  classification: z.enum(["Residential", "Commercial"], { error: "Choose residential or commercial." }),
  developerId: nullable(id("a developer")),
  projectId: nullable(id("a project")),
  /** The building it is in: one of its area's. */
  buildingId: nullable(id("a building")),
  /**
   * The building by its name within the unit's area, in place of `buildingId` (the back office's
   * field, a feed's tower name); empty: none. Left out: `buildingId` stands. A name no building of
   * the area has is refused, unless `newBuilding` says to make it (with `buildingNameAr`).
   */
  buildingName: z.optional(
    z.nullable(
      z.pipe(
        z.string({ error: "The building is text." }).check(z.trim(), z.maxLength(200, "The building's name is at most 200 characters.")),
        z.transform((v: string) => v || null),
      ),
    ),
  ),
  /** "yes" (the editor's ticked box): make the named building when the area has none of that name. */
  newBuilding: z.optional(z.enum(["yes"], { error: "Tick the box to add a new building, or leave it." })),
  buildingNameAr: optionalText("The building's Arabic name", 200),
  /** Null for a kind without bedrooms (an office, a shop). */
  bedroomId: nullable(id("the bedrooms")),
  bathroomId: id("the bathrooms"),
  sizeSqft: count("The size").check(z.gte(1, "The size must be above 0.")),
  price: count("The price").check(z.gte(1, "The price must be above 0."), atMostValue(2_000_000_000, "The price is too large.")),
  rentFrequency: nullable(z.enum(RENT_FREQUENCIES, { error: "Choose yearly, monthly, weekly or daily." })),
  postedOn: z.optional(isoDateTime),
});

type Unit = z.output<typeof unitFields>;
const rent = (v: Unit) => v.purposeId === RENT_PURPOSE_ID;

export const unitInputSchema = unitFields.check(
  ...bothOrNeither,
  z.refine<Unit>((v) => !(rent(v) && !v.rentFrequency), { error: "Say how often the rent is paid.", path: ["rentFrequency"] }),
  z.refine<Unit>((v) => !(!rent(v) && v.rentFrequency), { error: "Only a rent has a frequency.", path: ["rentFrequency"] }),
  z.refine<Unit>((v) => !(v.classification === "Commercial" && v.bedroomId !== null), { error: "A commercial unit has no bedrooms.", path: ["bedroomId"] }),
  z.refine<Unit>((v) => !(v.classification === "Residential" && v.bedroomId === null), { error: "Choose the bedrooms.", path: ["bedroomId"] }),
);

const percent = "A milestone's percent is a whole number from 0 to 100.";

const projectFields = z.object({
  ...listingFields,
  name: text("The English name", 200),
  nameAr: optionalText("The Arabic name", 200),
  developerId: id("a developer"),
  typeId: id("a property type"),
  statusId: id("a status"),
  completionYear: whole("Give the completion year.").check(z.gte(1990, "The completion year is after 1990."), atMostValue(2100, "The completion year is before 2100.")),
  completionQuarter: whole("Give the completion quarter.", "The quarter is 1 to 4.").check(z.gte(1, "The quarter is 1 to 4."), atMostValue(4, "The quarter is 1 to 4.")),
  startingPrice: count("The starting price").check(z.gte(1, "The starting price must be above 0."), atMostValue(2_000_000_000, "The starting price is too large.")),
  sizeFromSqft: count("The smallest size").check(z.gte(1, "The smallest size must be above 0.")),
  sizeToSqft: count("The largest size").check(z.gte(1, "The largest size must be above 0.")),
  bedroomIds: list(id("the bedrooms"), 20, "At most 20 bedroom options."),
  paymentPlan: list(
    z.object({ milestone: text("The milestone", 200), percent: whole(percent).check(z.gte(0, percent), atMostValue(100, "A milestone is at most 100%.")) }),
    20,
    "At most 20 milestones.",
  ),
  createdOn: z.optional(isoDateTime),
});

type Project = z.output<typeof projectFields>;

export const projectInputSchema = projectFields.check(
  ...bothOrNeither,
  z.refine<Project>((v) => v.sizeToSqft >= v.sizeFromSqft, { error: "The largest size cannot be below the smallest.", path: ["sizeToSqft"] }),
  z.refine<Project>((v) => !v.paymentPlan?.length || v.paymentPlan.reduce((s, m) => s + m.percent, 0) === 100, { error: "The payment plan adds up to 100%.", path: ["paymentPlan"] }),
  z.refine<Project>((v) => !v.bedroomIds || new Set(v.bedroomIds).size === v.bedroomIds.length, { error: "Each bedroom option once.", path: ["bedroomIds"] }),
);

export type UnitInput = z.input<typeof unitInputSchema>;
export type ProjectInput = z.input<typeof projectInputSchema>;
export type UnitValues = z.output<typeof unitInputSchema>;
export type ProjectValues = z.output<typeof projectInputSchema>;
export type ListingInput = { unit: UnitInput; project: ProjectInput };
export type ListingValues = { unit: UnitValues; project: ProjectValues };

export const LISTING_SCHEMAS = { unit: unitInputSchema, project: projectInputSchema } as const;
