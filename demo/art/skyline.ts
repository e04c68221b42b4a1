// Flat 2D tower silhouettes and layered skylines (with a Burj-like spire and a sail hotel).

import { mix, shade } from "./color.ts";
import { type Rng, chance, int, pick, range } from "./random.ts";
import type { Palette } from "./sky.ts";
import { type Pt, type Svg, n, poly, rect, stroke } from "./svg.ts";

export type TowerStyle = "box" | "setback" | "taper" | "twist" | "round" | "slant" | "spire" | "crown";

export type Tower2D = {
  x: number;
  base: number;
  w: number;
  h: number;
  style: TowerStyle;
  color: string;
  /** Width of the shaded side face; its sign picks the side (positive: right). */
  side: number;
  /** 0 silhouette, 1 faint floor lines, 2 floors, mullions and lit windows. */
  detail: number;
  lit: string;
  litRatio: number;
  /** Shared overlay gradient (from towerSheen) for a glassy front face. */
  sheen?: string;
};

type Seg = { t0: number; t1: number; l0: number; l1: number; r0: number; r1: number };

function segments(rng: Rng, t: Tower2D): Seg[] {
  const { x, w } = t;
  const whole = (l0: number, l1: number, r0: number, r1: number): Seg[] => [{ t0: 0, t1: 1, l0, l1, r0, r1 }];
  switch (t.style) {
    case "taper": {
      const k = w * range(rng, 0.1, 0.2);
      return whole(x, x + k, x + w, x + w - k);
    }
    case "twist": {
      const segs: Seg[] = [];
      const amp = w * 0.09;
      const f = (s: number, ph: number) => Math.sin(Math.PI * (s * 1.3 + ph));
      for (let i = 0; i < 8; i++) {
        const a = i / 8;
        const b = (i + 1) / 8;
        segs.push({
          t0: a,
          t1: b,
          l0: x + amp * f(a, 0),
          l1: x + amp * f(b, 0),
          r0: x + w - amp * f(a, 0.5),
          r1: x + w - amp * f(b, 0.5),
        });
      }
      return segs;
    }
    case "setback": {
      const s1 = range(rng, 0.45, 0.6);
      const s2 = range(rng, 0.72, 0.86);
      const align = pick(rng, [0, 0.5, 1]);
      const seg = (t0: number, t1: number, k: number): Seg => {
        const ww = w * k;
        const l = x + (w - ww) * align;
        return { t0, t1, l0: l, l1: l, r0: l + ww, r1: l + ww };
      };
      return [seg(0, s1, 1), seg(s1, s2, 0.8), seg(s2, 1, 0.58)];
    }
    default:
      return whole(x, x, x + w, x + w);
  }
}

function edgeAt(segs: Seg[], s: number): [number, number] {
  for (const g of segs) {
    if (s >= g.t0 && s <= g.t1) {
      const k = (s - g.t0) / (g.t1 - g.t0 || 1);
      return [g.l0 + (g.l1 - g.l0) * k, g.r0 + (g.r1 - g.r0) * k];
    }
  }
  const last = segs[segs.length - 1]!;
  return [last.l1, last.r1];
}

/** Shared glass sheen overlay: a soft light band, reused by every tower in a document. */
export function towerSheen(doc: Svg): string {
  return doc.linear(
    [
      [0, "#ffffff", 0.28],
      [0.45, "#ffffff", 0.04],
      [0.6, "#ffffff", 0.14],
      [1, "#ffffff", 0],
    ],
    0,
    0,
    1,
    0.35,
  );
}

