/**
 * `npm run bench -- abuse [--port 3670] [--urls 20000] [--only fuzz,slow,stall,memory,leads,sigterm,npmstart] [--db name]`:
 * what an outside abuser can do to a started production server, as one table:
 * - fuzz: malformed paths (traversal, invalid UTF-8, under /media and /flags too), queries, bodies,
 *   methods (TRACE…) and encodings over every route and every `POST /api/*` call of docs/api.md;
 *   counts answers ≥ 500 (target 0) and requests left without an answer;
 * - slow clients: how long a stalled body and stalled headers hold a connection, and whether a declared
 *   Content-Length over the limit is refused before its bytes arrive;
 * - stall: a PostgreSQL lock held by another connection; how long /readyz, a page, a read call and a
 *   lead take to answer (readyz target < 2 s; the lead must not answer success);
 * - memory: RSS of a fresh server after --urls distinct uncached URLs (target < 400 MB), and after idling;
 * - leads: leads accepted vs delivered across an SMTP outage and a SIGKILL (equal, no duplicates), and
 *   the most confirmation mails one address got (≤ 1 per day);
 * - sigterm: requests reset when the server gets SIGTERM while saturated (target 0);
 * - npmstart: whether `npm start` receiving SIGTERM leaves the server running (target: no).
 * Needs a build (`npm run build`); runs the build in the current directory, so running this script
 * from a copy of another commit measures that commit. PostgreSQL: TEST_PG_ADMIN_URL or the local server;
 * a database is created for the run (--db names it; abuse_<pid> by default) and dropped after. Ports: --port .. --port + 9.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import pg from "pg";
import { printTable, startBuiltServer, type BenchServer } from "./lib/server.ts";
import { TestSmtp, type ReceivedMail } from "../tests/support/test-smtp.ts";
import { leadVisitor, stamped, type Visitor } from "../tests/support/lead-visitor.ts";
import { siteRoutes } from "../scripts/site-routes.ts";

type Row = { check: string; target: string; result: string };

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function rssMb(pid: number | undefined): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
}

type RawAnswer = { status?: number; error?: string; ms: number };

/** One request written byte for byte (so invalid paths and bodies reach the server as sent); resolves on the status line. */
function raw(port: number, request: Buffer, timeoutMs = 15_000): Promise<RawAnswer> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let head = "";
    const done = (a: Omit<RawAnswer, "ms">) => {
      socket.destroy();
      resolve({ ...a, ms: Math.round(performance.now() - t0) });
    };
    socket.setTimeout(timeoutMs, () => done({ error: "timeout" }));
    socket.on("connect", () => socket.write(request));
    socket.on("data", (d: Buffer) => {
      head += d.toString("latin1");
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      if (m) done({ status: Number(m[1]) });
      else if (head.length > 20) done({ error: `bad answer ${JSON.stringify(head.slice(0, 20))}` });
    });
    socket.on("error", (e: NodeJS.ErrnoException) => done({ error: e.code ?? e.message }));
    socket.on("close", () => done({ error: "closed without an answer" }));
  });
}

type Fuzz = { method: string; target: Buffer; headers?: Record<string, string>; body?: Buffer };

function requestBytes(port: number, f: Fuzz): Buffer {
  const headers = { host: `127.0.0.1:${port}`, connection: "close", ...f.headers };
  if (f.body && !("content-length" in headers) && !("transfer-encoding" in headers)) Object.assign(headers, { "content-length": String(f.body.length) });
  const head = Buffer.concat([
    Buffer.from(`${f.method} `),
    f.target,
    Buffer.from(` HTTP/1.1\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join("")}\r\n`, "latin1"),
  ]);
  return f.body ? Buffer.concat([head, f.body]) : head;
}

/** Call names of docs/api.md's tables. */
function apiCalls(): string[] {
  const doc = fs.readFileSync("docs/api.md", "utf8");
  return [...new Set([...doc.matchAll(/^\| `([A-Z][A-Za-z]+)`/gm)].map((m) => m[1]!))];
}

