// Listing photos "pool", "view" and "penthouse": amenity pool deck, balcony view, rooftop terrace.

import { mix, shade } from "./color.ts";
import { cyl, plant, sofa } from "./furniture.ts";
import { accents, fabrics, leaves, woods } from "./interior-style.ts";
import { addPalm, addShrub, horizonHaze, pickPalette, plantTones } from "./outdoor.ts";
import { type Rng, chance, int, pick, range } from "./random.ts";
import { Scene, type Vec3, projectPoly } from "./scene3d.ts";
import { type Palette, drawSky, lightFor } from "./sky.ts";
import { skyline, towerSheen } from "./skyline.ts";
import { Svg, n, poly, rect, stroke } from "./svg.ts";
import { addTower, randomTower } from "./tower3d.ts";
import { cityView } from "./views.ts";

/** Deck tile grid on the ground plane. */
function deckLines(scene: Scene, x0: number, x1: number, z0: number, z1: number, step: number, color: string, y = 0): string {
  let d = "";
  const seg = (a: Vec3, b: Vec3) => {
    const q = projectPoly(scene.cam, [a, b, b]);
    if (q.length >= 2) d += `M${n(q[0]![0])} ${n(q[0]![1])}L${n(q[1]![0])} ${n(q[1]![1])}`;
  };
  for (let x = x0; x <= x1; x += step) seg([x, y, z0], [x, y, z1]);
  for (let z = z0; z <= z1; z += step) seg([x0, y, z], [x1, y, z]);
  return stroke(d, color, 1, { opacity: 0.35 });
}

function lounger(scene: Scene, x: number, z: number, frame: string, cushion: string): void {
  scene.box(x - 0.35, 0, z - 1, x + 0.35, 0.3, z + 0.7, frame);
  scene.box(x - 0.33, 0.3, z - 0.98, x + 0.33, 0.38, z + 0.7, cushion);
  const P = (px: number, py: number, pz: number): Vec3 => [px, py, pz];
  const a = 0.33;
  const z0 = z + 0.7;
  const pts = [P(x - a, 0.38, z0), P(x + a, 0.38, z0), P(x + a, 0.95, z0 + 0.45), P(x - a, 0.95, z0 + 0.45)];
  const back = pts.map(([px, py, pz]) => P(px, py, pz + 0.1));
  scene.solid(
    [
      { pts, color: cushion },
      { pts: back, color: frame },
      { pts: [pts[0]!, pts[1]!, back[1]!, back[0]!], color: frame },
      { pts: [pts[2]!, pts[3]!, back[3]!, back[2]!], color: frame },
      { pts: [pts[0]!, pts[3]!, back[3]!, back[0]!], color: frame },
      { pts: [pts[1]!, pts[2]!, back[2]!, back[1]!], color: frame },
    ],
    true,
  );
}

function umbrella(scene: Scene, x: number, z: number, color: string): void {
  scene.box(x - 0.03, 0, z - 0.03, x + 0.03, 2.5, z + 0.03, "#e9e4da");
  const rim: Vec3[] = [];
  for (let i = 0; i < 8; i++) rim.push([x + Math.cos((i / 8) * Math.PI * 2) * 1.4, 2.2, z + Math.sin((i / 8) * Math.PI * 2) * 1.4]);
  const apex: Vec3 = [x, 2.65, z];
  const faces = rim.map((p, i) => ({ pts: [p, rim[(i + 1) % 8]!, apex], color: i % 2 ? color : shade(color, 0.12) }));
  faces.push({ pts: [...rim].reverse(), color: shade(color, -0.25) });
  scene.solid(faces, true);
}

