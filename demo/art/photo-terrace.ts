// Listing photos "view" and "penthouse": the city from a balcony or window, and a rooftop terrace.

import { mix, shade } from "./color.ts";
import { deckLines } from "./amenities.ts";
import { cyl, plant, sofa } from "./furniture.ts";
import { accents, fabrics, leaves, woods } from "./interior-style.ts";
import { addShrub, pickPalette } from "./outdoor.ts";
import { type Rng, chance, pick, range } from "./random.ts";
import { Scene, projectPoly } from "./scene3d.ts";
import { type Palette, lightFor } from "./sky.ts";
import { Svg, n, poly, rect, stroke } from "./svg.ts";
import { cityView } from "./views.ts";

/** The railing, floor and an object or two of a balcony in the foreground. */
function balcony(doc: Svg, rng: Rng, p: Palette, W: number, H: number): void {
  const scene = new Scene(
    { pos: [0, 1.55, 0], yaw: range(rng, -0.2, 0.2), f: W * 0.6, cx: W / 2, cy: H * 0.45 },
    lightFor(p, 150),
  );
  const floorColor = mix(pick(rng, ["#d8d0c4", "#c9bfb1", ...woods]), p.shadowTint, 0.15);
  const edge = range(rng, 2.6, 3.4);
  doc.add(
    scene.flat(
      [
        [-12, 0.2],
        [12, 0.2],
        [12, edge],
        [-12, edge],
      ],
      0,
      floorColor,
    ),
  );
  doc.add(deckLines(scene, -12, 12, 0.2, edge, 0.6, shade(floorColor, -0.3)));
  // Glass balustrade with a slim rail and posts.
  const glass = scene.wall(-12, edge, 12, edge, 0, 1.05);
  doc.add(poly(glass, "#cfe6ee", { opacity: 0.18 }));
  doc.add(poly(scene.wall(-12, edge, 12, edge, 1.02, 1.08), "#3a3f46"));
  doc.add(poly(scene.wall(-12, edge, 12, edge, 0, 0.08), shade(floorColor, -0.2)));
  let posts = "";
  for (let x = -12; x <= 12; x += 1.5) {
    const a = scene.at([x, 0, edge]);
    const b = scene.at([x, 1.05, edge]);
    posts += `M${n(a.x)} ${n(a.y)}L${n(b.x)} ${n(b.y)}`;
  }
  doc.add(stroke(posts, "#3a3f46", 2, { opacity: 0.6 }));
  const side = chance(rng, 0.5) ? 1 : -1;
  if (chance(rng, 0.7)) {
    const x = side * range(rng, 1.3, 1.8);
    cyl(scene, x, edge - 0.7, 0.3, 0.7, 0.74, pick(rng, ["#f2efe8", "#2d2d2d", "#c9a66b"]));
    cyl(scene, x, edge - 0.7, 0.03, 0, 0.7, "#2d2d2d");
    scene.box(x - side * 0.9 - 0.3, 0, edge - 1, x - side * 0.9 + 0.3, 0.45, edge - 0.4, pick(rng, fabrics));
  }
  plant(scene, rng, -side * range(rng, 1.4, 2), edge - 0.4, range(rng, 0.9, 1.3), pick(rng, leaves), "#e9e4dc");
  doc.add(scene.render());
}

