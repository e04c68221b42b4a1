// Furniture as 3D boxes and cylinders for rooms: sofas, chairs, tables, rugs, beds, nightstands
// and potted plants. Lights are in lighting.ts, kitchen units in kitchen-units.ts.

import { shade } from "./color.ts";
import { pottedPlant } from "./flora.ts";
import { type Frame, rectFoot } from "./house3d.ts";
import { type Rng, chance, createRng, range } from "./random.ts";
import type { Prism, Scene } from "./scene3d.ts";
import { n, stroke } from "./svg.ts";

type Opts = Partial<Prism>;

/** A box in a rotated local frame (x right, z away from the front of the piece). */
function B(
  scene: Scene,
  t: Frame,
  x0: number,
  y0: number,
  z0: number,
  x1: number,
  y1: number,
  z1: number,
  color: string,
  o: Opts = {},
): void {
  scene.prism({ foot: rectFoot(t, x0, z0, x1, z1), y0, y1, color, ...o });
}

/** Vertical cylinder as a many-sided prism. */
export function cyl(scene: Scene, x: number, z: number, r: number, y0: number, y1: number, color: string, o: Opts = {}): void {
  const foot: [number, number][] = [];
  const k = 16;
  for (let i = 0; i < k; i++) foot.push([x + Math.cos((i / k) * Math.PI * 2) * r, z + Math.sin((i / k) * Math.PI * 2) * r]);
  scene.prism({ foot, y0, y1, color, ...o });
}

export function sofa(scene: Scene, t: Frame, width: number, fabric: string, pillows: string[]): void {
  const d = 0.95;
  const aw = 0.18;
  const h = d / 2;
  const cushion = shade(fabric, 0.06);
  B(scene, t, -width / 2 + 0.06, 0, -h + 0.06, width / 2 - 0.06, 0.09, h - 0.06, "#3a3330");
  B(scene, t, -width / 2 + aw, 0.09, -h, width / 2 - aw, 0.38, h, fabric);
  B(scene, t, -width / 2, 0.09, -h, -width / 2 + aw, 0.62, h, fabric);
  B(scene, t, width / 2 - aw, 0.09, -h, width / 2, 0.62, h, fabric);
  B(scene, t, -width / 2 + aw, 0.38, h - 0.2, width / 2 - aw, 0.8, h, fabric);
  const inner = width - aw * 2;
  const k = inner > 2 ? 3 : 2;
  const cw = inner / k;
  for (let i = 0; i < k; i++) {
    const a = -width / 2 + aw + i * cw + 0.008;
    const b = a + cw - 0.016;
    B(scene, t, a, 0.38, -h + 0.02, b, 0.5, h - 0.2, cushion);
    B(scene, t, a, 0.5, h - 0.38, b, 0.78, h - 0.2, shade(fabric, 0.02));
  }
  pillows.slice(0, 2).forEach((c, i) => {
    const a = i === 0 ? -width / 2 + aw + 0.08 : width / 2 - aw - 0.5;
    B(scene, t, a, 0.5, h - 0.5, a + 0.42, 0.86, h - 0.38, c);
  });
}

export function armchair(scene: Scene, t: Frame, fabric: string): void {
  const w = 0.85;
  const d = 0.85;
  const h = d / 2;
  B(scene, t, -w / 2 + 0.05, 0, -h + 0.05, w / 2 - 0.05, 0.12, h - 0.05, "#3a3330");
  B(scene, t, -w / 2 + 0.14, 0.12, -h, w / 2 - 0.14, 0.4, h, fabric);
  B(scene, t, -w / 2, 0.12, -h, -w / 2 + 0.14, 0.6, h, fabric);
  B(scene, t, w / 2 - 0.14, 0.12, -h, w / 2, 0.6, h, fabric);
  B(scene, t, -w / 2 + 0.14, 0.4, h - 0.16, w / 2 - 0.14, 0.85, h, fabric);
  B(scene, t, -w / 2 + 0.15, 0.4, -h + 0.02, w / 2 - 0.15, 0.5, h - 0.16, shade(fabric, 0.06));
}

export function coffeeTable(scene: Scene, rng: Rng, x: number, z: number, top: string, base: string): void {
  if (chance(rng, 0.5)) {
    const r = range(rng, 0.4, 0.55);
    cyl(scene, x, z, r * 0.55, 0, 0.34, base);
    cyl(scene, x, z, r, 0.34, 0.4, top);
    return;
  }
  const w = range(rng, 1.1, 1.4);
  const d = 0.65;
  scene.box(x - w / 2 + 0.08, 0, z - d / 2 + 0.08, x + w / 2 - 0.08, 0.3, z + d / 2 - 0.08, base);
  scene.box(x - w / 2, 0.3, z - d / 2, x + w / 2, 0.38, z + d / 2, top);
}

