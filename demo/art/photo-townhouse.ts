// Listing photo "townhouse": a receding row of attached homes with front gardens and a street.

import { shade } from "./color.ts";
import { type Frame, type Opening, gableRoof, paintOpenings, rectFoot, toWorld } from "./house3d.ts";
import { backdrop, finishFor, roofs, walls, warmWalls } from "./house-style.ts";
import { addPalm, addShrub, addTree, pickPalette, plantTones, road } from "./outdoor.ts";
import { type Rng, chance, int, pick, range } from "./random.ts";
import { Scene } from "./scene3d.ts";
import { lightFor } from "./sky.ts";
import { Svg, rect } from "./svg.ts";

export function townhousePhoto(rng: Rng, W = 1600, H = 1067): string {
  const doc = new Svg(W, H);
  const p = pickPalette(rng, [
    ["day", 6],
    ["golden", 3],
    ["morning", 2],
  ]);
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
        if (!isFront)
          return f.width > 8
            ? paintOpenings(f, [{ u0: f.width * 0.3, v0: 4.2, u1: f.width * 0.5, v1: 5.8, kind: "glass" }], fin)
            : "";
        const w = f.width;
        const list: Opening[] = classic
          ? [
              doorLeft
                ? { u0: 1.2, v0: 0, u1: 2.3, v1: 2.5, kind: "door" }
                : { u0: w - 2.3, v0: 0, u1: w - 1.2, v1: 2.5, kind: "door" },
              doorLeft
                ? { u0: 3.2, v0: 0.9, u1: w - 1, v1: 2.6, kind: "glass" }
                : { u0: 1, v0: 0.9, u1: w - 3.2, v1: 2.6, kind: "glass" },
              { u0: 1, v0: 4.1, u1: 2.2, v1: 5.9, kind: "arch" },
              { u0: w - 2.2, v0: 4.1, u1: w - 1, v1: 5.9, kind: "arch" },
            ]
          : [
              doorLeft
                ? { u0: 0.8, v0: 0, u1: 1.9, v1: 2.6, kind: "door" }
                : { u0: w - 1.9, v0: 0, u1: w - 0.8, v1: 2.6, kind: "door" },
              doorLeft
                ? { u0: 2.6, v0: 0.1, u1: w - 0.6, v1: 2.8, kind: "glass", bays: 3 }
                : { u0: 0.6, v0: 0.1, u1: w - 2.6, v1: 2.8, kind: "glass", bays: 3 },
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
    scene.prism({
      foot: rectFoot(t, a + 0.1, z0 - 8, a + 0.35, z0),
      y0: 0,
      y1: 0.8,
      color: shade(c1, -0.05),
      top: "#f4f1ea",
      shadow: true,
    });
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
