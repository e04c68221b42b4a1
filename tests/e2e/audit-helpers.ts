/**
 * Shared by the audit suites (routes, axe, HTML): the route list of spec 2.1 read once per worker
 * from the running site, and a console watcher that fails a page on any error or warning
 * (React's hydration mismatches are console errors).
 */
import AxeBuilder from "@axe-core/playwright";
import { AXE_TAGS } from "../support/axe.ts";
import { expect, test, type Page } from "@playwright/test";
import { arabicName, siteRoutes, type SiteRoute } from "../../scripts/site-routes.ts";

export { CATEGORY_PATHS } from "../../scripts/site-routes.ts";

/** The English route names in a fixed order, so tests can be declared before the ids are known. */
const ENGLISH_ROUTE_NAMES = [
  "home", "unit list", "unit list (menu filter)", "unit detail", "project list", "project detail",
  "blog list", "blog category", "blog detail", "developers", "developer", "areas", "area",
  "about us", "contact us", "faq", "privacy policy", "terms", "careers",
  "looking-for-apartments-for-sale-in-dubai", "penthouse-for-sale-in-dubai", "townhouse-for-sale-in-dubai",
  "villas-for-sale-in-dubai", "apartments-for-rent-in-dubai", "penthouses-for-rent-in-dubai",
  "townhouses-in-dubai-for-rent", "villas-for-rent-in-dubai", "off-plan-apartments", "off-plan-villas",
  "buying guide", "renting guide", "property management", "communities",
] as const;

/** Every route in English, then each one's Arabic twin under /ar. */
export const ROUTE_NAMES: readonly string[] = [...ENGLISH_ROUTE_NAMES, ...ENGLISH_ROUTE_NAMES.map(arabicName)];

let cached: Promise<SiteRoute[]> | undefined;

export async function routePath(baseURL: string, name: string): Promise<string> {
  cached ??= siteRoutes(baseURL);
  const route = (await cached).find((r) => r.name === name);
  if (!route) throw new Error(`No route named ${name}`);
  return route.path;
}

export async function allRoutes(baseURL: string): Promise<SiteRoute[]> {
  cached ??= siteRoutes(baseURL);
  return cached;
}

/** The map sites the pages embed (app/modules/listings/ui/map-embed.tsx). */
const MAP_SITES = /^https:\/\/(www\.)?(openstreetmap\.org|google\.com)\//;

/**
 * Collects console errors/warnings and uncaught page errors; read `problems` after the checks.
 * The test network is closed, so the map sites are faked at the network edge with a page of
 * their own (a browser logs every failed request as a console error; what a visitor sees when
 * the map cannot load is tested in content-pages.spec.ts).
 */
export async function watchConsole(page: Page): Promise<string[]> {
  await page.route(MAP_SITES, (route) => route.fulfill({ status: 200, contentType: "text/html", body: '<!doctype html><html lang="en"><title>Map</title><p>Map</p></html>' }));
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" || msg.type() === "warning") problems.push(`${msg.type()}: ${msg.text()} (${msg.location().url})`);
  });
  page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

/** Holds every script of the page until the returned function is called: a slow phone, where the visitor acts first. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Waits until React has hydrated the page (the root layout sets html[data-hydrated]: use-hydrated.ts). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
}


/** axe-core with the WCAG 2.2 A and AA rules: no violation (each scan logs how many rules it ran). */
export async function axeScan(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const rules = results.passes.length + results.violations.length + results.incomplete.length + results.inapplicable.length;
  console.log(`axe ${label}: ${rules} rules checked, ${results.violations.length} violated`);
  test.info().annotations.push({ type: "axe rules checked", description: String(rules) });
  const found = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 5).map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`.replace(/\s+/g, " ")).join(" | ")}`,
  );
  expect(found, `axe violations on ${label}`).toEqual([]);
}
