// Interior shell in one/two-point perspective: walls, floor patterns, ceiling lights, windows with a
// city view, curtains and sun patches. Furniture is added to room.scene (see furniture.ts).

import { shade } from "./color.ts";
import { type Rng, chance, int, range } from "./random.ts";
import { type Camera, type Face, type Light, Scene, type Vec3, normalize, plane, projectPoly } from "./scene3d.ts";
import type { Palette } from "./sky.ts";
import { type Pt, type Svg, n, poly, pts, stroke } from "./svg.ts";
import { type ViewOptions, cityView } from "./views.ts";

export type FloorKind = "wood" | "tile" | "marble";

export type RoomStyle = {
  wall: string;
  floor: string;
  floorKind: FloorKind;
  ceiling: string;
  trim: string;
  /** Optional different colour for the back wall. */
  feature?: string;
};

export type Room = {
  scene: Scene;
  cam: Camera;
  W: number;
  D: number;
  H: number;
  back: Face;
  left: Face;
  right: Face;
  floor: Face;
  ceiling: Face;
  p: Palette;
  evening: boolean;
  style: RoomStyle;
};

export type RoomOptions = {
  W: number;
  D: number;
  H: number;
  camX: number;
  camY: number;
  camZ: number;
  yaw: number;
  f: number;
  style: RoomStyle;
  p: Palette;
};

/** Light entering from the back/side windows. */
function interiorLight(evening: boolean): Light {
  return {
    dir: normalize([0.35, 0.55, 0.75]),
    ambient: evening ? 0.62 : 0.7,
    shadow: evening ? "#3a2f45" : "#5d5560",
    warm: evening ? "#ffcf8f" : "#fff4e2",
    warmth: evening ? 0.25 : 0.12,
  };
}

export function createRoom(doc: Svg, o: RoomOptions): Room {
  const cam: Camera = { pos: [o.camX, o.camY, o.camZ], yaw: o.yaw, f: o.f, cx: doc.width / 2, cy: doc.height * 0.44 };
  const evening = o.p.time === "dusk" || o.p.time === "night";
  const scene = new Scene(cam, interiorLight(evening));
  const z0 = o.camZ - 3;
  const L = o.W / 2;
  const len = o.D - z0;
  return {
    scene,
    cam,
    W: o.W,
    D: o.D,
    H: o.H,
    back: plane(cam, o.style.feature ?? o.style.wall, [-L, 0, o.D], [1, 0, 0], [0, 1, 0], o.W, o.H),
    left: plane(cam, shade(o.style.wall, -0.06), [-L, 0, z0], [0, 0, 1], [0, 1, 0], len, o.H),
    right: plane(cam, shade(o.style.wall, -0.1), [L, 0, z0], [0, 0, 1], [0, 1, 0], len, o.H),
    floor: plane(cam, o.style.floor, [-L, 0, z0], [1, 0, 0], [0, 0, 1], o.W, len),
    ceiling: plane(cam, o.style.ceiling, [-L, o.H, z0], [1, 0, 0], [0, 0, 1], o.W, len),
    p: o.p,
    evening,
    style: o.style,
  };
}

