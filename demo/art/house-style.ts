// Shared look of low-rise homes: wall, wood, stone and roof colours, finishes and the backdrop.

import { mix } from "./color.ts";
import { type Finish, glassTone } from "./house3d.ts";
import { groundPlane, horizonHaze } from "./outdoor.ts";
import { type Rng, chance, int, pick } from "./random.ts";
import { type Palette, drawSky } from "./sky.ts";
import { skyline } from "./skyline.ts";
import type { Svg } from "./svg.ts";

export const walls = ["#f3efe8", "#ece4d6", "#e7ddcc", "#f1ece3", "#dcd6cc"];

export const warmWalls = ["#e9d6b8", "#e4cfae", "#ead9bf", "#dfc9a6"];

export const woods = ["#9a6b47", "#a87a52", "#8a5f40", "#b48a62"];

export const stones = ["#b9b2a6", "#a9a399", "#8f8c88", "#c8bfb0"];

export const roofs = ["#b5654a", "#a8583f", "#c0704f", "#9c5a45"];

export function backdrop(doc: Svg, rng: Rng, p: Palette, horizon: number): void {
  const W = doc.width;
  drawSky(doc, rng, p, 0, 0, W, horizon + 2, { clouds: int(rng, 1, 3) });
  if (chance(rng, 0.6)) {
    skyline(doc, rng, p, { x: 0, w: W, base: horizon + 1, maxH: doc.height * 0.16, layers: 1, detail: 0, density: 0.8 });
  }
  horizonHaze(doc, p, horizon, doc.height * 0.08);
  groundPlane(doc, p, horizon, mix("#d9d0bf", p.ground, 0.4));
}

export function finishFor(p: Palette, rng: Rng): Finish {
  return {
    glass: glassTone(p.sky[0]![1]),
    frame: pick(rng, ["#3b3f45", "#2f3338", "#e9e6e0", "#5a524a"]),
    wood: pick(rng, woods),
    panel: pick(rng, stones),
  };
}
