/**
 * `npm run setup`: the brokerage's identity and its first admin in one step, for a site started
 * without the demo (app/modules/setup/site-setup.server.ts does the work). At a terminal it asks for
 * what the flags leave out; for deployments, flags alone:
 *
 *   ADMIN_PASSWORD='…' npm run setup -- --name "Marina Homes" --email info@marinahomes.ae \
 *     --phone "+971 4 555 0123" --orn 12345 --admin-email owner@marinahomes.ae --admin-name "Amira Haddad"
 *
 * Optional: --name-ar, --legal-name, --whatsapp, --hours, --office-name, --office-building,
 * --office-street, --office-area, --office-city, --office-lat, --office-lng, --facebook,
 * --instagram, --linkedin, --youtube, --logo <image file>. The admin flags may be left out once an
 * admin exists. Migrates the database first. Running it again with the same values changes
 * nothing. Exit 2 for bad or missing flags, 1 for a refusal; nothing is written either way.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { parseEnv } from "../app/platform/env.server.ts";
import { createDb, type Db } from "../app/platform/db/client.server.ts";
import { migrateToLatest } from "../app/platform/db/migrate.server.ts";
import { identityErrors, IDENTITY_FIELDS, siteIdentitySchema } from "../app/modules/setup/site-setup-schema.ts";
import { passwordProblem } from "../app/modules/staff/schemas.ts";
import { adminProblems, setUpSite, SetupError, type NewAdmin } from "../app/modules/setup/site-setup.server.ts";
import { adminExists } from "../app/modules/setup/setup-token.server.ts";
import { uploadContentImage } from "../app/modules/content/media-library.server.ts";
import { siteMediaStore } from "../app/platform/media/site-media.server.ts";
import { askLine, askSecret } from "./prompt.ts";

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const FLAGS = [...IDENTITY_FIELDS, "adminEmail", "adminName", "logo"];

function fail(message: string, code = 1): never {
  console.error(`setup: ${message}`);
  process.exit(code);
}

function flags(): Record<string, string | undefined> {
  try {
    const { values } = parseArgs({ options: Object.fromEntries(FLAGS.map((f) => [kebab(f), { type: "string" as const }])), strict: true });
    return Object.fromEntries(FLAGS.map((f) => [f, values[kebab(f)] as string | undefined]));
  } catch (error) {
    fail(`${(error as Error).message}\nFlags: ${FLAGS.map((f) => `--${kebab(f)}`).join(" ")}`, 2);
  }
}
const given = flags();
const interactive = Boolean(process.stdin.isTTY && process.stdout.isTTY);

/** Problems of the flags as given, by flag; at a terminal, asks for the required ones instead. */
async function complete(needAdmin: boolean): Promise<void> {
  const required: Array<[string, string]> = [
    ["name", "The brokerage's name"],
    ["email", "Its e-mail address"],
    ["phone", "Its phone number (+971 …)"],
    ["orn", "Its RERA ORN"],
    ...(needAdmin ? ([["adminEmail", "The first admin's e-mail address"], ["adminName", "The first admin's name"]] as Array<[string, string]>) : []),
  ];
  for (const [field, question] of required) {
    if (given[field] || !interactive) continue;
    given[field] = (await askLine(`${question}: `)).trim();
  }
}

/** The flags checked with the same schemas as the setup page, every problem at once (the password is read after). */
function check(wantsAdmin: boolean): { identity: z.output<typeof siteIdentitySchema> | undefined; problems: string[] } {
  const problems = Object.entries(identityErrors(given)).map(([field, message]) => `--${kebab(field)}: ${message}`);
  if (wantsAdmin) {
    for (const [field, message] of Object.entries(adminProblems({ email: given.adminEmail ?? "", name: given.adminName ?? "", password: "" })))
      if (field !== "password") problems.push(`--${kebab(field)}: ${message}`);
  }
  if (given.logo && !fs.existsSync(given.logo)) problems.push(`--logo: no such file: ${given.logo}`);
  const identity = siteIdentitySchema.safeParse(given);
  return { identity: identity.success ? identity.data : undefined, problems };
}

async function password(): Promise<string> {
  let value = process.env.ADMIN_PASSWORD;
  if (!value) {
    if (!interactive) fail("the admin's password comes from ADMIN_PASSWORD (or a prompt at a terminal).", 2);
    value = await askSecret("Password for the first admin: ");
    const problem = passwordProblem(value);
    if (problem) fail(`password refused: ${problem}`, 2);
    if ((await askSecret("The same password again: ")) !== value) fail("the two passwords are not the same.", 2);
  }
  const problem = passwordProblem(value);
  if (problem) fail(`password refused: ${problem}`, 2);
  return value;
}

async function logoPath(db: Db, name: string): Promise<string | undefined> {
  if (!given.logo) return undefined;
  const file = { field: "logo", name: path.basename(given.logo), bytes: new Uint8Array(fs.readFileSync(given.logo)) };
  const stored = await uploadContentImage(db, siteMediaStore(), null, file, { en: `${name} logo` });
  if (!stored.ok) fail(`--logo: ${stored.reason}`, 2);
  return stored.path;
}

const env = parseEnv();
const { db, dialect } = createDb(env.DATABASE_URL);
try {
  await migrateToLatest(db);
  const needAdmin = !(await adminExists(db));
  await complete(needAdmin);
  const wantsAdmin = needAdmin || Boolean(given.adminEmail || given.adminName);
  const { identity, problems } = check(wantsAdmin);
  if (problems.length || !identity) fail(`nothing was changed:\n  ${problems.join("\n  ")}`, 2);
  const admin: NewAdmin | null = wantsAdmin ? { email: given.adminEmail ?? "", name: given.adminName ?? "", password: await password() } : null;
  const result = await setUpSite(db, identity, admin, { logoPath: await logoPath(db, identity.name) });
  const site = env.SITE_URL.replace(/\/$/, "");
  const said = { created: "written", updated: "updated", unchanged: "unchanged (the same values are stored)" } as const;
  console.log(`The brokerage's identity on ${dialect}: ${said[result.identity]}.`);
  if (result.admin === "created") console.log(`Admin ${admin!.email.trim().toLowerCase()} created: sign in at ${site}/admin/sign-in (you will be asked to set up two-step sign-in first).`);
  else if (result.admin === "exists") console.log(`An account for ${admin!.email.trim().toLowerCase()} exists already: left as it is.`);
  console.log(`The site is open at ${site}/ (more details, offices and the logo: ${site}/admin/brokerage).`);
} catch (error) {
  if (error instanceof SetupError) fail(`nothing was changed: ${Object.entries(error.fieldErrors).map(([f, m]) => `--${kebab(f)}: ${m}`).join(" ")}`);
  throw error;
} finally {
  await db.destroy();
}
