/**
 * The market's place aliases as the back office edits them (/admin/market): add one, point one at
 * another place, delete one. Each change re-matches the rows already stored, so the pages need no
 * new import: the DLD names the alias covers (those whose folded name is its key: an area alias's
 * `dld_area`, a project alias's `dld_project`) are read as distinct values, folded here, and every
 * row bearing one is placed again by a PlaceMatcher loaded after the change, exactly as an import
 * would place it (the area, the project within it, the building within it, created if new). A
 * deleted alias therefore un-matches only the rows that matched through it; a name that is also an
 * area's own name goes back to that area. The alias, the rows and the audit entry are written in
 * one transaction; then the figures of every place that gained or lost rows are recomputed, and
 * the data version moves again so the pages drop figures cached in between.
 */
import type { Db } from "../../platform/db/client.server.ts";
import { writeChange, type Tx } from "../../platform/cache/write.server.ts";
import { recordAudit } from "../staff/index.server.ts";
import type { Actor } from "../staff/index.ts";
import { foldName } from "./dld-rows.ts";
import { queueRematch, rematchOutcome, type Rematched } from "./rematch.server.ts";
import { refreshPlaces } from "../places/index.server.ts";
import type { AliasForm, AliasKind } from "./alias-forms.ts";

/** A refusal to show beside a field of the form (`alias`: the name; `place`: the chosen place). */
export class AliasError extends Error {
  readonly field: "alias" | "place";
  constructor(field: "alias" | "place", message: string) {
    super(message);
    this.field = field;
    this.name = "AliasError";
  }
}

type Options = { now?: Date };
const TARGET_TABLE = { area: "areas", project: "projects" } as const;

async function checkTarget(trx: Tx, kind: AliasKind, targetId: number): Promise<void> {
  const found = await trx.selectFrom(TARGET_TABLE[kind]).select("id").where("id", "=", targetId).executeTakeFirst();
  if (!found) throw new AliasError("place", `There is no such ${kind} on the site; choose one from the list.`);
}

async function aliasOf(trx: Tx, id: number) {
  const row = await trx.selectFrom("market_place_aliases").select(["id", "kind", "alias", "alias_key", "target_id"]).where("id", "=", id).executeTakeFirst();
  if (!row || row.kind === "building") throw new AliasError("place", "This alias no longer exists.");
  return { ...row, kind: row.kind as AliasKind, target_id: Number(row.target_id) };
}

/** Runs the change and queues its re-match in one transaction, then waits a little for the job to place the rows. */
async function changeAndRematch(db: Db, now: Date, change: (trx: Tx) => Promise<{ kind: AliasKind; key: string }>): Promise<Rematched> {
  const queued = await writeChange(db, async (trx) => {
    const { kind, key } = await change(trx);
    return queueRematch(trx, kind, key, now);
  });
  return rematchOutcome(db, queued);
}

export async function createMarketAlias(db: Db, actor: Actor, form: AliasForm, opts: Options = {}): Promise<Rematched & { id: number }> {
  const now = opts.now ?? new Date();
  const { kind, targetId } = form.place;
  const key = foldName(form.alias);
  let id = 0;
  const done = await changeAndRematch(db, now, async (trx) => {
    const taken = await trx.selectFrom("market_place_aliases").select("alias").where("kind", "=", kind).where("alias_key", "=", key).executeTakeFirst();
    if (taken) throw new AliasError("alias", `“${taken.alias}” is already an ${kind} alias with the same letters and digits; change its place in the table instead.`);
    await checkTarget(trx, kind, targetId);
    const row = await trx.insertInto("market_place_aliases").values({ kind, alias: form.alias, alias_key: key, target_id: targetId }).returning("id").executeTakeFirstOrThrow();
    id = Number(row.id);
    await refreshPlaces(trx, { [kind]: [targetId] });
    await recordAudit(trx, actor, { action: "create", entity: "market alias", entityId: id, before: null, after: { kind, alias: form.alias, targetId } }, now);
    return { kind, key };
  });
  return { ...done, id };
}

export async function retargetMarketAlias(db: Db, actor: Actor, id: number, form: { place: { kind: AliasKind; targetId: number } }, opts: Options = {}): Promise<Rematched> {
  const now = opts.now ?? new Date();
  return changeAndRematch(db, now, async (trx) => {
    const alias = await aliasOf(trx, id);
    const { kind, targetId } = form.place;
    if (kind !== alias.kind) throw new AliasError("place", `This is an ${alias.kind} alias: choose an ${alias.kind}.`);
    await checkTarget(trx, kind, targetId);
    await trx.updateTable("market_place_aliases").set({ target_id: targetId }).where("id", "=", id).execute();
    await refreshPlaces(trx, { [kind]: [alias.target_id, targetId] });
    await recordAudit(trx, actor, { action: "update", entity: "market alias", entityId: id, before: { targetId: alias.target_id }, after: { targetId } }, now);
    return { kind, key: alias.alias_key };
  });
}

export async function deleteMarketAlias(db: Db, actor: Actor, id: number, opts: Options = {}): Promise<Rematched> {
  const now = opts.now ?? new Date();
  return changeAndRematch(db, now, async (trx) => {
    const alias = await aliasOf(trx, id);
    await trx.deleteFrom("market_place_aliases").where("id", "=", id).execute();
    await refreshPlaces(trx, { [alias.kind]: [alias.target_id] });
    await recordAudit(trx, actor, { action: "delete", entity: "market alias", entityId: id, before: { kind: alias.kind, alias: alias.alias, targetId: alias.target_id }, after: null }, now);
    return { kind: alias.kind, key: alias.alias_key };
  });
}
