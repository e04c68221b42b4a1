/**
 * `npm run screenshots`: every route of spec 2.1 at 375, 768 and 1280 px (full page) into
 * screenshots/ (git-ignored), for review. Starts its own production server (build/ must exist)
 * on SCREENSHOTS_PORT (default 3471) with a fresh seeded database; Debian's Chromium.
 */
import fs from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS } from "../playwright.config.ts";
import { startAuditServer } from "./audit-server.ts";
import { siteRoutes } from "./site-routes.ts";

const WIDTHS = [375, 768, 1280];
const OUT = "screenshots";

const { baseURL, stop } = await startAuditServer("screenshots", Number(process.env.SCREENSHOTS_PORT ?? 3471));
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
try {
  fs.mkdirSync(OUT, { recursive: true });
  const routes = await siteRoutes(baseURL);
  for (const width of WIDTHS) {
    // A returning visitor: the first-visit enquiry modal stays shut.
    const context = await browser.newContext({
      viewport: { width, height: width < 768 ? 812 : 900 },
      storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: "EnquiryForm", value: "true" }] }] },
    });
    const page = await context.newPage();
    for (const { name, path } of routes) {
      await page.goto(`${baseURL}${path}`, { waitUntil: "load" });
      await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
      const file = `${OUT}/${name.replace(/[^a-z0-9]+/gi, "-").replace(/-$/, "")}-${width}.png`;
      await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
      console.log(file);
    }
    await context.close();
  }
  console.log(`${routes.length * WIDTHS.length} screenshots in ${OUT}/`);
} finally {
  await browser.close();
  stop();
}
