/**
 * The one-time setup page's token (/admin/setup), as the WordPress, Ghost and Grafana installers
 * do it: while no admin exists, each server prints a random token in its log at start, and only
 * someone who can read that log can set the site up from a browser. The database keeps only the
 * token's SHA-256 (table setup_tokens), so any instance behind the load balancer accepts a token
 * another printed; a token is compared in constant time, lives a day at most, and is of no use
 * (and deleted) once an admin exists.
 */
import crypto from "node:crypto";
import type { Db } from "../../platform/db/client.server.ts";

const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

const sha256 = (token: string) => crypto.createHash("sha256").update(token, "utf8").digest();

export async function adminExists(db: Db): Promise<boolean> {
  return Boolean(await db.selectFrom("staff").select("id").where("role", "=", "admin").limit(1).executeTakeFirst());
}

/** A new token for this server's log (its hash stored); tokens older than a day are dropped. */
export async function issueSetupToken(db: Db, now = new Date()): Promise<string> {
  const token = crypto.randomBytes(24).toString("base64url");
  await db.deleteFrom("setup_tokens").where("created_at", "<", new Date(now.getTime() - TOKEN_LIFETIME_MS).toISOString()).execute();
  await db.insertInto("setup_tokens").values({ hash: sha256(token).toString("hex"), created_at: now.toISOString() }).execute();
  return token;
}

/** Whether `token` is one a server printed in the last day, while no admin exists. */
export async function checkSetupToken(db: Db, token: string, now = new Date()): Promise<boolean> {
  if (await adminExists(db)) return false;
  const given = sha256(token);
  const rows = await db
    .selectFrom("setup_tokens")
    .select("hash")
    .where("created_at", ">=", new Date(now.getTime() - TOKEN_LIFETIME_MS).toISOString())
    .execute();
  let found = false;
  // Every stored hash is compared, each in constant time: the answer's timing tells nothing.
  for (const r of rows) found = crypto.timingSafeEqual(given, Buffer.from(r.hash, "hex")) || found;
  return found;
}

export async function clearSetupTokens(db: Db): Promise<void> {
  await db.deleteFrom("setup_tokens").execute();
}
