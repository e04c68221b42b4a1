/**
 * Deterministic generator of unit listings: plausible prices, sizes and rooms for each
 * area and type. Used for the demo seed (hundreds) and for benchmark data (a million).
 */
import type { AreaSeed, UnitType } from "./content/types.ts";
import { BUILDING_ONLY_AMENITIES, COMMERCIAL_AMENITIES, HOME_ONLY_AMENITIES, UNIT_AMENITIES } from "./content/units.ts";
import { type Rng, createRng, int, pick, chance, range } from "./art/random.ts";
import { BEDROOMS, PROPERTY_TYPES, PURPOSE, STATUS } from "./lookups.ts";

export type GeneratedUnit = {
  id: number;
  title: string;
  pageUrl: string;
  purposeId: number;
  statusId: number;
  typeId: number;
  type: UnitType;
  classification: "Residential" | "Commercial";
  areaIndex: number;
  /** Null for an office or a shop: those have no bedrooms (the Studio filter must not list them). */
  bedroomId: number | null;
  bathroomId: number;
  sizeSqft: number;
  price: number;
  postedOn: string;
  permitNumber: string;
  /** 0..1 — how rich the listing is (photos, amenities, details). */
  richness: number;
};

const RESIDENTIAL: UnitType[] = ["Apartment", "Duplex", "Villa", "Townhouse", "Penthouse", "Hotel Apartment"];

/** Bedroom ids (1 = Studio … 8 = 7+) that make sense for a type. */
function bedroomRange(type: UnitType): [number, number] {
  switch (type) {
    case "Apartment": return [1, 5];
    case "Hotel Apartment": return [1, 3];
    case "Duplex": return [3, 6];
    case "Penthouse": return [4, 8];
    case "Townhouse": return [3, 6];
    case "Villa": return [4, 8];
    default: return [1, 1];
  }
}

/** Size in sq ft by type and bedroom id. */
function sizeFor(rng: Rng, type: UnitType, bedroomId: number): number {
  const beds = bedroomId - 1; // 0 = studio
  const base: Record<UnitType, number> = {
    Apartment: 420 + beds * 520,
    "Hotel Apartment": 380 + beds * 450,
    Duplex: 900 + beds * 600,
    Penthouse: 1500 + beds * 850,
    Townhouse: 900 + beds * 550,
    Villa: 1600 + beds * 1100,
    Office: 600 + Math.floor(rng() * 3000),
    Retail: 500 + Math.floor(rng() * 2500),
  };
  return Math.round((base[type] * range(rng, 0.88, 1.18)) / 5) * 5;
}

const TYPE_PREMIUM: Record<UnitType, number> = {
  Apartment: 1,
  "Hotel Apartment": 1.05,
  Duplex: 1.1,
  Penthouse: 1.45,
  Townhouse: 0.95,
  Villa: 1.05,
  Office: 0.8,
  Retail: 1.1,
};

function roundPrice(value: number, purposeId: number): number {
  const step = purposeId === PURPOSE.rent ? 1_000 : value > 5_000_000 ? 50_000 : 5_000;
  return Math.max(step, Math.round(value / step) * step);
}

/** Radius (degrees, about 1.3 km) of the disc around an area's centre where its units are placed. */
export const AREA_SPREAD_DEG = 0.012;

/**
 * A unit's position inside its area: a point in a disc around the area's centre, drawn from the
 * unit's id with its own generator, so it is deterministic and leaves the main sequence untouched
 * (every other generated value stays as it was). Denser near the centre, as buildings cluster.
 */
export function positionInArea(centre: { lat: number; lng: number }, unitId: number): { lat: number; lng: number } {
  const rng = createRng(`position:${unitId}`);
  const r = AREA_SPREAD_DEG * Math.sqrt(rng()) * (0.35 + 0.65 * rng());
  const angle = rng() * 2 * Math.PI;
  // Longitude degrees are shorter than latitude degrees at Dubai's 25° N: widen by 1/cos(lat).
  return { lat: centre.lat + r * Math.sin(angle), lng: centre.lng + (r * Math.cos(angle)) / Math.cos((centre.lat * Math.PI) / 180) };
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 90);
}

export type TitleSource = { patterns: Record<UnitType, string[]>; features: string[] };

export function isCommercial(type: UnitType): boolean {
  return type === "Office" || type === "Retail";
}

/**
 * The bedroom count as words go: "studio", "2-bedroom", and "7-bedroom" for the "7+" option
 * (a title names the home's own count, not the filter's "7 or more").
 */
export function bedroomsWord(bedroomId: number | null): string {
  const name = (bedroomId !== null && BEDROOMS[bedroomId - 1]) || "1";
  return name === "Studio" ? "studio" : `${name.replace(/\+$/, "")}-bedroom`;
}

function bedsLabel(bedroomId: number, type: UnitType): string {
  if (isCommercial(type)) return type === "Office" ? "office" : "shop";
  const word = bedroomsWord(bedroomId);
  return word === "studio" ? word : `${word} ${type.toLowerCase()}`;
}

