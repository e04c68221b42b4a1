/**
 * A last-resort HTML page for errors that happen outside React Router (the router renders
 * its own friendly 404 and error pages through the root ErrorBoundary). Its few styles are
 * one <style> element allowed by its hash (ERROR_PAGE_CSP_HASH), so the site's
 * Content-Security-Policy needs no 'unsafe-inline' for it.
 */
import crypto from "node:crypto";
import { lastKnownBrokerage } from "../app/content/content.server.ts";

export type ErrorPageStatus = 400 | 403 | 404 | 405 | 413 | 500 | 503;

const TEXTS: Record<ErrorPageStatus, { title: string; text: string }> = {
  400: { title: "Bad request", text: "The address or the request could not be read." },
  403: { title: "Not allowed", text: "This request is not allowed." },
  404: { title: "Page not found", text: "The page you asked for does not exist or has moved." },
  405: { title: "Not allowed", text: "This kind of request is not accepted here." },
  413: { title: "Too large", text: "The request is larger than this site accepts." },
  500: { title: "Something went wrong", text: "We could not show this page just now. Please try again in a moment." },
  503: { title: "Temporarily unavailable", text: "We are very busy just now and could not show this page. Please try again in a moment." },
};

const STYLE = "body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1f2937}";
/** The CSP source that allows the page's <style> element. */
export const ERROR_PAGE_CSP_HASH = `'sha256-${crypto.createHash("sha256").update(STYLE).digest("base64")}'`;

export function errorPageStatus(status: number): ErrorPageStatus {
  return status in TEXTS ? (status as ErrorPageStatus) : status >= 500 ? 500 : 400;
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/**
 * The brokerage's name and phone as the site last read them (app/content): this page must not ask
 * the database, which may be what failed. Before any page was served it goes without them.
 */
export function errorPage(status: ErrorPageStatus): string {
  const { title, text } = TEXTS[status];
  const b = lastKnownBrokerage();
  const pageTitle = b ? `${title} | ${escapeHtml(b.name)}` : title;
  const call = b ? ` or call us on <a href="tel:${escapeHtml(b.phone)}">${escapeHtml(b.phoneDisplay)}</a>` : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${pageTitle}</title><meta name="robots" content="noindex"><style>${STYLE}</style></head><body><h1>${title}</h1><p>${text}</p><p><a href="/">Go to the home page</a>${call}.</p></body></html>`;
}