function fuzzCases(pages: string[]): Fuzz[] {
  const b = (s: string) => Buffer.from(s, "latin1");
  const cases: Fuzz[] = [];
  const get = (target: Buffer | string, headers?: Record<string, string>) =>
    cases.push({ method: "GET", target: typeof target === "string" ? b(target) : target, headers });
  const roots = [...pages, "/media/areas/x.webp", "/flags/4x3/ae.svg", "/assets/x.js", "/api/GetUnitList", "/forms/stamp", "/forms/lead", "/healthz", "/readyz", "/robots.txt", "/sitemap.xml", "/favicon.ico"];
  const pathTails = ["/..%2f..%2f..%2fetc%2fpasswd", "%ff", "/%c0%ae%c0%ae/%c0%af", "%00", "/%", "/%zz", "//", `/${"a".repeat(3000)}`, "/../../../etc/passwd", ";x=1", "/%2e%2e/%2e%2e/package.json", "%E2%82", "/%u002e"];
  for (const root of roots) {
    for (const tail of pathTails) get(root.split("?")[0]! + tail);
    get(Buffer.concat([b(root.split("?")[0]!), Buffer.from([0xc3, 0x28, 0xff])]));
  }
  for (const dir of ["/media", "/flags"]) {
    for (const p of ["/../../etc/passwd", "/..%2F..%2Fpackage.json", "/%2e%2e/%2e%2e/etc/passwd", "/%ff", "/%c0%af", "/%ff.svg", "/4x3/%ff.svg", "/%00.svg", "/4x3/..%5c..%5cpackage.json", "/", "", "/%", "/a%2fb", "/.env", "/%252e%252e/x"]) get(dir + p);
    get(Buffer.concat([b(`${dir}/`), Buffer.from([0xff, 0xfe]), b(".svg")]));
  }
  const queries = ["page=%ff", "pageNumber=-1", "pageNumber=99999999999999999999999", "a[b][c]=1", "priceFrom=1e309", `${"x=1&".repeat(2000)}`, "q=%", "area=%00", "unitType=1&unitType=2", "__proto__[x]=1", "constructor[prototype][x]=1", "beds=%E2%82", "purpose=abc&status=-5&unitType=1.5", `area=${"%ff".repeat(500)}`];
  for (const page of pages) for (const q of queries) get(`${page}${page.includes("?") ? "&" : "?"}${q}`);
  for (const page of [...pages, "/media/areas/x.webp", "/flags/4x3/ae.svg", "/api/GetUnitList"]) {
    for (const method of ["TRACE", "OPTIONS", "PUT", "DELETE", "PATCH", "PROPFIND", "HEAD", "FOO"]) cases.push({ method, target: b(page) });
    for (const enc of ["br;q=abc", "gzip;q=2", "*", "identity;q=0", ",,,;", "x".repeat(5000), "gzip, deflate, br, zstd"]) get(page, { "accept-encoding": enc });
    get(page, { "if-none-match": "\"x\", W/\"", "range": "bytes=999999999-", "if-modified-since": "not a date" });
  }
  const bodies: Array<{ body: Buffer; headers?: Record<string, string> }> = [
    ...["{", "null", "[]", '"s"', "1e999", "{}", '{"pageNumber":1e308,"pageSize":-1}', '{"unitId":"x","projectId":{},"autoId":[]}', '{"__proto__":{"a":1}}', `${"[".repeat(5000)}`, '{"url":{"x":1},"area":"%ff","opcode":null}', '{"pageSize":"1e9","pageNumber":"NaN"}', '{"name":"x","email":"no","message":""}'].map((s) => ({ body: Buffer.from(s) })),
    { body: Buffer.from(`{"x":"${"a".repeat(20_000)}"}`) },
    { body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) },
    { body: Buffer.from("{}"), headers: { "content-type": "text/plain" } },
    { body: Buffer.from("garbage"), headers: { "content-encoding": "gzip" } },
    { body: Buffer.from("garbage"), headers: { "content-encoding": "br" } },
    { body: Buffer.from("garbage"), headers: { "content-encoding": "x-unknown" } },
    { body: Buffer.from("2\r\n{}\r\n0\r\n\r\n"), headers: { "transfer-encoding": "chunked" } },
    { body: Buffer.from("zz\r\n{}\r\n0\r\n\r\n"), headers: { "transfer-encoding": "chunked" } },
  ];
  for (const call of [...apiCalls(), "Unknown", "__proto__", "constructor"]) {
    for (const { body, headers } of bodies) cases.push({ method: "POST", target: b(`/api/${call}`), body, headers: { "content-type": "application/json", ...headers } });
  }
  for (const path of ["/forms/lead", "/forms/subscribe", "/contact-us", "/", "/property-list"]) {
    for (const body of ["name=x&email=y", "%ff=%ff", "a".repeat(20_000), "_stamp=x&_xsrf=y&form=contact&name=n&email=a@b.co&phone=1&message=m&countryCode=221"]) {
      cases.push({ method: "POST", target: b(path), body: Buffer.from(body), headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://127.0.0.1" } });
    }
    cases.push({ method: "POST", target: b(path), body: Buffer.from("--x\r\nbad"), headers: { "content-type": "multipart/form-data; boundary=x" } });
  }
  return cases;
}

async function runFuzz(port: number, pages: string[]): Promise<Row[]> {
  const cases = fuzzCases(pages);
  const failures: string[] = [];
  let five = 0;
  let unanswered = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < cases.length) {
        const f = cases[next++]!;
        const a = await raw(port, requestBytes(port, f));
        const what = `${f.method} ${f.target.toString("latin1").slice(0, 60)}${f.headers ? ` ${JSON.stringify(f.headers).slice(0, 60)}` : ""}`;
        if (a.status !== undefined && a.status >= 500) {
          five++;
          failures.push(`${a.status} ${what}`);
        } else if (a.status === undefined) {
          unanswered++;
          failures.push(`${a.error} ${what}`);
        }
      }
    }),
  );
  if (failures.length) {
    const byPlace = new Map<string, number>();
    for (const f of failures) {
      const place = /^\S+ \S+ (\/[^/?%;]*)/.exec(f)?.[1] ?? "?";
      byPlace.set(place, (byPlace.get(place) ?? 0) + 1);
    }
    console.log(`fuzz failures by first path segment: ${[...byPlace].map(([p, n]) => `${p} ${n}`).join(", ")}`);
    console.log(`fuzz failures (first 25 of ${failures.length}):\n  ${failures.slice(0, 25).join("\n  ")}`);
  }
  return [
    { check: `fuzz: answers ≥ 500 (of ${cases.length} requests)`, target: "0", result: String(five) },
    { check: "fuzz: requests without an answer", target: "0", result: String(unanswered) },
  ];
}

