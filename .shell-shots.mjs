import { chromium } from "playwright-core";
const base = process.env.BASE ?? "http://localhost:3101";
const path = process.argv[2] ?? "/";
const tag = process.argv[3] ?? "home";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run"] });
for (const width of [375, 768, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const errors = [];
  page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") errors.push(`${m.type()}: ${m.text()}`); });
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("response", (r) => { if (r.status() >= 400) errors.push(`HTTP ${r.status()} ${r.url()}`); });
  await page.addInitScript(() => localStorage.setItem("EnquiryForm", "true"));
  await page.goto(base + path, { waitUntil: "networkidle" });
  await page.screenshot({ path: `/tmp/shell-shots/${tag}-${width}.png`, fullPage: process.env.FULL !== "0" });
  if (process.env.MENU) {
    if (width < 768) await page.getByRole("button", { name: "Open menu" }).click();
    else await page.getByRole("navigation", { name: "Main" }).first().getByRole("button", { name: "Buy" }).hover();
    if (width < 768) await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Buy" }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/shell-shots/${tag}-menu-${width}.png` });
  }
  console.log(width, errors.length ? errors.join("\n") : "no console errors");
  await page.close();
}
await browser.close();
