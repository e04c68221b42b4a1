/**
 * Demo content stays out of the production server: nothing Vite bundles into
 * build/server (server/ and app/) imports demo/, statically or dynamically, so no demo text,
 * generator or image art ships with the site. demo/ is loaded from source by server.ts, and only
 * when a database needs seeding. The import check reads every module's imports with TypeScript's
 * own scanner (no build needed); when a build of the current sources exists, its output is
 * checked too.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { BUILD_STAMP, sourceStamp } from "../scripts/build-stamp.ts";
import { PRIVACY } from "../demo/content/pages.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const DEMO = path.join(ROOT, "demo") + path.sep;
const BUNDLED = ["app", "server"];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "+types" ? [] : sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** Every module specifier a file names: imports, re-exports, import(), and import.meta.glob patterns. */
function specifiers(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const info = ts.preProcessFile(text, true, true);
  const globs = [...text.matchAll(/import\.meta\.glob(?:<[^>]*>)?\(\s*["'`]([^"'`]+)/g)].map((m) => m[1]!);
  return [...info.importedFiles.map((f) => f.fileName), ...globs];
}

describe("the production server bundle", () => {
  it("imports nothing from demo/ (app/ and server/ are what Vite bundles)", () => {
    const offending: string[] = [];
    for (const dir of BUNDLED) {
      for (const file of sourceFiles(path.join(ROOT, dir))) {
        for (const spec of specifiers(file)) {
          if (!spec.startsWith(".")) continue;
          const target = path.resolve(path.dirname(file), spec);
          if (target.startsWith(DEMO)) offending.push(`${path.relative(ROOT, file)} -> ${spec}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });

  it("the scanner sees an import of demo/ when there is one", () => {
    // Guards the check above against passing because it reads nothing.
    const specs = specifiers(path.join(ROOT, "server.ts"));
    expect(specs).toContain("./demo/seed.server.ts");
  });

  const stamp = fs.existsSync(path.join(ROOT, BUILD_STAMP)) ? fs.readFileSync(path.join(ROOT, BUILD_STAMP), "utf8").trim() : "";
  const current = stamp !== "" && stamp === sourceStamp(undefined, ROOT);
  it.runIf(current)("a build of these sources holds no demo text or image art", () => {
    const dir = path.join(ROOT, "build/server");
    const files = fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".js"));
    // A sentence of the seeded privacy policy, and the module markers the bundler writes ("// demo/art/sky.ts").
    const sentence = /<p>([^<]{60,})<\/p>/.exec(PRIVACY.html)![1]!.slice(0, 60);
    for (const f of files) {
      const js = fs.readFileSync(path.join(dir, f), "utf8");
      expect(js, f).not.toContain(sentence);
      expect(js, f).not.toMatch(/^\/\/ demo\//m);
    }
  });
});
