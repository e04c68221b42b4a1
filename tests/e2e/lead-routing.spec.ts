/**
 * Lead routing on a server of its own (tests/support/admin-site.ts): the admin adds the rule
 * "area Dubai Marina → agent X" on /admin/lead-routing (also checked at 375 px); a visitor enquires
 * about a Marina unit whose agent has left (its account switched off), and the lead is in X's
 * inbox; the admin's dashboard counts the overdue leads and links to them in the inbox.
 */
import crypto from "node:crypto";
import { expect, test, type Browser, type Page } from "./fixtures.ts";
import { createDb } from "../../app/platform/db/client.server.ts";
import { createStaff } from "../../app/modules/staff/staff.server.ts";
import { codeAt, newTotpSecret } from "../../app/modules/staff/totp.server.ts";
import { AdminSite, scan, signIn } from "../support/admin-site.ts";
import { E2E_PORTS } from "../support/e2e-ports.ts";
import { hydrated } from "./audit-helpers.ts";

const run = crypto.randomBytes(4).toString("hex");
const site = new AdminSite(E2E_PORTS.leadRouting, `lead-routing-${run}`);
const PASSWORD = "amber falcon over creek 9";
const admin = { email: `route-admin-${run}@agency.example`, name: "Routing Admin", password: PASSWORD };
const agentX = { email: `route-x-${run}@agency.example`, name: "Routing Agent X", password: PASSWORD };
let adminSecret = "";
let unitPath = "";
let agentName = "";

// One admin session for the file: a second-factor code is accepted once, so a second sign-in could fall in the same step.
let adminPage: Page | undefined;
async function signedInAdmin(browser: Browser): Promise<Page> {
  if (adminPage) return adminPage;
  const page = await site.newPage(browser);
  await signIn(page, admin);
  await page.getByLabel("6-digit code").fill(codeAt(adminSecret));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  adminPage = page;
  return page;
}

test.describe("lead routing", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(150_000);
    await site.prepare(baseURL!);
    const { db } = createDb(`sqlite:${site.dbFile}`);
    try {
      const marina = await db.selectFrom("areas").select("id").where("name", "=", "Dubai Marina").executeTakeFirstOrThrow();
      const unit = await db.selectFrom("units").select(["id", "agent_id", "page_url"]).where("is_active", "=", 1).where("area_id", "=", marina.id).orderBy("id").executeTakeFirstOrThrow();
      unitPath = `/property/${unit.page_url}/${unit.id}`;
      // The unit's agent has left: its only account is switched off.
      const now = new Date().toISOString();
      await db.insertInto("staff").values({ email: `gone-${run}@agency.example`, name: "Gone Agent", role: "agent", agent_id: unit.agent_id, is_active: 0, created_at: now, updated_at: now }).execute();
      const x = await db.selectFrom("agents as a").leftJoin("staff as s", "s.agent_id", "a.id").select(["a.id", "a.name"]).where("s.id", "is", null).where("a.id", "<>", unit.agent_id).orderBy("a.id").executeTakeFirstOrThrow();
      agentName = x.name;
      await createStaff(db, null, { ...agentX, role: "agent", agentId: x.id });
      await createStaff(db, null, { ...admin, role: "admin" });
      adminSecret = newTotpSecret();
      await db.updateTable("staff").set({ totp_secret: adminSecret, totp_enabled: 1 }).where("email", "=", admin.email).execute();
      // A lead two days old that nobody answered: overdue under the default 24 hours.
      const old = new Date(Date.now() - 48 * 60 * 60_000).toISOString();
      await db.insertInto("leads").values({ op_code: 2, kind: "contact", name: `Old Lead ${run}`, email: `old-${run}@example.com`, country_id: 0, phone: "501234567", message: "Still waiting", created_at: old, updated_at: old, agent_id: null }).execute();
    } finally {
      await db.destroy();
    }
    await site.start();
  });
  test.afterAll(async () => {
    await adminPage?.context().close();
    await site.stop();
  });

  test("a rule gives a Marina lead without its agent to agent X; the dashboard counts overdue leads", async ({ browser }) => {
    const page = await signedInAdmin(browser);
    await page.getByRole("link", { name: "Lead routing" }).first().click();
    await expect(page.getByRole("heading", { name: "Lead routing", level: 1 })).toBeVisible();
    const form = page.getByRole("form", { name: "Add a rule" });
    await form.getByLabel("Leads about").selectOption({ label: "Area: Dubai Marina" });
    await form.getByLabel(agentName, { exact: true }).check();
    await form.getByRole("button", { name: "Add rule" }).click();
    await expect(page.getByText("Added rule 1.")).toBeVisible();
    await expect(page.getByText(`Rule 1: Area: Dubai Marina → ${agentName}`)).toBeVisible();

    const visitor = await site.newPage(browser);
    const email = `marina-${run}@example.com`;
    await visitor.goto(unitPath);
    await hydrated(visitor);
    await visitor.getByRole("button", { name: "Enquire Now" }).first().click();
    const modal = visitor.getByRole("dialog", { name: "Schedule a call with our property consultants" });
    await expect(modal).toBeVisible();
    await modal.getByLabel("Name").fill(`Marina Visitor ${run}`);
    await modal.getByLabel("Email").fill(email);
    await modal.getByLabel("Mobile number").fill("501234567");
    await modal.getByLabel("Message").fill("Please call me about this apartment in Dubai Marina next week");
    await modal.getByRole("button", { name: "Submit" }).click();
    await expect(visitor.getByRole("dialog", { name: "Success" })).toBeVisible();
    await expect.poll(() => site.read<number>("select count(*) from leads where email = ?", email)).toBe(1);

    const agent = await site.newPage(browser);
    await signIn(agent, agentX);
    await expect(agent).toHaveURL(/\/admin$/);
    await agent.goto("/admin/leads");
    await agent.getByRole("link", { name: `Marina Visitor ${run}` }).first().click();
    await expect(agent.getByRole("heading", { name: `Marina Visitor ${run}`, level: 1 })).toBeVisible();
    await expect(agent.getByText("Routed by rule 1")).toBeVisible();

    await page.goto("/admin");
    const overdue = page.getByRole("link", { name: /overdue leads? \(no answer in time\)/ });
    await expect(overdue).toBeVisible();
    await overdue.click();
    await expect(page.getByRole("link", { name: `Old Lead ${run}` }).first()).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: `Old Lead ${run}` }).getByText("Overdue", { exact: true })).toBeVisible();
    await Promise.all([visitor.context().close(), agent.context().close()]);
  });

  test("the routing page fits a 375 px screen and passes axe", async ({ browser }) => {
    const page = await signedInAdmin(browser);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/admin/lead-routing");
    await expect(page.getByRole("heading", { name: "Lead routing", level: 1 })).toBeVisible();
    await scan(page, "/admin/lead-routing at 375 px");
  });
});
