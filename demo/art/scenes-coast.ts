// Area scenes by the water: Palm island from the air, the heritage creek with dhows, and the beach.

import { mix, shade } from "./color.ts";
import { palm } from "./flora.ts";
import { birds, yacht } from "./hero.ts";
import { type Rng, chance, int, pick, range } from "./random.ts";
import { H, W, palette, reflect, tones } from "./scene-kit.ts";
import { drawSea, drawSky } from "./sky.ts";
import { sail2d, skyline } from "./skyline.ts";
import { type Svg, circle, ellipse, n, path, rect, stroke } from "./svg.ts";

export function palmIsland(doc: Svg, rng: Rng): void {
  const p = palette(rng, [
    ["day", 4],
    ["golden", 2],
    ["morning", 2],
  ]);
  // Aerial view: sky band, sea, and the island as a flattened top-down drawing.
  const hz = H * 0.16;
  drawSky(doc, rng, p, 0, 0, W, hz + 2, { clouds: 2, sunY: hz * 0.5 });
  skyline(doc, rng, p, { x: 0, w: W, base: hz + 1, maxH: H * 0.12, layers: 2, detail: 0 });
  drawSea(doc, rng, p, 0, hz, W, H - hz);
  const cx = W * range(rng, 0.38, 0.62);
  const cy = H * range(rng, 0.6, 0.66);
  const squash = range(rng, 0.45, 0.62);
  const scale = range(rng, 0.85, 1.05);
  const tilt = range(rng, -12, 12);
  const sand = "#f0dfb8";
  const green = tones(p).lawn;
  let g = "";
  // Crescent.
  g += `<path d="M${n(-560)} ${n(-40)}A560 430 0 0 1 560 -40" fill="none" stroke="${sand}" stroke-width="36" stroke-linecap="round"/>`;
  g += `<path d="M${n(-560)} ${n(-40)}A560 430 0 0 1 560 -40" fill="none" stroke="${green}" stroke-width="10" stroke-linecap="round" opacity="0.8"/>`;
  // Fronds.
  const fronds = int(rng, 14, 17);
  for (let i = 0; i < fronds; i++) {
    const a = Math.PI * (1.08 + (0.84 * i) / (fronds - 1));
    const len = 300 - Math.abs(i - (fronds - 1) / 2) * 9;
    const x2 = Math.cos(a) * len;
    const y2 = Math.sin(a) * len;
    g += `<path d="M0 0L${n(x2)} ${n(y2)}" stroke="${sand}" stroke-width="22" stroke-linecap="round"/>`;
    g += `<path d="M0 0L${n(x2 * 0.96)} ${n(y2 * 0.96)}" stroke="${green}" stroke-width="7" stroke-linecap="round" opacity="0.85"/>`;
  }
  // Trunk toward the shore.
  g += `<path d="M0 0L0 250" stroke="${sand}" stroke-width="46" stroke-linecap="round"/>`;
  g += `<path d="M0 -10L0 240" stroke="${green}" stroke-width="12" opacity="0.8"/>`;
  g += `<circle cx="0" cy="0" r="46" fill="${sand}"/><circle cx="0" cy="0" r="26" fill="${green}"/>`;
  // Resort on the crescent apex.
  g += `<path d="M-40 -470h80v-40a40 40 0 0 0 -80 0z" fill="#e9a58a"/>`;
  doc.add(`<g transform="translate(${n(cx)} ${n(cy)}) scale(${n(scale)} ${n(scale * squash)}) rotate(${n(tilt)})">${g}</g>`);
  // Scattered "world" islets on the far side.
  if (chance(rng, 0.5)) {
    let isles = "";
    const ix = cx < W / 2 ? W * 0.8 : W * 0.2;
    for (let i = 0; i < 22; i++)
      isles += ellipse(ix + range(rng, -160, 160), H * 0.3 + range(rng, -40, 50), range(rng, 6, 16), range(rng, 3, 7), sand);
    doc.add(isles);
  }
  // Mainland beach at the bottom with a row of palms.
  doc.add(path(`M0 ${n(H * 0.9)}Q${n(W * 0.5)} ${n(H * 0.86)} ${W} ${n(H * 0.9)}L${W} ${H}L0 ${H}Z`, sand));
  doc.add(stroke(`M0 ${n(H * 0.9)}Q${n(W * 0.5)} ${n(H * 0.86)} ${W} ${n(H * 0.9)}`, "#ffffff", 4, { opacity: 0.7 }));
  const tn = tones(p);
  for (let x = 40; x < W; x += range(rng, 110, 170))
    doc.add(palm(rng, x, H * 0.98, range(rng, 80, 120), { trunk: tn.trunk, leaf: tn.leaf }));
  doc.add(yacht(cx + 340, cy + 60, 16, "#ffffff", "#2e3b50"), yacht(cx - 420, cy + 110, 12, "#ffffff", "#2e3b50"));
}