/** How long the server keeps a connection whose client stopped sending (capped at `capMs`). */
function heldFor(port: number, bytes: string, capMs: number): Promise<string> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(bytes));
    let answer = "";
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(`> ${capMs / 1000} s`);
    }, capMs);
    socket.on("data", (d: Buffer) => (answer ||= d.toString("latin1").slice(0, 12)));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(`${((performance.now() - t0) / 1000).toFixed(1)} s${answer ? ` (${answer.trim()})` : ""}`);
    });
  });
}

async function runSlow(port: number): Promise<Row[]> {
  const cap = 120_000;
  const host = `Host: 127.0.0.1:${port}\r\n`;
  const [body, headers, declared] = await Promise.all([
    heldFor(port, `POST /api/GetUnitList HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"pa`, cap),
    heldFor(port, `GET / HTTP/1.1\r\n${host}X-Slow: 1`, cap),
    raw(port, Buffer.from(`POST /api/GetUnitList HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 100000000\r\n\r\n{`), cap),
  ]);
  return [
    { check: "slow client: stalled body held for", target: "≤ 30 s", result: body },
    { check: "slow client: stalled headers held for", target: "≤ 30 s", result: headers },
    {
      check: "declared Content-Length 100 MB: answer before the body",
      target: "413 at once",
      result: declared.status ? `${declared.status} after ${declared.ms} ms` : `${declared.error} after ${declared.ms} ms`,
    },
  ];
}

async function timed(url: string, init?: RequestInit): Promise<string> {
  const t0 = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
    const text = await res.text();
    const ms = Math.round(performance.now() - t0);
    return `${res.status} in ${ms} ms${text.length < 40 || res.status === 400 ? ` (${text.trim().slice(0, 80)})` : ""}`;
  } catch (error) {
    return `${(error as Error).name} after ${Math.round(performance.now() - t0)} ms`;
  }
}

/**
 * A lead call as a visitor's browser makes it (tests/support/lead-visitor.ts): the anti-forgery
 * cookie and token, and a fresh form stamp in the body. Without the stamp every lead would be
 * refused (400 stamp_required) before it reached what the table measures.
 */
async function leadPost(url: string, visitor: Visitor, body: Record<string, unknown>): Promise<RequestInit> {
  return {
    method: "POST",
    headers: { "content-type": "application/json", origin: url, ...visitor.headers },
    body: JSON.stringify(await stamped(body, visitor)),
  };
}

