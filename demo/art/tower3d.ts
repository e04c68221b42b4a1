// A residential / office tower in 3D (podium, chamfered shaft, crown) with facade decals.

import { mix, shade } from "./color.ts";
import { type Rng, chance, int, range } from "./random.ts";
import type { Face, Scene } from "./scene3d.ts";
import { n, poly, stroke } from "./svg.ts";

export type FacadeStyle = "bands" | "grid" | "fins";
export type CrownStyle = "flat" | "frame" | "stepped" | "spire" | "slant";

export type TowerSpec = {
  cx: number;
  cz: number;
  w: number;
  d: number;
  h: number;
  rot: number;
  chamfer: number;
  glass: string;
  frame: string;
  style: FacadeStyle;
  crown: CrownStyle;
  floorH: number;
  podiumH: number;
  podium: string;
  lit: string;
  litRatio: number;
  detail: number;
  /** Shared bounding-box gradient laid over glass faces. */
  sheen: string;
  shadow?: boolean;
};

type Foot = [number, number][];

function footprint(s: TowerSpec, scale: number, grow = 0): Foot {
  const hw = (s.w * scale) / 2 + grow;
  const hd = (s.d * scale) / 2 + grow;
  const c = Math.min(hw, hd) * s.chamfer;
  const local: Foot =
    c > 0.01
      ? [
          [-hw + c, -hd],
          [hw - c, -hd],
          [hw, -hd + c],
          [hw, hd - c],
          [hw - c, hd],
          [-hw + c, hd],
          [-hw, hd - c],
          [-hw, -hd + c],
        ]
      : [
          [-hw, -hd],
          [hw, -hd],
          [hw, hd],
          [-hw, hd],
        ];
  const cos = Math.cos(s.rot);
  const sin = Math.sin(s.rot);
  return local.map(([x, z]) => [s.cx + x * cos - z * sin, s.cz + x * sin + z * cos]);
}

/** Facade painter: floor slabs, mullions or fins, lit windows and a glass sheen. */
export function facade(rng: Rng, s: TowerSpec, opts: { floorH: number; glassy: boolean }): (f: Face) => string {
  return (f: Face) => {
    if (f.kind !== "side" || s.detail <= 0 || f.width < 1) return "";
    const px = f.scale(f.width / 2, f.height / 2);
    let out = "";
    if (opts.glassy) out += poly(f.quad(0, 0, f.width, f.height), s.sheen);
    const floors = Math.floor(f.height / opts.floorH);
    const colW = s.style === "fins" ? 4.5 : s.style === "grid" ? 3 : 6;
    const cols = Math.max(1, Math.round(f.width / colW));
    const cw = f.width / cols;
    // Lit windows first so slabs draw over their edges.
    if (s.detail >= 2 && s.litRatio > 0) {
      let lit = "";
      const want = Math.min(160, Math.round(floors * cols * s.litRatio));
      for (let i = 0; i < want; i++) {
        const fl = int(rng, 0, floors - 1);
        const c = int(rng, 0, cols - 1);
        const q = f.quad(c * cw + cw * 0.1, fl * opts.floorH + 0.3, (c + 1) * cw - cw * 0.1, (fl + 1) * opts.floorH - 0.2);
        lit += `M${q.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}Z`;
      }
      if (lit) out += `<path d="${lit}" fill="${s.lit}" opacity="0.85"/>`;
    }
    let slabs = "";
    for (let i = 1; i < floors; i++) slabs += f.line(0, i * opts.floorH, f.width, i * opts.floorH);
    const frameCol = mix(s.frame, f.color, 0.25);
    const slabW = s.style === "bands" ? Math.max(1, px * 0.55) : Math.max(0.6, px * 0.18);
    if (s.detail >= 1) out += stroke(slabs, frameCol, slabW, { opacity: s.style === "bands" ? 0.95 : 0.6 });
    if (s.detail >= 2) {
      let mull = "";
      for (let c = 1; c < cols; c++) mull += f.line(c * cw, 0, c * cw, f.height);
      const fin = s.style === "fins";
      out += stroke(mull, fin ? frameCol : shade(f.color, -0.3), fin ? Math.max(1, px * 0.45) : Math.max(0.5, px * 0.12), {
        opacity: fin ? 0.9 : 0.5,
      });
    }
    // Corner highlight line.
    out += stroke(f.line(0, 0, 0, f.height), shade(f.color, 0.3), Math.max(0.8, px * 0.15), { opacity: 0.5 });
    return out;
  };
}

