/**
 * The back office's listing screens on a server of their own (tests/support/admin-site.ts),
 * with two agent accounts and an editor made through the staff service on a copy of the seeded database. Agent A
 * creates a unit, uploads three photos, is refused publishing without a permit (and told why), adds
 * a valid permit and publishes; the public list and detail page show the unit; a visitor's enquiry
 * on it lands in agent A's inbox; marked sold it leaves the list. Agent B cannot open that unit's
 * editor or preview (404) nor change it, nor see the enquiry in its inbox; a post without
 * the anti-forgery token is refused (403); an editor filters the table; a copy is made and deleted
 * after a confirmation; photos are dropped on the drop zone; a project is made and given photos, floor
 * plans and a brochure without JavaScript; axe checks the table and the form at 1280 and 375 px.
 */
import crypto from "node:crypto";
import sharp from "sharp";
import { expect, test, type Browser, type Page } from "./fixtures.ts";
import { createDb } from "../../app/platform/db/client.server.ts";
import { createStaff } from "../../app/modules/staff/staff.server.ts";
import { AdminSite, scan, signIn } from "../support/admin-site.ts";
import { hydrated } from "./audit-helpers.ts";
import { E2E_PORTS } from "../support/e2e-ports.ts";

const run = crypto.randomBytes(4).toString("hex");
const site = new AdminSite(E2E_PORTS.adminListings, `admin-listings-${run}`);
const PASSWORD = "amber falcon over creek 9";
const agentA = { email: `list-a-${run}@agency.example`, name: "Agent Listing Alpha", password: PASSWORD };
const agentB = { email: `list-b-${run}@agency.example`, name: "Agent Listing Bravo", password: PASSWORD };
const editor = { email: `list-ed-${run}@agency.example`, name: "Editor Listing", password: PASSWORD };
const TITLE = `Marina loft ${run}`;
const VISITOR = `Mariam Haddad ${run}`;
/** A permit valid for 200 more days. */
const EXPIRES = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);

let unitId = 0;
let profileA = "";
const pages: { a?: Page; b?: Page; editor?: Page } = {};

async function signedIn(browser: Browser, who: "a" | "b" | "editor"): Promise<Page> {
  if (pages[who]) return pages[who];
  const page = await site.newPage(browser);
  await signIn(page, who === "a" ? agentA : who === "b" ? agentB : editor);
  await expect(page).toHaveURL(/\/admin$/);
  pages[who] = page;
  return page;
}


/** Small photos of three colours (three different files: uploads are stored by their bytes' hash). */
async function photos() {
  const colours = [
    { r: 200, g: 40, b: 40 },
    { r: 40, g: 160, b: 60 },
    { r: 30, g: 60, b: 200 },
  ];
  return Promise.all(
    colours.map(async (background, i) => {
      const image = sharp({ create: { width: 96, height: 64, channels: 3, background } });
      const buffer = i === 1 ? await image.jpeg().toBuffer() : await image.png().toBuffer();
      return { name: `photo-${i + 1}.${i === 1 ? "jpg" : "png"}`, mimeType: i === 1 ? "image/jpeg" : "image/png", buffer };
    }),
  );
}

