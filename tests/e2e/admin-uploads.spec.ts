/**
 * Staff uploads as a brokerage makes them, and the sign-in's defences over HTTP, on a server of
 * their own (tests/support/admin-site.ts): an agent on a phone (375 px) drops three photos straight
 * from a camera (2–5 MB each, with EXIF and a GPS position) and a 3 MB brochure on a unit; an editor
 * gives a blog post a 4 MB cover; everything is stored at web sizes without EXIF. A 25 MB file is
 * refused naming the limit: by the editor before it is sent, and by the server unread when its length
 * is declared and within the limit when it is sent in chunks. A planted form cookie, a cross-site
 * post to the blog image route and a held account's sign-in are refused as they must be.
 */
import crypto from "node:crypto";
import http from "node:http";
import Database from "better-sqlite3";
import sharp from "sharp";
import { expect, test, type Page } from "./fixtures.ts";
import { createDb } from "../../app/platform/db/client.server.ts";
import { createStaff } from "../../app/modules/staff/staff.server.ts";
import { AdminSite, signIn } from "../support/admin-site.ts";
import { hydrated } from "./audit-helpers.ts";
import { E2E_PORTS } from "../support/e2e-ports.ts";

const MB = 1024 * 1024;
const run = crypto.randomBytes(4).toString("hex");
const site = new AdminSite(E2E_PORTS.adminUploads, `admin-uploads-${run}`);
const PASSWORD = "harbour kite over sand 31";
const agent = { email: `up-agent-${run}@agency.example`, name: "Agent Upload", password: PASSWORD };
const editor = { email: `up-editor-${run}@agency.example`, name: "Editor Upload", password: PASSWORD };
let unitId = 0;
let blogId = 0;

