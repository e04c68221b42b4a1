/**
 * Agents as the back office edits them: the public profile (name, designation and a
 * short biography in English and Arabic, photo, languages, BRN, phone, WhatsApp, e-mail) and the
 * staff account that works as the agent, as one revisable record (kind "agent", key its id).
 *
 * The link is `staff.agent_id`, which the staff scope already uses (app/modules/staff/scope.ts):
 * an agent account sees the listings and leads of the profile it is linked to. Linking an account
 * here moves it to this profile (one account per profile); unlinking leaves it with none, so it
 * sees nothing until linked again. Only accounts with the agent role can be linked.
 */
import type { Db } from "../../../platform/db/client.server.ts";
import { z } from "zod";
import { AGENT_EDITOR, agentSchema, type AgentSnapshot } from "./agent-form.ts";
import { splitLanguages } from "../../../platform/i18n/language-names.ts";
import { FieldsError } from "../editing/field-errors.server.ts";
import type { RecordEditorServer } from "../editing/record-editor.server.ts";
import { recordAudit } from "../../staff/index.server.ts";
import { changeRecord, recordRevision, type Revisable } from "../revisions/revisions.server.ts";
import type { Actor } from "../../staff/index.ts";
import { writeChange, type Tx } from "../../../platform/cache/write.server.ts";

const idOf = (key: string) => (/^\d{1,12}$/.test(key) ? Number(key) : 0);

export async function readAgent(trx: Tx | Db, key: string): Promise<AgentSnapshot | null> {
  const id = idOf(key);
  const [r, staff] = await Promise.all([
    trx.selectFrom("agents").selectAll().where("id", "=", id).executeTakeFirst(),
    trx.selectFrom("staff").select("id").where("agent_id", "=", id).orderBy("id").executeTakeFirst(),
  ]);
  if (!r) return null;
  return {
    name: { en: r.name, ar: r.name_ar },
    designation: { en: r.designation, ar: r.designation_ar },
    bio: { en: r.bio, ar: r.bio_ar },
    slug: r.slug ?? "",
    public: Number(r.is_public) === 1,
    photoPath: r.avatar_path,
    languages: splitLanguages(r.languages),
    brn: r.brn,
    email: r.email,
    countryCode: r.country_code,
    phone: r.phone,
    whatsapp: r.whatsapp,
    staffId: staff ? Number(staff.id) : null,
  };
}

/** The agent's schema (agent-form.ts, the form's rules); a refusal is a ZodError. */
const parseAgent = (input: unknown): AgentSnapshot => z.parse(agentSchema, input);

async function writeAgent(trx: Tx, key: string, a: AgentSnapshot): Promise<void> {
  const id = idOf(key);
  if (a.staffId !== null) {
    const account = await trx.selectFrom("staff").select(["role"]).where("id", "=", a.staffId).executeTakeFirst();
    if (!account || account.role !== "agent") throw new FieldsError({ staffId: "Choose an account with the agent role." });
  }
  const taken = await trx.selectFrom("agents").select("id").where("slug", "=", a.slug).where("id", "!=", id).executeTakeFirst();
  if (taken) throw new FieldsError({ slug: "Another agent has this address: choose another slug." });
  await trx
    .updateTable("agents")
    .set({
      name: a.name.en,
      name_ar: a.name.ar,
      designation: a.designation.en,
      designation_ar: a.designation.ar,
      bio: a.bio.en,
      bio_ar: a.bio.ar,
      slug: a.slug,
      is_public: a.public ? 1 : 0,
      avatar_path: a.photoPath,
      languages: a.languages.join(", "),
      brn: a.brn,
      email: a.email,
      country_code: a.countryCode,
      phone: a.phone,
      whatsapp: a.whatsapp,
    })
    .where("id", "=", id)
    .execute();
  const now = new Date().toISOString();
  // One account per profile: any other account linked here is unlinked; the chosen one moves here.
  let unlink = trx.updateTable("staff").set({ agent_id: null, updated_at: now }).where("agent_id", "=", id);
  if (a.staffId !== null) unlink = unlink.where("id", "!=", a.staffId);
  await unlink.execute();
  if (a.staffId !== null) await trx.updateTable("staff").set({ agent_id: id, updated_at: now }).where("id", "=", a.staffId).execute();
}

