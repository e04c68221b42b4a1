import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "./icon-names.ts";

// Comments out: the symbols are read by pattern, and a comment may name a tag.
const sprite = fs.readFileSync(new URL("./sprite.svg", import.meta.url), "utf8").replace(/<!--[\s\S]*?-->/g, "");
const symbols = [...sprite.matchAll(/<symbol\b([^>]*)>([\s\S]*?)<\/symbol>/g)].map(([, attrs, body]) => ({
  id: /\bid="([^"]+)"/.exec(attrs!)?.[1],
  viewBox: /\bviewBox="([^"]+)"/.exec(attrs!)?.[1],
  body: body!,
}));

describe("icon sprite", () => {
  it("is one SVG document of symbols", () => {
    expect(sprite.trimStart()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg">/);
    expect(symbols.length).toBe((sprite.match(/<symbol\b/g) ?? []).length);
  });

  it("has a symbol for every icon name, and a name for every symbol (no duplicates)", () => {
    const ids = symbols.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ICON_NAMES).size).toBe(ICON_NAMES.length);
    expect([...ids].sort()).toEqual([...ICON_NAMES].sort());
  });

  it("gives each symbol a viewBox of four numbers", () => {
    for (const s of symbols) expect(s.viewBox, s.id).toMatch(/^-?[\d.]+ -?[\d.]+ [\d.]+ [\d.]+$/);
  });

  it("paints with currentColor only, so CSS `color` sets an icon's colour", () => {
    for (const s of symbols) {
      const paints = [...s.body.matchAll(/\b(fill|stroke)="([^"]+)"/g)].map((m) => m[2]);
      expect(paints.length, s.id).toBeGreaterThan(0);
      for (const p of paints) expect(["currentColor", "none"], `${s.id}: ${p}`).toContain(p);
      expect(s.body, s.id).toContain("currentColor");
    }
  });

  it("is imported as a file URL, never inlined as a data: URL (<use href> cannot load those)", () => {
    const icon = fs.readFileSync(new URL("./icon.tsx", import.meta.url), "utf8");
    expect(icon).toMatch(/from "\.\/sprite\.svg\?no-inline"/);
  });
});
