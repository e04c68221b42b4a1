import { describe, expect, it } from "vitest";
import { AREAS } from "./content/areas.ts";
import { UNIT_FEATURES, UNIT_TITLE_PATTERNS } from "./content/units.ts";
import { createRng } from "./art/random.ts";
import { amenitiesFor, bedroomsWord, generateUnit, paragraphsFor } from "./unit-generator.ts";
import { UNIT_DESCRIPTION_PARAGRAPHS } from "./content/units.ts";

const titles = { patterns: UNIT_TITLE_PATTERNS, features: UNIT_FEATURES };
const now = new Date("2026-11-01T10:00:00Z");

describe("generated units say nothing contradictory (audit)", () => {
  it("never writes a '7+-bedroom' title: the 7+ option reads 7-bedroom", () => {
    expect(bedroomsWord(8)).toBe("7-bedroom");
    expect(bedroomsWord(1)).toBe("studio");
    expect(bedroomsWord(3)).toBe("2-bedroom");
    const rng = createRng("titles");
    const units = Array.from({ length: 2000 }, (_, i) => generateUnit(rng, i, AREAS, now, titles));
    expect(units.some((u) => u.bedroomId === 8)).toBe(true);
    for (const u of units) expect(u.title).not.toMatch(/\d\+/);
  });

  it("gives offices and shops no bedroom (so the Studio filter never lists them), homes always one", () => {
    const rng = createRng("bedrooms");
    const units = Array.from({ length: 2000 }, (_, i) => generateUnit(rng, i, AREAS, now, titles));
    const commercial = units.filter((u) => u.type === "Office" || u.type === "Retail");
    expect(commercial.length).toBeGreaterThan(20);
    for (const u of commercial) expect(u.bedroomId, u.title).toBeNull();
    for (const u of units.filter((x) => x.classification === "Residential")) expect(u.bedroomId, u.title).not.toBeNull();
  });

  it("lists no private pool, play area or bedroom wardrobe in an office or a shop", () => {
    for (const type of ["Office", "Retail"] as const) {
      const list = amenitiesFor(type);
      for (const home of ["Private pool", "Children's play area", "Shared swimming pool", "Maid's room", "Walk-in wardrobe", "Private garden"]) {
        expect(list, type).not.toContain(home);
      }
      expect(list.length, type).toBeGreaterThanOrEqual(10);
      for (const p of paragraphsFor(type, UNIT_DESCRIPTION_PARAGRAPHS)) expect(p).not.toMatch(/\{beds\}|kitchen|swimming pool/i);
    }
    expect(amenitiesFor("Villa")).not.toContain("Lobby reception");
    expect(amenitiesFor("Apartment")).toContain("Children's play area");
  });
});
