// Outdoor amenity pieces in 3D: deck tile lines, sun loungers and parasols.

import { shade } from "./color.ts";
import { type Scene, type Vec3, projectPoly } from "./scene3d.ts";
import { n, stroke } from "./svg.ts";

/** Deck tile grid on the ground plane. */
export function deckLines(
  scene: Scene,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  step: number,
  color: string,
  y = 0,
): string {
  let d = "";
  const seg = (a: Vec3, b: Vec3) => {
    const q = projectPoly(scene.cam, [a, b, b]);
    if (q.length >= 2) d += `M${n(q[0]![0])} ${n(q[0]![1])}L${n(q[1]![0])} ${n(q[1]![1])}`;
  };
  for (let x = x0; x <= x1; x += step) seg([x, y, z0], [x, y, z1]);
  for (let z = z0; z <= z1; z += step) seg([x0, y, z], [x1, y, z]);
  return stroke(d, color, 1, { opacity: 0.35 });
}

export function lounger(scene: Scene, x: number, z: number, frame: string, cushion: string): void {
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

export function umbrella(scene: Scene, x: number, z: number, color: string): void {
  scene.box(x - 0.03, 0, z - 0.03, x + 0.03, 2.5, z + 0.03, "#e9e4da");
  const rim: Vec3[] = [];
  for (let i = 0; i < 8; i++)
    rim.push([x + Math.cos((i / 8) * Math.PI * 2) * 1.4, 2.2, z + Math.sin((i / 8) * Math.PI * 2) * 1.4]);
  const apex: Vec3 = [x, 2.65, z];
  const faces = rim.map((p, i) => ({ pts: [p, rim[(i + 1) % 8]!, apex], color: i % 2 ? color : shade(color, 0.12) }));
  faces.push({ pts: [...rim].reverse(), color: shade(color, -0.25) });
  scene.solid(faces, true);
}
