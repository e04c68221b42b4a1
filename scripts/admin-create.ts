/**
 * `npm run admin:create -- --email <email> --name <name>`: creates an admin account from the
 * shell (the first one, or a way back in). The password comes from ADMIN_PASSWORD or is asked at
 * a prompt (hidden when typing at a terminal, asked twice); a weak one is refused with the reason.
 * Migrates the database first, so it works before the server has ever started. On first sign-in
 * the admin is asked to set up two-step sign-in.
 */
import { parseArgs } from "node:util";
import { parseEnv } from "../app/platform/env.server.ts";
import { createDb } from "../app/platform/db/client.server.ts";
import { migrateToLatest } from "../app/platform/db/migrate.server.ts";
import { createStaff, StaffError } from "../app/modules/staff/staff.server.ts";
import { passwordProblem } from "../app/modules/staff/schemas.ts";
import { askSecret as ask } from "./prompt.ts";

function fail(message: string): never {
  console.error(`admin:create: ${message}`);
  process.exit(1);
}

const { values } = parseArgs({ options: { email: { type: "string" }, name: { type: "string" } }, strict: true });
if (!values.email || !values.name) fail("usage: npm run admin:create -- --email <email> --name <name>   (password from ADMIN_PASSWORD or a prompt)");

let password = process.env.ADMIN_PASSWORD;
if (password === undefined || password === "") {
  password = await ask("Password for the new admin: ");
  const problem = passwordProblem(password);
  if (problem) fail(`password refused: ${problem}`);
  if (process.stdin.isTTY && (await ask("The same password again: ")) !== password) fail("the two passwords are not the same.");
}
const problem = passwordProblem(password);
if (problem) fail(`password refused: ${problem}`);

const env = parseEnv();
const { db, dialect } = createDb(env.DATABASE_URL);
try {
  await migrateToLatest(db);
  const id = await createStaff(db, null, { email: values.email, name: values.name, role: "admin", password });
  console.log(`Admin #${id} created on ${dialect}: ${values.email.trim().toLowerCase()}.`);
  console.log(`Sign in at ${env.SITE_URL.replace(/\/$/, "")}/admin/sign-in; you will be asked to set up two-step sign-in first.`);
} catch (error) {
  if (error instanceof StaffError) fail(Object.values(error.fieldErrors).join(" "));
  throw error;
} finally {
  await db.destroy();
}
