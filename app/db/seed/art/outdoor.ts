// Shared pieces for exterior photos: palette choice, ground planes, roads and 3D-placed plants.

import { mix, shade } from "./color.ts";
import { palm, roundTree, shrub } from "./flora.ts";
import { type Rng, fork, range, weighted } from "./random.ts";
import type { Scene } from "./scene3d.ts";
import { type Palette, type Time, palettes } from "./sky.ts";
import { type Svg, n, rect, stroke } from "./svg.ts";

export function pickPalette(rng: Rng, weights: readonly (readonly [Time, number])[]): Palette {
  return palettes[weighted(rng, weights)];
}

export const leafColors = ["#4f7d3f", "#5b8a45", "#47743f", "#648f4a"];

/** Leaf and trunk colours adjusted to the light of the palette. */
export function plantTones(p: Palette): { leaf: string; trunk: string; lawn: string } {
  const k = p.time === "day" ? 0 : p.time === "morning" ? 0.15 : p.time === "golden" ? 0.25 : 0.45;
  return {
    leaf: mix("#4e8040", p.shadowTint, k),
    trunk: mix("#8a6a4c", p.shadowTint, k),
    lawn: mix("#7fa955", p.shadowTint, k * 0.8),
  };
}

/** Ground from the horizon to the bottom of the frame, hazy near the horizon. */
export function groundPlane(doc: Svg, p: Palette, horizon: number, color: string): void {
  doc.add(rect(0, horizon, doc.width, doc.height - horizon, doc.linear([[0, mix(color, p.haze, 0.55)], [0.25, color], [1, shade(color, -0.12)]])));
}

/** A road band across the frame at depth z0..z1 with dashed lane markings. */
export function road(scene: Scene, p: Palette, z0: number, z1: number): string {
  const asphalt = mix("#5b5f66", p.shadowTint, 0.2);
  let out = scene.flat([[-800, z0 - 3], [800, z0 - 3], [800, z1 + 3], [-800, z1 + 3]], 0, mix("#cfc8bb", p.shadowTint, 0.15));
  out += scene.flat([[-800, z0], [800, z0], [800, z1], [-800, z1]], 0, asphalt);
  let d = "";
  const zm = (z0 + z1) / 2;
  for (let x = -400; x < 400; x += 12) {
    const a = scene.at([x, 0, zm]);
    const b = scene.at([x + 5, 0, zm]);
    if (a.s > 0 && b.s > 0) d += `M${n(a.x)} ${n(a.y)}L${n(b.x)} ${n(b.y)}`;
  }
  out += stroke(d, "#f2efe6", Math.max(1, scene.at([0, 0, zm]).s * 0.15), { opacity: 0.8 });
  return out;
}

/** Adds a palm standing at world x,z, heightM metres tall. */
export function addPalm(scene: Scene, rng: Rng, p: Palette, x: number, z: number, heightM: number): void {
  const r = fork(rng, "palm");
  const t = plantTones(p);
  const lean = range(r, -0.15, 0.15);
  scene.sprite([x - 0.3, 0, z - 0.3], [x + 0.3, heightM, z + 0.3], () => {
    const a = scene.at([x, 0, z]);
    if (a.s <= 0) return "";
    return palm(r, a.x, a.y, heightM * a.s, { trunk: t.trunk, leaf: t.leaf }, lean);
  });
}

export function addShrub(scene: Scene, rng: Rng, p: Palette, x: number, z: number, w: number, h: number): void {
  const r = fork(rng, "shrub");
  const t = plantTones(p);
  scene.sprite([x - w / 2, 0, z - 0.2], [x + w / 2, h, z + 0.2], () => {
    const a = scene.at([x, 0, z]);
    return a.s > 0 ? shrub(r, a.x, a.y, w * a.s, h * a.s, t.leaf) : "";
  });
}

export function addTree(scene: Scene, rng: Rng, p: Palette, x: number, z: number, h: number): void {
  const r = fork(rng, "tree");
  const t = plantTones(p);
  scene.sprite([x - 0.4, 0, z - 0.4], [x + 0.4, h, z + 0.4], () => {
    const a = scene.at([x, 0, z]);
    return a.s > 0 ? roundTree(r, a.x, a.y, h * a.s, t.leaf, t.trunk) : "";
  });
}

/** Soft atmospheric haze band over the horizon. */
export function horizonHaze(doc: Svg, p: Palette, horizon: number, height: number): void {
  doc.add(rect(0, horizon - height, doc.width, height * 1.2, doc.linear([[0, p.haze, 0], [0.8, p.haze, 0.45], [1, p.haze, 0]])));
}
