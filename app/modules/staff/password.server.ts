/**
 * Staff passwords: argon2id (@node-rs/argon2, OWASP's minimum cost: 19 MiB, 2 passes), stored as
 * the PHC string, which carries its own parameters, so raising the cost later needs no migration.
 */
import { hash, verify } from "@node-rs/argon2";

// Algorithm.Argon2id is a const enum, which `verbatimModuleSyntax`-style builds cannot inline: its value.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of nothing anybody knows: checked when the account does not exist, so both cases take as long. */
let decoy: Promise<string> | undefined;

/** False for a wrong password, a missing hash (account without a password yet) or a damaged one. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hashPassword("no account has this password");
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
