/**
 * `npm run admin:create -- --email <email> --name <name>`: creates an admin account from the
 * shell (the first one, or a way back in). The password comes from ADMIN_PASSWORD or is asked at
 * a prompt (hidden when typing at a terminal, asked twice); a weak one is refused with the reason.
 * Migrates the database first, so it works before the server has ever started. On first sign-in
 * the admin is asked to set up two-step sign-in.
 */
import { parseArgs } from "node:util";
import readline from "node:readline";
import { parseEnv } from "../app/config/env.server.ts";
import { createDb } from "../app/db/client.server.ts";
import { migrateToLatest } from "../app/db/migrate.server.ts";
import { createStaff, StaffError } from "../app/auth/staff.server.ts";
import { passwordProblem } from "../app/auth/schemas.ts";

function fail(message: string): never {
  console.error(`admin:create: ${message}`);
  process.exit(1);
}

/** One line from the terminal without echoing it (stars instead), or a plain line from a pipe. */
function ask(question: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const rl = readline.createInterface({ input });
    return new Promise((resolve) => {
      let done = false;
      rl.once("line", (line) => {
        done = true;
        rl.close();
        resolve(line);
      });
      rl.once("close", () => {
        if (!done) resolve("");
      });
    });
  }
  process.stdout.write(question);
  input.setRawMode(true);
  input.resume();
  input.setEncoding("utf8");
  return new Promise((resolve) => {
    let value = "";
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n" || ch === "\u0004") {
          input.setRawMode(false);
          input.pause();
          input.off("data", onData);
          process.stdout.write("\n");
          resolve(value);
          return;
        }
        if (ch === "\u0003") {
          input.setRawMode(false);
          process.stdout.write("\n");
          process.exit(130);
        }
        if (ch === "\u007f" || ch === "\b") {
          if (value.length) {
            value = value.slice(0, -1);
            process.stdout.write("\b \b");
          }
        } else {
          value += ch;
          process.stdout.write("*");
        }
      }
    };
    input.on("data", onData);
  });
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
