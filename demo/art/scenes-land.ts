// Area scenes inland: desert dunes with a distant skyline, and a green park with a lake.

import { mix, shade } from "./color.ts";
import { palm, roundTree, shrub } from "./flora.ts";
import { type Rng, chance, int, pick, range } from "./random.ts";
import { H, W, palette, tones } from "./scene-kit.ts";
import { type Palette, drawSky } from "./sky.ts";
import { skyline } from "./skyline.ts";
import { type Svg, ellipse, n, path, rect } from "./svg.ts";

function dunes(doc: Svg, rng: Rng, p: Palette, top: number): void {
  const cols = ["#e9b77a", "#dba163", "#c98a4e", "#b9763f"].map((c) =>
    mix(c, p.shadowTint, p.time === "day" ? 0.05 : p.time === "dusk" ? 0.4 : 0.15),
  );
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
    doc.add(
      path(
        d,
        doc.linear([
          [0, shade(cols[i]!, 0.12)],
          [1, cols[i]!],
        ]),
      ),
    );
  }
}

export function desert(doc: Svg, rng: Rng): void {
  const p = palette(rng, [
    ["golden", 4],
    ["dusk", 3],
    ["day", 2],
    ["morning", 1],
  ]);
  const hz = H * 0.58;
  drawSky(doc, rng, p, 0, 0, W, hz + 2, { sunY: hz - H * 0.12 });
  skyline(doc, rng, p, {
    x: W * 0.5,
    w: W * 0.45,
    base: hz + 1,
    maxH: H * 0.16,
    layers: 1,
    detail: 0,
    burj: { x: W * 0.68, h: H * 0.3 },
  });
  doc.add(
    rect(
      0,
      hz - 40,
      W,
      60,
      doc.linear([
        [0, p.haze, 0],
        [0.7, p.haze, 0.6],
        [1, p.haze, 0.2],
      ]),
    ),
  );
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

export function park(doc: Svg, rng: Rng): void {
  const p = palette(rng, [
    ["day", 5],
    ["golden", 3],
    ["morning", 2],
  ]);
  const hz = H * 0.55;
  drawSky(doc, rng, p, 0, 0, W, hz + 2);
  skyline(doc, rng, p, {
    x: 0,
    w: W,
    base: hz + 1,
    maxH: H * 0.3,
    layers: 2,
    detail: 1,
    density: 0.9,
    burj: chance(rng, 0.4) ? { x: W * range(rng, 0.2, 0.8), h: H * 0.5 } : null,
  });
  const tn = tones(p);
  // Rolling lawns, a lake and a curving path.
  doc.add(rect(0, hz - 4, W, H - hz + 4, shade(tn.lawn, -0.1)));
  doc.add(path(`M0 ${n(hz + 40)}Q${n(W * 0.4)} ${n(hz - 10)} ${W} ${n(hz + 30)}L${W} ${H}L0 ${H}Z`, tn.lawn));
  const lakeX = W * range(rng, 0.25, 0.75);
  doc.add(
    ellipse(
      lakeX,
      hz + 95,
      W * 0.2,
      38,
      doc.linear([
        [0, p.seaFar],
        [1, p.seaNear],
      ]),
    ),
  );
  doc.add(
    path(
      `M${n(W * 0.35)} ${H}Q${n(W * 0.45)} ${n(H * 0.8)} ${n(W * 0.7)} ${n(hz + 150)}Q${n(W * 0.8)} ${n(hz + 130)} ${n(W * 0.95)} ${n(hz + 125)}L${n(W * 0.95)} ${n(hz + 135)}Q${n(W * 0.75)} ${n(hz + 150)} ${n(W * 0.62)} ${n(H * 0.8)}Q${n(W * 0.55)} ${n(H * 0.9)} ${n(W * 0.55)} ${H}Z`,
      mix("#eadfca", p.haze, 0.2),
    ),
  );
  const items: [number, number, number][] = [];
  for (let i = 0; i < 12; i++) items.push([W * rng(), hz + 30 + rng() * (H - hz - 60), 0]);
  items.sort((a, b) => a[1] - b[1]);
  for (const [x, y] of items) {
    const s = 0.4 + ((y - hz) / (H - hz)) * 1.3;
    if (chance(rng, 0.45)) doc.add(palm(rng, x, y, 170 * s, { trunk: tn.trunk, leaf: tn.leaf }));
    else
      doc.add(roundTree(rng, x, y, 130 * s, pick(rng, [tn.leaf, shade(tn.leaf, 0.1), mix(tn.leaf, "#8aa64a", 0.4)]), tn.trunk));
  }
  doc.add(shrub(rng, W * 0.12, H * 0.97, 220, 80, tn.leaf), shrub(rng, W * 0.88, H * 0.98, 260, 90, shade(tn.leaf, 0.05)));
}
