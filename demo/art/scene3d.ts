// Tiny 3D helper for flat illustrations: a pinhole camera, convex prisms with flat-shaded faces,
// face decals (windows, panels), painter's ordering of objects and projected sun shadows.

import { mix } from "./color.ts";
import { type Pt, n, poly } from "./svg.ts";

export type Vec3 = readonly [number, number, number];

/** yaw 0 looks along +z; positive yaw turns toward +x. Vertical lines stay vertical (no pitch). */
export type Camera = {
  pos: Vec3;
  yaw: number;
  f: number;
  cx: number;
  cy: number;
};

/** dir points toward the light (normalised); ambient in [0, 1]; shadow is the tint of unlit faces. */
export type Light = {
  dir: Vec3;
  ambient: number;
  shadow: string;
  warm?: string;
  warmth?: number;
};

const NEAR = 0.05;

function toCam(cam: Camera, p: Vec3): Vec3 {
  const dx = p[0] - cam.pos[0];
  const dy = p[1] - cam.pos[1];
  const dz = p[2] - cam.pos[2];
  const s = Math.sin(cam.yaw);
  const c = Math.cos(cam.yaw);
  return [dx * c - dz * s, dy, dx * s + dz * c];
}

function screen(cam: Camera, c: Vec3): Pt {
  return [cam.cx + (cam.f * c[0]) / c[2], cam.cy - (cam.f * c[1]) / c[2]];
}

export function normalize(v: Vec3): Vec3 {
  const l = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / l, v[1] / l, v[2] / l];
}

function dot(a: Vec3, b: Vec3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

/** Projects a point; s is the pixel size of one world unit at that depth (0 if behind the camera). */
export function project(cam: Camera, p: Vec3): { x: number; y: number; s: number } {
  const c = toCam(cam, p);
  if (c[2] < NEAR) return { x: cam.cx, y: cam.cy, s: 0 };
  const [x, y] = screen(cam, c);
  return { x, y, s: cam.f / c[2] };
}

/** Projects a planar polygon, clipping it against the near plane. */
export function projectPoly(cam: Camera, points: readonly Vec3[]): Pt[] {
  const c = points.map((p) => toCam(cam, p));
  const out: Vec3[] = [];
  for (let i = 0; i < c.length; i++) {
    const a = c[i]!;
    const b = c[(i + 1) % c.length]!;
    const ain = a[2] >= NEAR;
    const bin = b[2] >= NEAR;
    if (ain) out.push(a);
    if (ain !== bin) {
      const t = (NEAR - a[2]) / (b[2] - a[2]);
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, NEAR]);
    }
  }
  return out.map((p) => screen(cam, p));
}

/** Path segment "M..L.." for a 3D line, clipped at the near plane. */
export function projectLine(cam: Camera, a: Vec3, b: Vec3): string {
  let p = toCam(cam, a);
  let q = toCam(cam, b);
  if (p[2] < NEAR && q[2] < NEAR) return "";
  if (p[2] < NEAR || q[2] < NEAR) {
    const t = (NEAR - p[2]) / (q[2] - p[2]);
    const m: Vec3 = [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t, NEAR];
    if (p[2] < NEAR) p = m;
    else q = m;
  }
  const [x1, y1] = screen(cam, p);
  const [x2, y2] = screen(cam, q);
  return `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`;
}

export function faceColor(base: string, normal: Vec3, light: Light): string {
  const d = Math.max(0, dot(normal, light.dir));
  const b = light.ambient + (1 - light.ambient) * d;
  let c = mix(mix(base, light.shadow, 0.6), base, b);
  if (light.warm && d > 0) c = mix(c, light.warm, (light.warmth ?? 0.15) * d);
  return c;
}

/** A face handed to decal painters: u runs along the face, v upward (sides) or along +z (caps). */
export type Face = {
  kind: "side" | "top" | "bottom";
  index: number;
  normal: Vec3;
  width: number;
  height: number;
  color: string;
  at: (u: number, v: number) => Vec3;
  quad: (u0: number, v0: number, u1: number, v1: number) => Pt[];
  line: (u0: number, v0: number, u1: number, v1: number) => string;
  /** Any polygon given in face coordinates. */
  polygon: (uv: readonly (readonly [number, number])[]) => Pt[];
  /** Pixels per world unit at a point of the face. */
  scale: (u: number, v: number) => number;
};

