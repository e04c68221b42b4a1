/**
 * Agents' pages and contact taps, on a server of its own (tests/support/admin-site.ts): an agent's
 * page lists that agent's live units only (not a unit taken back to draft, not another agent's),
 * in English and Arabic, and passes axe at 375 and 1280 px; a WhatsApp tap on a card is counted
 * once for its listing and agent however often it is tapped that day; a visitor is refused the back office's report; a bad beacon is a 400.
 */
import crypto from "node:crypto";
import { expect, test, type Page } from "./fixtures.ts";
import { createDb } from "../../app/platform/db/client.server.ts";
import { createStaff } from "../../app/modules/staff/staff.server.ts";
import { unpublishListing } from "../../app/modules/listings/listings.server.ts";
import { AdminSite, scan, signIn } from "../support/admin-site.ts";
import { E2E_PORTS } from "../support/e2e-ports.ts";
import { PAGE_SIZE } from "../../app/platform/constants.ts";
import { hydrated } from "./audit-helpers.ts";

const run = crypto.randomBytes(4).toString("hex");
const site = new AdminSite(E2E_PORTS.agentPages, `agent-pages-${run}`);
const admin = { email: `taps-admin-${run}@agency.example`, name: "Editor Taps", password: "coral dhow under moon 7" };

type Agent = { id: number; slug: string; name: string };
let agent: Agent;
let draft: { id: number; title: string };
let other: { id: number; title: string };
let live: Array<{ id: number; title: string }>;

test.describe("agent pages and contact taps", () => {
  // One server for the file: its tests share it, so they run in one worker.
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(150_000);
    await site.prepare(baseURL!);
    const { db } = createDb(`sqlite:${site.dbFile}`);
    try {
      await createStaff(db, null, { ...admin, role: "editor" });
      // The public agent with the fewest live units (three at least: one goes back to draft).
      const counts = await db
        .selectFrom("agents as a")
        .innerJoin("units as u", "u.agent_id", "a.id")
        .select(["a.id", "a.slug", "a.name", (eb) => eb.fn.countAll<number>().as("n")])
        .where("u.is_active", "=", 1)
        .where("a.is_public", "=", 1)
        .groupBy(["a.id", "a.slug", "a.name"])
        .having((eb) => eb.fn.countAll(), ">=", 3)
        .orderBy(sqlCount)
        .execute();
      const a = counts[0]!;
      agent = { id: Number(a.id), slug: a.slug!, name: a.name };
      const units = await db.selectFrom("units").select(["id", "title"]).where("agent_id", "=", agent.id).where("is_active", "=", 1).orderBy("id").execute();
      draft = units[0]!;
      live = units.slice(1);
      await unpublishListing(db, "unit", draft.id);
      other = await db.selectFrom("units").select(["id", "title"]).where("agent_id", "!=", agent.id).where("is_active", "=", 1).orderBy("id").executeTakeFirstOrThrow();
    } finally {
      await db.destroy();
    }
    await site.start();
  });
  test.afterAll(async () => {
    await site.stop();
  });

  test("an agent's page lists the agent's live units only, in English and Arabic, and passes axe at 375 and 1280 px", async ({ browser }) => {
    test.setTimeout(90_000);
    for (const width of [375, 1280]) {
      const page = await site.newPage(browser, width);
      for (const path of [`/agents/${agent.slug}`, `/ar/agents/${agent.slug}`]) {
        await page.goto(path);
        await hydrated(page);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(path.startsWith("/ar") ? /.+/ : agent.name);
        const results = page.getByRole("region", { name: path.startsWith("/ar") ? "نتائج البحث" : "Search results" });
        await expect(results.getByRole("link", { name: path.startsWith("/ar") ? /^تواصل عبر واتساب بخصوص/ : /^WhatsApp about/ })).toHaveCount(Math.min(live.length, PAGE_SIZE));
        await scan(page, `${path} at ${width} px`);
      }
      await page.goto(`/agents/${agent.slug}`);
      await expect(page.getByRole("link", { name: `WhatsApp about ${draft.title} (opens in a new tab)` })).toHaveCount(0);
      await expect(page.getByRole("link", { name: `WhatsApp about ${other.title} (opens in a new tab)` })).toHaveCount(0);
      await page.close();
    }
    const page = await site.newPage(browser);
    expect((await page.goto("/agents/no-such-agent"))!.status()).toBe(404);
    await page.goto("/agents");
    await expect(page.getByRole("link", { name: agent.name })).toBeVisible();
    await page.close();
  });

  test("a WhatsApp tap on a card counts once a day for its listing and agent", async ({ browser }) => {
    test.setTimeout(90_000);
    const page = await site.newPage(browser, 375);
    // WhatsApp itself is not the test's business: its tab gets an empty page.
    await page.context().route("https://wa.me/**", (route) => route.fulfill({ status: 200, body: "" }));
    await page.goto(`/agents/${agent.slug}`);
    await hydrated(page);
    const link = page.getByRole("region", { name: "Search results" }).getByRole("link", { name: /^WhatsApp about/ }).first();
    for (let i = 0; i < 2; i++) await tapAndWait(page, () => link.click());
    expect(site.read<number>("select count(*) from contact_taps where kind = 'unit'")).toBe(1);
    expect(site.read<number>("select agent_id from contact_taps where kind = 'unit'")).toBe(agent.id);
    const unitId = site.read<number>("select listing_id from contact_taps where kind = 'unit'");
    const unit = live.find((u) => u.id === unitId)!;

    expect(unit).toBeDefined();
    await page.close();

    // Staff see it beside the form leads: on the dashboard and in the taps report, per listing and per agent.
    const staff = await site.newPage(browser);
    await signIn(staff, admin);
    await expect(staff.getByRole("region", { name: "Leads in the last 7 days" })).toContainText("1 contact tap");
    await staff.getByRole("link", { name: "Taps per listing, agent and day" }).click();
    const row = staff.getByRole("table", { name: "Taps per listing" }).getByRole("row").filter({ hasText: unit.title });
    await expect(row.getByRole("cell")).toHaveText([unit.title, "1", "1", "0", "0", "0"]);
    const agentRow = staff.getByRole("table", { name: "Taps per agent" }).getByRole("row").filter({ hasText: agent.name });
    await expect(agentRow.getByRole("cell").nth(1)).toHaveText("1");
    await staff.close();
  });

  test("a visitor is refused the taps report; a bad beacon is a 400 and an unknown listing a 404", async ({ browser }) => {
    const page = await site.newPage(browser);
    await page.goto("/admin/leads/taps");
    await expect(page).toHaveURL(/\/admin\/sign-in/);
    const bad = await page.request.post("/taps", { form: { kind: "villa", id: "x", channel: "fax" } });
    expect(bad.status()).toBe(400);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(["channel", "id", "kind"]);
    expect((await page.request.post("/taps", { form: { kind: "unit", id: "999999999", channel: "call" } })).status()).toBe(404);
    await page.close();
  });
});

const sqlCount = "n" as const;

async function tapAndWait(page: Page, tap: () => Promise<void>) {
  const beacon = page.waitForResponse((r) => r.url().endsWith("/taps") && r.request().method() === "POST");
  const popup = page.context().waitForEvent("page");
  await tap();
  expect((await beacon).status()).toBe(204);
  await (await popup).close();
}
