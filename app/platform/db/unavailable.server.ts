/**
 * Tells a database that did not answer (a statement cut off by its time limit, a lock waited out,
 * no connection to be had, SQLite busy) from any other failure, so the request gets a 503
 * ("try again in a moment") instead of a 500, and a load balancer can tell.
 */

/** PostgreSQL SQLSTATEs: canceled by statement_timeout, lock not available, shutting down, too many connections, idle transaction cut off. */
const PG_CODES = new Set(["57014", "55P03", "57P01", "57P02", "57P03", "53300", "25P03"]);
/** Connection exceptions (class 08) and Node socket errors. */
const NET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);
/** pg and pg-pool say these in words, without a code. */
const MESSAGES = [/timeout exceeded when trying to connect/i, /Connection terminated/i, /Query read timeout/i];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = String((e as { code?: unknown }).code ?? "");
    if (PG_CODES.has(code) || code.startsWith("08") || NET_CODES.has(code) || /^SQLITE_(BUSY|LOCKED)/.test(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === "string" && MESSAGES.some((m) => m.test(message))) return true;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again (Retry-After). */
export const RETRY_AFTER_S = 5;
