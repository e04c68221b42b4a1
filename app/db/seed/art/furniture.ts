// Furniture as 3D boxes and cylinders for rooms: sofas, chairs, tables, rugs, beds, lamps, plants,
// kitchen units, plus wall decals (art, TV, headboard channels, backsplash tiles).

import { mix, shade } from "./color.ts";
import { pottedPlant } from "./flora.ts";
import { type Frame, rectFoot } from "./house3d.ts";
import { type Rng, chance, createRng, int, pick, range } from "./random.ts";
import type { Face, Prism, Scene } from "./scene3d.ts";
import { type Svg, ellipse, n, poly, stroke } from "./svg.ts";

type Opts = Partial<Prism>;

/** A box in a rotated local frame (x right, z away from the front of the piece). */
function B(scene: Scene, t: Frame, x0: number, y0: number, z0: number, x1: number, y1: number, z1: number, color: string, o: Opts = {}): void {
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
    decal: (f) => (f.kind === "top" ? `<polygon points="${f.quad(0.15, 0.15, f.width - 0.15, f.height - 0.15).map((q) => `${n(q[0])},${n(q[1])}`).join(" ")}" fill="none" stroke="${border}" stroke-width="${n(Math.max(1.5, f.scale(f.width / 2, f.height / 2) * 0.03))}"/>` : ""),
  });
}

/** Shade shapes of lamps and pendants, drawn as sprites. */
function lampShade(cx: number, cy: number, s: number, kind: "drum" | "dome" | "globe" | "cone", color: string): string {
  switch (kind) {
    case "dome":
      return `<path d="M${n(cx - s)} ${n(cy)}Q${n(cx - s)} ${n(cy - s * 0.9)} ${n(cx)} ${n(cy - s * 0.9)}Q${n(cx + s)} ${n(cy - s * 0.9)} ${n(cx + s)} ${n(cy)}Z" fill="${color}"/>` + ellipse(cx, cy, s, s * 0.16, shade(color, -0.3));
    case "globe":
      return ellipse(cx, cy - s * 0.8, s * 0.8, s * 0.8, color) + ellipse(cx - s * 0.25, cy - s * 1.05, s * 0.25, s * 0.2, "#ffffff", { opacity: 0.5 });
    case "cone":
      return poly([[cx - s * 0.3, cy - s], [cx + s * 0.3, cy - s], [cx + s * 0.8, cy], [cx - s * 0.8, cy]], color) + ellipse(cx, cy, s * 0.8, s * 0.12, shade(color, -0.25));
    default:
      return poly([[cx - s * 0.8, cy - s * 1.1], [cx + s * 0.8, cy - s * 1.1], [cx + s * 0.9, cy], [cx - s * 0.9, cy]], color) + ellipse(cx, cy, s * 0.9, s * 0.12, shade(color, -0.15));
  }
}

export function floorLamp(scene: Scene, doc: Svg, x: number, z: number, shadeColor: string, metal: string, on: boolean): void {
  cyl(scene, x, z, 0.16, 0, 0.03, metal);
  scene.box(x - 0.015, 0.03, z - 0.015, x + 0.015, 1.35, z + 0.015, metal);
  scene.sprite([x - 0.25, 1.35, z - 0.25], [x + 0.25, 1.65, z + 0.25], () => {
    const a = scene.at([x, 1.35, z]);
    const s = a.s * 0.24;
    return (on ? `<circle cx="${n(a.x)}" cy="${n(a.y - s * 0.5)}" r="${n(s * 6)}" fill="${doc.radial([[0, "#ffd58a", 0.45], [1, "#ffd58a", 0]])}"/>` : "") + lampShade(a.x, a.y, s, "drum", on ? mix(shadeColor, "#fff3c8", 0.5) : shadeColor);
  });
}

export function tableLamp(scene: Scene, doc: Svg, x: number, y: number, z: number, color: string, on: boolean): void {
  cyl(scene, x, z, 0.07, y, y + 0.32, color);
  scene.sprite([x - 0.2, y + 0.32, z - 0.2], [x + 0.2, y + 0.55, z + 0.2], () => {
    const a = scene.at([x, y + 0.52, z]);
    const s = a.s * 0.17;
    return (on ? `<circle cx="${n(a.x)}" cy="${n(a.y - s * 0.5)}" r="${n(s * 5)}" fill="${doc.radial([[0, "#ffd58a", 0.5], [1, "#ffd58a", 0]])}"/>` : "") + lampShade(a.x, a.y, s, "drum", on ? "#fbeccb" : "#efe7da");
  });
}

export function pendant(scene: Scene, doc: Svg, x: number, top: number, z: number, drop: number, kind: "dome" | "globe" | "cone", color: string, on: boolean): void {
  const y = top - drop;
  scene.sprite([x - 0.2, y - 0.1, z - 0.2], [x + 0.2, top, z + 0.2], () => {
    const a = scene.at([x, y, z]);
    const b = scene.at([x, top, z]);
    const s = a.s * 0.2;
    return (
      stroke(`M${n(b.x)} ${n(b.y)}L${n(a.x)} ${n(a.y - s * 0.8)}`, "#2a2a2a", Math.max(1, a.s * 0.008)) +
      (on ? `<circle cx="${n(a.x)}" cy="${n(a.y)}" r="${n(s * 5)}" fill="${doc.radial([[0, "#ffe0a0", 0.5], [1, "#ffe0a0", 0]])}"/>` : "") +
      lampShade(a.x, a.y, s, kind, color) +
      (on ? ellipse(a.x, a.y + s * 0.05, s * 0.45, s * 0.1, "#fff6d8") : "")
    );
  });
}

