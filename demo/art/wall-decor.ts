// Wall decor painted on wall faces: framed abstract art and a wall-mounted TV.

import { type Rng, int, pick } from "./random.ts";
import type { Face } from "./scene3d.ts";
import { poly } from "./svg.ts";

/** A flat abstract artwork on a wall face. */
export function art(f: Face, rng: Rng, u0: number, v0: number, u1: number, v1: number): string {
  const frame = pick(rng, ["#2b2b2b", "#c9a66b", "#f4f1ea", "#6b4f3a"]);
  const paper = pick(rng, ["#f3ede2", "#efe6d6", "#e9ecef", "#f6f1ea"]);
  const inks = pick(rng, [
    ["#c9784f", "#2f4a5a", "#e2b866"],
    ["#6f8f7b", "#d9a88a", "#37474f"],
    ["#3d5a80", "#e0a458", "#98c1d9"],
    ["#b5838d", "#6d6875", "#e5989b"],
  ]);
  const w = u1 - u0;
  const h = v1 - v0;
  let out = poly(f.quad(u0 - 0.03, v0 - 0.03, u1 + 0.03, v1 + 0.03), frame) + poly(f.quad(u0, v0, u1, v1), paper);
  const circle = (cu: number, cv: number, r: number, from = 0, to = Math.PI * 2) => {
    const p: [number, number][] = [];
    for (let i = 0; i <= 18; i++) {
      const a = from + ((to - from) * i) / 18;
      p.push([cu + Math.cos(a) * r, cv + Math.sin(a) * r]);
    }
    return f.polygon(p);
  };
  const style = int(rng, 0, 2);
  if (style === 0) {
    out += poly(circle(u0 + w * 0.4, v0 + h * 0.55, Math.min(w, h) * 0.26), inks[0]!);
    out += poly(f.quad(u0 + w * 0.5, v0 + h * 0.15, u0 + w * 0.85, v0 + h * 0.45), inks[1]!, { opacity: 0.85 });
  } else if (style === 1) {
    out += poly(circle(u0 + w * 0.5, v0 + h * 0.25, w * 0.32, 0, Math.PI), inks[0]!);
    out += poly(f.quad(u0 + w * 0.18, v0 + h * 0.25, u0 + w * 0.82, v0 + h * 0.3), inks[1]!);
    out += poly(circle(u0 + w * 0.7, v0 + h * 0.7, Math.min(w, h) * 0.1), inks[2]!);
  } else {
    for (let i = 0; i < 3; i++) {
      const a = u0 + w * (0.15 + i * 0.25);
      out += poly(f.quad(a, v0 + h * 0.15, a + w * 0.18, v0 + h * (0.4 + 0.15 * i)), inks[i]!);
    }
  }
  return out;
}

export function tv(f: Face, u0: number, v0: number, w: number): string {
  const h = w * 0.5625;
  return (
    poly(f.quad(u0 - 0.02, v0 - 0.02, u0 + w + 0.02, v0 + h + 0.02), "#111317") +
    poly(f.quad(u0, v0, u0 + w, v0 + h), "#1d2530") +
    poly(
      f.polygon([
        [u0, v0 + h * 0.5],
        [u0 + w * 0.5, v0 + h],
        [u0 + w * 0.7, v0 + h],
        [u0, v0 + h * 0.2],
      ]),
      "#ffffff",
      { opacity: 0.06 },
    )
  );
}
