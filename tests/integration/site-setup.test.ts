/**
 * Setting a brokerage's site up, on both databases, from an empty database
 * started with SEED_ON_START=none: public pages answer "This site is being set up" (503,
 * Retry-After, noindex, no stack trace, English and Arabic) while the API and the back office
 * answer; /admin/setup takes the token the server printed in its log, refuses a wrong one and is
 * gone once an admin exists; `npm run setup` (the command, with flags) writes the identity and
 * the first admin, changes nothing when run again, and refuses bad flags with exit 2.
 *
 * The pages need React Router, which integration tests do not build: the server runs as
 * `node server.ts --dev` (Vite renders the routes from the sources), as a child process whose log
 * the test reads.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyTestDb, testDialects, TEST_MEDIA_DIR, type TestDb } from "../support/databases.ts";

const run = promisify(execFile);
const PASSWORD = "a harbour view at dusk 42";

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** `npm run setup -- …flags` on this database. */
async function setup(url: string, flags: string[], password = PASSWORD): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["scripts/setup.ts", ...flags], {
      env: { ...process.env, DATABASE_URL: url, ADMIN_PASSWORD: password, MEDIA_DIR: TEST_MEDIA_DIR, LOG_LEVEL: "warn" },
    });
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout, err: e.stderr };
  }
}

const FLAGS = ["--name", "Marina Homes Real Estate", "--email", "info@marinahomes.example", "--phone", "+971 4 555 0199", "--orn", "12345", "--admin-email", "owner@marinahomes.example", "--admin-name", "Amira Haddad"];

