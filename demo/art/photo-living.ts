// Listing photos "living-room" and "bedroom": furnished rooms with a window onto the city.

import { shade } from "./color.ts";
import { armchair, bed, coffeeTable, headboard, nightstand, plant, rug, sideTable, sofa } from "./furniture.ts";
import { floorLamp, pendant, tableLamp } from "./lighting.ts";
import { art, tv } from "./wall-decor.ts";
import { accents, cameraFor, fabrics, interiorPalette, leaves, pots, roomStyle, woods } from "./interior-style.ts";
import { type Rng, chance, pick, range } from "./random.ts";
import { createRoom, drawShell, windowOnWall } from "./room.ts";
import { Svg } from "./svg.ts";

const HALF_PI = Math.PI / 2;

export function livingRoomPhoto(rng: Rng, Wpx = 1600, Hpx = 1067): string {
  const doc = new Svg(Wpx, Hpx);
  const p = interiorPalette(rng);
  const W = range(rng, 5.6, 7);
  const D = range(rng, 6, 7.5);
  const H = range(rng, 2.9, 3.2);
  const r = createRoom(doc, { W, D, H, ...cameraFor(rng, Wpx), style: roomStyle(rng), p });
  drawShell(doc, rng, r);
  const on = r.evening;
  const fabric = pick(rng, fabrics);
  const pillows = [pick(rng, accents), pick(rng, accents)];
  const wood = pick(rng, woods);
  const layout = chance(rng, 0.55) ? "facing" : "side";
  const s = r.scene;
  if (layout === "facing") {
    // Sofa against the back wall; full-height glazing behind it or a window on a side wall with art.
    const glazing = chance(rng, 0.6);
    if (glazing)
      windowOnWall(doc, rng, r, r.back, W * 0.12, 0.05, W * 0.88, H - 0.15, { curtains: chance(rng, 0.5) ? "#f3efe8" : null });
    else {
      const side = chance(rng, 0.5) ? r.left : r.right;
      windowOnWall(doc, rng, r, side, side.width - D + Math.max(2.2, D * 0.4), 0.6, side.width - 1.2, H - 0.3, {
        curtains: "#efe9df",
      });
      doc.add(art(r.back, rng, W / 2 - 0.8, 1.35, W / 2 + 0.8, 2.35));
    }
    const sw = range(rng, 2.4, 3.2);
    const sofaZ = D - (glazing ? 1.1 : 0.6);
    sofa(s, { cx: 0, cz: sofaZ, rot: 0 }, sw, fabric, pillows);
    rug(s, 0, sofaZ - 1.6, sw + 0.8, 2.4, pick(rng, ["#e8e0d2", "#cbbfae", "#d9d4cc", "#b9aa98"]), shade(fabric, -0.2));
    coffeeTable(s, rng, 0, sofaZ - 1.6, pick(rng, [wood, "#f2f0eb", "#2d2d2d"]), shade(wood, -0.2));
    const side = chance(rng, 0.5) ? -1 : 1;
    armchair(s, { cx: side * (sw / 2 + 0.9), cz: sofaZ - 1.7, rot: side * -HALF_PI }, pick(rng, fabrics));
    sideTable(s, -side * (sw / 2 + 0.45), sofaZ, wood);
    floorLamp(s, doc, side * (sw / 2 + 0.45), sofaZ + 0.1, "#f1e9dc", "#2b2b2b", on);
    plant(s, rng, -side * (W / 2 - 0.45), D - 0.45, range(rng, 1.2, 1.7), pick(rng, leaves), pick(rng, pots));
  } else {
    // Sofa along a side wall, TV on the other side, big window at the back.
    windowOnWall(doc, rng, r, r.back, W * 0.15, 0.05, W * 0.85, H - 0.15, { curtains: chance(rng, 0.5) ? "#f3efe8" : null });
    const dir = chance(rng, 0.5) ? 1 : -1;
    const sofaX = -dir * (W / 2 - 0.55);
    const sz = D - range(rng, 2, 2.5);
    sofa(s, { cx: sofaX, cz: sz, rot: dir * HALF_PI }, range(rng, 2.4, 3), fabric, pillows);
    const tvWall = dir > 0 ? r.right : r.left;
    const u = sz - tvWall.at(0, 0)[2];
    doc.add(tv(tvWall, u - 0.75, 1.15, 1.5));
    const cx = dir * (W / 2 - 0.25);
    s.box(cx - 0.22, 0.12, sz - 1.1, cx + 0.22, 0.5, sz + 1.1, wood);
    rug(s, 0, sz, 2.4, 3.0, pick(rng, ["#e8e0d2", "#cbbfae", "#d9d4cc"]), shade(fabric, -0.2));
    coffeeTable(s, rng, sofaX + dir * 1.45, sz, pick(rng, [wood, "#f2f0eb"]), shade(wood, -0.2));
    floorLamp(s, doc, sofaX, sz + 1.8, "#f1e9dc", "#2b2b2b", on);
    plant(s, rng, dir * (W / 2 - 0.5), D - 0.5, range(rng, 1.2, 1.7), pick(rng, leaves), pick(rng, pots));
    if (chance(rng, 0.6))
      plant(s, rng, -dir * (W / 2 - 0.45), D - 0.45, range(rng, 0.8, 1.3), pick(rng, leaves), pick(rng, pots));
  }
  if (chance(rng, 0.5))
    pendant(
      s,
      doc,
      0,
      H,
      D - 2.6,
      0.9,
      pick(rng, ["dome", "globe", "cone"] as const),
      pick(rng, ["#2b2b2b", "#c9a66b", "#f2efe8"]),
      on,
    );
  doc.add(s.render());
  return doc.toString();
}

