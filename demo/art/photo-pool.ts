// Listing photo "pool": an amenity pool deck with loungers, parasols, palms and the towers above.

import { mix, shade } from "./color.ts";
import { deckLines, lounger, umbrella } from "./amenities.ts";
import { addPalm, addShrub, horizonHaze, pickPalette, plantTones } from "./outdoor.ts";
import { type Rng, chance, int, pick, range } from "./random.ts";
import { Scene, type Vec3, projectPoly } from "./scene3d.ts";
import { drawSky, lightFor } from "./sky.ts";
import { skyline, towerSheen } from "./skyline.ts";
import { Svg, n, poly, rect, stroke } from "./svg.ts";
import { addTower, randomTower } from "./tower3d.ts";

export function poolPhoto(rng: Rng, W = 1600, H = 1067): string {
  const doc = new Svg(W, H);
  const p = pickPalette(rng, [
    ["day", 6],
    ["golden", 3],
    ["morning", 2],
    ["dusk", 1],
  ]);
  const horizon = H * range(rng, 0.48, 0.56);
  drawSky(doc, rng, p, 0, 0, W, horizon + 2);
  skyline(doc, rng, p, {
    x: -40,
    w: W + 80,
    base: horizon + 1,
    maxH: H * 0.25,
    layers: 2,
    detail: 0,
    burj: chance(rng, 0.3) ? { x: W * range(rng, 0.15, 0.85), h: H * 0.42 } : null,
  });
  horizonHaze(doc, p, horizon, H * 0.1);
  const deck = mix(pick(rng, ["#ece4d6", "#e2d8c6", "#f1ebe1", "#d9d0c2"]), p.ground, 0.2);
  doc.add(
    rect(
      0,
      horizon,
      W,
      H - horizon,
      doc.linear([
        [0, mix(deck, p.haze, 0.4)],
        [0.3, deck],
        [1, shade(deck, -0.06)],
      ]),
    ),
  );
  const camH = range(rng, 1.5, 2.2);
  const f = W * range(rng, 0.55, 0.65);
  const scene = new Scene(
    { pos: [0, camH, 0], yaw: range(rng, -0.15, 0.15), f, cx: W / 2, cy: horizon },
    lightFor(p, range(rng, 120, 160) * (chance(rng, 0.5) ? 1 : -1)),
  );
  // Buildings overlooking the pool.
  const sheen = towerSheen(doc);
  const bz = range(rng, 70, 110);
  const towers = int(rng, 1, 2);
  for (let i = 0; i < towers; i++) {
    const tx = (i === 0 ? range(rng, -0.3, 0.3) : chance(rng, 0.5) ? -0.6 : 0.6) * bz;
    const tz = bz + i * 30;
    const maxH = ((horizon - H * 0.08) * tz) / f + camH;
    const spec = randomTower(rng, tx, tz, Math.min(maxH * 0.85, range(rng, 45, 110)), sheen, p.lit, p.litRatio);
    spec.podiumH = range(rng, 5, 9);
    addTower(scene, rng, spec);
  }
  // Deck tiles, hedge, palms.
  doc.add(deckLines(scene, -40, 40, 1, 60, range(rng, 0.9, 1.2), shade(deck, -0.25)));
  const tones = plantTones(p);
  doc.add(
    scene.flat(
      [
        [-80, 34],
        [80, 34],
        [80, 60],
        [-80, 60],
      ],
      0.01,
      tones.lawn,
    ),
  );
  const px0 = range(rng, -6, -3);
  const pw = range(rng, 8, 12);
  const pz0 = range(rng, 4, 6);
  const pz1 = pz0 + range(rng, 16, 24);
  const pool: [number, number][] = [
    [px0, pz0],
    [px0 + pw, pz0],
    [px0 + pw, pz1],
    [px0, pz1],
  ];
  doc.add(
    scene.flat(
      [
        [px0 - 0.5, pz0 - 0.5],
        [px0 + pw + 0.5, pz0 - 0.5],
        [px0 + pw + 0.5, pz1 + 0.5],
        [px0 - 0.5, pz1 + 0.5],
      ],
      0.005,
      "#f7f4ee",
    ),
  );
  const wq = projectPoly(
    scene.cam,
    pool.map(([x, z]) => [x, -0.05, z] as Vec3),
  );
  const ys = wq.map((q) => q[1]);
  const water = mix("#3fb4d0", p.sky[0]![1], p.time === "day" ? 0.15 : 0.45);
  doc.add(
    poly(
      wq,
      doc.linearAt(
        [
          [0, mix(water, "#bff0f5", 0.35)],
          [1, shade(water, -0.15)],
        ],
        0,
        Math.min(...ys),
        0,
        Math.max(...ys),
      ),
    ),
  );
  doc.add(poly(scene.wall(px0, pz1, px0 + pw, pz1, -0.05, 0.005), shade(water, -0.3)));
  let waves = "";
  for (let z = pz0 + 1; z < pz1; z += range(rng, 1.2, 2)) {
    let pts = "";
    for (let x = px0 + 0.3; x <= px0 + pw - 0.3; x += 0.6) {
      const a = scene.at([x, -0.04, z + Math.sin(x * 2.1 + z) * 0.25]);
      pts += `${pts ? "L" : "M"}${n(a.x)} ${n(a.y)}`;
    }
    waves += pts;
  }
  doc.add(stroke(waves, "#ffffff", 1.5, { opacity: 0.35, "stroke-linejoin": "round" }));
  // Loungers and umbrellas along the far-side edge.
  const side = chance(rng, 0.5) ? 1 : -1;
  const lx = side > 0 ? px0 + pw + 2 : px0 - 2;
  const frame = pick(rng, ["#f3f1ec", "#8a6446", "#3a3a3a", "#c9b79c"]);
  const cushion = pick(rng, ["#f6f3ec", "#e8dcc8", "#cfe0e6", "#f2e3c9"]);
  const canopy = pick(rng, ["#f1ece2", "#e8d5b5", "#d7e4e8", "#c9704f", "#2f5d74"]);
  for (let z = pz0 + 2; z < pz1; z += range(rng, 2.2, 3)) {
    lounger(scene, lx, z, frame, cushion);
    if (chance(rng, 0.35)) umbrella(scene, lx + side * 1.1, z + 1, canopy);
  }
  for (let z = pz0 + 4; z < 34; z += range(rng, 7, 10))
    addPalm(scene, rng, p, -side * (Math.abs(px0) + range(rng, 4, 7)), z, range(rng, 7, 10));
  for (let x = -30; x < 30; x += range(rng, 2, 4)) addShrub(scene, rng, p, x, 33.5, range(rng, 2, 3.5), range(rng, 1, 1.6));
  addPalm(scene, rng, p, side * range(rng, 8, 14), range(rng, 28, 32), range(rng, 9, 12));
  doc.add(scene.shadows(p.shadowTint, 0.28));
  doc.add(scene.render());
  return doc.toString();
}
