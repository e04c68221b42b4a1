// Times of day (palettes) and the open-air backdrop: sky gradient, sun, clouds, sea with reflections.

import { mix } from "./color.ts";
import { type Rng, chance, int, range } from "./random.ts";
import type { Light, Vec3 } from "./scene3d.ts";
import { normalize } from "./scene3d.ts";
import { type Stop, type Svg, circle, group, n, rect, stroke } from "./svg.ts";

export type Time = "day" | "morning" | "golden" | "dusk" | "night";

export type Palette = {
  time: Time;
  sky: readonly Stop[];
  sun: string;
  glow: string;
  haze: string;
  seaNear: string;
  seaFar: string;
  lit: string;
  litRatio: number;
  cloud: string;
  cloudOpacity: number;
  shadowTint: string;
  warm: string;
  /** Elevation of the sun in degrees, for 3D lighting. */
  sunHeight: number;
  ground: string;
};

export const palettes: Record<Time, Palette> = {
  day: {
    time: "day",
    sky: [
      [0, "#3f7fc0"],
      [0.55, "#86b9e3"],
      [1, "#dcecf6"],
    ],
    sun: "#fffcef",
    glow: "#ffffff",
    haze: "#cfe2f0",
    seaNear: "#1f6f9f",
    seaFar: "#6fb3d2",
    lit: "#e3f1fb",
    litRatio: 0.06,
    cloud: "#ffffff",
    cloudOpacity: 0.9,
    shadowTint: "#33466e",
    warm: "#fff1d6",
    sunHeight: 52,
    ground: "#d9ccb2",
  },
  morning: {
    time: "morning",
    sky: [
      [0, "#5d95cf"],
      [0.5, "#aecde9"],
      [1, "#f5dcc8"],
    ],
    sun: "#fff6e0",
    glow: "#ffe6c7",
    haze: "#e4dcdc",
    seaNear: "#2d6f98",
    seaFar: "#9cc3d6",
    lit: "#f4e6da",
    litRatio: 0.06,
    cloud: "#fff7f0",
    cloudOpacity: 0.85,
    shadowTint: "#4a4f78",
    warm: "#ffe2c0",
    sunHeight: 24,
    ground: "#dccbb0",
  },
  golden: {
    time: "golden",
    sky: [
      [0, "#2e5288"],
      [0.38, "#8e87a8"],
      [0.72, "#eaa877"],
      [1, "#f8d58e"],
    ],
    sun: "#fff3cf",
    glow: "#ffd48a",
    haze: "#e7b48f",
    seaNear: "#2f4c74",
    seaFar: "#d99d74",
    lit: "#ffe1a6",
    litRatio: 0.08,
    cloud: "#ffd9b0",
    cloudOpacity: 0.7,
    shadowTint: "#4b3a66",
    warm: "#ffb964",
    sunHeight: 14,
    ground: "#d8b891",
  },
  dusk: {
    time: "dusk",
    sky: [
      [0, "#1b2552"],
      [0.4, "#4e4282"],
      [0.75, "#c86a80"],
      [1, "#f4a273"],
    ],
    sun: "#ffd9ad",
    glow: "#ff9f6e",
    haze: "#a0708f",
    seaNear: "#1c2348",
    seaFar: "#8d5e82",
    lit: "#ffd27a",
    litRatio: 0.3,
    cloud: "#f2a6a0",
    cloudOpacity: 0.55,
    shadowTint: "#2a2450",
    warm: "#ff9a6a",
    sunHeight: 4,
    ground: "#9c7f86",
  },
  night: {
    time: "night",
    sky: [
      [0, "#070c22"],
      [0.55, "#14214d"],
      [1, "#30467e"],
    ],
    sun: "#f4f1e4",
    glow: "#8fa6d8",
    haze: "#26325f",
    seaNear: "#060b20",
    seaFar: "#1d2b5a",
    lit: "#ffd98a",
    litRatio: 0.55,
    cloud: "#3a4a7a",
    cloudOpacity: 0.5,
    shadowTint: "#0b1030",
    warm: "#ffcf7a",
    sunHeight: 40,
    ground: "#2a2f48",
  },
};

/** 3D lighting for a palette; azimuth in degrees (0 = light from +z behind objects, 90 = from +x). */
export function lightFor(p: Palette, azimuth: number): Light {
  const el = (p.sunHeight * Math.PI) / 180;
  const az = (azimuth * Math.PI) / 180;
  const dir: Vec3 = normalize([Math.sin(az) * Math.cos(el), Math.max(Math.sin(el), 0.12), Math.cos(az) * Math.cos(el)]);
  const ambient = p.time === "day" ? 0.5 : p.time === "night" ? 0.55 : 0.42;
  return { dir, ambient, shadow: p.shadowTint, warm: p.warm, warmth: p.time === "day" ? 0.08 : 0.22 };
}

export type SkyOptions = { sunX?: number; sunY?: number; sunR?: number; clouds?: number; stars?: boolean };

