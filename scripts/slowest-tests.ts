// The slowest tests of the last run, from the reports Vitest and Playwright write under reports/
// (vitest.config.ts and playwright.config.ts add a JSON reporter beside the console one).
// `node scripts/slowest-tests.ts [count]`: CI prints it after the suite, so a test that grows shows.
import fs from "node:fs";

const count = Number(process.argv[2] ?? 20);
type Timed = { name: string; ms: number };
const rows: Timed[] = [];
let vitestMs = 0;
let playwrightMs = 0;

function read(file: string): any {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : undefined;
}

const vitest = read("reports/vitest.json");
for (const file of vitest?.testResults ?? []) {
  const name = String(file.name).replace(`${process.cwd()}/`, "");
  const ms = (file.endTime ?? 0) - (file.startTime ?? 0);
  vitestMs += ms;
  for (const t of file.assertionResults ?? []) rows.push({ name: `vitest  ${name} › ${t.fullName ?? t.title}`, ms: t.duration ?? 0 });
}

function walkSuites(suites: any[], file: string) {
  for (const s of suites ?? []) {
    for (const spec of s.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const ms = (t.results ?? []).reduce((sum: number, r: any) => sum + (r.duration ?? 0), 0);
        playwrightMs += ms;
        rows.push({ name: `browser ${spec.file ?? file} › ${spec.title}`, ms });
      }
    }
    walkSuites(s.suites, s.file ?? file);
  }
}
const playwright = read("reports/e2e.json");
walkSuites(playwright?.suites ?? [], "");

if (!rows.length) {
  console.log("No test reports under reports/ (run the suite first).");
  process.exit(0);
}
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(`Slowest ${count} tests (Vitest files: ${s(vitestMs)} of worker time; browser tests: ${s(playwrightMs)})`);
for (const r of rows.sort((a, b) => b.ms - a.ms).slice(0, count)) console.log(`${s(r.ms).padStart(8)}  ${r.name}`);
