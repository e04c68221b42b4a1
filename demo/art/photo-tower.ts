// Listing photo "tower": a residential tower seen from the street, neighbours, palms and a road.

import { mix } from "./color.ts";
import { addPalm, addShrub, groundPlane, horizonHaze, pickPalette, plantTones, road } from "./outdoor.ts";
import { type Rng, chance, int, range } from "./random.ts";
import { Scene } from "./scene3d.ts";
import { drawSky, lightFor } from "./sky.ts";
import { skyline, towerSheen } from "./skyline.ts";
import { Svg } from "./svg.ts";
import { addTower, randomTower } from "./tower3d.ts";

export function towerPhoto(rng: Rng, W = 1600, H = 1067): string {
  const doc = new Svg(W, H);
  const p = pickPalette(rng, [
    ["day", 5],
    ["golden", 3],
    ["morning", 2],
    ["dusk", 2],
  ]);
  const horizon = H * range(rng, 0.8, 0.86);
  drawSky(doc, rng, p, 0, 0, W, horizon + 2);
  skyline(doc, rng, p, {
    x: -40,
    w: W + 80,
    base: horizon + 1,
    maxH: H * 0.3,
    layers: 2,
    detail: 0,
    burj: chance(rng, 0.35) ? { x: W * range(rng, 0.1, 0.9), h: H * 0.5 } : null,
  });
  horizonHaze(doc, p, horizon, H * 0.12);
  groundPlane(doc, p, horizon, mix(p.ground, "#c9c2b4", 0.4));
  const camH = range(rng, 1.6, 12);
  const f = W * range(rng, 0.6, 0.72);
  const scene = new Scene(
    { pos: [0, camH, 0], yaw: 0, f, cx: W / 2, cy: horizon },
    lightFor(p, range(rng, 110, 150) * (chance(rng, 0.5) ? 1 : -1)),
  );
  const sheen = towerSheen(doc);
  const z = range(rng, 170, 230);
  const x = (chance(rng, 0.5) ? range(rng, -0.1, 0.1) : range(rng, 0.15, 0.3) * (chance(rng, 0.5) ? 1 : -1)) * z;
  const topY = H * range(rng, 0.1, 0.18);
  const h = ((horizon - topY) * z) / f + camH;
  const main = randomTower(rng, x, z, h, sheen, p.lit, p.litRatio);
  addTower(scene, rng, main);
  if (chance(rng, 0.35)) {
    // A sister tower of the same development.
    const dir = x > 0 ? -1 : 1;
    addTower(scene, rng, {
      ...main,
      cx: x + dir * main.w * range(rng, 1.8, 2.4),
      cz: z + range(rng, 10, 40),
      h: h * range(rng, 0.7, 0.85),
    });
  }
  const neighbours = int(rng, 1, 3);
  for (let i = 0; i < neighbours; i++) {
    const side = i % 2 === 0 ? (x > 0 ? -1 : 1) : x > 0 ? 1 : -1;
    const nz = z + range(rng, 60, 220);
    const spec = randomTower(
      rng,
      x + side * range(rng, 0.45, 0.75) * nz,
      nz,
      h * range(rng, 0.45, 0.85),
      sheen,
      p.lit,
      p.litRatio,
    );
    spec.glass = mix(spec.glass, p.haze, 0.35);
    spec.frame = mix(spec.frame, p.haze, 0.3);
    spec.podiumH = 0;
    spec.detail = 1;
    addTower(scene, rng, spec);
  }
  // Street: a road along the bottom, a verge with palms, then lawn and a forecourt up to the tower.
  const tones = plantTones(p);
  const roadFar = Math.max(6, (f * camH) / (H * range(rng, 0.9, 0.96) - horizon));
  const roadNear = roadFar - 10;
  doc.add(
    scene.flat(
      [
        [-900, roadFar],
        [900, roadFar],
        [900, z - 40],
        [-900, z - 40],
      ],
      0,
      tones.lawn,
    ),
  );
  doc.add(
    scene.flat(
      [
        [x - 60, z - 60],
        [x + 60, z - 60],
        [x + 60, z + 60],
        [x - 60, z + 60],
      ],
      0,
      mix("#e6dccb", p.haze, 0.3),
    ),
  );
  let stripes = "";
  for (let sz = roadFar + 8; sz < z - 50; sz += 16)
    stripes += scene.flat(
      [
        [-900, sz],
        [900, sz],
        [900, sz + 8],
        [-900, sz + 8],
      ],
      0,
      "#ffffff",
    );
  doc.add(`<g opacity="0.06">${stripes}</g>`);
  doc.add(road(scene, p, Math.max(0.5, roadNear), roadFar - 2));
  const palmZ = roadFar + range(rng, 3, 6);
  const spacing = range(rng, 11, 16);
  const towerX = scene.at([x, 0, z]).x;
  for (let px = -80; px <= 80; px += spacing) {
    const sx = scene.at([px, 0, palmZ]).x;
    if (Math.abs(sx - towerX) < W * 0.1 || sx < -50 || sx > W + 50) continue;
    addPalm(scene, rng, p, px + range(rng, -1, 1), palmZ, range(rng, 7, 10));
  }
  for (let px = -90; px <= 90; px += range(rng, 5, 9))
    if (chance(rng, 0.6)) addShrub(scene, rng, p, px, palmZ + 2, range(rng, 2.5, 4.5), range(rng, 0.9, 1.6));
  doc.add(scene.shadows(p.shadowTint, 0.28));
  doc.add(scene.render());
  return doc.toString();
}