/** Sky gradient with sun (or moon), glow and clouds inside the box. */
export function drawSky(doc: Svg, rng: Rng, p: Palette, x: number, y: number, w: number, h: number, o: SkyOptions = {}): void {
  doc.add(rect(x, y, w, h, doc.linear(p.sky)));
  const sx = o.sunX ?? x + w * range(rng, 0.2, 0.8);
  const sy = o.sunY ?? y + h * (p.time === "day" ? range(rng, 0.12, 0.3) : p.time === "night" ? 0.2 : range(rng, 0.62, 0.82));
  const r = o.sunR ?? Math.min(w, h) * (p.time === "day" ? 0.035 : 0.05);
  if (p.time === "night" || o.stars) {
    let d = "";
    const count = Math.round((w * h) / 9000);
    for (let i = 0; i < count; i++) {
      const px = x + rng() * w;
      const py = y + rng() * rng() * h * 0.8;
      const s = range(rng, 0.8, 2.2);
      d += `M${n(px)} ${n(py)}h${n(s)}v${n(s)}h${n(-s)}z`;
    }
    doc.add(`<path d="${d}" fill="#ffffff" opacity="0.55"/>`);
  }
  const glow = doc.radialAt(
    [
      [0, p.glow, p.time === "day" ? 0.55 : 0.8],
      [0.35, p.glow, p.time === "day" ? 0.18 : 0.35],
      [1, p.glow, 0],
    ],
    sx,
    sy,
    r * (p.time === "day" ? 9 : 14),
  );
  doc.add(rect(x, y, w, h, glow));
  if (p.time === "night") {
    doc.add(
      circle(sx, sy, r * 0.8, p.sun),
      circle(sx + r * 0.3, sy - r * 0.15, r * 0.7, mix(p.sky[0]![1], p.sky[1]![1], 0.6), { opacity: 0.9 }),
    );
  } else {
    doc.add(circle(sx, sy, r * 1.5, p.sun, { opacity: 0.25 }), circle(sx, sy, r, p.sun));
  }
  const count = o.clouds ?? int(rng, 1, 4);
  for (let i = 0; i < count; i++) {
    const cx = x + rng() * w;
    const cy = y + h * range(rng, 0.08, p.time === "day" ? 0.45 : 0.6);
    const cw = w * range(rng, 0.1, 0.22);
    doc.add(cloud(rng, p, cx, cy, cw));
  }
}

/** A puffy flat cloud by day, a long soft streak at golden hour and dusk. */
export function cloud(rng: Rng, p: Palette, cx: number, cy: number, cw: number): string {
  if (p.time === "day" || p.time === "morning" || chance(rng, 0.25)) {
    const puffs = int(rng, 3, 5);
    let s = rect(cx - cw / 2, cy - cw * 0.06, cw, cw * 0.12, p.cloud, { rx: cw * 0.06 });
    for (let i = 0; i < puffs; i++) {
      const t = (i + 0.5) / puffs;
      const r = cw * (0.09 + 0.1 * Math.sin(Math.PI * t)) * range(rng, 0.8, 1.15);
      s += circle(cx - cw / 2 + cw * t, cy - r * 0.45, r, p.cloud);
    }
    return group(s, { opacity: p.cloudOpacity });
  }
  let s = "";
  const rows = int(rng, 2, 3);
  for (let i = 0; i < rows; i++) {
    const len = cw * range(rng, 0.6, 1.4);
    const hh = cw * range(rng, 0.03, 0.05);
    s += rect(cx - len / 2 + range(rng, -0.2, 0.2) * cw, cy + i * hh * 1.6, len, hh, p.cloud, { rx: hh / 2 });
  }
  return group(s, { opacity: p.cloudOpacity });
}

/** Sea from the horizon down, with ripple glints and the sun's reflection column. */
export function drawSea(doc: Svg, rng: Rng, p: Palette, x: number, y: number, w: number, h: number, sunX?: number): void {
  doc.add(
    rect(
      x,
      y,
      w,
      h,
      doc.linear([
        [0, p.seaFar],
        [1, p.seaNear],
      ]),
    ),
  );
  let glints = "";
  const rows = Math.round(h / 9);
  for (let i = 0; i < rows; i++) {
    const t = (i + rng()) / rows;
    const gy = y + t * t * h;
    const len = range(rng, 20, 90) * (0.4 + t);
    const gx = x + rng() * w;
    glints += `M${n(gx)} ${n(gy)}h${n(len)}`;
  }
  doc.add(stroke(glints, "#ffffff", 1.6, { opacity: p.time === "day" ? 0.22 : 0.14, "stroke-linecap": "round" }));
  if (sunX !== undefined && p.time !== "day") {
    let col = "";
    const steps = Math.round(h / 7);
    for (let i = 0; i < steps; i++) {
      const t = i / steps;
      const half = (8 + t * w * 0.07) * range(rng, 0.4, 1.1);
      col += `M${n(sunX - half + range(rng, -6, 6))} ${n(y + 2 + t * h)}h${n(half * 2)}`;
    }
    doc.add(stroke(col, p.sun, 2.2, { opacity: 0.5, "stroke-linecap": "round" }));
  }
  doc.add(rect(x, y, w, 2, p.haze, { opacity: 0.6 }));
}