/** A name the lead form accepts (letters only) that differs per lead. */
function nameFor(i: number): string {
  let out = "";
  for (let n = i + 1; n > 0; n = Math.floor(n / 26)) out += String.fromCharCode(97 + (n % 26));
  return `Visitor ${out}`;
}

function lead(i: number, email = `visitor${i}@example.com`) {
  return { opCode: 2, name: nameFor(i), email, countryCode: 221, phone: "501234567", message: "Looking for a two bedroom flat near the Marina, please call me in the evening." };
}

async function runStall(server: BenchServer, dbUrl: string): Promise<Row[]> {
  const locker = new pg.Client({ connectionString: dbUrl });
  await locker.connect();
  // The stamp is fetched before the lock, as the form fetched it when it was shown.
  const leadInit = await leadPost(server.url, await leadVisitor(server.url), lead(0, "stall@example.com"));
  const { rows } = await locker.query<{ t: string }>(`select tablename as t from pg_tables where schemaname = 'public'`);
  await locker.query("begin");
  await locker.query(`lock table ${rows.map((r) => `"${r.t}"`).join(", ")} in access exclusive mode`);
  const holdMs = 20_000;
  const release = sleep(holdMs).then(() => locker.query("rollback"));
  const [readyz, page, api, leadAnswer] = await Promise.all([
    timed(`${server.url}/readyz`),
    timed(`${server.url}/property-list?stall=${Date.now()}`),
    timed(`${server.url}/api/GetUnitList`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ pageSize: 3, unitId: 0, area: String(Date.now() % 1000) }) }),
    timed(`${server.url}/api/AddContactUsLead`, leadInit),
  ]);
  await release;
  await locker.end();
  return [
    { check: `PostgreSQL lock held ${holdMs / 1000} s: /readyz`, target: "503 < 2 s", result: readyz },
    { check: "  a page meanwhile", target: "503 page", result: page },
    { check: "  a read call meanwhile", target: "503 JSON", result: api },
    { check: "  a lead meanwhile", target: "503 (no false success)", result: leadAnswer },
  ];
}

async function runMemory(port: number, dbUrl: string, pages: string[], count: number): Promise<Row[]> {
  const server = await startBuiltServer({ port, databaseUrl: dbUrl, env: { LEAD_RATE_LIMIT: "1000000" } });
  try {
    const pid = server.child.pid;
    const start = rssMb(pid);
    let peak = start;
    let next = 0;
    let errors = 0;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const get = (path: string) =>
      new Promise<void>((resolve) => {
        const req = http.get(`${server.url}${path}`, { agent, headers: { "accept-encoding": "br, gzip" } }, (res) => {
          if (res.statusCode !== 200) errors++;
          res.resume().on("end", resolve);
        });
        req.on("error", () => {
          errors++;
          resolve();
        });
      });
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < count) {
          const i = next++;
          const page = pages[i % pages.length]!;
          await get(`${page}${page.includes("?") ? "&" : "?"}utm_id=${i}`);
          if (i % 500 === 0) {
            peak = Math.max(peak, rssMb(pid));
            if (i % 5000 === 0) console.log(`  memory: ${i} URLs, RSS ${rssMb(pid)} MB`);
          }
        }
      }),
    );
    agent.destroy();
    const seconds = ((performance.now() - t0) / 1000).toFixed(0);
    const after = rssMb(pid);
    peak = Math.max(peak, after);
    await sleep(30_000);
    const idle = rssMb(pid);
    return [
      { check: `RSS after ${count} distinct uncached URLs (${seconds} s, ${errors} not 200)`, target: "< 400 MB", result: `${after} MB (from ${start} MB, peak ${peak} MB)` },
      { check: "  and after 30 s idle", target: "< 400 MB", result: `${idle} MB` },
    ];
  } finally {
    await server.stop();
  }
}

async function waitFor(what: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!what()) {
    if (Date.now() > deadline) return false;
    await sleep(250);
  }
  return true;
}

