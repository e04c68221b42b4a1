/**
 * The brokerage record and its back-office form (routes/admin/brokerage.tsx): what the content
 * service accepts as the brokerage's identity (also from `npm run setup`), and the form's fields,
 * named by the record's paths (name.en, offices.0.city.ar, social.facebook…). Offices are rows:
 * the ones there are plus one empty row to add another; a row whose English texts are all empty
 * is left out. An office's map embed is made from its position (office-map.ts), so editors give
 * only the latitude and longitude. zod/mini, no server code: the browser checks the form with the
 * schema the service uses.
 */
import * as z from "zod/mini";
import { imagePathSchema } from "../../../platform/media/image-path.ts";
import { inRange, isEmail, isHttpsUrl, listOf } from "../../../platform/schema-parts.ts";
import { atMost, localText, MAX_LINE } from "../editing/record-fields.ts";
import type { RecordForm } from "../editing/record-form.ts";
import { officeMapEmbed } from "./office-map.ts";
import type { Brokerage, Office } from "../../../ui/brokerage.ts";

const PHONE = "International format without spaces, e.g. +97145550123";
const EMAIL = "An e-mail address, e.g. info@example.ae";
const HTTPS = "A full address starting with https://";
const YEAR = "A year, e.g. 2026";
const LAT = "A latitude between -90 and 90, e.g. 25.0773";
const LNG = "A longitude between -180 and 180, e.g. 55.1404";
const VIEWING_DAYS = "Tick at least one day";
const HHMM = "A time as HH:MM (24 hours), e.g. 09:00";
export const VIEWING_SLOT_MINUTES = [15, 30, 45, 60, 90, 120];
const SLOT = `One of ${VIEWING_SLOT_MINUTES.join(", ")} minutes`;
/** ISO weekdays (1 Monday … 7 Sunday) and their names in the form. */
export const WEEKDAYS = [[1, "Monday"], [2, "Tuesday"], [3, "Wednesday"], [4, "Thursday"], [5, "Friday"], [6, "Saturday"], [7, "Sunday"]] as const;

const url = z.string({ error: HTTPS }).check(z.trim(), z.refine(isHttpsUrl, HTTPS), atMost(500));
const email = z.string({ error: EMAIL }).check(z.refine(isEmail, EMAIL), z.maxLength(200, EMAIL));

const officeSchema = z.object({
  name: localText(MAX_LINE),
  building: localText(MAX_LINE),
  street: localText(MAX_LINE),
  area: localText(MAX_LINE),
  city: localText(MAX_LINE),
  country: localText(MAX_LINE),
  mapEmbedUrl: url,
  lat: z.coerce.number({ error: LAT }).check(inRange(-90, 90, LAT)),
  lng: z.coerce.number({ error: LNG }).check(inRange(-180, 180, LNG)),
});

