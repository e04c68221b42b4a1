// Listing photos "villa" and "townhouse": low-rise homes in 3D with gardens, pools and palms.

import { mix, shade } from "./color.ts";
import { type Finish, type Frame, type Opening, gableRoof, glassTone, hipRoof, paintOpenings, poolSurface, rectFoot, toWorld } from "./house3d.ts";
import { addPalm, addShrub, addTree, groundPlane, horizonHaze, pickPalette, plantTones, road } from "./outdoor.ts";
import { type Rng, chance, createRng, fork, int, pick, range } from "./random.ts";
import { type Face, Scene } from "./scene3d.ts";
import { type Palette, drawSky, lightFor } from "./sky.ts";
import { skyline } from "./skyline.ts";
import { Svg, rect } from "./svg.ts";

const walls = ["#f3efe8", "#ece4d6", "#e7ddcc", "#f1ece3", "#dcd6cc"];
const warmWalls = ["#e9d6b8", "#e4cfae", "#ead9bf", "#dfc9a6"];
const woods = ["#9a6b47", "#a87a52", "#8a5f40", "#b48a62"];
const stones = ["#b9b2a6", "#a9a399", "#8f8c88", "#c8bfb0"];
const roofs = ["#b5654a", "#a8583f", "#c0704f", "#9c5a45"];

function backdrop(doc: Svg, rng: Rng, p: Palette, horizon: number): void {
  const W = doc.width;
  drawSky(doc, rng, p, 0, 0, W, horizon + 2, { clouds: int(rng, 1, 3) });
  if (chance(rng, 0.6)) {
    skyline(doc, rng, p, { x: 0, w: W, base: horizon + 1, maxH: doc.height * 0.16, layers: 1, detail: 0, density: 0.8 });
  }
  horizonHaze(doc, p, horizon, doc.height * 0.08);
  groundPlane(doc, p, horizon, mix("#d9d0bf", p.ground, 0.4));
}

function finishFor(p: Palette, rng: Rng): Finish {
  return { glass: glassTone(p.sky[0]![1]), frame: pick(rng, ["#3b3f45", "#2f3338", "#e9e6e0", "#5a524a"]), wood: pick(rng, woods), panel: pick(rng, stones) };
}

/** Bays across a storey: glazing, wood slats or plain wall, leaving margins. */
function storey(rng: Rng, width: number, v0: number, h: number, door: boolean): Opening[] {
  const list: Opening[] = [];
  const margin = 0.6;
  const bays = Math.max(1, Math.round((width - margin * 2) / range(rng, 2.6, 3.6)));
  const bw = (width - margin * 2) / bays;
  let doorDone = !door;
  for (let i = 0; i < bays; i++) {
    const u0 = margin + i * bw + 0.15;
    const u1 = margin + (i + 1) * bw - 0.15;
    const roll = rng();
    if (!doorDone && (i === bays - 1 || roll < 0.3)) {
      list.push({ u0: u0 + bw * 0.2, v0, u1: u1 - bw * 0.2, v1: v0 + h * 0.78, kind: "door" });
      doorDone = true;
    } else if (roll < 0.68) list.push({ u0, v0: v0 + 0.05, u1, v1: v0 + h - 0.45, kind: "glass", bays: int(rng, 1, 3) });
    else if (roll < 0.84) list.push({ u0, v0: v0 + 0.05, u1, v1: v0 + h - 0.2, kind: "slats" });
  }
  return list;
}