export function rug(scene: Scene, x: number, z: number, w: number, d: number, color: string, border: string): void {
  scene.box(x - w / 2, 0, z - d / 2, x + w / 2, 0.012, z + d / 2, color, {
    decal: (f) =>
      f.kind === "top"
        ? `<polygon points="${f
            .quad(0.15, 0.15, f.width - 0.15, f.height - 0.15)
            .map((q) => `${n(q[0])},${n(q[1])}`)
            .join(
              " ",
            )}" fill="none" stroke="${border}" stroke-width="${n(Math.max(1.5, f.scale(f.width / 2, f.height / 2) * 0.03))}"/>`
        : "",
  });
}

export function sideTable(scene: Scene, x: number, z: number, color: string): void {
  cyl(scene, x, z, 0.2, 0.5, 0.54, color);
  cyl(scene, x, z, 0.03, 0, 0.5, shade(color, -0.3));
}

export function plant(scene: Scene, rng: Rng, x: number, z: number, h: number, leaf: string, pot: string): void {
  const seed = Math.floor(rng() * 1e9);
  scene.sprite([x - 0.25, 0, z - 0.25], [x + 0.25, h, z + 0.25], () => {
    const a = scene.at([x, 0, z]);
    return a.s > 0 ? pottedPlant(createRng(seed), a.x, a.y, h * a.s, leaf, pot) : "";
  });
}

export function bed(
  scene: Scene,
  rng: Rng,
  t: Frame,
  width: number,
  frame: string,
  linen: string,
  throwColor: string,
  pillow: string,
): void {
  const L = 2.15;
  const h = L / 2;
  B(scene, t, -width / 2 - 0.05, 0.05, -h, width / 2 + 0.05, 0.34, h, frame);
  B(scene, t, -width / 2, 0.34, -h + 0.03, width / 2, 0.5, h, "#f4f2ee");
  B(scene, t, -width / 2 - 0.03, 0.5, -h, width / 2 + 0.03, 0.58, h - 0.55, linen);
  B(scene, t, -width / 2 - 0.03, 0.28, -h - 0.03, width / 2 + 0.03, 0.58, -h, linen);
  B(scene, t, -width / 2 - 0.06, 0.28, -h - 0.03, -width / 2 - 0.03, 0.58, h - 0.55, linen);
  B(scene, t, width / 2 + 0.03, 0.28, -h - 0.03, width / 2 + 0.06, 0.58, h - 0.55, linen);
  B(scene, t, -width / 2 - 0.07, 0.58, -h + 0.12, width / 2 + 0.07, 0.61, -h + range(rng, 0.5, 0.7), throwColor);
  const pw = (width - 0.16) / 2;
  for (let i = 0; i < 2; i++) {
    const a = -width / 2 + 0.06 + i * (pw + 0.04);
    B(scene, t, a, 0.5, h - 0.32, a + pw, 0.9, h - 0.12, "#f7f6f2");
    B(scene, t, a + 0.1, 0.5, h - 0.48, a + pw - 0.1, 0.76, h - 0.32, pillow);
  }
}

export function headboard(scene: Scene, t: Frame, width: number, color: string): void {
  const h = 2.15 / 2;
  B(scene, t, -width / 2 - 0.25, 0, h, width / 2 + 0.25, 1.3, h + 0.1, color, {
    decal: (f) => {
      if (f.kind !== "side" || f.index !== 0) return "";
      let d = "";
      for (let u = 0.2; u < f.width - 0.1; u += 0.2) d += f.line(u, 0.08, u, f.height - 0.04);
      return stroke(d, shade(color, -0.25), Math.max(1, f.scale(f.width / 2, 0.6) * 0.012), { opacity: 0.7 });
    },
  });
}

export function nightstand(scene: Scene, t: Frame, color: string): void {
  B(scene, t, -0.25, 0.05, -0.2, 0.25, 0.55, 0.2, color, {
    decal: (f) =>
      f.kind === "side" && f.index === 0
        ? stroke(f.line(0.03, 0.25, 0.47, 0.25), shade(color, -0.3), 1.2) + stroke(f.line(0.2, 0.37, 0.3, 0.37), "#b59b6a", 2)
        : "",
  });
  B(scene, t, -0.23, 0, -0.18, 0.23, 0.05, 0.18, shade(color, -0.35));
}
