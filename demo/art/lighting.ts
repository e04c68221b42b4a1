// Lamps for rooms: floor and table lamps and ceiling pendants, with warm glows in the evening.

import { mix, shade } from "./color.ts";
import { cyl } from "./furniture.ts";
import type { Scene } from "./scene3d.ts";
import { type Svg, ellipse, n, poly, stroke } from "./svg.ts";

/** Shade shapes of lamps and pendants, drawn as sprites. */
function lampShade(cx: number, cy: number, s: number, kind: "drum" | "dome" | "globe" | "cone", color: string): string {
  switch (kind) {
    case "dome":
      return (
        `<path d="M${n(cx - s)} ${n(cy)}Q${n(cx - s)} ${n(cy - s * 0.9)} ${n(cx)} ${n(cy - s * 0.9)}Q${n(cx + s)} ${n(cy - s * 0.9)} ${n(cx + s)} ${n(cy)}Z" fill="${color}"/>` +
        ellipse(cx, cy, s, s * 0.16, shade(color, -0.3))
      );
    case "globe":
      return (
        ellipse(cx, cy - s * 0.8, s * 0.8, s * 0.8, color) +
        ellipse(cx - s * 0.25, cy - s * 1.05, s * 0.25, s * 0.2, "#ffffff", { opacity: 0.5 })
      );
    case "cone":
      return (
        poly(
          [
            [cx - s * 0.3, cy - s],
            [cx + s * 0.3, cy - s],
            [cx + s * 0.8, cy],
            [cx - s * 0.8, cy],
          ],
          color,
        ) + ellipse(cx, cy, s * 0.8, s * 0.12, shade(color, -0.25))
      );
    default:
      return (
        poly(
          [
            [cx - s * 0.8, cy - s * 1.1],
            [cx + s * 0.8, cy - s * 1.1],
            [cx + s * 0.9, cy],
            [cx - s * 0.9, cy],
          ],
          color,
        ) + ellipse(cx, cy, s * 0.9, s * 0.12, shade(color, -0.15))
      );
  }
}

export function floorLamp(scene: Scene, doc: Svg, x: number, z: number, shadeColor: string, metal: string, on: boolean): void {
  cyl(scene, x, z, 0.16, 0, 0.03, metal);
  scene.box(x - 0.015, 0.03, z - 0.015, x + 0.015, 1.35, z + 0.015, metal);
  scene.sprite([x - 0.25, 1.35, z - 0.25], [x + 0.25, 1.65, z + 0.25], () => {
    const a = scene.at([x, 1.35, z]);
    const s = a.s * 0.24;
    return (
      (on
        ? `<circle cx="${n(a.x)}" cy="${n(a.y - s * 0.5)}" r="${n(s * 6)}" fill="${doc.radial([
            [0, "#ffd58a", 0.45],
            [1, "#ffd58a", 0],
          ])}"/>`
        : "") + lampShade(a.x, a.y, s, "drum", on ? mix(shadeColor, "#fff3c8", 0.5) : shadeColor)
    );
  });
}

export function tableLamp(scene: Scene, doc: Svg, x: number, y: number, z: number, color: string, on: boolean): void {
  cyl(scene, x, z, 0.07, y, y + 0.32, color);
  scene.sprite([x - 0.2, y + 0.32, z - 0.2], [x + 0.2, y + 0.55, z + 0.2], () => {
    const a = scene.at([x, y + 0.52, z]);
    const s = a.s * 0.17;
    return (
      (on
        ? `<circle cx="${n(a.x)}" cy="${n(a.y - s * 0.5)}" r="${n(s * 5)}" fill="${doc.radial([
            [0, "#ffd58a", 0.5],
            [1, "#ffd58a", 0],
          ])}"/>`
        : "") + lampShade(a.x, a.y, s, "drum", on ? "#fbeccb" : "#efe7da")
    );
  });
}

export function pendant(
  scene: Scene,
  doc: Svg,
  x: number,
  top: number,
  z: number,
  drop: number,
  kind: "dome" | "globe" | "cone",
  color: string,
  on: boolean,
): void {
  const y = top - drop;
  scene.sprite([x - 0.2, y - 0.1, z - 0.2], [x + 0.2, top, z + 0.2], () => {
    const a = scene.at([x, y, z]);
    const b = scene.at([x, top, z]);
    const s = a.s * 0.2;
    return (
      stroke(`M${n(b.x)} ${n(b.y)}L${n(a.x)} ${n(a.y - s * 0.8)}`, "#2a2a2a", Math.max(1, a.s * 0.008)) +
      (on
        ? `<circle cx="${n(a.x)}" cy="${n(a.y)}" r="${n(s * 5)}" fill="${doc.radial([
            [0, "#ffe0a0", 0.5],
            [1, "#ffe0a0", 0],
          ])}"/>`
        : "") +
      lampShade(a.x, a.y, s, kind, color) +
      (on ? ellipse(a.x, a.y + s * 0.05, s * 0.45, s * 0.1, "#fff6d8") : "")
    );
  });
}
