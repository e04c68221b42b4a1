import fs from "node:fs";
import path from "node:path";
import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { isEmail, isHttpsUrl, isIsoDate, isIsoDateTime, listOf } from "./schema-parts.ts";

describe("the schema parts", () => {
  it("accept the formats zod's own accept", () => {
    expect([isEmail("omar@example.ae"), isEmail("omar@example"), isEmail(" omar@example.ae")]).toEqual([true, false, false]);
    expect([isHttpsUrl("https://facebook.com/x"), isHttpsUrl("http://facebook.com/x"), isHttpsUrl("https://"), isHttpsUrl("https:facebook.com")]).toEqual([true, false, false, false]);
    expect([isIsoDate("2028-02-29"), isIsoDate("2027-02-29"), isIsoDate("31/03/2027"), isIsoDate("2027-3-31")]).toEqual([true, false, false, false]);
    expect([isIsoDateTime("2026-11-25T10:00:00.000Z"), isIsoDateTime("2026-11-25T10:00:00Z"), isIsoDateTime("2026-11-25T10:00Z"), isIsoDateTime("2026-11-31T10:00:00Z")]).toEqual([true, true, false, false]);
  });

  it("check a list as zod's array does: items' messages under their position, then its length", () => {
    const list = z.object({ langs: listOf(z.string().check(z.trim(), z.minLength(2, "Two letters")), { notList: "A list", min: [1, "One at least"], max: [2, "Two at most"] }) });
    expect(list.safeParse({ langs: [" ar ", "en"] }).data).toEqual({ langs: ["ar", "en"] });
    expect(list.safeParse({ langs: ["a", "en", "hi"] }).error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["langs.0", "Two letters"],
      ["langs", "Two at most"],
    ]);
    expect(list.safeParse({ langs: [] }).error?.issues.map((i) => i.message)).toEqual(["One at least"]);
    expect(list.safeParse({ langs: "ar" }).error?.issues.map((i) => i.message)).toEqual(["A list"]);
  });
});

/**
 * The pieces of zod the browser build may use: the ones the public pages' lead forms load anyway
 * (a piece any other form used would join their chunk of zod; schema-parts.ts has the others).
 */
const PIECES = new Set(["string", "object", "minLength", "maxLength", "trim", "toLowerCase", "regex", "refine", "int", "gte", "coerce", "enum", "transform", "pipe", "optional", "nullable", "extend", "_default", "core", "input", "output", "infer", "ZodMiniType"]);

function browserFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return browserFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.(test|server)\.tsx?$/.test(e.name) ? [full] : [];
  });
}

it("the browser's schemas use only the pieces of zod the public pages already load", () => {
  const app = path.join(import.meta.dirname, "..");
  const used: string[] = [];
  for (const file of browserFiles(app)) {
    const text = fs.readFileSync(file, "utf8");
    const alias = /import \* as (\w+) from "zod\/mini"/.exec(text)?.[1];
    if (!alias) continue;
    for (const [, piece] of text.matchAll(new RegExp(`\\b${alias}\\.(\\w+)`, "g"))) if (!PIECES.has(piece!)) used.push(`${path.relative(app, file)}: ${alias}.${piece}`);
  }
  expect(used).toEqual([]);
});
