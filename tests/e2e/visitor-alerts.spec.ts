/**
 * Saved searches with e-mail alerts, end to end on a server of its own (an AdminSite:
 * the built server on a copy of the seeded database, mailing a real SMTP test server, its alert
 * job looking every 300 ms): from a list page, "Alert me" opens the form; a bad address shows its
 * field message; the confirmation is a real mail whose link confirms the alert; a new matching
 * listing published through the listing service brings exactly one alert mail (with the RFC 8058
 * headers), the management link lists the alert, and its unsubscribe link stops further alerts
 * (a second matching listing reaches a control alert of the same search, and not the visitor).
 * The same for the project list: "Alert me" beside its count saves a project search, and a new
 * matching project brings one mail listing it with its link and starting price.
 */
import crypto from "node:crypto";
import Database from "better-sqlite3";
import { expect, test } from "./fixtures.ts";
import { createDb } from "../../app/platform/db/client.server.ts";
import { createListings, type ProjectInput, type UnitInput } from "../../app/modules/listings/listings.server.ts";
import { AdminSite, scan } from "../support/admin-site.ts";
import { E2E_PORTS } from "../support/e2e-ports.ts";
import type { ReceivedMail } from "../support/test-smtp.ts";

const run = crypto.randomBytes(4).toString("hex");
const site = new AdminSite(E2E_PORTS.visitorAlerts, `visitor-alerts-${run}`, { ALERTS_POLL_MS: "300" });
const VISITOR = `visitor-${run}@example.com`;
const CONTROL = `control-${run}@example.com`;
/** An alert mail (not the confirmation): "A new property matches your search" / "2 new projects match your search". */
const ALERT_MAIL = /matche?s? your search/;
const PROJECT_VISITOR = `projects-${run}@example.com`;
const PROJECT_CONTROL = `project-control-${run}@example.com`;

function unit(n: number, over: Partial<UnitInput> = {}): UnitInput {
  return {
    pageUrl: `alerts-e2e-${run}-${n}`,
    title: `Alert test ${run} apartment ${n} on the Palm`,
    descriptionHtml: "<p>A unit for the alerts test.</p>",
    purposeId: 1,
    statusId: 2,
    typeId: 1,
    classification: "Residential",
    areaId: 1,
    agentId: 1,
    bedroomId: 3,
    bathroomId: 2,
    sizeSqft: 1_250,
    price: 2_100_000,
    permitNumber: "7123456789",
    permitAuthority: "DLD",
    permitExpiresOn: "2099-12-31",
    state: "published",
    ...over,
  };
}

function project(n: number, over: Partial<ProjectInput> = {}): ProjectInput {
  return {
    pageUrl: `alerts-e2e-${run}-project-${n}`,
    name: `Alert Test ${run} Residences ${n}`,
    title: `Waterfront homes ${n} for the alerts test`,
    descriptionHtml: "<p>A project for the alerts test.</p>",
    developerId: 1,
    areaId: 1,
    agentId: 1,
    typeId: 1,
    statusId: 1,
    completionYear: 2029,
    completionQuarter: 4,
    startingPrice: 3_250_000,
    sizeFromSqft: 700,
    sizeToSqft: 2_300,
    permitNumber: "6200001234",
    permitAuthority: "DLD",
    permitExpiresOn: "2099-12-31",
    bedroomIds: [3, 4],
    state: "published",
    ...over,
  };
}

/**
 * Publishes units (or projects) through the listing service (the write path the back office and imports use),
 * in one transaction: the server (another process on the same SQLite file) writes too.
 */
async function withDb<T>(write: (db: ReturnType<typeof createDb>["db"]) => Promise<T>): Promise<T> {
  const { db } = createDb(`sqlite:${site.dbFile}`);
  try {
    return await write(db);
  } finally {
    await db.destroy();
  }
}
const publish = (...inputs: UnitInput[]) => withDb((db) => createListings(db, "unit", inputs));
const publishProjects = (...inputs: ProjectInput[]) => withDb((db) => createListings(db, "project", inputs));

const mailsTo = (to: string, subject?: RegExp): ReceivedMail[] =>
  site.smtp.received.filter((m) => m.to.includes(to) && (!subject || subject.test(m.text)));
const linkIn = (mail: ReceivedMail, path: string) => new RegExp(`${site.base}${path}/[^\\s>]+`).exec(mail.text)?.[0] ?? "";

// One server for the file's tests: they run one after the other.
test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async ({ baseURL }) => {
  await site.prepare(baseURL!);
  await site.start();
});
test.afterAll(async () => {
  await site.stop();
});

