/**
 * The brokerage as the back office edits it (admins only): its names, logo, phones,
 * e-mails, ORN, offices with their map positions, social links, the YouTube channel of the
 * shorts and the address new leads are announced to, as one revisable record (kind "brokerage",
 * key "identity") written by the content service's `writeBrokerage`. The site reads it through
 * the cached content module (app/modules/content/pages/read-content.server.ts): the change moves the data version,
 * so the header, footer, contact page, structured data and mails show it on the next request on
 * every instance.
 */
import type { Db } from "../../../platform/db/client.server.ts";
import { z } from "zod";
import { BROKERAGE_FORM, brokerageSchema, type BrokerageSnapshot } from "./brokerage-form.ts";
import type { LocalText } from "../editing/record-fields.ts";
import { checkForm } from "../editing/record-form.ts";
import { editorFieldErrors } from "../editing/field-errors.server.ts";
import { writeBrokerage } from "../pages/write-content.server.ts";
import { saveWithImages, type EditorPost, type EditorResult } from "../editing/editor-post.server.ts";
import { changeRecord, recordRevision, type Revisable } from "../revisions/revisions.server.ts";
import { recordAudit } from "../../staff/index.server.ts";
import type { Actor } from "../../staff/index.ts";
import { writeChange, type Tx } from "../../../platform/cache/write.server.ts";

export type { BrokerageSnapshot } from "./brokerage-form.ts";

const local = (en: string, ar: string | null): LocalText => ({ en, ar });

export async function readBrokerageRecord(trx: Tx | Db, key: string): Promise<BrokerageSnapshot | null> {
  if (key !== "identity") return null;
  const [r, offices] = await Promise.all([
    trx.selectFrom("brokerage").selectAll().where("id", "=", 1).executeTakeFirst(),
    trx.selectFrom("brokerage_offices").selectAll().orderBy("position").execute(),
  ]);
  if (!r) return null;
  const social: BrokerageSnapshot["social"] = {};
  if (r.facebook_url) social.facebook = r.facebook_url;
  if (r.linkedin_url) social.linkedin = r.linkedin_url;
  if (r.instagram_url) social.instagram = r.instagram_url;
  if (r.youtube_url) social.youtube = r.youtube_url;
  return {
    name: local(r.name_en, r.name_ar),
    shortName: local(r.short_name_en, r.short_name_ar),
    legalName: local(r.legal_name_en, r.legal_name_ar),
    phone: r.phone,
    phoneDisplay: r.phone_display,
    whatsapp: r.whatsapp,
    email: r.email,
    careersEmail: r.careers_email,
    orn: r.orn,
    openingHours: r.opening_hours,
    copyrightYear: Number(r.copyright_year),
    offices: offices.map((o) => ({
      name: local(o.name_en, o.name_ar),
      building: local(o.building_en, o.building_ar),
      street: local(o.street_en, o.street_ar),
      area: local(o.area_en, o.area_ar),
      city: local(o.city_en, o.city_ar),
      country: local(o.country_en, o.country_ar),
      mapEmbedUrl: o.map_embed_url,
      lat: Number(o.lat),
      lng: Number(o.lng),
    })),
    social,
    logoPath: r.logo_path,
    youtubeChannelId: r.youtube_channel_id,
    leadNotifyEmail: r.lead_notify_email,
    viewingDays: r.viewing_days,
    viewingStart: r.viewing_start,
    viewingEnd: r.viewing_end,
    viewingSlotMinutes: Number(r.viewing_slot_minutes),
  };
}

export const brokerageRecord: Revisable<BrokerageSnapshot> = {
  kind: "brokerage",
  read: readBrokerageRecord,
  parse: (input) => z.parse(brokerageSchema, input),
  write: (trx, _key, snapshot) => writeBrokerage(trx, snapshot),
};

export async function saveBrokerageRecord(db: Db, actor: Actor | null, input: unknown): Promise<BrokerageSnapshot> {
  if (await readBrokerageRecord(db, "identity")) return changeRecord(db, actor, brokerageRecord, "identity", "update", () => input);
  // None yet (a site whose demo was removed, its staff kept): the first identity, as `npm run setup` writes one.
  const after = brokerageRecord.parse(input);
  await writeChange(db, async (trx) => {
    await writeBrokerage(trx, after);
    await recordRevision(trx, actor, { kind: "brokerage", key: "identity", action: "create", before: null, after });
    await recordAudit(trx, actor, { action: "create", entity: "brokerage", entityId: "identity" });
  });
  return after;
}

/** The brokerage editor's save: messages by field, nothing written on a refusal. */
export async function brokerageEditorAction(db: Db, actor: Actor, post: Extract<EditorPost, { ok: true }>): Promise<EditorResult> {
  const current = await readBrokerageRecord(db, "identity");
  return saveWithImages({
    db,
    actor,
    post,
    slots: [{ field: "logoFile", remove: "removeLogo", target: "logoPath", alt: `${current?.name.en ?? post.values["name.en"] ?? "The brokerage"} logo` }],
    current: { logoPath: current?.logoPath ?? null },
    check: (values) => checkForm(BROKERAGE_FORM, values),
    build: (values, images) => ({ ...BROKERAGE_FORM.fromValues(values), ...images }),
    save: (input) => saveBrokerageRecord(db, actor, input),
    fieldErrorsOf: editorFieldErrors,
    message: "The brokerage was not saved: please correct the marked fields.",
  });
}
