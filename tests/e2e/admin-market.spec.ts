/**
 * The back office's market screen (/admin/market) on a server of its own (tests/support/admin-site.ts),
 * on a copy of the seeded database whose demo market rows of "Marsa Dubai" are left unmatched (the
 * seeded alias taken out, the rows' places cleared, as before an alias existed). An admin (with its
 * second factor) maps the name from the review list to Dubai Marina and sees it leave the list for
 * the aliases' table, the rows placed and the change in the audit log; a second alias of the same
 * name is refused beside its field; an agent can neither open the screen nor post to it.
 */
import crypto from "node:crypto";
import { expect, test, type Browser, type Page } from "./fixtures.ts";
import { createDb } from "../../app/platform/db/client.server.ts";
import { createStaff } from "../../app/modules/staff/staff.server.ts";
import { codeAt, newTotpSecret } from "../../app/modules/staff/totp.server.ts";
import { AdminSite, scan, signIn } from "../support/admin-site.ts";
import { E2E_PORTS } from "../support/e2e-ports.ts";

const run = crypto.randomBytes(4).toString("hex");
const site = new AdminSite(E2E_PORTS.adminMarket, `admin-market-${run}`);
const PASSWORD = "amber falcon over creek 9";
const admin = { email: `market-admin-${run}@agency.example`, name: "Market Admin", password: PASSWORD };
const agent = { email: `market-agent-${run}@agency.example`, name: "Market Agent", password: PASSWORD };
const NAME = "Marsa Dubai";

let adminSecret = "";
const pages: { admin?: Page; agent?: Page } = {};

async function signedIn(browser: Browser, who: "admin" | "agent"): Promise<Page> {
  if (pages[who]) return pages[who];
  const page = await site.newPage(browser);
  await signIn(page, who === "admin" ? admin : agent);
  if (who === "admin") {
    await expect(page).toHaveURL(/\/admin\/sign-in\/code/);
    await page.getByLabel("6-digit code").fill(codeAt(adminSecret));
    await page.getByRole("button", { name: "Continue" }).click();
  }
  await expect(page).toHaveURL(/\/admin$/);
  pages[who] = page;
  return page;
}


const unplaced = () => site.read<number>("select count(*) from market_sales where dld_area = ? and area_id is null", NAME);

