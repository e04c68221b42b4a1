// Area / community hero scenes (1600x900): marina, downtown, palm island, desert, creek, beach,
// park and skyline, each varied by seed, with an optional small location label.

import { mix, shade } from "./color.ts";
import { palm, roundTree, shrub } from "./flora.ts";
import { birds, yacht } from "./hero.ts";
import { type Rng, chance, createRng, int, pick, range, weighted } from "./random.ts";
import { type Palette, drawSea, drawSky, palettes } from "./sky.ts";
import { sail2d, skyline, tower2d, towerColors, towerSheen } from "./skyline.ts";
import { Svg, circle, ellipse, group, n, path, poly, rect, stroke, text } from "./svg.ts";
import { FONT, textWidth } from "./text-metrics.ts";

export type SceneKind = "marina" | "downtown" | "palm" | "desert" | "creek" | "beach" | "park" | "skyline";

const W = 1600;
const H = 900;

function palette(rng: Rng, weights: readonly (readonly [Palette["time"], number])[]): Palette {
  return palettes[weighted(rng, weights)];
}

function tones(p: Palette): { leaf: string; trunk: string; lawn: string } {
  const k = p.time === "day" ? 0 : p.time === "morning" ? 0.15 : p.time === "golden" ? 0.3 : 0.5;
  return { leaf: mix("#4e8040", p.shadowTint, k), trunk: mix("#8a6a4c", p.shadowTint, k), lawn: mix("#7fae55", p.shadowTint, k * 0.8) };
}

/** Mirrored copy of a group as a reflection on water below y. */
function reflect(doc: Svg, content: string, y: number, opacity: number): void {
  const id = doc.id("g");
  doc.add(`<g id="${id}">${content}</g>`);
  const clip = doc.clip(`<rect x="0" y="${n(y)}" width="${W}" height="${n(H - y)}"/>`);
  doc.add(`<g clip-path="${clip}"><use href="#${id}" transform="translate(0 ${n(y * 2)}) scale(1 -1)" opacity="${n(opacity)}"/></g>`);
}

function marina(doc: Svg, rng: Rng): void {
  const p = palette(rng, [["day", 3], ["golden", 3], ["dusk", 3], ["night", 1]]);
  const hz = H * range(rng, 0.52, 0.58);
  const vx = W * range(rng, 0.42, 0.58);
  drawSky(doc, rng, p, 0, 0, W, hz + 2, { sunX: vx + range(rng, -200, 200) });
  skyline(doc, rng, p, { x: vx - 300, w: 600, base: hz + 1, maxH: H * 0.2, layers: 2, detail: 0 });
  const water = doc.linear([[0, p.seaFar], [1, p.seaNear]]);
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
  banks += poly([[vx - 40, hz + 2], [0, H * 0.8], [0, H * 0.86], [vx - 30, hz + 3]], prom);
  banks += poly([[vx + 40, hz + 2], [W, H * 0.8], [W, H * 0.86], [vx + 30, hz + 3]], prom);
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
  for (const x of [W * 0.04, W * 0.14, W * 0.86, W * 0.96]) doc.add(palm(rng, x, H * 0.86, range(rng, 220, 300), { trunk: tn.trunk, leaf: tn.leaf }));
}

function downtown(doc: Svg, rng: Rng): void {
  const p = palette(rng, [["day", 3], ["golden", 3], ["dusk", 3], ["night", 2]]);
  const hz = H * 0.66;
  const bx = W * range(rng, 0.38, 0.62);
  drawSky(doc, rng, p, 0, 0, W, hz + 2);
  const mark = doc.size();
  skyline(doc, rng, p, { x: -30, w: W + 60, base: hz + 1, maxH: H * 0.38, layers: 3, detail: 2, density: 0.9, burj: { x: bx, h: H * 0.6 } });
  const city = doc.cut(mark);
  doc.add(city);
  // Lake with the dancing fountain.
  doc.add(rect(0, hz, W, H - hz, doc.linear([[0, mix(p.seaFar, p.haze, 0.3)], [1, p.seaNear]])));
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
  for (let x = 60; x < W; x += range(rng, 180, 260)) doc.add(palm(rng, x, H * 0.86, range(rng, 150, 210), { trunk: tn.trunk, leaf: tn.leaf }));
}

