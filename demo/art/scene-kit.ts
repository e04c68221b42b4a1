// Shared pieces of the area scenes: canvas size, palette choice, plant tones and water reflections.

import { mix } from "./color.ts";
import { type Rng, weighted } from "./random.ts";
import { type Palette, palettes } from "./sky.ts";
import { type Svg, n } from "./svg.ts";

export const W = 1600;
export const H = 900;

export function palette(rng: Rng, weights: readonly (readonly [Palette["time"], number])[]): Palette {
  return palettes[weighted(rng, weights)];
}

export function tones(p: Palette): { leaf: string; trunk: string; lawn: string } {
  const k = p.time === "day" ? 0 : p.time === "morning" ? 0.15 : p.time === "golden" ? 0.3 : 0.5;
  return {
    leaf: mix("#4e8040", p.shadowTint, k),
    trunk: mix("#8a6a4c", p.shadowTint, k),
    lawn: mix("#7fae55", p.shadowTint, k * 0.8),
  };
}

/** Mirrored copy of a group as a reflection on water below y. */
export function reflect(doc: Svg, content: string, y: number, opacity: number): void {
  const id = doc.id("g");
  doc.add(`<g id="${id}">${content}</g>`);
  const clip = doc.clip(`<rect x="0" y="${n(y)}" width="${W}" height="${n(H - y)}"/>`);
  doc.add(
    `<g clip-path="${clip}"><use href="#${id}" transform="translate(0 ${n(y * 2)}) scale(1 -1)" opacity="${n(opacity)}"/></g>`,
  );
}