/** One tower with its crown, side face, floor lines and lit windows. */
export function tower2d(rng: Rng, t: Tower2D): string {
  const segs = segments(rng, t);
  const Y = (s: number) => t.base - s * t.h;
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (const g of segs) {
    left.push([g.l0, Y(g.t0)], [g.l1, Y(g.t1)]);
    right.push([g.r0, Y(g.t0)], [g.r1, Y(g.t1)]);
  }
  const outline = [...left, ...right.reverse()];
  const sideColor = shade(t.color, -0.28);
  let out = "";
  // Side face.
  if (Math.abs(t.side) > 0.5 && t.style !== "twist") {
    for (const g of segs) {
      const e0 = t.side > 0 ? g.r0 : g.l0;
      const e1 = t.side > 0 ? g.r1 : g.l1;
      const sk = t.side * 0.35;
      out += poly(
        [
          [e0, Y(g.t0)],
          [e1, Y(g.t1)],
          [e1 + t.side, Y(g.t1) - sk],
          [e0 + t.side, Y(g.t0) - sk * (g.t0 === 0 ? 0 : 1)],
        ],
        sideColor,
      );
    }
  }
  out += poly(outline, t.color);
  if (t.sheen && t.detail > 0) out += poly(outline, t.sheen);
  out += crown(rng, t, segs, sideColor);
  if (t.detail <= 0) return out;
  // Floors and mullions.
  const floorH = t.detail >= 2 ? Math.max(5, Math.min(14, t.h / range(rng, 24, 44))) : Math.max(8, t.h / range(rng, 14, 24));
  const floors = Math.floor((t.h * 0.98) / floorH);
  let d = "";
  for (let i = 1; i < floors; i++) {
    const s = (i * floorH) / t.h;
    const [l, r] = edgeAt(segs, s);
    d += `M${n(l + 1)} ${n(Y(s))}H${n(r - 1)}`;
  }
  const lineCol = t.detail >= 2 ? shade(t.color, -0.35) : shade(t.color, -0.2);
  out += stroke(d, lineCol, t.detail >= 2 ? 1.2 : 0.8, { opacity: t.detail >= 2 ? 0.55 : 0.35 });
  if (t.detail < 2) return out;
  const colW = Math.max(9, Math.min(24, t.w / int(rng, 4, 8)));
  let m = "";
  for (const g of t.w >= 70 ? segs : []) {
    const l = Math.max(g.l0, g.l1);
    const r = Math.min(g.r0, g.r1);
    for (let cx = l + colW; cx < r - 2; cx += colW) m += `M${n(cx)} ${n(Y(g.t0))}V${n(Y(g.t1))}`;
  }
  out += stroke(m, shade(t.color, -0.3), 0.8, { opacity: 0.3 });
  let lit = "";
  const want = Math.min(32, Math.round(floors * (t.w / colW) * t.litRatio));
  for (let i = 0; i < want; i++) {
    const fi = int(rng, 1, floors - 2);
    const s = (fi * floorH) / t.h;
    const [l, r] = edgeAt(segs, s + floorH / t.h);
    const cols = Math.floor((r - l) / colW);
    if (cols < 1) continue;
    const ci = int(rng, 0, cols - 1);
    const span = chance(rng, 0.3) ? 2 : 1;
    lit += `M${n(l + ci * colW + 1.5)} ${n(Y(s) - floorH + 1.5)}h${n(colW * span - 3)}v${n(floorH - 3)}h${n(-(colW * span - 3))}z`;
  }
  if (lit) out += `<path d="${lit}" fill="${t.lit}" opacity="0.9"/>`;
  return out;
}

function crown(rng: Rng, t: Tower2D, segs: Seg[], sideColor: string): string {
  const top = segs[segs.length - 1]!;
  const l = top.l1;
  const r = top.r1;
  const y = t.base - t.h;
  const cx = (l + r) / 2;
  const w = r - l;
  switch (t.style) {
    case "spire":
      return (
        poly(
          [
            [l, y],
            [cx, y - w * 0.55],
            [r, y],
          ],
          t.color,
        ) +
        poly(
          [
            [cx, y - w * 0.55],
            [r, y],
            [cx, y],
          ],
          sideColor,
          { opacity: 0.5 },
        ) +
        rect(cx - 1, y - w * 0.55 - t.h * 0.08, 2, t.h * 0.08, t.color)
      );
    case "round": {
      const hh = w * range(rng, 0.25, 0.5);
      return `<path d="M${n(l)} ${n(y + 0.5)}Q${n(l)} ${n(y - hh)} ${n(cx)} ${n(y - hh)}Q${n(r)} ${n(y - hh)} ${n(r)} ${n(y + 0.5)}Z" fill="${t.color}"/>`;
    }
    case "slant": {
      const hh = w * range(rng, 0.3, 0.7);
      return chance(rng, 0.5)
        ? poly(
            [
              [l, y + 0.5],
              [l, y - hh],
              [r, y + 0.5],
            ],
            t.color,
          )
        : poly(
            [
              [l, y + 0.5],
              [r, y - hh],
              [r, y + 0.5],
            ],
            t.color,
          );
    }
    case "crown": {
      const hh = w * 0.35;
      const th = Math.max(2, w * 0.06);
      return (
        rect(l, y - hh, th, hh + 1, t.color) +
        rect(r - th, y - hh, th, hh + 1, t.color) +
        rect(l, y - hh, w, th, t.color) +
        rect(cx - th / 2, y - hh - t.h * 0.05, th, t.h * 0.05, t.color)
      );
    }
    case "box":
      return chance(rng, 0.5) ? rect(l + w * 0.15, y - w * 0.08, w * 0.7, w * 0.08 + 0.5, sideColor) : "";
    default:
      return "";
  }
}