function modernVilla(scene: Scene, rng: Rng, p: Palette, t: Frame): { W: number; D: number } {
  const W = range(rng, 17, 23);
  const D = range(rng, 10, 13);
  const wall = pick(rng, walls);
  const fin = finishFor(p, rng);
  const accent = chance(rng, 0.5) ? fin.panel : fin.wood;
  const split = W * range(rng, 0.1, 0.25);
  const g = 3.6;
  const ff = 3.4;
  const base = Math.floor(rng() * 1e9);
  const paint = (doorOn: boolean, seed: number) => (f: Face) => {
    if (f.kind !== "side") return "";
    const local = createRng(`${base}:${seed}:${f.index}`);
    if (f.index !== 0) {
      const u = f.width * range(local, 0.3, 0.5);
      return chance(local, 0.7) ? paintOpenings(f, [{ u0: u, v0: 0.9, u1: u + range(local, 1, 2.2), v1: f.height - 0.5, kind: "glass" }], fin) : "";
    }
    return paintOpenings(f, storey(local, f.width, 0, f.height, doorOn), fin);
  };
  scene.prism({ foot: rectFoot(t, -W / 2, -D / 2, split, D / 2), y0: 0, y1: g, color: wall, decal: paint(true, 1), shadow: true });
  scene.prism({
    foot: rectFoot(t, split, -D / 2 + 1.5, W / 2, D / 2),
    y0: 0,
    y1: g - 0.3,
    color: accent,
    shadow: true,
    decal: (f) =>
      f.kind === "side" && f.index === 0
        ? paintOpenings(f, [{ u0: f.width * 0.15, v0: 0, u1: f.width * 0.85, v1: 2.6, kind: "garage" }], { ...fin, panel: shade(fin.panel, -0.15) })
        : "",
  });
  scene.prism({ foot: rectFoot(t, split - 0.3, -D / 2 - 0.6, W / 2 + 0.3, D / 2), y0: g - 0.3, y1: g, color: "#f6f4f0", shadow: true });
  const c0 = -W / 2 + (chance(rng, 0.5) ? 0 : range(rng, 1.5, 3));
  const c1 = W * range(rng, 0.2, 0.4);
  const cant = range(rng, 0.8, 2);
  scene.prism({ foot: rectFoot(t, c0, -D / 2 - cant, c1, D / 2 - 1), y0: g, y1: g + ff, color: chance(rng, 0.3) ? shade(wall, -0.06) : wall, decal: paint(false, 2), shadow: true });
  scene.prism({ foot: rectFoot(t, c0 - 0.7, -D / 2 - cant - 0.7, c1 + 0.7, D / 2 - 0.5), y0: g + ff, y1: g + ff + 0.35, color: "#f7f5f1", shadow: true });
  if (c1 < split - 1) {
    scene.prism({ foot: rectFoot(t, c1, -D / 2, split, -D / 2 + 0.12), y0: g, y1: g + 1, color: "#bcd3dc" });
  }
  return { W, D };
}

function classicVilla(scene: Scene, rng: Rng, p: Palette, t: Frame): { W: number; D: number } {
  const W = range(rng, 16, 21);
  const D = range(rng, 10, 12);
  const wall = pick(rng, warmWalls);
  const roof = pick(rng, roofs);
  const fin: Finish = { glass: glassTone(p.sky[0]![1]), frame: pick(rng, ["#f4efe6", "#5b4636", "#3e3a36"]), wood: pick(rng, woods), panel: wall };
  const split = W * range(rng, 0.15, 0.3);
  const windows = (f: Face, storeys: number) => {
    if (f.kind !== "side") return "";
    const list: Opening[] = [];
    const count = Math.max(1, Math.floor(f.width / 3.2));
    const step = f.width / count;
    for (let s = 0; s < storeys; s++) {
      for (let i = 0; i < count; i++) {
        const u = step * (i + 0.5);
        if (f.index !== 0 && (i + s) % 2 === 1) continue;
        const door = s === 0 && f.index === 0 && i === Math.floor(count / 2);
        list.push(door ? { u0: u - 0.75, v0: 0, u1: u + 0.75, v1: 2.9, kind: "door" } : { u0: u - 0.6, v0: s * 3.4 + 0.9, u1: u + 0.6, v1: s * 3.4 + 2.7, kind: "arch" });
      }
    }
    return paintOpenings(f, list, fin);
  };
  scene.prism({ foot: rectFoot(t, -W / 2, -D / 2, split, D / 2), y0: 0, y1: 6.8, color: wall, decal: (f) => windows(f, 2), shadow: true });
  hipRoof(scene, t, -W / 2, -D / 2, split, D / 2, 6.8, range(rng, 2.2, 3), 0.6, roof);
  scene.prism({ foot: rectFoot(t, split, -D / 2 + 1, W / 2, D / 2 - 1), y0: 0, y1: 3.6, color: shade(wall, -0.04), decal: (f) => windows(f, 1), shadow: true });
  hipRoof(scene, t, split, -D / 2 + 1, W / 2, D / 2 - 1, 3.6, 1.6, 0.5, roof);
  return { W, D };
}