function dbRows<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(site.dbFile, { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** A photo as a phone writes it: 2400 × 1600 px of grain (so it compresses little, to 2–5 MB), with the camera's EXIF and a GPS position. */
async function cameraPhoto(seed: number): Promise<Buffer> {
  const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#000000", noise: { type: "gaussian", mean: 110 + seed * 20, sigma: 45 } } })
    .jpeg({ quality: 92 + seed })
    .withExif({ IFD0: { Make: "Dubai Test Phone", Model: `Camera ${seed}` }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "25/1 4/1 50/1", GPSLongitudeRef: "E", GPSLongitude: "55/1 8/1 25/1" } })
    .toBuffer();
  return photo;
}

/** A PDF of `bytes` the upload check accepts: one object, long comment lines, the cross-reference table and its trailer. */
function brochure(bytes: number): Buffer {
  const start = `%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n`;
  const line = `% ${"Dubai Marina floor plans and payment plan ".repeat(2)}\n`;
  let body = start + line.repeat(Math.floor((bytes - 200 - start.length) / line.length));
  const xref = Buffer.byteLength(body);
  body += `xref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer\n<< /Size 2 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** Drops files on a drop zone, as a browser does when they are dragged from the desktop. */
async function drop(page: Page, zone: ReturnType<Page["getByTestId"]>, files: Array<{ name: string; type: string; buffer: Buffer }>) {
  const transfer = await page.evaluateHandle(
    (list) =>
      list.reduce((t, f) => {
        t.items.add(new File([Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))], f.name, { type: f.type }));
        return t;
      }, new DataTransfer()),
    files.map((f) => ({ name: f.name, type: f.type, base64: f.buffer.toString("base64") })),
  );
  await zone.dispatchEvent("drop", { dataTransfer: transfer });
}

/** The stored file behind a /media path, read as a visitor's browser would get it. */
async function stored(path: string) {
  const res = await fetch(`${site.base}${path}`);
  expect(res.status, path).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** A signed-in page's session cookie and form token, for requests sent by hand. */
async function credentials(page: Page): Promise<{ cookie: string; csrf: string }> {
  const cookies = await page.context().cookies();
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const csrf = await page.locator('input[name="_csrf"]').first().inputValue();
  return { cookie, csrf };
}

type Raw = { status: number; body: string; sent: number; headers: http.IncomingHttpHeaders };

/** A multipart upload of one file of `size` bytes, sent by hand: `declare` sets Content-Length (then no body is sent at all). */
function rawUpload(path: string, who: { cookie: string; csrf: string }, size: number, declare: boolean): Promise<Raw> {
  const boundary = "----brokerage-test";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="_csrf"\r\n\r\n${who.csrf}\r\n--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupload\r\n--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const headers: Record<string, string> = { cookie: who.cookie, origin: site.base, "content-type": `multipart/form-data; boundary=${boundary}` };
  if (declare) headers["content-length"] = String(Buffer.byteLength(head) + size + 40);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request(`${site.base}${path}`, { method: "POST", headers }, (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => {
        // As a browser does on an early final answer: stop sending.
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body, sent, headers: res.headers });
      });
    });
    req.on("error", (e) => (answered ? undefined : reject(e)));
    if (declare) {
      // Only the headers: an answer can come only from a server that did not wait for the body.
      req.flushHeaders();
      return;
    }
    req.write(head);
    const chunk = Buffer.alloc(256 * 1024, 0x41);
    const pump = () => {
      while (!answered && sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
    };
    pump();
  });
}

test.describe("staff uploads and the sign-in's defences", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(150_000);
    await site.prepare(baseURL!);
    const { db } = createDb(`sqlite:${site.dbFile}`);
    try {
      const unit = await db.selectFrom("units").select(["id", "agent_id"]).orderBy("id").executeTakeFirstOrThrow();
      unitId = unit.id;
      blogId = (await db.selectFrom("blogs").select("id").orderBy("id").executeTakeFirstOrThrow()).id;
      await createStaff(db, null, { ...agent, role: "agent", agentId: unit.agent_id });
      await createStaff(db, null, { ...editor, role: "editor" });
    } finally {
      await db.destroy();
    }
    await site.start();
  });

  test.afterAll(async () => {
    await site.stop();
  });

  test("an agent on a phone drops three camera photos and a 3 MB brochure; an editor sets a 4 MB cover: all stored at web sizes without EXIF", async ({ browser }) => {
    const photos = await Promise.all([0, 1, 2].map(cameraPhoto));
    for (const p of photos) {
      expect(p.length).toBeGreaterThan(2 * MB);
      expect(p.length).toBeLessThan(5 * MB);
      expect((await sharp(p).metadata()).exif).toBeDefined();
    }
    const page = await site.newPage(browser, 375);
    await signIn(page, agent);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(`/admin/units/${unitId}`);
    await hydrated(page);
    const before = dbRows<{ path: string }>("select path from listing_media where unit_id = ? and kind = 'photo'", unitId).length;

    await drop(page, page.getByTestId("drop-photos"), photos.map((buffer, i) => ({ name: `IMG_20${i}.jpg`, type: "image/jpeg", buffer })));
    const gallery = page.getByRole("region", { name: "Photos" });
    await expect(gallery.getByText("3 files chosen.")).toBeVisible();
    await page.getByRole("button", { name: "Upload photos" }).click();
    await expect(gallery.getByRole("status").filter({ hasText: "3 files uploaded." })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole("button", { name: `Remove photo ${before + 3}` })).toBeVisible();
    const added = dbRows<{ path: string; width: number; height: number }>("select path, width, height from listing_media where unit_id = ? and kind = 'photo' order by sort", unitId).slice(-3);
    expect(added).toHaveLength(3);
    for (const photo of added) {
      const meta = await sharp(await stored(photo.path)).metadata();
      expect(Math.max(meta.width!, meta.height!)).toBe(1920);
      expect(meta.exif, `${photo.path} keeps no EXIF (no camera, no GPS position)`).toBeUndefined();
    }

    const pdf = brochure(3 * MB);
    await drop(page, page.getByTestId("drop-brochure"), [{ name: "marina-brochure.pdf", type: "application/pdf", buffer: pdf }]);
    await page.getByRole("button", { name: "Upload brochure" }).click();
    await expect(page.getByRole("region", { name: "Brochure" }).getByRole("status").filter({ hasText: "1 file uploaded." })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole("link", { name: "Current brochure (PDF)" })).toBeVisible();
    const brochurePath = dbRows<{ brochure_path: string }>("select brochure_path from units where id = ?", unitId)[0]!.brochure_path;
    expect((await stored(brochurePath)).equals(pdf)).toBe(true);
    // Nothing sideways at 375 px with the uploads shown.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.context().close();

    const cover = await sharp({ create: { width: 2600, height: 1850, channels: 3, background: "#000000", noise: { type: "gaussian", mean: 140, sigma: 50 } } })
      .jpeg({ quality: 95 })
      .withExif({ IFD0: { Make: "Dubai Test Phone" } })
      .toBuffer();
    expect(cover.length).toBeGreaterThan(3.5 * MB);
    const desk = await site.newPage(browser, 1280);
    await signIn(desk, editor);
    await expect(desk).toHaveURL(/\/admin$/);
    await desk.goto(`/admin/blogs/${blogId}`);
    await hydrated(desk);
    await desk.getByLabel(/^(Replace the cover image|Cover image file)$/).setInputFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer: cover });
    await desk.getByLabel("Cover alt text (English)").fill("Evening view over the Dubai Marina towers from the water");
    await desk.getByRole("button", { name: "Save post" }).click();
    await expect(desk.getByRole("status").filter({ hasText: "Saved." })).toBeVisible({ timeout: 60_000 });
    const imagePath = dbRows<{ image_path: string }>("select image_path from blogs where id = ?", blogId)[0]!.image_path;
    const meta = await sharp(await stored(imagePath)).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1920);
    expect(meta.exif).toBeUndefined();
    await desk.context().close();
  });

  test("a 25 MB file is refused naming the limit: in the editor before sending, by the server unread or within the limit", async ({ browser }) => {
    const page = await site.newPage(browser, 375);
    await signIn(page, agent);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(`/admin/units/${unitId}`);
    await hydrated(page);
    const requests: string[] = [];
    page.on("request", (r) => (r.method() === "POST" ? requests.push(r.url()) : undefined));
    await page.getByLabel("Photos to add").setInputFiles({ name: "panorama.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(25 * MB, 0xff) });
    await page.getByRole("button", { name: "Upload photos" }).click();
    await expect(page.getByRole("region", { name: "Photos" }).getByRole("alert")).toHaveText("Nothing was uploaded. panorama.jpg is 25 MB; files of at most 15 MB are accepted here.");
    expect(requests).toEqual([]);

    const who = await credentials(page);
    const declared = await rawUpload(`/admin/units/${unitId}/uploads`, who, 25 * MB, true);
    expect(declared.status).toBe(413);
    expect(declared.body).toContain("The upload is larger than 20 MB");
    const chunked = await rawUpload(`/admin/units/${unitId}/uploads`, who, 200 * MB, false);
    expect(chunked.status).toBe(413);
    expect(chunked.body).toContain("A file is larger than 20 MB: nothing was uploaded.");
    // Answered once the limit was passed: what was sent is the limit and what the connection buffers, not the 200 MB.
    expect(chunked.sent).toBeLessThan(40 * MB);
    await page.context().close();
  });

  test("a planted form cookie is refused, and a held account answers 429 with Retry-After", async ({ request }) => {
    // A cookie a sibling site planted, with the same value as the form's field: refused (the cookie is not signed here).
    const planted = "A".repeat(43);
    const forged = await request.post(`${site.base}/admin/sign-in`, {
      headers: { cookie: `staff_form=${planted}`, origin: site.base },
      form: { _csrf: planted, email: agent.email, password: agent.password },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    expect(forged.headers()["set-cookie"] ?? "").not.toContain("staff_session=");

    // Wrong passwords hold the account: 429 with Retry-After, and the message says how to get in anyway.
    let last = 0;
    let retryAfter: string | undefined;
    for (let i = 0; i < 6 && last !== 429; i++) {
      // The request context keeps the signed form cookie the page set, as a browser does.
      const page = await request.get(`${site.base}/admin/sign-in`);
      const csrf = /name="_csrf" value="([^"]+)"/.exec(await page.text())![1]!;
      const answer = await request.post(`${site.base}/admin/sign-in`, { headers: { origin: site.base }, form: { _csrf: csrf, email: editor.email, password: "not the right password" }, maxRedirects: 0 });
      last = answer.status();
      retryAfter = answer.headers()["retry-after"];
      if (last === 429) expect(await answer.text()).toContain("Forgot your password?");
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  test("the blog image route refuses a post from another site, as every other back-office post", async ({ browser }) => {
    const page = await site.newPage(browser, 1280);
    await signIn(page, agent);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(`/admin/units/${unitId}`);
    const who = await credentials(page);
    await page.context().close();
    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#336699" } }).png().toBuffer();
    const post = (origin: string) => {
      const body = new FormData();
      body.append("_csrf", who.csrf);
      body.append("image", new Blob([new Uint8Array(image)], { type: "image/png" }), "a.png");
      return fetch(`${site.base}/admin/blogs/images`, { method: "POST", headers: { cookie: who.cookie, origin }, body, redirect: "manual" });
    };
    expect((await post("https://attacker.example")).status).toBe(400);
    // The same post from the site itself reaches the route (an agent may not add blog images: 403, not 400).
    expect((await post(site.base)).status).toBe(403);
  });
});