export type Prism = {
  /** Convex footprint in the x,z plane. */
  foot: readonly (readonly [number, number])[];
  y0: number;
  y1: number;
  color: string;
  top?: string;
  /** Per-side colour overrides by side index. */
  sides?: Record<number, string>;
  decal?: (face: Face) => string;
  /** Extra markup drawn after the faces (e.g. highlights), in screen space. */
  after?: string;
  shadow?: boolean;
};

type Item = { min: Vec3; max: Vec3; draw: () => string };

function hull(points: Pt[]): Pt[] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (p.length < 3) return p;
  const cross = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Pt[] = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper: Pt[] = [];
  for (const q of p.reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, q) <= 0) upper.pop();
    upper.push(q);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

/** Collects objects, then draws them back to front. */
export class Scene {
  readonly cam: Camera;
  readonly light: Light;
  private items: Item[] = [];
  private shadowPolys: Pt[][] = [];

  constructor(cam: Camera, light: Light) {
    this.cam = cam;
    this.light = light;
  }

  at(p: Vec3): { x: number; y: number; s: number } {
    return project(this.cam, p);
  }

  /** A flat polygon on a horizontal plane (ground, rugs drawn beneath everything). */
  flat(foot: readonly (readonly [number, number])[], y: number, fill: string, extra?: Record<string, string | number>): string {
    return poly(
      projectPoly(
        this.cam,
        foot.map(([x, z]) => [x, y, z] as Vec3),
      ),
      fill,
      extra,
    );
  }

  /** A vertical quad from (x0,z0) to (x1,z1) between heights y0..y1. */
  wall(x0: number, z0: number, x1: number, z1: number, y0: number, y1: number): Pt[] {
    return projectPoly(this.cam, [
      [x0, y0, z0],
      [x1, y0, z1],
      [x1, y1, z1],
      [x0, y1, z0],
    ]);
  }

  sprite(min: Vec3, max: Vec3, draw: () => string): void {
    this.items.push({ min, max, draw });
  }

  box(x0: number, y0: number, z0: number, x1: number, y1: number, z1: number, color: string, opts: Partial<Prism> = {}): void {
    this.prism({
      foot: [
        [x0, z0],
        [x1, z0],
        [x1, z1],
        [x0, z1],
      ],
      y0,
      y1,
      color,
      ...opts,
    });
  }

  prism(pr: Prism): void {
    const xs = pr.foot.map((p) => p[0]);
    const zs = pr.foot.map((p) => p[1]);
    const min: Vec3 = [Math.min(...xs), pr.y0, Math.min(...zs)];
    const max: Vec3 = [Math.max(...xs), pr.y1, Math.max(...zs)];
    if (pr.shadow) this.addShadow(pr);
    this.items.push({ min, max, draw: () => this.drawPrism(pr) });
  }

