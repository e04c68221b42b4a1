/**
 * Setting the site up (`npm run setup`, /admin/setup): the brokerage's identity through the content
 * service's write path (`writeBrokerage` in a `writeChange`, kept as a revision like an editor's
 * save, so `npm run demo:remove` knows it is the brokerage's own), then the first admin through the
 * staff service's `createStaff`. Running it again with the same values changes nothing: the identity
 * is written only when it differs from the stored one, an existing account is left as it is.
 *
 * An identity that no one changed since the demo seed wrote it (no revision) is the demo's: the
 * brokerage's values replace it whole. One that a person saved is the base: setup's values replace
 * what they name, the rest (Arabic names, other offices, the logo, settings) stays.
 */
import { brokerageSchema, type BrokerageInput } from "../content/index.ts";
import type { Db } from "../../platform/db/client.server.ts";
import { createStaff, StaffError } from "../staff/index.server.ts";
import { createStaffSchema, MESSAGES, passwordProblem } from "../staff/index.ts";
import { formErrors } from "../../ui/form-errors.ts";
import { officeMapEmbed } from "../content/index.ts";
import { identityErrors, siteIdentitySchema, type SiteIdentity } from "./site-setup-schema.ts";
import { readBrokerageRecord, type BrokerageSnapshot } from "../content/index.server.ts";
import { writeBrokerage } from "../content/index.server.ts";
import { recordAudit } from "../staff/index.server.ts";
import { recordRevision } from "../content/index.server.ts";
import { writeChange, type Tx } from "../../platform/cache/write.server.ts";
import { adminExists, checkSetupToken, clearSetupTokens } from "./setup-token.server.ts";

/** Shown until someone gives the real ones in /admin/brokerage (schema.org's openingHours). */
const DEFAULT_OPENING_HOURS = "Mo-Fr 09:00-18:00";

/** A refusal, by field (the form's names, the command's flags in camelCase); nothing was written. */
export class SetupError extends Error {
  readonly fieldErrors: Record<string, string>;
  constructor(fieldErrors: Record<string, string>) {
    super(Object.values(fieldErrors).join(" "));
    this.fieldErrors = fieldErrors;
    this.name = "SetupError";
  }
}

export type NewAdmin = { email: string; name: string; password: string };
type SetupResult = { identity: "created" | "updated" | "unchanged"; admin: "created" | "exists" | "not-asked" };

type Local = { en: string; ar: string | null };
/** The stored Arabic of a text stays while its English is the same. */
const local = (en: string, stored: Local | undefined, ar?: string): Local => ({ en, ar: ar ?? (stored?.en === en ? stored.ar : null) });

/** The stored identity when it is the brokerage's own (a revision exists); null when none or the demo's. */
async function ownIdentity(trx: Tx | Db): Promise<BrokerageSnapshot | null> {
  const changed = await trx.selectFrom("content_revisions").select("id").where("kind", "=", "brokerage").limit(1).executeTakeFirst();
  return changed ? readBrokerageRecord(trx, "identity") : null;
}

/** The whole identity as the content service takes it: setup's values over the brokerage's own stored ones. */
function identityFrom(v: SiteIdentity, base: BrokerageSnapshot | null, extra: { logoPath?: string | null; year: number }): BrokerageInput {
  const name = local(v.name, base?.name, v.nameAr);
  // Derived values follow the value they come from; while it is the same, the stored (perhaps refined) one stays.
  const sameName = base && base.name.en === v.name ? base : null;
  const samePhone = base && base.phone === v.phone.digits ? base : null;
  const office =
    v.officeBuilding !== undefined && v.officeLat !== undefined && v.officeLng !== undefined
      ? (() => {
          const stored = base?.offices[0];
          return {
            name: local(v.officeName ?? stored?.name.en ?? "Head Office", stored?.name),
            building: local(v.officeBuilding, stored?.building),
            street: local(v.officeStreet ?? "", stored?.street),
            area: local(v.officeArea ?? "", stored?.area),
            city: local(v.officeCity ?? "Dubai", stored?.city),
            country: local(stored?.country.en ?? "United Arab Emirates", stored?.country),
            mapEmbedUrl: officeMapEmbed(v.officeLat, v.officeLng),
            lat: v.officeLat,
            lng: v.officeLng,
          };
        })()
      : undefined;
  const social = { ...base?.social };
  for (const network of ["facebook", "linkedin", "instagram", "youtube"] as const) if (v[network]) social[network] = v[network];
  return {
    name,
    shortName: sameName ? sameName.shortName : name,
    legalName: v.legalName ? local(v.legalName, base?.legalName) : sameName ? sameName.legalName : name,
    phone: v.phone.digits,
    phoneDisplay: samePhone ? samePhone.phoneDisplay : v.phone.display,
    whatsapp: v.whatsapp ? v.whatsapp.digits.slice(1) : samePhone ? samePhone.whatsapp : v.phone.digits.slice(1),
    email: v.email,
    careersEmail: base?.email === v.email ? base.careersEmail : v.email,
    orn: v.orn,
    openingHours: v.hours ?? base?.openingHours ?? DEFAULT_OPENING_HOURS,
    copyrightYear: base?.copyrightYear ?? extra.year,
    offices: office ? [office, ...(base?.offices.slice(1) ?? [])] : (base?.offices ?? []),
    social,
    logoPath: extra.logoPath ?? base?.logoPath ?? null,
    youtubeChannelId: base?.youtubeChannelId ?? null,
    leadNotifyEmail: base?.leadNotifyEmail ?? null,
  };
}