test("the alert pages fit a phone's width and pass axe", async ({ browser }) => {
  const page = await site.newPage(browser, 375);
  await page.goto("/villas-for-sale-in-dubai");
  await page.getByRole("link", { name: "Alert me" }).click();
  await expect(page.getByRole("heading", { name: "Alert me" })).toBeVisible();
  await scan(page, "the alert form at 375 px");
  await page.goto("/alerts/confirm/1.abc.forged");
  await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
});

test("a visitor saves a search, confirms by mail, gets one mail per new listing and unsubscribes", async ({ browser }) => {
  const page = await site.newPage(browser);
  await page.goto("/property-list?area=1&purpose=1");
  await page.getByRole("link", { name: "Alert me" }).click();
  await expect(page.getByRole("heading", { name: "Alert me" })).toBeVisible();
  await expect(page.getByText(/Properties for sale in Palm Jumeirah/)).toBeVisible();

  // An address the browser accepts but the site does not: the field's own message.
  await page.getByLabel("E-mail address").fill("layla@localhost");
  await page.getByRole("button", { name: "Save alert" }).click();
  await expect(page.getByText("Please enter a valid e-mail address.")).toBeVisible();
  await expect(page.getByLabel("E-mail address")).toHaveAttribute("aria-invalid", "true");
  await scan(page, "the alert form with a field message");

  await page.getByLabel("E-mail address").fill(VISITOR);
  // The frequencies are chips: the visitor taps the chip's words, and the radio inside is checked.
  await page.getByText("As soon as one is listed", { exact: true }).click();
  await expect(page.getByLabel("As soon as one is listed")).toBeChecked();
  await page.getByRole("button", { name: "Save alert" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();

  // The confirmation: a real mail with a signed link; the link's page confirms with a button.
  await expect.poll(() => mailsTo(VISITOR).length, { timeout: 15_000 }).toBe(1);
  const confirm = linkIn(mailsTo(VISITOR)[0]!, "/alerts/confirm");
  expect(confirm).not.toBe("");
  await page.goto(confirm);
  await expect(page.getByRole("heading", { name: "Confirm your property alert" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm alert" }).click();
  await expect(page.getByRole("heading", { name: "Your alert is on" })).toBeVisible();

  // A control alert of the same search (another address, already confirmed): it shows when the job has looked.
  const now = new Date().toISOString();
  // The server may be writing (its alert job runs soon after a confirmation): wait for its lock rather than fail.
  const sqlite = new Database(site.dbFile, { timeout: 20_000 });
  sqlite
    .prepare("insert into search_alerts (email, recipient, path, query, frequency, status, created_at, confirmed_at, checked_until, next_run_at) values (?, ?, ?, ?, 'instant', 'active', ?, ?, ?, ?)")
    .run(CONTROL, CONTROL, "/property-list", "?area=1&purpose=1", now, now, now, now);
  sqlite.close();

  // A new matching listing, and one the search does not show (another area).
  const [first] = await publish(unit(1), unit(2, { areaId: 2 }));
  await expect.poll(() => mailsTo(VISITOR, ALERT_MAIL).length, { timeout: 15_000 }).toBe(1);
  const alert = mailsTo(VISITOR, ALERT_MAIL)[0]!;
  expect(alert.text).toContain(`/property/alerts-e2e-${run}-1/${first}`);
  expect(alert.text).not.toContain(`alerts-e2e-${run}-2`);
  expect(alert.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/127\.0\.0\.1:\d+\/alerts\/unsubscribe\/\S+>/m);
  expect(alert.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

  // The management link lists the alert in words, with its frequency.
  await page.goto(linkIn(alert, "/alerts/manage"));
  await expect(page.getByRole("heading", { name: "Your property alerts" })).toBeVisible();
  await expect(page.getByText("Properties for sale in Palm Jumeirah", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove the alert “Properties for sale in Palm Jumeirah”" })).toBeVisible();
  await expect(page.getByText("As soon as one is listed")).toBeVisible();
  await scan(page, "the alert management page");

  // The unsubscribe link stops it.
  await page.goto(linkIn(alert, "/alerts/unsubscribe"));
  await page.getByRole("button", { name: "Stop alert" }).click();
  await expect(page.getByRole("heading", { name: "Alert stopped" })).toBeVisible();
  // A mail program's one-click POST (RFC 8058) to the same link answers without a page to visit.
  const oneClick = await page.request.post(linkIn(alert, "/alerts/unsubscribe"), { form: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status()).toBe(200);

  // A second matching listing: the control alert gets it (the job has looked), the visitor does not.
  const [second] = await publish(unit(3));
  await expect.poll(() => mailsTo(CONTROL, new RegExp(`/${second}\\b`)).length, { timeout: 15_000 }).toBe(1);
  expect(mailsTo(VISITOR, ALERT_MAIL)).toHaveLength(1);
  await page.goto(linkIn(alert, "/alerts/manage"));
  await expect(page.getByText("You have no alerts.")).toBeVisible();
});

test("a project alert: saved from the project list, confirmed by mail, one mail per new project, stopped by its link", async ({ browser }) => {
  const page = await site.newPage(browser);
  // A developer's page lists projects too: its "Alert me" keeps the page's own filter.
  await page.goto("/developer/aldar-properties");
  await page.getByRole("link", { name: "Alert me" }).click();
  await expect(page.getByText("Projects in Dubai by Aldar Properties", { exact: true })).toBeVisible();

  await page.goto("/project-list?area=1");
  await page.getByRole("link", { name: "Alert me" }).click();
  await expect(page.getByRole("heading", { name: "Alert me" })).toBeVisible();
  await expect(page.getByText("Projects in Palm Jumeirah", { exact: true })).toBeVisible();
  await expect(page.getByText(/new projects matching this search are launched/)).toBeVisible();
  await page.getByLabel("E-mail address").fill(PROJECT_VISITOR);
  // The frequencies are chips: the visitor taps the chip's words, and the radio inside is checked.
  await page.getByText("As soon as one is listed", { exact: true }).click();
  await expect(page.getByLabel("As soon as one is listed")).toBeChecked();
  await page.getByRole("button", { name: "Save alert" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();

  await expect.poll(() => mailsTo(PROJECT_VISITOR).length, { timeout: 15_000 }).toBe(1);
  await page.goto(linkIn(mailsTo(PROJECT_VISITOR)[0]!, "/alerts/confirm"));
  await expect(page.getByRole("heading", { name: "Confirm your project alert" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm alert" }).click();
  await expect(page.getByRole("heading", { name: "Your alert is on" })).toBeVisible();

  // A control project alert of the same search: it shows when the job has looked.
  const now = new Date().toISOString();
  // The server may be writing (its alert job runs soon after a confirmation): wait for its lock rather than fail.
  const sqlite = new Database(site.dbFile, { timeout: 20_000 });
  sqlite
    .prepare("insert into search_alerts (email, recipient, kind, path, query, frequency, status, created_at, confirmed_at, checked_until, next_run_at) values (?, ?, 'project', ?, ?, 'instant', 'active', ?, ?, ?, ?)")
    .run(PROJECT_CONTROL, PROJECT_CONTROL, "/project-list", "?area=1", now, now, now, now);
  sqlite.close();

  // A new matching project, one in another area, and a unit in the area (a unit is not a project).
  const [first] = await publishProjects(project(1), project(2, { areaId: 2 }));
  await publish(unit(10));
  await expect.poll(() => mailsTo(PROJECT_VISITOR, ALERT_MAIL).length, { timeout: 15_000 }).toBe(1);
  const alert = mailsTo(PROJECT_VISITOR, ALERT_MAIL)[0]!;
  expect(alert.text).toContain("A new project matches your search: Projects in Palm Jumeirah.");
  expect(alert.text).toContain(`Alert Test ${run} Residences 1`);
  expect(alert.text).toContain("from AED 3,250,000");
  expect(alert.text).toContain(`/project/alerts-e2e-${run}-project-1/${first}`);
  expect(alert.text).not.toContain(`alerts-e2e-${run}-project-2`);
  expect(alert.text).not.toContain(`alerts-e2e-${run}-10`);
  expect(alert.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/127\.0\.0\.1:\d+\/alerts\/unsubscribe\/\S+>/m);

  // The management link shows it as a project alert.
  await page.goto(linkIn(alert, "/alerts/manage"));
  await expect(page.getByText("Project alert", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove the alert “Projects in Palm Jumeirah”" })).toBeVisible();

  await page.goto(linkIn(alert, "/alerts/unsubscribe"));
  await expect(page.getByRole("heading", { name: "Stop this project alert?" })).toBeVisible();
  await page.getByRole("button", { name: "Stop alert" }).click();
  await expect(page.getByRole("heading", { name: "Alert stopped" })).toBeVisible();

  // Another matching project: the control alert gets it, the visitor does not.
  const [second] = await publishProjects(project(3));
  await expect.poll(() => mailsTo(PROJECT_CONTROL, new RegExp(`/${second}\\b`)).length, { timeout: 15_000 }).toBe(1);
  expect(mailsTo(PROJECT_VISITOR, ALERT_MAIL)).toHaveLength(1);
});
