/**
 * Portal feeds out: the published listings that carry a valid permit (shown state,
 * number, authority, expiry not passed), in the Property Finder or the Bayut/dubizzle XML format,
 * with absolute photo addresses. Written as a stream of text (an async generator): units are read
 * by keyset pages of 500 with their photos, amenities and details, each page written and let go,
 * so memory stays flat at 100,000 listings. Read back by formats.ts (the round trip holds for the
 * fields the formats carry); `permit_expiry` / `Permit_Expiry` and `construction_status` /
 * `Construction_Status` (under construction, which both formats count as off-plan) are our own
 * extra elements, ignored by the portals.
 */
import type { Db } from "../../platform/db/client.server.ts";
import { SHOWN_STATES, utcDay } from "../listings/index.server.ts";
import { PF_AMENITIES, type FeedFormat } from "./formats.ts";

const PAGE = 500;

const PF_TYPE_CODES: Record<string, string> = { Apartment: "AP", Duplex: "DX", Villa: "VH", Townhouse: "TH", Penthouse: "PH", "Hotel Apartment": "HA", Office: "OF", Retail: "RE" };
const PF_AMENITY_CODES = new Map(Object.entries(PF_AMENITIES).map(([code, name]) => [name.toLowerCase(), code]));

const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
export const xmlText = (s: string) => s.replace(INVALID_XML, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
/** CDATA for HTML; a `]]>` inside is split across two sections. */
export const cdata = (s: string) => `<![CDATA[${s.replace(INVALID_XML, "").replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
const attr = (s: string) => xmlText(s).replace(/"/g, "&quot;");
const stamp = (iso: string) => iso.slice(0, 19).replace("T", " ");

function absolute(siteUrl: string, p: string): string {
  if (/^https?:\/\//i.test(p)) return p;
  return new URL(p, siteUrl).toString();
}

type Row = Awaited<ReturnType<typeof page>>[number];

function exportable(db: Db, today: string) {
  return db
    .selectFrom("units as u")
    .where("u.state", "in", SHOWN_STATES)
    .where("u.permit_number", "<>", "")
    .where("u.permit_authority", "is not", null)
    .where("u.permit_expires_on", ">=", today);
}

async function page(db: Db, today: string, after: number) {
  return exportable(db, today)
    .innerJoin("areas as a", "a.id", "u.area_id")
    .innerJoin("emirates as e", "e.id", "a.emirate_id")
    .innerJoin("agents as g", "g.id", "u.agent_id")
    .innerJoin("property_types as t", "t.id", "u.type_id")
    .innerJoin("bathrooms as ba", "ba.id", "u.bathroom_id")
    .leftJoin("bedrooms as be", "be.id", "u.bedroom_id")
    .leftJoin("developers as d", "d.id", "u.developer_id")
    .leftJoin("projects as p", "p.id", "u.project_id")
    .leftJoin("buildings as bu", "bu.id", "u.building_id")
    .select([
      "u.id", "u.crm_ref", "u.permit_number", "u.permit_expires_on", "u.purpose_id", "u.status_id", "u.classification", "u.price", "u.rent_frequency",
      "u.title", "u.title_ar", "u.description_html", "u.description_html_ar", "u.size_sqft", "u.lat", "u.lng", "u.video_path", "u.updated_at",
      "a.name as area", "e.name as emirate", "g.id as agent_id", "g.name as agent_name", "g.email as agent_email", "g.country_code as agent_cc", "g.phone as agent_phone",
      "g.brn as agent_brn", "t.name as type", "ba.name as bathrooms", "be.name as bedrooms", "d.name as developer", "p.name as project",
      "bu.name as building",
    ])
    .where("u.id", ">", after)
    .orderBy("u.id")
    .limit(PAGE)
    .execute();
}

type Children = { media: Map<number, { kind: string; path: string }[]>; amenities: Map<number, string[]>; details: Map<number, Map<string, string>> };

async function children(db: Db, ids: number[]): Promise<Children> {
  const out: Children = { media: new Map(), amenities: new Map(), details: new Map() };
  if (!ids.length) return out;
  for (const m of await db.selectFrom("listing_media").select(["unit_id", "kind", "path"]).where("unit_id", "in", ids).orderBy("unit_id").orderBy("sort").orderBy("id").execute()) {
    const list = out.media.get(m.unit_id!) ?? [];
    list.push(m);
    out.media.set(m.unit_id!, list);
  }
  for (const a of await db.selectFrom("listing_amenities").select(["unit_id", "name"]).where("unit_id", "in", ids).orderBy("unit_id").orderBy("sort").orderBy("id").execute()) {
    const list = out.amenities.get(a.unit_id!) ?? [];
    list.push(a.name);
    out.amenities.set(a.unit_id!, list);
  }
  for (const d of await db.selectFrom("listing_details").select(["unit_id", "element_name", "details"]).where("unit_id", "in", ids).execute()) {
    const map = out.details.get(d.unit_id!) ?? new Map<string, string>();
    if (!map.has(d.element_name)) map.set(d.element_name, d.details);
    out.details.set(d.unit_id!, map);
  }
  return out;
}

const refOf = (r: Row) => r.crm_ref ?? `WEB-${r.id}`;
/** "Studio" is 0 in both formats; "7+" is 7. */
const rooms = (name: string | null) => (name === null ? "" : name === "Studio" ? "0" : name.replace("+", ""));
const FURNISHED_BACK: Record<string, string> = { Furnished: "Yes", Unfurnished: "No", "Partly furnished": "Partly" };
const phoneOf = (r: Row) => `+${r.agent_cc.replace(/\D/g, "")}${r.agent_phone.replace(/\D/g, "")}`;

function el(name: string, value: string | number | null | undefined, asCdata = false): string {
  if (value === null || value === undefined || value === "") return "";
  return `<${name}>${asCdata ? cdata(String(value)) : xmlText(String(value))}</${name}>`;
}

function pfProperty(r: Row, c: Children, siteUrl: string): string {
  const media = c.media.get(r.id) ?? [];
  const details = c.details.get(r.id) ?? new Map<string, string>();
  const rent = r.rent_frequency !== null;
  const offering = `${r.classification === "Commercial" ? "C" : "R"}${rent ? "R" : "S"}`;
  const price = rent ? `<price><${r.rent_frequency}>${r.price}</${r.rent_frequency}></price>` : el("price", r.price);
  const amenities = (c.amenities.get(r.id) ?? []).map((a) => PF_AMENITY_CODES.get(a.toLowerCase()) ?? a.replace(/,/g, " ")).join(",");
  const urls = (kind: string) => media.filter((m) => m.kind === kind).map((m) => `<url>${xmlText(absolute(siteUrl, m.path))}</url>`).join("");
  const photos = urls("photo");
  const plans = urls("floor_plan");
  return [
    `<property last_update="${attr(stamp(r.updated_at))}">`,
    el("reference_number", refOf(r)), el("permit_number", r.permit_number), el("permit_expiry", r.permit_expires_on),
    el("offering_type", offering), el("property_type", PF_TYPE_CODES[r.type] ?? r.type), price,
    el("city", r.emirate), el("community", r.area), el("sub_community", details.get("Sub-community")), el("property_name", r.building ?? details.get("Building")),
    el("title_en", r.title, true), el("title_ar", r.title_ar, true), el("description_en", r.description_html, true), el("description_ar", r.description_html_ar, true),
    el("size", r.size_sqft), el("bedroom", rooms(r.bedrooms)), el("bathroom", rooms(r.bathrooms)),
    el(r.classification === "Commercial" ? "commercial_amenities" : "private_amenities", amenities),
    `<agent>${el("id", r.agent_id)}${el("name", r.agent_name)}${el("email", r.agent_email)}${el("phone", phoneOf(r))}${el("license_no", r.agent_brn)}</agent>`,
    photos && `<photo>${photos}</photo>`, plans && `<floor_plan>${plans}</floor_plan>`,
    el("video_tour_url", r.video_path && absolute(siteUrl, r.video_path)),
    r.lat !== null && r.lng !== null ? el("geopoints", `${r.lng},${r.lat}`) : "",
    el("completion_status", `${r.status_id === 2 ? "completed" : "off_plan"}${r.purpose_id === 3 ? "_primary" : ""}`), el("construction_status", r.status_id === 3 ? "under_construction" : ""), el("developer", r.developer), el("project_name", r.project),
    el("furnished", FURNISHED_BACK[details.get("Furnishing") ?? ""]),
    "</property>\n",
  ].join("");
}

function bayutProperty(r: Row, c: Children, siteUrl: string): string {
  const media = c.media.get(r.id) ?? [];
  const details = c.details.get(r.id) ?? new Map<string, string>();
  const list = (outer: string, inner: string, kind: string) => {
    const items = media.filter((m) => m.kind === kind).map((m) => `<${inner}>${cdata(absolute(siteUrl, m.path))}</${inner}>`).join("");
    return items && `<${outer}>${items}</${outer}>`;
  };
  const features = (c.amenities.get(r.id) ?? []).map((a) => `<Feature>${cdata(a)}</Feature>`).join("");
  const freq = r.rent_frequency ? r.rent_frequency[0]!.toUpperCase() + r.rent_frequency.slice(1) : null;
  return [
    "<Property>",
    el("Property_Ref_No", refOf(r), true), el("Permit_Number", r.permit_number, true), el("Permit_Expiry", r.permit_expires_on), el("Property_Status", "live"),
    el("Property_purpose", r.rent_frequency ? "Rent" : "Buy"), el("Property_Type", r.type), el("Property_Size", r.size_sqft), el("Property_Size_Unit", "SQFT"),
    el("Bedrooms", rooms(r.bedrooms)), el("Bathrooms", rooms(r.bathrooms)), features && `<Features>${features}</Features>`,
    el("Off_plan", r.status_id === 2 ? "No" : "Yes"), el("Construction_Status", r.status_id === 3 ? "under_construction" : ""),
    el("Offplan_SaleType", r.purpose_id === 3 ? "New" : ""),
    el("Property_Title", r.title, true), el("Property_Title_AR", r.title_ar, true), el("Property_Description", r.description_html, true),
    el("Property_Description_AR", r.description_html_ar, true), el("City", r.emirate, true), el("Locality", r.area, true),
    el("Sub_Locality", details.get("Sub-community"), true), el("Tower_Name", r.building ?? details.get("Building"), true),
    list("Images", "Image", "photo"), r.video_path ? `<Videos><Video>${cdata(absolute(siteUrl, r.video_path))}</Video></Videos>` : "", list("Floor_Plans", "Floor_Plan", "floor_plan"),
    el("Price", r.price), el("Rent_Frequency", freq), el("Listing_Agent", r.agent_name, true), el("Listing_Agent_Phone", phoneOf(r)), el("Listing_Agent_Email", r.agent_email),
    el("Listing_Agent_Licence", r.agent_brn), el("Latitude", r.lat), el("Longitude", r.lng), el("Furnished", FURNISHED_BACK[details.get("Furnishing") ?? ""]),
    el("Developer", r.developer, true), el("Project_Name", r.project, true), el("Last_Updated", stamp(r.updated_at)),
    "</Property>\n",
  ].join("");
}

/** The feed as text chunks (one per page of listings). */
export async function* exportFeed(db: Db, format: FeedFormat, opts: { siteUrl: string; now?: Date }): AsyncGenerator<string> {
  const today = utcDay(opts.now ?? new Date());
  const write = format === "pf" ? pfProperty : bayutProperty;
  if (format === "pf") {
    const { n } = await exportable(db, today).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    yield `<?xml version="1.0" encoding="UTF-8"?>\n<list last_update="${stamp(new Date().toISOString())}" listing_count="${Number(n)}">\n`;
  } else yield `<?xml version="1.0" encoding="UTF-8"?>\n<Properties>\n`;
  for (let after = 0; ; ) {
    const rows = await page(db, today, after);
    if (!rows.length) break;
    const c = await children(db, rows.map((r) => r.id));
    yield rows.map((r) => write(r, c, opts.siteUrl)).join("");
    after = rows[rows.length - 1]!.id;
  }
  yield format === "pf" ? "</list>\n" : "</Properties>\n";
}