  /** A convex solid given by its planar faces (roofs, wedges); hidden faces are culled. */
  solid(faces: readonly { pts: readonly Vec3[]; color: string }[], shadow = false): void {
    const all = faces.flatMap((f) => f.pts);
    const min: Vec3 = [Math.min(...all.map((p) => p[0])), Math.min(...all.map((p) => p[1])), Math.min(...all.map((p) => p[2]))];
    const max: Vec3 = [Math.max(...all.map((p) => p[0])), Math.max(...all.map((p) => p[1])), Math.max(...all.map((p) => p[2]))];
    const c: Vec3 = [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, (min[2] + max[2]) / 2];
    if (shadow && this.light.dir[1] > 0.05) {
      const d = this.light.dir;
      this.shadowPolys.push(hull(all.map((p) => [p[0] - (d[0] / d[1]) * p[1], p[2] - (d[2] / d[1]) * p[1]] as Pt)));
    }
    this.items.push({
      min,
      max,
      draw: () => {
        let out = "";
        for (const f of faces) {
          const [a, b, q] = f.pts as [Vec3, Vec3, Vec3];
          const u: Vec3 = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
          const v: Vec3 = [q[0] - a[0], q[1] - a[1], q[2] - a[2]];
          let nrm = normalize([u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]]);
          if (dot(nrm, [a[0] - c[0], a[1] - c[1], a[2] - c[2]]) < 0) nrm = [-nrm[0], -nrm[1], -nrm[2]];
          const cam = this.cam.pos;
          if (dot(nrm, [cam[0] - a[0], cam[1] - a[1], cam[2] - a[2]]) <= 1e-9) continue;
          out += poly(projectPoly(this.cam, f.pts), faceColor(f.color, nrm, this.light));
        }
        return out;
      },
    });
  }

  private addShadow(pr: Prism): void {
    const d = this.light.dir;
    if (d[1] < 0.05) return;
    const ox = -d[0] / d[1];
    const oz = -d[2] / d[1];
    const pts: Pt[] = [];
    for (const [x, z] of pr.foot) {
      pts.push([x + ox * pr.y0, z + oz * pr.y0], [x + ox * pr.y1, z + oz * pr.y1]);
    }
    this.shadowPolys.push(hull(pts));
  }

  /** Ground shadows of all prisms marked shadow: true, as one translucent group. */
  shadows(color: string, opacity: number, groundY = 0): string {
    const shapes = this.shadowPolys
      .map((h) =>
        poly(
          projectPoly(
            this.cam,
            h.map(([x, z]) => [x, groundY, z] as Vec3),
          ),
          color,
        ),
      )
      .join("");
    return shapes ? `<g opacity="${n(opacity)}">${shapes}</g>` : "";
  }

  private drawPrism(pr: Prism): string {
    const cam = this.cam;
    const foot = pr.foot;
    const cx = foot.reduce((s, p) => s + p[0], 0) / foot.length;
    const cz = foot.reduce((s, p) => s + p[1], 0) / foot.length;
    let out = "";
    const makeFace = (
      kind: Face["kind"],
      index: number,
      normal: Vec3,
      width: number,
      height: number,
      color: string,
      at: Face["at"],
    ): Face => ({
      kind,
      index,
      normal,
      width,
      height,
      color,
      at,
      quad: (u0, v0, u1, v1) => projectPoly(cam, [at(u0, v0), at(u1, v0), at(u1, v1), at(u0, v1)]),
      line: (u0, v0, u1, v1) => projectLine(cam, at(u0, v0), at(u1, v1)),
      scale: (u, v) => project(cam, at(u, v)).s,
      polygon: (uv) =>
        projectPoly(
          cam,
          uv.map(([u, v]) => at(u, v)),
        ),
    });
    for (let i = 0; i < foot.length; i++) {
      const a = foot[i]!;
      const b = foot[(i + 1) % foot.length]!;
      const ex = b[0] - a[0];
      const ez = b[1] - a[1];
      const len = Math.hypot(ex, ez);
      if (len < 1e-6) continue;
      let nrm: Vec3 = [ez / len, 0, -ex / len];
      const mx = (a[0] + b[0]) / 2 - cx;
      const mz = (a[1] + b[1]) / 2 - cz;
      if (nrm[0] * mx + nrm[2] * mz < 0) nrm = [-nrm[0], 0, -nrm[2]];
      const toCamV: Vec3 = [cam.pos[0] - a[0], 0, cam.pos[2] - a[1]];
      if (dot(nrm, toCamV) <= 1e-9) continue;
      const base = pr.sides?.[i] ?? pr.color;
      const color = faceColor(base, nrm, this.light);
      const at = (u: number, v: number): Vec3 => [a[0] + (ex * u) / len, pr.y0 + v, a[1] + (ez * u) / len];
      const face = makeFace("side", i, nrm, len, pr.y1 - pr.y0, color, at);
      out += poly(face.quad(0, 0, len, pr.y1 - pr.y0), color);
      if (pr.decal) out += pr.decal(face);
    }
    const minX = Math.min(...foot.map((p) => p[0]));
    const minZ = Math.min(...foot.map((p) => p[1]));
    const maxX = Math.max(...foot.map((p) => p[0]));
    const maxZ = Math.max(...foot.map((p) => p[1]));
    const cap = (kind: "top" | "bottom", y: number, normal: Vec3) => {
      const color = faceColor(pr.top ?? pr.color, normal, this.light);
      out += poly(
        projectPoly(
          cam,
          foot.map(([x, z]) => [x, y, z] as Vec3),
        ),
        color,
      );
      if (pr.decal) {
        const at = (u: number, v: number): Vec3 => [minX + u, y, minZ + v];
        out += pr.decal(makeFace(kind, -1, normal, maxX - minX, maxZ - minZ, color, at));
      }
    };
    if (cam.pos[1] > pr.y1 + 1e-9) cap("top", pr.y1, [0, 1, 0]);
    else if (cam.pos[1] < pr.y0 - 1e-9) cap("bottom", pr.y0, [0, -1, 0]);
    return out + (pr.after ?? "");
  }

  /** Draws all collected objects in painter's order. */
  render(): string {
    const cam = this.cam.pos;
    const items = this.items;
    const count = items.length;
    const dist = items.map((it) => {
      const c: Vec3 = [(it.min[0] + it.max[0]) / 2, (it.min[1] + it.max[1]) / 2, (it.min[2] + it.max[2]) / 2];
      return Math.hypot(c[0] - cam[0], c[1] - cam[1], c[2] - cam[2]);
    });
    // before[i] lists the items that must be drawn before item i.
    const blockers: number[][] = items.map(() => []);
    for (let i = 0; i < count; i++) {
      for (let j = i + 1; j < count; j++) {
        const o = order(items[i]!, items[j]!, cam);
        if (o < 0) blockers[j]!.push(i);
        else if (o > 0) blockers[i]!.push(j);
      }
    }
    const done = new Array<boolean>(count).fill(false);
    const remaining = blockers.map((b) => b.length);
    const dependents: number[][] = items.map(() => []);
    blockers.forEach((list, i) => list.forEach((j) => dependents[j]!.push(i)));
    let out = "";
    for (let k = 0; k < count; k++) {
      let best = -1;
      for (let i = 0; i < count; i++) {
        if (done[i] || remaining[i]! > 0) continue;
        if (best < 0 || dist[i]! > dist[best]!) best = i;
      }
      if (best < 0) {
        for (let i = 0; i < count; i++) if (!done[i] && (best < 0 || dist[i]! > dist[best]!)) best = i;
      }
      done[best] = true;
      for (const d of dependents[best]!) remaining[d] = remaining[d]! - 1;
      out += items[best]!.draw();
    }
    return out;
  }
}

