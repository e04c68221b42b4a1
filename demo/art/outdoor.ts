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
  doc.add(
    rect(
      0,
      horizon,
      doc.width,
      doc.height - horizon,
      doc.linear([
        [0, mix(color, p.haze, 0.55)],
        [0.25, color],
        [1, shade(color, -0.12)],
      ]),
    ),
  );
}

/** A road band across the frame at depth z0..z1 (or along a given footprint) with dashed lane markings. */
export function road(scene: Scene, p: Palette, z0: number, z1: number, foot?: [number, number][]): string {
  const asphalt = mix("#5b5f66", p.shadowTint, 0.2);
  const kerb = mix("#cfc8bb", p.shadowTint, 0.15);
  const band = foot ?? [
    [-800, z0],
    [800, z0],
    [800, z1],
    [-800, z1],
  ];
  const grow = (k: number) => {
    const [a, b, c, d] = band as [[number, number], [number, number], [number, number], [number, number]];
    const mz = (t: [number, number], u: [number, number]): [number, number] => {
      const dx = u[0] - t[0];
      const dz = u[1] - t[1];
      const l = Math.hypot(dx, dz) || 1;
      return [t[0] - (dx / l) * k, t[1] - (dz / l) * k];
    };
    return [mz(a, d), mz(b, c), mz(c, b), mz(d, a)];
  };
  let out = scene.flat(grow(2.5), 0, kerb) + scene.flat(band, 0.005, asphalt);
  const [a, b, c, d] = band as [[number, number], [number, number], [number, number], [number, number]];
  const m0: [number, number] = [(a[0] + d[0]) / 2, (a[1] + d[1]) / 2];
  const m1: [number, number] = [(b[0] + c[0]) / 2, (b[1] + c[1]) / 2];
  const len = Math.hypot(m1[0] - m0[0], m1[1] - m0[1]);
  let dash = "";
  for (let s = 0; s < len; s += 12) {
    const p0 = scene.at([m0[0] + ((m1[0] - m0[0]) * s) / len, 0.01, m0[1] + ((m1[1] - m0[1]) * s) / len]);
    const p1 = scene.at([m0[0] + ((m1[0] - m0[0]) * (s + 5)) / len, 0.01, m0[1] + ((m1[1] - m0[1]) * (s + 5)) / len]);
    if (p0.s > 0 && p1.s > 0) dash += `M${n(p0.x)} ${n(p0.y)}L${n(p1.x)} ${n(p1.y)}`;
  }
  out += stroke(dash, "#f2efe6", Math.max(1, scene.at([m0[0], 0, (m0[1] + m1[1]) / 2]).s * 0.15), { opacity: 0.8 });
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
  doc.add(
    rect(
      0,
      horizon - height,
      doc.width,
      height * 1.2,
      doc.linear([
        [0, p.haze, 0],
        [0.8, p.haze, 0.45],
        [1, p.haze, 0],
      ]),
    ),
  );
}
