// The browser build treats the app's own modules as free of side effects (vite.config.ts
// APP_SOURCE): a module none of whose exports a page uses is left out, even when an index file
// re-exports it. That is only safe while importing an app module does nothing but define things.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

function browserFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return browserFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.(test|server)\.tsx?$|\.d\.ts$/.test(e.name) ? [full] : [];
  });
}

/** Top-level statements that run when the module is imported, besides defining its bindings. */
function effects(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const s of source.statements) {
    if (ts.isExpressionStatement(s)) found.push(s.getText().split("\n")[0]!);
    if (ts.isImportDeclaration(s) && !s.importClause && !(s.moduleSpecifier as ts.StringLiteral).text.endsWith(".css")) found.push(s.getText());
  }
  return found;
}

/**
 * Modules that do something on import, which they need only when a page uses their exports (so
 * leaving them out with their exports is right): the map's worker address is set before its first map.
 */
const ALLOWED: Record<string, string[]> = { "app/modules/listings/map/map-search.tsx": ["setWorkerUrl(workerUrl);"] };

describe("the app's browser modules", () => {
  it("only define things when imported, so the build may leave out the ones no page uses", () => {
    const found = Object.fromEntries(browserFiles("app").map((f) => [f, effects(f)]).filter(([, e]) => e!.length > 0));
    expect(found).toEqual(ALLOWED);
  });
});
