/**
 * The back office on an agent's phone (375 px) and a desk (1280 px), on a server of its own
 * (tests/support/admin-site.ts) with an agent and an editor: the grouped menu (a Menu panel on a
 * phone, also without JavaScript; a sidebar on a desk) showing only the role's sections; the
 * inbox's filters behind a Filters button with a count; a lead's Call, WhatsApp and E-mail buttons;
 * long e-mails wrapping at their dots and dates never; drop zones for uploads; English and Arabic
 * fields that line up and lists as rows of fields; the dashboard's figures, each the total of the
 * table it opens, in the agent's own scope; the units table's thumbnails and whole Order select;
 * the sign-in page's logo. axe checks each new screen.
 */
import crypto from "node:crypto";
import sharp from "sharp";
import { expect, test, type Locator, type Page } from "./fixtures.ts";
import { createDb } from "../../app/platform/db/client.server.ts";
import { createStaff } from "../../app/modules/staff/staff.server.ts";
import { acceptLead } from "../../app/modules/leads/leads.server.ts";
import { AdminSite, scan, signIn } from "../support/admin-site.ts";
import { hydrated } from "./audit-helpers.ts";
import { E2E_PORTS } from "../support/e2e-ports.ts";

const run = crypto.randomBytes(4).toString("hex");
const site = new AdminSite(E2E_PORTS.adminPhone, `admin-phone-${run}`);
const PASSWORD = "amber falcon over creek 9";
const agent = { email: `agent-${run}@agency.example`, name: "Agent Phone", password: PASSWORD };
const editor = { email: `editor-${run}@agency.example`, name: "Editor Desk", password: PASSWORD };
const EMAIL = `omar.khalid.alfarsi-${run}@example-brokerage.com`;
const MESSAGE = "Please send me the floor plans and the payment plan for this unit today";
let unitId = 0;
let leadId = 0;
let blogId = 0;
const pages: Partial<Record<"agent" | "editor", Page>> = {};

/** One signed-in page per account for the suite, at 375 px (a test widens it when it needs the desk). */
async function pageOf(browser: import("@playwright/test").Browser, who: "agent" | "editor"): Promise<Page> {
  if (pages[who]) return pages[who];
  const page = await site.newPage(browser, 375);
  await signIn(page, who === "agent" ? agent : editor);
  await expect(page).toHaveURL(/\/admin$/);
  pages[who] = page;
  return page;
}

async function at(page: Page, width: 375 | 1280, path: string) {
  await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
  await page.goto(path);
  await hydrated(page);
}

/** The text of each line an element's text is laid out on. */
async function linesOf(el: Locator): Promise<string[]> {
  return el.evaluate((node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const lines: Array<{ top: number; text: string }> = [];
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      for (let i = 0; i < (t.textContent ?? "").length; i++) {
        const range = document.createRange();
        range.setStart(t, i);
        range.setEnd(t, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        const last = lines.at(-1);
        if (last && Math.abs(last.top - top) < 4) last.text += t.textContent![i];
        else lines.push({ top, text: t.textContent![i]! });
      }
    }
    return lines.map((l) => l.text.trim()).filter(Boolean);
  });
}

/** A line of an address ends at a seam: after "@" or a hyphen, or before a dot, hyphen or underscore. */
const atSeam = (line: string, next: string) => /[@-]$/.test(line) || /^[.\-_]/.test(next);