/** The Burj-like needle: stepped tiers narrowing into a long spire, lit side and shaded side. */
export function burj2d(cx: number, base: number, h: number, color: string, p: Palette): string {
  const hw = h * 0.075;
  const leftSteps = [0.15, 0.28, 0.4, 0.5, 0.59, 0.66, 0.72, 0.77];
  const rightSteps = [0.2, 0.33, 0.44, 0.54, 0.62, 0.69, 0.745, 0.79];
  const widths = [1, 0.82, 0.67, 0.54, 0.43, 0.34, 0.26, 0.19, 0.13];
  const bodyTop = 0.82;
  const Y = (s: number) => base - s * h;
  const L: Pt[] = [[cx - hw, base]];
  leftSteps.forEach((s, i) => {
    L.push([cx - hw * widths[i]!, Y(s)], [cx - hw * widths[i + 1]!, Y(s)]);
  });
  L.push([cx - hw * 0.13, Y(bodyTop)]);
  const R: Pt[] = [[cx + hw, base]];
  rightSteps.forEach((s, i) => {
    R.push([cx + hw * widths[i]! * 0.9, Y(s)], [cx + hw * widths[i + 1]! * 0.9, Y(s)]);
  });
  R.push([cx + hw * 0.12, Y(bodyTop)]);
  const spire: Pt[] = [
    [cx - hw * 0.13, Y(bodyTop)],
    [cx - 1, Y(1)],
    [cx + 1, Y(1)],
    [cx + hw * 0.12, Y(bodyTop)],
  ];
  const dark = mix(color, p.shadowTint, 0.45);
  const body = [...L, ...spire.slice(1, 3), ...[...R].reverse()];
  const shadeHalf: Pt[] = [[cx, base], ...R, [cx + 1, Y(1)]];
  let out = poly(body, color) + poly(shadeHalf, dark, { opacity: 0.75 });
  out += stroke(
    `M${n(cx - hw * 0.35)} ${n(base)}V${n(Y(0.5))}M${n(cx + hw * 0.3)} ${n(base)}V${n(Y(0.42))}`,
    shade(color, 0.25),
    1.2,
    { opacity: 0.5 },
  );
  if (p.time === "dusk" || p.time === "night" || p.time === "golden") {
    let d = "";
    for (let s = 0.03; s < 0.72; s += 0.022) {
      const ww = hw * (1 - s * 1.1) * 0.7;
      d += `M${n(cx - ww)} ${n(Y(s))}h${n(ww * 1.6)}`;
    }
    out += stroke(d, p.lit, 1, { opacity: p.time === "golden" ? 0.25 : 0.6, "stroke-dasharray": "3 4" });
  }
  return out;
}

/** The sail-shaped beach hotel silhouette, mast on the left. */
export function sail2d(x: number, base: number, h: number, color: string, p: Palette): string {
  const top = base - h;
  const body = `M${n(x)} ${n(base)}L${n(x)} ${n(top)}Q${n(x + h * 0.62)} ${n(top + h * 0.32)} ${n(x + h * 0.3)} ${n(base)}Z`;
  const mast = `M${n(x - 3)} ${n(base)}L${n(x - 3)} ${n(top - h * 0.06)}L${n(x + 3)} ${n(top - h * 0.06)}L${n(x + 3)} ${n(base)}Z`;
  const ribs = `M${n(x)} ${n(top + h * 0.3)}Q${n(x + h * 0.3)} ${n(top + h * 0.38)} ${n(x + h * 0.38)} ${n(top + h * 0.56)}M${n(x)} ${n(top + h * 0.6)}Q${n(x + h * 0.2)} ${n(top + h * 0.66)} ${n(x + h * 0.33)} ${n(top + h * 0.85)}`;
  return (
    `<path d="${body}" fill="${color}"/>` +
    `<path d="${mast}" fill="${shade(color, -0.25)}"/>` +
    stroke(ribs, shade(color, -0.15), 2, { opacity: 0.6 }) +
    `<ellipse cx="${n(x + h * 0.12)}" cy="${n(top + h * 0.2)}" rx="${n(h * 0.06)}" ry="${n(h * 0.012)}" fill="${shade(color, -0.3)}"/>` +
    (p.time === "night" || p.time === "dusk" ? `<path d="${body}" fill="${p.lit}" opacity="0.18"/>` : "")
  );
}

