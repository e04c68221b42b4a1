/**
 * Viewing requests on a server of its own (tests/support/admin-site.ts) with a real SMTP server:
 * a visitor books a Friday at 10:00 on a unit's page (English, then Arabic), the request reaches the
 * unit's agent's inbox and the visitor's mailbox with a calendar file (parsed here); the agent
 * proposes another time and the visitor gets the change (same UID, higher SEQUENCE); another agent
 * cannot act on the viewing, a post without the anti-forgery token is refused, and the server
 * refuses a closed day.
 */
import crypto from "node:crypto";
import { expect, test, type Page } from "./fixtures.ts";
import { createDb } from "../../app/platform/db/client.server.ts";
import { createStaff } from "../../app/modules/staff/staff.server.ts";
import { AdminSite, signIn } from "../support/admin-site.ts";
import { E2E_PORTS } from "../support/e2e-ports.ts";
import type { ReceivedMail } from "../support/test-smtp.ts";

const run = crypto.randomBytes(4).toString("hex");
const site = new AdminSite(E2E_PORTS.viewings, `viewings-${run}`);
const PASSWORD = "amber falcon over creek 9";
const agentA = { email: `view-a-${run}@agency.example`, name: "Agent Viewing A", password: PASSWORD };
const agentB = { email: `view-b-${run}@agency.example`, name: "Agent Viewing B", password: PASSWORD };
let unitPath = "";
let leadId = 0;

/** The calendar file of a received mail: the MIME part named viewing.ics, decoded, with folded lines joined. */
function icsOf(mail: ReceivedMail): Record<string, string> {
  const at = mail.raw.search(/filename="?viewing\.ics/);
  expect(at).toBeGreaterThan(0);
  const part = mail.raw.slice(mail.raw.lastIndexOf("\r\n--", at));
  const [head, ...rest] = part.split("\r\n\r\n");
  const body = rest.join("\r\n\r\n").split("\r\n--")[0]!;
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head!)?.[1]?.toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? Buffer.from(body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))), "latin1").toString("utf8")
        : body;
  const fields: Record<string, string> = {};
  for (const line of text.replace(/\r\n[ \t]/g, "").split(/\r?\n/)) {
    const m = /^([A-Z-]+)(?:;[^:]*)?:(.*)$/.exec(line);
    if (m && !(m[1]! in fields)) fields[m[1]!] = m[2]!;
  }
  expect(text).toContain("BEGIN:VEVENT");
  return fields;
}