function dhow(x: number, y: number, s: number, wood: string, sailColor: string | null): string {
  let out = path(
    `M${n(x - s)} ${n(y - s * 0.18)}Q${n(x - s * 0.2)} ${n(y + s * 0.2)} ${n(x + s * 0.9)} ${n(y - s * 0.05)}L${n(x + s * 1.05)} ${n(y - s * 0.25)}L${n(x - s * 0.8)} ${n(y - s * 0.22)}Z`,
    wood,
  );
  out += rect(x - s * 0.5, y - s * 0.4, s * 0.8, s * 0.18, shade(wood, 0.25));
  out += stroke(
    `M${n(x - s * 0.1)} ${n(y - s * 0.2)}L${n(x - s * 0.05)} ${n(y - s * 1.1)}`,
    shade(wood, -0.3),
    Math.max(1.5, s * 0.03),
  );
  if (sailColor)
    out += path(
      `M${n(x - s * 0.05)} ${n(y - s * 1.05)}Q${n(x + s * 0.6)} ${n(y - s * 0.7)} ${n(x + s * 0.7)} ${n(y - s * 0.35)}L${n(x - s * 0.05)} ${n(y - s * 0.4)}Z`,
      sailColor,
    );
  return out;
}

export function creek(doc: Svg, rng: Rng): void {
  const p = palette(rng, [
    ["golden", 4],
    ["day", 3],
    ["dusk", 2],
    ["morning", 1],
  ]);
  const hz = H * 0.5;
  drawSky(doc, rng, p, 0, 0, W, hz + 2);
  skyline(doc, rng, p, { x: 0, w: W, base: hz - 40, maxH: H * 0.3, layers: 2, detail: 1, density: 0.8 });
  // Heritage bank: low sand-coloured buildings, wind towers, a dome and minaret.
  const wall = mix("#e3cfa8", p.shadowTint, p.time === "day" ? 0.05 : 0.3);
  let bank = rect(0, hz - 40, W, 42, shade(wall, -0.08));
  for (let x = -20; x < W; x += range(rng, 70, 130)) {
    const w = range(rng, 60, 120);
    const h = range(rng, 40, 90);
    bank += rect(x, hz - h, w, h, wall) + rect(x, hz - h, w, 5, shade(wall, 0.15));
    for (let ax = x + 12; ax < x + w - 18; ax += 24)
      bank += path(`M${n(ax)} ${n(hz - 8)}v${n(-h * 0.35)}a6 6 0 0 1 12 0v${n(h * 0.35)}z`, shade(wall, -0.35));
    if (chance(rng, 0.35)) {
      const tx = x + w * 0.3;
      bank +=
        rect(tx, hz - h - 36, 22, 38, wall) +
        rect(tx + 3, hz - h - 32, 16, 20, shade(wall, -0.35)) +
        rect(tx - 2, hz - h - 38, 26, 4, shade(wall, 0.1));
    }
  }
  const mx = W * range(rng, 0.2, 0.8);
  bank += circle(mx, hz - 100, 34, shade(wall, 0.08)) + rect(mx - 40, hz - 100, 80, 100, wall);
  bank += rect(mx + 60, hz - 190, 16, 190, wall) + path(`M${n(mx + 58)} ${n(hz - 190)}l10 -26l10 26z`, shade(wall, -0.1));
  doc.add(bank);
  doc.add(
    rect(
      0,
      hz,
      W,
      H - hz,
      doc.linear([
        [0, mix(p.seaFar, "#6a8f8a", 0.3)],
        [1, mix(p.seaNear, "#2f5560", 0.3)],
      ]),
    ),
  );
  reflect(doc, bank, hz + 1, 0.25);
  let gl = "";
  for (let i = 0; i < 60; i++) gl += `M${n(rng() * W)} ${n(hz + 4 + rng() ** 1.4 * (H - hz))}h${n(range(rng, 14, 60))}`;
  doc.add(stroke(gl, "#ffffff", 1.4, { opacity: 0.2, "stroke-linecap": "round" }));
  const wood = "#8a5a36";
  const boats = int(rng, 2, 4);
  for (let i = 0; i < boats; i++) {
    const t = range(rng, 0.15, 0.85);
    doc.add(
      dhow(
        W * range(rng, 0.1, 0.9),
        hz + (H - hz) * t,
        50 + 130 * t,
        shade(wood, range(rng, -0.1, 0.1)),
        chance(rng, 0.5) ? "#f3ead8" : null,
      ),
    );
  }
  doc.add(birds(W * 0.7, H * 0.2, 12, 4, "#3a3150", int(rng, 1, 99)));
}

