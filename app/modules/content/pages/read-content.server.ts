/**
 * The content module: the one place pages read the site's editable texts and the brokerage's
 * identity from (tables content_texts, content_items, brokerage, brokerage_offices; written only
 * by app/modules/content/pages/write-content.server.ts). Reads go through cache areas of app/platform/cache/cache.server.ts,
 * which empty whenever the data version moves, so an edit shows on the next request.
 *
 * Texts are stored in English and Arabic; a reader asks for a language and gets the Arabic text
 * where there is one, the English otherwise.
 */
import type { Db } from "../../../platform/db/client.server.ts";
import { cacheArea } from "../../../platform/cache/cache.server.ts";
import type { ContentItem, ContentPage, LocalText } from "./page-schema.ts";
import type { Tx } from "../../../platform/cache/write.server.ts";
import { starterText } from "./starter-texts.ts";
import { localText, type LocalText as ShownText } from "../../../platform/i18n/local-text.ts";
import type { BrokerageSettings, Lang } from "../types.ts";
import type { Brokerage, Office, SocialNetwork } from "../../../ui/brokerage.ts";

type StoredPage = { texts: Map<string, LocalText>; lists: Map<string, ContentItem[]> };

/** A list item in one language (each text Arabic where written, else English marked `lang: "en"`). */
export type Item = { ref: string | null; title: ShownText; subtitle: ShownText; body: ShownText };

/**
 * One page's content in one language: each text in the language asked for, or English marked
 * `lang: "en"` where it has no translation (app/platform/i18n/local-text.ts). A text the database lacks reads
 * as its starter text (starter-texts.ts) or empty; a list it lacks, as empty.
 */
export type PageContent = {
  text(field: string): ShownText;
  list(name: string): Item[];
};

const sizeOfJson = (value: unknown) => JSON.stringify(value, (_k, v: unknown) => (v instanceof Map ? [...v] : v)).length * 2;

const pages = cacheArea<StoredPage>("content pages", { maxBytes: 8 * 1024 * 1024, sizeOf: sizeOfJson });
const identity = cacheArea<StoredBrokerage | null>("brokerage", { maxBytes: 256 * 1024, sizeOf: sizeOfJson });

const pick = (t: LocalText | null | undefined, lang: Lang): string => (t ? (lang === "ar" && t.ar) || t.en : "");
const shown = (t: LocalText | null | undefined, lang: Lang): ShownText => (t ? localText(t.en, t.ar, lang) : { text: "" });
const local = (en: string | null, ar: string | null): LocalText | null => (en === null ? null : { en, ar });
const DEFAULT_VIEWING: BrokerageSettings["viewing"] = { days: [1, 2, 3, 4, 5, 6], start: "09:00", end: "18:00", slotMinutes: 30 };

/**
 * A page as one record: every text by field and every list in order; null when it has none. The
 * pages' cache below and the back office's editor (write-content.server.ts) read a page so.
 */
export async function readPageRecord(db: Tx | Db, page: string): Promise<ContentPage | null> {
  const [texts, items] = await Promise.all([
    db.selectFrom("content_texts").select(["field", "text_en", "text_ar"]).where("page", "=", page).orderBy("field").execute(),
    db
      .selectFrom("content_items")
      .select(["list", "ref", "title_en", "title_ar", "subtitle_en", "subtitle_ar", "body_en", "body_ar"])
      .where("page", "=", page)
      .orderBy("list")
      .orderBy("position")
      .execute(),
  ]);
  if (texts.length === 0 && items.length === 0) return null;
  const lists: Record<string, ContentItem[]> = {};
  for (const r of items)
    (lists[r.list] ??= []).push({ ref: r.ref, title: { en: r.title_en, ar: r.title_ar }, subtitle: local(r.subtitle_en, r.subtitle_ar), body: local(r.body_en, r.body_ar) });
  return { page, texts: Object.fromEntries(texts.map((t) => [t.field, { en: t.text_en, ar: t.text_ar }])), lists };
}

async function loadPage(db: Db, page: string): Promise<StoredPage> {
  const record = await readPageRecord(db, page);
  return { texts: new Map(Object.entries(record?.texts ?? {})), lists: new Map(Object.entries(record?.lists ?? {})) };
}

/**
 * One page's texts and lists, in the language asked for. The cache holds a page's stored texts in
 * both languages (one entry per page serves /x and /ar/x); the language is picked per request.
 */
export async function readPage(db: Db, page: string, lang: Lang = "en"): Promise<PageContent> {
  const stored = await pages.get(page, () => loadPage(db, page));
  return {
    text: (field) => shown(stored.texts.get(field) ?? starterText(page, field), lang),
    list: (name) =>
      (stored.lists.get(name) ?? []).map((i) => ({ ref: i.ref, title: shown(i.title, lang), subtitle: shown(i.subtitle, lang), body: shown(i.body, lang) })),
  };
}

