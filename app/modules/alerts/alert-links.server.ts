/**
 * The signed links of the visitor alerts: confirm (double opt-in), unsubscribe (one
 * click, also the List-Unsubscribe address) and manage (the address's alerts). Visitors never sign
 * in, so the link is the proof: `<alert id>.<signature>` (confirm adds its issue time, and lapses
 * after CONFIRM_LIFETIME_MS), signed with the lead forms' key (FORM_SECRET, FormGuard.signLink)
 * over the purpose, the alert and its mailbox. Nothing is stored for a link: a forged or altered
 * one fails the signature; the alert's row supplies the mailbox to check against.
 */
import type { FormGuard } from "../leads/index.server.ts";
import { safeEqual } from "../leads/index.server.ts";
import { localizePath, type Locale } from "../../platform/i18n/locale.ts";

export type LinkSigner = Pick<FormGuard, "signLink">;
export type LinkPurpose = "confirm" | "unsubscribe" | "manage";
type SignedAlert = { id: number; recipient: string };

export const CONFIRM_LIFETIME_MS = 7 * 24 * 60 * 60_000;
const ALERT_PATHS = { save: "/alerts", confirm: "/alerts/confirm", unsubscribe: "/alerts/unsubscribe", manage: "/alerts/manage" } as const;

const payload = (purpose: LinkPurpose, a: SignedAlert, issued = "") => `alert-${purpose}:${a.id}:${a.recipient}:${issued}`;

export function alertToken(signer: LinkSigner, purpose: LinkPurpose, a: SignedAlert, now = new Date()): string {
  if (purpose === "confirm") {
    const issued = now.getTime().toString(36);
    return `${a.id}.${issued}.${signer.signLink(payload(purpose, a, issued))}`;
  }
  return `${a.id}.${signer.signLink(payload(purpose, a))}`;
}

/** The alert id a token names (before its signature is checked against the alert's row), or null. */
export function tokenAlertId(token: string | undefined): number | null {
  const m = /^(\d{1,10})\./.exec(token ?? "");
  const id = m ? Number(m[1]) : 0;
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** Whether `token` is this alert's link for `purpose` (and, for confirm, not yet lapsed). */
export function checkAlertToken(signer: LinkSigner, purpose: LinkPurpose, a: SignedAlert, token: string, now = new Date()): boolean {
  if (token.length > 120) return false;
  const parts = token.split(".");
  if (purpose === "confirm") {
    if (parts.length !== 3) return false;
    const [id, issued, sig] = parts as [string, string, string];
    const at = Number.parseInt(issued, 36);
    if (id !== String(a.id) || !Number.isFinite(at) || now.getTime() - at > CONFIRM_LIFETIME_MS || at - now.getTime() > 60_000) return false;
    return safeEqual(sig, signer.signLink(payload(purpose, a, issued)));
  }
  if (parts.length !== 2) return false;
  const [id, sig] = parts as [string, string];
  return id === String(a.id) && safeEqual(sig, signer.signLink(payload(purpose, a)));
}

/** A signed link's address, to the page in the alert's language (`/ar/alerts/…` for an alert saved on an Arabic page). */
export function alertUrl(siteUrl: string, signer: LinkSigner, purpose: LinkPurpose, a: SignedAlert, now = new Date(), locale: Locale = "en"): string {
  return `${siteUrl.replace(/\/$/, "")}${localizePath(ALERT_PATHS[purpose], locale)}/${alertToken(signer, purpose, a, now)}`;
}
