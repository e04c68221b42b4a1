/**
 * The back office's content screens on a server of their own (tests/support/admin-site.ts),
 * with an editor and an agent made through the staff service on a copy of the seeded database.
 * The editor changes a FAQ answer on the FAQ page (refused first with an empty question, told
 * why), previews and saves, and the public page shows it; changes the page's heading, finds the
 * change in the history, compares it and restores the earlier heading, which the public page
 * shows again; resets a page to its default texts; changes an area's description and its slug:
 * the public page shows the description, the old address answers 301 to the new one, and the
 * sitemap and canonical link name the new one; gives the area a logo, shown on its page and its
 * card; adds a blog category with an Arabic name (refused first in Latin letters) and renames it, writes a blog
 * post in the rich-text editor (a heading, a paragraph, an uploaded image with its alt text) with
 * a cover image and an SEO title (counted, previewed), scheduled 25 s ahead: it is not on the site
 * until its time and then appears without a restart, with its cover on its card, both pictures
 * loading on its page and the cover as its Open Graph image; unpublished and deleted, its address
 * answers 404. An agent cannot open the screens (403); a post
 * without the anti-forgery token is refused (403) and changes nothing; axe checks every screen at
 * 1280 and 375 px.
 */
import crypto from "node:crypto";
import sharp from "sharp";
import { expect, test, type Browser, type Page } from "./fixtures.ts";
import { createDb } from "../../app/platform/db/client.server.ts";
import { createStaff } from "../../app/modules/staff/staff.server.ts";
import { AdminSite, scan, signIn } from "../support/admin-site.ts";
import { E2E_PORTS } from "../support/e2e-ports.ts";
import { hydrated } from "./audit-helpers.ts";

const run = crypto.randomBytes(4).toString("hex");
const site = new AdminSite(E2E_PORTS.adminContent, `admin-content-${run}`);
const PASSWORD = "amber falcon over creek 9";
const editor = { email: `content-ed-${run}@agency.example`, name: "Editor Content", password: PASSWORD };
const agent = { email: `content-ag-${run}@agency.example`, name: "Agent Content", password: PASSWORD };
const ANSWER = `Yes. Buyers of every nationality may own freehold homes in Dubai's designated zones (${run}).`;
const HEADING = `Answers for Dubai home buyers ${run}`;

const POST_TITLE = `Service charges explained ${run}`;
const CATEGORY = `Waterfront homes ${run}`;
const BODY_ALT = "Owners meeting in a residents' lounge";
const COVER_ALT = "A tower on Dubai Creek at sunset";
const SEO_TITLE = `Dubai service charges ${run}`;

/** A plain picture to upload (the pipeline decodes and stores it like any photo). */
const picture = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
const DESCRIPTION = `Quiet streets, a creek-side promenade and schools within a short drive (${run}).`;

const pages: { editor?: Page; agent?: Page } = {};
let area = { id: 0, name: "", slug: "" };

async function signedIn(browser: Browser, who: "editor" | "agent"): Promise<Page> {
  if (pages[who]) return pages[who];
  const page = await site.newPage(browser);
  await signIn(page, who === "editor" ? editor : agent);
  await expect(page).toHaveURL(/\/admin$/);
  pages[who] = page;
  return page;
}


