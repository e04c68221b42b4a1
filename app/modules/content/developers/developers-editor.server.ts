/**
 * Developers as the back office edits them: name, slug, description, logo, picture,
 * the head office's emirate and map position, and whether the site shows the developer, in
 * English and Arabic, as one revisable record (kind
 * "developer", key its id), the way areas are (areas.server.ts). The description goes through
 * the sanitiser the developer page uses. A changed slug keeps the old one in slug_redirects, so
 * the old address answers 301 (lib/project-list.server.ts); the sitemap, canonical link and
 * structured data read the new one at once (the change moves the data version).
 */
import type { Db } from "../../../platform/db/client.server.ts";
import { sanitizeDescription } from "../../../platform/sanitize.server.ts";
import { z } from "zod";
import { DEVELOPER_EDITOR, developerSchema, type DeveloperSnapshot } from "./developer-form.ts";
import { changeRecord, type Revisable } from "../revisions/revisions.server.ts";
import { moveSlug } from "../slug-moves.server.ts";
import type { Actor } from "../../staff/index.ts";
import type { Tx } from "../../../platform/cache/write.server.ts";
import { refreshPlaces } from "../../places/index.server.ts";
import { FieldsError } from "../editing/field-errors.server.ts";
import type { RecordEditorServer } from "../editing/record-editor.server.ts";
import { emirateChoices } from "../areas/areas.server.ts";
import { developerPictureAlt } from "./picture-alt.ts";

const idOf = (key: string) => (/^\d{1,12}$/.test(key) ? Number(key) : 0);

export async function readDeveloper(trx: Tx | Db, key: string): Promise<DeveloperSnapshot | null> {
  const r = await trx.selectFrom("developers").selectAll().where("id", "=", idOf(key)).executeTakeFirst();
  if (!r) return null;
  return {
    name: { en: r.name, ar: r.name_ar },
    slug: r.page_url,
    description: { en: r.description_html, ar: r.description_html_ar },
    logoPath: r.logo_path,
    active: Number(r.is_active) === 1,
    emirateId: r.emirate_id === null ? null : Number(r.emirate_id),
    imagePath: r.image_path,
    lat: r.lat === null ? null : Number(r.lat),
    lng: r.lng === null ? null : Number(r.lng),
  };
}

/** The developer's schema (developer-form.ts, the form's rules) with its description sanitised; a refusal is a ZodError. */
function parseDeveloper(input: unknown): DeveloperSnapshot {
  const d = z.parse(developerSchema, input);
  const description = { en: sanitizeDescription(d.description.en), ar: d.description.ar === null ? null : sanitizeDescription(d.description.ar) || null };
  return z.parse(developerSchema, { ...d, description });
}

async function writeDeveloper(trx: Tx, key: string, d: DeveloperSnapshot): Promise<void> {
  const id = idOf(key);
  const [taken, emirate, current] = await Promise.all([
    trx.selectFrom("developers").select("id").where("page_url", "=", d.slug).where("id", "!=", id).executeTakeFirst(),
    d.emirateId ? trx.selectFrom("emirates").select("id").where("id", "=", d.emirateId).executeTakeFirst() : null,
    trx.selectFrom("developers").select("page_url").where("id", "=", id).executeTakeFirstOrThrow(),
  ]);
  // The same field-message error as the area editor's: one refusal shape for the editors.
  const errors: Record<string, string> = {};
  if (taken) errors.slug = "Another developer has this address: choose another slug.";
  if (d.emirateId && !emirate) errors.emirateId = "Choose an emirate";
  if (Object.keys(errors).length) throw new FieldsError(errors);
  await trx
    .updateTable("developers")
    .set({
      name: d.name.en,
      name_ar: d.name.ar,
      page_url: d.slug,
      description_html: d.description.en,
      description_html_ar: d.description.ar,
      logo_path: d.logoPath,
      is_active: d.active ? 1 : 0,
      // Absent in a revision older than these fields: left as they are.
      ...(d.emirateId === undefined ? {} : { emirate_id: d.emirateId }),
      ...(d.imagePath === undefined ? {} : { image_path: d.imagePath }),
      ...(d.lat === undefined || d.lng === undefined ? {} : { lat: d.lat, lng: d.lng }),
    })
    .where("id", "=", id)
    .execute();
  await moveSlug(trx, "developer", id, current.page_url, d.slug);
  await refreshPlaces(trx, { developer: [id] });
}

export const developerRecord: Revisable<DeveloperSnapshot> = { kind: "developer", read: readDeveloper, parse: parseDeveloper, write: writeDeveloper };

/** An editor's save of one developer (RevisionNotFoundError for an unknown id; ZodError or FieldsError for a bad one). */
export async function saveDeveloper(db: Db, actor: Actor | null, id: number, input: unknown): Promise<DeveloperSnapshot> {
  return changeRecord(db, actor, developerRecord, String(id), "update", () => input);
}

type DeveloperRow = { id: number; name: string; slug: string; logoPath: string | null; active: boolean; projects: number };

/** Every developer, shown on the site or not, with its number of projects, for the back office's list. */
export async function listDevelopersForStaff(db: Db): Promise<DeveloperRow[]> {
  const rows = await db
    .selectFrom("developers as d")
    .select((eb) => [
      "d.id",
      "d.name",
      "d.page_url",
      "d.logo_path",
      "d.is_active",
      eb.selectFrom("projects as p").select(eb.fn.countAll<number>().as("n")).whereRef("p.developer_id", "=", "d.id").as("projects"),
    ])
    .orderBy("d.name")
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, slug: r.page_url, logoPath: r.logo_path, active: Number(r.is_active) === 1, projects: Number(r.projects ?? 0) }));
}

/** The developer editor's server half (routes/admin/developer-edit.tsx). */
export const DEVELOPER_EDITOR_SERVER: RecordEditorServer<DeveloperSnapshot> = {
  editor: DEVELOPER_EDITOR,
  read: (db, id) => readDeveloper(db, String(id)),
  update: (db, actor, id, input) => saveDeveloper(db, actor, id, input),
  choices: async (db) => ({ emirates: (await emirateChoices(db)).map((e) => ({ id: e.id, label: e.name })) }),
  mediaAlt: { logoPath: (name) => `${name} logo`, imagePath: developerPictureAlt },
  unnamed: "the developer",
};