/** Shared garden: lawn, pool or driveway, palms and shrubs around a building frame. */
function garden(doc: Svg, scene: Scene, rng: Rng, p: Palette, t: Frame, W: number, D: number, pool: boolean): void {
  const tones = plantTones(p);
  doc.add(scene.flat(rectFoot(t, -W / 2 - 40, -D / 2 - 40, W / 2 + 40, D / 2 + 9), 0.01, tones.lawn));
  doc.add(scene.flat(rectFoot(t, W * 0.2, -D / 2 - 14, W / 2 + 1, -D / 2 + 1), 0.015, mix("#e4dccd", p.haze, 0.15)));
  if (pool) doc.add(poolSurface(scene, rectFoot(t, -W / 2 + 1, -D / 2 - 8, -W / 2 + range(rng, 8, 11), -D / 2 - 3.5), mix("#49b3cf", p.sky[0]![1], 0.2), "#f1ede4"));
  const spots: [number, number, number][] = [
    [-W / 2 - range(rng, 2, 4), -D / 2 - range(rng, 1, 5), range(rng, 8, 11)],
    [W / 2 + range(rng, 2, 4), -D / 2 + range(rng, -2, 3), range(rng, 7, 10)],
    [range(rng, -W / 3, W / 4), D / 2 + range(rng, 2, 4), range(rng, 11, 14)],
  ];
  for (const [x, z, h] of spots) {
    const [wx, wz] = toWorld(t, x, z);
    if (chance(rng, 0.85) && wz > 15) addPalm(scene, rng, p, wx, wz, h);
  }
  for (let i = 0; i < 7; i++) {
    const [wx, wz] = toWorld(t, range(rng, -W / 2 - 8, W / 2 + 8), -D / 2 - range(rng, 0.8, 1.6));
    if (Math.abs(wx - toWorld(t, W * 0.35, 0)[0]) > 3) addShrub(scene, rng, p, wx, wz, range(rng, 1.2, 2.4), range(rng, 0.7, 1.3));
  }
  if (chance(rng, 0.6)) {
    const [wx, wz] = toWorld(t, (chance(rng, 0.5) ? -1 : 1) * (W / 2 + range(rng, 6, 10)), range(rng, -2, 4));
    addTree(scene, rng, p, wx, wz, range(rng, 5, 7));
  }
  // Boundary wall behind the plot, with the neighbours' trees beyond it.
  scene.prism({ foot: rectFoot(t, -W / 2 - 40, D / 2 + 9, W / 2 + 40, D / 2 + 9.3), y0: 0, y1: 2, color: mix("#e8e0d2", p.haze, 0.1) });
  for (let x = -W / 2 - 30; x < W / 2 + 30; x += range(rng, 5, 9)) {
    const [wx, wz] = toWorld(t, x, D / 2 + range(rng, 11, 16));
    if (chance(rng, 0.45)) addPalm(scene, rng, p, wx, wz, range(rng, 8, 13));
    else addTree(scene, rng, p, wx, wz, range(rng, 4, 7));
  }
}

export function villaPhoto(rng: Rng, W = 1600, H = 1067): string {
  const doc = new Svg(W, H);
  const p = pickPalette(rng, [["day", 6], ["golden", 3], ["morning", 2], ["dusk", 1]]);
  const horizon = H * range(rng, 0.56, 0.64);
  backdrop(doc, rng, p, horizon);
  const camH = range(rng, 1.5, 3.5);
  const f = W * range(rng, 0.62, 0.72);
  const scene = new Scene({ pos: [0, camH, 0], yaw: 0, f, cx: W / 2, cy: horizon }, lightFor(p, range(rng, 120, 160) * (chance(rng, 0.5) ? 1 : -1)));
  const t: Frame = { cx: range(rng, -2, 2), cz: range(rng, 22, 28), rot: range(rng, 0.25, 0.6) * (chance(rng, 0.5) ? 1 : -1) };
  const classic = chance(rng, 0.35);
  const size = { W: 20, D: 11 };
  const gardenRng = fork(rng, "garden");
  const built = classic ? classicVilla(scene, rng, p, t) : modernVilla(scene, rng, p, t);
  size.W = built.W;
  size.D = built.D;
  garden(doc, scene, gardenRng, p, t, size.W, size.D, !classic || chance(rng, 0.4));
  doc.add(scene.shadows(p.shadowTint, 0.3));
  doc.add(scene.render());
  return doc.toString();
}