export function poolPhoto(rng: Rng, W = 1600, H = 1067): string {
  const doc = new Svg(W, H);
  const p = pickPalette(rng, [["day", 6], ["golden", 3], ["morning", 2], ["dusk", 1]]);
  const horizon = H * range(rng, 0.48, 0.56);
  drawSky(doc, rng, p, 0, 0, W, horizon + 2);
  skyline(doc, rng, p, { x: -40, w: W + 80, base: horizon + 1, maxH: H * 0.25, layers: 2, detail: 0, burj: chance(rng, 0.3) ? { x: W * range(rng, 0.15, 0.85), h: H * 0.42 } : null });
  horizonHaze(doc, p, horizon, H * 0.1);
  const deck = mix(pick(rng, ["#ece4d6", "#e2d8c6", "#f1ebe1", "#d9d0c2"]), p.ground, 0.2);
  doc.add(rect(0, horizon, W, H - horizon, doc.linear([[0, mix(deck, p.haze, 0.4)], [0.3, deck], [1, shade(deck, -0.06)]])));
  const camH = range(rng, 1.5, 2.2);
  const f = W * range(rng, 0.55, 0.65);
  const scene = new Scene({ pos: [0, camH, 0], yaw: range(rng, -0.15, 0.15), f, cx: W / 2, cy: horizon }, lightFor(p, range(rng, 120, 160) * (chance(rng, 0.5) ? 1 : -1)));
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
  doc.add(scene.flat([[-80, 34], [80, 34], [80, 60], [-80, 60]], 0.01, tones.lawn));
  const px0 = range(rng, -6, -3);
  const pw = range(rng, 8, 12);
  const pz0 = range(rng, 4, 6);
  const pz1 = pz0 + range(rng, 16, 24);
  const pool: [number, number][] = [[px0, pz0], [px0 + pw, pz0], [px0 + pw, pz1], [px0, pz1]];
  doc.add(scene.flat([[px0 - 0.5, pz0 - 0.5], [px0 + pw + 0.5, pz0 - 0.5], [px0 + pw + 0.5, pz1 + 0.5], [px0 - 0.5, pz1 + 0.5]], 0.005, "#f7f4ee"));
  const wq = projectPoly(scene.cam, pool.map(([x, z]) => [x, -0.05, z] as Vec3));
  const ys = wq.map((q) => q[1]);
  const water = mix("#3fb4d0", p.sky[0]![1], p.time === "day" ? 0.15 : 0.45);
  doc.add(poly(wq, doc.linearAt([[0, mix(water, "#bff0f5", 0.35)], [1, shade(water, -0.15)]], 0, Math.min(...ys), 0, Math.max(...ys))));
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
  for (let z = pz0 + 4; z < 34; z += range(rng, 7, 10)) addPalm(scene, rng, p, -side * (Math.abs(px0) + range(rng, 4, 7)), z, range(rng, 7, 10));
  for (let x = -30; x < 30; x += range(rng, 2, 4)) addShrub(scene, rng, p, x, 33.5, range(rng, 2, 3.5), range(rng, 1, 1.6));
  addPalm(scene, rng, p, side * range(rng, 8, 14), range(rng, 28, 32), range(rng, 9, 12));
  doc.add(scene.shadows(p.shadowTint, 0.28));
  doc.add(scene.render());
  return doc.toString();
}

/** The railing, floor and an object or two of a balcony in the foreground. */
function balcony(doc: Svg, rng: Rng, p: Palette, W: number, H: number): void {
  const scene = new Scene({ pos: [0, 1.55, 0], yaw: range(rng, -0.2, 0.2), f: W * 0.6, cx: W / 2, cy: H * 0.45 }, lightFor(p, 150));
  const floorColor = mix(pick(rng, ["#d8d0c4", "#c9bfb1", ...woods]), p.shadowTint, 0.15);
  const edge = range(rng, 2.6, 3.4);
  doc.add(scene.flat([[-12, 0.2], [12, 0.2], [12, edge], [-12, edge]], 0, floorColor));
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
  const p = pickPalette(rng, [["day", 4], ["golden", 3], ["dusk", 3], ["night", 1], ["morning", 1]]);
  const horizon = H * range(rng, 0.38, 0.45);
  cityView(doc, rng, p, 0, 0, W, H, horizon, { burj: chance(rng, 0.55), sea: chance(rng, 0.6), sail: chance(rng, 0.25), altitude: range(rng, 0.4, 0.9) });
  if (chance(rng, 0.7)) balcony(doc, rng, p, W, H);
  else {
    // Seen through a floor-to-ceiling window: dark frame and a sill.
    const fw = W * 0.02;
    const split = W * range(rng, 0.3, 0.7);
    doc.add(rect(0, 0, fw, H, "#2b2e33"), rect(W - fw, 0, fw, H, "#2b2e33"), rect(split - fw / 3, 0, (fw * 2) / 3, H, "#2b2e33"), rect(0, H * 0.92, W, H * 0.08, "#2b2e33"));
    doc.add(rect(0, 0, W, H, doc.linear([[0, "#ffffff", 0.08], [0.5, "#ffffff", 0], [1, "#ffffff", 0.05]], 0, 0, 1, 1)));
  }
  return doc.toString();
}