/** A small PDF the upload check accepts: the header, one object, a cross-reference table and its trailer. */
function pdf(title: string): Buffer {
  let body = `%PDF-1.4\n% ${title}\n1 0 obj\n<< /Type /Catalog >>\nendobj\n`;
  const xref = Buffer.byteLength(body);
  body += `xref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer\n<< /Size 2 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

test.describe("the listing screens of the back office", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });

  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(150_000);
    await site.prepare(baseURL!);
    const { db } = createDb(`sqlite:${site.dbFile}`);
    try {
      const agents = await db.selectFrom("agents").select(["id", "name"]).orderBy("id").limit(2).execute();
      profileA = agents[0]!.name;
      await createStaff(db, null, { ...agentA, role: "agent", agentId: agents[0]!.id });
      await createStaff(db, null, { ...agentB, role: "agent", agentId: agents[1]!.id });
      await createStaff(db, null, { ...editor, role: "editor" });
    } finally {
      await db.destroy();
    }
    await site.start();
  });

  test.afterAll(async () => {
    for (const p of Object.values(pages)) await p?.context().close();
    await site.stop();
  });

  test("an agent creates a unit, adds photos, publishes it once it has a permit, and marks it sold", async ({ browser }) => {
    const page = await signedIn(browser, "a");
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Units" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Units" })).toBeVisible();
    await scan(page, "units table at 1280 px");

    await page.getByRole("link", { name: "New unit" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New unit" })).toBeVisible();
    await scan(page, "new unit form at 1280 px");
    await page.getByLabel("Description (English)").fill("A bright loft above the marina walk, with a long balcony.");
    await page.getByLabel("Purpose").selectOption({ label: "Buy" });
    await page.getByLabel("Property type").selectOption({ index: 1 });
    await page.getByLabel("Status", { exact: true }).selectOption({ index: 1 });
    await page.getByLabel("Price (AED)").fill("2,350,000");
    await page.getByLabel("Size (sq ft)").fill("1250");
    await page.getByLabel("Bedrooms").selectOption({ index: 3 });
    await page.getByLabel("Bathrooms").selectOption({ index: 2 });
    await page.getByLabel("Area", { exact: true }).selectOption({ index: 1 });
    await page.getByLabel("Map pin latitude").fill("25.0805");
    await page.getByLabel("Map pin longitude").fill("55.1403");
    // The lists are rows of fields: each row a line of the text the action reads.
    await page.getByLabel("Amenity 1", { exact: true }).fill("Gym");
    await page.getByRole("button", { name: "Add an amenity" }).click();
    await page.getByLabel("Amenity 2", { exact: true }).fill("Pool");
    await page.getByLabel("Place 1", { exact: true }).fill("Marina Mall");
    await page.getByLabel("Distance 1", { exact: true }).fill("5 min");
    await page.getByLabel("Type 1", { exact: true }).fill("Mall");
    // An agent lists under its own profile only: it is the one choice.
    await expect(page.getByLabel("Agent").getByRole("option")).toHaveCount(2);
    // Without a title: the schema's message beside the field, nothing created.
    await page.getByRole("button", { name: "Create unit" }).click();
    await expect(page.getByRole("alert")).toContainText("The unit was not saved: please correct the marked fields.");
    await expect(page.getByLabel("Title (English)")).toHaveAccessibleDescription("The English title is required.");
    await expect(page.getByLabel("Title (English)")).toBeFocused();
    await page.getByLabel("Title (English)").fill(TITLE);
    await page.getByRole("button", { name: "Create unit" }).click();

    await expect(page).toHaveURL(/\/admin\/units\/\d+\?saved=created$/);
    unitId = Number(/\/admin\/units\/(\d+)/.exec(page.url())![1]);
    await expect(page.getByRole("heading", { level: 1, name: `Edit unit: ${TITLE}` })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Created as a draft" })).toBeVisible();
    await scan(page, "unit editor at 1280 px");

    // Three photos in one upload.
    await page.getByLabel("Photos to add").setInputFiles(await photos());
    await page.getByRole("button", { name: "Upload photos" }).click();
    await expect(page.getByRole("status").filter({ hasText: "3 files uploaded." })).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove photo 3" })).toBeVisible();
    expect(site.read<number>("select count(*) from listing_media where unit_id = ? and kind = 'photo'", unitId)).toBe(3);
    await page.getByLabel("Alt text of photo 1 (English)").fill("Living room facing the marina");
    await page.getByRole("button", { name: "Save alt text of photo 1" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Alt text saved." })).toBeVisible();
    await page.getByRole("button", { name: "Move up photo 2" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Order saved." })).toBeVisible();
    await expect(page.getByRole("img", { name: "Living room facing the marina" })).toBeVisible();

    // No permit: publishing is refused, and the form says why.
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("A listing can be published only with its advertising permit number.");
    await expect(page.getByLabel("Permit number")).toHaveAccessibleDescription(/can be published only with its advertising permit number/);
    expect(site.read<string>("select state from units where id = ?", unitId)).toBe("draft");

    await page.getByLabel("Permit number").fill("7198765432");
    await page.getByLabel("Issued by").selectOption("DLD");
    await page.getByLabel("Permit expires on").fill(EXPIRES);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Changes saved." })).toBeVisible();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "The unit is now published." })).toBeVisible();
    expect(site.read<string>("select state from units where id = ?", unitId)).toBe("published");

    // The public site shows it on the next request: first in the list (newest), and its page.
    await page.goto("/property-list");
    await expect(page.getByRole("link", { name: TITLE }).first()).toBeVisible();
    await page.goto(`/admin/units/${unitId}`);
    await page.getByRole("link", { name: "View on the site" }).click();
    await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
    const publicPath = new URL(page.url()).pathname;

    // A returning visitor (no staff cookie; the first-visit enquiry has been seen) enquires on its public page.
    const visit = await browser.newContext({
      baseURL: site.base,
      storageState: { cookies: [], origins: [{ origin: site.base, localStorage: [{ name: "EnquiryForm", value: "true" }] }] },
    });
    const visitor = await visit.newPage();
    try {
      await visitor.goto(publicPath);
      await hydrated(visitor);
      await visitor.getByRole("region", { name: "Contact Seller" }).getByRole("button", { name: "Enquire Now" }).click();
      const modal = visitor.getByRole("dialog", { name: "Schedule a call with our property consultants" });
      await expect(modal).toBeVisible();
      await modal.getByLabel("Name").fill(VISITOR);
      await modal.getByLabel("Email").fill(`visitor-${run}@example.com`);
      await modal.getByLabel("Mobile number").fill("501234567");
      await modal.getByLabel("Message").fill("Is the loft still free to view this weekend, and is parking included?");
      await modal.getByRole("button", { name: "Submit" }).click();
      await expect(visitor.getByRole("dialog", { name: "Success" })).toBeVisible();
    } finally {
      await visit.close();
    }
    // It lands in agent A's inbox, on this unit.
    await page.goto(`/admin/leads?q=${encodeURIComponent(VISITOR)}`);
    await page.getByRole("link", { name: VISITOR }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(VISITOR) })).toBeVisible();
    await expect(page.getByRole("link", { name: TITLE })).toBeVisible();

    // Sold: off the public list, and its page is gone.
    await page.goto(`/admin/units/${unitId}`);
    await page.getByRole("button", { name: "Mark sold" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The unit is now sold." })).toBeVisible();
    await page.goto("/property-list");
    await expect(page.getByRole("link", { name: TITLE })).toHaveCount(0);
    expect((await page.goto(publicPath))?.status()).toBe(404);

    // The staff preview still shows it, under its banner, never indexed.
    const preview = await page.goto(`/admin/units/${unitId}/preview`);
    expect(preview?.status()).toBe(200);
    expect(preview?.headers()["x-robots-tag"]).toContain("noindex");
    await expect(page.getByRole("note", { name: "Preview" })).toContainText("Preview — not published (sold)");
    await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
    // Its "Enquire Now" sends nothing from a preview, and says so.
    await page.getByRole("button", { name: "Enquire Now" }).first().click();
    await expect(page.getByRole("status").filter({ hasText: "Enquiries are not sent from a preview" })).toBeVisible();
  });

  test("another agent can neither open nor change that unit", async ({ browser }) => {
    const page = await signedIn(browser, "b");
    expect((await page.goto(`/admin/units/${unitId}`))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    expect((await page.goto(`/admin/units/${unitId}/preview`))?.status()).toBe(404);
    // Its table does not list it either.
    await page.goto(`/admin/units?q=${encodeURIComponent(TITLE)}`);
    await expect(page.getByRole("status")).toHaveText("0 units match.");
    // Nor does its inbox show the visitor's enquiry on A's unit, and the lead's own page is not found.
    await page.goto(`/admin/leads?q=${encodeURIComponent(VISITOR)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
    await expect(page.getByRole("link", { name: VISITOR })).toHaveCount(0);
    const leadId = site.read<number>("select id from leads where name = ?", VISITOR);
    expect((await page.goto(`/admin/leads/${leadId}`))?.status()).toBe(404);
    // A post with B's own valid token still finds nothing to change.
    const staffId = site.read<number>("select id from staff where email = ?", agentB.email);
    const csrf = site.read<string>("select csrf_token from staff_sessions where staff_id = ? and stage = 'signed-in' order by created_at desc", staffId);
    const posts: Record<string, string>[] = [
      { _csrf: csrf, intent: "state", state: "draft" },
      { _csrf: csrf, intent: "save", title: "Taken over" },
      { _csrf: csrf, intent: "delete", confirm: "yes" },
    ];
    for (const form of posts) {
      const r = await page.request.post(`/admin/units/${unitId}`, { form, maxRedirects: 0 });
      expect(r.status(), form.intent).toBe(404);
    }
    // Nor can its script's upload route add a photo to A's unit.
    const photos = site.read<number>("select count(*) from listing_media where unit_id = ?", unitId);
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 90, b: 160 } } }).jpeg().toBuffer();
    const upload = await page.request.post(`/admin/units/${unitId}/uploads`, {
      multipart: { _csrf: csrf, field: "photos", photos: { name: "taken-over.jpg", mimeType: "image/jpeg", buffer: photo } },
      maxRedirects: 0,
    });
    expect(upload.status()).toBe(404);
    expect(site.read<number>("select count(*) from listing_media where unit_id = ?", unitId)).toBe(photos);
    expect(site.read<string>("select state from units where id = ?", unitId)).toBe("sold");
    expect(site.read<string>("select title from units where id = ?", unitId)).toBe(TITLE);
  });

  test("an editor sees every agent's units and narrows the table with its filters", async ({ browser }) => {
    const page = await signedIn(browser, "editor");
    await page.goto("/admin/units");
    const filters = page.getByRole("form", { name: "Filter units" });
    await filters.getByLabel("Search title, id, CRM reference or permit number").fill(TITLE);
    await filters.getByLabel("State").selectOption("sold");
    await filters.getByLabel("Agent").selectOption({ label: profileA });
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/state=sold/);
    await expect(page.getByRole("status")).toHaveText("1 unit match.");
    await expect(page.getByRole("link", { name: TITLE })).toBeVisible();
    // Its permit runs 200 more days: not among those expiring within 30.
    await filters.getByLabel("Permit expires within 30 days").check();
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByRole("status")).toHaveText("0 units match.");
    // An editor may pick any agent in the form.
    await page.goto(`/admin/units/${unitId}`);
    expect(await page.getByLabel("Agent").getByRole("option").count()).toBeGreaterThan(2);
  });

  test("a post without the anti-forgery token is refused", async ({ browser }) => {
    const page = await signedIn(browser, "a");
    const r = await page.request.post(`/admin/units/${unitId}`, { form: { intent: "delete", confirm: "yes" }, maxRedirects: 0 });
    expect(r.status()).toBe(403);
    expect(site.read<number>("select count(*) from units where id = ?", unitId)).toBe(1);
  });

  test("a copy is made as a draft, and deleted only once confirmed", async ({ browser }) => {
    const page = await signedIn(browser, "a");
    await page.goto(`/admin/units/${unitId}`);
    await page.getByRole("button", { name: "Duplicate this unit" }).click();
    await expect(page).toHaveURL(/\/admin\/units\/\d+\?saved=copied$/);
    const copyId = Number(/\/admin\/units\/(\d+)/.exec(page.url())![1]);
    expect(copyId).not.toBe(unitId);
    await expect(page.getByText("State: Draft")).toBeVisible();
    expect(site.read<number>("select count(*) from listing_media where unit_id = ?", copyId)).toBe(3);

    await page.getByRole("button", { name: "Delete unit" }).click();
    await expect(page.getByRole("alert")).toContainText("Tick the box to confirm");
    expect(site.read<number>("select count(*) from units where id = ?", copyId)).toBe(1);
    await page.getByLabel("Yes, delete this unit").check();
    await page.getByRole("button", { name: "Delete unit" }).click();
    await expect(page).toHaveURL(/\/admin\/units\?deleted=\d+$/);
    expect(site.read<number>("select count(*) from units where id = ?", copyId)).toBe(0);
  });

  test("photos dropped on the drop zone fill the upload form's input", async ({ browser }) => {
    const page = await signedIn(browser, "a");
    await page.goto(`/admin/units/${unitId}`);
    const zone = page.getByRole("region", { name: "Photos" }).getByText("Choose files, or drop them here.");
    await expect(zone).toBeVisible();
    const image = await sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 250, g: 200, b: 0 } } }).png().toBuffer();
    const dataTransfer = await page.evaluateHandle((base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], "dropped.png", { type: "image/png" }));
      return transfer;
    }, image.toString("base64"));
    await zone.dispatchEvent("drop", { dataTransfer });
    await expect(page.getByRole("region", { name: "Photos" }).getByText("1 file chosen.")).toBeVisible();
    await page.getByRole("button", { name: "Upload photos" }).click();
    await expect(page.getByRole("status").filter({ hasText: "1 file uploaded." })).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove photo 4" })).toBeVisible();
    // And removed again.
    await page.getByRole("button", { name: "Remove photo 4" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Removed." })).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove photo 4" })).toHaveCount(0);
  });

  test("without JavaScript, an agent creates a project and uploads its photo, floor plans and brochure", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: site.base, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/admin/sign-in");
    await page.getByLabel("E-mail address").fill(agentA.email);
    await page.getByLabel("Password").fill(agentA.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Projects" }).click();
    await page.getByRole("link", { name: "New project" }).click();
    const name = `Creek Gardens ${run}`;
    await page.getByLabel("Project name (English)").fill(name);
    await page.getByLabel("Tagline (English)").fill("Homes by the creek");
    await page.getByLabel("Description (English)").fill("Low-rise buildings around a park.");
    await page.getByLabel("Developer").selectOption({ index: 1 });
    await page.getByLabel("Property type").selectOption({ index: 1 });
    await page.getByLabel("Status", { exact: true }).selectOption({ index: 1 });
    await page.getByLabel("Starting price (AED)").fill("1800000");
    await page.getByLabel("Completion year").fill("2029");
    await page.getByLabel("Completion quarter").selectOption("3");
    await page.getByLabel("Smallest size (sq ft)").fill("700");
    await page.getByLabel("Largest size (sq ft)").fill("2100");
    await page.getByRole("group", { name: "Bedroom options" }).getByRole("checkbox").nth(1).check();
    await page.getByLabel("Area", { exact: true }).selectOption({ index: 1 });
    // A plan that does not add up is refused by the schema, beside its field; what was typed stays.
    await page.getByLabel("Payment plan").fill("On booking | 20\nOn handover | 70");
    await page.getByRole("button", { name: "Create project" }).click();
    await expect(page.getByRole("alert")).toContainText("The project was not saved");
    await expect(page.getByLabel("Payment plan")).toHaveAccessibleDescription(/The payment plan adds up to 100%./);
    await expect(page.getByLabel("Project name (English)")).toHaveValue(name);
    await page.getByLabel("Payment plan").fill("On booking | 20\nOn handover | 80");
    await page.getByRole("button", { name: "Create project" }).click();
    await expect(page).toHaveURL(/\/admin\/projects\/\d+\?saved=created$/);
    await expect(page.getByRole("heading", { level: 1, name: `Edit project: ${name}` })).toBeVisible();
    const projectId = Number(/\/admin\/projects\/(\d+)/.exec(page.url())![1]);

    await page.getByLabel("Photos to add").setInputFiles((await photos()).slice(0, 1));
    await page.getByRole("button", { name: "Upload photos" }).click();
    await expect(page.getByRole("status").filter({ hasText: "1 file uploaded." })).toBeVisible();
    expect(site.read<number>("select count(*) from listing_media where project_id = ? and kind = 'photo'", projectId)).toBe(1);
    // A file that is not an image is refused with its reason.
    await page.getByLabel("Floor plans to add").setInputFiles({ name: "plan.txt", mimeType: "image/png", buffer: Buffer.from("not an image") });
    await page.getByRole("button", { name: "Upload floor plans" }).click();
    await expect(page.getByRole("alert")).toContainText("Not uploaded: plan.txt");
    await page.getByLabel("Floor plans to add").setInputFiles((await photos()).slice(1, 3));
    await page.getByRole("button", { name: "Upload floor plans" }).click();
    await expect(page.getByRole("status").filter({ hasText: "2 files uploaded." })).toBeVisible();
    await page.getByRole("button", { name: "Move down floor plan 1" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Order saved." })).toBeVisible();
    // The brochure: a PDF, then removed.
    await page.getByLabel("Brochure (PDF, up to 20 MB)").setInputFiles({ name: "brochure.pdf", mimeType: "application/pdf", buffer: pdf(run) });
    await page.getByRole("button", { name: "Upload brochure" }).click();
    await expect(page.getByRole("link", { name: "Current brochure (PDF)" })).toBeVisible();
    expect(site.read<string>("select brochure_path from projects where id = ?", projectId)).toMatch(/^\/media\/brochures\/[0-9a-f]{64}\.pdf$/);
    await page.getByRole("button", { name: "Remove brochure" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Brochure removed." })).toBeVisible();
    expect(site.read<string | null>("select brochure_path from projects where id = ?", projectId)).toBeNull();
    await context.close();
  });

  test("the table and the form pass axe and fit a phone's width", async ({ browser }) => {
    const page = await site.newPage(browser, 375);
    await signIn(page, agentA);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/units");
    await expect(page.getByRole("heading", { level: 1, name: "Units" })).toBeVisible();
    await scan(page, "units table at 375 px");
    await page.goto(`/admin/units/${unitId}`);
    await expect(page.getByRole("heading", { level: 1, name: `Edit unit: ${TITLE}` })).toBeVisible();
    await scan(page, "unit editor at 375 px");
    await page.goto("/admin/projects/new");
    await expect(page.getByRole("heading", { level: 1, name: "New project" })).toBeVisible();
    await scan(page, "new project form at 375 px");
    await page.context().close();
  });
});
