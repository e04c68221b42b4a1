// Home page hero poster: a wide Dubai skyline at golden hour over the sea, with palms in silhouette.

import { mix, shade } from "./color.ts";
import { palm } from "./flora.ts";
import { createRng, range } from "./random.ts";
import { type Palette, drawSky, palettes } from "./sky.ts";
import { skyline } from "./skyline.ts";
import { Svg, ellipse, n, path, rect, stroke } from "./svg.ts";

/** A small yacht silhouette with a white hull. */
export function yacht(x: number, y: number, s: number, hull: string, cabin: string): string {
  return (
    path(
      `M${n(x - s)} ${n(y)}L${n(x + s * 1.1)} ${n(y)}L${n(x + s * 0.85)} ${n(y + s * 0.22)}L${n(x - s * 0.8)} ${n(y + s * 0.22)}Z`,
      hull,
    ) +
    path(
      `M${n(x - s * 0.55)} ${n(y)}L${n(x - s * 0.4)} ${n(y - s * 0.2)}L${n(x + s * 0.45)} ${n(y - s * 0.2)}L${n(x + s * 0.65)} ${n(y)}Z`,
      cabin,
    ) +
    path(`M${n(x - s * 0.35)} ${n(y - s * 0.13)}h${n(s * 0.7)}v${n(s * 0.06)}h${n(-s * 0.7)}z`, shade(cabin, -0.4))
  );
}

export function birds(x: number, y: number, s: number, count: number, color: string, seed: number): string {
  const rng = createRng(`birds:${seed}`);
  let d = "";
  for (let i = 0; i < count; i++) {
    const bx = x + range(rng, -1, 1) * s * 6;
    const by = y + range(rng, -1, 1) * s * 2;
    const w = s * range(rng, 0.6, 1);
    d += `M${n(bx - w)} ${n(by - w * 0.3)}Q${n(bx - w * 0.5)} ${n(by - w * 0.55)} ${n(bx)} ${n(by)}Q${n(bx + w * 0.5)} ${n(by - w * 0.55)} ${n(bx + w)} ${n(by - w * 0.3)}`;
  }
  return stroke(d, color, Math.max(1.2, s * 0.12), { "stroke-linecap": "round", opacity: 0.7 });
}

export function heroPoster(): string {
  const W = 1920;
  const H = 1080;
  const rng = createRng("hero-poster:v1");
  const doc = new Svg(W, H);
  const p: Palette = {
    ...palettes.golden,
    sky: [
      [0, "#23407a"],
      [0.35, "#7a6f9e"],
      [0.62, "#e59a72"],
      [0.85, "#f6c27f"],
      [1, "#fbe0a6"],
    ],
    haze: "#e8b48e",
    litRatio: 0.18,
  };
  const hz = H * 0.7;
  const sunX = W * 0.66;
  drawSky(doc, rng, p, 0, 0, W, hz + 2, { sunX, sunY: H * 0.3, sunR: H * 0.04, clouds: 3 });
  // Skyline group, reused (mirrored) as the reflection in the sea.
  const mark = doc.size();
  skyline(doc, rng, p, {
    x: -40,
    w: W + 80,
    base: hz + 1,
    maxH: H * 0.42,
    layers: 3,
    detail: 2,
    density: 0.8,
    burj: { x: W * 0.43, h: H * 0.66 },
    sail: { x: W * 0.88, h: H * 0.16 },
  });
  const id = doc.id("city");
  doc.add(`<g id="${id}">${doc.cut(mark)}</g>`);
  // Sea with the mirrored city and the sun's path.
  const sea = doc.linear([
    [0, mix(p.seaFar, p.haze, 0.3)],
    [0.5, p.seaFar],
    [1, p.seaNear],
  ]);
  doc.add(rect(0, hz, W, H - hz, sea));
  const clip = doc.clip(`<rect x="0" y="${n(hz)}" width="${W}" height="${n(H - hz)}"/>`);
  doc.add(`<g clip-path="${clip}"><use href="#${id}" transform="translate(0 ${n(hz * 2 + 2)}) scale(1 -1)" opacity="0.28"/></g>`);
  let glints = "";
  for (let i = 0; i < 70; i++) {
    const t = i / 70;
    const y = hz + 4 + t * t * (H - hz);
    const half = (10 + t * 130) * range(rng, 0.3, 1);
    glints += `M${n(sunX - half + range(rng, -20, 20))} ${n(y)}h${n(half * 2)}`;
  }
  doc.add(stroke(glints, "#ffe3a8", 2.5, { opacity: 0.55, "stroke-linecap": "round" }));
  let ripples = "";
  for (let i = 0; i < 90; i++) {
    const y = hz + 6 + Math.pow(rng(), 1.6) * (H - hz);
    ripples += `M${n(rng() * W)} ${n(y)}h${n(range(rng, 20, 90))}`;
  }
  doc.add(stroke(ripples, "#ffffff", 1.5, { opacity: 0.14, "stroke-linecap": "round" }));
  doc.add(rect(0, hz - 2, W, 5, p.haze, { opacity: 0.5 }));
  doc.add(yacht(W * 0.24, hz + H * 0.1, 46, "#f4efe6", "#2d3a4f"), yacht(W * 0.78, hz + H * 0.05, 24, "#efe6da", "#39435a"));
  doc.add(birds(W * 0.3, H * 0.25, 14, 5, "#3a3150", 1));
  // Foreground promenade and palms against the light.
  const fg = "#2a2140";
  doc.add(path(`M0 ${n(H * 0.93)}Q${n(W * 0.5)} ${n(H * 0.9)} ${W} ${n(H * 0.94)}L${W} ${H}L0 ${H}Z`, fg));
  doc.add(rect(0, H * 0.905, W, 3, "#ffd9a0", { opacity: 0.35 }));
  const palmStyle = { trunk: fg, leaf: "#2f2548", leafDark: "#231b38" };
  doc.add(palm(rng, W * 0.05, H * 0.95, H * 0.62, palmStyle, 0.08));
  doc.add(palm(rng, W * 0.13, H * 0.95, H * 0.46, palmStyle, -0.1));
  doc.add(palm(rng, W * 0.95, H * 0.95, H * 0.58, palmStyle, -0.12));
  doc.add(palm(rng, W * 0.885, H * 0.95, H * 0.4, palmStyle, 0.06));
  doc.add(
    ellipse(
      W / 2,
      H,
      W * 0.7,
      H * 0.12,
      doc.radial([
        [0, "#000000", 0.25],
        [1, "#000000", 0],
      ]),
    ),
  );
  return doc.toString();
}