export function plant(scene: Scene, rng: Rng, x: number, z: number, h: number, leaf: string, pot: string): void {
  const seed = Math.floor(rng() * 1e9);
  scene.sprite([x - 0.25, 0, z - 0.25], [x + 0.25, h, z + 0.25], () => {
    const a = scene.at([x, 0, z]);
    return a.s > 0 ? pottedPlant(createRng(seed), a.x, a.y, h * a.s, leaf, pot) : "";
  });
}

export function bed(scene: Scene, rng: Rng, t: Frame, width: number, frame: string, linen: string, throwColor: string, pillow: string): void {
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
    decal: (f) => (f.kind === "side" && f.index === 0 ? stroke(f.line(0.03, 0.25, 0.47, 0.25), shade(color, -0.3), 1.2) + stroke(f.line(0.2, 0.37, 0.3, 0.37), "#b59b6a", 2) : ""),
  });
  B(scene, t, -0.23, 0, -0.18, 0.23, 0.05, 0.18, shade(color, -0.35));
}

/** A flat abstract artwork on a wall face. */
export function art(f: Face, rng: Rng, u0: number, v0: number, u1: number, v1: number): string {
  const frame = pick(rng, ["#2b2b2b", "#c9a66b", "#f4f1ea", "#6b4f3a"]);
  const paper = pick(rng, ["#f3ede2", "#efe6d6", "#e9ecef", "#f6f1ea"]);
  const inks = pick(rng, [
    ["#c9784f", "#2f4a5a", "#e2b866"],
    ["#6f8f7b", "#d9a88a", "#37474f"],
    ["#3d5a80", "#e0a458", "#98c1d9"],
    ["#b5838d", "#6d6875", "#e5989b"],
  ]);
  const w = u1 - u0;
  const h = v1 - v0;
  let out = poly(f.quad(u0 - 0.03, v0 - 0.03, u1 + 0.03, v1 + 0.03), frame) + poly(f.quad(u0, v0, u1, v1), paper);
  const circle = (cu: number, cv: number, r: number, from = 0, to = Math.PI * 2) => {
    const p: [number, number][] = [];
    for (let i = 0; i <= 18; i++) {
      const a = from + ((to - from) * i) / 18;
      p.push([cu + Math.cos(a) * r, cv + Math.sin(a) * r]);
    }
    return f.polygon(p);
  };
  const style = int(rng, 0, 2);
  if (style === 0) {
    out += poly(circle(u0 + w * 0.4, v0 + h * 0.55, Math.min(w, h) * 0.26), inks[0]!);
    out += poly(f.quad(u0 + w * 0.5, v0 + h * 0.15, u0 + w * 0.85, v0 + h * 0.45), inks[1]!, { opacity: 0.85 });
  } else if (style === 1) {
    out += poly(circle(u0 + w * 0.5, v0 + h * 0.25, w * 0.32, 0, Math.PI), inks[0]!);
    out += poly(f.quad(u0 + w * 0.18, v0 + h * 0.25, u0 + w * 0.82, v0 + h * 0.3), inks[1]!);
    out += poly(circle(u0 + w * 0.7, v0 + h * 0.7, Math.min(w, h) * 0.1), inks[2]!);
  } else {
    for (let i = 0; i < 3; i++) {
      const a = u0 + w * (0.15 + i * 0.25);
      out += poly(f.quad(a, v0 + h * 0.15, a + w * 0.18, v0 + h * (0.4 + 0.15 * i)), inks[i]!);
    }
  }
  return out;
}

export function tv(f: Face, u0: number, v0: number, w: number): string {
  const h = w * 0.5625;
  return poly(f.quad(u0 - 0.02, v0 - 0.02, u0 + w + 0.02, v0 + h + 0.02), "#111317") + poly(f.quad(u0, v0, u0 + w, v0 + h), "#1d2530") + poly(f.polygon([[u0, v0 + h * 0.5], [u0 + w * 0.5, v0 + h], [u0 + w * 0.7, v0 + h], [u0, v0 + h * 0.2]]), "#ffffff", { opacity: 0.06 });
}

/** Kitchen run along the back wall from x0 to x1 (world), with counter, uppers and a tall column. */
export function kitchenRun(scene: Scene, rng: Rng, x0: number, x1: number, wallZ: number, fronts: string, top: string, uppers: string, open: boolean): void {
  const doorLines = (color: string, w: number) => (f: Face) => {
    if (f.kind !== "side" || Math.abs(f.normal[2]) < 0.9) return "";
    let d = "";
    const k = Math.max(1, Math.round(f.width / w));
    for (let i = 1; i < k; i++) d += f.line((f.width * i) / k, 0.02, (f.width * i) / k, f.height - 0.02);
    let handles = "";
    for (let i = 0; i < k; i++) handles += f.line((f.width * (i + 0.5)) / k - 0.1, f.height - 0.08, (f.width * (i + 0.5)) / k + 0.1, f.height - 0.08);
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
      return stroke(f.line(f.width / 2, 0.1, f.width / 2, 2.3) + f.line(0.02, 1.45, f.width - 0.02, 1.45), shade(color, -0.3), Math.max(1, px * 0.008)) + stroke(f.line(f.width / 2 - 0.06, 0.9, f.width / 2 - 0.06, 1.3) + f.line(f.width / 2 + 0.06, 0.9, f.width / 2 + 0.06, 1.3), "#8b8378", Math.max(1.2, px * 0.015));
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

export function sideTable(scene: Scene, x: number, z: number, color: string): void {
  cyl(scene, x, z, 0.2, 0.5, 0.54, color);
  cyl(scene, x, z, 0.03, 0, 0.5, shade(color, -0.3));
}