export function penthousePhoto(rng: Rng, W = 1600, H = 1067): string {
  const doc = new Svg(W, H);
  const p = pickPalette(rng, [["golden", 4], ["dusk", 3], ["day", 3], ["night", 1]]);
  const horizon = H * range(rng, 0.5, 0.56);
  cityView(doc, rng, p, 0, 0, W, H * 0.85, horizon, { burj: chance(rng, 0.6), sea: chance(rng, 0.5), altitude: range(rng, 0.6, 1) });
  const scene = new Scene({ pos: [range(rng, -0.5, 0.5), 1.5, 0], yaw: range(rng, -0.2, 0.2), f: W * 0.55, cx: W / 2, cy: horizon }, lightFor(p, range(rng, 120, 160)));
  const on = p.time === "dusk" || p.time === "night";
  const deck = mix(pick(rng, woods), p.shadowTint, on ? 0.35 : 0.15);
  const edge = range(rng, 6.5, 8);
  doc.add(scene.flat([[-20, 0.2], [20, 0.2], [20, edge], [-20, edge]], 0, deck));
  let planks = "";
  for (let x = -20; x <= 20; x += 0.15) {
    const q = projectPoly(scene.cam, [[x, 0, 0.2], [x, 0, edge], [x, 0, edge]]);
    if (q.length >= 2) planks += `M${n(q[0]![0])} ${n(q[0]![1])}L${n(q[1]![0])} ${n(q[1]![1])}`;
  }
  doc.add(stroke(planks, shade(deck, -0.3), 0.8, { opacity: 0.35 }));
  // Infinity pool along the edge or a glass balustrade.
  if (chance(rng, 0.5)) {
    const water = mix("#3fb4d0", p.sky[0]![1], 0.4);
    doc.add(scene.flat([[-20, edge - 2.5], [20, edge - 2.5], [20, edge], [-20, edge]], 0.01, water));
    doc.add(poly(scene.wall(-20, edge - 2.5, 20, edge - 2.5, 0, 0.25), "#f3efe6"));
    doc.add(scene.flat([[-20, edge - 2.6], [20, edge - 2.6], [20, edge - 2.5], [-20, edge - 2.5]], 0.25, "#f7f4ee"));
  } else {
    doc.add(poly(scene.wall(-20, edge, 20, edge, 0, 1.1), "#cfe6ee", { opacity: 0.2 }));
    doc.add(poly(scene.wall(-20, edge, 20, edge, 1.06, 1.12), "#3a3f46"));
  }
  // Outdoor lounge under a pergola.
  const side = chance(rng, 0.5) ? 1 : -1;
  const sx = side * range(rng, 1.7, 2.3);
  const sz = range(rng, 4.4, 5.2);
  const rugColor = pick(rng, ["#e8e0d2", "#cbbfae", "#b9c2c7"]);
  doc.add(scene.flat([[sx - side * 0.5, sz - 1.6], [sx - side * 2.4, sz - 1.6], [sx - side * 2.4, sz + 1.6], [sx - side * 0.5, sz + 1.6]], 0.005, mix(rugColor, p.shadowTint, on ? 0.3 : 0.1)));
  sofa(scene, { cx: sx, cz: sz, rot: side * (Math.PI / 2) }, range(rng, 2.2, 2.8), pick(rng, ["#e9e4da", "#d9d2c5", "#b8b2a7"]), [pick(rng, accents), pick(rng, accents)]);
  cyl(scene, sx - side * 1.3, sz, 0.45, 0.3, 0.36, pick(rng, ["#2d2d2d", "#c9a66b", "#f2efe8"]));
  cyl(scene, sx - side * 1.3, sz, 0.3, 0, 0.3, "#3a3a3a");
  const beam = "#2f3134";
  const px = side * 4.8;
  for (const z of [3, 6.4]) scene.box(px - 0.06, 0, z - 0.06, px + 0.06, 2.7, z + 0.06, beam);
  for (let x = 1.6; x <= 4.8; x += 0.4) scene.box(side * x - 0.03, 2.7, 2.9, side * x + 0.03, 2.8, 6.5, beam);
  scene.box(Math.min(side * 1.5, px) - 0.03, 2.6, 2.9, Math.max(side * 1.5, px) + 0.03, 2.7, 3.0, beam);
  for (const x of [-side * range(rng, 3, 4), side * 0.6]) plant(scene, rng, x, edge - 0.7, range(rng, 1, 1.5), pick(rng, leaves), "#3b3b3b");
  // Low planter boxes along the edge.
  const planter = pick(rng, ["#3b3b3b", "#d8cfc2", "#8a6446"]);
  for (let x = -side * 1.2; Math.abs(x) < 9; x -= side * 2.4) {
    scene.box(x - 0.9, 0, edge - 0.5, x + 0.9, 0.45, edge - 0.1, planter);
    addShrub(scene, rng, p, x, edge - 0.3, 1.6, 0.6);
  }
  if (on) {
    for (const x of [-3, 0, 3]) doc.add(`<circle cx="${n(scene.at([x, 0.3, edge - 0.3]).x)}" cy="${n(scene.at([x, 0.3, edge - 0.3]).y)}" r="${n(W * 0.05)}" fill="${doc.radial([[0, "#ffd58a", 0.35], [1, "#ffd58a", 0]])}"/>`);
  }
  doc.add(scene.render());
  return doc.toString();
}
