/**
 * Before the brokerage's identity exists (a database started with SEED_ON_START=none, or after
 * `npm run demo:remove`), every public page answers a plain "This site is being set up" page: 503
 * with Retry-After, so search engines come back later and keep nothing; noindex; in Arabic under
 * /ar. The back office answers as usual (sign-in, /admin/setup), and so do the API, media and
 * assets, which are mounted before this. The identity's read is the content module's cached one,
 * emptied when the data version moves, so the site opens on the request after the setup.
 *
 * Plain HTML written here, not a React page: every page's shell shows the identity it lacks.
 */
import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Db } from "../app/platform/db/client.server.ts";
import { brokerageExists } from "../app/modules/content/pages/read-content.server.ts";
import { isBackOfficePath } from "../app/modules/staff/paths.ts";
import { dirOf, localeFromPath, localizePath, stripLocale, type Locale } from "../app/platform/i18n/locale.ts";
import { sourceMessages } from "../app/platform/i18n/catalog.server.ts";
import { adminExists } from "../app/modules/setup/setup-token.server.ts";
import { isDatabaseUnavailable } from "../app/platform/db/unavailable.server.ts";

/** Seconds a client is asked to wait: setting a site up takes minutes, not seconds. */
const SETUP_RETRY_AFTER_S = 600;

const STYLE =
  "body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1f2937;line-height:1.5}h1{font-size:1.75rem}.owner{margin-top:2rem;font-size:.9rem;color:#4b5563}";
const STYLE_HASH = `'sha256-${crypto.createHash("sha256").update(STYLE).digest("base64")}'`;

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

type Words = { title: string; text: string; ownerText: string; ownerLink: string };

function words(locale: Locale): Words & { switchText: string; switchLang: string } {
  const all = sourceMessages(locale) as unknown as { setup: Words; language: { switchText: string; switchLang: string } };
  return { ...all.setup, ...all.language };
}

/** The page, in the language of its address, with a link to the same address in the other language. */
function setupPage(path: string, opts: { owner: boolean }): string {
  const locale = localeFromPath(path);
  const w = words(locale);
  const english = stripLocale(path);
  const other = locale === "ar" ? english : localizePath(english, "ar");
  const owner = opts.owner ? `<p class="owner">${escapeHtml(w.ownerText)} <a href="/admin/setup">${escapeHtml(w.ownerLink)}</a></p>` : "";
  return (
    `<!doctype html><html lang="${locale}" dir="${dirOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(w.title)}</title><meta name="robots" content="noindex"><style>${STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(w.title)}</h1><p>${escapeHtml(w.text)}</p>${owner}` +
    `<p><a href="${escapeHtml(other)}" lang="${w.switchLang}" hreflang="${w.switchLang}">${escapeHtml(w.switchText)}</a></p></main></body></html>`
  );
}

/** Mounted just before the page handler: what reaches it is a page, a form action or a page's resource. */
export function setupGate({ db }: { db: Db }) {
  return async function gate(req: Request, res: Response, next: NextFunction): Promise<void> {
    if (isBackOfficePath(req.path)) return next();
    try {
      if (await brokerageExists(db)) return next();
      // The way in is shown only while it is open (no admin yet); later the back office has it.
      const owner = !(await adminExists(db));
      res.status(503);
      res.setHeader("Retry-After", String(SETUP_RETRY_AFTER_S));
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("X-Robots-Tag", "noindex");
      const policy = res.getHeader("content-security-policy");
      if (typeof policy === "string") res.setHeader("Content-Security-Policy", policy.replace(/(^|;)style-src([^;]*)/, `$1style-src$2 ${STYLE_HASH}`));
      res.type("html").send(req.method === "HEAD" ? "" : setupPage(req.path, { owner }));
    } catch (error) {
      // A database that does not answer just now: the page itself answers with the site's friendly 503 page.
      if (isDatabaseUnavailable(error)) return next();
      next(error);
    }
  };
}