export function beach(doc: Svg, rng: Rng): void {
  const p = palette(rng, [
    ["day", 5],
    ["golden", 3],
    ["morning", 1],
    ["dusk", 1],
  ]);
  const hz = H * 0.5;
  drawSky(doc, rng, p, 0, 0, W, hz + 2);
  const sx = W * range(rng, 0.6, 0.85);
  doc.add(sail2d(sx, hz + 1, H * 0.3, mix("#eef2f5", p.haze, 0.25), p));
  skyline(doc, rng, p, { x: 0, w: W * 0.45, base: hz + 1, maxH: H * 0.18, layers: 1, detail: 0 });
  drawSea(doc, rng, p, 0, hz, W, H * 0.25, sx);
  const sand = mix("#f1dfb9", p.shadowTint, p.time === "day" ? 0 : 0.25);
  const shore = H * 0.72;
  doc.add(
    path(
      `M0 ${n(shore)}Q${n(W * 0.3)} ${n(shore - 20)} ${n(W * 0.6)} ${n(shore + 5)}T${W} ${n(shore - 10)}L${W} ${H}L0 ${H}Z`,
      sand,
    ),
  );
  doc.add(
    stroke(
      `M0 ${n(shore - 2)}Q${n(W * 0.3)} ${n(shore - 22)} ${n(W * 0.6)} ${n(shore + 3)}T${W} ${n(shore - 12)}`,
      "#ffffff",
      6,
      { opacity: 0.8 },
    ),
  );
  const colors = ["#e9785a", "#f4c95d", "#3f88c5", "#f6f2ea", "#2a9d8f"];
  for (let i = 0; i < int(rng, 3, 5); i++) {
    const x = W * range(rng, 0.08, 0.92);
    const y = H * range(rng, 0.8, 0.9);
    const s = range(rng, 60, 90);
    const c = pick(rng, colors);
    doc.add(
      stroke(`M${n(x)} ${n(y)}L${n(x)} ${n(y - s * 1.3)}`, "#6b5a48", 3) +
        path(`M${n(x - s)} ${n(y - s * 1.1)}Q${n(x)} ${n(y - s * 1.9)} ${n(x + s)} ${n(y - s * 1.1)}Z`, c) +
        ellipse(x + s * 0.3, y + 4, s * 0.9, 8, "#000000", { opacity: 0.1 }) +
        rect(x + s * 0.2, y - 12, s * 0.9, 10, "#f6f2ea", { rx: 4 }),
    );
  }
  const tn = tones(p);
  doc.add(palm(rng, W * 0.06, H * 0.95, 360, { trunk: tn.trunk, leaf: tn.leaf }, 0.12));
  if (chance(rng, 0.6)) doc.add(palm(rng, W * 0.95, H * 0.97, 300, { trunk: tn.trunk, leaf: tn.leaf }, -0.1));
}
