// Plants drawn in 2D screen space: date palms, shrubs, round trees and indoor potted plants.

import { shade } from "./color.ts";
import { type Rng, int, pick, range } from "./random.ts";
import { type Pt, circle, ellipse, n, poly, stroke } from "./svg.ts";

export type PalmStyle = { trunk: string; leaf: string; leafDark?: string };

/** A date palm: curved tapering trunk with rings and drooping fronds. x,y is the base. */
export function palm(rng: Rng, x: number, y: number, h: number, s: PalmStyle, lean = range(rng, -0.18, 0.18)): string {
  const topX = x + lean * h;
  const topY = y - h;
  const ctrlX = x + lean * h * 0.2;
  const ctrlY = y - h * 0.5;
  const at = (t: number): Pt => {
    const u = 1 - t;
    return [u * u * x + 2 * u * t * ctrlX + t * t * topX, u * u * y + 2 * u * t * ctrlY + t * t * topY];
  };
  const w0 = h * 0.045;
  const w1 = h * 0.026;
  const leftSide: Pt[] = [];
  const rightSide: Pt[] = [];
  let rings = "";
  const steps = 8;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const [px, py] = at(t);
    const w = w0 + (w1 - w0) * t;
    leftSide.push([px - w / 2, py]);
    rightSide.push([px + w / 2, py]);
  }
  for (let t = 0.08; t < 0.95; t += 0.07) {
    const [px, py] = at(t);
    const w = w0 + (w1 - w0) * t;
    rings += `M${n(px - w / 2)} ${n(py)}l${n(w)} ${n(-w * 0.25)}`;
  }
  let out = poly([...leftSide, ...rightSide.reverse()], s.trunk);
  out += stroke(rings, shade(s.trunk, -0.3), Math.max(0.8, h * 0.006), { opacity: 0.6 });
  const fronds = int(rng, 8, 11);
  const dark = s.leafDark ?? shade(s.leaf, -0.25);
  let back = "";
  let front = "";
  for (let i = 0; i < fronds; i++) {
    const a = Math.PI * (-0.08 + (1.16 * (i + range(rng, -0.3, 0.3))) / (fronds - 1));
    const dx = -Math.cos(a);
    const dy = -Math.sin(a);
    const len = h * range(rng, 0.32, 0.45);
    const droop = (1 - Math.abs(dy)) * 0.55 + 0.15;
    const ex = topX + dx * len;
    const ey = topY + dy * len * 0.6 + droop * len * 0.55;
    const cx = topX + dx * len * 0.55;
    const cy = topY + dy * len * 0.55 - len * 0.18;
    const wid = len * 0.14;
    const nx = -(ey - topY) / len;
    const ny = (ex - topX) / len;
    const d =
      `M${n(topX)} ${n(topY)}Q${n(cx + nx * wid)} ${n(cy + ny * wid)} ${n(ex)} ${n(ey)}` +
      `Q${n(cx - nx * wid * 0.3)} ${n(cy - ny * wid * 0.3 + wid * 0.6)} ${n(topX)} ${n(topY)}Z`;
    if (i % 2 === 0) back += d;
    else front += d;
  }
  out += `<path d="${back}" fill="${dark}"/><path d="${front}" fill="${s.leaf}"/>`;
  out += circle(topX - h * 0.012, topY + h * 0.02, h * 0.016, shade(s.trunk, -0.35));
  out += circle(topX + h * 0.014, topY + h * 0.025, h * 0.014, shade(s.trunk, -0.25));
  return out;
}

/** A rounded shrub from a few overlapping blobs. x,y is the centre of its base. */
export function shrub(rng: Rng, x: number, y: number, w: number, h: number, color: string): string {
  const k = w > h * 2.2 ? int(rng, 3, 4) : int(rng, 2, 3);
  const base = shade(color, -0.12);
  let blobs = "";
  let lights = "";
  for (let i = 0; i < k; i++) {
    const t = k === 1 ? 0.5 : i / (k - 1);
    const rx = (w / (k + 1)) * range(rng, 0.9, 1.25);
    const ry = Math.min(h * range(rng, 0.55, 0.8), rx * 1.2);
    const cx = x - w / 2 + rx + (w - 2 * rx) * t;
    blobs += ellipse(cx, y - ry * 0.9, rx, ry, base);
    lights += ellipse(cx - rx * 0.25, y - ry * 1.2, rx * 0.55, ry * 0.45, shade(color, 0.12));
  }
  return blobs + `<g opacity="0.75">${lights}</g>` + ellipse(x, y, w * 0.5, h * 0.08, "#000000", { opacity: 0.12 });
}