async function runLeads(port: number, dbUrl: string): Promise<Row[]> {
  const smtp = new TestSmtp();
  await smtp.start(port + 5);
  const env = { SMTP_URL: smtp.url, LEAD_NOTIFY_EMAIL: "desk@example.com", OUTBOX_POLL_MS: "200", LEAD_RATE_LIMIT: "1000000", LEAD_MIN_FILL_MS: "0", FORM_SECRET: "abuse-bench-secret-0123" };
  const pool = new pg.Pool({ connectionString: dbUrl, max: 1 });
  const before = Number((await pool.query("select count(*) as n from leads")).rows[0].n);
  let accepted = 0;
  let refused = 0;
  const reasons = new Map<string, number>();
  let n = 0;
  const send = async (url: string, count: number, email?: string) => {
    const visitor = await leadVisitor(url);
    for (let i = 0; i < count; i++) {
      const res = await fetch(`${url}/api/AddContactUsLead`, await leadPost(url, visitor, lead(++n, email))).catch(() => undefined);
      const text = (await res?.text()) ?? "no answer";
      if (text === "1") accepted++;
      else {
        refused++;
        reasons.set(`${res?.status ?? "-"} ${text.slice(0, 60)}`, (reasons.get(`${res?.status ?? "-"} ${text.slice(0, 60)}`) ?? 0) + 1);
      }
    }
  };
  let server = await startBuiltServer({ port, databaseUrl: dbUrl, env });
  try {
    await send(server.url, 10);
    await send(server.url, 5, "same.person@example.com");
    await waitFor(() => smtp.received.length >= 2 * 15, 20_000);
    await smtp.stop();
    await send(server.url, 10);
    await sleep(1000);
    server.child.kill("SIGKILL");
    await new Promise((r) => server.child.once("exit", r));
    await smtp.start(port + 5);
    server = await startBuiltServer({ port, databaseUrl: dbUrl, env });
    await send(server.url, 5);
    const notices = () => smtp.received.filter((m) => m.to.includes("desk@example.com"));
    await waitFor(() => new Set(notices().map(leadId)).size >= accepted, 180_000);
    await sleep(2000);
  } finally {
    await server.stop();
    await smtp.stop();
  }
  const stored = Number((await pool.query("select count(*) as n from leads")).rows[0].n) - before;
  await pool.end();
  const notices = smtp.received.filter((m) => m.to.includes("desk@example.com"));
  const ids = notices.map(leadId);
  const confirmations = new Map<string, number>();
  for (const m of smtp.received) if (!m.to.includes("desk@example.com")) for (const to of m.to) confirmations.set(to, (confirmations.get(to) ?? 0) + 1);
  return [
    { check: "leads accepted / stored / notices delivered (SMTP outage + SIGKILL)", target: "equal", result: `${accepted} / ${stored} / ${new Set(ids).size}${refused ? ` (${refused} refused: ${[...reasons].map(([r, c]) => `${c}× ${r}`).join("; ")})` : ""}` },
    { check: "  duplicate notices", target: "0", result: String(ids.length - new Set(ids).size) },
    { check: "confirmation mails to one address (5 leads, same day)", target: "≤ 1", result: String(Math.max(0, ...confirmations.values())) },
  ];
}

function leadId(m: ReceivedMail): string {
  return /#(\d+) from/.exec(m.text)?.[1] ?? m.raw.slice(0, 40);
}

async function runSigterm(server: BenchServer, pages: string[]): Promise<Row[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 24 });
  const counts = { ok: 0, other: 0, reset: 0, refused: 0 };
  const others = new Map<number, number>();
  let stop = false;
  let i = 0;
  const one = () =>
    new Promise<void>((resolve) => {
      const page = pages[i++ % pages.length]!;
      const req = http.get(`${server.url}${page}${page.includes("?") ? "&" : "?"}sigterm=${i}`, { agent }, (res) => {
        res.resume();
        res.on("end", () => {
          if (res.statusCode === 200) counts.ok++;
          else {
            counts.other++;
            others.set(res.statusCode!, (others.get(res.statusCode!) ?? 0) + 1);
          }
          resolve();
        });
        res.on("error", () => {
          counts.reset++;
          resolve();
        });
      });
      req.on("error", (e: NodeJS.ErrnoException) => {
        if (e.code === "ECONNREFUSED") {
          counts.refused++;
          stop = true;
        } else counts.reset++;
        resolve();
      });
    });
  const load = Promise.all(
    Array.from({ length: 24 }, async () => {
      while (!stop) await one();
    }),
  );
  await sleep(4000);
  const atSignal = { ...counts };
  server.child.kill("SIGTERM");
  const exited = new Promise((r) => server.child.once("exit", r));
  // Like a load balancer: no new requests once readiness says 503 (it polls every 250 ms).
  let unready = false;
  void (async () => {
    while (!stop) {
      const status = await fetch(`${server.url}/readyz`).then((r) => r.status, () => 0);
      if (status !== 200) {
        unready = status === 503;
        stop = true;
      }
      await sleep(250);
    }
  })();
  await Promise.race([exited, sleep(60_000)]);
  stop = true;
  await load;
  agent.destroy();
  return [
    {
      check: "requests reset by SIGTERM under load (24 connections, balancer polls /readyz)",
      target: "0",
      result: `${counts.reset} (answered after the signal: ${counts.ok + counts.other - atSignal.ok - atSignal.other}, ${counts.other} not 200${others.size ? ` [${[...others].map(([c, n]) => `${c}: ${n}`).join(", ")}]` : ""}${unready ? "; load stopped when /readyz said 503" : "; /readyz never said 503"})`,
    },
  ];
}