type StoredBrokerage = Omit<Brokerage, "name" | "shortName" | "legalName" | "offices"> & {
  settings: BrokerageSettings;
  name: LocalText;
  shortName: LocalText;
  legalName: LocalText;
  offices: Array<Omit<Office, "name" | "building" | "street" | "area" | "city" | "country"> & Record<"name" | "building" | "street" | "area" | "city" | "country", LocalText>>;
};

async function loadBrokerage(db: Db): Promise<StoredBrokerage | null> {
  const [row, offices, demoRow] = await Promise.all([
    db.selectFrom("brokerage").selectAll().where("id", "=", 1).executeTakeFirst(),
    db.selectFrom("brokerage_offices").selectAll().orderBy("position").execute(),
    db.selectFrom("demo_rows").select("table_name").limit(1).executeTakeFirst(),
  ]);
  if (!row) return null;
  const social: Partial<Record<SocialNetwork, string>> = {};
  // In the order the header and footer show them.
  if (row.facebook_url) social.facebook = row.facebook_url;
  if (row.linkedin_url) social.linkedin = row.linkedin_url;
  if (row.instagram_url) social.instagram = row.instagram_url;
  if (row.youtube_url) social.youtube = row.youtube_url;
  return {
    name: { en: row.name_en, ar: row.name_ar },
    shortName: { en: row.short_name_en, ar: row.short_name_ar },
    legalName: { en: row.legal_name_en, ar: row.legal_name_ar },
    phone: row.phone,
    phoneDisplay: row.phone_display,
    whatsapp: row.whatsapp,
    email: row.email,
    careersEmail: row.careers_email,
    orn: row.orn,
    openingHours: row.opening_hours,
    copyrightYear: Number(row.copyright_year),
    social,
    logoPath: row.logo_path,
    demo: demoRow !== undefined,
    settings: {
      youtubeChannelId: row.youtube_channel_id,
      leadNotifyEmail: row.lead_notify_email,
      viewing: { days: row.viewing_days.split(",").map(Number), start: row.viewing_start, end: row.viewing_end, slotMinutes: Number(row.viewing_slot_minutes) },
    },
    offices: offices.map((o) => ({
      name: { en: o.name_en, ar: o.name_ar },
      building: { en: o.building_en, ar: o.building_ar },
      street: { en: o.street_en, ar: o.street_ar },
      area: { en: o.area_en, ar: o.area_ar },
      city: { en: o.city_en, ar: o.city_ar },
      country: { en: o.country_en, ar: o.country_ar },
      mapEmbedUrl: o.map_embed_url,
      lat: Number(o.lat),
      lng: Number(o.lng),
    })),
  };
}

let lastKnown: Brokerage | undefined;

/** The identity was never written: the site is being set up (npm run setup, /admin/setup). */
export class BrokerageMissingError extends Error {
  constructor() {
    super("The brokerage's identity is missing: run `npm run setup` (or use /admin/setup), or seed the demo (npm run db:seed)");
    this.name = "BrokerageMissingError";
  }
}

/** Whether the brokerage's identity exists (the same cached read as the identity). Public pages wait for it (server/setup-gate.ts). */
export async function brokerageExists(db: Db): Promise<boolean> {
  return (await identity.get("identity", () => loadBrokerage(db))) !== null;
}

/** The brokerage's identity, in the language asked for. Throws BrokerageMissingError when it was never written. */
export async function readBrokerage(db: Db, lang: Lang = "en"): Promise<Brokerage> {
  const stored = await identity.get("identity", () => loadBrokerage(db));
  if (!stored) throw new BrokerageMissingError();
  const { settings: _settings, ...shown } = stored;
  const b: Brokerage = {
    ...shown,
    name: pick(stored.name, lang),
    shortName: pick(stored.shortName, lang),
    legalName: pick(stored.legalName, lang),
    offices: stored.offices.map((o) => ({
      ...o,
      name: pick(o.name, lang),
      building: pick(o.building, lang),
      street: pick(o.street, lang),
      area: pick(o.area, lang),
      city: pick(o.city, lang),
      country: pick(o.country, lang),
    })),
  };
  if (lang === "en") lastKnown = b;
  return b;
}

/**
 * The brokerage's settings stored by an editor (the same cached read as the identity): each null
 * when not set, so the caller falls back to its environment value (stored wins when set).
 */
export async function readBrokerageSettings(db: Db): Promise<BrokerageSettings> {
  const stored = await identity.get("identity", () => loadBrokerage(db));
  return stored?.settings ?? { youtubeChannelId: null, leadNotifyEmail: null, viewing: DEFAULT_VIEWING };
}

/**
 * The identity as last read, for pages made when the database cannot be asked (the last-resort
 * error page, server/error-page.ts): undefined until a request has read it.
 */
export function lastKnownBrokerage(): Brokerage | undefined {
  return lastKnown;
}
