/**
 * The lead inbox's screens on a server of their own (tests/support/admin-site.ts): two
 * agents with a listing each, an editor and an admin, made through the staff service on a copy of
 * the seeded database; enquiries and subscriptions arrive through the lead service. Each agent sees
 * only its leads (another's is a 404, and a forged change is refused); the editor changes a lead's
 * status, adds a note and assigns it, the history and the CSV export show it; a subscriber is
 * removed; the admin reads the audit log; axe checks the inbox and a lead at 1280 and 375 px.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import Database from "better-sqlite3";
import { expect, test, type Page } from "./fixtures.ts";
import { createDb } from "../../app/platform/db/client.server.ts";
import { createStaff } from "../../app/modules/staff/staff.server.ts";
import { codeAt, newTotpSecret } from "../../app/modules/staff/totp.server.ts";
import { acceptLead, acceptSubscription } from "../../app/modules/leads/leads.server.ts";
import { AdminSite, scan, signIn } from "../support/admin-site.ts";
import { hydrated } from "./audit-helpers.ts";
import { E2E_PORTS } from "../support/e2e-ports.ts";

const run = crypto.randomBytes(4).toString("hex");
const site = new AdminSite(E2E_PORTS.adminLeads, `admin-leads-${run}`);
const TAG = `tag${run}`;
const PASSWORD = "amber falcon over creek 9";
const staff = {
  admin: { email: `admin-${run}@agency.example`, name: "Hessa Admin", password: PASSWORD },
  editor: { email: `editor-${run}@agency.example`, name: "Rami Editor", password: PASSWORD },
  agentA: { email: `agent-a-${run}@agency.example`, name: "Agent Alpha", password: PASSWORD },
  agentB: { email: `agent-b-${run}@agency.example`, name: "Agent Bravo", password: PASSWORD },
};
const PAGED = `pg${run}`;
const VISITOR_A = `Layla ${TAG}`;
const VISITOR_B = `Yousef ${TAG}`;
const SUBSCRIBERS = [`Mona ${TAG}`, `Karim ${TAG}`];
const MESSAGE = "Please send me the floor plans and the payment plan for this unit today";

let adminSecret = "";
let leadA = 0;
let leadB = 0;
let profileB = "";
const pages: Partial<Record<keyof typeof staff, Page>> = {};

/** One signed-in page per account for the whole suite (an admin's code works once per 30 s). */
async function pageOf(browser: import("@playwright/test").Browser, who: keyof typeof staff): Promise<Page> {
  if (pages[who]) return pages[who];
  const page = await site.newPage(browser);
  await signIn(page, staff[who]);
  if (who === "admin") {
    await expect(page).toHaveURL(/\/admin\/sign-in\/code/);
    await page.getByLabel("6-digit code").fill(codeAt(adminSecret));
    await page.getByRole("button", { name: "Continue" }).click();
  }
  await expect(page).toHaveURL(/\/admin$/);
  pages[who] = page;
  return page;
}

function statusOf(id: number): string {
  const db = new Database(site.dbFile, { readonly: true });
  try {
    return db.prepare("select status from leads where id = ?").pluck().get(id) as string;
  } finally {
    db.close();
  }
}

async function csrfOf(page: Page): Promise<string> {
  return page.locator("input[name=_csrf]").first().inputValue();
}