function palmIsland(doc: Svg, rng: Rng): void {
  const p = palette(rng, [["day", 5], ["golden", 2], ["morning", 1]]);
  // Aerial view: sky band, sea, and the island as a flattened top-down drawing.
  const hz = H * 0.16;
  drawSky(doc, rng, p, 0, 0, W, hz + 2, { clouds: 2, sunY: hz * 0.5 });
  skyline(doc, rng, p, { x: 0, w: W, base: hz + 1, maxH: H * 0.12, layers: 2, detail: 0 });
  drawSea(doc, rng, p, 0, hz, W, H - hz);
  const cx = W * range(rng, 0.45, 0.55);
  const cy = H * 0.62;
  const sand = "#f0dfb8";
  const green = tones(p).lawn;
  let g = "";
  // Crescent.
  g += `<path d="M${n(-560)} ${n(-40)}A560 430 0 0 1 560 -40" fill="none" stroke="${sand}" stroke-width="36" stroke-linecap="round"/>`;
  g += `<path d="M${n(-560)} ${n(-40)}A560 430 0 0 1 560 -40" fill="none" stroke="${green}" stroke-width="10" stroke-linecap="round" opacity="0.8"/>`;
  // Fronds.
  const fronds = 16;
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
  doc.add(`<g transform="translate(${n(cx)} ${n(cy)}) scale(1 0.55)">${g}</g>`);
  // Mainland beach at the bottom with a row of palms.
  doc.add(path(`M0 ${n(H * 0.9)}Q${n(W * 0.5)} ${n(H * 0.86)} ${W} ${n(H * 0.9)}L${W} ${H}L0 ${H}Z`, sand));
  doc.add(stroke(`M0 ${n(H * 0.9)}Q${n(W * 0.5)} ${n(H * 0.86)} ${W} ${n(H * 0.9)}`, "#ffffff", 4, { opacity: 0.7 }));
  const tn = tones(p);
  for (let x = 40; x < W; x += range(rng, 110, 170)) doc.add(palm(rng, x, H * 0.98, range(rng, 80, 120), { trunk: tn.trunk, leaf: tn.leaf }));
  doc.add(yacht(cx + 340, cy + 60, 16, "#ffffff", "#2e3b50"), yacht(cx - 420, cy + 110, 12, "#ffffff", "#2e3b50"));
}

function dunes(doc: Svg, rng: Rng, p: Palette, top: number): void {
  const cols = ["#e9b77a", "#dba163", "#c98a4e", "#b9763f"].map((c) => mix(c, p.shadowTint, p.time === "day" ? 0.05 : p.time === "dusk" ? 0.4 : 0.15));
  for (let i = 0; i < 4; i++) {
    const y0 = top + (H - top) * (i * 0.22);
    let d = `M0 ${n(y0 + 40)}`;
    const waves = int(rng, 2, 3);
    for (let k = 0; k < waves; k++) {
      const x1 = (W / waves) * (k + 0.5);
      const x2 = (W / waves) * (k + 1);
      d += `Q${n(x1)} ${n(y0 - range(rng, 10, 70))} ${n(x2)} ${n(y0 + range(rng, 10, 50))}`;
    }
    d += `L${W} ${H}L0 ${H}Z`;
    doc.add(path(d, doc.linear([[0, shade(cols[i]!, 0.12)], [1, cols[i]!]])));
  }
}