/** A ghaf-like round tree with a thin trunk. x,y is the base. */
export function roundTree(rng: Rng, x: number, y: number, h: number, color: string, trunk = "#6b5443"): string {
  const r = h * range(rng, 0.3, 0.38);
  let out = poly(
    [
      [x - h * 0.025, y],
      [x - h * 0.012, y - h * 0.6],
      [x + h * 0.012, y - h * 0.6],
      [x + h * 0.025, y],
    ],
    trunk,
  );
  out += ellipse(x, y - h + r, r * 1.1, r * 0.95, shade(color, -0.12));
  out += ellipse(x - r * 0.35, y - h + r * 0.8, r * 0.6, r * 0.5, shade(color, 0.1), { opacity: 0.8 });
  out += ellipse(x + r * 0.45, y - h + r * 1.15, r * 0.5, r * 0.42, color, { opacity: 0.9 });
  return out;
}

/** Indoor potted plant (fiddle-leaf, snake plant or palm) standing at x,y, about h px tall. */
export function pottedPlant(rng: Rng, x: number, y: number, h: number, leaf: string, pot: string): string {
  const pw = h * 0.28;
  const ph = h * 0.24;
  let out = poly(
    [
      [x - pw / 2, y - ph],
      [x + pw / 2, y - ph],
      [x + pw * 0.38, y],
      [x - pw * 0.38, y],
    ],
    pot,
  );
  out += poly(
    [
      [x, y - ph],
      [x + pw / 2, y - ph],
      [x + pw * 0.38, y],
      [x, y],
    ],
    shade(pot, -0.12),
  );
  const kind = pick(rng, ["fiddle", "snake", "palm"] as const);
  const top = y - ph;
  const dark = shade(leaf, -0.2);
  if (kind === "snake") {
    let d = "";
    const k = int(rng, 6, 9);
    for (let i = 0; i < k; i++) {
      const bx = x + (i / (k - 1) - 0.5) * pw * 0.7;
      const lh = (h - ph) * range(rng, 0.55, 1);
      const tip = bx + range(rng, -0.15, 0.15) * lh;
      const lw = pw * 0.09;
      d += `M${n(bx - lw)} ${n(top)}Q${n(bx - lw)} ${n(top - lh * 0.6)} ${n(tip)} ${n(top - lh)}Q${n(bx + lw)} ${n(top - lh * 0.6)} ${n(bx + lw)} ${n(top)}Z`;
    }
    return out + `<path d="${d}" fill="${leaf}"/>` + stroke(d, dark, 1, { opacity: 0.5 });
  }
  if (kind === "palm") {
    let d = "";
    let d2 = "";
    const k = int(rng, 6, 8);
    const stemTop = top - (h - ph) * 0.45;
    out += stroke(`M${n(x)} ${n(top)}L${n(x)} ${n(stemTop)}`, shade(pot, -0.3), Math.max(1.5, h * 0.015));
    for (let i = 0; i < k; i++) {
      const a = Math.PI * (0.05 + (0.9 * i) / (k - 1));
      const len = (h - ph) * range(rng, 0.45, 0.6);
      const ex = x - Math.cos(a) * len;
      const ey = stemTop - Math.sin(a) * len * 0.5 + len * 0.25;
      const cx = x - Math.cos(a) * len * 0.5;
      const cy = stemTop - Math.sin(a) * len * 0.7;
      const seg = `M${n(x)} ${n(stemTop)}Q${n(cx)} ${n(cy - len * 0.08)} ${n(ex)} ${n(ey)}Q${n(cx)} ${n(cy + len * 0.1)} ${n(x)} ${n(stemTop)}Z`;
      if (i % 2) d += seg;
      else d2 += seg;
    }
    return out + `<path d="${d2}" fill="${dark}"/><path d="${d}" fill="${leaf}"/>`;
  }
  // Fiddle-leaf: stem with broad leaves.
  const stemTop = top - (h - ph) * 0.95;
  out += stroke(
    `M${n(x)} ${n(top)}Q${n(x + pw * 0.1)} ${n((top + stemTop) / 2)} ${n(x)} ${n(stemTop)}`,
    shade(pot, -0.35),
    Math.max(1.5, h * 0.015),
  );
  let a = "";
  let b = "";
  const k = int(rng, 9, 13);
  for (let i = 0; i < k; i++) {
    const t = 0.25 + (0.75 * i) / (k - 1);
    const ly = top - (top - stemTop) * t;
    const side = i % 2 === 0 ? -1 : 1;
    const lr = h * range(rng, 0.07, 0.1) * (1.2 - t * 0.4);
    const lx = x + side * lr * 0.9;
    const e = ellipse(lx, ly, lr, lr * 0.62, "", { transform: `rotate(${n(side * -30)} ${n(lx)} ${n(ly)})` }).replace(
      ' fill=""',
      "",
    );
    if (i % 3 === 0) a += e;
    else b += e;
  }
  return out + `<g fill="${dark}">${a}</g><g fill="${leaf}">${b}</g>`;
}
