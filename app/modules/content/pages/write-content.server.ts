/**
 * The content service: the one way texts and the brokerage's identity are written (the seed,
 * later the back office). Each function validates its input with zod (a bad input throws a
 * ZodError and changes nothing), then writes in one transaction through `writeChange`, which
 * moves the data version: this process's caches empty at once, other instances' on their next
 * version check. Readers: app/modules/content/pages/read-content.server.ts.
 */
import type { Db } from "../../../platform/db/client.server.ts";
import { writeChange, type Tx } from "../../../platform/cache/write.server.ts";
import { changeRecord, keepDefault, resetToDefault, type Revisable } from "../revisions/revisions.server.ts";
import type { Actor } from "../../staff/index.ts";
import { sanitizeArticle } from "../../../platform/sanitize.server.ts";
import { isHtmlField, isHtmlList } from "./content-page-form.ts";
import { readPageRecord } from "./read-content.server.ts";
import { z } from "zod";
import { brokerageSchema, type BrokerageInput } from "../brokerage/brokerage-form.ts";
import {
  contentPageSchema,
  listChangeSchema,
  textChangeSchema,
  type ContentItem,
  type ContentPage,
  type ContentPageInput,
  type ListChangeInput,
  type TextChangeInput,
} from "./page-schema.ts";

/** A change that names a page text or list that does not exist. */
export class UnknownContentError extends Error {
  constructor(what: string) {
    super(`Unknown content: ${what}`);
    this.name = "UnknownContentError";
  }
}

const BATCH = 200;

async function insertItems(trx: Tx, page: string, list: string, items: ContentItem[], now: string): Promise<void> {
  const rows = items.map((item, position) => ({
    page,
    list,
    position,
    ref: item.ref,
    title_en: item.title.en,
    title_ar: item.title.ar,
    subtitle_en: item.subtitle?.en ?? null,
    subtitle_ar: item.subtitle?.ar ?? null,
    body_en: item.body?.en ?? null,
    body_ar: item.body?.ar ?? null,
    updated_at: now,
  }));
  for (let i = 0; i < rows.length; i += BATCH) await trx.insertInto("content_items").values(rows.slice(i, i + BATCH)).execute();
}

/** Replaces one page's texts and lists with these (already parsed). */
async function replacePage(trx: Tx, page: ContentPage, now: string): Promise<void> {
  await trx.deleteFrom("content_texts").where("page", "=", page.page).execute();
  await trx.deleteFrom("content_items").where("page", "=", page.page).execute();
  const texts = Object.entries(page.texts).map(([field, t]) => ({ page: page.page, field, text_en: t.en, text_ar: t.ar, updated_at: now }));
  for (let i = 0; i < texts.length; i += BATCH) await trx.insertInto("content_texts").values(texts.slice(i, i + BATCH)).execute();
  for (const [list, items] of Object.entries(page.lists)) await insertItems(trx, page.page, list, items, now);
}

/**
 * Writes whole pages (all their texts and lists), replacing what those pages had, inside a
 * transaction whose caller moves the data version: the seed, whose last step moves it once for
 * everything it wrote. Everyone else calls `savePages`. A page's first version is kept as its
 * default (what "reset" in the back office returns to: the spec's texts, as the seed wrote them).
 */
export async function writePages(trx: Tx, input: ContentPageInput[]): Promise<void> {
  const pages = input.map((p) => contentPageSchema.parse(p));
  const now = new Date().toISOString();
  for (const page of pages) {
    await replacePage(trx, page, now);
    await keepDefault(trx, "page", page.page, page);
  }
}

/** Changes one existing text (both languages: an Arabic left out is cleared). */
export async function updateText(db: Db, input: TextChangeInput): Promise<void> {
  const { page, field, text } = textChangeSchema.parse(input);
  await writeChange(db, async (trx) => {
    const result = await trx
      .updateTable("content_texts")
      .set({ text_en: text.en, text_ar: text.ar, updated_at: new Date().toISOString() })
      .where("page", "=", page)
      .where("field", "=", field)
      .executeTakeFirst();
    // Throwing rolls the transaction back: the data version does not move for nothing.
    if (Number(result.numUpdatedRows) === 0) throw new UnknownContentError(`text ${page}/${field}`);
  });
}

/** Replaces one existing list of a page (its items in the order given). */
export async function replaceList(db: Db, input: ListChangeInput): Promise<void> {
  const { page, list, items } = listChangeSchema.parse(input);
  await writeChange(db, async (trx) => {
    const known = await trx.selectFrom("content_texts").select("field").where("page", "=", page).limit(1).executeTakeFirst();
    const had = await trx.selectFrom("content_items").select("position").where("page", "=", page).where("list", "=", list).limit(1).executeTakeFirst();
    if (!known && !had) throw new UnknownContentError(`page ${page}`);
    await trx.deleteFrom("content_items").where("page", "=", page).where("list", "=", list).execute();
    await insertItems(trx, page, list, items, new Date().toISOString());
  });
}

