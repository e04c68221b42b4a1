/**
 * Playwright's `test` for this suite: `page.goto` of a page that runs scripts returns once the page is interactive
 * (`html[data-hydrated]`, set by the root layout on every page). The site's scripts start after the first
 * paint (app/platform/http/hydrate-after-paint.server.ts), so the load event, where `goto` returned, can come
 * before them: a test that clicked a JavaScript control at once clicked a page that could not answer yet (as a
 * visitor's tap in that moment does nothing: links and forms work without scripts, the rest once hydrated).
 * Pages without scripts (`javaScriptEnabled: false`), files and JSON answers return at once; a page that never
 * hydrates (an error before the shell) returns after a short wait, and the test goes on to check what it shows.
 */
import { test as base, type Page } from "@playwright/test";

export * from "@playwright/test";

const HYDRATION_WAIT_MS = 5_000;

function waitForHydrationOnGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const html = (response?.headers()["content-type"] ?? "").startsWith("text/html");
    if (html && options?.waitUntil !== "commit") {
      await page
        .locator("html[data-hydrated]")
        .waitFor({ state: "attached", timeout: HYDRATION_WAIT_MS })
        .catch(() => undefined);
    }
    return response;
  };
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForHydrationOnGoto(page);
    await use(page);
  },
});
