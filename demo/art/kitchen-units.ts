// Kitchen units in 3D: base run with counter and uppers, tall fridge/oven columns, island and stools.

import { shade } from "./color.ts";
import { cyl } from "./furniture.ts";
import { type Rng, range } from "./random.ts";
import type { Face, Scene } from "./scene3d.ts";
import { poly, stroke } from "./svg.ts";

/** Kitchen run along the back wall from x0 to x1 (world), with counter, uppers and a tall column. */
export function kitchenRun(
  scene: Scene,
  rng: Rng,
  x0: number,
  x1: number,
  wallZ: number,
  fronts: string,
  top: string,
  uppers: string,
  open: boolean,
): void {
  const doorLines = (color: string, w: number) => (f: Face) => {
    if (f.kind !== "side" || Math.abs(f.normal[2]) < 0.9) return "";
    let d = "";
    const k = Math.max(1, Math.round(f.width / w));
    for (let i = 1; i < k; i++) d += f.line((f.width * i) / k, 0.02, (f.width * i) / k, f.height - 0.02);
    let handles = "";
    for (let i = 0; i < k; i++)
      handles += f.line((f.width * (i + 0.5)) / k - 0.1, f.height - 0.08, (f.width * (i + 0.5)) / k + 0.1, f.height - 0.08);
    const px = f.scale(f.width / 2, f.height / 2);
    return stroke(d, shade(color, -0.3), Math.max(1, px * 0.008)) + stroke(handles, "#8b8378", Math.max(1.2, px * 0.015));
  };
  scene.box(x0, 0, wallZ - 0.57, x1, 0.1, wallZ, shade(fronts, -0.45));
  scene.box(x0, 0.1, wallZ - 0.62, x1, 0.88, wallZ, fronts, { decal: doorLines(fronts, 0.6) });
  scene.box(x0 - 0.02, 0.88, wallZ - 0.65, x1 + 0.02, 0.92, wallZ, top, {
    decal: (f) => {
      if (f.kind !== "top") return "";
      const u = f.width * range(rng, 0.25, 0.45);
      return poly(f.quad(u, 0.1, u + 0.7, 0.5), shade(top, -0.25)) + stroke(f.line(u + 0.35, 0.5, u + 0.35, 0.58), "#9a9a9a", 2);
    },
  });
  if (open) {
    for (const y of [1.5, 1.95]) scene.box(x0 + 0.3, y, wallZ - 0.28, x1 - 0.3, y + 0.04, wallZ, uppers);
  } else {
    scene.box(x0, 1.45, wallZ - 0.35, x1, 2.3, wallZ, uppers, { decal: doorLines(uppers, 0.5) });
  }
}

export function tallUnit(scene: Scene, x0: number, x1: number, wallZ: number, color: string): void {
  scene.box(x0, 0, wallZ - 0.65, x1, 2.35, wallZ, color, {
    decal: (f) => {
      if (f.kind !== "side" || Math.abs(f.normal[2]) < 0.9) return "";
      const px = f.scale(f.width / 2, 1);
      return (
        stroke(
          f.line(f.width / 2, 0.1, f.width / 2, 2.3) + f.line(0.02, 1.45, f.width - 0.02, 1.45),
          shade(color, -0.3),
          Math.max(1, px * 0.008),
        ) +
        stroke(
          f.line(f.width / 2 - 0.06, 0.9, f.width / 2 - 0.06, 1.3) + f.line(f.width / 2 + 0.06, 0.9, f.width / 2 + 0.06, 1.3),
          "#8b8378",
          Math.max(1.2, px * 0.015),
        )
      );
    },
  });
}

export function island(scene: Scene, x: number, z: number, w: number, color: string, top: string): void {
  const d = 1;
  scene.box(x - w / 2 + 0.1, 0, z - d / 2 + 0.25, x + w / 2 - 0.1, 0.9, z + d / 2, color, {
    decal: (f) => {
      if (f.kind !== "side" || f.normal[2] > -0.9) return "";
      let dd = "";
      for (let u = 0.15; u < f.width; u += 0.15) dd += f.line(u, 0.05, u, 0.85);
      return stroke(dd, shade(color, -0.2), 1, { opacity: 0.5 });
    },
  });
  scene.box(x - w / 2, 0, z - d / 2 + 0.2, x - w / 2 + 0.1, 0.9, z + d / 2, top);
  scene.box(x + w / 2 - 0.1, 0, z - d / 2 + 0.2, x + w / 2, 0.9, z + d / 2, top);
  scene.box(x - w / 2, 0.9, z - d / 2 + 0.2, x + w / 2, 0.96, z + d / 2, top);
  scene.box(x - w / 2 + 0.1, 0.4, z - d / 2 + 0.2, x + w / 2 - 0.1, 0.9, z - d / 2 + 0.25, shade(top, -0.3));
}

export function stool(scene: Scene, x: number, z: number, seat: string, metal: string): void {
  cyl(scene, x, z, 0.025, 0, 0.62, metal);
  cyl(scene, x, z, 0.17, 0.2, 0.22, metal);
  cyl(scene, x, z, 0.2, 0.62, 0.7, seat);
}
