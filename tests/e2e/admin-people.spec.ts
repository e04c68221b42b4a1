/**
 * Developers, agents, the brokerage and the media library in the back office, on a
 * server of their own (tests/support/admin-site.ts) with an editor, an admin (second factor on)
 * and an agent made on a copy of the seeded database. An editor renames a developer's slug and
 * the old address answers 301 to the new one; gives the developer an emirate, a head-office
 * position (one outside the UAE refused) and a picture, and its public page shows the picture,
 * the emirate, a map link and the position in its structured data; edits an agent's languages and photo and sees them
 * on a listing of the agent; an admin changes the brokerage's phone and sees it in the header,
 * footer and contact page; the media library refuses to delete the image in use and deletes an
 * unused one. Attacks: an editor and an agent cannot open the brokerage screen; a post without
 * the anti-forgery token is refused; a script named .jpg is refused as an upload. axe checks
 * every screen at 1280 and 375 px.
 */
import crypto from "node:crypto";
import sharp from "sharp";
import { expect, test, type Browser, type Page } from "./fixtures.ts";
import { createDb } from "../../app/platform/db/client.server.ts";
import { createStaff } from "../../app/modules/staff/staff.server.ts";
import { codeAt, newTotpSecret } from "../../app/modules/staff/totp.server.ts";
import { AdminSite, scan, signIn } from "../support/admin-site.ts";
import { E2E_PORTS } from "../support/e2e-ports.ts";

const run = crypto.randomBytes(4).toString("hex");
const site = new AdminSite(E2E_PORTS.adminPeople, `admin-people-${run}`);
const PASSWORD = "amber falcon over creek 9";
const editor = { email: `people-ed-${run}@agency.example`, name: "Editor People", password: PASSWORD };
const adminUser = { email: `people-ad-${run}@agency.example`, name: "Admin People", password: PASSWORD };
const agentUser = { email: `people-ag-${run}@agency.example`, name: "Agent People", password: PASSWORD };
const SECRET = newTotpSecret();

const pages: { editor?: Page; admin?: Page; agent?: Page } = {};
let developer = { id: 0, name: "", slug: "" };
let agent = { id: 0, name: "" };
let listing = "";

async function signedIn(browser: Browser, who: "editor" | "admin" | "agent"): Promise<Page> {
  if (pages[who]) return pages[who];
  const page = await site.newPage(browser);
  await signIn(page, who === "editor" ? editor : who === "admin" ? adminUser : agentUser);
  if (who === "admin") {
    await expect(page).toHaveURL(/\/admin\/sign-in\/code/);
    await page.getByLabel("6-digit code").fill(codeAt(SECRET));
    await page.getByRole("button", { name: /verify|sign in|continue/i }).click();
  }
  await expect(page).toHaveURL(/\/admin$/);
  pages[who] = page;
  return page;
}

const png = (colour: string, width = 300, height = 300) => sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();

