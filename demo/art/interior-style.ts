// Palettes and shared choices for interior photos (fabrics, floors, walls, time of day).

import { mix } from "./color.ts";
import { type Rng, chance, pick, range, weighted } from "./random.ts";
import type { FloorKind, RoomStyle } from "./room.ts";
import { type Palette, palettes } from "./sky.ts";

export const fabrics = ["#d9d2c5", "#b8b2a7", "#8c9a8f", "#3f4b5a", "#c7a88a", "#e9e4da", "#6b7b8c", "#a86a52", "#9aa5a0"];
export const accents = ["#d98e5f", "#3f5f7a", "#e2c275", "#7f9c85", "#c56b6b", "#f0e6d2", "#5b6c8f", "#b07a52"];
export const woods = ["#c9a57c", "#b98e62", "#d8bd98", "#a57b55", "#8a6446"];
export const leaves = ["#4f7d4a", "#5d8c52", "#3f6e45", "#6a9a5b"];
export const pots = ["#e9e4dc", "#3b3b3b", "#c9a27e", "#b7b1a7", "#d8cfc2"];

export function interiorPalette(rng: Rng): Palette {
  return palettes[
    weighted(rng, [
      ["day", 6],
      ["golden", 2],
      ["morning", 1],
      ["dusk", 2],
    ] as const)
  ];
}

export function roomStyle(rng: Rng, floorKinds: readonly FloorKind[] = ["wood", "wood", "tile", "marble"]): RoomStyle {
  const floorKind = pick(rng, floorKinds);
  const floor =
    floorKind === "wood"
      ? pick(rng, woods)
      : floorKind === "tile"
        ? pick(rng, ["#e3ddd3", "#d6cfc4", "#cdc5b9", "#e8e4de"])
        : pick(rng, ["#eeebe6", "#e4e0da", "#ece6dc"]);
  const wall = pick(rng, ["#f1ece4", "#ece7df", "#f4f1ec", "#e8e1d6", "#e4e6e3", "#efe8de"]);
  return {
    wall,
    floor,
    floorKind,
    ceiling: mix(wall, "#ffffff", 0.5),
    trim: mix(wall, "#ffffff", 0.4),
    feature: chance(rng, 0.35) ? pick(rng, ["#cfd5cc", "#d9cbb8", "#c4ccd3", "#e0d3c3", "#b9c2b4"]) : undefined,
  };
}

export function cameraFor(rng: Rng, W: number): { camX: number; camY: number; camZ: number; yaw: number; f: number } {
  return {
    camX: range(rng, -0.6, 0.6),
    camY: range(rng, 1.2, 1.4),
    camZ: 0.2,
    yaw: range(rng, -0.18, 0.18),
    f: W * range(rng, 0.56, 0.64),
  };
}
