/**
 * The document: <head> with the route's meta and links, the site shell around every public page
 * (the back office under /admin brings its own shell: app/routes/admin/), and the error boundary
 * that renders friendly 404 and error pages.
 */
import { useLayoutEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteError, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { dbContext, requestInfoContext, siteContext } from "./platform/context.ts";
import { BrokerageMissingError, lastKnownBrokerage, readBrokerage } from "./modules/content/pages/read-content.server.ts";
import { isDatabaseUnavailable } from "./platform/db/unavailable.server.ts";
import { UNKNOWN_BROKERAGE, useBrokerage } from "./ui/brokerage.ts";
import { SiteShell } from "./modules/site/shell/site-shell.tsx";
import { LeadDialogs } from "./modules/leads/ui/lead-dialogs.tsx";
import { isBackOfficePath } from "./modules/staff/paths.ts";
import { VisitorProvider } from "./modules/listings/visitor/visitor-context.tsx";
import { dirOf, localeFromPath, localeOfUrl, type Locale } from "./platform/i18n/locale.ts";
import { browserMessagesJson } from "./platform/i18n/catalog.server.ts";
import { currencyNames } from "./platform/money/currency-names.server.ts";
import { pageMessages, pageMessagesBlock } from "./platform/i18n/page-messages.ts";
import { JsonBlock } from "./ui/json-block.tsx";
import { optionNames } from "./modules/listings/lookups.server.ts";
import { useMarkHydrated } from "./ui/use-hydrated.ts";
import { adoptEarlyInput } from "./ui/adopt-early-input.ts";
import { I18nProvider, useLocalizePath, useTranslations } from "./platform/i18n/intl.tsx";

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  // The page's language comes from its address (/ar/… is Arabic; a form action's result page from
  // its ?lang=), with its compiled messages: kept for the document's JSON block, or sent with a client
  // navigation's data (page-messages.ts).
  const locale = localeOfUrl(new URL(request.url));
  const messages = browserMessagesJson(locale);
  pageMessages(locale, messages);
  // The brokerage's identity for the shell, the contact cards and the meta tags of every page.
  // The currency rates are the same for every visitor (the choice of currency stays in the browser).
  return {
    siteUrl: site.siteUrl,
    brokerage: await brokerageOrLastKnown(context.get(dbContext), locale),
    currencyRates: site.currencyRates,
    currencyNames: currencyNames(site.currencyRates, locale),
    locale,
    messages: context.get(requestInfoContext).document ? null : messages,
    names: await optionNamesOrNone(context.get(dbContext), locale),
  };
}

/** The options' Arabic names (lookups service, cached); none while the database is out (the page's loader reports it). */
async function optionNamesOrNone(db: Parameters<typeof optionNames>[0], locale: Locale) {
  try {
    return await optionNames(db, locale);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return {};
  }
}

/**
 * The identity for the shell; when the database does not answer, the identity as last read (or none,
 * before this process ever read it), so that the page's own loader reports the outage (503) and the
 * error page still has its language's messages. None before the site is set up: public pages are
 * answered by server/setup-gate.ts then, and the back office (sign-in, /admin/setup) needs no identity.
 */
async function brokerageOrLastKnown(db: Parameters<typeof readBrokerage>[0], locale: Locale) {
  try {
    return await readBrokerage(db, locale);
  } catch (error) {
    if (error instanceof BrokerageMissingError) return UNKNOWN_BROKERAGE;
    if (!isDatabaseUnavailable(error)) throw error;
    return lastKnownBrokerage() ?? UNKNOWN_BROKERAGE;
  }
}

/** The root's data is the same for every page of a language: it is read again only when the language changes. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname) || defaultShouldRevalidate;
}

export const links: Route.LinksFunction = () => [
  // With a precedence React writes the stylesheet ahead of the scripts' modulepreload links.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // Staff pages: no public header, footer or lead dialogs, never indexed.
  const { pathname } = useLocation();
  const backOffice = isBackOfficePath(pathname);
  const root = useRouteLoaderData<typeof loader>("root");
  const locale: Locale = root?.locale ?? localeFromPath(pathname);
  const messages = pageMessages(locale, root?.messages);
  useMarkHydrated();
  // In the hydration commit, before anything re-renders: fields changed before then go into state.
  // Here, as the document is hydrated once (a shell mounts again when the visitor moves between the
  // public pages and the back office, on pages React itself rendered), in either shell.
  useLayoutEffect(() => adoptEarlyInput(document), []);
  return (
    <html lang={locale} dir={dirOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a3c49" />
        {backOffice && <meta name="robots" content="noindex" />}
        <Meta />
        {/* Stylesheet links need no CSP nonce; an explicit empty one keeps server and client HTML identical (no hydration warning). */}
        <Links nonce="" />
      </head>
      <body>
        {/* The back office is in English; its previews of public pages use the public components' messages. */}
        <I18nProvider locale={locale} messages={messages.messages} names={root?.names}>
          {backOffice ? (
            children
          ) : (
            <VisitorProvider>
              <SiteShell>{children}</SiteShell>
              <LeadDialogs />
            </VisitorProvider>
          )}
        </I18nProvider>
        <JsonBlock id={pageMessagesBlock.id} dataKey={locale} json={messages.json} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const brokerage = useBrokerage();
  const t = useTranslations("errors");
  const home = useLocalizePath();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = t(notFound ? "notFoundTitle" : "errorTitle");
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{brokerage.name ? `${title} | ${brokerage.name}` : title}</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{t(notFound ? "notFoundCode" : "errorCode")}</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-600">{t(notFound ? "notFoundText" : "errorText")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800" href={home("/")}>
          {t("home")}
        </a>
        <a className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50" href={home("/property-list")}>
          {t("browseProperties")}
        </a>
      </div>
    </main>
  );
}