test.describe("developers, agents, the brokerage and the media library", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });

  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(150_000);
    await site.prepare(baseURL!);
    const { db } = createDb(`sqlite:${site.dbFile}`);
    try {
      const d = await db.selectFrom("developers").select(["id", "name", "page_url"]).where("is_active", "=", 1).orderBy("name").executeTakeFirstOrThrow();
      developer = { id: Number(d.id), name: d.name, slug: d.page_url };
      const u = await db
        .selectFrom("units as u")
        .innerJoin("agents as a", "a.id", "u.agent_id")
        .select(["u.id", "u.page_url", "a.id as agent_id", "a.name"])
        .where("u.is_active", "=", 1)
        .orderBy("u.id")
        .executeTakeFirstOrThrow();
      agent = { id: Number(u.agent_id), name: u.name };
      listing = `/property/${u.page_url}/${u.id}`;
      await createStaff(db, null, { ...editor, role: "editor" });
      await createStaff(db, null, { ...agentUser, role: "agent", agentId: agent.id });
      const adminId = await createStaff(db, null, { ...adminUser, role: "admin" });
      await db.updateTable("staff").set({ totp_secret: SECRET, totp_enabled: 1 }).where("id", "=", adminId).execute();
    } finally {
      await db.destroy();
    }
    await site.start();
  });

  test.afterAll(async () => {
    for (const p of Object.values(pages)) await p?.context().close();
    await site.stop();
  });

  test("an editor renames a developer's slug: the old address answers 301 to the new one", async ({ browser }) => {
    const page = await signedIn(browser, "editor");
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Developers" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Developers" })).toBeVisible();
    await scan(page, "developers at 1280 px");
    await page.getByRole("list", { name: "Developers" }).getByRole("link", { name: developer.name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Edit developer: ${developer.name}` })).toBeVisible();
    await scan(page, "developer editor at 1280 px");

    await page.getByLabel("Address (slug)").fill("Not A Slug");
    await page.getByRole("button", { name: "Save developer" }).click();
    await expect(page.getByRole("alert")).toContainText("The developer was not saved");
    await expect(page.getByLabel("Address (slug)")).toHaveAccessibleDescription(/Lower-case letters, digits and single hyphens/);
    await scan(page, "developer editor with messages at 1280 px");

    const renamed = `${developer.slug}-${run}`;
    await page.getByLabel("Address (slug)").fill(renamed);
    await page.getByLabel("Name (Arabic)").fill("مطور تجريبي");
    await page.getByRole("button", { name: "Save developer" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved: the developer's page shows the change now." })).toBeVisible();

    const visitor = await site.newPage(browser);
    const old = await visitor.request.get(`/developer/${developer.slug}?page=1`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/developer/${renamed}?page=1`);
    await visitor.goto(`/developer/${developer.slug}`);
    await expect(visitor).toHaveURL(`${site.base}/developer/${renamed}`);
    await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.base}/developer/${renamed}`);
    const sitemap = await (await visitor.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/developer/${renamed}<`);
    expect(sitemap).not.toContain(`/developer/${developer.slug}<`);
    await visitor.context().close();

    await page.getByRole("link", { name: "History and earlier versions" }).click();
    await expect(page.getByRole("list", { name: "Revisions" }).getByRole("listitem").first()).toContainText("Address (slug)");
    developer.slug = renamed;
  });

  test("an editor gives a developer its head office and a picture, and the developer's page shows them", async ({ browser }) => {
    const page = await signedIn(browser, "editor");
    await page.goto(`/admin/developers/${developer.id}`);
    await expect(page.getByRole("heading", { level: 1, name: `Edit developer: ${developer.name}` })).toBeVisible();

    // A position outside the UAE (Paris): refused beside the field, nothing saved.
    await page.getByLabel("Map latitude").fill("48.8566");
    await page.getByLabel("Map longitude").fill("2.3522");
    await page.getByRole("button", { name: "Save developer" }).click();
    await expect(page.getByRole("alert")).toContainText("The developer was not saved");
    await expect(page.getByLabel("Map latitude")).toHaveAccessibleDescription(/between 22 and 27/);
    await scan(page, "developer editor with a bad position at 1280 px");

    await page.getByLabel("Emirate").selectOption({ label: "Abu Dhabi" });
    await page.getByLabel("Map latitude").fill("24.4539");
    await page.getByLabel("Map longitude").fill("54.3773");
    await page.getByLabel(/Upload a new picture/).setInputFiles({ name: `tower-${run}.png`, mimeType: "image/png", buffer: await png("#3d5a80", 960, 540) });
    await page.getByRole("button", { name: "Save developer" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved: the developer's page shows the change now." })).toBeVisible();
    await expect(page.getByLabel("Emirate")).toHaveValue(/\d+/);
    await expect(page.getByRole("img", { name: `Picture of ${developer.name}` })).toHaveAttribute("src", /^\/media\/content-images\/[0-9a-f]{64}-960x540\.jpg$/);
    await scan(page, "developer editor with its head office at 1280 px");

    const visitor = await site.newPage(browser);
    await visitor.goto(`/developer/${developer.slug}`);
    const shown = visitor.getByRole("img", { name: `A development by ${developer.name}` });
    await expect(shown).toBeVisible();
    expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(visitor.getByText("Head office: Abu Dhabi, UAE")).toBeVisible();
    await expect(visitor.getByRole("link", { name: /View on map/ })).toHaveAttribute("href", "https://www.openstreetmap.org/?mlat=24.4539&mlon=54.3773#map=17/24.4539/54.3773");
    const data = (await visitor.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);
    expect(data.find((d) => d["@type"] === "Organization")).toMatchObject({
      address: { "@type": "PostalAddress", addressRegion: "Abu Dhabi", addressCountry: "AE" },
      location: { "@type": "Place", geo: { "@type": "GeoCoordinates", latitude: 24.4539, longitude: 54.3773 } },
    });
    await visitor.context().close();
  });

  test("an editor changes an agent's languages and photo, and a listing of the agent shows them", async ({ browser }) => {
    const page = await signedIn(browser, "editor");
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Agents" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Agents" })).toBeVisible();
    await scan(page, "agents at 1280 px");
    await page.getByRole("list", { name: "Agents" }).getByRole("link", { name: agent.name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Edit agent: ${agent.name}` })).toBeVisible();
    await scan(page, "agent editor at 1280 px");

    // A BRN that is not RERA's digits, and a script named .jpg as the photo: both refused, nothing saved.
    await page.getByLabel("BRN (RERA broker registration number)").fill("BRN-12");
    await page.getByLabel(/Upload a new photo/).setInputFiles({ name: "portrait.jpg", mimeType: "image/jpeg", buffer: Buffer.from("<script>alert(document.cookie)</script>") });
    await page.getByRole("button", { name: "Save agent" }).click();
    await expect(page.getByRole("alert")).toContainText("The agent was not saved");
    await expect(page.getByLabel("BRN (RERA broker registration number)")).toHaveAccessibleDescription(/digits only/);
    // The fields are checked before any file is stored: the refused form comes back without its file.
    await page.getByLabel("BRN (RERA broker registration number)").fill("48213");
    await page.getByLabel(/Upload a new photo/).setInputFiles({ name: "portrait.jpg", mimeType: "image/jpeg", buffer: Buffer.from("<script>alert(document.cookie)</script>") });
    await page.getByRole("button", { name: "Save agent" }).click();
    await expect(page.getByRole("alert")).toContainText("The agent was not saved");
    await expect(page.getByLabel(/Upload a new photo/)).toHaveAccessibleDescription(/portrait\.jpg: .*/);
    await scan(page, "agent editor with messages at 1280 px");

    const languages = `Arabic, English, Tagalog`;
    await page.getByLabel("Languages").fill(languages);
    await page.getByLabel(/Upload a new photo/).setInputFiles({ name: `agent-${run}.png`, mimeType: "image/png", buffer: await png("#2a6f97") });
    await page.getByRole("button", { name: "Save agent" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
    const photo = await page.getByRole("img", { name: `Photo of ${agent.name}` }).getAttribute("src");
    expect(photo).toMatch(/^\/media\/content-images\/[0-9a-f]{64}-300x300\.jpg$/);

    const visitor = await site.newPage(browser);
    await visitor.goto(listing);
    const card = visitor.getByRole("region", { name: "Contact Seller" });
    await expect(card.getByText(`Speaks ${languages}`)).toBeVisible();
    const shown = card.getByRole("img", { name: `Photo of ${agent.name}` });
    await expect(shown).toBeVisible();
    expect(await shown.evaluate((img: HTMLImageElement) => img.currentSrc || img.src)).toContain(photo!.replace(/\.jpg$/, ""));
    await visitor.context().close();
  });

  test("the media library refuses to delete an image in use and deletes an unused one", async ({ browser }) => {
    const page = await signedIn(browser, "editor");
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Media library" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Media library" })).toBeVisible();
    await scan(page, "media library at 1280 px");

    const inUse = page.getByRole("list", { name: "Images in the library" }).getByRole("listitem").filter({ hasText: `agent-${run}.png` });
    await expect(inUse.getByRole("link", { name: agent.name })).toHaveAttribute("href", `/admin/agents/${agent.id}`);
    await inUse.getByRole("button", { name: `Delete agent-${run}.png` }).click();
    await expect(page.getByRole("alert")).toContainText("Not deleted: This image is in use (Agent photo");
    await expect(inUse).toBeVisible();

    // A script named .png is refused here too.
    await page.getByLabel(/^Image \(JPEG/).setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: Buffer.from("<svg onload=alert(1)></svg>") });
    await page.getByRole("button", { name: "Upload to the library" }).click();
    await expect(page.getByRole("alert")).toContainText("The image was not uploaded");
    await scan(page, "media library with messages at 1280 px");

    const spare = `spare-${run}.png`;
    await page.getByLabel(/^Image \(JPEG/).setInputFiles({ name: spare, mimeType: "image/png", buffer: await png("#c99a35", 400, 240) });
    await page.getByLabel("Alt text", { exact: true }).fill(`Palm fronds at sunset ${run}`);
    await page.getByRole("button", { name: "Upload to the library" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Uploaded" })).toBeVisible();

    await page.getByLabel("Search by file name or alt text").fill(`sunset ${run}`);
    await page.getByRole("button", { name: "Search" }).click();
    const item = page.getByRole("list", { name: "Images in the library" }).getByRole("listitem").filter({ hasText: spare });
    await expect(item).toHaveCount(1);
    await expect(item.getByText("Not used anywhere.")).toBeVisible();
    const src = (await item.getByRole("img").getAttribute("src"))!;
    expect((await page.request.get(src)).status()).toBe(200);
    await item.getByRole("button", { name: `Delete ${spare}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Deleted" })).toBeVisible();
    await expect(page.getByText(spare)).toHaveCount(0);
    expect((await page.request.get(src)).status()).toBe(404);
  });

  test("an admin changes the brokerage's phone, and the header, footer and contact page show it", async ({ browser }) => {
    const page = await signedIn(browser, "admin");
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Brokerage" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "The brokerage" })).toBeVisible();
    await scan(page, "brokerage at 1280 px");

    await page.getByLabel("YouTube channel id of the shorts").fill("not-a-channel");
    await page.getByRole("button", { name: "Save the brokerage" }).click();
    await expect(page.getByRole("alert")).toContainText("The brokerage was not saved");
    await expect(page.getByLabel("YouTube channel id of the shorts")).toHaveAccessibleDescription(/UC followed by 22/);
    await scan(page, "brokerage with messages at 1280 px");

    const shown = `+971 4 555 ${run.slice(0, 4).replace(/\D/g, "7").padEnd(4, "7")}`;
    await page.getByLabel("YouTube channel id of the shorts").fill("");
    await page.getByLabel("Phone", { exact: true }).fill(`+97145550${Math.floor(Math.random() * 900 + 100)}`);
    await page.getByLabel("Phone as shown").fill(shown);
    await page.getByRole("button", { name: "Save the brokerage" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved: the site shows the change now." })).toBeVisible();

    const visitor = await site.newPage(browser);
    await visitor.goto("/contact-us");
    await expect(visitor.getByRole("banner").getByText(shown).first()).toBeAttached();
    await expect(visitor.getByRole("contentinfo").getByText(shown)).toBeVisible();
    await expect(visitor.getByRole("main").getByText(shown).first()).toBeVisible();
    await visitor.context().close();
  });

  test("an editor or agent cannot open the brokerage screen; posts without the token are refused", async ({ browser }) => {
    const ed = await signedIn(browser, "editor");
    await expect(ed.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Brokerage" })).toHaveCount(0);
    expect((await ed.request.get("/admin/brokerage", { maxRedirects: 0 })).status()).toBe(403);
    expect((await ed.request.get("/admin/history/brokerage/identity", { maxRedirects: 0 })).status()).toBe(403);
    const ag = await signedIn(browser, "agent");
    for (const path of ["/admin/brokerage", "/admin/developers", `/admin/developers/${developer.id}`, "/admin/agents", `/admin/agents/${agent.id}`, "/admin/agents/new", "/admin/media"]) {
      expect((await ag.request.get(path, { maxRedirects: 0 })).status(), path).toBe(403);
    }
    // Signed in, but without the anti-forgery token: refused before the action runs.
    const forged = await ed.request.post(`/admin/developers/${developer.id}`, { multipart: { slug: "forged-slug", "name.en": "Forged" }, maxRedirects: 0 });
    expect(forged.status()).toBe(403);
    const forgedMedia = await ed.request.post("/admin/media", { form: { intent: "delete", id: "1" }, maxRedirects: 0 });
    expect(forgedMedia.status()).toBe(403);
    const ad = await signedIn(browser, "admin");
    const forgedBrokerage = await ad.request.post("/admin/brokerage", { multipart: { phone: "+97140000000" }, maxRedirects: 0 });
    expect(forgedBrokerage.status()).toBe(403);
    const visitor = await site.newPage(browser);
    await visitor.goto(`/developer/forged-slug`);
    expect((await visitor.request.get("/developer/forged-slug", { maxRedirects: 0 })).status()).toBe(404);
    await visitor.context().close();
  });

  test("the screens pass axe at 375 px", async ({ browser }) => {
    for (const who of ["editor", "admin"] as const) {
      // The signed-in session at a phone's width (a second-factor code is accepted only once).
      const page = await (await signedIn(browser, who)).context().newPage();
      await page.setViewportSize({ width: 375, height: 900 });
      await page.goto("/admin");
      await expect(page).toHaveURL(/\/admin$/);
      const paths =
        who === "admin"
          ? [["/admin/brokerage", "brokerage"]]
          : [
              ["/admin/developers", "developers"],
              [`/admin/developers/${developer.id}`, "developer editor"],
              ["/admin/agents", "agents"],
              [`/admin/agents/${agent.id}`, "agent editor"],
              ["/admin/agents/new", "new agent"],
              ["/admin/media", "media library"],
            ];
      for (const [path, label] of paths) {
        await page.goto(path!);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await scan(page, `${label} at 375 px`);
      }
      await page.close();
    }
  });
});