test.describe("the market screen of the back office", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });

  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(150_000);
    await site.prepare(baseURL!);
    const { db } = createDb(`sqlite:${site.dbFile}`);
    try {
      await createStaff(db, null, { ...admin, role: "admin" });
      const free = await db.selectFrom("agents as a").leftJoin("staff as s", "s.agent_id", "a.id").select("a.id").where("s.id", "is", null).orderBy("a.id").executeTakeFirstOrThrow();
      await createStaff(db, null, { ...agent, role: "agent", agentId: free.id });
      adminSecret = newTotpSecret();
      await db.updateTable("staff").set({ totp_secret: adminSecret, totp_enabled: 1 }).where("email", "=", admin.email).execute();
      await db.deleteFrom("market_place_aliases").where("kind", "=", "area").where("alias", "=", NAME).execute();
      for (const table of ["market_sales", "market_rents"] as const) {
        await db.updateTable(table).set({ area_id: null, project_id: null, building_id: null }).where("dld_area", "=", NAME).execute();
      }
    } finally {
      await db.destroy();
    }
    expect(unplaced()).toBeGreaterThan(0);
    await site.start();
  });

  test.afterAll(async () => {
    for (const p of Object.values(pages)) await p?.context().close();
    await site.stop();
  });

  test("an admin maps an unmatched DLD area name from the review list, and it leaves the list", async ({ browser }) => {
    const page = await signedIn(browser, "admin");
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Market data" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Market data" })).toBeVisible();
    const review = page.getByRole("table", { name: "DLD names that match no place of the site, most rows first" });
    const row = review.getByRole("row", { name: new RegExp(NAME) });
    await expect(row).toContainText("area");
    await scan(page, "market data at 1280 px");

    await row.getByLabel(`Site area for “${NAME}”`).selectOption({ label: "Dubai Marina" });
    await row.getByRole("button", { name: `Map “${NAME}”` }).click();
    await expect(page.getByRole("status").filter({ hasText: `Alias “${NAME}” added` })).toBeVisible();
    await expect(review.getByRole("row", { name: new RegExp(NAME) })).toHaveCount(0);
    const aliases = page.getByRole("table", { name: "Aliases: the DLD's names and the site's places" });
    await expect(aliases.getByRole("row", { name: new RegExp(NAME) })).toContainText("Dubai Marina");

    expect(unplaced()).toBe(0);
    const marina = site.read<number>("select id from areas where page_url = 'dubai-marina'");
    expect(site.read<number>("select count(distinct area_id) from market_sales where dld_area = ?", NAME)).toBe(1);
    expect(site.read<number>("select area_id from market_sales where dld_area = ? limit 1", NAME)).toBe(marina);
    const audit = site.read<string>("select after_json from audit_log where entity = 'market alias' and action = 'create' order by id desc limit 1");
    expect(JSON.parse(audit)).toEqual({ kind: "area", alias: NAME, targetId: marina });
  });

  test("a second alias of the same name is refused beside its field", async ({ browser }) => {
    const page = await signedIn(browser, "admin");
    await page.goto("/admin/market");
    const add = page.getByRole("form", { name: "Add an alias" });
    await add.getByLabel("The DLD's name").fill("MARSA-DUBAI");
    await add.getByLabel("Stands for").selectOption({ label: "Business Bay" });
    await add.getByRole("button", { name: "Add alias" }).click();
    await expect(add.getByLabel("The DLD's name")).toHaveAccessibleDescription(/already an area alias/);
    await expect(add.getByLabel("The DLD's name")).toHaveValue("MARSA-DUBAI");
    expect(site.read<number>("select count(*) from market_place_aliases where alias_key = 'marsadubai'")).toBe(1);

    // A name of the review list mapped to nothing: the message is beside that row's select.
    const row = page.getByRole("table", { name: "DLD names that match no place of the site, most rows first" }).getByRole("row").nth(1);
    const name = (await row.getByRole("rowheader").textContent())!;
    await row.getByRole("button", { name: `Map “${name}”` }).click();
    await expect(page.getByLabel(`Site project for “${name}”`).or(page.getByLabel(`Site area for “${name}”`))).toHaveAccessibleDescription(/Choose the site's area or project/);
  });

  test("the market screen passes axe and fits a phone (375 px)", async ({ browser }) => {
    const signed = await signedIn(browser, "admin");
    const page = await site.newPage(browser, 375);
    await page.context().addCookies(await signed.context().cookies());
    await page.goto("/admin/market");
    await expect(page.getByRole("heading", { level: 1, name: "Market data" })).toBeVisible();
    await scan(page, "market data at 375 px");
    await page.context().close();
  });

  test("an agent can neither open the market screen nor post to it", async ({ browser }) => {
    const page = await signedIn(browser, "agent");
    await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Market data" })).toHaveCount(0);
    expect((await page.request.get("/admin/market", { maxRedirects: 0 })).status()).toBe(403);
    await page.goto("/admin/account");
    const csrf = await page.locator("input[name=_csrf]").first().inputValue();
    const before = site.read<number>("select count(*) from market_place_aliases");
    const post = await page.request.post("/admin/market", { form: { _csrf: csrf, intent: "create", alias: "Al Sufouh First", place: "area:1" }, maxRedirects: 0 });
    expect(post.status()).toBe(403);
    // Refused for the role, not the token: the token was the session's own.
    expect(await post.text()).toContain("Your account cannot open this page.");
    expect(site.read<number>("select count(*) from market_place_aliases")).toBe(before);
    await page.goto("/admin/market");
    await expect(page.getByRole("heading", { level: 1, name: "Market data" })).toHaveCount(0);
  });
});
