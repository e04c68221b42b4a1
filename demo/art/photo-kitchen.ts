// Listing photos "kitchen" and "lobby": a fitted kitchen with island, and a double-height lobby.

import { mix, shade } from "./color.ts";
import { armchair, cyl, plant, rug } from "./furniture.ts";
import { island, kitchenRun, stool, tallUnit } from "./kitchen-units.ts";
import { pendant } from "./lighting.ts";
import { cameraFor, fabrics, interiorPalette, leaves, pots, roomStyle, woods } from "./interior-style.ts";
import { type Rng, chance, int, pick, range } from "./random.ts";
import { createRoom, drawShell, glow, windowOnWall } from "./room.ts";
import { Svg, poly, stroke } from "./svg.ts";

export function kitchenPhoto(rng: Rng, Wpx = 1600, Hpx = 1067): string {
  const doc = new Svg(Wpx, Hpx);
  const p = interiorPalette(rng);
  const W = range(rng, 5, 6.4);
  const D = range(rng, 6.2, 7.2);
  const H = range(rng, 2.8, 3.1);
  const r = createRoom(doc, { W, D, H, ...cameraFor(rng, Wpx), style: roomStyle(rng, ["tile", "marble", "wood"]), p });
  drawShell(doc, rng, r);
  const s = r.scene;
  const fronts = pick(rng, ["#f3f1ec", "#2f3a48", "#8c9a8f", "#d9d2c5", "#4a4a4a", "#b9c3c9", ...woods.slice(0, 2)]);
  const top = pick(rng, ["#f4f2ee", "#e5e1da", "#2d2d2d", "#cfc8bd"]);
  const uppers = chance(rng, 0.5) ? "#f3f1ec" : pick(rng, [fronts, ...woods]);
  const tallLeft = chance(rng, 0.5);
  const runX0 = tallLeft ? -W / 2 + 1.3 : -W / 2;
  const runX1 = tallLeft ? W / 2 : W / 2 - 1.3;
  // Backsplash.
  const bs = pick(rng, ["#e9e6e0", "#d7dde0", "#efe7da", "#c9d3cc", "#f4f2ee"]);
  const b = r.back;
  const u0 = runX0 + W / 2;
  const u1 = runX1 + W / 2;
  let tiles = "";
  for (let v = 1.0; v < 1.45; v += 0.08) tiles += b.line(u0, v, u1, v);
  doc.add(poly(b.quad(u0, 0.92, u1, 1.45), bs) + stroke(tiles, shade(bs, -0.15), 1, { opacity: 0.7 }));
  const open = chance(rng, 0.35);
  if (open) doc.add(poly(b.quad(u0 + 0.2, 1.45, u1 - 0.2, 2.4), shade(bs, -0.03)));
  kitchenRun(s, rng, runX0, runX1, D, fronts, top, uppers, open);
  const tall = shade(fronts, chance(rng, 0.5) ? 0 : -0.08);
  if (tallLeft) {
    tallUnit(s, -W / 2, -W / 2 + 0.65, D, tall);
    tallUnit(s, -W / 2 + 0.65, -W / 2 + 1.3, D, tall);
  } else {
    tallUnit(s, W / 2 - 1.3, W / 2 - 0.65, D, tall);
    tallUnit(s, W / 2 - 0.65, W / 2, D, tall);
  }
  if (!open && chance(rng, 0.5)) {
    const hx = (runX0 + runX1) / 2 + range(rng, -0.5, 0.5);
    s.box(hx - 0.45, 1.45, D - 0.5, hx + 0.45, 1.7, D, "#c9c9c9");
  }
  // Window on a side wall.
  const side = tallLeft ? r.right : r.left;
  windowOnWall(doc, rng, r, side, side.width - D + Math.max(2.2, D * 0.4), 0.95, side.width - 0.9, H - 0.3, {
    curtains: null,
    mullions: 2,
  });
  const iz = D - range(rng, 2.3, 2.6);
  const iw = range(rng, 2, 2.6);
  const ix = range(rng, -0.3, 0.3);
  island(s, ix, iz, iw, pick(rng, [fronts, ...woods, "#e9e6e0"]), top);
  const seats = int(rng, 2, 3);
  const seat = pick(rng, [...fabrics, "#2d2d2d", "#b48a62"]);
  for (let i = 0; i < seats; i++) stool(s, ix - iw / 2 + (iw * (i + 0.5)) / seats, iz - 0.62, seat, "#2d2d2d");
  const lamp = pick(rng, ["dome", "globe", "cone"] as const);
  const lampColor = pick(rng, ["#2b2b2b", "#c9a66b", "#f2efe8", "#8c9a8f"]);
  const k = int(rng, 2, 3);
  for (let i = 0; i < k; i++) pendant(s, doc, ix - iw / 2 + (iw * (i + 0.5)) / k, H, iz, H - 1.85, lamp, lampColor, r.evening);
  if (chance(rng, 0.6))
    plant(s, rng, tallLeft ? W / 2 - 0.4 : -W / 2 + 0.4, iz - 1.5, range(rng, 0.9, 1.4), pick(rng, leaves), pick(rng, pots));
  doc.add(s.render());
  return doc.toString();
}

