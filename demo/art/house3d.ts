// Low-rise building kit in 3D: rotated blocks, hip and gable roofs, and facade openings
// (glazing, doors, garage doors, arched windows, wood slats) painted as face decals.

import { mix, shade } from "./color.ts";
import type { Face, Scene, Vec3 } from "./scene3d.ts";
import { n, poly, stroke } from "./svg.ts";

/** Maps local plan coordinates (x right, z away) of a rotated building to world x,z. */
export type Frame = { cx: number; cz: number; rot: number };

export function toWorld(t: Frame, x: number, z: number): [number, number] {
  const c = Math.cos(t.rot);
  const s = Math.sin(t.rot);
  return [t.cx + x * c - z * s, t.cz + x * s + z * c];
}

export function rectFoot(t: Frame, x0: number, z0: number, x1: number, z1: number): [number, number][] {
  return [toWorld(t, x0, z0), toWorld(t, x1, z0), toWorld(t, x1, z1), toWorld(t, x0, z1)];
}

export type Opening = {
  u0: number;
  v0: number;
  u1: number;
  v1: number;
  kind: "glass" | "door" | "garage" | "arch" | "slats" | "panel";
  /** Vertical divisions for glass. */
  bays?: number;
};

export type Finish = {
  glass: string;
  frame: string;
  wood: string;
  panel: string;
};

/** Paints openings on a face with frames, mullions and a reflection band. */
export function paintOpenings(f: Face, list: readonly Opening[], fin: Finish): string {
  const px = f.scale(f.width / 2, 1.5);
  const fw = Math.max(1, px * 0.12);
  let out = "";
  for (const o of list) {
    const { u0, v0, u1, v1 } = o;
    if (u1 - u0 < 0.2 || u0 < 0 || u1 > f.width + 1e-6) continue;
    switch (o.kind) {
      case "slats": {
        out += poly(f.quad(u0, v0, u1, v1), fin.wood);
        let d = "";
        for (let u = u0 + 0.18; u < u1 - 0.05; u += 0.18) d += f.line(u, v0, u, v1);
        out += stroke(d, shade(fin.wood, -0.3), Math.max(0.6, px * 0.04), { opacity: 0.7 });
        break;
      }
      case "panel":
        out += poly(f.quad(u0, v0, u1, v1), fin.panel);
        break;
      case "garage": {
        out += poly(f.quad(u0 - 0.12, v0, u1 + 0.12, v1 + 0.12), fin.frame);
        out += poly(f.quad(u0, v0, u1, v1), fin.panel);
        let d = "";
        for (let v = v0 + 0.25; v < v1; v += 0.25) d += f.line(u0, v, u1, v);
        out += stroke(d, shade(fin.panel, -0.25), Math.max(0.6, px * 0.03), { opacity: 0.6 });
        break;
      }
      case "door": {
        out += poly(f.quad(u0 - 0.1, v0, u1 + 0.1, v1 + 0.1), fin.frame);
        out += poly(f.quad(u0, v0, u1, v1), fin.wood);
        let d = "";
        for (let v = v0 + 0.3; v < v1; v += 0.3) d += f.line(u0, v, u1, v);
        out += stroke(d, shade(fin.wood, -0.25), Math.max(0.5, px * 0.03), { opacity: 0.5 });
        out += poly(f.quad(u1 - 0.22, v0 + 0.9, u1 - 0.16, v0 + 1.4), "#c9c4b8");
        break;
      }
      case "arch": {
        const r = (u1 - u0) / 2;
        const mid = (u0 + u1) / 2;
        const shape = (grow: number): [number, number][] => {
          const pts: [number, number][] = [[u0 - grow, v0 - grow]];
          for (let i = 0; i <= 10; i++) {
            const a = Math.PI * (1 - i / 10);
            pts.push([mid + Math.cos(a) * (r + grow), v1 - r + Math.sin(a) * (r + grow)]);
          }
          pts.push([u1 + grow, v0 - grow]);
          return pts;
        };
        out += poly(f.polygon(shape(0.12)), fin.frame);
        out += poly(f.polygon(shape(0)), fin.glass);
        out += poly(
          f.polygon([
            [u0, v0 + (v1 - v0) * 0.55],
            [u0 + (u1 - u0) * 0.6, v1],
            [u0, v1],
          ]),
          "#ffffff",
          { opacity: 0.12 },
        );
        out += stroke(f.line(mid, v0, mid, v1) + f.line(u0, v0 + (v1 - v0) * 0.55, u1, v0 + (v1 - v0) * 0.55), fin.frame, fw);
        break;
      }
      default: {
        out += poly(f.quad(u0 - 0.08, v0 - 0.08, u1 + 0.08, v1 + 0.08), fin.frame);
        out += poly(f.quad(u0, v0, u1, v1), fin.glass);
        // A diagonal sky reflection band.
        const w = u1 - u0;
        const h = v1 - v0;
        const k = Math.min(w, h) * 0.45;
        const band: [number, number][] = [
          [u0, v0 + h * 0.35],
          [u0 + k, v1],
          [u0 + k * 1.7, v1],
          [u0, v0 + h * 0.35 - k * 0.9],
        ];
        out += poly(f.polygon(band.map(([a, b]) => [Math.min(u1, a), Math.min(v1, Math.max(v0, b))])), "#ffffff", {
          opacity: 0.14,
        });
        const bays = o.bays ?? Math.max(1, Math.round(w / 1.6));
        let d = "";
        for (let i = 1; i < bays; i++) d += f.line(u0 + (w * i) / bays, v0, u0 + (w * i) / bays, v1);
        out += stroke(d, fin.frame, fw);
      }
    }
  }
  return out;
}