export function townhousePhoto(rng: Rng, W = 1600, H = 1067): string {
  const doc = new Svg(W, H);
  const p = pickPalette(rng, [["day", 6], ["golden", 3], ["morning", 2]]);
  const horizon = H * range(rng, 0.56, 0.62);
  backdrop(doc, rng, p, horizon);
  const camH = range(rng, 2.5, 4.5);
  const f = W * range(rng, 0.55, 0.65);
  const dir = chance(rng, 0.5) ? 1 : -1;
  const scene = new Scene({ pos: [0, camH, 0], yaw: 0, f, cx: W / 2, cy: horizon }, lightFor(p, range(rng, 120, 160) * -dir));
  const units = int(rng, 4, 6);
  const uw = range(rng, 6, 7.5);
  const D = 11;
  const t: Frame = { cx: dir * range(rng, 2, 6), cz: range(rng, 24, 30), rot: dir * range(rng, 0.55, 0.8) };
  const classic = chance(rng, 0.45);
  const c1 = classic ? pick(rng, warmWalls) : pick(rng, walls);
  const c2 = classic ? pick(rng, warmWalls) : pick(rng, [...walls, "#cfc7bb", "#d9cbb6"]);
  const roof = pick(rng, roofs);
  const fin = finishFor(p, rng);
  const tones = plantTones(p);
  const x0 = (-units * uw) / 2;
  doc.add(scene.flat(rectFoot(t, x0 - 30, -D / 2 - 9, -x0 + 30, D / 2), 0.01, tones.lawn));
  doc.add(road(scene, p, 0, 0, rectFoot(t, x0 - 60, -D / 2 - 20, -x0 + 60, -D / 2 - 11)));
  for (let i = 0; i < units; i++) {
    const a = x0 + i * uw;
    const b = a + uw;
    const off = i % 2 === 0 ? 0 : range(rng, 0.4, 0.9);
    const z0 = -D / 2 + off;
    const wall = i % 2 === 0 ? c1 : c2;
    const h = 6.8;
    const doorLeft = i % 2 === 0;
    // Path from the street to the door.
    const du = doorLeft ? a + 1.2 : b - 2.2;
    doc.add(scene.flat(rectFoot(t, du, z0 - 9, du + 1.2, z0), 0.015, "#e7e0d2"));
    scene.prism({
      foot: rectFoot(t, a, z0, b, D / 2),
      y0: 0,
      y1: h,
      color: wall,
      shadow: true,
      decal: (f) => {
        if (f.kind !== "side") return "";
        // Only the street front (local -z side) gets the full composition.
        const [fx, fz] = [f.at(f.width / 2, 0)[0], f.at(f.width / 2, 0)[2]];
        const front = rectFoot(t, (a + b) / 2, z0, (a + b) / 2, z0)[0]!;
        const isFront = Math.hypot(fx - front[0], fz - front[1]) < 0.5;
        if (!isFront) return f.width > 8 ? paintOpenings(f, [{ u0: f.width * 0.3, v0: 4.2, u1: f.width * 0.5, v1: 5.8, kind: "glass" }], fin) : "";
        const w = f.width;
        const list: Opening[] = classic
          ? [
              doorLeft ? { u0: 1.2, v0: 0, u1: 2.3, v1: 2.5, kind: "door" } : { u0: w - 2.3, v0: 0, u1: w - 1.2, v1: 2.5, kind: "door" },
              doorLeft ? { u0: 3.2, v0: 0.9, u1: w - 1, v1: 2.6, kind: "glass" } : { u0: 1, v0: 0.9, u1: w - 3.2, v1: 2.6, kind: "glass" },
              { u0: 1, v0: 4.1, u1: 2.2, v1: 5.9, kind: "arch" },
              { u0: w - 2.2, v0: 4.1, u1: w - 1, v1: 5.9, kind: "arch" },
            ]
          : [
              doorLeft ? { u0: 0.8, v0: 0, u1: 1.9, v1: 2.6, kind: "door" } : { u0: w - 1.9, v0: 0, u1: w - 0.8, v1: 2.6, kind: "door" },
              doorLeft ? { u0: 2.6, v0: 0.1, u1: w - 0.6, v1: 2.8, kind: "glass", bays: 3 } : { u0: 0.6, v0: 0.1, u1: w - 2.6, v1: 2.8, kind: "glass", bays: 3 },
              { u0: 0.6, v0: 3.7, u1: w * 0.55, v1: 6.2, kind: "glass", bays: 2 },
              { u0: w * 0.6, v0: 3.7, u1: w - 0.6, v1: 6.2, kind: "slats" },
            ];
        return paintOpenings(f, list, fin);
      },
    });
    if (classic) gableRoof(scene, t, a, z0, b, D / 2, h, range(rng, 3.2, 3.8), 0.35, roof, wall);
    else {
      scene.prism({ foot: rectFoot(t, a, z0 - 0.5, b, D / 2), y0: h, y1: h + 0.3, color: "#f5f3ef" });
      scene.prism({ foot: rectFoot(t, a + 0.3, z0 - 1.4, b - 0.3, z0), y0: 3.2, y1: 3.45, color: "#f5f3ef", shadow: true });
    }
    // Low front wall and a small tree per plot.
    scene.prism({ foot: rectFoot(t, a + 0.1, z0 - 8, a + 0.35, z0), y0: 0, y1: 0.8, color: shade(c1, -0.05), top: "#f4f1ea", shadow: true });
    const [tx, tz] = toWorld(t, doorLeft ? b - 1.8 : a + 1.8, z0 - 5);
    if (chance(rng, 0.6)) addPalm(scene, rng, p, tx, tz, range(rng, 4.5, 6.5));
    else addTree(scene, rng, p, tx, tz, range(rng, 3.5, 4.8));
    const [sx, sz] = toWorld(t, (a + b) / 2, z0 - 1);
    addShrub(scene, rng, p, sx, sz, range(rng, 1.5, 2.5), range(rng, 0.6, 1));
  }
  doc.add(rect(0, H - 1, W, 1, tones.lawn));
  doc.add(scene.shadows(p.shadowTint, 0.3));
  doc.add(scene.render());
  return doc.toString();
}