export function viewPhoto(rng: Rng, W = 1600, H = 1067): string {
  const doc = new Svg(W, H);
  const p = pickPalette(rng, [
    ["day", 4],
    ["golden", 3],
    ["dusk", 3],
    ["night", 1],
    ["morning", 1],
  ]);
  const horizon = H * range(rng, 0.38, 0.45);
  cityView(doc, rng, p, 0, 0, W, H, horizon, {
    burj: chance(rng, 0.55),
    sea: chance(rng, 0.6),
    sail: chance(rng, 0.25),
    altitude: range(rng, 0.4, 0.9),
  });
  if (chance(rng, 0.7)) balcony(doc, rng, p, W, H);
  else {
    // Seen through a floor-to-ceiling window: dark frame and a sill.
    const fw = W * 0.02;
    const split = W * range(rng, 0.3, 0.7);
    doc.add(
      rect(0, 0, fw, H, "#2b2e33"),
      rect(W - fw, 0, fw, H, "#2b2e33"),
      rect(split - fw / 3, 0, (fw * 2) / 3, H, "#2b2e33"),
      rect(0, H * 0.92, W, H * 0.08, "#2b2e33"),
    );
    doc.add(
      rect(
        0,
        0,
        W,
        H,
        doc.linear(
          [
            [0, "#ffffff", 0.08],
            [0.5, "#ffffff", 0],
            [1, "#ffffff", 0.05],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
    );
  }
  return doc.toString();
}

export function penthousePhoto(rng: Rng, W = 1600, H = 1067): string {
  const doc = new Svg(W, H);
  const p = pickPalette(rng, [
    ["golden", 4],
    ["dusk", 3],
    ["day", 3],
    ["night", 1],
  ]);
  const horizon = H * range(rng, 0.5, 0.56);
  cityView(doc, rng, p, 0, 0, W, H * 0.85, horizon, {
    burj: chance(rng, 0.6),
    sea: chance(rng, 0.5),
    altitude: range(rng, 0.6, 1),
  });
  const scene = new Scene(
    { pos: [range(rng, -0.5, 0.5), 1.5, 0], yaw: range(rng, -0.2, 0.2), f: W * 0.55, cx: W / 2, cy: horizon },
    lightFor(p, range(rng, 120, 160)),
  );
  const on = p.time === "dusk" || p.time === "night";
  const deck = mix(pick(rng, woods), p.shadowTint, on ? 0.35 : 0.15);
  const edge = range(rng, 6.5, 8);
  doc.add(
    scene.flat(
      [
        [-20, 0.2],
        [20, 0.2],
        [20, edge],
        [-20, edge],
      ],
      0,
      deck,
    ),
  );
  let planks = "";
  for (let x = -20; x <= 20; x += 0.15) {
    const q = projectPoly(scene.cam, [
      [x, 0, 0.2],
      [x, 0, edge],
      [x, 0, edge],
    ]);
    if (q.length >= 2) planks += `M${n(q[0]![0])} ${n(q[0]![1])}L${n(q[1]![0])} ${n(q[1]![1])}`;
  }
  doc.add(stroke(planks, shade(deck, -0.3), 0.8, { opacity: 0.35 }));
  // Infinity pool along the edge or a glass balustrade.
  if (chance(rng, 0.5)) {
    const water = mix("#3fb4d0", p.sky[0]![1], 0.4);
    doc.add(
      scene.flat(
        [
          [-20, edge - 2.5],
          [20, edge - 2.5],
          [20, edge],
          [-20, edge],
        ],
        0.01,
        water,
      ),
    );
    doc.add(poly(scene.wall(-20, edge - 2.5, 20, edge - 2.5, 0, 0.25), "#f3efe6"));
    doc.add(
      scene.flat(
        [
          [-20, edge - 2.6],
          [20, edge - 2.6],
          [20, edge - 2.5],
          [-20, edge - 2.5],
        ],
        0.25,
        "#f7f4ee",
      ),
    );
  } else {
    doc.add(poly(scene.wall(-20, edge, 20, edge, 0, 1.1), "#cfe6ee", { opacity: 0.2 }));
    doc.add(poly(scene.wall(-20, edge, 20, edge, 1.06, 1.12), "#3a3f46"));
  }
  // Outdoor lounge under a pergola.
  const side = chance(rng, 0.5) ? 1 : -1;
  const sx = side * range(rng, 1.7, 2.3);
  const sz = range(rng, 4.4, 5.2);
  const rugColor = pick(rng, ["#e8e0d2", "#cbbfae", "#b9c2c7"]);
  doc.add(
    scene.flat(
      [
        [sx - side * 0.5, sz - 1.6],
        [sx - side * 2.4, sz - 1.6],
        [sx - side * 2.4, sz + 1.6],
        [sx - side * 0.5, sz + 1.6],
      ],
      0.005,
      mix(rugColor, p.shadowTint, on ? 0.3 : 0.1),
    ),
  );
  sofa(scene, { cx: sx, cz: sz, rot: side * (Math.PI / 2) }, range(rng, 2.2, 2.8), pick(rng, ["#e9e4da", "#d9d2c5", "#b8b2a7"]), [
    pick(rng, accents),
    pick(rng, accents),
  ]);
  cyl(scene, sx - side * 1.3, sz, 0.45, 0.3, 0.36, pick(rng, ["#2d2d2d", "#c9a66b", "#f2efe8"]));
  cyl(scene, sx - side * 1.3, sz, 0.3, 0, 0.3, "#3a3a3a");
  const beam = "#2f3134";
  const px = side * 4.8;
  for (const z of [3, 6.4]) scene.box(px - 0.06, 0, z - 0.06, px + 0.06, 2.7, z + 0.06, beam);
  for (let x = 1.6; x <= 4.8; x += 0.4) scene.box(side * x - 0.03, 2.7, 2.9, side * x + 0.03, 2.8, 6.5, beam);
  scene.box(Math.min(side * 1.5, px) - 0.03, 2.6, 2.9, Math.max(side * 1.5, px) + 0.03, 2.7, 3.0, beam);
  for (const x of [-side * range(rng, 3, 4), side * 0.6])
    plant(scene, rng, x, edge - 0.7, range(rng, 1, 1.5), pick(rng, leaves), "#3b3b3b");
  // Low planter boxes along the edge.
  const planter = pick(rng, ["#3b3b3b", "#d8cfc2", "#8a6446"]);
  for (let x = -side * 1.2; Math.abs(x) < 9; x -= side * 2.4) {
    scene.box(x - 0.9, 0, edge - 0.5, x + 0.9, 0.45, edge - 0.1, planter);
    addShrub(scene, rng, p, x, edge - 0.3, 1.6, 0.6);
  }
  if (on) {
    for (const x of [-3, 0, 3])
      doc.add(
        `<circle cx="${n(scene.at([x, 0.3, edge - 0.3]).x)}" cy="${n(scene.at([x, 0.3, edge - 0.3]).y)}" r="${n(W * 0.05)}" fill="${doc.radial(
          [
            [0, "#ffd58a", 0.35],
            [1, "#ffd58a", 0],
          ],
        )}"/>`,
      );
  }
  doc.add(scene.render());
  return doc.toString();
}
