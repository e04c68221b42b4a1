/**
 * A last-resort HTML page for errors that happen outside React Router (the router renders
 * its own friendly 404 and error pages through the root ErrorBoundary). Its few styles are
 * one <style> element allowed by its hash (ERROR_PAGE_CSP_HASH), so the site's
 * Content-Security-Policy needs no 'unsafe-inline' for it.
 */
import crypto from "node:crypto";
import { lastKnownBrokerage } from "../app/modules/content/pages/read-content.server.ts";

const STYLE = "body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1f2937}";
/** The CSP source that allows the page's <style> element. */
export const ERROR_PAGE_CSP_HASH = `'sha256-${crypto.createHash("sha256").update(STYLE).digest("base64")}'`;

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/**
 * The brokerage's name and phone as the site last read them (app/content): this page must not ask
 * the database, which may be what failed. Before any page was served it goes without them.
 */
export function errorPage({ title, text }: { title: string; text: string }): string {
  const b = lastKnownBrokerage();
  const pageTitle = b ? `${title} | ${escapeHtml(b.name)}` : title;
  const call = b ? ` or call us on <a href="tel:${escapeHtml(b.phone)}">${escapeHtml(b.phoneDisplay)}</a>` : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${pageTitle}</title><meta name="robots" content="noindex"><style>${STYLE}</style></head><body><h1>${title}</h1><p>${text}</p><p><a href="/">Go to the home page</a>${call}.</p></body></html>`;
}