export function towerColors(p: Palette): string[] {
  switch (p.time) {
    case "golden":
      return ["#c99a7c", "#a88a92", "#d9b08e", "#8f8199", "#b98f84"];
    case "dusk":
      return ["#5d4f7c", "#6c5a86", "#4b4572", "#7b6389", "#574a73"];
    case "night":
      return ["#1e2549", "#242c56", "#2b3262", "#1a2144"];
    case "morning":
      return ["#a9b7c9", "#cdbfb5", "#98aac0", "#bfc4cc", "#d8c8b8"];
    default:
      return ["#9fb6cc", "#cbc5b7", "#8ea7bf", "#b8c5d1", "#d9d1c1", "#7f9db8"];
  }
}

export type SkylineOptions = {
  x: number;
  w: number;
  base: number;
  maxH: number;
  layers?: number;
  /** Towers per 100 px in the nearest layer. */
  density?: number;
  burj?: { x: number; h: number } | null;
  sail?: { x: number; h: number } | null;
  /** Detail of the nearest layer (0..2). */
  detail?: number;
  side?: number;
  /** Far layers stand this many px higher than base (a city receding toward the horizon). */
  spread?: number;
};

/** Layered skyline: far hazy silhouettes, then nearer towers with windows. */
export function skyline(doc: Svg, rng: Rng, p: Palette, o: SkylineOptions): void {
  const layers = o.layers ?? 3;
  const colors = towerColors(p);
  const sheen = towerSheen(doc);
  const side = o.side ?? (chance(rng, 0.5) ? 1 : -1);
  for (let li = 0; li < layers; li++) {
    const depth = layers === 1 ? 0 : 1 - li / (layers - 1);
    const hazeMix = 0.15 + depth * 0.55;
    const density = (o.density ?? 1.1) * (1 + depth * 0.6);
    const count = Math.max(2, Math.round((o.w / 100) * density));
    const base = o.base - (o.spread ?? 0) * depth;
    const shrink = o.spread ? 1 - depth * 0.55 : 1;
    let out = "";
    for (let i = 0; i < count; i++) {
      const w = range(rng, 28, 70) * (1 - depth * 0.35) * (o.w / 1600 + 0.5) * shrink * (o.spread ? 1 + (1 - depth) * 0.6 : 1);
      const x = o.x + ((i + rng() * 0.8) / count) * o.w - w / 2;
      const h = o.maxH * range(rng, 0.22, 0.7) * (0.6 + 0.4 * (1 - depth)) * (chance(rng, 0.15) ? 1.35 : 1) * shrink;
      const color = mix(pick(rng, colors), p.haze, hazeMix);
      if (x + w < o.x - 10 || x > o.x + o.w + 10) continue;
      out += tower2d(rng, {
        x,
        base,
        w,
        h,
        style: pick(rng, ["box", "box", "setback", "taper", "twist", "round", "slant", "spire", "crown"] as const),
        color,
        side: li === 0 ? 0 : side * w * 0.22,
        detail: li === layers - 1 ? (o.detail ?? 1) : li === layers - 2 ? Math.min(1, o.detail ?? 1) : 0,
        lit: p.lit,
        litRatio: p.litRatio * (li === layers - 1 ? 1 : 0.6),
        sheen,
      });
    }
    if (o.sail && li === 0) out += sail2d(o.sail.x, base, o.sail.h, mix("#e9eef2", p.haze, 0.35), p);
    if (o.burj && li === Math.max(0, layers - 2)) {
      out += burj2d(o.burj.x, base, o.burj.h, mix(p.time === "day" ? "#b9c8d6" : colors[0]!, p.haze, 0.25), p);
    }
    doc.add(out);
  }
}