async function mailsTo(address: string, count: number): Promise<ReceivedMail[]> {
  await expect.poll(() => site.smtp.received.filter((m) => m.to.includes(address) && m.raw.includes("viewing.ics")).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(count);
  return site.smtp.received.filter((m) => m.to.includes(address) && m.raw.includes("viewing.ics"));
}

type Labels = { form: string; day: string; time: string; name: string; phone: string; email: string; submit: string };

async function book(page: Page, path: string, who: { name: string; email: string }, labels: Labels, weekday: RegExp) {
  await page.goto(path);
  const form = page.getByRole("form", { name: labels.form });
  const day = form.getByLabel(labels.day, { exact: true });
  const options = await day.locator("option").allTextContents();
  const friday = options.find((o) => weekday.test(o));
  expect(friday, "a Friday is offered (the brokerage works Mon–Sat)").toBeTruthy();
  await day.selectOption({ label: friday! });
  await form.getByLabel(labels.time).selectOption("10:00");
  await form.getByLabel(labels.name, { exact: true }).fill(who.name);
  await form.getByLabel(labels.phone).fill("+971 50 123 4567");
  await form.getByLabel(labels.email).fill(who.email);
  await form.getByRole("button", { name: labels.submit }).click();
}

test.describe("viewing requests", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });

  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(150_000);
    await site.prepare(baseURL!);
    const { db } = createDb(`sqlite:${site.dbFile}`);
    try {
      const units = await db.selectFrom("units").select(["id", "agent_id", "page_url"]).where("is_active", "=", 1).orderBy("id").execute();
      const a = units[0]!;
      const b = units.find((u) => u.agent_id !== a.agent_id)!;
      unitPath = `/property/${a.page_url}/${a.id}`;
      await createStaff(db, null, { ...agentA, role: "agent", agentId: a.agent_id });
      await createStaff(db, null, { ...agentB, role: "agent", agentId: b.agent_id });
    } finally {
      await db.destroy();
    }
    await site.start();
  });

  test.afterAll(async () => {
    await site.stop();
  });

  test("a visitor books Friday 10:00; the agent sees it and the visitor gets a calendar file", async ({ browser }) => {
    const visitor = await site.newPage(browser);
    const email = `visitor-${run}@example.com`;
    const labels = { form: "Viewing request", day: "Day", time: "Time (Dubai)", name: "Name", phone: "Mobile number", email: "Email", submit: "Request a viewing" };
    await book(visitor, unitPath, { name: `Noura ${run}`, email }, labels, /^Friday/);
    await expect(visitor.getByRole("heading", { name: "Viewing requested" })).toBeVisible();

    const [mail] = await mailsTo(email, 1);
    const ics = icsOf(mail!);
    expect(ics.UID).toMatch(/@viewings$/);
    expect(ics.SEQUENCE).toBe("0");
    expect(ics.DTSTART).toMatch(/^\d{8}T060000Z$/);
    expect(new Date(`${ics.DTSTART!.slice(0, 4)}-${ics.DTSTART!.slice(4, 6)}-${ics.DTSTART!.slice(6, 8)}T00:00:00Z`).getUTCDay()).toBe(5);
    expect(ics.SUMMARY).toContain("Viewing");
    expect(ics.LOCATION).toBeTruthy();
    expect(ics.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
    leadId = site.read<number>("select id from leads where kind = 'viewing' and email = ?", email);

    const agent = await site.newPage(browser);
    await signIn(agent, agentA);
    await expect(agent).toHaveURL(/\/admin$/);
    await agent.goto("/admin/leads");
    await agent.getByRole("link", { name: `Noura ${run}` }).click();
    await expect(agent.getByRole("heading", { name: `Noura ${run}`, level: 1 })).toBeVisible();
    await expect(agent.getByRole("heading", { name: "Viewing", level: 2 })).toBeVisible();
    await expect(agent.getByText("Asked for by the visitor")).toBeVisible();

    // The agent proposes Saturday 11:00 instead.
    const form = agent.getByRole("form", { name: "Propose another time" });
    const days = await form.getByLabel("New day").locator("option").allTextContents();
    // The second Saturday offered: never today, whatever the hour, and well inside the three weeks.
    await form.getByLabel("New day").selectOption({ label: days.filter((d) => /^Saturday/.test(d))[1]! });
    await form.getByLabel("New time (Dubai)").selectOption("11:00");
    await form.getByRole("button", { name: "Propose this time" }).click();
    await expect(agent.getByText("New time proposed: the visitor is e-mailed.")).toBeVisible();

    const mails = await mailsTo(email, 2);
    const changed = icsOf(mails[1]!);
    expect(changed.UID).toBe(ics.UID);
    expect(changed.SEQUENCE).toBe("1");
    expect(changed.DTSTART).toMatch(/^\d{8}T070000Z$/);
    expect(mails[1]!.text).toContain("proposes another time");
    await visitor.context().close();
    await agent.context().close();
  });

  test("another agent cannot act on the viewing; a post without the anti-forgery token is refused", async ({ browser }) => {
    const other = await site.newPage(browser);
    await signIn(other, agentB);
    await expect(other).toHaveURL(/\/admin$/);
    // The session's token, from the sign-out form (the sign-in page's own token is another, and may still be on screen).
    const csrf = await other.locator("form[action='/admin/sign-out'] input[name=_csrf]").first().inputValue();
    expect(csrf).not.toBe("");
    const forged = await other.request.post(`/admin/leads/${leadId}`, { form: { _csrf: csrf, intent: "viewing", answer: "confirm" } });
    expect(forged.status()).toBe(404);
    expect(await other.request.get(`/admin/leads/${leadId}`).then((r) => r.status())).toBe(404);
    const owner = await site.newPage(browser);
    await signIn(owner, agentA);
    await expect(owner).toHaveURL(/\/admin$/);
    const noToken = await owner.request.post(`/admin/leads/${leadId}`, { form: { intent: "viewing", answer: "confirm" } });
    expect(noToken.status()).toBe(403);
    expect(site.read<string>("select status from viewings where lead_id = ?", leadId)).toBe("proposed");
    await other.context().close();
    await owner.context().close();
  });

  test("in Arabic: the form, its refusal of a closed day, and the request", async ({ browser }) => {
    const visitor = await site.newPage(browser);
    const email = `visitor-ar-${run}@example.com`;
    await visitor.goto(`/ar${unitPath}`);
    await expect(visitor.getByRole("heading", { name: "احجز معاينة" })).toBeVisible();
    // A Sunday (closed) posted by hand: the server refuses it with the field's message.
    const sunday = new Date(Date.now() + 7 * 86_400_000);
    sunday.setUTCDate(sunday.getUTCDate() + ((7 - sunday.getUTCDay()) % 7));
    const unitId = unitPath.split("/").at(-1)!;
    const refused = await visitor.request.post("/forms/viewing?lang=ar", {
      form: { unitId, day: sunday.toISOString().slice(0, 10), time: "10:00", name: "سارة", phone: "0501234567", email, _return: `/ar${unitPath}` },
      headers: { "sec-fetch-site": "same-origin", origin: site.base },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain("لا نجري معاينات في هذا اليوم");
    const labels = { form: "طلب معاينة", day: "اليوم", time: "الوقت (بتوقيت دبي)", name: "الاسم", phone: "رقم الجوال", email: "البريد الإلكتروني", submit: "اطلب معاينة" };
    await book(visitor, `/ar${unitPath}`, { name: `سارة ${run}`, email }, labels, /الجمعة/);
    await expect(visitor.getByRole("heading", { name: "تم طلب المعاينة" })).toBeVisible();
    const [mail] = await mailsTo(email, 1);
    expect(icsOf(mail!).DTSTART).toMatch(/T060000Z$/);
    await visitor.context().close();
  });
});
