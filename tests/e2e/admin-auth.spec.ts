/**
 * Staff sign-in and the back-office shell, on an instance of the built server of its
 * own: a copy of the browser tests' seeded database, a real SMTP server for the e-mailed links,
 * and the first admin made by `npm run admin:create` before the server starts. The admin signs
 * in, is sent to set up two-step sign-in, creates an agent account; the agent sets a password from
 * the e-mailed link, turns the second factor on and signs in with a code. Forged posts are refused,
 * an agent gets 403 on the staff page, /admin answers are noindex and no-store, and the public
 * pages load none of the back office's code.
 */
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import Database from "better-sqlite3";
import { expect, test, type Browser, type Page } from "./fixtures.ts";
import { TOTP } from "otpauth";
import { codeAt } from "../../app/modules/staff/totp.server.ts";
import { assetUrls } from "../../bench/lib/assets.ts";
import { AdminSite, scan, signIn } from "../support/admin-site.ts";
import { hydrated } from "./audit-helpers.ts";
import { E2E_PORTS } from "../support/e2e-ports.ts";

const run = crypto.randomBytes(4).toString("hex");
const site = new AdminSite(E2E_PORTS.adminAuth, `admin-${run}`);
const { smtp, base: BASE, dbFile: DB_FILE } = site;
const ADMIN = { email: `admin-${run}@agency.example`, name: "Amira Haddad", password: "saffron lantern harbour 42" };
const AGENT = { email: `agent-${run}@agency.example`, name: "Omar Khalid", password: "quiet dunes at sunrise 7" };

/** The agent's second-factor secret, from its enrolment (test 2), for its next sign-ins. */
let agentSecret = "";
/** The last time step whose code the agent used: the next code must be of a later one. */
let agentLastStep = 0;

