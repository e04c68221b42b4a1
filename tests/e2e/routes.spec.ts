/**
 * Every route of spec 2.1 (real ids from the seeded demo), in English and Arabic, answers 200 with one h1 and its own
 * non-empty <title> at 375 and 1280 px, passes axe-core's WCAG 2.2 A and AA rules at both widths, has no tap target
 * under 44×44 px at 375 (WCAG 2.2's enhanced target size), on an Arabic page no English text that is not marked as
 * English (the one-name rule), does not scroll sideways, and
 * logs no console error or warning (hydration mismatches included). One load per width serves all of these checks;
 * 768 px is covered by tests/e2e/small-screens.spec.ts (no sideways scroll) and the layout specs.
 */
import { expect, test } from "./fixtures.ts";
import { allRoutes, axeScan, hydrated, routePath, ROUTE_NAMES, watchConsole } from "./audit-helpers.ts";
import { localeFromPath } from "../../app/platform/i18n/locale.ts";
import { smallTapTargets } from "../support/tap-targets.ts";
import { unmarkedLatin } from "../../scripts/latin-texts.ts";

const WIDTHS = [375, 1280];
const DEFAULT_TITLE_ONLY = /^\s*$/;

for (const name of ROUTE_NAMES) {
  test(`route ${name}: 200, h1, title and axe at 375 and 1280 px, quiet console`, async ({ page, baseURL }) => {
    // Two loads and two full axe scans (the home page's takes about 8 s on this machine).
    test.slow();
    const path = await routePath(baseURL!, name);
    const problems = await watchConsole(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
      const response = await page.goto(path);
      expect(response?.status(), `${path} at ${width}px`).toBe(200);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const title = await page.title();
      expect(title, `${path} title`).not.toMatch(DEFAULT_TITLE_ONLY);
      const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(scroll, `${path} scrolls sideways at ${width}px`).toBeLessThanOrEqual(inner!);
      await axeScan(page, `${path} at ${width}px`);
      // Issue 36, point 15: every target a finger uses is 44×44 px on a phone (tap-targets.spec.ts opens the panels).
      if (width === 375) expect(await smallTapTargets(page), `tap targets under 44 px on ${path}`).toEqual([]);
      // Issue 36, point 5: an Arabic page shows no English it has not marked as English (scripts/latin-texts.ts).
      if (width === 1280 && localeFromPath(path) === "ar") expect(await unmarkedLatin(page), `English left unmarked on ${path}`).toEqual([]);
    }
    expect(problems, `console of ${path}`).toEqual([]);
  });
}

test("every route has its own title (among the pages of its language)", async ({ request, baseURL }) => {
  const titles = new Map<string, string>();
  for (const { name, path } of await allRoutes(baseURL!)) {
    if (name.startsWith("unit list (menu filter)")) continue; // a filtered view of the unit list
    const html = await (await request.get(path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? "";
    expect(title, `${path} has a title`).not.toBe("");
    // The same page in English and Arabic may share a title while its Arabic SEO title is not written yet.
    const key = `${localeFromPath(path)} ${title}`;
    expect(titles.get(key), `${path} shares its title "${title}"`).toBeUndefined();
    titles.set(key, path);
  }
});
