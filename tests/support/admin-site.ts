/**
 * The back office's browser tests' shared parts: an instance of the built server of its
 * own, on a copy of the browser tests' seeded database (or a database of its own), mailing a real SMTP test server; signing in;
 * new pages at a width; and the axe scan the back-office pages must pass.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { once } from "node:events";
import AxeBuilder from "@axe-core/playwright";
import { AXE_TAGS } from "./axe.ts";
import Database from "better-sqlite3";
import { expect, type Browser, type Page } from "@playwright/test";
import { TestSmtp } from "./test-smtp.ts";
import { hydrated } from "../e2e/audit-helpers.ts";


/** axe finds no violation, and the page fits its width (nothing scrolls sideways: staff work from phones). */
export async function scan(page: Page, label: string) {
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways, `${label}: the page scrolls sideways by ${sideways} px`).toBeLessThanOrEqual(0);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`),
    `axe on ${label}`,
  ).toEqual([]);
}

/** Fills the sign-in form (a second factor, if the account has one, is the caller's next step). */
export async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto("/admin/sign-in");
  await hydrated(page);
  await page.getByLabel("E-mail address").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** A server of its own for a back-office suite: `port` for HTTP, `port + 1` for SMTP. */
export class AdminSite {
  readonly base: string;
  readonly dbFile: string;
  readonly smtp = new TestSmtp();
  private server: ChildProcess | undefined;
  private readonly output: string[] = [];

  readonly port: number;

  /** `env`: settings of this suite's server besides the common ones (e.g. a short job interval). */
  private readonly env: Record<string, string>;

  constructor(port: number, name: string, env: Record<string, string> = {}) {
    this.env = env;
    this.port = port;
    this.base = `http://127.0.0.1:${port}`;
    this.dbFile = `data/e2e/${name}.sqlite`;
  }

  /** The first column of the first row a query finds in this site's database, read while the server runs. */
  read<T>(sql: string, ...params: unknown[]): T {
    const db = new Database(this.dbFile, { readonly: true });
    try {
      return db.prepare(sql).pluck().get(...params) as T;
    } finally {
      db.close();
    }
  }

  /** Copies the browser tests' database (seeded by their server, which must answer first) and starts the SMTP server. */
  async prepare(mainBaseURL: string): Promise<void> {
    await fetch(`${mainBaseURL}/readyz`);
    const source = new Database("data/e2e/site.sqlite", { readonly: true, fileMustExist: true });
    source.exec(`vacuum into '${this.dbFile}'`);
    source.close();
    await this.smtp.start(this.port + 1);
  }

  /** A site on a database of its own (DATABASE_URL in `env`: a new brokerage's): only the SMTP server to start. */
  async prepareOwn(): Promise<void> {
    await this.smtp.start(this.port + 1);
  }

  /** What the server has printed (its log), e.g. the setup token it announces while no admin exists. */
  get log(): string {
    return this.output.join("");
  }

  async start(): Promise<void> {
    const server = spawn(process.execPath, ["server.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(this.port),
        SITE_URL: this.base,
        DATABASE_URL: `sqlite:${this.dbFile}`,
        SMTP_URL: this.smtp.url,
        OUTBOX_POLL_MS: "200",
        // A test fills a lead form faster than a person (the fill time is unit-tested).
        LEAD_MIN_FILL_MS: "0",
        SEED_ON_START: "false",
        MEDIA_DIR: "data/test-media",
        LOG_LEVEL: "warn",
        ...this.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.server = server;
    server.stdout!.on("data", (c: Buffer) => this.output.push(c.toString()));
    server.stderr!.on("data", (c: Buffer) => this.output.push(c.toString()));
    await expect
      .poll(
        async () => {
          if (server.exitCode !== null) throw new Error(`server exited:\n${this.output.join("")}`);
          return fetch(`${this.base}/readyz`).then(
            (r) => r.status,
            () => 0,
          );
        },
        { timeout: 60_000 },
      )
      .toBe(200);
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (server && server.exitCode === null) {
      const exited = once(server, "exit");
      server.kill("SIGINT");
      await exited;
    }
    await this.smtp.stop();
    for (const f of [this.dbFile, `${this.dbFile}-wal`, `${this.dbFile}-shm`]) fs.rmSync(f, { force: true });
  }

  /**
   * A page of this site, as a returning visitor: the first-visit enquiry modal (tests/e2e/leads.spec.ts) stays shut,
   * as playwright.config.ts has it for the main server. On a slow machine it would otherwise open over a test's next click.
   */
  async newPage(browser: Browser, width = 1280): Promise<Page> {
    const context = await browser.newContext({
      baseURL: this.base,
      viewport: { width, height: 900 },
      storageState: { cookies: [], origins: [{ origin: this.base, localStorage: [{ name: "EnquiryForm", value: "true" }] }] },
    });
    return context.newPage();
  }
}