/** `npm start`, then SIGTERM to npm: is a server left listening? */
async function runNpmStart(port: number, dbUrl: string): Promise<Row[]> {
  const child: ChildProcess = spawn("npm", ["start"], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: dbUrl, SITE_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const ready = await waitForAsync(async () => (await fetch(`${url}/readyz`).catch(() => undefined))?.ok === true, 600_000);
  if (!ready) return [{ check: "npm start: server left running after SIGTERM", target: "no", result: "did not start" }];
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  const gone = await waitForAsync(async () => (await fetch(`${url}/healthz`).catch(() => undefined)) === undefined, 20_000);
  if (!gone) for (const pid of serversOnPort(port)) process.kill(pid, "SIGKILL");
  return [{ check: "npm start: server left running 20 s after SIGTERM", target: "no", result: gone ? "no" : "yes (orphan)" }];
}

/** The orphan this check found (started by this script): a node process whose environment has our PORT. */
function serversOnPort(port: number): number[] {
  const found: number[] = [];
  for (const pid of fs.readdirSync("/proc").filter((n) => /^\d+$/.test(n))) {
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
      const env = fs.readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
      if (cmd.startsWith("node") || cmd.includes("/node\0")) if (env.includes(`PORT=${port}`) && /start\.ts|server\.ts/.test(cmd)) found.push(Number(pid));
    } catch {
      // gone, or not ours
    }
  }
  return found;
}

async function waitForAsync(what: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > deadline) return false;
    await sleep(500);
  }
  return true;
}

export async function runAbuse(args: string[]): Promise<number> {
  const port = Number(option(args, "--port") ?? 3670);
  const urls = Number(option(args, "--urls") ?? 20_000);
  const only = new Set((option(args, "--only") ?? "fuzz,slow,stall,sigterm,memory,leads,npmstart").split(","));
  const admin = process.env.TEST_PG_ADMIN_URL ?? "postgres://root@127.0.0.1:5432/test";
  const name = option(args, "--db") ?? `abuse_${process.pid}`;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`--db: ${name} is not a plain database name`);
  const dbUrl = Object.assign(new URL(admin), { pathname: `/${name}` }).toString();
  const adminClient = new pg.Client({ connectionString: admin });
  await adminClient.connect();
  await adminClient.query(`create database "${name}"`);
  const rows: Row[] = [];
  try {
    const server = await startBuiltServer({ port, databaseUrl: dbUrl, env: { LEAD_RATE_LIMIT: "1000000", LEAD_MIN_FILL_MS: "0" }, readyTimeoutMs: 900_000 });
    const pages = (await siteRoutes(server.url)).map((r) => r.path);
    try {
      if (only.has("fuzz")) rows.push(...(await runFuzz(port, pages)));
      if (only.has("slow")) rows.push(...(await runSlow(port)));
      if (only.has("stall")) rows.push(...(await runStall(server, dbUrl)));
      if (only.has("sigterm")) rows.push(...(await runSigterm(server, pages)));
    } finally {
      await server.stop();
    }
    if (only.has("memory")) rows.push(...(await runMemory(port + 1, dbUrl, pages, urls)));
    if (only.has("leads")) rows.push(...(await runLeads(port + 2, dbUrl)));
    if (only.has("npmstart")) rows.push(...(await runNpmStart(port + 3, dbUrl)));
  } finally {
    await adminClient.query(`drop database if exists "${name}" with (force)`);
    await adminClient.end();
  }
  printTable(rows);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await runAbuse(process.argv.slice(2)));