test.describe("the content screens of the back office", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });

  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(150_000);
    await site.prepare(baseURL!);
    const { db } = createDb(`sqlite:${site.dbFile}`);
    try {
      const first = await db.selectFrom("agents").select("id").orderBy("id").executeTakeFirstOrThrow();
      await createStaff(db, null, { ...editor, role: "editor" });
      await createStaff(db, null, { ...agent, role: "agent", agentId: first.id });
      const a = await db.selectFrom("areas").select(["id", "name", "page_url"]).where("is_active", "=", 1).orderBy("name").executeTakeFirstOrThrow();
      area = { id: Number(a.id), name: a.name, slug: a.page_url };
    } finally {
      await db.destroy();
    }
    await site.start();
  });

  test.afterAll(async () => {
    for (const p of Object.values(pages)) await p?.context().close();
    await site.stop();
  });

  test("an editor changes a FAQ answer, previews it, saves it and the public page shows it", async ({ browser }) => {
    const page = await signedIn(browser, "editor");
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Page texts" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Page texts" })).toBeVisible();
    await scan(page, "page list at 1280 px");
    await page.getByRole("link", { name: "/faq", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit page texts: /faq" })).toBeVisible();
    await scan(page, "page editor at 1280 px");

    // An emptied question: the schema's message beside it, nothing saved.
    const question = page.getByLabel("FAQ 1 question (English)");
    const original = await question.inputValue();
    await question.fill("");
    await page.getByRole("button", { name: "Save page" }).click();
    await expect(page.getByRole("alert")).toContainText("The page was not saved: please correct the marked fields.");
    await expect(page.getByLabel("FAQ 1 question (English)")).toHaveAccessibleDescription("The English text is required");
    await page.getByLabel("FAQ 1 question (English)").fill(original);

    await page.getByLabel("FAQ 1 answer (English)").fill(`<p>${ANSWER}</p><script>alert(1)</script>`);
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("region", { name: "Preview (not saved)" });
    await expect(preview.getByText(ANSWER).first()).toBeVisible();
    await scan(page, "page editor with its preview at 1280 px");
    // The preview saved nothing.
    await expect(page.request.get("/faq").then((r) => r.text())).resolves.not.toContain(ANSWER);

    await page.getByRole("button", { name: "Save page" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved: the page shows the new texts now." })).toBeVisible();
    expect(site.read<string>("select body_en from content_items where page = 'faq' and list = 'faq' and position = 0")).toBe(`<p>${ANSWER}</p>`);

    const visitor = await site.newPage(browser);
    await visitor.goto("/faq");
    await visitor.getByText(original, { exact: true }).click();
    await expect(visitor.getByText(ANSWER)).toBeVisible();
    await visitor.context().close();
  });

  test("an editor restores an earlier version of a page text", async ({ browser }) => {
    const page = await signedIn(browser, "editor");
    await page.goto("/admin/content/faq");
    // Typed after hydration: React's hydration of a text area can put back its text under a fill in progress.
    await hydrated(page);
    const heading = page.getByLabel("Heading (English)");
    const original = await heading.inputValue();
    await heading.fill(HEADING);
    await page.getByRole("button", { name: "Save page" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
    const visitor = await site.newPage(browser);
    await visitor.goto("/faq");
    await expect(visitor.getByRole("heading", { level: 1, name: HEADING })).toBeVisible();

    await page.getByRole("link", { name: "History and earlier versions" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "History: Page texts faq" })).toBeVisible();
    const revisions = page.getByRole("list", { name: "Revisions" }).getByRole("listitem");
    await expect(revisions).toHaveCount(2);
    await expect(revisions.first()).toContainText("Editor Content");
    await expect(revisions.first()).toContainText("Changed: Heading (English)");
    await scan(page, "history at 1280 px");
    await revisions.first().getByRole("link", { name: /Compare and restore/ }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Heading (English)" })).toBeVisible();
    await expect(page.getByRole("deletion")).toHaveText(original);
    await expect(page.getByRole("insertion")).toHaveText(HEADING);
    await scan(page, "compare at 1280 px");
    await page.getByRole("button", { name: "Restore the version before this change" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Restored: the earlier version is back on the site." })).toBeVisible();
    await expect(revisions.first()).toContainText("Restored an earlier version");

    await visitor.reload();
    await expect(visitor.getByRole("heading", { level: 1, name: original })).toBeVisible();
    await visitor.context().close();
  });

  test("an editor resets a page to its default texts", async ({ browser }) => {
    const page = await signedIn(browser, "editor");
    await page.goto("/admin/content/faq");
    // Without the confirming tick: told, nothing changed.
    await page.getByRole("button", { name: "Reset to default" }).click();
    await expect(page.getByRole("alert")).toContainText("Tick “Yes, reset this page”");
    await page.getByLabel("Yes, reset this page").check();
    await page.getByRole("button", { name: "Reset to default" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The page's default texts are back." })).toBeVisible();
    await expect(page.getByLabel("FAQ 1 answer (English)")).not.toHaveValue(new RegExp(run));
    const visitor = await site.newPage(browser);
    await visitor.goto("/faq");
    await expect(visitor.getByText(ANSWER)).toHaveCount(0);
    await visitor.context().close();
  });

  test("an editor changes an area's description and slug: the page shows it, the old address answers 301", async ({ browser }) => {
    const page = await signedIn(browser, "editor");
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Areas" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Areas" })).toBeVisible();
    await scan(page, "areas at 1280 px");
    await page.getByRole("list", { name: "Areas" }).getByRole("link", { name: area.name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Edit area: ${area.name}` })).toBeVisible();
    await scan(page, "area editor at 1280 px");

    // A slug with spaces: the schema's message beside it, nothing saved.
    await page.getByLabel("Address (slug)").fill("Not A Slug");
    await page.getByRole("button", { name: "Save area" }).click();
    await expect(page.getByRole("alert")).toContainText("The area was not saved");
    await expect(page.getByLabel("Address (slug)")).toHaveAccessibleDescription(/Lower-case letters, digits and single hyphens/);
    await scan(page, "area editor with messages at 1280 px");

    const renamed = `${area.slug}-${run}`;
    await page.getByLabel("Address (slug)").fill(renamed);
    await page.getByLabel("Description (English)").fill(`<p>${DESCRIPTION}</p>`);
    await page.getByRole("button", { name: "Save area" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved: the area's page shows the change now." })).toBeVisible();

    const visitor = await site.newPage(browser);
    await visitor.goto(`/area/${renamed}`);
    await expect(visitor.getByText(DESCRIPTION)).toBeVisible();
    await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.base}/area/${renamed}`);
    const old = await visitor.request.get(`/area/${area.slug}?page=1`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/area/${renamed}?page=1`);
    await visitor.goto(`/area/${area.slug}`);
    await expect(visitor).toHaveURL(`${site.base}/area/${renamed}`);
    const sitemap = await (await visitor.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/area/${renamed}<`);
    expect(sitemap).not.toContain(`/area/${area.slug}<`);
    expect((await visitor.request.get("/area/no-such-area-anywhere", { maxRedirects: 0 })).status()).toBe(404);
    await visitor.context().close();

    // The change is a revision like any other.
    await page.getByRole("link", { name: "History and earlier versions" }).click();
    await expect(page.getByRole("list", { name: "Revisions" }).getByRole("listitem").first()).toContainText("Changed: Address (slug), Description (English)");
    area.slug = renamed;
  });

  test("an editor gives an area a logo, and the area's page and card show it", async ({ browser }) => {
    const page = await signedIn(browser, "editor");
    await page.goto(`/admin/areas/${area.id}`);
    await expect(page.getByRole("heading", { level: 1, name: `Edit area: ${area.name}` })).toBeVisible();
    await page.getByLabel(/Upload a new logo/).setInputFiles({ name: `area-logo-${run}.png`, mimeType: "image/png", buffer: await picture(400, 240, "#1b4965") });
    await page.getByRole("button", { name: "Save area" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved: the area's page shows the change now." })).toBeVisible();
    const logo = await page.getByRole("img", { name: `Logo of ${area.name}` }).getAttribute("src");
    expect(logo).toMatch(/^\/media\/content-images\/[0-9a-f]{64}-400x240\.jpg$/);
    await scan(page, "area editor with a logo at 1280 px");

    const visitor = await site.newPage(browser);
    await visitor.goto(`/area/${area.slug}`);
    await expect(visitor.getByRole("heading", { level: 1, name: area.name })).toBeVisible();
    const shown = visitor.getByRole("main").getByRole("img", { name: `${area.name} logo` });
    await expect(shown).toBeVisible();
    expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await shown.evaluate((img: HTMLImageElement) => img.currentSrc || img.src)).toContain(logo!.replace(/\.jpg$/, ""));
    // On the area's card in the guides list, beside its name (so not announced twice).
    await visitor.goto("/areas");
    const card = visitor.getByRole("article").filter({ has: visitor.getByRole("link", { name: area.name, exact: true }) });
    await expect(card.locator(`img[src="${logo}"]`)).toHaveAttribute("alt", "");
    await visitor.context().close();
  });

  test("an editor writes a blog post in the rich-text editor with an image and a cover, schedules it, and it appears at its time", async ({ browser }) => {
    test.setTimeout(150_000);
    const page = await signedIn(browser, "editor");
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Blog posts" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Blog posts" })).toBeVisible();
    await scan(page, "blog list at 1280 px");

    // A category of its own: added, then renamed; the post goes into it.
    await page.getByRole("link", { name: "Blog categories" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Blog categories" })).toBeVisible();
    // Its Arabic name (for the Arabic site) must be in Arabic letters.
    await page.getByLabel("New category").fill(`Waterfront living ${run}`);
    await page.getByLabel("Arabic name (optional)").fill("Waterfront living");
    await page.getByRole("button", { name: "Add category" }).click();
    await expect(page.getByLabel("Arabic name (optional)")).toHaveAccessibleDescription("Write the Arabic name in Arabic letters");
    await scan(page, "blog categories with a message at 1280 px");
    await page.getByLabel("New category").fill(`Waterfront living ${run}`);
    await page.getByLabel("Arabic name (optional)").fill("الحياة على الواجهة المائية");
    await page.getByRole("button", { name: "Add category" }).click();
    await expect(page.getByText("Category added.")).toBeVisible();
    await expect(page.getByLabel(`“Waterfront living ${run}” in Arabic`)).toHaveValue("الحياة على الواجهة المائية");
    expect(site.read<string>("select name_ar from blog_categories where name = ?", `Waterfront living ${run}`)).toBe("الحياة على الواجهة المائية");
    await page.getByLabel(`Name of “Waterfront living ${run}”`).fill(CATEGORY);
    await page.getByRole("form", { name: `Rename Waterfront living ${run}` }).getByRole("button", { name: "Rename" }).click();
    await expect(page.getByText("Category renamed.")).toBeVisible();
    await expect(page.getByLabel(`Name of “${CATEGORY}”`)).toBeVisible();
    await scan(page, "blog categories at 1280 px");

    await page.goto("/admin/blogs/new");
    await expect(page.getByRole("heading", { level: 1, name: "New blog post" })).toBeVisible();
    // The rich-text editor replaces the HTML text area once its chunk has loaded.
    await expect(page.getByRole("toolbar", { name: "Body (English): formatting" })).toBeVisible();
    await scan(page, "new blog post at 1280 px");

    // Without a title and with an unreadable address: messages beside the fields, nothing created.
    await page.getByLabel("Address (slug)").fill("Service Charges!");
    await page.getByRole("button", { name: "Create post" }).click();
    await expect(page.getByRole("alert")).toContainText("The post was not saved");
    await expect(page.getByLabel("Title (English)", { exact: true })).toHaveAccessibleDescription("The English text is required");
    await expect(page.getByLabel("Address (slug)")).toHaveAccessibleDescription(/Lower-case letters/);
    await expect(page.getByRole("toolbar", { name: "Body (English): formatting" })).toBeVisible();
    await scan(page, "blog post with messages at 1280 px");

    await page.getByLabel("Title (English)", { exact: true }).fill(POST_TITLE);
    await page.getByLabel("Title (Arabic)", { exact: true }).fill("رسوم الخدمة");
    await page.getByLabel("Address (slug)").fill(`service-charges-${run}`);
    await page.getByLabel("Category", { exact: true }).selectOption({ label: CATEGORY });
    await page.getByLabel("Summary (English)").fill("What owners in Dubai pay each year for their building, and how it is set.");

    // The body, written with the toolbar: a heading, a paragraph, then an uploaded image with its alt text.
    const body = page.getByRole("textbox", { name: "Body (English)", exact: true });
    await body.click();
    await page.getByRole("toolbar", { name: "Body (English): formatting" }).getByRole("button", { name: "Heading 2" }).click();
    await page.keyboard.type("How charges are set");
    await page.keyboard.press("Enter");
    await page.keyboard.type("The owners' association sets a rate per square foot.");
    const insert = page.getByRole("group", { name: "Body (English): insert" });
    await insert.getByLabel("Body (English): image alt text").fill(BODY_ALT);
    await insert.getByLabel("Body (English): image file").setInputFiles({ name: "meeting.png", mimeType: "image/png", buffer: await picture(900, 600, "#2a6f97") });
    await insert.getByRole("button", { name: "Insert image" }).click();
    await expect(insert.getByRole("status")).toHaveText("Image inserted.");
    await expect(body.getByRole("img", { name: BODY_ALT })).toBeVisible();

    // The cover goes with the form; the SEO title is counted and previewed.
    await page.getByLabel("Cover image file").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: await picture(1200, 675, "#c86432") });
    await page.getByLabel("Cover alt text (English)").fill(COVER_ALT);
    await page.getByLabel("SEO title (English)").fill(SEO_TITLE);
    await expect(page.getByLabel("SEO title (English)")).toHaveAccessibleDescription(`${SEO_TITLE.length} of 60 characters`);
    await expect(page.getByRole("figure", { name: "Search result preview" })).toContainText(SEO_TITLE);
    await expect(page.getByRole("figure", { name: "Search result preview" })).toContainText(`blogs › service-charges-${run}`);

    await page.getByLabel("Published (from the time below, or at once when it is empty)").check();
    // 25 seconds from now, in Dubai time (UTC+4), to the second.
    const at = new Date(Date.now() + 25_000 + 4 * 3_600_000).toISOString().slice(0, 19);
    await page.getByLabel("Publish at (Dubai time)").fill(at);
    await page.getByRole("button", { name: "Create post" }).click();
    await expect(page).toHaveURL(/\/admin\/blogs\/\d+\?saved=1$/);
    await expect(page.getByText(/^Scheduled for /)).toBeVisible();
    await expect(page.getByRole("img", { name: COVER_ALT })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Body (English)", exact: true }).getByRole("img", { name: BODY_ALT })).toBeVisible();
    await scan(page, "blog post editor at 1280 px");
    const editUrl = page.url().replace(/\?saved=1$/, "");

    const visitor = await site.newPage(browser);
    await visitor.goto("/blogs");
    await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(visitor.getByText(POST_TITLE)).toHaveCount(0);
    // At its time (the schedule job looks every few seconds), without a restart.
    await expect(async () => {
      await visitor.reload();
      await expect(visitor.getByText(POST_TITLE).first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 60_000, intervals: [1_000] });
    // Its card shows the uploaded cover.
    const card = visitor.getByRole("article").filter({ hasText: POST_TITLE });
    await expect(card.locator("img")).toHaveAttribute("src", /^\/media\/content-images\/[0-9a-f]{64}-1200x675\.jpg$/);
    await visitor.getByRole("link", { name: POST_TITLE }).first().click();
    await expect(visitor.getByRole("heading", { level: 1, name: POST_TITLE })).toBeVisible();
    await expect(visitor.getByRole("heading", { level: 2, name: "How charges are set" })).toBeVisible();
    await expect(visitor.getByRole("link", { name: CATEGORY })).toBeVisible();
    for (const alt of [COVER_ALT, BODY_ALT]) {
      const img = visitor.getByRole("img", { name: alt });
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth), { message: alt }).toBeGreaterThan(0);
    }
    await expect(visitor).toHaveTitle(new RegExp(`^${SEO_TITLE}`));
    await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/media\/content-images\/[0-9a-f]{64}-1200x675\.jpg$/);
    const postUrl = visitor.url();

    // Unpublished: off the site (404); deleted after the confirming tick: still 404, and its last version is in the revisions.
    await page.goto(editUrl);
    await page.getByRole("form", { name: "Unpublish this post" }).getByRole("button", { name: "Unpublish" }).click();
    await expect(page.getByText("The post is off the site: it is a draft now.")).toBeVisible();
    expect((await visitor.request.get(postUrl)).status()).toBe(404);
    await page.getByLabel("Yes, delete this post").check();
    await page.getByRole("button", { name: "Delete post" }).click();
    await expect(page.getByText("The post was deleted.")).toBeVisible();
    expect((await visitor.request.get(postUrl)).status()).toBe(404);
    const postId = Number(/\/(\d+)$/.exec(editUrl)![1]);
    expect(site.read<string>("select before_json from content_revisions where kind = 'blog' and entity_key = ? and action = 'delete'", String(postId))).toContain(BODY_ALT);
    await visitor.context().close();
  });

  test("without JavaScript the body is an HTML text area and the cover goes with the form; the server cleans the HTML", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: site.base, javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto("/admin/sign-in");
    await page.getByLabel("E-mail address").fill(editor.email);
    await page.getByLabel("Password").fill(editor.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/blogs/new");
    await expect(page.getByRole("toolbar")).toHaveCount(0);
    const title = `Chiller fees in plain words ${run}`;
    await page.getByLabel("Title (English)", { exact: true }).fill(title);
    await page.getByLabel("Address (slug)").fill(`chiller-fees-${run}`);
    await page.getByLabel("Category", { exact: true }).selectOption({ index: 1 });
    await page.getByLabel("Summary (English)").fill("District cooling is billed apart from the rent in many Dubai towers.");
    await page.getByLabel("Body (English)", { exact: true }).fill('<h2>Who pays the chiller</h2><p>The tenant, in most towers.</p><img src="/media/nowhere.jpg" onerror="alert(1)"><script>alert(2)</script>');
    await page.getByLabel("Cover image file").setInputFiles({ name: "cooling.png", mimeType: "image/png", buffer: await picture(1000, 600, "#5a8f29") });
    await page.getByLabel("Cover alt text (English)").fill("Cooling towers on a roof in Business Bay");
    await page.getByLabel("Published (from the time below, or at once when it is empty)").check();
    await page.getByRole("button", { name: "Create post" }).click();
    await expect(page).toHaveURL(/\/admin\/blogs\/\d+\?saved=1$/);
    const id = Number(/\/admin\/blogs\/(\d+)/.exec(page.url())![1]);
    const body = site.read<string>("select body_html from blogs where id = ?", id);
    expect(body).toContain("<h2>Who pays the chiller</h2>");
    expect(body).not.toMatch(/onerror|script|alert/);
    expect(site.read<string>("select image_path from blogs where id = ?", id)).toMatch(/^\/media\/content-images\/[0-9a-f]{64}-1000x600\.jpg$/);
    await page.goto(`/blogs/chiller-fees-${run}/${id}`);
    await expect(page.getByRole("heading", { level: 2, name: "Who pays the chiller" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Cooling towers on a roof in Business Bay" })).toBeVisible();
    await context.close();
  });

  test("an agent cannot open the content screens, and a forged post changes nothing", async ({ browser }) => {
    const page = await signedIn(browser, "agent");
    await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Page texts" })).toHaveCount(0);
    for (const path of ["/admin/content", "/admin/content/faq", "/admin/history/page/faq", "/admin/areas", `/admin/areas/${area.id}`, "/admin/blogs", "/admin/blogs/new", "/admin/blog-categories"]) {
      const r = await page.request.get(path, { maxRedirects: 0 });
      expect(r.status(), path).toBe(403);
    }
    const r = await page.request.post("/admin/content/faq", { form: { intent: "reset", confirm: "yes" }, maxRedirects: 0 });
    expect(r.status()).toBe(403);

    const ed = await signedIn(browser, "editor");
    const before = site.read<number>("select count(*) from content_revisions");
    const forged = await ed.request.post("/admin/content/faq", { form: { intent: "reset", confirm: "yes" }, maxRedirects: 0 });
    expect(forged.status()).toBe(403);
    const revisionId = site.read<number>("select max(id) from content_revisions");
    const forgedRestore = await ed.request.post(`/admin/revisions/${revisionId}`, { form: {}, maxRedirects: 0 });
    expect(forgedRestore.status()).toBe(403);
    expect(site.read<number>("select count(*) from content_revisions")).toBe(before);
    // Unknown pages and revisions: the 404 page.
    expect((await ed.request.get("/admin/content/no-such-page")).status()).toBe(404);
    expect((await ed.request.get("/admin/revisions/999999")).status()).toBe(404);
    expect((await ed.request.get("/admin/history/nothing/faq")).status()).toBe(404);
    expect((await ed.request.get("/admin/areas/999999")).status()).toBe(404);
    const forgedArea = await ed.request.post(`/admin/areas/${area.id}`, { form: { slug: "forged-slug", "name.en": "Forged" }, maxRedirects: 0 });
    expect(forgedArea.status()).toBe(403);
    expect(site.read<string>("select name from areas where id = ?", area.id)).toBe(area.name);
    // A body image without the anti-forgery token: refused before anything is stored.
    const forgedImage = await ed.request.post("/admin/blogs/images", { multipart: { image: { name: "x.png", mimeType: "image/png", buffer: await picture(20, 20, "#000") } }, maxRedirects: 0 });
    expect(forgedImage.status()).toBe(403);
  });

  const PHONE_SCREENS: Array<Array<readonly [string, string]>> = [
    [
      ["/admin/content", "page list"],
      ["/admin/content/faq", "FAQ page editor"],
      ["/admin/history/page/faq", "history"],
    ],
    [
      ["/admin/areas", "areas"],
      ["/admin/areas/AREA", "area editor"],
      ["/admin/history/area/AREA", "area history"],
    ],
    [
      ["/admin/blogs", "blog list"],
      ["/admin/blogs/new", "new blog post"],
      ["/admin/blog-categories", "blog categories"],
    ],
  ];
  for (const [n, screens] of PHONE_SCREENS.entries())
    test(`the content screens pass axe on a phone (${n + 1} of ${PHONE_SCREENS.length})`, async ({ browser }) => {
      // A full axe scan of a long form takes a while on a loaded two-core machine.
      test.setTimeout(150_000);
      const page = await site.newPage(browser, 375);
      await signIn(page, editor);
      await expect(page).toHaveURL(/\/admin$/);
      for (const [path, label] of screens) {
        await page.goto(path.replace("AREA", String(area.id)));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // The blog editor's rich-text chunk has loaded before the scan.
        if (path === "/admin/blogs/new") await expect(page.getByRole("toolbar", { name: "Body (English): formatting" })).toBeVisible();
        await scan(page, `${label} at 375 px`);
      }
      if (n === 1) {
        await page.getByRole("link", { name: /Compare and restore/ }).first().click();
        await expect(page.getByRole("heading", { level: 1, name: /Compare/ })).toBeVisible();
        await scan(page, "compare at 375 px");
      }
      await page.context().close();
    });
});