/** A hip roof over a local rectangle at height y with the given rise and overhang. */
export function hipRoof(
  scene: Scene,
  t: Frame,
  x0: number,
  z0: number,
  x1: number,
  z1: number,
  y: number,
  rise: number,
  over: number,
  color: string,
): void {
  const a = x0 - over;
  const b = x1 + over;
  const c = z0 - over;
  const d = z1 + over;
  const inset = Math.min(b - a, d - c) / 2;
  const P = (x: number, z: number, h: number): Vec3 => {
    const [wx, wz] = toWorld(t, x, z);
    return [wx, h, wz];
  };
  const ridgeAlongX = b - a >= d - c;
  const r0 = ridgeAlongX ? P(a + inset, (c + d) / 2, y + rise) : P((a + b) / 2, c + inset, y + rise);
  const r1 = ridgeAlongX ? P(b - inset, (c + d) / 2, y + rise) : P((a + b) / 2, d - inset, y + rise);
  const A = P(a, c, y);
  const B = P(b, c, y);
  const C = P(b, d, y);
  const D = P(a, d, y);
  const faces = ridgeAlongX
    ? [
        { pts: [A, B, r1, r0], color },
        { pts: [B, C, r1], color },
        { pts: [C, D, r0, r1], color },
        { pts: [D, A, r0], color },
      ]
    : [
        { pts: [A, B, r0], color },
        { pts: [B, C, r1, r0], color },
        { pts: [C, D, r1], color },
        { pts: [D, A, r0, r1], color },
      ];
  faces.push({ pts: [A, D, C, B], color: shade(color, -0.4) });
  scene.solid(faces, true);
}

/** A gable roof with its ridge along local x. */
export function gableRoof(
  scene: Scene,
  t: Frame,
  x0: number,
  z0: number,
  x1: number,
  z1: number,
  y: number,
  rise: number,
  over: number,
  color: string,
  gable: string,
): void {
  const P = (x: number, z: number, h: number): Vec3 => {
    const [wx, wz] = toWorld(t, x, z);
    return [wx, h, wz];
  };
  const zm = (z0 + z1) / 2;
  const A = P(x0 - over, z0 - over, y - over * 0.4);
  const B = P(x1 + over, z0 - over, y - over * 0.4);
  const C = P(x1 + over, z1 + over, y - over * 0.4);
  const D = P(x0 - over, z1 + over, y - over * 0.4);
  const R0 = P(x0 - over, zm, y + rise);
  const R1 = P(x1 + over, zm, y + rise);
  scene.solid(
    [
      { pts: [A, B, R1, R0], color },
      { pts: [D, C, R1, R0], color },
      { pts: [A, R0, D], color: gable },
      { pts: [B, R1, C], color: gable },
      { pts: [A, B, C, D], color: shade(color, -0.4) },
    ],
    true,
  );
}

/** Flat water surface with coping, for pools seen from outside. */
export function poolSurface(scene: Scene, foot: [number, number][], water: string, coping: string): string {
  const grow = (k: number): [number, number][] => {
    const cx = foot.reduce((s, p) => s + p[0], 0) / foot.length;
    const cz = foot.reduce((s, p) => s + p[1], 0) / foot.length;
    return foot.map(([x, z]) => {
      const dx = x - cx;
      const dz = z - cz;
      const l = Math.hypot(dx, dz) || 1;
      return [x + (dx / l) * k, z + (dz / l) * k];
    });
  };
  let out = scene.flat(grow(0.6), 0.02, coping);
  out += scene.flat(foot, 0.03, water);
  // Ripple highlights.
  const cz = foot.reduce((s, p) => s + p[1], 0) / foot.length;
  const cx = foot.reduce((s, p) => s + p[0], 0) / foot.length;
  let d = "";
  for (let i = 0; i < 6; i++) {
    const a = scene.at([cx - 2 + ((i * 1.7) % 4), 0.03, cz - 1.5 + i * 0.6]);
    const l = a.s * (0.8 + (i % 3) * 0.4);
    d += `M${n(a.x)} ${n(a.y)}h${n(l)}`;
  }
  out += stroke(d, "#ffffff", 1.5, { opacity: 0.45, "stroke-linecap": "round" });
  return out;
}

export function glassTone(skyTop: string): string {
  return mix("#2f475c", skyTop, 0.25);
}
