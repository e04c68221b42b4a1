/**
 * The quality score in the back office, on a server of its own (tests/support/admin-site.ts): the
 * dashboard's figures link to the units table sorted by score, lowest first, with its Score column;
 * the editor shows a unit's score and what to fix, and following a hint (adding the Arabic title)
 * raises the score and takes the hint away; the scores survive a post refused for its missing
 * anti-forgery token, and a visitor who is not signed in is sent to sign in.
 */
import crypto from "node:crypto";
import { expect, test, type Page } from "./fixtures.ts";
import { createDb } from "../../app/platform/db/client.server.ts";
import { createStaff } from "../../app/modules/staff/staff.server.ts";
import { createListing } from "../../app/modules/listings/listings.server.ts";
import { AdminSite, scan, signIn } from "../support/admin-site.ts";
import { E2E_PORTS } from "../support/e2e-ports.ts";

const run = crypto.randomBytes(4).toString("hex");
const site = new AdminSite(E2E_PORTS.listingQuality, `listing-quality-${run}`);
const editor = { email: `quality-${run}@agency.example`, name: "Quality Editor", password: "saffron dhow at dusk 4" };
let unitId = 0;

const scoreOf = async (page: Page) => Number(await page.getByTestId("quality-score").textContent());

test.describe("the quality score in the back office", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });

  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(150_000);
    await site.prepare(baseURL!);
    const { db } = createDb(`sqlite:${site.dbFile}`);
    try {
      await createStaff(db, null, { ...editor, role: "editor" });
      const agent = await db.selectFrom("agents").select("id").orderBy("id").executeTakeFirstOrThrow();
      unitId = await createListing(db, "unit", {
        pageUrl: `quality-studio-${run}`,
        title: "Studio with a canal view in Business Bay",
        descriptionHtml: "<p>A furnished studio on the Dubai Water Canal, a short walk from the metro.</p>",
        purposeId: 1,
        statusId: 2,
        typeId: 1,
        classification: "Residential",
        areaId: 1,
        agentId: agent.id,
        bedroomId: 1,
        bathroomId: 1,
        sizeSqft: 480,
        price: 845_000,
      });
    } finally {
      await db.destroy();
    }
    await site.start();
  });

  test.afterAll(async () => {
    await site.stop();
  });

  test("the dashboard links to the table sorted by score, and the editor's hint raises the score", async ({ browser }) => {
    const page = await site.newPage(browser);
    await signIn(page, editor);
    await expect(page).toHaveURL(/\/admin$/);
    const quality = page.getByRole("region", { name: "Listing quality" });
    await expect(quality).toContainText(/Shown units: average score \d+ of \d+/);
    await quality.getByRole("link", { name: /units under 60/ }).click();
    await expect(page).toHaveURL(/\/admin\/units\?sort=quality&dir=asc/);
    await expect(page.getByRole("columnheader", { name: "Score" })).toBeVisible();
    await expect(page.getByLabel("Sort by")).toHaveValue("quality");

    await page.goto(`/admin/units/${unitId}`);
    const before = await scoreOf(page);
    const fixes = page.getByRole("list", { name: "What to fix" });
    await expect(fixes.getByRole("listitem").filter({ hasText: "No Arabic title." })).toBeVisible();
    await expect(fixes).toContainText("Add 10 more photos");
    await expect(fixes).toContainText("No advertising permit");
    await scan(page, "listing editor with its quality panel at 1280 px");
    expect(site.read<number>("select quality_score from units where id = ?", unitId)).toBe(before);

    await page.getByLabel("Title (Arabic)").fill("استوديو بإطلالة على القناة في الخليج التجاري");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Changes saved." })).toBeVisible();
    await expect(page.getByTestId("quality-score")).toHaveText(String(before + 5));
    await expect(fixes.getByRole("listitem").filter({ hasText: "No Arabic title." })).toHaveCount(0);
    expect(site.read<number>("select quality_score from units where id = ?", unitId)).toBe(before + 5);

    // Refused without the anti-forgery token: nothing changes, the score neither.
    const refused = await page.request.post(`/admin/units/${unitId}`, { form: { intent: "save", titleAr: "" }, maxRedirects: 0 });
    expect(refused.status()).toBe(403);
    expect(site.read<number>("select quality_score from units where id = ?", unitId)).toBe(before + 5);
    await page.context().close();
  });

  test("a visitor who is not signed in cannot open the editor or the dashboard", async ({ browser }) => {
    const page = await site.newPage(browser);
    for (const path of [`/admin/units/${unitId}`, "/admin"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/sign-in/);
    }
    await page.context().close();
  });
});