test.describe("the lead inbox in the back office", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });

  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(150_000);
    await site.prepare(baseURL!);
    const { db } = createDb(`sqlite:${site.dbFile}`);
    try {
      // Two agents, each with a unit on the site.
      const units = await db.selectFrom("units").select(["id", "agent_id"]).where("is_active", "=", 1).orderBy("id").execute();
      const a = units[0]!;
      const b = units.find((u) => u.agent_id !== a.agent_id)!;
      profileB = (await db.selectFrom("agents").select("name").where("id", "=", b.agent_id).executeTakeFirstOrThrow()).name;
      await createStaff(db, null, { ...staff.admin, role: "admin" });
      await createStaff(db, null, { ...staff.editor, role: "editor" });
      await createStaff(db, null, { ...staff.agentA, role: "agent", agentId: a.agent_id });
      await createStaff(db, null, { ...staff.agentB, role: "agent", agentId: b.agent_id });
      adminSecret = newTotpSecret();
      await db
        .updateTable("staff")
        .set({ totp_secret: adminSecret, totp_enabled: 1 })
        .where("email", "=", staff.admin.email)
        .execute();
      const enquiry = (name: string, unitId: number, email: string) =>
        acceptLead(db, "unit-enquiry", { name, email, countryCode: 221, phone: "501234567", message: MESSAGE, unitId });
      const ra = await enquiry(VISITOR_A, a.id, `layla-${run}@example.com`);
      const rb = await enquiry(VISITOR_B, b.id, `yousef-${run}@example.com`);
      if (!ra.ok || !rb.ok) throw new Error("the enquiries were refused");
      leadA = ra.id;
      leadB = rb.id;
      // A page and one more of contact messages, for the keyset pages.
      for (let i = 0; i < 26; i++) {
        const r = await acceptLead(db, "contact", {
          name: `Paged ${PAGED} ${i}`,
          email: `paged${i}-${run}@example.com`,
          countryCode: 221,
          phone: `50123${String(i).padStart(4, "0")}`,
          message: MESSAGE,
        });
        if (!r.ok) throw new Error("a contact message was refused");
      }
      for (const [i, name] of SUBSCRIBERS.entries()) {
        const r = await acceptSubscription(db, { name, email: `sub${i}-${run}@example.com` });
        if (!r.ok) throw new Error("the subscription was refused");
      }
    } finally {
      await db.destroy();
    }
    await site.start();
  });

  test.afterAll(async () => {
    for (const page of Object.values(pages)) await page.context().close();
    await site.stop();
  });

  test("an agent sees its own leads only; another's lead is a 404 and cannot be changed", async ({ browser }) => {
    const a = await pageOf(browser, "agentA");
    await a.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Leads" }).click();
    await expect(a.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
    await expect(a.getByRole("link", { name: VISITOR_A })).toBeVisible();
    await expect(a.getByRole("link", { name: VISITOR_B })).toHaveCount(0);
    // No agent filter, no mailing list or audit log for an agent.
    await expect(a.getByLabel("Agent", { exact: true })).toHaveCount(0);
    await expect(a.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Subscribers" })).toHaveCount(0);

    const b = await pageOf(browser, "agentB");
    await b.goto(`/admin/leads?q=${TAG}`);
    await expect(b.getByRole("link", { name: VISITOR_B })).toBeVisible();
    await expect(b.getByRole("link", { name: VISITOR_A })).toHaveCount(0);
    const opened = await b.goto(`/admin/leads/${leadA}`);
    expect(opened?.status()).toBe(404);
    await expect(b.getByRole("heading", { name: "Page not found" })).toBeVisible();

    // B's own session token, A's lead id: not found, and nothing changes.
    await b.goto("/admin/leads");
    const forged = await b.request.post(`/admin/leads/${leadA}`, {
      form: { _csrf: await csrfOf(b), intent: "status", status: "spam" },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(404);
    expect(statusOf(leadA)).toBe("new");
    // A's own lead without the anti-forgery token: refused before the action runs.
    const unsigned = await a.request.post(`/admin/leads/${leadA}`, {
      form: { intent: "status", status: "spam" },
      maxRedirects: 0,
    });
    expect(unsigned.status()).toBe(403);
    expect(statusOf(leadA)).toBe("new");
    // An agent may not assign, even its own lead.
    await a.goto(`/admin/leads/${leadA}`);
    await expect(a.getByRole("heading", { name: "Assign to an agent" })).toHaveCount(0);
    const assign = await a.request.post(`/admin/leads/${leadA}`, {
      form: { _csrf: await csrfOf(a), intent: "assign", agentId: "1" },
      maxRedirects: 0,
    });
    expect(assign.status()).toBe(403);
    // Unknown ids are the same 404.
    for (const id of ["999999999", "abc", "0"]) expect((await a.goto(`/admin/leads/${id}`))?.status(), id).toBe(404);
  });

  test("the lead page's forms work without JavaScript", async ({ browser }) => {
    const signedIn = await pageOf(browser, "agentB");
    const context = await browser.newContext({ baseURL: site.base, javaScriptEnabled: false });
    await context.addCookies(await signedIn.context().cookies());
    const page = await context.newPage();
    await page.goto(`/admin/leads/${leadB}`);
    await page.getByLabel("Status", { exact: true }).selectOption("qualified");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Status saved: Qualified." })).toBeVisible();
    expect(statusOf(leadB)).toBe("qualified");
    // A refused note shows its message beside the field.
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Write the note.")).toBeVisible();
    await expect(page.getByLabel("Note", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await context.close();
  });

  test("the editor sees both, changes status, adds a note and assigns; the history and the export show it", async ({
    browser,
  }) => {
    const page = await pageOf(browser, "editor");
    // Subscriptions are leads too: the kind filter keeps the two enquiries; bad parameters are ignored.
    await page.goto(`/admin/leads?q=${TAG}&kind=unit-enquiry&status=bogus&from=not-a-date&after=garbage`);
    await hydrated(page);
    await expect(page.getByRole("status")).toHaveText("2 leads match.");
    const table = page.getByRole("table", { name: /Leads/ });
    await expect(table.getByRole("row", { name: new RegExp(VISITOR_A) })).toContainText("New");
    await expect(table.getByRole("row", { name: new RegExp(VISITOR_B) })).toBeVisible();
    await scan(page, "inbox at 1280 px");
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole("list", { name: "Leads" }).getByRole("link", { name: VISITOR_A })).toBeVisible();
    await scan(page, "inbox at 375 px");
    await page.setViewportSize({ width: 1280, height: 900 });

    // Filters from the form: the status filter narrows to nothing, then back.
    await page.getByLabel("Status", { exact: true }).selectOption("won");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByRole("status")).toHaveText("0 leads match.");
    await expect(page).toHaveURL(/status=won/);
    await expect(page).toHaveURL(/kind=unit-enquiry/);
    await page.goto(`/admin/leads?q=${TAG}`);

    await page.getByRole("link", { name: VISITOR_A }).first().click();
    await expect(page.getByRole("heading", { name: VISITOR_A, level: 1 })).toBeVisible();
    await expect(page.getByText(MESSAGE)).toBeVisible();
    await hydrated(page);
    await scan(page, "lead at 1280 px");

    await page.getByLabel("Status", { exact: true }).selectOption("contacted");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Status saved: Contacted." })).toBeVisible();

    // An empty note: the message beside the field, nothing written.
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Write the note.")).toBeVisible();
    await expect(page.getByLabel("Note", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Note", { exact: true }).fill("Called, viewing booked for Saturday");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Note added." })).toBeVisible();

    await page.getByLabel("Agent", { exact: true }).selectOption({ label: profileB });
    await page.getByRole("button", { name: "Assign" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Lead assigned." })).toBeVisible();

    const history = page.getByRole("region", { name: "History" }).getByRole("listitem");
    await expect(history.nth(0)).toContainText(`Assigned:`);
    await expect(history.nth(0)).toContainText(`→ ${profileB}`);
    await expect(history.nth(0)).toContainText(staff.editor.name);
    await expect(history.nth(1)).toContainText("Called, viewing booked for Saturday");
    await expect(history.nth(2)).toContainText("Status: New → Contacted");
    await expect(history.nth(2)).toContainText(staff.editor.name);
    await expect(history.last()).toContainText("Arrived");
    await page.setViewportSize({ width: 375, height: 812 });
    await scan(page, "lead at 375 px");
    await page.setViewportSize({ width: 1280, height: 900 });

    // B now has the lead; A no longer does.
    const b = await pageOf(browser, "agentB");
    await b.goto(`/admin/leads?q=${TAG}`);
    await expect(b.getByRole("link", { name: VISITOR_A })).toBeVisible();
    expect((await (await pageOf(browser, "agentA")).goto(`/admin/leads/${leadA}`))?.status()).toBe(404);

    // The export: a download of the filtered leads.
    await page.goto(`/admin/leads?q=${TAG}&status=contacted`);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, "utf8");
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("ID,Received (UTC),Kind,Status,Name,E-mail,Phone,Country,Agent,Listing,Message,Last change (UTC)");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${leadA},`);
    expect(lines[1]).toContain(`,unit-enquiry,contacted,${VISITOR_A},layla-${run}@example.com,`);
    expect(lines[1]).toContain(`,${profileB},`);
    const all = await page.request.get(`/admin/leads.csv?q=${TAG}`);
    expect(all.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(all.headers()["content-disposition"]).toMatch(/^attachment; filename="leads-/);
    const text = await all.text();
    expect(text).toContain(VISITOR_A);
    expect(text).toContain(VISITOR_B);
    // An agent's export is its scope: B has both now, A none.
    const exportA = await (await pageOf(browser, "agentA")).request.get(`/admin/leads.csv?q=${TAG}`);
    expect((await exportA.text()).trim().split("\r\n")).toHaveLength(1);
    expect(leadB).toBeGreaterThan(0);
  });

  test("the inbox pages forward and back by keyset links, keeping the filters", async ({ browser }) => {
    const page = await pageOf(browser, "editor");
    await page.goto(`/admin/leads?q=${PAGED}&size=25&sort=oldest`);
    await expect(page.getByRole("status")).toHaveText("26 leads match.");
    const rows = page.getByRole("table", { name: /Leads/ }).getByRole("row");
    await expect(rows).toHaveCount(26);
    await expect(rows.nth(1)).toContainText(`Paged ${PAGED} 0`);
    await expect(page.getByRole("link", { name: "Previous page" })).toHaveCount(0);
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(`Paged ${PAGED} 25`);
    await expect(page).toHaveURL(/sort=oldest/);
    await expect(page.getByRole("link", { name: "Next page" })).toHaveCount(0);
    await page.getByRole("link", { name: "Previous page" }).click();
    await expect(rows).toHaveCount(26);
    await expect(rows.nth(25)).toContainText(`Paged ${PAGED} 24`);
  });

  test("the editor removes a subscriber after confirming; it leaves the list", async ({ browser }) => {
    const page = await pageOf(browser, "editor");
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Subscribers" }).click();
    await expect(page.getByRole("heading", { name: "Subscribers", level: 1 })).toBeVisible();
    await page.getByLabel("Search name or e-mail").fill(TAG);
    await page.getByRole("button", { name: "Search" }).click();
    const target = `sub0-${run}@example.com`;
    const other = `sub1-${run}@example.com`;
    const entry = (email: string) =>
      page.getByRole("list", { name: "Subscribers" }).getByRole("listitem").filter({ hasText: email });
    await expect(entry(target)).toBeVisible();
    await hydrated(page);
    await scan(page, "subscribers");
    // Without the confirming tick nothing is removed.
    await page.getByRole("button", { name: `Remove ${target}` }).click();
    await expect(page.getByRole("alert")).toHaveText(`Tick “Yes, remove” to remove ${target}.`);
    await expect(entry(target)).toBeVisible();
    await page.getByRole("checkbox", { name: `Yes, remove ${target}` }).check();
    await page.getByRole("button", { name: `Remove ${target}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `${target} was removed` })).toBeVisible();
    await expect(entry(target)).toHaveCount(0);
    await expect(entry(other)).toBeVisible();
    const csv = await (await page.request.get("/admin/subscribers.csv")).text();
    expect(csv).toContain(other);
    expect(csv).not.toContain(target);
  });

  test("the admin reads the audit log of those changes; an agent gets 403", async ({ browser }) => {
    const page = await pageOf(browser, "admin");
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Audit log" }).click();
    await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
    await hydrated(page);
    await page.getByLabel("Record").selectOption("lead");
    await page.getByLabel("Staff member").selectOption({ label: staff.editor.name });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/entity=lead/);
    const rows = page.getByRole("table", { name: /Audit entries/ }).getByRole("row");
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText("assign");
    await expect(rows.nth(2)).toContainText("note");
    await expect(rows.nth(2)).toContainText("Called, viewing booked for Saturday");
    await expect(rows.nth(3)).toContainText("status");
    await expect(rows.nth(3)).toContainText("status: new → contacted");
    for (const i of [1, 2, 3]) await expect(rows.nth(i)).toContainText(staff.editor.name);
    await page.getByLabel("Record").selectOption("subscriber");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByRole("row", { name: /remove/ })).toContainText(`sub0-${run}@example.com`);
    await scan(page, "audit log");

    const agent = await pageOf(browser, "agentA");
    const refused = await agent.goto("/admin/audit");
    expect(refused?.status()).toBe(403);
    await expect(agent.getByRole("heading", { name: "Not allowed" })).toBeVisible();
    expect((await agent.request.get("/admin/subscribers.csv")).status()).toBe(403);
  });
});