/** Description paragraphs that fit the type: an office or a shop gets none about bedrooms, kitchens or a terrace. */
export function paragraphsFor(type: UnitType, paragraphs: string[]): string[] {
  return isCommercial(type) ? paragraphs.filter((p) => !/\{beds\}|kitchen|dining|outdoor space|swimming pool/i.test(p)) : paragraphs;
}

/** The amenities a unit of this type may list: no pool or play area in an office, no lobby in a villa. */
export function amenitiesFor(type: UnitType): string[] {
  if (isCommercial(type)) return [...UNIT_AMENITIES.filter((a) => !HOME_ONLY_AMENITIES.includes(a)), ...COMMERCIAL_AMENITIES];
  if (type === "Villa" || type === "Townhouse") return UNIT_AMENITIES.filter((a) => !BUILDING_ONLY_AMENITIES.includes(a));
  return UNIT_AMENITIES;
}

export function unitTitle(rng: Rng, src: TitleSource, type: UnitType, bedroomId: number, area: string): string {
  const pattern = pick(rng, src.patterns[type]);
  return pattern
    .replace("{beds}", bedsLabel(bedroomId, type))
    .replace("{area}", area)
    .replace("{feature}", pick(rng, src.features))
    .replace(/^./, (c) => c.toUpperCase());
}

/**
 * Generates unit `index` (0-based). The first units walk through every purpose, type,
 * status, bedroom and bathroom option so the demo covers each filter value.
 */
export function generateUnit(rng: Rng, index: number, areas: AreaSeed[], now: Date, titles: TitleSource): GeneratedUnit {
  const cover = index < 64;
  let type: UnitType;
  if (cover) type = (PROPERTY_TYPES[index % PROPERTY_TYPES.length] ?? "Apartment") as UnitType;
  else type = chance(rng, 0.07) ? pick(rng, ["Office", "Retail"] as UnitType[]) : pick(rng, [...RESIDENTIAL, "Apartment", "Apartment", "Villa"] as UnitType[]);

  const candidates = areas.map((a, i) => ({ a, i })).filter(({ a }) => a.typicalTypes.includes(type));
  const { a: area, i: areaIndex } = candidates.length ? pick(rng, candidates) : { a: areas[index % areas.length]!, i: index % areas.length };

  let purposeId: number;
  if (cover) purposeId = [PURPOSE.buy, PURPOSE.rent, PURPOSE.offPlan][Math.floor(index / 8) % 3]!;
  else purposeId = rng() < 0.45 ? PURPOSE.buy : rng() < 0.75 ? PURPOSE.rent : PURPOSE.offPlan;
  if ((type === "Office" || type === "Retail") && purposeId === PURPOSE.offPlan) purposeId = PURPOSE.buy;

  let statusId: number = STATUS.ready;
  if (purposeId === PURPOSE.offPlan) statusId = STATUS.offPlan;
  else if (purposeId === PURPOSE.buy) statusId = rng() < 0.7 ? STATUS.ready : rng() < 0.6 ? STATUS.offPlan : STATUS.underConstruction;

  const [minBed, maxBed] = bedroomRange(type);
  let bedroomId = cover && type !== "Office" && type !== "Retail" ? ((index % 8) + 1) : int(rng, minBed, maxBed);
  if (!cover) bedroomId = Math.min(Math.max(bedroomId, minBed), maxBed);
  const beds = bedroomId - 1;
  let bathroomId = Math.min(7, Math.max(1, beds + (rng() < 0.5 ? 0 : 1)));
  if (cover) bathroomId = (index % 7) + 1;

  const sizeSqft = sizeFor(rng, type, bedroomId);
  const premium = TYPE_PREMIUM[type] * range(rng, 0.85, 1.2);
  const price =
    purposeId === PURPOSE.rent
      ? roundPrice(sizeSqft * area.rentPerSqftYear * premium, purposeId)
      : roundPrice(sizeSqft * area.salePerSqft * premium * (purposeId === PURPOSE.offPlan ? 0.95 : 1), purposeId);

  // Ages spread from minutes to months, so every "time since posting" branch shows up.
  const ageMinutes = index % 17 === 0 ? int(rng, 2, 55) : index % 11 === 0 ? int(rng, 60, 60 * 23) : int(rng, 60 * 24, 60 * 24 * 150);
  const postedOn = new Date(now.getTime() - ageMinutes * 60_000).toISOString();
  const title = unitTitle(rng, titles, type, bedroomId, area.name);
  return {
    id: index + 1,
    title,
    pageUrl: slugify(title),
    purposeId,
    statusId,
    typeId: PROPERTY_TYPES.indexOf(type) + 1,
    type,
    classification: isCommercial(type) ? "Commercial" : "Residential",
    areaIndex,
    bedroomId: isCommercial(type) ? null : bedroomId,
    bathroomId,
    sizeSqft,
    price,
    postedOn,
    permitNumber: String(7_100_000_000 + index * 7919 + int(rng, 0, 7000)),
    richness: rng(),
  };
}
