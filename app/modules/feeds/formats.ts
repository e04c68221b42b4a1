/**
 * The two portal formats read into one shape (FeedEntry): the Property Finder XML feed
 * (`<list>` of `<property>`) and the Bayut/dubizzle XML feed (`<Properties>` of `<Property>`).
 * Values stay as the feed wrote them (text); map-entry.ts turns them into our listing input and
 * says why when one cannot be used. Every element a format reader does not know goes into
 * `extras`, kept aside with the listing rather than failing it.
 */
import { child, innerMarkup, nodeValue, type XmlNode } from "./xml-records.ts";

export type FeedFormat = "pf" | "bayut";

export type FeedEntry = {
  ref: string;
  deleted: boolean;
  purpose: "sale" | "rent" | null;
  /** From PF's offering type (R…/C…); null when the feed does not say (Bayut: from the type). */
  commercial: boolean | null;
  /** The feed's own word or code for the kind of property (PF "AP", Bayut "Apartment"). */
  propertyType: string;
  price: string;
  /** A rent's period as the feed wrote it (PF: the price's child element; Bayut: Rent_Frequency). */
  rentFrequency: string;
  permitNumber: string;
  /** Not part of either public format: our own element (`permit_expiry` / `Permit_Expiry`), written by our export. */
  permitExpiresOn: string;
  city: string;
  community: string;
  subCommunity: string;
  building: string;
  title: string;
  titleAr: string;
  description: string;
  descriptionAr: string;
  size: string;
  /** "sqft" or "sqm". */
  sizeUnit: string;
  bedrooms: string;
  bathrooms: string;
  agent: { name: string; email: string; phone: string; licence: string };
  photos: string[];
  floorPlans: string[];
  videos: string[];
  /** "lat,lng" or "lng,lat" (PF documents longitude first; CRMs differ): resolved by value. */
  geo: string;
  offPlan: boolean | null;
  /** Our own element (`construction_status` / `Construction_Status` = under_construction): neither format tells it from off-plan. */
  underConstruction: boolean;
  /** Sold by the developer (PF `*_primary` completion, Bayut `Offplan_SaleType` New): our "Off-Plan" purpose. */
  primary: boolean;
  developer: string;
  project: string;
  amenities: string[];
  furnished: string;
  extras: Record<string, unknown>;
};

export function detectFormat(rootName: string): FeedFormat | null {
  const r = rootName.toLowerCase();
  if (r === "list") return "pf";
  if (r === "properties") return "bayut";
  return null;
}

/** The record element each format lists its listings in. */
export const RECORD_ELEMENT: Record<FeedFormat, string> = { pf: "property", bayut: "Property" };

const text = (node: XmlNode, name: string) => child(node, name)?.text ?? "";
const markup = (node: XmlNode, name: string) => {
  const c = child(node, name);
  return c ? innerMarkup(c) : "";
};
const urls = (node: XmlNode | undefined) => (node ? (node.children.length ? node.children.map((c) => c.text) : node.text.split(/[|,\s]+/)) : []).map((u) => u.trim()).filter(Boolean);

