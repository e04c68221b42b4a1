/**
 * The site's two languages and their addresses, in a module with no server code: the
 * routes, the links, the meta tags and the sitemap all decide "which language is this page in?"
 * and "where is this page in the other language?" by these functions.
 *
 * English keeps today's addresses; Arabic is the same path under `/ar` (`/ar` for the home page).
 * Only pages have a language: the back office, media, assets, the JSON API, the form actions and
 * the JSON and XML resources keep one address.
 */
export type Locale = "en" | "ar";
export const DEFAULT_LOCALE: Locale = "en";

const AR = "/ar";

/** `/ar`, `/ar/…` and the client navigations' `/ar.data` are Arabic; everything else English. */
export function localeFromPath(pathname: string): Locale {
  return pathname === AR || pathname.startsWith(`${AR}/`) || pathname === `${AR}.data` ? "ar" : "en";
}

export function dirOf(locale: Locale): "rtl" | "ltr" {
  return locale === "ar" ? "rtl" : "ltr";
}

/** The English path of a page: `/ar/faq` → `/faq`, `/ar` → `/`; an English path is returned as it is. */
export function stripLocale(path: string): string {
  if (localeFromPath(path.split(/[?#]/)[0]!) !== "ar") return path;
  const rest = path.slice(AR.length);
  return rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest;
}

const NOT_A_PAGE = /^\/(?:admin|media|assets|api|forms|__manifest)(?:[/?#.]|$)|^\/[^?#]*\.(?:json|xml|txt|csv|svg|png|jpe?g|webp|avif|pdf|ico)(?:[?#]|$)/;

/** Whether a root path is a page that exists in both languages. */
export function isPagePath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !NOT_A_PAGE.test(path);
}

/**
 * The address of an English page path in `locale`: `/faq` → `/ar/faq`, `/` → `/ar`,
 * `/?a=1` → `/ar?a=1`. Paths that are not pages, and paths already in Arabic, are returned as
 * they are.
 */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !isPagePath(path) || localeFromPath(path.split(/[?#]/)[0]!) === "ar") return path;
  return path === "/" || path.startsWith("/?") || path.startsWith("/#") ? `${AR}${path.slice(1)}` : `${AR}${path}`;
}

/**
 * Form actions have one address in both languages (`/forms/lead`, `/forms/subscribe`): a form on
 * an Arabic page posts to it with `?lang=ar`, so the action answers in Arabic and its no-JavaScript
 * result page (rendered at the action's address) is an Arabic page.
 */
const LANG_PARAM = "lang";

/** A form action's address for a page in `locale`: `/forms/lead` or `/forms/lead?lang=ar`. */
export function actionPath(path: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? path : `${path}?${LANG_PARAM}=${locale}`;
}

/** The language of a request's URL: a page's by its path; a form action's (not a page) by its `?lang=`. */
export function localeOfUrl(url: URL): Locale {
  if (localeFromPath(url.pathname) === "ar") return "ar";
  return !isPagePath(url.pathname) && url.searchParams.get(LANG_PARAM) === "ar" ? "ar" : "en";
}

/** The same page in the other language (the language switch). */
export function otherLocalePath(path: string): string {
  return localeFromPath(path.split(/[?#]/)[0]!) === "ar" ? stripLocale(path) : localizePath(path, "ar");
}