/** Adds the tower's prisms to the scene. */
export function addTower(scene: Scene, rng: Rng, s: TowerSpec): void {
  const shadow = s.shadow ?? true;
  const glassFace = facade(rng, s, { floorH: s.floorH, glassy: true });
  if (s.podiumH > 0) {
    scene.prism({
      foot: footprint(s, 1, 6),
      y0: 0,
      y1: s.podiumH,
      color: s.podium,
      top: shade(s.podium, 0.1),
      shadow,
      decal: (f) => {
        if (f.kind !== "side") return "";
        const px = f.scale(f.width / 2, 2);
        return (
          poly(f.quad(0, 0.4, f.width, Math.min(5, s.podiumH * 0.45)), mix(s.glass, "#1d2a3c", 0.55)) +
          stroke(f.line(0, s.podiumH * 0.55, f.width, s.podiumH * 0.55), shade(s.podium, 0.25), Math.max(1, px * 0.5))
        );
      },
    });
  }
  const shaftTop = s.crown === "stepped" ? s.h * 0.86 : s.h;
  scene.prism({
    foot: footprint(s, 1),
    y0: s.podiumH,
    y1: shaftTop,
    color: s.glass,
    top: shade(s.frame, -0.1),
    decal: glassFace,
    shadow,
  });
  const roofCol = shade(s.frame, -0.15);
  switch (s.crown) {
    case "stepped":
      scene.prism({ foot: footprint(s, 0.72), y0: shaftTop, y1: s.h, color: s.glass, top: roofCol, decal: glassFace });
      scene.prism({ foot: footprint(s, 0.3), y0: s.h, y1: s.h + s.h * 0.05, color: s.frame, top: roofCol });
      break;
    case "frame": {
      const hh = s.h * 0.06;
      const f = footprint(s, 1);
      const a = f[0]!;
      const b = f[1]!;
      const t = 0.12;
      const lerp = (p: [number, number], q: [number, number], k: number): [number, number] => [
        p[0] + (q[0] - p[0]) * k,
        p[1] + (q[1] - p[1]) * k,
      ];
      const g = f[f.length - 1]!;
      scene.prism({ foot: [a, b, lerp(b, f[2]!, t), lerp(a, g, t)], y0: s.h, y1: s.h + hh, color: s.frame, top: roofCol });
      scene.prism({ foot: footprint(s, 0.5), y0: s.h, y1: s.h + hh * 0.5, color: shade(s.frame, -0.1), top: roofCol });
      break;
    }
    case "spire":
      scene.prism({ foot: footprint(s, 0.55), y0: s.h, y1: s.h + s.h * 0.03, color: s.frame, top: roofCol });
      scene.prism({ foot: footprint(s, 0.06), y0: s.h + s.h * 0.03, y1: s.h + s.h * 0.16, color: s.frame, top: roofCol });
      break;
    case "slant": {
      const f = footprint(s, 0.85);
      scene.prism({ foot: f, y0: s.h, y1: s.h + s.h * 0.025, color: s.frame, top: roofCol });
      break;
    }
    default:
      scene.prism({ foot: footprint(s, 0.6), y0: s.h, y1: s.h + 4, color: roofCol, top: roofCol });
  }
}

const glassColors = ["#5b8fbd", "#4c9aa6", "#8ea3b8", "#6f8fa8", "#3f6f96", "#9aa9b3", "#7fa3c4"];
const bronzeGlass = ["#a88466", "#8c7b6e"];
const frameColors = ["#f4f2ee", "#e9e4da", "#d8dde3", "#c9ccd1", "#f6efe3"];

/** A plausible random tower spec around a position. */
export function randomTower(
  rng: Rng,
  cx: number,
  cz: number,
  h: number,
  sheen: string,
  lit: string,
  litRatio: number,
): TowerSpec {
  const w = range(rng, 26, 42);
  return {
    cx,
    cz,
    w,
    d: w * range(rng, 0.7, 1.1),
    h,
    rot: range(rng, 0.35, 0.8) * (chance(rng, 0.5) ? 1 : -1),
    chamfer: chance(rng, 0.4) ? range(rng, 0.15, 0.35) : 0,
    glass: chance(rng, 0.15) ? bronzeGlass[int(rng, 0, 1)]! : glassColors[int(rng, 0, glassColors.length - 1)]!,
    frame: frameColors[int(rng, 0, frameColors.length - 1)]!,
    style: (["bands", "grid", "fins"] as const)[int(rng, 0, 2)]!,
    crown: (["flat", "frame", "stepped", "spire", "slant"] as const)[int(rng, 0, 4)]!,
    floorH: range(rng, 3.3, 3.8),
    podiumH: range(rng, 8, 16),
    podium: (["#d8cbb5", "#cfc6bb", "#bdb3a6", "#e1d6c3"] as const)[int(rng, 0, 3)]!,
    lit,
    litRatio,
    detail: 2,
    sheen,
  };
}
