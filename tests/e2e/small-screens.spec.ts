/**
 * The public site on phones and tablets (points 4, 6 and 7): the lists show a listing
 * on the first screen with their filters behind one button, pagination on one line and one
 * wording, listing-card buttons inside their card, readable gallery arrows, breadcrumbs that
 * never start a line with "/", and one page gutter on every page.
 */
import { expect, test, type Page } from "./fixtures.ts";

const PHONE = { width: 375, height: 812 };

function results(page: Page) {
  return page.getByRole("region", { name: /^(Search results|Projects)$/ });
}

/** The unit list, the project list and a category page sharing the unit list. */
const LISTS = ["/property-list", "/project-list", "/apartments-for-rent-in-dubai"];

test.describe("lists at 375 px", () => {
  test.use({ viewport: PHONE });

  for (const path of LISTS) {
    test(`${path}: the first listing is on the first screen, the filters behind one button`, async ({ page }) => {
      await page.goto(path);
      await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
      const firstTitle = results(page).getByRole("article").first().getByRole("heading");
      await expect(firstTitle).toBeInViewport({ ratio: 1 });
      const search = page.getByRole("search");
      await expect(search).toBeHidden();
      await page.getByText("Filters", { exact: true }).click();
      await expect(search).toBeVisible();
    });
  }

  test("the Filters button counts the active filters", async ({ page }) => {
    await page.goto("/property-list?purpose=2&unitType=1&beds=3,4&status=2");
    await expect(page.getByText("Filters", { exact: true })).toBeVisible();
    await expect(page.getByText("4 active", { exact: true })).toBeAttached();
    await page.goto("/project-list?completionYear=2027");
    await expect(page.getByText("1 active", { exact: true })).toBeAttached();
    await page.goto("/project-list");
    await expect(page.getByText(/^\d+ active$/)).toHaveCount(0);
  });

  test("the filters work without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto("/property-list");
    await page.getByText("Filters", { exact: true }).click();
    await page.getByLabel("Purpose").selectOption({ label: "Rent" });
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/purpose=2/);
    await expect(page.getByText("1 active", { exact: true })).toBeAttached();
    await expect(results(page).getByRole("article").first().getByText("Rent", { exact: true })).toBeVisible();
    await context.close();
  });

  for (const [path, name] of [
    ["/property-list", "Result pages"],
    ["/project-list", "Result pages"],
    ["/blogs", "Blog pages"],
  ] as const) {
    test(`${path}: the pagination stays on one line`, async ({ page }) => {
      await page.goto(path);
      const items = page.getByRole("navigation", { name }).getByRole("listitem");
      await expect(items.first()).toBeVisible();
      const tops = await Promise.all((await items.all()).map(async (li) => Math.round((await li.boundingBox())!.y)));
      expect(tops.length).toBeGreaterThan(3);
      expect(new Set(tops).size, `rows of ${path}'s pagination`).toBe(1);
    });
  }
});

test("every pagination says ‹ Previous and Next ›", async ({ page }) => {
  const labels: string[] = [];
  for (const [path, name] of [
    ["/property-list", "Result pages"],
    ["/project-list", "Result pages"],
    ["/blogs", "Blog pages"],
  ] as const) {
    await page.goto(path);
    const nav = page.getByRole("navigation", { name });
    const text = async (i: number) => ((await nav.getByRole("listitem").nth(i).textContent()) ?? "").replace(/\s+/g, " ").trim();
    labels.push(`${await text(0)} … ${await text(-1)}`);
  }
  expect(labels).toEqual(Array(3).fill("‹ Previous … Next ›"));
});

for (const width of [768, 790, 810]) {
  test(`listing-card buttons stay inside their card at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/property-list", "/project-list"]) {
      await page.goto(path);
      const cards = results(page).getByRole("article");
      await expect(cards.first()).toBeVisible();
      for (const card of await cards.all()) {
        const box = (await card.boundingBox())!;
        for (const name of [/^Call about/, /^Email about/, /^WhatsApp about/]) {
          const b = (await card.getByRole("link", { name }).boundingBox())!;
          expect(b.x + b.width, `${path}: ${name} at ${width} px`).toBeLessThanOrEqual(box.x + box.width - 16);
        }
      }
    }
  });
}

test("the gallery's arrows stand out on a light photo at 375 px", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/property-list");
  await results(page).getByRole("article").first().getByRole("heading").getByRole("link").click();
  await page.getByRole("link", { name: /^Open photo 1 of/ }).click();
  for (const name of ["Previous photo", "Next photo"]) {
    // The arrow's disc over the lightest photo (white): WCAG's 3:1 for controls.
    const ratio = await page
      .getByRole("dialog")
      .getByRole("button", { name })
      .evaluate((el) => {
        // The disc's colour laid over white, as the screen shows it.
        const canvas = document.createElement("canvas");
        canvas.width = canvas.height = 1;
        const ctx = canvas.getContext("2d")!;
        ctx.fillStyle = "#fff";
        ctx.fillRect(0, 0, 1, 1);
        ctx.fillStyle = getComputedStyle(el).backgroundColor;
        ctx.fillRect(0, 0, 1, 1);
        const lum = (c: number) => {
          const s = c / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
        const l = 0.2126 * lum(r!) + 0.7152 * lum(g!) + 0.0722 * lum(b!);
        return 1.05 / (l + 0.05);
      });
    expect(ratio, name).toBeGreaterThanOrEqual(3);
  }
});

test("at 375 px no breadcrumb line starts with /", async ({ page }) => {
  await page.setViewportSize(PHONE);
  let wrapped = 0;
  for (const path of ["/property-list", "/project-list"]) {
    await page.goto(path);
    await page.goto((await results(page).getByRole("article").first().getByRole("heading").getByRole("link").getAttribute("href"))!);
    const starts = await page.getByRole("navigation", { name: "Breadcrumb" }).evaluate((nav) => {
      // The first visible character of each line the trail takes.
      const firsts = new Map<number, { x: number; ch: string }>();
      const walker = document.createTreeWalker(nav, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (let i = 0; i < text.length; i++) {
          if (!text[i]!.trim()) continue;
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getBoundingClientRect();
          if (!rect.width) continue;
          const line = Math.round(rect.top / 4);
          const seen = firsts.get(line);
          if (!seen || rect.x < seen.x) firsts.set(line, { x: rect.x, ch: text[i]! });
        }
      }
      return [...firsts.values()].map((f) => f.ch);
    });
    if (starts.length > 1) wrapped++;
    expect(starts.filter((ch) => ch === "/"), path).toEqual([]);
  }
  // Issue 36, point 8: the trail stays on one line, its last crumb (the long listing name) cut to what is left of it.
  expect(wrapped).toBe(0);
});

for (const width of [375, 768, 1280]) {
  test(`one page gutter: headings line up with the header's logo on every page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/property-list", "/project-list", "/developers", "/areas", "/blogs", "/about-us"]) {
      await page.goto(path);
      const logo = (await page.getByRole("banner").getByRole("link", { name: "Skyline Homes Real Estate", exact: true }).boundingBox())!;
      const h1 = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
      expect(Math.round(h1.x), `${path} at ${width} px`).toBe(Math.round(logo.x));
    }
  });
}
