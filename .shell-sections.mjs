import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run"] });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on("response", (r) => { if (r.status() >= 400) console.log(width, "HTTP", r.status(), r.url()); });
  await page.addInitScript(() => localStorage.setItem("EnquiryForm", "true"));
  await page.goto("http://localhost:3101/", { waitUntil: "networkidle" });
  for (const id of ["new-projects", "developers", "community-insights", "success-stories", "blogs", "shorts", "about-dubai-real-estate", "faq"]) {
    const el = page.locator(`#${id}`);
    if (await el.count()) await el.screenshot({ path: `/tmp/shell-shots/sec-${id}-${width}.png` });
    else console.log("missing", id);
  }
  await page.locator("footer").screenshot({ path: `/tmp/shell-shots/sec-footer-${width}.png` });
  await page.close();
}
await browser.close();
