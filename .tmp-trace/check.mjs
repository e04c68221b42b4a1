import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
const page = await browser.newPage();
page.on("console", (m) => console.log("console", m.type(), m.text().slice(0, 300)));
page.on("pageerror", (e) => console.log("pageerror", e.message));
page.on("requestfailed", (r) => console.log("failed", r.url()));
await page.goto(process.argv[2], { waitUntil: "load" });
console.log(await page.waitForSelector("html[data-hydrated]", { timeout: 10000 }).then(() => "hydrated", () => "NOT hydrated"));
await browser.close();