function desert(doc: Svg, rng: Rng): void {
  const p = palette(rng, [["golden", 4], ["dusk", 3], ["day", 2], ["morning", 1]]);
  const hz = H * 0.58;
  drawSky(doc, rng, p, 0, 0, W, hz + 2, { sunY: hz - H * 0.12 });
  skyline(doc, rng, p, { x: W * 0.5, w: W * 0.45, base: hz + 1, maxH: H * 0.16, layers: 1, detail: 0, burj: { x: W * 0.68, h: H * 0.3 } });
  doc.add(rect(0, hz - 40, W, 60, doc.linear([[0, p.haze, 0], [0.7, p.haze, 0.6], [1, p.haze, 0.2]])));
  dunes(doc, rng, p, hz);
  // Camel caravan silhouette.
  const cy = H * range(rng, 0.7, 0.78);
  const dark = mix("#3b2a24", p.shadowTint, 0.3);
  let camels = "";
  for (let i = 0; i < int(rng, 2, 4); i++) {
    const x = W * 0.2 + i * 80;
    const s = 1.1;
    camels += `<path transform="translate(${n(x)} ${n(cy)}) scale(${n(s)})" d="M0 0l4 -30q2 -12 12 -14q8 -16 22 -8q10 -12 22 2q6 6 6 20l2 30h-5l-3 -24q-6 6 -14 6l-2 18h-5l-1 -18q-12 0 -20 -6l-3 24h-5l2 -28q-4 4 -6 8z M64 -18q8 -6 10 -24q2 -8 10 -8l6 4q-4 2 -6 2q-2 22 -14 32z" fill="${dark}"/>`;
  }
  doc.add(camels);
  const tn = tones(p);
  doc.add(roundTree(rng, W * 0.82, H * 0.82, 170, tn.leaf, tn.trunk));
  doc.add(shrub(rng, W * 0.1, H * 0.92, 120, 50, tn.leaf));
}

function dhow(x: number, y: number, s: number, wood: string, sailColor: string | null): string {
  let out = path(`M${n(x - s)} ${n(y - s * 0.18)}Q${n(x - s * 0.2)} ${n(y + s * 0.2)} ${n(x + s * 0.9)} ${n(y - s * 0.05)}L${n(x + s * 1.05)} ${n(y - s * 0.25)}L${n(x - s * 0.8)} ${n(y - s * 0.22)}Z`, wood);
  out += rect(x - s * 0.5, y - s * 0.4, s * 0.8, s * 0.18, shade(wood, 0.25));
  out += stroke(`M${n(x - s * 0.1)} ${n(y - s * 0.2)}L${n(x - s * 0.05)} ${n(y - s * 1.1)}`, shade(wood, -0.3), Math.max(1.5, s * 0.03));
  if (sailColor) out += path(`M${n(x - s * 0.05)} ${n(y - s * 1.05)}Q${n(x + s * 0.6)} ${n(y - s * 0.7)} ${n(x + s * 0.7)} ${n(y - s * 0.35)}L${n(x - s * 0.05)} ${n(y - s * 0.4)}Z`, sailColor);
  return out;
}

