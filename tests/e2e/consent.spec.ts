/**
 * Lawful leads end to end, on a server of its own (tests/support/admin-site.ts) with a real SMTP
 * server: a visitor opts in on the English contact form and another does not on the Arabic one;
 * the admin's news-and-offers mail reaches only the first, with its one-click way out. A data
 * request made at /ar/data-request is confirmed by its mailed link, exported and erased by the
 * admin, after which no page, export or mail holds the address. An agent is refused the privacy
 * screen, and a post without the anti-forgery token is refused.
 */
import crypto from "node:crypto";
import { expect, test, type Browser, type Page } from "./fixtures.ts";
import { createDb } from "../../app/platform/db/client.server.ts";
import { createStaff } from "../../app/modules/staff/staff.server.ts";
import { codeAt, newTotpSecret } from "../../app/modules/staff/totp.server.ts";
import { AdminSite, signIn } from "../support/admin-site.ts";
import { E2E_PORTS } from "../support/e2e-ports.ts";

const run = crypto.randomBytes(4).toString("hex");
const site = new AdminSite(E2E_PORTS.consent, `consent-${run}`);
const PASSWORD = "amber falcon over creek 9";
const admin = { email: `privacy-admin-${run}@agency.example`, name: "Privacy Admin", password: PASSWORD };
const agent = { email: `privacy-agent-${run}@agency.example`, name: "Privacy Agent", password: PASSWORD };
const optedIn = `yes-${run}@visitor.example`;
const optedOut = `no-${run}@visitor.example`;
let adminSecret = "";
const BODY = "Three new towers open for booking this month";
/** A mail's text, its body decoded when sent in base64 (Arabic mails are). */
const bodyOf = (m: { raw: string; text: string }) =>
  /^Content-Transfer-Encoding: base64/im.test(m.raw) ? Buffer.from(m.raw.split(/\r?\n\r?\n/).slice(1).join(""), "base64").toString("utf8") : m.text;

// One session per person: a second-factor code is accepted once.
const pages: { admin?: Page; agent?: Page } = {};
async function signedIn(browser: Browser, who: "admin" | "agent"): Promise<Page> {
  if (pages[who]) return pages[who];
  const page = await site.newPage(browser);
  await signIn(page, who === "admin" ? admin : agent);
  if (who === "admin") {
    await page.getByLabel("6-digit code").fill(codeAt(adminSecret));
    await page.getByRole("button", { name: "Continue" }).click();
  }
  await expect(page).toHaveURL(/\/admin$/);
  pages[who] = page;
  return page;
}

async function contact(page: Page, path: string, email: string, labels: { name: string; email: string; mobile: string; message: string; send: string }, tick: string | null) {
  await page.goto(path);
  const form = page.locator("main form").filter({ has: page.getByLabel(labels.message) }).first();
  await form.getByLabel(labels.name, { exact: true }).fill("Layla Haddad");
  await form.getByLabel(labels.email, { exact: true }).fill(email);
  await form.getByLabel(labels.mobile).fill("501234567");
  await form.getByLabel(labels.message).fill("Please call me about a two bedroom apartment in Dubai Marina next week");
  if (tick) await form.getByLabel(tick).check();
  await form.getByRole("button", { name: labels.send }).click();
  await expect.poll(() => site.read<number>("select count(*) from leads where email = ?", email)).toBe(1);
}