/** -1: a before b, 1: b before a, 0: either, judged by a separating axis plane. */
function order(a: Item, b: Item, c: Vec3): number {
  const eps = 1e-6;
  for (let k = 0; k < 3; k++) {
    if (a.max[k]! <= b.min[k]! + eps) {
      if (c[k]! >= b.min[k]!) return -1;
      if (c[k]! <= a.max[k]!) return 1;
    } else if (b.max[k]! <= a.min[k]! + eps) {
      if (c[k]! >= a.min[k]!) return 1;
      if (c[k]! <= b.max[k]!) return -1;
    }
  }
  return 0;
}

/** A face on an arbitrary rectangle: origin, unit direction along (u) and up (v), size w x h. */
export function plane(cam: Camera, color: string, origin: Vec3, eu: Vec3, ev: Vec3, w: number, h: number): Face {
  const at = (u: number, v: number): Vec3 => [
    origin[0] + eu[0] * u + ev[0] * v,
    origin[1] + eu[1] * u + ev[1] * v,
    origin[2] + eu[2] * u + ev[2] * v,
  ];
  const normal = normalize([eu[1] * ev[2] - eu[2] * ev[1], eu[2] * ev[0] - eu[0] * ev[2], eu[0] * ev[1] - eu[1] * ev[0]]);
  return {
    kind: "side",
    index: 0,
    normal,
    width: w,
    height: h,
    color,
    at,
    quad: (u0, v0, u1, v1) => projectPoly(cam, [at(u0, v0), at(u1, v0), at(u1, v1), at(u0, v1)]),
    line: (u0, v0, u1, v1) => projectLine(cam, at(u0, v0), at(u1, v1)),
    scale: (u, v) => project(cam, at(u, v)).s,
    polygon: (uv) =>
      projectPoly(
        cam,
        uv.map(([u, v]) => at(u, v)),
      ),
  };
}