export const brokerageSchema = z.object({
  name: localText(MAX_LINE),
  shortName: localText(80),
  legalName: localText(MAX_LINE),
  phone: z.string({ error: PHONE }).check(z.trim(), z.regex(/^\+\d{7,15}$/, PHONE)),
  phoneDisplay: z.string({ error: "The phone as the site shows it, e.g. +971 4 555 0123" }).check(z.trim(), z.minLength(1, "The phone as the site shows it, e.g. +971 4 555 0123"), atMost(40)),
  whatsapp: z.string({ error: "Digits only, with the country code" }).check(z.trim(), z.regex(/^\d{7,15}$/, "Digits only, with the country code")),
  email,
  careersEmail: email,
  orn: z.string({ error: "The RERA office registration number (digits)" }).check(z.trim(), z.regex(/^\d{1,10}$/, "The RERA office registration number (digits)")),
  openingHours: z.string({ error: "The opening hours, e.g. Mo-Sa 09:00-19:00" }).check(z.trim(), z.minLength(1, "The opening hours, e.g. Mo-Sa 09:00-19:00"), atMost(100)),
  copyrightYear: z.int({ error: YEAR }).check(inRange(2000, 2100, YEAR)),
  /** None until the brokerage gives one (npm run setup asks only for what it knows by heart): the contact page then shows no map. */
  offices: listOf(officeSchema, { notList: "The offices, as a list", max: [20, "At most 20 offices"] }),
  social: z.object({ facebook: z.optional(url), linkedin: z.optional(url), instagram: z.optional(url), youtube: z.optional(url) }),
  /** Migration 2026-11-27-30. Null: none (the header draws its mark). */
  logoPath: z._default(imagePathSchema, null),
  /** The YouTube channel of the home page's shorts; null: the env's YOUTUBE_CHANNEL_ID. */
  youtubeChannelId: z._default(
    z.nullable(z.string().check(z.trim(), z.regex(/^UC[\w-]{22}$/, "A YouTube channel id: UC followed by 22 letters, digits, - or _"))),
    null,
  ),
  /** Where new leads are announced; null: the env's LEAD_NOTIFY_EMAIL, else the brokerage's e-mail. */
  leadNotifyEmail: z._default(z.nullable(email), null),
  /** When visitors may book a viewing (Dubai time): ISO weekdays "1,…,7" (1 Monday), opening and closing "HH:MM", slot length. */
  viewingDays: z._default(z.string({ error: VIEWING_DAYS }).check(z.regex(/^[1-7](,[1-7]){0,6}$/, VIEWING_DAYS)), "1,2,3,4,5,6"),
  viewingStart: z._default(z.string({ error: HHMM }).check(z.trim(), z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, HHMM)), "09:00"),
  viewingEnd: z._default(z.string({ error: HHMM }).check(z.trim(), z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, HHMM)), "18:00"),
  viewingSlotMinutes: z._default(z.coerce.number({ error: SLOT }).check(z.refine((n) => VIEWING_SLOT_MINUTES.includes(n), SLOT)), 30),
}).check(z.refine((b) => b.viewingEnd > b.viewingStart, { path: ["viewingEnd"], message: "Closing time comes after opening time" }));
export type BrokerageInput = z.input<typeof brokerageSchema>;
export type BrokerageSnapshot = z.output<typeof brokerageSchema>;


type Local = { en: string; ar: string | null };
/** An office as the site shows it (ui/brokerage.ts), its texts in both languages; the map embed is made from the position. */
type OfficeValues = Pick<Office, "lat" | "lng"> & Record<(typeof OFFICE_TEXTS)[number], Local>;
/** The identity as the site shows it, its names in both languages, with the settings only the back office sees. */
type BrokerageValues = Omit<Brokerage, (typeof TEXTS)[number] | "offices" | "logoPath" | "demo"> &
  Record<(typeof TEXTS)[number], Local> & {
    offices: OfficeValues[];
    youtubeChannelId: string | null;
    leadNotifyEmail: string | null;
    viewingDays: string;
    viewingStart: string;
    viewingEnd: string;
    viewingSlotMinutes: number;
  };

export const OFFICE_TEXTS = ["name", "building", "street", "area", "city", "country"] as const;
export const SOCIAL = ["facebook", "linkedin", "instagram", "youtube"] as const;
const TEXTS = ["name", "shortName", "legalName"] as const;
const PLAIN = ["phone", "phoneDisplay", "whatsapp", "email", "careersEmail", "orn", "openingHours", "copyrightYear", "youtubeChannelId", "leadNotifyEmail", "viewingStart", "viewingEnd", "viewingSlotMinutes"] as const;