export function lobbyPhoto(rng: Rng, Wpx = 1600, Hpx = 1067): string {
  const doc = new Svg(Wpx, Hpx);
  const p = interiorPalette(rng);
  const W = range(rng, 12, 15);
  const D = range(rng, 13, 17);
  const H = range(rng, 5.5, 7);
  const cam = cameraFor(rng, Wpx);
  const style = roomStyle(rng, ["marble"]);
  style.feature = pick(rng, ["#b8906a", "#cbb9a0", "#a38b74", "#d8d0c4", "#8f8578"]);
  const r = createRoom(doc, { W, D, H, ...cam, camY: 1.6, camZ: 0.5, f: Wpx * range(rng, 0.52, 0.58), style, p });
  drawShell(doc, rng, r);
  const s = r.scene;
  const b = r.back;
  // Feature wall: vertical slats or stone panels behind the desk, with a warm cove.
  const slats = chance(rng, 0.5);
  let d = "";
  if (slats) for (let u = 0.25; u < W; u += 0.25) d += b.line(u, 0.1, u, H);
  else {
    for (let u = 1.2; u < W; u += 1.2) d += b.line(u, 0.1, u, H);
    for (let v = 1.5; v < H; v += 1.5) d += b.line(0, v, W, v);
  }
  doc.add(stroke(d, shade(style.feature, -0.25), slats ? 2 : 1.5, { opacity: 0.6 }));
  doc.add(poly(b.quad(0, H - 0.35, W, H - 0.25), "#fff2cf", { opacity: 0.7 }));
  // Glazed side wall with the street and city outside.
  const glassSide = chance(rng, 0.5) ? r.left : r.right;
  windowOnWall(doc, rng, r, glassSide, glassSide.width - D + 3, 0.05, glassSide.width - 1, H - 0.4, {
    mullions: int(rng, 4, 6),
    view: { altitude: 0.05, sea: false },
    sunPatch: !r.evening,
  });
  // Reception desk.
  const dw = range(rng, 4, 5.5);
  const dz = D - range(rng, 2.2, 3);
  const stone = pick(rng, ["#f1efea", "#e8e2d6", "#3b3b3b", "#d9cbb4"]);
  s.box(-dw / 2, 0, dz - 0.4, dw / 2, 1.05, dz + 0.4, stone, {
    decal: (f) =>
      f.kind === "side" && f.normal[2] < -0.9 ? poly(f.quad(0, 0.05, f.width, 0.12), "#fff0c8", { opacity: 0.8 }) : "",
  });
  s.box(-dw / 2 - 0.05, 1.05, dz - 0.45, dw / 2 + 0.05, 1.12, dz + 0.45, pick(rng, woods));
  // Columns.
  const colX = W / 2 - range(rng, 2.2, 3);
  for (const x of [-colX, colX]) {
    for (const z of [D - 6, D - 11]) {
      if (z < 3) continue;
      s.box(x - 0.35, 0, z - 0.35, x + 0.35, H, z + 0.35, mix(style.floor, "#d8cfc0", 0.5), {
        decal: (f) =>
          f.kind === "side"
            ? stroke(f.line(0.1, 0, 0.1, H) + f.line(f.width - 0.1, 0, f.width - 0.1, H), "#c9a66b", 1.5, { opacity: 0.8 })
            : "",
      });
    }
  }
  // Lounge: two armchairs, a round table and a rug.
  const lx = (chance(rng, 0.5) ? -1 : 1) * (W / 2 - 3.2);
  const lz = D - range(rng, 7, 8.5);
  rug(s, lx, lz, 3.2, 2.6, pick(rng, ["#d8cfc0", "#b9aa98", "#c8c0b4"]), "#8f7f6a");
  const fab = pick(rng, fabrics);
  armchair(s, { cx: lx - 1, cz: lz, rot: Math.PI / 2 }, fab);
  armchair(s, { cx: lx + 1, cz: lz, rot: -Math.PI / 2 }, fab);
  cyl(s, lx, lz, 0.12, 0, 0.42, "#2d2d2d");
  cyl(s, lx, lz, 0.4, 0.42, 0.46, "#c9a66b");
  // Chandelier of globes over a stone inlay, and big plants.
  const cz = D - range(rng, 5, 7);
  const inlay: [number, number][] = [];
  for (let i = 0; i < 24; i++) inlay.push([Math.cos((i / 24) * Math.PI * 2) * 2.2, cz + Math.sin((i / 24) * Math.PI * 2) * 2.2]);
  doc.add(s.flat(inlay, 0.003, "none", { stroke: "#b79b72", "stroke-width": 3, opacity: 0.7 }));
  doc.add(
    s.flat(
      inlay.map(([x, z]) => [x * 0.8, cz + (z - cz) * 0.8]),
      0.003,
      shade(style.floor, -0.08),
    ),
  );
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2;
    pendant(s, doc, Math.cos(a) * 0.9, H, cz + Math.sin(a) * 0.9, range(rng, 1.2, 2.2), "globe", "#fff4d6", true);
  }
  for (const x of [-dw / 2 - 1, dw / 2 + 1]) plant(s, rng, x, D - 0.8, range(rng, 1.6, 2.2), pick(rng, leaves), pick(rng, pots));
  doc.add(glow(doc, Wpx / 2, Hpx * 0.25, Wpx * 0.4, "#fff1cf", r.evening ? 0.18 : 0.08));
  doc.add(s.render());
  return doc.toString();
}