/** Writes the identity when it differs from the stored one, as a revision by the system (no person signed in yet). */
async function saveSiteIdentity(db: Db, v: SiteIdentity, opts: { logoPath?: string | null; now?: Date } = {}): Promise<SetupResult["identity"]> {
  const now = opts.now ?? new Date();
  const [stored, base] = await Promise.all([readBrokerageRecord(db, "identity"), ownIdentity(db)]);
  const next = brokerageSchema.parse(identityFrom(v, base, { logoPath: opts.logoPath, year: now.getUTCFullYear() }));
  if (stored && JSON.stringify(brokerageSchema.parse(stored)) === JSON.stringify(next)) return "unchanged";
  await writeChange(db, async (trx) => {
    await writeBrokerage(trx, next);
    await recordRevision(trx, null, { kind: "brokerage", key: "identity", action: stored ? "update" : "create", before: stored, after: next }, now);
    await recordAudit(trx, null, { action: stored ? "update" : "create", entity: "brokerage", entityId: "identity" }, now);
  });
  return stored ? "updated" : "created";
}

/** What is wrong with the first admin's e-mail, name and password (the staff forms' rules), by field. */
export function adminProblems(admin: NewAdmin): Record<string, string> {
  const out: Record<string, string> = {};
  const staff = formErrors(createStaffSchema, { email: admin.email, name: admin.name, role: "admin", agentId: "" });
  if (staff.email) out.adminEmail = staff.email;
  if (staff.name) out.adminName = staff.name;
  const problem = passwordProblem(admin.password);
  if (problem) out.password = problem;
  return out;
}

/**
 * The identity, then the admin: `admin` may be left out only when an admin exists. Everything that
 * can be checked is checked before anything is written (a refusal is a SetupError by field).
 */
export async function setUpSite(db: Db, identity: SiteIdentity, admin: NewAdmin | null, opts: { logoPath?: string | null; now?: Date } = {}): Promise<SetupResult> {
  let existing = false;
  if (admin) {
    const problems = adminProblems(admin);
    if (Object.keys(problems).length) throw new SetupError(problems);
    existing = Boolean(await db.selectFrom("staff").select("id").where("email", "=", admin.email.trim().toLowerCase()).executeTakeFirst());
  } else if (!(await adminExists(db))) {
    throw new SetupError({ adminEmail: "No admin account exists yet: give the first admin's e-mail address and name." });
  }
  const identityResult = await saveSiteIdentity(db, identity, opts);
  let adminResult: SetupResult["admin"] = admin ? "exists" : "not-asked";
  if (admin && !existing) {
    try {
      await createStaff(db, null, { email: admin.email, name: admin.name, role: "admin", password: admin.password }, opts.now);
    } catch (error) {
      if (error instanceof StaffError) throw new SetupError(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, m]) => [k === "email" ? "adminEmail" : k === "name" ? "adminName" : k, m])));
      throw error;
    }
    adminResult = "created";
  }
  // The setup page's tokens are of no use once an admin exists.
  await clearSetupTokens(db);
  return { identity: identityResult, admin: adminResult };
}

/** The setup page's admin fields and the set-up token, besides the identity's. */
export const PAGE_FIELDS = ["token", "adminName", "adminEmail", "password", "confirm"] as const;

type SetupPageResult = { ok: true } | { ok: false; status: 400 | 403; errors: Record<string, string>; message: string };

/**
 * A post of /admin/setup: the token first (a wrong one is refused before anything else is looked
 * at), then every field's message at once, then the setup itself.
 */
export async function setupPageAction(db: Db, values: Record<string, string>, now = new Date()): Promise<SetupPageResult> {
  if (!(await checkSetupToken(db, values.token ?? "", now))) {
    return {
      ok: false,
      status: 403,
      errors: { token: "This is not a valid set-up token: copy the one the server printed in its log when it started (it is valid for a day)." },
      message: "The site was not set up: the set-up token is not right.",
    };
  }
  const admin = { email: values.adminEmail ?? "", name: values.adminName ?? "", password: values.password ?? "" };
  const errors: Record<string, string> = { ...identityErrors(values), ...adminProblems(admin) };
  if (!errors.password && values.password !== values.confirm) errors.confirm = MESSAGES.passwordMismatch;
  const refused = (fieldErrors: Record<string, string>): SetupPageResult => ({ ok: false, status: 400, errors: fieldErrors, message: "The site was not set up: please correct the marked fields." });
  if (Object.keys(errors).length) return refused(errors);
  try {
    await setUpSite(db, siteIdentitySchema.parse(values), admin, { now });
  } catch (error) {
    if (error instanceof SetupError) return refused(error.fieldErrors);
    throw error;
  }
  return { ok: true };
}
