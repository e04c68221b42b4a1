/**
 * Valid HTML: the server-rendered HTML of every route of spec 2.1 passes the W3C Nu
 * validator (the vnu-jar package, run with the machine's Java) with zero errors.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./fixtures.ts";
import { allRoutes } from "./audit-helpers.ts";

const vnuJar = createRequire(import.meta.url)("vnu-jar") as string;
const run = promisify(execFile);

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

test("every route's server-rendered HTML is valid (Nu validator)", async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-"));
  const files = new Map<string, string>();
  for (const [i, { path: route }] of (await allRoutes(baseURL!)).entries()) {
    const res = await request.get(route);
    expect(res.status(), route).toBe(200);
    const file = path.join(dir, `page-${i}.html`);
    fs.writeFileSync(file, await res.text());
    files.set(`file:${file}`, route);
  }
  // vnu exits non-zero when it finds errors; its JSON report is on stderr either way.
  const out = await run("java", ["-Xss2m", "-jar", vnuJar, "--format", "json", ...[...files.keys()].map((f) => f.slice(5))], { maxBuffer: 32 << 20 }).catch(
    (e: { stderr?: string; stdout?: string }) => e,
  );
  fs.rmSync(dir, { recursive: true, force: true });
  const report = JSON.parse(out.stderr || "{}") as { messages?: VnuMessage[] };
  expect(report.messages, "vnu produced a report").toBeDefined();
  const errors = (report.messages ?? [])
    .filter((m) => m.type === "error" || m.subType === "fatal")
    .map((m) => `${files.get(m.url) ?? m.url}:${m.lastLine ?? "?"} ${m.message} — ${(m.extract ?? "").replace(/\s+/g, " ").slice(0, 160)}`);
  console.log(`vnu: ${files.size} pages checked, ${errors.length} errors`);
  expect(errors).toEqual([]);
});