function creek(doc: Svg, rng: Rng): void {
  const p = palette(rng, [["golden", 4], ["day", 3], ["dusk", 2], ["morning", 1]]);
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
    for (let ax = x + 12; ax < x + w - 18; ax += 24) bank += path(`M${n(ax)} ${n(hz - 8)}v${n(-h * 0.35)}a6 6 0 0 1 12 0v${n(h * 0.35)}z`, shade(wall, -0.35));
    if (chance(rng, 0.35)) {
      const tx = x + w * 0.3;
      bank += rect(tx, hz - h - 36, 22, 38, wall) + rect(tx + 3, hz - h - 32, 16, 20, shade(wall, -0.35)) + rect(tx - 2, hz - h - 38, 26, 4, shade(wall, 0.1));
    }
  }
  const mx = W * range(rng, 0.2, 0.8);
  bank += circle(mx, hz - 100, 34, shade(wall, 0.08)) + rect(mx - 40, hz - 100, 80, 100, wall);
  bank += rect(mx + 60, hz - 190, 16, 190, wall) + path(`M${n(mx + 58)} ${n(hz - 190)}l10 -26l10 26z`, shade(wall, -0.1));
  doc.add(bank);
  doc.add(rect(0, hz, W, H - hz, doc.linear([[0, mix(p.seaFar, "#6a8f8a", 0.3)], [1, mix(p.seaNear, "#2f5560", 0.3)]])));
  reflect(doc, bank, hz + 1, 0.25);
  let gl = "";
  for (let i = 0; i < 60; i++) gl += `M${n(rng() * W)} ${n(hz + 4 + rng() ** 1.4 * (H - hz))}h${n(range(rng, 14, 60))}`;
  doc.add(stroke(gl, "#ffffff", 1.4, { opacity: 0.2, "stroke-linecap": "round" }));
  const wood = "#8a5a36";
  const boats = int(rng, 2, 4);
  for (let i = 0; i < boats; i++) {
    const t = range(rng, 0.15, 0.85);
    doc.add(dhow(W * range(rng, 0.1, 0.9), hz + (H - hz) * t, 50 + 130 * t, shade(wood, range(rng, -0.1, 0.1)), chance(rng, 0.5) ? "#f3ead8" : null));
  }
  doc.add(birds(W * 0.7, H * 0.2, 12, 4, "#3a3150", int(rng, 1, 99)));
}

function beach(doc: Svg, rng: Rng): void {
  const p = palette(rng, [["day", 5], ["golden", 3], ["morning", 1], ["dusk", 1]]);
  const hz = H * 0.5;
  drawSky(doc, rng, p, 0, 0, W, hz + 2);
  const sx = W * range(rng, 0.6, 0.85);
  doc.add(sail2d(sx, hz + 1, H * 0.3, mix("#eef2f5", p.haze, 0.25), p));
  skyline(doc, rng, p, { x: 0, w: W * 0.45, base: hz + 1, maxH: H * 0.18, layers: 1, detail: 0 });
  drawSea(doc, rng, p, 0, hz, W, H * 0.25, sx);
  const sand = mix("#f1dfb9", p.shadowTint, p.time === "day" ? 0 : 0.25);
  const shore = H * 0.72;
  doc.add(path(`M0 ${n(shore)}Q${n(W * 0.3)} ${n(shore - 20)} ${n(W * 0.6)} ${n(shore + 5)}T${W} ${n(shore - 10)}L${W} ${H}L0 ${H}Z`, sand));
  doc.add(stroke(`M0 ${n(shore - 2)}Q${n(W * 0.3)} ${n(shore - 22)} ${n(W * 0.6)} ${n(shore + 3)}T${W} ${n(shore - 12)}`, "#ffffff", 6, { opacity: 0.8 }));
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

function park(doc: Svg, rng: Rng): void {
  const p = palette(rng, [["day", 5], ["golden", 3], ["morning", 2]]);
  const hz = H * 0.55;
  drawSky(doc, rng, p, 0, 0, W, hz + 2);
  skyline(doc, rng, p, { x: 0, w: W, base: hz + 1, maxH: H * 0.3, layers: 2, detail: 1, density: 0.9, burj: chance(rng, 0.4) ? { x: W * range(rng, 0.2, 0.8), h: H * 0.5 } : null });
  const tn = tones(p);
  // Rolling lawns, a lake and a curving path.
  doc.add(rect(0, hz - 4, W, H - hz + 4, shade(tn.lawn, -0.1)));
  doc.add(path(`M0 ${n(hz + 40)}Q${n(W * 0.4)} ${n(hz - 10)} ${W} ${n(hz + 30)}L${W} ${H}L0 ${H}Z`, tn.lawn));
  const lakeX = W * range(rng, 0.25, 0.75);
  doc.add(ellipse(lakeX, hz + 95, W * 0.2, 38, doc.linear([[0, p.seaFar], [1, p.seaNear]])));
  doc.add(path(`M${n(W * 0.35)} ${H}Q${n(W * 0.45)} ${n(H * 0.8)} ${n(W * 0.7)} ${n(hz + 150)}Q${n(W * 0.8)} ${n(hz + 130)} ${n(W * 0.95)} ${n(hz + 125)}L${n(W * 0.95)} ${n(hz + 135)}Q${n(W * 0.75)} ${n(hz + 150)} ${n(W * 0.62)} ${n(H * 0.8)}Q${n(W * 0.55)} ${n(H * 0.9)} ${n(W * 0.55)} ${H}Z`, mix("#eadfca", p.haze, 0.2)));
  const items: [number, number, number][] = [];
  for (let i = 0; i < 12; i++) items.push([W * rng(), hz + 30 + rng() * (H - hz - 60), 0]);
  items.sort((a, b) => a[1] - b[1]);
  for (const [x, y] of items) {
    const s = 0.4 + ((y - hz) / (H - hz)) * 1.3;
    if (chance(rng, 0.45)) doc.add(palm(rng, x, y, 170 * s, { trunk: tn.trunk, leaf: tn.leaf }));
    else doc.add(roundTree(rng, x, y, 130 * s, pick(rng, [tn.leaf, shade(tn.leaf, 0.1), mix(tn.leaf, "#8aa64a", 0.4)]), tn.trunk));
  }
  doc.add(shrub(rng, W * 0.12, H * 0.97, 220, 80, tn.leaf), shrub(rng, W * 0.88, H * 0.98, 260, 90, shade(tn.leaf, 0.05)));
}

function skylineScene(doc: Svg, rng: Rng): void {
  const p = palette(rng, [["dusk", 3], ["golden", 3], ["night", 2], ["day", 2]]);
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
    density: 0.7,
    burj: chance(rng, 0.7) ? { x: W * range(rng, 0.25, 0.75), h: H * 0.62 } : null,
  });
  const city = doc.cut(mark);
  doc.add(city);
  drawSea(doc, rng, p, 0, hz, W, H - hz);
  reflect(doc, city, hz + 1, 0.25);
}