/** The server's log lines (pino JSON) as they come, and a wait for one that matches. */
class Server {
  private child: ChildProcess | undefined;
  private log = "";
  base = "";
  async start(url: string): Promise<void> {
    const port = await freePort();
    this.base = `http://127.0.0.1:${port}`;
    this.child = spawn(process.execPath, ["server.ts", "--dev"], {
      env: { ...process.env, NODE_ENV: "development", DATABASE_URL: url, PORT: String(port), SITE_URL: this.base, SEED_ON_START: "none", MEDIA_DIR: TEST_MEDIA_DIR, LOG_LEVEL: "info", FORM_SECRET: "site-setup-test-secret-0123456789" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.child.stdout!.on("data", (c: Buffer) => (this.log += c.toString()));
    this.child.stderr!.on("data", (c: Buffer) => (this.log += c.toString()));
    await this.waitFor(/server listening/);
  }
  async waitFor(re: RegExp, ms = 60_000): Promise<RegExpMatchArray> {
    const deadline = Date.now() + ms;
    for (;;) {
      const m = this.log.match(re);
      if (m) return m;
      if (Date.now() > deadline || this.child?.exitCode !== null) throw new Error(`not in the server's log: ${re}\n${this.log.slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  async stop(): Promise<void> {
    if (!this.child || this.child.exitCode !== null) return;
    const exited = new Promise((r) => this.child!.once("exit", r));
    this.child.kill("SIGINT");
    await exited;
  }
}

/** A GET of the setup page and a post of its form (with the page's anti-forgery cookie and field). */
async function postSetup(base: string, fields: Record<string, string>): Promise<Response> {
  const page = await fetch(`${base}/admin/setup`);
  const cookie = (page.headers.get("set-cookie") ?? "").split(";")[0]!;
  const csrf = (await page.text()).match(/name="_csrf" value="([^"]+)"/)?.[1] ?? "";
  return fetch(`${base}/admin/setup`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie, origin: base, "sec-fetch-site": "same-origin" },
    body: new URLSearchParams({ _csrf: csrf, ...fields }),
  });
}

const FORM = { name: "Creek Side Properties", phone: "+971 4 555 0177", email: "hello@creekside.example", orn: "67890", adminName: "Omar Saleh", adminEmail: "omar@creekside.example", password: PASSWORD, confirm: PASSWORD };

for (const dialect of testDialects()) {
  describe(`setting the site up (${dialect})`, () => {
    let site: TestDb;
    let shell: TestDb;
    const server = new Server();
    beforeAll(async () => {
      [site, shell] = await Promise.all([emptyTestDb(dialect), emptyTestDb(dialect)]);
      await server.start(site.url);
    });
    afterAll(async () => {
      await server.stop();
      await site?.cleanup();
      await shell?.cleanup();
    });

    it("answers public pages with the 'being set up' page while the API and the back office answer", async () => {
      expect(await site.db.selectFrom("units").select("id").execute()).toEqual([]);
      for (const [path, lang, title] of [["/", "en", "This site is being set up"], ["/property-list", "en", "This site is being set up"], ["/ar", "ar", "هذا الموقع قيد الإعداد"], ["/ar/contact-us", "ar", "هذا الموقع قيد الإعداد"]] as const) {
        const res = await fetch(server.base + path);
        const html = await res.text();
        expect(res.status, path).toBe(503);
        expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
        expect(res.headers.get("x-robots-tag")).toBe("noindex");
        expect(res.headers.get("cache-control")).toBe("no-store");
        expect(html).toContain(`<html lang="${lang}"`);
        expect(html).toContain(`<h1>${title}</h1>`);
        expect(html).toContain('<meta name="robots" content="noindex">');
        expect(html).not.toMatch(/identity is missing|at async|Error:/);
      }
      const api = await fetch(`${server.base}/api/GetCountryList`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
      expect(api.status).toBe(200);
      expect((await fetch(`${server.base}/admin/sign-in`)).status).toBe(200);
    });

    it("sets up from /admin/setup with the token from the log only, once", async () => {
      const [, token] = (await server.waitFor(/one-time token: ([\w-]+)/)) as unknown as [string, string];
      const form = await fetch(`${server.base}/admin/setup`);
      expect(form.status).toBe(200);
      expect(await form.text()).toContain("Set-up token");

      const wrong = await postSetup(server.base, { ...FORM, token: "not-the-token" });
      expect(wrong.status).toBe(403);
      expect(await wrong.text()).toContain("This is not a valid set-up token");
      const bad = await postSetup(server.base, { ...FORM, token, orn: "RERA-1", password: "short" });
      expect(bad.status).toBe(400);
      const page = await bad.text();
      expect(page).toContain("Enter the RERA office registration number (ORN): digits only.");
      expect(page).toContain("Use at least 12 characters.");
      expect(await site.db.selectFrom("staff").select("id").execute()).toEqual([]);
      expect(await site.db.selectFrom("brokerage").select("id").execute()).toEqual([]);

      const done = await postSetup(server.base, { ...FORM, token });
      expect(done.status).toBe(302);
      expect(done.headers.get("location")).toBe("/admin/sign-in?done=password");
      expect(await site.db.selectFrom("staff").select(["email", "role"]).execute()).toEqual([{ email: "omar@creekside.example", role: "admin" }]);
      expect(await site.db.selectFrom("brokerage").select(["name_en", "phone", "phone_display", "orn"]).execute()).toEqual([
        { name_en: "Creek Side Properties", phone: "+97145550177", phone_display: "+971 4 555 0177", orn: "67890" },
      ]);
      // The site is no longer "being set up"; the page and its token are gone.
      expect((await fetch(server.base + "/")).status).not.toBe(503);
      expect((await fetch(`${server.base}/admin/setup`)).status).toBe(404);
      expect(await site.db.selectFrom("setup_tokens").select("hash").execute()).toEqual([]);
    });

    it("npm run setup writes the identity and the first admin, then changes nothing; bad flags exit 2", async () => {
      const bad = await setup(shell.url, ["--name", "X", "--email", "not-an-address", "--phone", "555", "--orn", "12a"]);
      expect(bad.code).toBe(2);
      expect(bad.err).toContain("--email: Enter an e-mail address like info@example.ae.");
      expect(bad.err).toContain("--phone: Enter a phone number in international format");
      expect(bad.err).toContain("--admin-email:");
      const unknown = await setup(shell.url, [...FLAGS, "--colour", "blue"]);
      expect(unknown.code).toBe(2);
      expect(unknown.err).toMatch(/Unknown option '--colour'/);
      expect(await shell.db.selectFrom("brokerage").select("id").execute()).toEqual([]);
      expect(await shell.db.selectFrom("staff").select("id").execute()).toEqual([]);

      const first = await setup(shell.url, FLAGS);
      expect(first.code, first.err).toBe(0);
      expect(first.out).toContain("identity on " + dialect + ": written");
      expect(first.out).toContain("Admin owner@marinahomes.example created");
      const snapshot = async () => ({
        brokerage: await shell.db.selectFrom("brokerage").selectAll().execute(),
        staff: await shell.db.selectFrom("staff").select(["id", "email", "password_hash"]).execute(),
        revisions: await shell.db.selectFrom("content_revisions").select("id").execute(),
        version: await shell.db.selectFrom("data_versions").selectAll().execute(),
      });
      const before = await snapshot();
      expect(before.brokerage[0]).toMatchObject({ name_en: "Marina Homes Real Estate", email: "info@marinahomes.example", orn: "12345", whatsapp: "97145550199" });

      const second = await setup(shell.url, FLAGS);
      expect(second.code, second.err).toBe(0);
      expect(second.out).toContain("unchanged");
      expect(second.out).toContain("exists already");
      expect(await snapshot()).toEqual(before);
    });
  });
}
