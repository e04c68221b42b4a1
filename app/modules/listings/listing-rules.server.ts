/**
 * The rules a listing write must pass before anything is written: the kind's schema
 * (listing-input.ts), the Dubai permit rule for the shown states, the life cycle's own moves
 * (only a unit for rent is rented), an agent's own profile, references that exist and CRM
 * references used once. A refusal is a ListingError with messages keyed by the form's field
 * names (a batch's by position: `3.title`); nothing is written.
 */
import type { Tx } from "../../platform/cache/write.server.ts";
import { RENT_PURPOSE_ID } from "../../platform/constants.ts";
import { LISTING_SCHEMAS, isShownState, type ListingKind, type ListingState, type ListingValues, type ProjectValues, type UnitValues } from "./listing-input.ts";

/** A listing's table by kind. */
export const TABLE = { unit: "units", project: "projects" } as const;

export type FieldErrors = Record<string, string[]>;

/** Why a listing write was refused; `fieldErrors` are keyed by the form's field names. */
export class ListingError extends Error {
  readonly code: "invalid" | "not_found" | "conflict";
  readonly fieldErrors: FieldErrors;
  constructor(code: "invalid" | "not_found" | "conflict", message: string, fieldErrors: FieldErrors = {}) {
    super(message);
    this.name = "ListingError";
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

/** An agent may list only under its own profile (admins and editors under any). */
export function checkAgent(scope: number | null, agentId: number, prefix = ""): void {
  if (scope !== null && agentId !== scope) {
    throw new ListingError("invalid", "You can only put listings under your own agent profile.", { [`${prefix}agentId`]: ["You can only choose your own agent profile."] });
  }
}

/** The UTC day of `now` (YYYY-MM-DD): a permit is valid through its expiry day. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The Dubai rule's messages for a listing that would be shown, or none when its permit is good. */
export function permitProblems(p: { permitNumber: string; permitAuthority: string | null; permitExpiresOn: string | null }, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  if (!p.permitNumber) errors.permitNumber = ["A listing can be published only with its advertising permit number."];
  if (!p.permitAuthority) errors.permitAuthority = ["Say which authority issued the permit."];
  if (!p.permitExpiresOn) errors.permitExpiresOn = ["Give the permit's expiry date."];
  else if (p.permitExpiresOn < utcDay(now)) errors.permitExpiresOn = [`The permit expired on ${p.permitExpiresOn}; renew it before publishing.`];
  return errors;
}

/** The kind's schema's values, or a ListingError with its messages (keyed `prefix` + the field's path). */
export function parseListing<K extends ListingKind>(kind: K, input: unknown, prefix = ""): ListingValues[K] {
  const result = LISTING_SCHEMAS[kind].safeParse(input);
  if (result.success) return result.data as ListingValues[K];
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = prefix + (issue.path.join(".") || "form");
    (fieldErrors[key] ??= []).push(issue.message);
  }
  throw new ListingError("invalid", `The ${kind} was not saved: please correct the marked fields.`, fieldErrors);
}

export function checkState(kind: ListingKind, v: { state: ListingState; purposeId?: number }, now: Date, permit: Parameters<typeof permitProblems>[0], prefix = ""): void {
  const errors: FieldErrors = {};
  if (isShownState(v.state)) Object.assign(errors, permitProblems(permit, now));
  if (v.state === "rented" && (kind === "project" || v.purposeId !== RENT_PURPOSE_ID)) errors.state = ["Only a unit for rent can be rented."];
  if (v.state === "sold" && kind === "unit" && v.purposeId === RENT_PURPOSE_ID) errors.state = ["A unit for rent is rented, not sold."];
  const keys = Object.keys(errors);
  if (keys.length) {
    const prefixed = Object.fromEntries(keys.map((k) => [prefix + k, errors[k]!]));
    throw new ListingError("invalid", `The ${kind} cannot be ${v.state.replace("_", " ")}: ${Object.values(errors).flat().join(" ")}`, prefixed);
  }
}

type RefTable = "areas" | "agents" | "developers" | "projects" | "purposes" | "statuses" | "property_types" | "bedrooms" | "bathrooms";

/**
 * The referenced ids each transaction has already found, so a group of writes in one transaction
 * (an import's few hundred listings) asks once per table and id, not once per listing. Only ids
 * seen to exist are kept, and only for that transaction (the foreign keys still hold the rows).
 */
const foundInTransaction = new WeakMap<Tx, Map<RefTable, Set<number>>>();

/** Every referenced row exists (one query per table for a whole batch), else a field message. */
export async function checkReferences(trx: Tx, kind: ListingKind, values: (UnitValues | ProjectValues)[]): Promise<void> {
  let known = foundInTransaction.get(trx);
  if (!known) foundInTransaction.set(trx, (known = new Map()));
  const wanted: [RefTable, string, (v: UnitValues | ProjectValues) => (number | null)[]][] = [
    ["areas", "areaId", (v) => [v.areaId]],
    ["agents", "agentId", (v) => [v.agentId]],
    ["developers", "developerId", (v) => [v.developerId]],
    ["statuses", "statusId", (v) => [v.statusId]],
    ["property_types", "typeId", (v) => [v.typeId]],
  ];
  if (kind === "unit") {
    const u = (v: UnitValues | ProjectValues) => v as UnitValues;
    wanted.push(["projects", "projectId", (v) => [u(v).projectId]], ["purposes", "purposeId", (v) => [u(v).purposeId]]);
    wanted.push(["bedrooms", "bedroomId", (v) => [u(v).bedroomId]], ["bathrooms", "bathroomId", (v) => [u(v).bathroomId]]);
  } else {
    wanted.push(["bedrooms", "bedroomIds", (v) => (v as ProjectValues).bedroomIds ?? []]);
  }
  const errors: FieldErrors = {};
  for (const [table, field, pick] of wanted) {
    let seen = known.get(table);
    if (!seen) known.set(table, (seen = new Set()));
    const ids = [...new Set(values.flatMap(pick).filter((x): x is number => x !== null && !seen.has(x)))];
    if (!ids.length) continue;
    const found = new Set((await trx.selectFrom(table).select("id").where("id", "in", ids).execute()).map((r) => r.id));
    for (const x of found) seen.add(x);
    const missing = ids.filter((x) => !found.has(x));
    if (missing.length) errors[field] = [`No such ${field.replace(/Ids?$/, "")}: ${missing.join(", ")}.`];
  }
  if (Object.keys(errors).length) throw new ListingError("invalid", `The ${kind} was not saved: it refers to rows that do not exist.`, errors);
}

export async function checkUnique(trx: Tx, kind: ListingKind, values: (UnitValues | ProjectValues)[], exceptId?: number): Promise<void> {
  const refs = values.map((v) => v.crmRef).filter((x): x is string => x !== null);
  if (new Set(refs).size !== refs.length) throw new ListingError("conflict", "Two listings of the batch have the same CRM reference.", { crmRef: ["Each CRM reference once."] });
  if (!refs.length) return;
  let q = trx.selectFrom(TABLE[kind]).select(["crm_ref"]).where("crm_ref", "in", refs);
  if (exceptId !== undefined) q = q.where("id", "<>", exceptId);
  const taken = await q.execute();
  if (taken.length) throw new ListingError("conflict", `The CRM reference ${taken[0]!.crm_ref} is already used by another ${kind}.`, { crmRef: ["This CRM reference is already used."] });
}