/** Elements a reader consumes, and those it drops as noise (timestamps that move on every export). */
function aside(node: XmlNode, known: Set<string>, ignored: Set<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const c of node.children) {
    const name = c.name.toLowerCase();
    if (known.has(name) || ignored.has(name)) continue;
    const v = nodeValue(c);
    if (v === "") continue;
    const prev = out[c.name];
    out[c.name] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

const PF_KNOWN = new Set([
  "reference_number", "permit_number", "permit_expiry", "offering_type", "property_type", "price", "city", "community", "sub_community",
  "property_name", "title_en", "title_ar", "title", "description_en", "description_ar", "description", "size", "bedroom", "bathroom", "agent",
  "photo", "floor_plan", "video_tour_url", "geopoints", "completion_status", "developer", "project_name", "private_amenities",
  "commercial_amenities", "furnished", "construction_status",
]);
const PF_IGNORED = new Set(["last_update"]);

/** PF's amenity codes (private and commercial), in our words. */
export const PF_AMENITIES: Record<string, string> = {
  AC: "Central air conditioning", BA: "Balcony", BK: "Built-in kitchen appliances", BL: "Landmark view", BW: "Built-in wardrobes",
  CP: "Covered parking", CS: "Concierge", LB: "Lobby", MR: "Maid's room", MS: "Maid service", PA: "Pets allowed", PG: "Private garden",
  PJ: "Private jacuzzi", PP: "Private pool", PY: "Private gym", VC: "Vastu-compliant", SE: "24-hour security", SP: "Shared pool",
  SS: "Shared spa", ST: "Study", SY: "Shared gym", VW: "Water view", WC: "Walk-in closet", CO: "Children's pool",
  PR: "Children's play area", BR: "Barbecue area", CR: "Conference room", AN: "Networked", DN: "Dining in building", PN: "Pantry", MZ: "Mezzanine",
};

export function pfEntry(node: XmlNode): FeedEntry {
  const offering = text(node, "offering_type").toUpperCase();
  const priceNode = child(node, "price");
  let price = "";
  let rentFrequency = "";
  if (priceNode?.children.length) {
    // A rent lists its price per period; the longest period given is the one we show.
    for (const period of ["yearly", "monthly", "weekly", "daily"]) {
      const v = child(priceNode, period)?.text;
      if (v) {
        price = v;
        rentFrequency = period;
        break;
      }
    }
  } else price = priceNode?.text ?? "";
  const agent = child(node, "agent");
  const amenities = [text(node, "private_amenities"), text(node, "commercial_amenities")]
    .flatMap((s) => s.split(","))
    .map((s) => s.trim())
    .filter(Boolean)
    .map((code) => PF_AMENITIES[code.toUpperCase()] ?? code);
  const completion = text(node, "completion_status").toLowerCase();
  return {
    ref: text(node, "reference_number"),
    deleted: false,
    purpose: offering.endsWith("S") ? "sale" : offering.endsWith("R") ? "rent" : null,
    commercial: offering.startsWith("C") ? true : offering.startsWith("R") ? false : null,
    propertyType: text(node, "property_type"),
    price,
    rentFrequency,
    permitNumber: text(node, "permit_number"),
    permitExpiresOn: text(node, "permit_expiry"),
    city: text(node, "city"),
    community: text(node, "community"),
    subCommunity: text(node, "sub_community"),
    building: text(node, "property_name"),
    title: text(node, "title_en") || text(node, "title"),
    titleAr: text(node, "title_ar"),
    description: markup(node, "description_en") || markup(node, "description"),
    descriptionAr: markup(node, "description_ar"),
    size: text(node, "size"),
    sizeUnit: "sqft",
    bedrooms: text(node, "bedroom"),
    bathrooms: text(node, "bathroom"),
    agent: agent
      ? { name: text(agent, "name"), email: text(agent, "email"), phone: text(agent, "phone"), licence: text(agent, "license_no") || text(agent, "licence_no") }
      : { name: "", email: "", phone: "", licence: "" },
    photos: urls(child(node, "photo")),
    floorPlans: urls(child(node, "floor_plan")),
    videos: [text(node, "video_tour_url")].filter(Boolean),
    geo: text(node, "geopoints"),
    offPlan: completion ? completion.startsWith("off_plan") : null,
    underConstruction: text(node, "construction_status").toLowerCase() === "under_construction",
    primary: completion.endsWith("_primary"),
    developer: text(node, "developer"),
    project: text(node, "project_name"),
    amenities,
    furnished: text(node, "furnished"),
    extras: aside(node, PF_KNOWN, PF_IGNORED),
  };
}

const BAYUT_KNOWN = new Set(
  [
    "Property_Ref_No", "Permit_Number", "Permit_Expiry", "Property_Status", "Property_purpose", "Property_Type", "Property_Size",
    "Property_Size_Unit", "Bedrooms", "Bathrooms", "Features", "Off_plan", "Property_Title", "Property_Title_AR", "Property_Description",
    "Property_Description_AR", "City", "Locality", "Sub_Locality", "Tower_Name", "Images", "Videos", "Floor_Plans", "Price",
    "Rent_Frequency", "Listing_Agent", "Listing_Agent_Phone", "Listing_Agent_Email", "Listing_Agent_Licence", "Latitude", "Longitude",
    "Furnished", "Developer", "Project_Name", "Construction_Status", "Offplan_SaleType",
  ].map((s) => s.toLowerCase()),
);
const BAYUT_IGNORED = new Set(["last_updated", "portals"]);

export function bayutEntry(node: XmlNode): FeedEntry {
  const purpose = text(node, "Property_purpose").toLowerCase();
  const offPlan = text(node, "Off_plan").toLowerCase();
  const features = child(node, "Features");
  const lat = text(node, "Latitude");
  const lng = text(node, "Longitude");
  return {
    ref: text(node, "Property_Ref_No"),
    deleted: text(node, "Property_Status").toLowerCase() === "deleted",
    purpose: ["buy", "sale", "sell", "for sale"].includes(purpose) ? "sale" : ["rent", "for rent"].includes(purpose) ? "rent" : null,
    commercial: null,
    propertyType: text(node, "Property_Type"),
    price: text(node, "Price"),
    rentFrequency: text(node, "Rent_Frequency"),
    permitNumber: text(node, "Permit_Number"),
    permitExpiresOn: text(node, "Permit_Expiry"),
    city: text(node, "City"),
    community: text(node, "Locality"),
    subCommunity: text(node, "Sub_Locality"),
    building: text(node, "Tower_Name"),
    title: text(node, "Property_Title"),
    titleAr: text(node, "Property_Title_AR"),
    description: markup(node, "Property_Description"),
    descriptionAr: markup(node, "Property_Description_AR"),
    size: text(node, "Property_Size"),
    sizeUnit: text(node, "Property_Size_Unit").toLowerCase() || "sqft",
    bedrooms: text(node, "Bedrooms"),
    bathrooms: text(node, "Bathrooms"),
    agent: { name: text(node, "Listing_Agent"), email: text(node, "Listing_Agent_Email"), phone: text(node, "Listing_Agent_Phone"), licence: text(node, "Listing_Agent_Licence") },
    photos: urls(child(node, "Images")),
    floorPlans: urls(child(node, "Floor_Plans")),
    videos: urls(child(node, "Videos")),
    geo: lat && lng ? `${lat},${lng}` : "",
    offPlan: offPlan ? offPlan === "yes" || offPlan === "true" : null,
    underConstruction: text(node, "Construction_Status").toLowerCase() === "under_construction",
    primary: text(node, "Offplan_SaleType").toLowerCase() === "new",
    developer: text(node, "Developer"),
    project: text(node, "Project_Name"),
    amenities: features ? (features.children.length ? features.children.map((c) => c.text) : features.text.split(",")).map((s) => s.trim()).filter(Boolean) : [],
    furnished: text(node, "Furnished"),
    extras: aside(node, BAYUT_KNOWN, BAYUT_IGNORED),
  };
}

export const ENTRY_READERS: Record<FeedFormat, (node: XmlNode) => FeedEntry> = { pf: pfEntry, bayut: bayutEntry };
