import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";
import { areaSchema } from "../areas/area-form.ts";
import { developerSchema } from "../developers/developer-form.ts";
import { agentSchema } from "../agents/agent-form.ts";
import { blogSchema } from "../blog/blog-form.ts";
import { brokerageSchema } from "../brokerage/brokerage-form.ts";
import { compareVersions } from "./revision-diff.ts";
import { recordFieldLabel } from "./revision-labels.ts";

type Def = { type: string; shape?: Record<string, z.ZodMiniType>; innerType?: z.ZodMiniType; element?: z.ZodMiniType; in?: z.ZodMiniType };

/** Every leaf path of a record schema, with list positions as 0 (an en/ar pair is a leaf pair). */
function leafPaths(schema: z.ZodMiniType, prefix = ""): string[] {
  // A list of platform/schema-parts.ts (listOf) keeps its item's schema.
  const item = (schema as { item?: z.ZodMiniType }).item;
  if (item) return leafPaths(item, `${prefix}0.`);
  const def = (schema as unknown as { def: Def }).def;
  if (def.type === "optional" || def.type === "nullable" || def.type === "default") return leafPaths(def.innerType!, prefix);
  if (def.type === "pipe") return leafPaths(def.in!, prefix);
  if (def.type === "array") return leafPaths(def.element!, `${prefix}0.`);
  if (def.type === "object") return Object.entries(def.shape!).flatMap(([k, v]) => leafPaths(v, `${prefix}${k}.`));
  return [prefix.slice(0, -1)];
}

const RECORDS = { area: areaSchema, developer: developerSchema, agent: agentSchema, blog: blogSchema, brokerage: brokerageSchema } as const;

describe("the compare screen's labels", () => {
  for (const [kind, schema] of Object.entries(RECORDS)) {
    it(`names every field of a ${kind}`, () => {
      const paths = leafPaths(schema);
      expect(paths.length).toBeGreaterThan(4);
      for (const path of paths) expect(recordFieldLabel(kind, path), `${kind}: ${path}`).not.toBeNull();
    });
  }

  it("reads languages, list positions and map positions in words", () => {
    expect(recordFieldLabel("developer", "description.ar")).toBe("Description (Arabic)");
    expect(recordFieldLabel("area", "lat")).toBe("Map position (latitude)");
    expect(recordFieldLabel("brokerage", "offices.1.city.en")).toBe("Office 2 city (English)");
    expect(recordFieldLabel("agent", "languages.0")).toBe("Language 1");
    expect(recordFieldLabel("blog", "seoTitle.ar")).toBe("Search-engine title (Arabic)");
    expect(recordFieldLabel("area", "nothing")).toBeNull();
    expect(recordFieldLabel("page", "texts.heading.en")).toBeNull();
  });

  it("labels a developer's changes by its kind", () => {
    const before = { name: { en: "Emaar", ar: null }, emirateId: null, lat: null, lng: null, imagePath: null };
    const after = { name: { en: "Emaar", ar: "إعمار" }, emirateId: 1, lat: 25.19, lng: 55.28, imagePath: "/media/content-images/a.jpg" };
    expect(compareVersions(before, after, "developer").map((r) => r.label)).toEqual([
      "Name (Arabic)",
      "Emirate of the head office",
      "Map position of the head office (latitude)",
      "Map position of the head office (longitude)",
      "Picture",
    ]);
  });
});