export function brokerageToValues(b: BrokerageValues): Record<string, string> {
  const v: Record<string, string> = {};
  for (const t of TEXTS) {
    v[`${t}.en`] = b[t].en;
    v[`${t}.ar`] = b[t].ar ?? "";
  }
  for (const p of PLAIN) v[p] = b[p] === null ? "" : String(b[p]);
  for (const s of SOCIAL) v[`social.${s}`] = b.social[s] ?? "";
  b.offices.forEach((o, i) => {
    for (const t of OFFICE_TEXTS) {
      v[`offices.${i}.${t}.en`] = o[t].en;
      v[`offices.${i}.${t}.ar`] = o[t].ar ?? "";
    }
    v[`offices.${i}.lat`] = String(o.lat);
    v[`offices.${i}.lng`] = String(o.lng);
  });
  for (const day of b.viewingDays.split(",")) v[`viewingDay.${day}`] = "on";
  v.officeRows = String(b.offices.length + 1);
  return v;
}

const num = (s: string | undefined) => (s === undefined || s.trim() === "" ? Number.NaN : Number(s.trim()));

/** The posted fields as the brokerage service's input (the logo is added by the editor). */
export function valuesToBrokerage(values: Record<string, string>) {
  const v = (name: string) => values[name] ?? "";
  const local = (name: string) => ({ en: v(`${name}.en`), ar: v(`${name}.ar`) });
  const rows = Math.min(Math.max(Number(v("officeRows")) || 0, 0), 21);
  const offices = [];
  for (let i = 0; i < rows; i++) {
    if (!v(`offices.${i}.name.en`).trim() && OFFICE_TEXTS.every((t) => !v(`offices.${i}.${t}.en`).trim())) continue;
    const lat = num(values[`offices.${i}.lat`]);
    const lng = num(values[`offices.${i}.lng`]);
    offices.push({
      ...(Object.fromEntries(OFFICE_TEXTS.map((t) => [t, local(`offices.${i}.${t}`)])) as Record<(typeof OFFICE_TEXTS)[number], { en: string; ar: string }>),
      lat,
      lng,
      mapEmbedUrl: Number.isFinite(lat) && Number.isFinite(lng) ? officeMapEmbed(lat, lng) : "",
    });
  }
  const social: Record<string, string> = {};
  for (const s of SOCIAL) if (v(`social.${s}`).trim()) social[s] = v(`social.${s}`).trim();
  return {
    name: local("name"),
    shortName: local("shortName"),
    legalName: local("legalName"),
    phone: v("phone").replace(/[\s-]/g, ""),
    phoneDisplay: v("phoneDisplay"),
    whatsapp: v("whatsapp").replace(/[\s+-]/g, ""),
    email: v("email").trim(),
    careersEmail: v("careersEmail").trim(),
    orn: v("orn"),
    openingHours: v("openingHours"),
    copyrightYear: Number(v("copyrightYear")),
    offices,
    social,
    youtubeChannelId: v("youtubeChannelId").trim() || null,
    leadNotifyEmail: v("leadNotifyEmail").trim() || null,
    viewingDays: WEEKDAYS.filter(([n]) => v(`viewingDay.${n}`)).map(([n]) => n).join(","),
    viewingStart: v("viewingStart").trim(),
    viewingEnd: v("viewingEnd").trim(),
    viewingSlotMinutes: Number(v("viewingSlotMinutes")),
  };
}

/** The form of the brokerage: its fields, and the schema both the browser and the action check them with. */
export const BROKERAGE_FORM: RecordForm<BrokerageValues> = { schema: brokerageSchema, toValues: brokerageToValues, fromValues: valuesToBrokerage };

const none = { en: "", ar: null };

/**
 * The form of a site without an identity (the demo's was removed, `npm run demo:remove`): empty,
 * with the current year and the usual opening hours, for an admin to fill in.
 */
export function emptyBrokerage(year: number): BrokerageValues & { logoPath: null } {
  return {
    name: none, shortName: none, legalName: none, phone: "", phoneDisplay: "", whatsapp: "", email: "", careersEmail: "", orn: "",
    openingHours: "Mo-Fr 09:00-18:00", copyrightYear: year, offices: [], social: {}, youtubeChannelId: null, leadNotifyEmail: null, logoPath: null,
    viewingDays: "1,2,3,4,5,6", viewingStart: "09:00", viewingEnd: "18:00", viewingSlotMinutes: 30,
  };
}
