import { describe, expect, it } from "vitest";
import { createRng } from "./art/random.ts";
import { PHOTO_PLAN, planPhotos } from "./photo-plan.ts";
import type { UnitType } from "./content/types.ts";

const kindsOf = (type: UnitType, count: number, seed: string) => planPhotos(type, createRng(seed), count).map((k) => k.replace(/-\d+$/, ""));

describe("listing photos by type (audit)", () => {
  it("shows a villa as a villa: its exterior first, then a house's rooms, never a tower, its pool deck or a high-floor view", () => {
    for (let s = 0; s < 50; s++) {
      const kinds = kindsOf("Villa", 11, `villa-${s}`);
      expect(kinds[0]).toBe("villa");
      for (const k of kinds) expect(["tower", "pool", "view", "lobby", "penthouse"]).not.toContain(k);
    }
  });

  it("shows an office as an office: no bedroom, kitchen, living room or pool", () => {
    for (const type of ["Office", "Retail"] as const) {
      for (let s = 0; s < 50; s++) {
        for (const k of kindsOf(type, 11, `${type}-${s}`)) expect(["bedroom", "kitchen", "living-room", "pool"], type).not.toContain(k);
      }
    }
  });

  it("starts every listing with an exterior of its own type and takes two numbers per photo", () => {
    for (const type of Object.keys(PHOTO_PLAN) as UnitType[]) {
      const rng = createRng(type);
      const keys = planPhotos(type, rng, 6);
      expect(PHOTO_PLAN[type].exterior, type).toContain(keys[0]!.replace(/-\d+$/, ""));
      // The seed's later units depend on how many numbers a listing's photos take.
      const twin = createRng(type);
      for (let i = 0; i < 12; i++) twin();
      expect(rng()).toBe(twin());
    }
  });
});