function adminCreate(email: string, password: string) {
  return spawnSync(process.execPath, ["scripts/admin-create.ts", "--email", email, "--name", ADMIN.name], {
    env: { ...process.env, DATABASE_URL: `sqlite:${DB_FILE}`, ADMIN_PASSWORD: password, SITE_URL: BASE, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
}

const newPage = (browser: Browser, width = 1280): Promise<Page> => site.newPage(browser, width);

/** The time step of now (30 s), to wait for a code of a later step than one already used. */
const stepNow = () => TOTP.counter({ period: 30, timestamp: Date.now() });

test.describe("staff sign-in and the back office", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });

  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(120_000);
    await site.prepare(baseURL!);
  });

  test.afterAll(async () => {
    await site.stop();
  });

  test("admin:create refuses a weak password, then makes the first admin", async () => {
    const weak = adminCreate(ADMIN.email, "password1234");
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain("password refused: This password is too easy to guess");
    const made = adminCreate(ADMIN.email, ADMIN.password);
    expect(made.status).toBe(0);
    expect(made.stdout).toContain(`Admin #1 created on sqlite: ${ADMIN.email}.`);

    await site.start();
  });

  test("one message for an unknown e-mail and a wrong password", async ({ browser }) => {
    const page = await newPage(browser);
    await signIn(page, { email: `nobody-${run}@agency.example`, password: ADMIN.password });
    const unknown = await page.getByRole("alert").textContent();
    await signIn(page, { email: ADMIN.email, password: "not the right password" });
    await expect(page.getByRole("alert")).toHaveText(unknown!);
    expect(unknown).toBe("The e-mail address or password is not right.");
    await page.context().close();
  });

  test("the admin signs in, must enrol two-step sign-in first, then creates an agent account", async ({ browser }) => {
    const page = await newPage(browser);
    await page.goto("/admin/staff");
    await expect(page).toHaveURL(/\/admin\/sign-in\?redirectTo=%2Fadmin%2Fstaff$/);
    await hydrated(page);
    await scan(page, "sign-in");
    await page.getByLabel("E-mail address").fill(ADMIN.email);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();

    // An admin without a second factor goes to enrol, whatever was asked for.
    await expect(page).toHaveURL(/\/admin\/two-factor$/);
    await expect(page.getByRole("heading", { name: "Turn on two-step sign-in" })).toBeVisible();
    await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
    await page.goto("/admin/staff");
    await expect(page).toHaveURL(/\/admin\/two-factor$/);
    await hydrated(page);
    await scan(page, "two-factor enrolment");
    const secret = (await page.getByRole("definition").textContent())!.replace(/\s/g, "");
    await page.getByLabel("6-digit code").fill("000000" === codeAt(secret) ? "111111" : "000000");
    await page.getByRole("button", { name: "Turn on" }).click();
    await expect(page.getByText("That code is not right.")).toBeVisible();
    await expect(page.getByLabel("6-digit code")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("6-digit code").fill(codeAt(secret));
    await page.getByRole("button", { name: "Turn on" }).click();
    await expect(page).toHaveURL(/\/admin\/account\?done=totp$/);
    await expect(page.getByRole("status").filter({ hasText: "Two-step sign-in is on." })).toBeVisible();

    // The shell: name, role, the sections, sign-out.
    const banner = page.getByRole("banner");
    await expect(banner.getByText(ADMIN.name)).toBeVisible();
    await expect(banner.getByText(/· Admin$/)).toBeVisible();
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Staff" }).click();
    await expect(page.getByRole("heading", { name: "Staff", level: 1 })).toBeVisible();
    await hydrated(page);

    await page.getByLabel("E-mail address").fill(AGENT.email);
    await page.getByLabel("Name", { exact: true }).fill(AGENT.name);
    await page.getByLabel("Role").selectOption("agent");
    // An agent account needs its profile: the schema says so beside the field.
    await page.getByLabel("Agent profile").focus();
    await page.getByLabel("Role").focus();
    await expect(page.getByText("Choose the agent profile this account works as.")).toBeVisible();
    const profiles = page.getByLabel("Agent profile").locator("option:not([disabled])");
    const profile = (await profiles.nth(1).textContent())!;
    await page.getByLabel("Agent profile").selectOption({ label: profile });
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Account created for ${AGENT.email}.` })).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(AGENT.name) });
    await expect(row.getByRole("cell", { name: profile })).toBeVisible();
    await expect(row.getByRole("cell", { name: "Invited" })).toBeVisible();
    // One account per profile: it is no longer offered.
    await expect(page.getByLabel("Agent profile").getByRole("option", { name: `${profile} (has an account)` })).toBeDisabled();
    await scan(page, "staff at 1280 px");
    await page.setViewportSize({ width: 375, height: 812 });
    // At 375 px the sign-out button is in the menu's panel.
    await page.getByText("Menu", { exact: true }).click();
    await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeVisible();
    await scan(page, "staff at 375 px");

    // The audit log has the sign-in and the creation.
    const db = new Database(DB_FILE, { readonly: true });
    const actions = db.prepare("select action from audit_log where entity = 'staff' order by id").pluck().all();
    db.close();
    expect(actions).toEqual(expect.arrayContaining(["sign-in", "enable-totp", "create"]));
    await page.context().close();
  });

  test("the agent sets a password from the e-mailed link, turns the second factor on and signs in with a code", async ({ browser }) => {
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(AGENT.email)).length, { timeout: 15_000 }).toBe(1);
    const mail = smtp.received.find((m) => m.to.includes(AGENT.email))!;
    const link = new RegExp(`${BASE}(/admin/reset-password/[\\w-]{43})`).exec(mail.text)?.[1];
    expect(link).toBeTruthy();

    const page = await newPage(browser, 375);
    await page.goto(link!);
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Set your password" })).toBeVisible();
    await scan(page, "set password at 375 px");
    await page.getByLabel("New password", { exact: true }).fill("short");
    await page.getByLabel("New password again").focus();
    await expect(page.getByText("Use at least 12 characters.")).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill(AGENT.password);
    await page.getByLabel("New password again").fill(AGENT.password);
    await page.getByRole("button", { name: "Save the password" }).click();
    // The link proved the mailbox: signed in at once (the password itself is used below, after signing out).
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: `Hello, ${AGENT.name}` })).toBeVisible();

    // The link worked once.
    await page.goto(link!);
    await expect(page.getByRole("heading", { name: "Link expired" })).toBeVisible();
    await page.goto("/admin");
    await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Staff" })).toHaveCount(0);

    // An agent may not open the staff page.
    const refused = await page.goto("/admin/staff");
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();

    // Turn the second factor on from the account page.
    await page.goto("/admin/account");
    await hydrated(page);
    await scan(page, "account at 375 px");
    await page.getByRole("link", { name: "Turn on two-step sign-in" }).click();
    await expect(page).toHaveURL(/\/admin\/two-factor$/);
    // The new page drawn (the address changes before it is): its key, not a definition of the account page.
    await expect(page.getByRole("heading", { name: "Turn on two-step sign-in" })).toBeVisible();
    agentSecret = (await page.getByRole("definition").textContent())!.replace(/\s/g, "");
    agentLastStep = stepNow();
    const enrolCode = codeAt(agentSecret);
    await page.getByLabel("6-digit code").fill(enrolCode);
    await expect(page.getByLabel("6-digit code")).toHaveValue(enrolCode);
    await expect(page.getByRole("button", { name: "Turn on" })).toBeEnabled();
    await page.getByRole("button", { name: "Turn on" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Two-step sign-in is on." })).toBeVisible();

    await page.getByText("Menu", { exact: true }).click();
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in\?done=signed-out$/);
    await signIn(page, AGENT);
    await expect(page).toHaveURL(/\/admin\/sign-in\/code/);
    await hydrated(page);
    await scan(page, "code step at 375 px");
    // The code that enrolled is spent: refused, even within its 30 seconds.
    await page.getByLabel("6-digit code").fill(enrolCode);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert")).toHaveText("That code is not right. Enter the newest code from your authenticator app.");
    // The next step's code is accepted (waiting for the authenticator's next code).
    await expect.poll(stepNow, { timeout: 35_000, intervals: [500] }).toBeGreaterThan(agentLastStep);
    agentLastStep = stepNow();
    await page.getByLabel("6-digit code").fill(codeAt(agentSecret));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    // At 375 px who is signed in shows in the menu's panel.
    await page.getByText("Menu", { exact: true }).click();
    await expect(page.locator("details").getByText(/· Agent$/)).toBeVisible();
    await page.context().close();
  });

  test("a post without the anti-forgery token, or with another session's, is refused and changes nothing", async ({ browser }) => {
    const page = await newPage(browser);
    await signIn(page, AGENT);
    await expect(page).toHaveURL(/\/admin\/sign-in\/code/);
    await expect.poll(stepNow, { timeout: 35_000, intervals: [500] }).toBeGreaterThan(agentLastStep);
    agentLastStep = stepNow();
    await page.getByLabel("6-digit code").fill(codeAt(agentSecret));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/admin$/);

    const rename = (form: Record<string, string>) => page.request.post("/admin/account", { form: { intent: "name", name: "Forged Name", ...form }, maxRedirects: 0 });
    expect((await rename({})).status()).toBe(403);
    expect((await rename({ _csrf: "x".repeat(43) })).status()).toBe(403);
    // Sign-out is a change too.
    expect((await page.request.post("/admin/sign-out", { form: {}, maxRedirects: 0 })).status()).toBe(403);
    // A pre-sign-in form's token is not this session's.
    const signInPage = await page.request.get("/admin/forgot-password");
    const otherToken = /name="_csrf" value="([^"]+)"/.exec(await signInPage.text())?.[1];
    expect((await rename({ _csrf: otherToken! })).status()).toBe(403);

    await page.goto("/admin/account");
    await expect(page.getByLabel("Your name")).toHaveValue(AGENT.name);
    await expect(page.getByRole("banner").getByText(AGENT.name)).toBeVisible();

    // With the token from the page, the same post is accepted.
    const token = await page.locator("input[name=_csrf]").first().inputValue();
    expect((await rename({ _csrf: token, name: AGENT.name })).status()).toBe(200);
    await page.context().close();
  });

  test("the reset form answers the same for an unknown address and an account's, and mails only the account", async ({ browser }) => {
    const page = await newPage(browser);
    const ask = async (email: string) => {
      await page.goto("/admin/forgot-password");
      await hydrated(page);
      await page.getByLabel("E-mail address").fill(email);
      await page.getByRole("button", { name: "Send the link" }).click();
      return (await page.getByRole("status").textContent()) ?? "";
    };
    const before = smtp.received.length;
    const unknown = await ask(`nobody-${run}@agency.example`);
    const known = await ask(ADMIN.email);
    expect(unknown).toMatch(/^If an account uses that address, we have e-mailed it a link/);
    expect(known).toBe(unknown);
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(ADMIN.email)).length, { timeout: 15_000 }).toBe(1);
    expect(smtp.received.slice(before).map((m) => m.to).flat()).toEqual([ADMIN.email]);
    expect(smtp.received.find((m) => m.to.includes(ADMIN.email))!.text).toContain("it works once, for 30 minutes");
    await page.context().close();
  });

  test("/admin answers are noindex and no-store, never cached; robots.txt disallows /admin", async ({ browser }) => {
    const page = await newPage(browser);
    for (const path of ["/admin/sign-in", "/admin/forgot-password", "/admin"]) {
      const res = await page.request.get(path, { maxRedirects: 0 });
      expect(res.headers()["cache-control"], path).toBe("no-store");
      expect(res.headers()["x-robots-tag"], path).toBe("noindex");
    }
    const response = await page.goto("/admin/sign-in");
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    // Twice, a page-cache time to live apart in spirit: each answer is rendered anew (its own form token cookie).
    const a = await fetch(`${BASE}/admin/sign-in`);
    const b = await fetch(`${BASE}/admin/sign-in`);
    expect(a.headers.get("set-cookie")).toMatch(/^staff_form=/);
    expect(b.headers.get("set-cookie")).not.toBe(a.headers.get("set-cookie"));
    const robots = await (await fetch(`${BASE}/robots.txt`)).text();
    expect(robots.split("\n")).toContain("Disallow: /admin");
    await page.context().close();
  });

  test("a public page's first load carries none of the back office's code", async ({ request }) => {
    for (const path of ["/", "/contact-us", "/property-list"]) {
      const html = await (await request.get(path)).text();
      expect(html).not.toContain('name="robots" content="noindex"');
      const { js } = assetUrls(html);
      expect(js.length).toBeGreaterThan(0);
      for (const src of js) {
        expect(src, `${path} loads ${src}`).not.toMatch(/admin|sign-in|csrf|staff|two-factor|account/);
        const code = await (await request.get(src)).text();
        for (const marker of ["Sign out everywhere", "Turn on two-step sign-in", "_csrf", "admin-main", "Create account", "Export CSV", "Save status", "Audit log"]) expect(code, `${src} on ${path}`).not.toContain(marker);
      }
    }
  });
});
