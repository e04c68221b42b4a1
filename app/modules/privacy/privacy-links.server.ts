/**
 * The signed links of the privacy pages, signed with the lead forms' key (FORM_SECRET) like the
 * alerts' links: nothing is stored for a link, a forged or altered one fails its signature.
 * - unsubscribe: `<address, base64url>.<signature>`: a marketing mail's way out, for good.
 * - confirm: `<request id>.<issued>.<signature>`: a data request's confirmation, which lapses
 *   after CONFIRM_LIFETIME_MS and works once (the request's status moves on when it is used).
 */
import { safeEqual } from "../leads/index.server.ts";
import { recipientKey } from "../../platform/mail/suppression.server.ts";
import { localizePath, type Locale } from "../../platform/i18n/locale.ts";

type LinkSigner = { signLink(text: string): string };
const CONFIRM_LIFETIME_MS = 48 * 60 * 60_000;

const unsubscribePayload = (email: string) => `privacy-unsubscribe:${recipientKey(email)}`;
const confirmPayload = (id: number, recipient: string, issued: string) => `data-request-confirm:${id}:${recipient}:${issued}`;

export function unsubscribeToken(signer: LinkSigner, email: string): string {
  return `${Buffer.from(email.trim().toLowerCase()).toString("base64url")}.${signer.signLink(unsubscribePayload(email))}`;
}

/** The address an unsubscribe token names, when its signature holds; else null. */
export function unsubscribeAddress(signer: LinkSigner, token: string): string | null {
  const [encoded, sig, ...rest] = token.split(".");
  if (!encoded || !sig || rest.length || token.length > 600) return null;
  const email = Buffer.from(encoded, "base64url").toString("utf8");
  return email.includes("@") && safeEqual(sig, signer.signLink(unsubscribePayload(email))) ? email : null;
}

export function confirmToken(signer: LinkSigner, request: { id: number; recipient: string }, now = new Date()): string {
  const issued = now.getTime().toString(36);
  return `${request.id}.${issued}.${signer.signLink(confirmPayload(request.id, request.recipient, issued))}`;
}

/** The request id a confirm token names (its signature is checked against the row with checkConfirmToken). */
export function confirmTokenId(token: string): number | null {
  const m = /^(\d{1,10})\./.exec(token);
  const id = m ? Number(m[1]) : 0;
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export function checkConfirmToken(signer: LinkSigner, request: { id: number; recipient: string }, token: string, now = new Date()): boolean {
  const parts = token.split(".");
  if (parts.length !== 3 || token.length > 120) return false;
  const [id, issued, sig] = parts as [string, string, string];
  const at = Number.parseInt(issued, 36);
  if (id !== String(request.id) || !Number.isFinite(at) || now.getTime() - at > CONFIRM_LIFETIME_MS || at - now.getTime() > 60_000) return false;
  return safeEqual(sig, signer.signLink(confirmPayload(request.id, request.recipient, issued)));
}

/** A signed link's address, on the page in the visitor's language. */
export function privacyUrl(siteUrl: string, signer: LinkSigner, purpose: "unsubscribe", email: string, locale: Locale): string;
export function privacyUrl(siteUrl: string, signer: LinkSigner, purpose: "confirm", request: { id: number; recipient: string }, locale: Locale): string;
export function privacyUrl(siteUrl: string, signer: LinkSigner, purpose: "unsubscribe" | "confirm", of: string | { id: number; recipient: string }, locale: Locale): string {
  const token = typeof of === "string" ? unsubscribeToken(signer, of) : confirmToken(signer, of);
  return `${siteUrl.replace(/\/$/, "")}${localizePath(`/data-request/${purpose}`, locale)}/${token}`;
}