test.describe("consent, marketing mail and data requests", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });

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
    } finally {
      await db.destroy();
    }
    await site.start();
  });
  test.afterAll(async () => site.stop());

  test("only the visitor who opted in receives news and offers", async ({ browser }) => {
    const visitor = await site.newPage(browser);
    await contact(visitor, "/contact-us", optedIn, { name: "Name", email: "Email", mobile: "Mobile number", message: "Message", send: "Send message" }, "Also send me news and offers about Dubai property by e-mail (optional; you can opt out in every mail).");
    await contact(visitor, "/ar/contact-us", optedOut, { name: "الاسم", email: "البريد الإلكتروني", mobile: "رقم الجوال", message: "الرسالة", send: "أرسل الرسالة" }, null);
    const page = await signedIn(browser, "admin");
    await page.goto("/admin/privacy");
    const form = page.getByRole("form", { name: "Send news and offers" });
    await form.getByLabel("Subject").fill(`Launches in Dubai Creek Harbour ${run}`);
    await form.getByLabel("Text").fill(`${BODY}, with payment plans over five years.`);
    await form.getByRole("button", { name: "Send news and offers" }).click();
    await expect(page.getByText(/News and offers queued for \d+ opted-in addresses/)).toBeVisible();
    await expect.poll(() => site.smtp.received.filter((m) => m.to.includes(optedIn) && m.text.includes(BODY)).length, { timeout: 20_000 }).toBe(1);
    expect(site.smtp.received.some((m) => m.to.includes(optedOut) && m.text.includes(BODY))).toBe(false);
    const mail = site.smtp.received.find((m) => m.to.includes(optedIn) && m.text.includes(BODY))!;
    expect(mail.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/127\.0\.0\.1:\d+\/data-request\/unsubscribe\/\S+>/m);
    const out = /(http:\/\/127\.0\.0\.1:\d+\/data-request\/unsubscribe\/[^\s>]+)/.exec(mail.text)![1]!;
    await visitor.goto(out);
    await visitor.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(visitor.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
    await visitor.context().close();
  });

  test("a data request is confirmed by its link, exported and erased everywhere", async ({ browser }) => {
    const visitor = await site.newPage(browser);
    await visitor.goto("/ar/data-request");
    const request = visitor.getByRole("form", { name: "بياناتك: نسخة منها أو محوها" });
    await request.getByLabel("البريد الإلكتروني").fill(optedIn);
    await request.getByLabel("محو بياناتي").check();
    await request.getByRole("button", { name: "أرسل الطلب" }).click();
    await expect(visitor.getByText("رابط التأكيد في طريقه إليه", { exact: false })).toBeVisible();
    await expect.poll(() => site.smtp.received.filter((m) => m.to.includes(optedIn) && bodyOf(m).includes("/ar/data-request/confirm/")).length, { timeout: 20_000 }).toBe(1);
    const link = /(http:\/\/127\.0\.0\.1:\d+\/ar\/data-request\/confirm\/[^\s>]+)/.exec(bodyOf(site.smtp.received.find((m) => bodyOf(m).includes("/ar/data-request/confirm/"))!))![1]!;
    await visitor.goto(link);
    await visitor.getByRole("button", { name: "أؤكد طلبي" }).click();
    await expect(visitor.getByRole("heading", { name: "تم تأكيد الطلب" })).toBeVisible();

    const page = await signedIn(browser, "admin");
    await page.goto("/admin/privacy");
    await expect(page.getByText(`Erasure · ${optedIn}`)).toBeVisible();
    const id = site.read<number>("select id from data_requests where email = ?", optedIn);
    const exported = await page.request.get(`/admin/privacy/requests/${id}.json`);
    expect(exported.status()).toBe(200);
    const copy = (await exported.json()) as { leads: unknown[]; consentRecords: unknown[] };
    expect(copy.leads.length).toBe(1);
    expect(copy.consentRecords.length).toBeGreaterThan(0);
    const erase = page.getByRole("form", { name: `Erase request ${id}` });
    await erase.getByLabel("Yes, erase").check();
    await erase.getByRole("button", { name: "Erase this address" }).click();
    await expect(page.getByText(`Request #${id}: erased`)).toBeVisible();
    for (const path of ["/admin/leads.csv", "/admin/subscribers.csv", "/admin/leads", "/admin/privacy", "/admin/audit"]) {
      expect(await (await page.request.get(path)).text()).not.toContain(optedIn);
    }
    expect(site.read<number>("select count(*) from outbox where payload like ?", `%${optedIn}%`)).toBe(0);
    await visitor.context().close();
  });

  test("an agent is refused the privacy screen, and a post without the anti-forgery token is refused", async ({ browser }) => {
    const page = await signedIn(browser, "agent");
    expect((await page.request.get("/admin/privacy", { maxRedirects: 0 })).status()).toBe(403);
    expect((await page.request.get("/admin/privacy/requests/1.json", { maxRedirects: 0 })).status()).toBe(403);
    await page.goto("/admin/account");
    const csrf = await page.locator("input[name=_csrf]").first().inputValue();
    expect((await page.request.post("/admin/privacy", { form: { _csrf: csrf, intent: "retention", years: "1" }, maxRedirects: 0 })).status()).toBe(403);
    const adminPage = await signedIn(browser, "admin");
    expect((await adminPage.request.post("/admin/privacy", { form: { intent: "retention", years: "1" }, maxRedirects: 0 })).status()).toBe(403);
    expect(site.read<number | null>("select lead_retention_years from brokerage")).toBeNull();
  });
});