/** Writes the brokerage's identity and its offices as a whole, in a transaction whose caller moves the data version (see writePages). */
export async function writeBrokerage(trx: Tx, input: BrokerageInput): Promise<void> {
  const b = z.parse(brokerageSchema, input);
  const now = new Date().toISOString();
  const row = {
    name_en: b.name.en,
    name_ar: b.name.ar,
    short_name_en: b.shortName.en,
    short_name_ar: b.shortName.ar,
    legal_name_en: b.legalName.en,
    legal_name_ar: b.legalName.ar,
    phone: b.phone,
    phone_display: b.phoneDisplay,
    whatsapp: b.whatsapp,
    email: b.email,
    careers_email: b.careersEmail,
    orn: b.orn,
    opening_hours: b.openingHours,
    copyright_year: b.copyrightYear,
    facebook_url: b.social.facebook ?? null,
    linkedin_url: b.social.linkedin ?? null,
    instagram_url: b.social.instagram ?? null,
    youtube_url: b.social.youtube ?? null,
    logo_path: b.logoPath,
    youtube_channel_id: b.youtubeChannelId,
    lead_notify_email: b.leadNotifyEmail,
    viewing_days: b.viewingDays,
    viewing_start: b.viewingStart,
    viewing_end: b.viewingEnd,
    viewing_slot_minutes: b.viewingSlotMinutes,
    updated_at: now,
  };
  await trx
    .insertInto("brokerage")
    .values({ id: 1, ...row })
    .onConflict((oc) => oc.column("id").doUpdateSet(row))
    .execute();
  await trx.deleteFrom("brokerage_offices").execute();
  // A brokerage set up without an office yet has none (an empty insert is not SQL).
  if (!b.offices.length) return;
  await trx
    .insertInto("brokerage_offices")
    .values(
      b.offices.map((o, position) => ({
        position,
        name_en: o.name.en,
        name_ar: o.name.ar,
        building_en: o.building.en,
        building_ar: o.building.ar,
        street_en: o.street.en,
        street_ar: o.street.ar,
        area_en: o.area.en,
        area_ar: o.area.ar,
        city_en: o.city.en,
        city_ar: o.city.ar,
        country_en: o.country.en,
        country_ar: o.country.ar,
        map_embed_url: o.mapEmbedUrl,
        lat: o.lat,
        lng: o.lng,
      })),
    )
    .execute();
}

/** Writes the brokerage's identity and its offices as a whole, as one change. */
export async function saveBrokerage(db: Db, input: BrokerageInput): Promise<void> {
  await writeChange(db, (trx) => writeBrokerage(trx, input));
}

/* ---- Pages edited in the back office: whole pages, with revisions ---- */


const cleanLocal = (t: { en: string; ar: string | null }) => ({ en: sanitizeArticle(t.en), ar: t.ar === null ? null : sanitizeArticle(t.ar) || null });

/** An edited page: the schema, then its HTML through the sanitiser that blog bodies go through. */
function parseEditedPage(input: unknown): ContentPage {
  const page = contentPageSchema.parse(input);
  const texts = Object.fromEntries(Object.entries(page.texts).map(([field, t]) => [field, isHtmlField(field) ? cleanLocal(t) : t]));
  const lists = Object.fromEntries(
    Object.entries(page.lists).map(([list, items]) => [
      list,
      isHtmlList(list) ? items.map((item) => ({ ...item, body: item.body ? cleanLocal(item.body) : null })) : items,
    ]),
  );
  // Sanitising can empty a text (it held only a script): the schema says again whether that is allowed.
  return contentPageSchema.parse({ page: page.page, texts, lists });
}

/** An edited page as it would be saved (checked and sanitised), for the editor's preview; nothing is written. */
export function previewPage(input: unknown): ContentPage {
  return parseEditedPage(input);
}

export const pageRecord: Revisable<ContentPage> = {
  kind: "page",
  read: readPageRecord,
  parse: parseEditedPage,
  write: (trx, key, page) => {
    if (page.page !== key) throw new UnknownContentError(`page ${page.page} given for ${key}`);
    return replacePage(trx, page, new Date().toISOString());
  },
};

/**
 * An editor's save of one page as a whole (its texts and lists). The page must exist and keep its
 * texts' fields: a field the page does not have, or one left out, is refused (the pages read
 * their texts by those names).
 */
export async function savePage(db: Db, actor: Actor | null, input: ContentPageInput): Promise<ContentPage> {
  const key = String(input.page);
  return changeRecord(db, actor, pageRecord, key, "update", (current) => {
    const given = Object.keys(input.texts ?? {}).sort().join("\n");
    if (given !== Object.keys(current.texts).sort().join("\n")) throw new UnknownContentError(`fields of page ${key}`);
    return input;
  });
}

/** Puts a page back to its default (the texts the seed first wrote). */
export async function resetPage(db: Db, actor: Actor | null, page: string): Promise<ContentPage> {
  return resetToDefault(db, actor, pageRecord, page);
}

type PageSummary = { page: string; texts: number; updatedAt: string };

/** Every page that has texts, by key, for the back office's list. */
export async function listContentPages(db: Db): Promise<PageSummary[]> {
  const rows = await db
    .selectFrom("content_texts")
    .select((eb) => ["page", eb.fn.countAll<number>().as("texts"), eb.fn.max("updated_at").as("updated_at")])
    .groupBy("page")
    .orderBy("page")
    .execute();
  return rows.map((r) => ({ page: r.page, texts: Number(r.texts), updatedAt: String(r.updated_at) }));
}