export const agentRecord: Revisable<AgentSnapshot> = { kind: "agent", read: readAgent, parse: parseAgent, write: writeAgent };

/** An editor's save of one agent (RevisionNotFoundError for an unknown id; ZodError or FieldsError for a bad one). */
export async function saveAgent(db: Db, actor: Actor | null, id: number, input: unknown): Promise<AgentSnapshot> {
  return changeRecord(db, actor, agentRecord, String(id), "update", () => input);
}

/** A new agent profile, with its first revision ("create"); returns its id. */
export async function createAgent(db: Db, actor: Actor | null, input: unknown): Promise<number> {
  const a = parseAgent(input);
  return writeChange(db, async (trx) => {
    const row = await trx
      .insertInto("agents")
      .values({ name: a.name.en, designation: a.designation.en, email: a.email, country_code: a.countryCode, phone: a.phone, avatar_path: null, brn: a.brn })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await writeAgent(trx, String(id), a);
    await recordRevision(trx, actor, { kind: "agent", key: String(id), action: "create", before: null, after: a });
    await recordAudit(trx, actor, { action: "create", entity: "agent", entityId: id });
    return id;
  });
}

type AgentRow = { id: number; name: string; designation: string; photoPath: string | null; brn: string; languages: string; listings: number; account: string | null };

/** Every agent with the number of listings and the linked account, for the back office's list. */
export async function listAgentsForStaff(db: Db): Promise<AgentRow[]> {
  const rows = await db
    .selectFrom("agents as a")
    .leftJoin("staff as s", "s.agent_id", "a.id")
    .select((eb) => [
      "a.id",
      "a.name",
      "a.designation",
      "a.avatar_path",
      "a.brn",
      "a.languages",
      "s.email as account",
      eb.selectFrom("units as u").select(eb.fn.countAll<number>().as("n")).whereRef("u.agent_id", "=", "a.id").as("units"),
      eb.selectFrom("projects as p").select(eb.fn.countAll<number>().as("n")).whereRef("p.agent_id", "=", "a.id").as("projects"),
    ])
    .orderBy("a.name")
    .orderBy("a.id")
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    designation: r.designation,
    photoPath: r.avatar_path,
    brn: r.brn,
    languages: r.languages,
    listings: Number(r.units ?? 0) + Number(r.projects ?? 0),
    account: r.account,
  }));
}

/** The accounts with the agent role, for the "linked account" select (with the profile each works as now). */
async function agentAccountChoices(db: Db): Promise<Array<{ id: number; label: string }>> {
  const rows = await db
    .selectFrom("staff as s")
    .leftJoin("agents as a", "a.id", "s.agent_id")
    .select(["s.id", "s.name", "s.email", "a.name as agent_name"])
    .where("s.role", "=", "agent")
    .orderBy("s.name")
    .execute();
  return rows.map((r) => ({ id: Number(r.id), label: `${r.name} (${r.email})${r.agent_name ? `, now works as ${r.agent_name}` : ""}` }));
}

/** The agent editor's server half (routes/admin/agent-edit.tsx): the agent service and the accounts to link. */
export const AGENT_EDITOR_SERVER: RecordEditorServer<AgentSnapshot> = {
  editor: AGENT_EDITOR,
  read: (db, id) => readAgent(db, String(id)),
  update: (db, actor, id, input) => saveAgent(db, actor, id, input),
  create: (db, actor, input) => createAgent(db, actor, input),
  choices: async (db) => ({ accounts: await agentAccountChoices(db) }),
  mediaAlt: { photoPath: (name) => `Photo of ${name}` },
  unnamed: "the agent",
};
