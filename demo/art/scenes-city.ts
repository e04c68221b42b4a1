// Area scenes with towers: a marina canal, downtown with the fountain lake, and a skyline over water.

import { mix, shade } from "./color.ts";
import { palm } from "./flora.ts";
import { yacht } from "./hero.ts";
import { type Rng, int, pick, range, chance } from "./random.ts";
import { H, W, palette, reflect, tones } from "./scene-kit.ts";
import { drawSea, drawSky } from "./sky.ts";
import { skyline, tower2d, towerColors, towerSheen } from "./skyline.ts";
import { type Svg, path, poly, rect, stroke, n } from "./svg.ts";

export function marina(doc: Svg, rng: Rng): void {
  const p = palette(rng, [
    ["day", 3],
    ["golden", 3],
    ["dusk", 3],
    ["night", 1],
  ]);
  const hz = H * range(rng, 0.52, 0.58);
  const vx = W * range(rng, 0.42, 0.58);
  drawSky(doc, rng, p, 0, 0, W, hz + 2, { sunX: vx + range(rng, -200, 200) });
  skyline(doc, rng, p, { x: vx - 300, w: 600, base: hz + 1, maxH: H * 0.2, layers: 2, detail: 0 });
  const water = doc.linear([
    [0, p.seaFar],
    [1, p.seaNear],
  ]);
  doc.add(rect(0, hz, W, H - hz, water));
  // Towers lining both banks, growing toward the viewer.
  const colors = towerColors(p);
  const sheen = towerSheen(doc);
  let banks = "";
  for (const side of [-1, 1]) {
    const edgeX = side < 0 ? 0 : W;
    for (let k = 9; k >= 0; k--) {
      const t = k / 9;
      const depth = 1 - t;
      const x = vx + (edgeX - vx) * (0.12 + 0.88 * depth ** 1.6) * 0.98;
      const base = hz + (H * 0.78 - hz) * depth ** 1.6 * 0.75;
      const w = 40 + 190 * depth ** 1.5;
      const h = (80 + 560 * depth ** 1.2) * range(rng, 0.7, 1.15);
      banks += tower2d(rng, {
        x: side < 0 ? x - w * 0.6 : x - w * 0.4,
        base,
        w,
        h,
        style: pick(rng, ["box", "twist", "setback", "round", "taper", "crown"] as const),
        color: mix(pick(rng, colors), p.haze, 0.5 * (1 - depth)),
        side: -side * w * 0.25,
        detail: depth > 0.35 ? 2 : 1,
        lit: p.lit,
        litRatio: p.litRatio,
        sheen,
      });
    }
  }
  // Promenades along the water.
  const prom = mix("#d8cfc0", p.shadowTint, p.time === "day" ? 0.1 : 0.4);
  banks += poly(
    [
      [vx - 40, hz + 2],
      [0, H * 0.8],
      [0, H * 0.86],
      [vx - 30, hz + 3],
    ],
    prom,
  );
  banks += poly(
    [
      [vx + 40, hz + 2],
      [W, H * 0.8],
      [W, H * 0.86],
      [vx + 30, hz + 3],
    ],
    prom,
  );
  reflect(doc, banks, hz + 2, 0.25);
  let gl = "";
  for (let i = 0; i < 50; i++) {
    const y = hz + 6 + rng() ** 1.5 * (H - hz);
    const spread = ((y - hz) / (H - hz)) * W * 0.35 + 30;
    gl += `M${n(vx + range(rng, -1, 1) * spread)} ${n(y)}h${n(range(rng, 10, 60))}`;
  }
  doc.add(stroke(gl, "#ffffff", 1.5, { opacity: 0.25, "stroke-linecap": "round" }));
  const boats = int(rng, 2, 4);
  for (let i = 0; i < boats; i++) {
    const t = range(rng, 0.2, 0.9);
    const y = hz + (H - hz) * t;
    doc.add(yacht(vx + range(rng, -0.3, 0.3) * W * t, y, 20 + 70 * t, "#f6f2ea", "#2e3b50"));
  }
  const tn = tones(p);
  for (const x of [W * 0.04, W * 0.14, W * 0.86, W * 0.96])
    doc.add(palm(rng, x, H * 0.86, range(rng, 220, 300), { trunk: tn.trunk, leaf: tn.leaf }));
}

export function downtown(doc: Svg, rng: Rng): void {
  const p = palette(rng, [
    ["day", 3],
    ["golden", 3],
    ["dusk", 3],
    ["night", 2],
  ]);
  const hz = H * 0.66;
  const bx = W * range(rng, 0.38, 0.62);
  drawSky(doc, rng, p, 0, 0, W, hz + 2);
  const mark = doc.size();
  skyline(doc, rng, p, {
    x: -30,
    w: W + 60,
    base: hz + 1,
    maxH: H * 0.38,
    layers: 3,
    detail: 2,
    density: 0.5,
    burj: { x: bx, h: H * 0.6 },
  });
  const city = doc.cut(mark);
  doc.add(city);
  // Lake with the dancing fountain.
  doc.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      doc.linear([
        [0, mix(p.seaFar, p.haze, 0.3)],
        [1, p.seaNear],
      ]),
    ),
  );
  reflect(doc, city, hz + 1, 0.22);
  let jets = "";
  const count = int(rng, 9, 15);
  for (let i = 0; i < count; i++) {
    const x = W * (0.2 + (0.6 * i) / (count - 1));
    const h = H * range(rng, 0.05, 0.16) * (1 - Math.abs(i / (count - 1) - 0.5));
    jets += `M${n(x - 6)} ${n(hz + 40)}Q${n(x)} ${n(hz + 40 - h * 2)} ${n(x + 6)} ${n(hz + 40)}Z`;
  }
  doc.add(path(jets, "#ffffff", { opacity: p.time === "night" || p.time === "dusk" ? 0.8 : 0.65 }));
  // Souk-style promenade with arches in the foreground.
  const sand = mix("#e2cba4", p.shadowTint, p.time === "day" ? 0.05 : 0.35);
  doc.add(rect(0, H * 0.84, W, H * 0.16, sand));
  let arches = "";
  for (let x = 20; x < W; x += 90) arches += `M${n(x)} ${H}V${n(H * 0.9)}a30 30 0 0 1 60 0V${H}Z`;
  doc.add(path(arches, shade(sand, -0.3)), rect(0, H * 0.84, W, 10, shade(sand, 0.15)));
  const tn = tones(p);
  for (let x = 60; x < W; x += range(rng, 180, 260))
    doc.add(palm(rng, x, H * 0.86, range(rng, 150, 210), { trunk: tn.trunk, leaf: tn.leaf }));
}

export function skylineScene(doc: Svg, rng: Rng): void {
  const p = palette(rng, [
    ["dusk", 3],
    ["golden", 3],
    ["night", 2],
    ["day", 2],
  ]);
  const hz = H * range(rng, 0.6, 0.68);
  drawSky(doc, rng, p, 0, 0, W, hz + 2);
  const mark = doc.size();
  skyline(doc, rng, p, {
    x: -30,
    w: W + 60,
    base: hz + 1,
    maxH: H * 0.45,
    layers: 3,
    detail: 2,
    density: 0.56,
    burj: chance(rng, 0.7) ? { x: W * range(rng, 0.25, 0.75), h: H * 0.62 } : null,
  });
  const city = doc.cut(mark);
  doc.add(city);
  drawSea(doc, rng, p, 0, hz, W, H - hz);
  reflect(doc, city, hz + 1, 0.25);
}