function bbox(points: Pt[]): { x: number; y: number; w: number; h: number } {
  const xs = points.map((q) => q[0]);
  const ys = points.map((q) => q[1]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

/** Walls, floor with its pattern, ceiling with downlights and skirting. */
export function drawShell(doc: Svg, rng: Rng, r: Room): void {
  const s = r.style;
  const dim = r.evening ? -0.12 : 0;
  const wallFill = (f: Face, k: number) => {
    const q = f.quad(0, 0, f.width, f.height);
    const b = bbox(q);
    return poly(
      q,
      doc.linearAt(
        [
          [0, shade(f.color, 0.04 + dim)],
          [1, shade(f.color, -0.05 + dim + k)],
        ],
        b.x,
        b.y,
        b.x,
        b.y + b.h,
      ),
    );
  };
  doc.add(wallFill(r.ceiling, -0.02), wallFill(r.left, 0), wallFill(r.right, 0), wallFill(r.back, 0));
  const fq = r.floor.quad(0, 0, r.floor.width, r.floor.height);
  const fb = bbox(fq);
  doc.add(
    poly(
      fq,
      doc.linearAt(
        [
          [0, shade(s.floor, 0.06 + dim)],
          [1, shade(s.floor, -0.12 + dim)],
        ],
        0,
        fb.y,
        0,
        fb.y + fb.h,
      ),
    ),
  );
  doc.add(floorPattern(rng, r));
  // Skirting boards.
  const skirt = (f: Face) => poly(f.quad(0, 0, f.width, 0.09), s.trim);
  doc.add(skirt(r.back), skirt(r.left), skirt(r.right));
  // Ceiling: cove shadow line and downlights.
  doc.add(stroke(r.back.line(0, r.H - 0.02, r.W, r.H - 0.02), shade(s.ceiling, -0.2), 2, { opacity: 0.6 }));
  let lights = "";
  const rows = int(rng, 2, 3);
  for (let i = 0; i < rows; i++) {
    for (const u of [0.25, 0.75]) {
      const cz = r.D - 1 - i * 2.2;
      const c = r.ceiling;
      const v = cz - c.at(0, 0)[2];
      const ring: [number, number][] = [];
      for (let k = 0; k < 10; k++)
        ring.push([u * r.W + Math.cos((k / 10) * Math.PI * 2) * 0.07, v + Math.sin((k / 10) * Math.PI * 2) * 0.07]);
      lights += poly(c.polygon(ring), r.evening ? "#fff1c9" : "#fbfaf6");
    }
  }
  doc.add(lights);
}

function floorPattern(rng: Rng, r: Room): string {
  const f = r.floor;
  const kind = r.style.floorKind;
  const col = shade(r.style.floor, -0.3);
  let d = "";
  if (kind === "wood") {
    const pw = range(rng, 0.18, 0.24);
    for (let u = pw; u < f.width; u += pw) d += f.line(u, 0, u, f.height);
    let joints = "";
    for (let u = 0; u < f.width; u += pw) {
      for (let v = range(rng, 0, 1.2); v < f.height; v += range(rng, 1, 2)) joints += f.line(u, v, u + pw, v);
    }
    return stroke(d, col, 1, { opacity: 0.35 }) + stroke(joints, col, 0.8, { opacity: 0.3 });
  }
  const t = kind === "marble" ? 1.2 : range(rng, 0.6, 0.9);
  for (let u = t; u < f.width; u += t) d += f.line(u, 0, u, f.height);
  for (let v = f.height - t; v > 0; v -= t) d += f.line(0, v, f.width, v);
  let out = stroke(d, kind === "marble" ? shade(r.style.floor, -0.15) : col, 1, { opacity: kind === "marble" ? 0.5 : 0.3 });
  if (kind === "marble") {
    let veins = "";
    for (let i = 0; i < 14; i++) {
      const u = range(rng, 0, f.width);
      const v = range(rng, 0, f.height);
      const p = f.polygon([
        [u, v],
        [u + 0.6, v + 0.3],
        [u + 1.1, v + 0.2],
        [u + 1.6, v + 0.6],
      ]);
      veins += `M${p.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}`;
    }
    out += stroke(veins, shade(r.style.floor, -0.25), 1, { opacity: 0.35, "stroke-linejoin": "round" });
    // Mirror-like reflection band of the back wall.
    out += poly(f.quad(0, f.height - 3, f.width, f.height), "#ffffff", { opacity: 0.08 });
  }
  return out;
}

export type WindowOptions = {
  mullions?: number;
  curtains?: string | null;
  view?: ViewOptions;
  sunPatch?: boolean;
  frame?: string;
};

/** A glazed opening on a wall face showing the city, with frame, mullions, curtains and sun patch. */
export function windowOnWall(
  doc: Svg,
  rng: Rng,
  r: Room,
  f: Face,
  u0: number,
  v0: number,
  u1: number,
  v1: number,
  o: WindowOptions = {},
): void {
  const q = f.quad(u0, v0, u1, v1);
  if (q.length < 3) return;
  const raw = bbox(q);
  const x0 = Math.max(-10, raw.x);
  const y0 = Math.max(-10, raw.y);
  const b = { x: x0, y: y0, w: Math.min(doc.width + 10, raw.x + raw.w) - x0, h: Math.min(doc.height + 10, raw.y + raw.h) - y0 };
  const clip = doc.clip(`<polygon points="${pts(q)}"/>`);
  const mark = doc.size();
  cityView(doc, rng, r.p, b.x, b.y, b.w, b.h, r.cam.cy, { altitude: range(rng, 0.3, 0.9), ...o.view });
  doc.add(`<g clip-path="${clip}">${doc.cut(mark)}</g>`);
  const frame = o.frame ?? "#2e3136";
  const px = f.scale((u0 + u1) / 2, (v0 + v1) / 2);
  const bays = o.mullions ?? Math.max(1, Math.round((u1 - u0) / 1.3));
  let d = "";
  for (let i = 1; i < bays; i++) d += f.line(u0 + ((u1 - u0) * i) / bays, v0, u0 + ((u1 - u0) * i) / bays, v1);
  if (chance(rng, 0.5) && v1 - v0 > 2) d += f.line(u0, v0 + 0.45, u1, v0 + 0.45);
  doc.add(stroke(d, frame, Math.max(1.5, px * 0.06)));
  doc.add(`<polygon points="${pts(q)}" fill="none" stroke="${frame}" stroke-width="${n(Math.max(2, px * 0.09))}"/>`);
  // Glass sheen.
  doc.add(
    poly(
      f.polygon([
        [u0, v0],
        [u0 + (u1 - u0) * 0.35, v0],
        [u0 + (u1 - u0) * 0.15, v1],
        [u0, v1],
      ]),
      "#ffffff",
      { opacity: 0.06 },
    ),
  );
  if (o.sunPatch ?? !r.evening) sunPatch(doc, r, f, u0, v0, u1, v1);
  if (o.curtains) curtains(doc, r, f, u0, u1, v1, o.curtains);
}

function sunPatch(doc: Svg, r: Room, f: Face, u0: number, v0: number, u1: number, v1: number): void {
  const back = Math.abs(f.normal[2]) > 0.5;
  const out: Vec3 = back ? [0, 0, 1] : [Math.sign(f.at(0, 0)[0]), 0, 0];
  const dir: Vec3 = normalize([-out[0] * 0.8 + (back ? 0.3 : 0), -0.7, -out[2] * 0.8 + (back ? 0 : -0.25)]);
  const corners: Vec3[] = [f.at(u0, v0), f.at(u1, v0), f.at(u1, v1 * 0.8), f.at(u0, v1 * 0.8)];
  const half = r.W / 2;
  const onFloor = corners.map((c) => {
    const t = c[1] / -dir[1];
    return [
      Math.max(-half, Math.min(half, c[0] + dir[0] * t)),
      0.002,
      Math.max(r.cam.pos[2] + 0.5, Math.min(r.D, c[2] + dir[2] * t)),
    ] as Vec3;
  });
  doc.add(poly(projectPoly(r.cam, onFloor), "#fff6dc", { opacity: 0.22 }));
}

function curtains(doc: Svg, r: Room, f: Face, u0: number, u1: number, v1: number, color: string): void {
  const cw = Math.min(0.9, (u1 - u0) * 0.18);
  const top = Math.min(r.H - 0.05, v1 + 0.2);
  const fold = (a: number) => {
    const q = f.quad(a, 0.02, a + cw, top);
    let d = "";
    for (let k = 1; k < 5; k++) d += f.line(a + (cw * k) / 5, 0.02, a + (cw * k) / 5, top);
    return poly(q, color, { opacity: 0.92 }) + stroke(d, shade(color, -0.2), 1.5, { opacity: 0.5 });
  };
  doc.add(fold(Math.max(0, u0 - cw * 0.5)), fold(Math.min(f.width - cw, u1 - cw * 0.5)));
  doc.add(stroke(f.line(u0 - cw * 0.6, top + 0.03, u1 + cw * 0.6, top + 0.03), "#3a3a3a", 2));
}

/** Warm glow of a lamp (evening scenes). */
export function glow(doc: Svg, x: number, y: number, radius: number, color: string, strength: number): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius)}" fill="${doc.radial([
    [0, color, strength],
    [0.4, color, strength * 0.35],
    [1, color, 0],
  ])}"/>`;
}
