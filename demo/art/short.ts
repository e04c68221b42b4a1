// Video-short thumbnails (720x1280): a portrait city scene, darkened footer, play glyph and a title.

import { type Rng, chance, createRng, pick, range, weighted } from "./random.ts";
import { type Palette, palettes } from "./sky.ts";
import { tower2d, towerColors, towerSheen } from "./skyline.ts";
import { Svg, circle, group, n, path, rect, text } from "./svg.ts";
import { FONT, wrap } from "./text-metrics.ts";
import { cityView } from "./views.ts";

const W = 720;
const H = 1280;

function heroTower(doc: Svg, rng: Rng, p: Palette): void {
  const w = range(rng, 220, 300);
  doc.add(
    tower2d(rng, {
      x: W * range(rng, 0.3, 0.55) - w / 2,
      base: H + 10,
      w,
      h: H * range(rng, 0.78, 0.88),
      style: pick(rng, ["box", "setback", "round", "crown", "spire"] as const),
      color: pick(rng, towerColors(p)),
      side: w * 0.25,
      detail: 2,
      lit: p.lit,
      litRatio: p.litRatio,
      sheen: towerSheen(doc),
    }),
  );
}

export function shortThumbnail(title: string, seed: number): string {
  const rng = createRng(`short:${title}:${seed}`);
  const doc = new Svg(W, H);
  const p =
    palettes[
      weighted(rng, [
        ["golden", 3],
        ["dusk", 3],
        ["night", 2],
        ["day", 2],
      ] as const)
    ];
  cityView(doc, rng, p, 0, 0, W, H, H * range(rng, 0.42, 0.55), {
    burj: chance(rng, 0.6),
    sea: chance(rng, 0.5),
    altitude: range(rng, 0.3, 0.8),
  });
  if (chance(rng, 0.45)) heroTower(doc, rng, p);
  // Legibility: darken the bottom where the title sits and the very top a little.
  doc.add(
    rect(
      0,
      H * 0.45,
      W,
      H * 0.55,
      doc.linear([
        [0, "#0b1020", 0],
        [0.55, "#0b1020", 0.6],
        [1, "#0b1020", 0.85],
      ]),
    ),
  );
  doc.add(
    rect(
      0,
      0,
      W,
      H * 0.14,
      doc.linear([
        [0, "#0b1020", 0.35],
        [1, "#0b1020", 0],
      ]),
    ),
  );
  // Play glyph.
  const cy = H * 0.44;
  doc.add(
    group(
      circle(W / 2, cy, 82, "#ffffff", { opacity: 0.92 }) +
        path(`M${n(W / 2 - 24)} ${n(cy - 38)}L${n(W / 2 + 40)} ${n(cy)}L${n(W / 2 - 24)} ${n(cy + 38)}Z`, "#1f2a3a"),
    ),
  );
  doc.add(`<circle cx="${n(W / 2)}" cy="${n(cy)}" r="100" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.5"/>`);
  // Title: up to three lines, bold white, bottom-aligned.
  const size = 56;
  const lines = wrap(title.trim() || "Watch now", size, W - 112, 3, true);
  const lh = size * 1.18;
  const y0 = H - 120 - (lines.length - 1) * lh;
  doc.add(rect(56, y0 - size - 34, 64, 8, "#f2b233", { rx: 4 }));
  lines.forEach((line, i) => {
    doc.add(text(56, y0 + i * lh, line, { "font-family": FONT, "font-size": size, "font-weight": "bold", fill: "#ffffff" }));
  });
  return doc.toString();
}