export function bedroomPhoto(rng: Rng, Wpx = 1600, Hpx = 1067): string {
  const doc = new Svg(Wpx, Hpx);
  const p = interiorPalette(rng);
  const W = range(rng, 4.8, 6);
  const D = range(rng, 5.2, 6.5);
  const H = range(rng, 2.8, 3.1);
  const style = roomStyle(rng, ["wood", "wood", "tile"]);
  const against = chance(rng, 0.6) ? "back" : "side";
  const dir = chance(rng, 0.5) ? 1 : -1;
  const cam = cameraFor(rng, Wpx);
  // With the bed on a side wall, stand on the other side and turn toward it.
  if (against === "side") Object.assign(cam, { camX: dir * range(rng, 0.6, 1), yaw: -dir * range(rng, 0.22, 0.32) });
  const r = createRoom(doc, { W, D, H, ...cam, style, p });
  drawShell(doc, rng, r);
  const on = r.evening;
  const s = r.scene;
  const linen = pick(rng, ["#f5f3ee", "#ece7df", "#e4e8ea", "#efe6da"]);
  const throwColor = pick(rng, accents);
  const frame = pick(rng, [...fabrics, ...woods]);
  const wood = pick(rng, woods);
  const bw = range(rng, 1.8, 2);
  if (against === "back") {
    const side = chance(rng, 0.5) ? r.left : r.right;
    windowOnWall(doc, rng, r, side, side.width - D + Math.max(2, D * 0.4), 0.5, side.width - 1.4, H - 0.25, {
      curtains: pick(rng, ["#efe9df", "#e6ddd0", "#dfe3e6"]),
    });
    const t = { cx: 0, cz: D - 1.2, rot: 0 };
    headboard(s, { cx: 0, cz: D - 1.2 - 0.1, rot: 0 }, bw, shade(frame, 0.05));
    bed(s, rng, t, bw, frame, linen, throwColor, pick(rng, accents));
    if (chance(rng, 0.6)) doc.add(art(r.back, rng, W / 2 - 0.6, 1.55, W / 2 + 0.6, 2.3));
    for (const k of [-1, 1]) {
      const x = k * (bw / 2 + 0.55);
      nightstand(s, { cx: x, cz: D - 0.3, rot: 0 }, wood);
      if (chance(rng, 0.5)) pendant(s, doc, x, H, D - 0.3, H - 1.5, pick(rng, ["globe", "cone", "dome"] as const), "#f2ede2", on);
      else tableLamp(s, doc, x, 0.55, D - 0.3, "#d8cfc2", on);
    }
    rug(s, 0, D - 2.1, bw + 1.4, 2.6, pick(rng, ["#e8e0d2", "#cbbfae", "#d9d4cc", "#c9c2b8"]), shade(throwColor, -0.1));
    if (chance(rng, 0.35))
      s.box(-bw / 2 + 0.2, 0.05, D - 1.2 - 1.08 - 0.5, bw / 2 - 0.2, 0.45, D - 1.2 - 1.08 - 0.12, pick(rng, accents));
    plant(s, rng, (chance(rng, 0.5) ? -1 : 1) * (W / 2 - 0.4), D - 0.4, range(rng, 1.1, 1.6), pick(rng, leaves), pick(rng, pots));
  } else {
    windowOnWall(doc, rng, r, r.back, W * 0.2, 0.4, W * 0.8, H - 0.2, { curtains: pick(rng, ["#efe9df", "#e6ddd0"]) });
    const bx = -dir * (W / 2 - 1.2);
    const bz = D - range(rng, 1.5, 1.9);
    headboard(s, { cx: bx - dir * 0.1, cz: bz, rot: dir * (Math.PI / 2) }, bw, shade(frame, 0.05));
    bed(s, rng, { cx: bx, cz: bz, rot: dir * (Math.PI / 2) }, bw, frame, linen, throwColor, pick(rng, accents));
    const nx = -dir * (W / 2 - 0.3);
    nightstand(s, { cx: nx, cz: bz - bw / 2 - 0.45, rot: dir * (Math.PI / 2) }, wood);
    tableLamp(s, doc, nx, 0.55, bz - bw / 2 - 0.45, "#d8cfc2", on);
    rug(s, bx + dir * 0.6, bz, 2.6, bw + 1.2, pick(rng, ["#e8e0d2", "#cbbfae", "#d9d4cc"]), shade(throwColor, -0.1));
    const other = dir > 0 ? r.right : r.left;
    doc.add(art(other, rng, bz - other.at(0, 0)[2] - 0.5, 1.3, bz - other.at(0, 0)[2] + 0.5, 2.1));
    const cx = dir * (W / 2 - 0.22);
    s.box(cx - 0.22, 0.1, bz - 0.9, cx + 0.22, 0.75, bz + 0.9, wood);
    plant(s, rng, dir * (W / 2 - 0.45), D - 0.45, range(rng, 1.1, 1.6), pick(rng, leaves), pick(rng, pots));
  }
  doc.add(s.render());
  return doc.toString();
}