test.describe("the back office on a phone", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });

  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(150_000);
    await site.prepare(baseURL!);
    const { db } = createDb(`sqlite:${site.dbFile}`);
    try {
      const unit = await db.selectFrom("units").select(["id", "agent_id"]).where("is_active", "=", 1).orderBy("id").executeTakeFirstOrThrow();
      unitId = unit.id;
      await createStaff(db, null, { ...agent, role: "agent", agentId: unit.agent_id });
      await createStaff(db, null, { ...editor, role: "editor" });
      // Another of the agent's units loses its photos: the dashboard's "without photos" counts it.
      const bare = await db.selectFrom("units").select("id").where("agent_id", "=", unit.agent_id).where("id", "!=", unit.id).orderBy("id").executeTakeFirstOrThrow();
      await db.deleteFrom("listing_media").where("unit_id", "=", bare.id).where("kind", "=", "photo").execute();
      const lead = await acceptLead(db, "unit-enquiry", { name: "Omar Khalid", email: EMAIL, countryCode: 221, phone: "501234567", message: MESSAGE, unitId });
      const waiting = await acceptLead(db, "unit-enquiry", { name: "Waiting Visitor", email: `waiting-${run}@example.com`, countryCode: 221, phone: "501112233", message: MESSAGE, unitId });
      if (!lead.ok || !waiting.ok) throw new Error("the enquiries were refused");
      leadId = lead.id;
      await db.updateTable("leads").set({ created_at: new Date(Date.now() - 2 * 3_600_000).toISOString() }).where("id", "=", waiting.id).execute();
      blogId = (await db.selectFrom("blogs").select("id").orderBy("id").executeTakeFirstOrThrow()).id;
    } finally {
      await db.destroy();
    }
    await site.start();
  });

  test.afterAll(async () => {
    for (const p of Object.values(pages)) await p?.context().close();
    await site.stop();
  });

  test("17: a Menu button and a grouped panel on a phone, a sidebar on a desk, only the role's sections; the panel opens without JavaScript", async ({ browser }) => {
    const page = await pageOf(browser, "agent");
    await at(page, 375, "/admin/leads");
    const nav = page.getByRole("navigation", { name: "Back office" });
    const menu = page.getByText("Menu", { exact: true });
    await expect(nav.getByRole("link", { name: "Units" })).toBeHidden();
    // The page starts under one header row, not four rows of links.
    expect((await page.getByRole("heading", { level: 1, name: "Leads" }).boundingBox())!.y).toBeLessThan(160);
    await menu.click();
    await expect(nav.getByRole("link", { name: "Units" })).toBeVisible();
    await expect(nav.getByRole("list", { name: "Listings menu" }).getByRole("link", { name: "Projects" })).toBeVisible();
    await expect(nav.getByRole("list", { name: "Settings menu" }).getByRole("link", { name: "My account" })).toBeVisible();
    // An agent's role opens no content or staff screens: neither their group nor their links.
    await expect(nav.getByRole("list", { name: "Content menu" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: /Staff|Blog posts|Media library/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    await scan(page, "the menu open at 375 px");
    await nav.getByRole("link", { name: "Units" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Units" })).toBeVisible();
    // A new page starts with the menu shut.
    await expect(nav.getByRole("link", { name: "Projects" })).toBeHidden();

    await at(page, 1280, "/admin");
    await expect(menu).toBeHidden();
    await expect(nav.getByRole("link", { name: "Leads" })).toBeVisible();
    const side = (await nav.boundingBox())!;
    const main = (await page.getByRole("main").boundingBox())!;
    expect(side.x + side.width).toBeLessThanOrEqual(main.x);

    const editorPage = await pageOf(browser, "editor");
    await at(editorPage, 1280, "/admin");
    const editorNav = editorPage.getByRole("navigation", { name: "Back office" });
    await expect(editorNav.getByRole("list", { name: "Content menu" })).toBeVisible();
    await expect(editorNav.getByRole("link", { name: "Media library" })).toBeVisible();
    await expect(editorNav.getByRole("link", { name: /Staff|Audit log|Feeds/ })).toHaveCount(0);

    // Without JavaScript the panel is a <details>: it opens all the same.
    const bare = await browser.newContext({ baseURL: site.base, viewport: { width: 375, height: 812 }, javaScriptEnabled: false });
    try {
      const plain = await bare.newPage();
      await plain.goto("/admin/sign-in");
      await plain.getByLabel("E-mail address").fill(agent.email);
      await plain.getByLabel("Password").fill(agent.password);
      await plain.getByRole("button", { name: "Sign in" }).click();
      await expect(plain).toHaveURL(/\/admin$/);
      await expect(plain.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Leads" })).toBeHidden();
      await plain.getByText("Menu", { exact: true }).click();
      await expect(plain.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Leads" })).toBeVisible();
    } finally {
      await bare.close();
    }
  });

  test("18: the inbox's filters behind a Filters button with a count; a lead's Call, WhatsApp and E-mail buttons on the first screen", async ({ browser }) => {
    const page = await pageOf(browser, "agent");
    await at(page, 375, "/admin/leads");
    const filters = page.getByText("Filters", { exact: true });
    await expect(filters).toBeVisible();
    await expect(page.getByLabel("Search name, e-mail or phone")).toBeHidden();
    // The first lead shows on the first screen.
    const first = page.getByRole("list", { name: "Leads", exact: true }).getByRole("listitem").first();
    expect((await first.boundingBox())!.y).toBeLessThan(812 - 100);
    await at(page, 375, "/admin/leads?status=new&kind=unit-enquiry&sort=oldest");
    await expect(page.locator("summary").filter({ hasText: "Filters" })).toContainText("2 active");
    await page.getByText("Filters", { exact: true }).click();
    await expect(page.getByLabel("Status")).toHaveValue("new");
    await scan(page, "the inbox with its filters open at 375 px");

    await at(page, 375, `/admin/leads/${leadId}`);
    const contact = page.getByRole("list", { name: "Contact Omar Khalid" });
    await expect(contact.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+971501234567");
    await expect(contact.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", "https://wa.me/971501234567");
    await expect(contact.getByRole("link", { name: "E-mail" })).toHaveAttribute("href", `mailto:${EMAIL}`);
    for (const name of ["Call", "WhatsApp", "E-mail"]) {
      const box = (await contact.getByRole("link", { name }).boundingBox())!;
      expect(box.height, name).toBeGreaterThanOrEqual(44);
      expect(box.y + box.height, name).toBeLessThan(812);
      expect(box.x + box.width, `${name} fits the width`).toBeLessThanOrEqual(375);
    }
    await scan(page, "a lead at 375 px");
  });

  test("19: an e-mail wraps after its @ or before a dot, never inside a word; dates stay on one line", async ({ browser }) => {
    const page = await pageOf(browser, "agent");
    await at(page, 375, `/admin/leads/${leadId}`);
    const lines = await linesOf(page.getByRole("definition").filter({ hasText: EMAIL }));
    expect(lines.length, "the address needs more than one line at 375 px").toBeGreaterThan(1);
    expect(lines.join("")).toBe(EMAIL);
    for (let i = 1; i < lines.length; i++) expect(atSeam(lines[i - 1]!, lines[i]!), `${lines[i - 1]} / ${lines[i]}`).toBe(true);
    for (const time of await page.locator("time").all()) expect(await linesOf(time)).toHaveLength(1);
    // Issue 36, point 10: a moment reads as the site's day format with the time ("Nov 25, 2026, 18:03"), as everywhere.
    await expect(page.locator("time").first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2}$/);
    await at(page, 375, "/admin/leads");
    const card = page.getByRole("list", { name: "Leads", exact: true }).getByRole("listitem").filter({ hasText: "Omar Khalid" });
    const cardLines = await linesOf(card.getByText(EMAIL));
    for (let i = 1; i < cardLines.length; i++) expect(atSeam(cardLines[i - 1]!, cardLines[i]!), `${cardLines[i - 1]} / ${cardLines[i]}`).toBe(true);
    await at(page, 375, "/admin/units");
    for (const until of await page.getByText(/^until [A-Z][a-z]{2} \d{1,2}, \d{4}$/).all()) expect(await linesOf(until)).toHaveLength(1);
    await expect(page.getByText(/^until \d{4}-/)).toHaveCount(0);
  });

  test("20: the media library and the blog's cover take files in a drop zone with a button", async ({ browser }) => {
    const page = await pageOf(browser, "editor");
    await at(page, 375, "/admin/media");
    const zone = page.getByTestId("drop-library");
    await expect(zone.getByText("Choose a file, or drop it here.")).toBeVisible();
    const input = page.getByLabel("Image (JPEG, PNG, WebP or AVIF, up to 15 MB)");
    // The browser's own button, styled as the site's: not the grey system default.
    expect(await input.evaluate((el) => getComputedStyle(el, "::file-selector-button").backgroundColor)).not.toMatch(/rgb\((239|240|221), (239|240|221), (239|240|221)\)/);
    expect(await input.evaluate((el) => getComputedStyle(el, "::file-selector-button").color)).toBe("rgb(255, 255, 255)");
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 40, g: 120, b: 90 } } }).png().toBuffer();
    const transfer = await page.evaluateHandle((b64) => {
      const t = new DataTransfer();
      t.items.add(new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], `dropped-${Date.now()}.png`, { type: "image/png" }));
      return t;
    }, png.toString("base64"));
    await zone.dispatchEvent("drop", { dataTransfer: transfer });
    await expect(zone.getByText("1 file chosen.")).toBeVisible();
    await page.getByLabel("Alt text", { exact: true }).fill("A green test square");
    await page.getByRole("button", { name: "Upload to the library" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Uploaded: the image is in the library." })).toBeVisible();
    await scan(page, "the media library at 375 px");

    await at(page, 375, `/admin/blogs/${blogId}`);
    await expect(page.getByLabel(/^(Replace the cover image|Cover image file)$/)).toBeVisible();
    await expect(page.getByText("Choose a file, or drop it here.")).toBeVisible();
  });

  test("21: English and Arabic fields line up as the same control; amenities and places are rows of fields saving the same lines", async ({ browser }) => {
    const page = await pageOf(browser, "editor");
    await at(page, 1280, `/admin/blogs/${blogId}`);
    const [en, ar] = [page.getByLabel("Title (English)", { exact: true }), page.getByLabel("Title (Arabic)", { exact: true })];
    expect(await en.evaluate((el) => el.tagName)).toBe(await ar.evaluate((el) => el.tagName));
    const [a, b] = [(await en.boundingBox())!, (await ar.boundingBox())!];
    expect(Math.abs(a.y - b.y)).toBeLessThan(1);
    expect(Math.abs(a.height - b.height)).toBeLessThan(1);

    await at(page, 1280, `/admin/units/${unitId}`);
    // Only the Arabic title has a hint ("Optional."): the two inputs still line up.
    const [t1, t2] = [(await page.getByLabel("Title (English)", { exact: true }).boundingBox())!, (await page.getByLabel("Title (Arabic)", { exact: true }).boundingBox())!];
    expect(Math.abs(t1.y - t2.y)).toBeLessThan(1);
    await expect(page.getByLabel("Places nearby")).toHaveCount(0);
    const placeRows = page.getByRole("group", { name: "Places nearby", exact: true }).getByRole("listitem");
    const n = await placeRows.count();
    await page.getByRole("button", { name: "Add a place" }).click();
    await page.getByLabel(`Place ${n + 1}`, { exact: true }).fill(`Canal Walk ${run}`);
    await page.getByLabel(`Distance ${n + 1}`, { exact: true }).fill("7 min");
    await page.getByLabel(`Type ${n + 1}`, { exact: true }).fill("Promenade");
    await page.getByRole("button", { name: "Add an amenity" }).click();
    const amenities = await page.getByRole("group", { name: "Amenities", exact: true }).getByRole("listitem").count();
    await page.getByLabel(`Amenity ${amenities}`, { exact: true }).fill(`Rooftop cinema ${run}`);
    await scan(page, "the unit editor's rows at 1280 px");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Changes saved." })).toBeVisible();
    expect(site.read<string>("select distance || ' | ' || type from listing_places where unit_id = ? and place_name = ?", unitId, `Canal Walk ${run}`)).toBe("7 min | Promenade");
    expect(site.read<number>("select count(*) from listing_amenities where unit_id = ? and name = ?", unitId, `Rooftop cinema ${run}`)).toBe(1);
    await expect(placeRows).toHaveCount(n + 1);
  });

  test("2: a listing's own amenities, details and places get their Arabic in the editor, and its Arabic page reads it", async ({ browser }) => {
    const page = await pageOf(browser, "editor");
    await at(page, 375, `/admin/units/${unitId}`);
    const rowsOf = (name: string) => page.getByRole("group", { name, exact: true }).getByRole("listitem");
    const addRows = async (name: string, button: string) => {
      const n = await rowsOf(name).count();
      await page.getByRole("button", { name: button }).click();
      await page.getByRole("button", { name: button }).click();
      return [n + 1, n + 2] as const;
    };
    const [p1, p2] = await addRows("Places nearby", "Add a place");
    for (const [i, en, ar, type] of [[p1, `Canal footbridge ${run}`, "جسر القناة للمشاة", "Promenade"], [p2, `Marina Walk ${run}`, "ممشى المارينا", "Park"]] as const) {
      await page.getByLabel(`Place ${i}`, { exact: true }).fill(en);
      await page.getByLabel(`Distance ${i}`, { exact: true }).fill("4 min");
      await page.getByLabel(`Type ${i}`, { exact: true }).fill(type);
      await page.getByLabel(`Place in Arabic ${i}`, { exact: true }).fill(ar);
    }
    // The Arabic fields are written right to left.
    await expect(page.getByLabel(`Place in Arabic ${p1}`, { exact: true })).toHaveAttribute("dir", "rtl");
    const [a1, a2] = await addRows("Amenities", "Add an amenity");
    await page.getByLabel(`Amenity ${a1}`, { exact: true }).fill(`Private cinema ${run}`);
    await page.getByLabel(`Amenity in Arabic ${a1}`, { exact: true }).fill("سينما خاصة");
    await page.getByLabel(`Amenity ${a2}`, { exact: true }).fill("Sauna"); // standard: its Arabic is the site's
    const [d1, d2] = await addRows("Details", "Add a detail");
    await page.getByLabel(`Detail ${d1}`, { exact: true }).fill(`Wine cellar ${run}`);
    await page.getByLabel(`Value ${d1}`, { exact: true }).fill("Climate controlled");
    await page.getByLabel(`Detail in Arabic ${d1}`, { exact: true }).fill("قبو النبيذ");
    await page.getByLabel(`Value in Arabic ${d1}`, { exact: true }).fill("بتحكم في الحرارة");
    await page.getByLabel(`Detail ${d2}`, { exact: true }).fill("View");
    await page.getByLabel(`Value ${d2}`, { exact: true }).fill("Sea");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Changes saved." })).toBeVisible();
    expect(site.read<string>("select place_name_ar from listing_places where unit_id = ? and place_name = ?", unitId, `Canal footbridge ${run}`)).toBe("جسر القناة للمشاة");
    expect(site.read<string>("select name_ar from listing_amenities where unit_id = ? and name = ?", unitId, `Private cinema ${run}`)).toBe("سينما خاصة");
    expect(site.read<string>("select element_name_ar || ' | ' || details_ar from listing_details where unit_id = ? and element_name = ?", unitId, `Wine cellar ${run}`)).toBe(
      "قبو النبيذ | بتحكم في الحرارة",
    );
    // Reopened, the rows hold what was typed.
    await at(page, 375, `/admin/units/${unitId}`);
    await expect(page.getByLabel(`Amenity in Arabic ${a1}`, { exact: true })).toHaveValue("سينما خاصة");

    const path = site.read<string>("select '/property/' || page_url || '/' || id from units where id = ?", unitId);
    await page.goto(`/ar${path}`);
    for (const [section, words] of [["amenities", ["سينما خاصة", "ساونا"]], ["places", ["جسر القناة للمشاة", "ممشى المارينا"]], ["details", ["قبو النبيذ", "بتحكم في الحرارة"]]] as const) {
      for (const text of words) await expect(page.locator(`#${section}`).getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.locator("#amenities").getByText(`Private cinema ${run}`)).toHaveCount(0);
    await page.goto(path);
    await expect(page.locator("#amenities").getByText(`Private cinema ${run}`)).toBeVisible();
    await expect(page.locator("#places").getByText(`Canal footbridge ${run}`)).toBeVisible();
  });

  test("22: the dashboard's figures, the agent's own, each open the table they count; thumbnails, a whole Order select, the logo on sign-in", async ({ browser }) => {
    const page = await pageOf(browser, "agent");
    await at(page, 375, "/admin");
    const figure = (name: RegExp) => page.getByRole("link", { name });
    const valueOf = async (link: Locator) => Number((await link.textContent())!.match(/\d+/)![0]);
    const total = page.getByRole("status").filter({ hasText: /match\.$/ });
    await expect(figure(/^\d+ New leads today$/)).toBeVisible();
    await expect(figure(/Last feed import/)).toHaveCount(0);
    await scan(page, "the dashboard at 375 px");
    // Each figure is the total of the table its link opens (other suites' leads may share the agent: compare, do not assume).
    const views: Array<[RegExp, RegExp, string]> = [
      [/^\d+ Units: without photos$/, /\/admin\/units\?photos=none$/, ""],
      [/^\d+ No answer for over an hour$/, /\/admin\/leads\?overdue=1h$/, "Waiting Visitor"],
      [/^\d+ New leads today$/, /\/admin\/leads\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/, "Omar Khalid"],
      [/^\d+ Units: drafts$/, /\/admin\/units\?state=draft$/, ""],
      [/^\d+ Units: permits expiring in 30 days$/, /\/admin\/units\?expiring=1$/, ""],
    ];
    expect(await valueOf(figure(/^\d+ Units: without photos$/))).toBeGreaterThanOrEqual(1);
    for (const [name, url, row] of views) {
      await at(page, 375, "/admin");
      const value = await valueOf(figure(name));
      await figure(name).click();
      await expect(page).toHaveURL(url);
      await expect(total).toHaveText(new RegExp(`^${value} (unit|lead)s? match\\.$`));
      if (row) await expect(page.getByRole("list", { name: "Leads", exact: true }).getByText(row)).toBeVisible();
    }
    await at(page, 1280, "/admin/units");
    const thumb = page.getByRole("table").locator("tbody img").first();
    await expect(thumb).toBeVisible();
    // A thumbnail, not a sliver: a table cell shrinks an image capped at its width to nothing.
    expect((await thumb.boundingBox())!.width).toBe(64);
    const order = page.getByLabel("Order", { exact: true });
    const cut = await order.evaluate((el: HTMLSelectElement) => {
      const probe = document.createElement("span");
      probe.style.font = getComputedStyle(el).font;
      probe.style.whiteSpace = "nowrap";
      probe.textContent = el.selectedOptions[0]!.text;
      document.body.append(probe);
      const need = probe.getBoundingClientRect().width;
      probe.remove();
      const style = getComputedStyle(el);
      return need - (el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16);
    });
    expect(cut, "the Order select shows its whole choice").toBeLessThanOrEqual(0);

    const visitor = await site.newPage(browser, 375);
    try {
      await visitor.goto("/admin/sign-in");
      await expect(visitor.getByRole("img", { name: /logo$/ })).toBeVisible();
    } finally {
      await visitor.context().close();
    }
  });
});
