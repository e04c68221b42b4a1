/**
 * `npm run totp:rotate-key`: seals every stored second-factor secret with the key in TOTP_KEY.
 * To rotate: set TOTP_KEY_PREVIOUS to the key in use and TOTP_KEY to a new one (`openssl rand -hex 32`)
 * on every instance, run this once, then remove TOTP_KEY_PREVIOUS. Secrets stored before encryption
 * are sealed too. Exits 1, naming the accounts, when a secret is sealed with a key not configured.
 */
import { parseEnv } from "../app/platform/env.server.ts";
import { createDb } from "../app/platform/db/client.server.ts";
import { migrateToLatest } from "../app/platform/db/migrate.server.ts";
import { resealTotpSecrets, totpKeys } from "../app/modules/staff/totp.server.ts";

let env;
try {
  env = parseEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
if (!env.TOTP_KEY) console.warn("totp:rotate-key: TOTP_KEY is not set: the secrets are sealed with the key derived from FORM_SECRET (set TOTP_KEY in production).");
const { db } = createDb(env.DATABASE_URL);
try {
  await migrateToLatest(db);
  const { changed, unreadable } = await resealTotpSecrets(db, totpKeys(env));
  console.log(`totp:rotate-key: ${changed} second-factor ${changed === 1 ? "secret" : "secrets"} sealed with the current key.`);
  if (unreadable.length) {
    console.error(`totp:rotate-key: no configured key opens the secrets of staff ${unreadable.join(", ")}: set TOTP_KEY_PREVIOUS to the key that sealed them and run again.`);
    process.exitCode = 1;
  }
} finally {
  await db.destroy();
}