function label(doc: Svg, text0: string): void {
  const size = 30;
  const tw = textWidth(text0, size, true);
  const maxW = W * 0.6;
  const scale = tw > maxW - 80 ? (maxW - 80) / tw : 1;
  const fs = size * scale;
  const w = Math.min(maxW, tw * scale + 92);
  const x = 48;
  const y = H - 48 - 64;
  doc.add(
    group(
      rect(x, y, w, 64, "#ffffff", { rx: 32, opacity: 0.92 }) +
        path(`M${n(x + 38)} ${n(y + 48)}c-10 -12 -16 -20 -16 -27a16 16 0 0 1 32 0c0 7 -6 15 -16 27z`, "#c8553d") +
        circle(x + 38, y + 21, 6, "#ffffff") +
        text(x + 64, y + 32 + fs * 0.36, text0, { "font-family": FONT, "font-size": fs, "font-weight": "bold", fill: "#1f2a3a" }),
    ),
  );
}

export function areaScene(kind: SceneKind, seed: number, labelText?: string): string {
  const rng = createRng(`scene:${kind}:${seed}`);
  const doc = new Svg(W, H);
  switch (kind) {
    case "marina":
      marina(doc, rng);
      break;
    case "downtown":
      downtown(doc, rng);
      break;
    case "palm":
      palmIsland(doc, rng);
      break;
    case "desert":
      desert(doc, rng);
      break;
    case "creek":
      creek(doc, rng);
      break;
    case "beach":
      beach(doc, rng);
      break;
    case "park":
      park(doc, rng);
      break;
    default:
      skylineScene(doc, rng);
  }
  if (labelText && labelText.trim()) label(doc, labelText.trim());
  return doc.toString();
}

