// Listing photo "villa": a modern or classic villa in 3D with garden, pool, palms and neighbours.

import { mix, shade } from "./color.ts";
import {
  type Finish,
  type Frame,
  type Opening,
  glassTone,
  hipRoof,
  paintOpenings,
  poolSurface,
  rectFoot,
  toWorld,
} from "./house3d.ts";
import { backdrop, finishFor, roofs, walls, warmWalls, woods } from "./house-style.ts";
import { addPalm, addShrub, addTree, pickPalette, plantTones } from "./outdoor.ts";
import { type Rng, chance, createRng, fork, int, pick, range } from "./random.ts";
import { type Face, Scene } from "./scene3d.ts";
import { type Palette, lightFor } from "./sky.ts";
import { Svg } from "./svg.ts";

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
      return chance(local, 0.7)
        ? paintOpenings(f, [{ u0: u, v0: 0.9, u1: u + range(local, 1, 2.2), v1: f.height - 0.5, kind: "glass" }], fin)
        : "";
    }
    return paintOpenings(f, storey(local, f.width, 0, f.height, doorOn), fin);
  };
  scene.prism({
    foot: rectFoot(t, -W / 2, -D / 2, split, D / 2),
    y0: 0,
    y1: g,
    color: wall,
    decal: paint(true, 1),
    shadow: true,
  });
  scene.prism({
    foot: rectFoot(t, split, -D / 2 + 1.5, W / 2, D / 2),
    y0: 0,
    y1: g - 0.3,
    color: accent,
    shadow: true,
    decal: (f) =>
      f.kind === "side" && f.index === 0
        ? paintOpenings(f, [{ u0: f.width * 0.15, v0: 0, u1: f.width * 0.85, v1: 2.6, kind: "garage" }], {
            ...fin,
            panel: shade(fin.panel, -0.15),
          })
        : "",
  });
  scene.prism({
    foot: rectFoot(t, split - 0.3, -D / 2 - 0.6, W / 2 + 0.3, D / 2),
    y0: g - 0.3,
    y1: g,
    color: "#f6f4f0",
    shadow: true,
  });
  const c0 = -W / 2 + (chance(rng, 0.5) ? 0 : range(rng, 1.5, 3));
  const c1 = W * range(rng, 0.2, 0.4);
  const cant = range(rng, 0.8, 2);
  scene.prism({
    foot: rectFoot(t, c0, -D / 2 - cant, c1, D / 2 - 1),
    y0: g,
    y1: g + ff,
    color: chance(rng, 0.3) ? shade(wall, -0.06) : wall,
    decal: paint(false, 2),
    shadow: true,
  });
  scene.prism({
    foot: rectFoot(t, c0 - 0.7, -D / 2 - cant - 0.7, c1 + 0.7, D / 2 - 0.5),
    y0: g + ff,
    y1: g + ff + 0.35,
    color: "#f7f5f1",
    shadow: true,
  });
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
  const fin: Finish = {
    glass: glassTone(p.sky[0]![1]),
    frame: pick(rng, ["#f4efe6", "#5b4636", "#3e3a36"]),
    wood: pick(rng, woods),
    panel: wall,
  };
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
        list.push(
          door
            ? { u0: u - 0.75, v0: 0, u1: u + 0.75, v1: 2.9, kind: "door" }
            : { u0: u - 0.6, v0: s * 3.4 + 0.9, u1: u + 0.6, v1: s * 3.4 + 2.7, kind: "arch" },
        );
      }
    }
    return paintOpenings(f, list, fin);
  };
  scene.prism({
    foot: rectFoot(t, -W / 2, -D / 2, split, D / 2),
    y0: 0,
    y1: 6.8,
    color: wall,
    decal: (f) => windows(f, 2),
    shadow: true,
  });
  hipRoof(scene, t, -W / 2, -D / 2, split, D / 2, 6.8, range(rng, 2.2, 3), 0.6, roof);
  scene.prism({
    foot: rectFoot(t, split, -D / 2 + 1, W / 2, D / 2 - 1),
    y0: 0,
    y1: 3.6,
    color: shade(wall, -0.04),
    decal: (f) => windows(f, 1),
    shadow: true,
  });
  hipRoof(scene, t, split, -D / 2 + 1, W / 2, D / 2 - 1, 3.6, 1.6, 0.5, roof);
  return { W, D };
}

/** Shared garden: lawn, pool or driveway, palms and shrubs around a building frame. */
function garden(doc: Svg, scene: Scene, rng: Rng, p: Palette, t: Frame, W: number, D: number, pool: boolean): void {
  const tones = plantTones(p);
  doc.add(scene.flat(rectFoot(t, -W / 2 - 40, -D / 2 - 40, W / 2 + 40, D / 2 + 9), 0.01, tones.lawn));
  doc.add(scene.flat(rectFoot(t, W * 0.2, -D / 2 - 14, W / 2 + 1, -D / 2 + 1), 0.015, mix("#e4dccd", p.haze, 0.15)));
  if (pool)
    doc.add(
      poolSurface(
        scene,
        rectFoot(t, -W / 2 + 1, -D / 2 - 8, -W / 2 + range(rng, 8, 11), -D / 2 - 3.5),
        mix("#49b3cf", p.sky[0]![1], 0.2),
        "#f1ede4",
      ),
    );
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
    if (Math.abs(wx - toWorld(t, W * 0.35, 0)[0]) > 3)
      addShrub(scene, rng, p, wx, wz, range(rng, 1.2, 2.4), range(rng, 0.7, 1.3));
  }
  if (chance(rng, 0.6)) {
    const [wx, wz] = toWorld(t, (chance(rng, 0.5) ? -1 : 1) * (W / 2 + range(rng, 6, 10)), range(rng, -2, 4));
    addTree(scene, rng, p, wx, wz, range(rng, 5, 7));
  }
  // Boundary wall behind the plot, with the neighbours' trees beyond it.
  scene.prism({
    foot: rectFoot(t, -W / 2 - 40, D / 2 + 9, W / 2 + 40, D / 2 + 9.3),
    y0: 0,
    y1: 2,
    color: mix("#e8e0d2", p.haze, 0.1),
  });
  for (let x = -W / 2 - 30; x < W / 2 + 30; x += range(rng, 5, 9)) {
    const [wx, wz] = toWorld(t, x, D / 2 + range(rng, 11, 16));
    if (chance(rng, 0.45)) addPalm(scene, rng, p, wx, wz, range(rng, 8, 13));
    else addTree(scene, rng, p, wx, wz, range(rng, 4, 7));
  }
}

export function villaPhoto(rng: Rng, W = 1600, H = 1067): string {
  const doc = new Svg(W, H);
  const p = pickPalette(rng, [
    ["day", 6],
    ["golden", 3],
    ["morning", 2],
    ["dusk", 1],
  ]);
  const horizon = H * range(rng, 0.56, 0.64);
  backdrop(doc, rng, p, horizon);
  const camH = range(rng, 1.5, 3.5);
  const f = W * range(rng, 0.62, 0.72);
  const scene = new Scene(
    { pos: [0, camH, 0], yaw: 0, f, cx: W / 2, cy: horizon },
    lightFor(p, range(rng, 120, 160) * (chance(rng, 0.5) ? 1 : -1)),
  );
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
