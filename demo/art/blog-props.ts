// Flat editorial props for blog covers: house, key, coins, percent badge, crane, calendar, charts,
// magnifier, golden card, moving boxes, open door and little people.

import { shade } from "./color.ts";
import { type Pt, circle, ellipse, n, path, poly, rect, stroke } from "./svg.ts";

export function groundShadow(x: number, y: number, w: number): string {
  return ellipse(x, y, w / 2, w * 0.06, "#1b2740", { opacity: 0.12 });
}

export function house(x: number, ground: number, s: number, wall: string, roof: string, accent: string): string {
  const w = s;
  const h = s * 0.62;
  const left = x - w / 2;
  const top = ground - h;
  let out = rect(left, top, w, h, wall);
  out += rect(left + w * 0.62, top, w * 0.38, h, shade(wall, -0.08));
  out += poly(
    [
      [left - w * 0.08, top + 2],
      [x, top - s * 0.42],
      [left + w + w * 0.08, top + 2],
    ],
    roof,
  );
  out += poly(
    [
      [x, top - s * 0.42],
      [left + w + w * 0.08, top + 2],
      [x + w * 0.15, top + 2],
    ],
    shade(roof, -0.12),
  );
  out += rect(left + w * 0.72, top - s * 0.36, w * 0.09, s * 0.2, shade(wall, -0.15));
  out += rect(x - w * 0.08, ground - h * 0.55, w * 0.16, h * 0.55, accent, { rx: 3 });
  out += circle(x + w * 0.045, ground - h * 0.27, s * 0.012, "#f3e3b5");
  for (const wx of [left + w * 0.1, left + w * 0.68]) {
    out +=
      rect(wx, top + h * 0.22, w * 0.2, h * 0.3, "#cfe4f2") +
      stroke(`M${n(wx + w * 0.1)} ${n(top + h * 0.22)}v${n(h * 0.3)}M${n(wx)} ${n(top + h * 0.37)}h${n(w * 0.2)}`, "#ffffff", 3);
  }
  return out;
}

export function key(x: number, y: number, s: number, color: string, angle: number): string {
  const dark = shade(color, -0.2);
  const body =
    circle(0, 0, s * 0.28, color) +
    circle(0, 0, s * 0.11, "#ffffff", { opacity: 0.9 }) +
    rect(s * 0.22, -s * 0.06, s * 0.78, s * 0.12, color, { rx: s * 0.03 }) +
    rect(s * 0.72, s * 0.04, s * 0.08, s * 0.16, dark) +
    rect(s * 0.86, s * 0.04, s * 0.08, s * 0.22, dark);
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">${body}</g>`;
}

export function keyTag(x: number, y: number, s: number, color: string): string {
  return (
    stroke(`M${n(x)} ${n(y)}L${n(x + s * 0.3)} ${n(y + s * 0.35)}`, "#8a8a8a", 3) +
    `<g transform="translate(${n(x + s * 0.3)} ${n(y + s * 0.35)}) rotate(-20)">${rect(-s * 0.18, 0, s * 0.36, s * 0.52, color, { rx: s * 0.06 })}${circle(0, s * 0.1, s * 0.04, "#ffffff")}</g>`
  );
}

export function coins(x: number, ground: number, count: number, s: number, color = "#e8b94a"): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const y = ground - i * s * 0.16;
    out +=
      ellipse(x, y, s / 2, s * 0.16, shade(color, -0.2)) +
      rect(x - s / 2, y - s * 0.1, s, s * 0.1, shade(color, -0.1)) +
      ellipse(x, y - s * 0.1, s / 2, s * 0.16, color);
  }
  const top = ground - (count - 1) * s * 0.16 - s * 0.1;
  return out + ellipse(x, top, s * 0.3, s * 0.09, shade(color, 0.2), { opacity: 0.8 });
}

export function percentBadge(x: number, y: number, r: number, color: string): string {
  return (
    circle(x, y, r, color) +
    circle(x - r * 0.28, y - r * 0.28, r * 0.16, "#ffffff") +
    circle(x + r * 0.28, y + r * 0.28, r * 0.16, "#ffffff") +
    stroke(`M${n(x + r * 0.38)} ${n(y - r * 0.42)}L${n(x - r * 0.38)} ${n(y + r * 0.42)}`, "#ffffff", r * 0.12, {
      "stroke-linecap": "round",
    })
  );
}

export function crane(x: number, ground: number, h: number, color: string): string {
  const mw = h * 0.05;
  let lattice = "";
  for (let y = ground; y > ground - h + mw; y -= mw)
    lattice += `M${n(x)} ${n(y)}L${n(x + mw)} ${n(y - mw)}M${n(x + mw)} ${n(y)}L${n(x)} ${n(y - mw)}`;
  const top = ground - h;
  const jib = h * 0.75;
  let out = stroke(`M${n(x)} ${n(ground)}V${n(top)}M${n(x + mw)} ${n(ground)}V${n(top)}`, color, 4) + stroke(lattice, color, 2);
  out += rect(x - jib * 0.3, top - mw * 0.8, jib * 1.3, mw * 0.8, color);
  out += stroke(
    `M${n(x + mw / 2)} ${n(top - h * 0.12)}L${n(x + jib)} ${n(top - mw * 0.8)}M${n(x + mw / 2)} ${n(top - h * 0.12)}L${n(x - jib * 0.3)} ${n(top - mw * 0.8)}`,
    color,
    2,
  );
  out += rect(x - jib * 0.28, top, jib * 0.12, mw * 1.2, shade(color, -0.35));
  out += rect(x + mw, top, mw * 1.2, mw * 1.1, shade(color, -0.2));
  const hx = x + jib * 0.7;
  out +=
    stroke(`M${n(hx)} ${n(top)}V${n(top + h * 0.35)}`, "#5a5a5a", 1.5) +
    path(`M${n(hx - 6)} ${n(top + h * 0.35)}h12l-6 10z`, "#5a5a5a");
  return out;
}

/** A tower under construction: finished glazed floors, then bare slabs and columns. */
export function buildingSite(
  x: number,
  ground: number,
  w: number,
  h: number,
  glass: string,
  concrete: string,
  done: number,
): string {
  const floors = 18;
  const fh = h / floors;
  let out = "";
  const doneH = h * done;
  out += rect(x, ground - doneH, w, doneH, glass) + rect(x + w * 0.7, ground - doneH, w * 0.3, doneH, shade(glass, -0.12));
  let lines = "";
  for (let i = 1; i <= floors; i++) lines += `M${n(x)} ${n(ground - i * fh)}h${n(w)}`;
  let cols = "";
  for (let c = 0; c <= 5; c++) cols += `M${n(x + (w * c) / 5)} ${n(ground - doneH)}V${n(ground - h)}`;
  out +=
    stroke(cols, concrete, 5) +
    stroke(lines, concrete, 4) +
    stroke(`M${n(x)} ${n(ground - doneH)}h${n(w)}`, shade(concrete, -0.2), 4);
  return out;
}

export function calendar(x: number, y: number, w: number, accent: string): string {
  const h = w * 0.9;
  let out =
    rect(x + 8, y + 10, w, h, "#1b2740", { rx: 14, opacity: 0.08 }) +
    rect(x, y, w, h, "#ffffff", { rx: 14 }) +
    rect(x, y, w, h * 0.2, accent, { rx: 14 }) +
    rect(x, y + h * 0.12, w, h * 0.08, accent);
  for (const k of [0.25, 0.75]) out += rect(x + w * k - 6, y - 14, 12, 30, "#5a6478", { rx: 6 });
  const cw = w / 7;
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 7; c++) {
      const cx = x + cw * (c + 0.5);
      const cy = y + h * 0.32 + r * h * 0.17;
      const hl = r === 2 && c === 4;
      out += hl
        ? circle(cx, cy, cw * 0.36, accent)
        : rect(cx - cw * 0.18, cy - cw * 0.12, cw * 0.36, cw * 0.24, "#d9dee7", { rx: 3 });
    }
  }
  return out;
}

export function barChart(x: number, ground: number, w: number, h: number, colors: string[]): string {
  const k = 5;
  const bw = (w / k) * 0.62;
  let out = "";
  const tops: Pt[] = [];
  for (let i = 0; i < k; i++) {
    const bh = h * (0.28 + (0.72 * i) / (k - 1)) * (i % 2 ? 0.92 : 1);
    const bx = x + (w / k) * i;
    out += rect(bx, ground - bh, bw, bh, colors[i % colors.length]!, { rx: 6 });
    tops.push([bx + bw / 2, ground - bh - h * 0.12]);
  }
  const d = tops.map(([a, b], i) => `${i ? "L" : "M"}${n(a)} ${n(b)}`).join("");
  const last = tops[tops.length - 1]!;
  out += stroke(d, "#1f2a44", 7, { "stroke-linecap": "round", "stroke-linejoin": "round" });
  out += poly(
    [
      [last[0] + 26, last[1] - 24],
      [last[0] - 14, last[1] - 20],
      [last[0] + 18, last[1] + 14],
    ],
    "#1f2a44",
  );
  return out;
}

export function lineChart(x: number, y: number, w: number, h: number, color: string, values: number[]): string {
  let out = rect(x, y, w, h, "#ffffff", { rx: 18 });
  let grid = "";
  for (let i = 1; i < 4; i++) grid += `M${n(x + 20)} ${n(y + (h * i) / 4)}h${n(w - 40)}`;
  out += stroke(grid, "#e3e7ee", 2);
  const pts = values.map((v, i): Pt => [x + 30 + ((w - 60) * i) / (values.length - 1), y + h - 24 - v * (h - 48)]);
  const d = pts.map(([a, b], i) => `${i ? "L" : "M"}${n(a)} ${n(b)}`).join("");
  out += path(`${d}L${n(pts[pts.length - 1]![0])} ${n(y + h - 20)}L${n(pts[0]![0])} ${n(y + h - 20)}Z`, color, { opacity: 0.15 });
  out += stroke(d, color, 6, { "stroke-linejoin": "round", "stroke-linecap": "round" });
  for (const [a, b] of pts) out += circle(a, b, 8, "#ffffff") + circle(a, b, 5, color);
  return out;
}

export function magnifier(x: number, y: number, r: number, color: string): string {
  return (
    stroke(`M${n(x + r * 0.7)} ${n(y + r * 0.7)}L${n(x + r * 1.5)} ${n(y + r * 1.5)}`, shade(color, -0.3), r * 0.22, {
      "stroke-linecap": "round",
    }) +
    circle(x, y, r, "#ffffff", { opacity: 0.35 }) +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="none" stroke="${color}" stroke-width="${n(r * 0.16)}"/>` +
    path(
      `M${n(x - r * 0.55)} ${n(y - r * 0.1)}A${n(r * 0.56)} ${n(r * 0.56)} 0 0 1 ${n(x - r * 0.05)} ${n(y - r * 0.56)}`,
      "none",
      { stroke: "#ffffff", "stroke-width": 4, "stroke-linecap": "round" },
    )
  );
}

/** A golden residence card with an emblem, chip and lines (no text). */
export function goldenCard(x: number, y: number, w: number, angle: number, gold: string): string {
  const h = w * 0.62;
  const body =
    rect(10, 14, w, h, "#1b2740", { rx: 22, opacity: 0.12 }) +
    rect(0, 0, w, h, gold, { rx: 22 }) +
    rect(0, h * 0.7, w, h * 0.3, shade(gold, -0.12), { rx: 22 }) +
    rect(0, h * 0.7, w, h * 0.1, shade(gold, -0.12)) +
    circle(w * 0.22, h * 0.38, h * 0.2, shade(gold, 0.25)) +
    path(
      `M${n(w * 0.22)} ${n(h * 0.24)}l${n(h * 0.05)} ${n(h * 0.1)}h${n(h * 0.1)}l-${n(h * 0.08)} ${n(h * 0.07)}l${n(h * 0.03)} ${n(h * 0.11)}l-${n(h * 0.1)} -${n(h * 0.06)}l-${n(h * 0.1)} ${n(h * 0.06)}l${n(h * 0.03)} -${n(h * 0.11)}l-${n(h * 0.08)} -${n(h * 0.07)}h${n(h * 0.1)}z`,
      shade(gold, -0.3),
    ) +
    rect(w * 0.46, h * 0.24, w * 0.4, h * 0.07, shade(gold, -0.2), { rx: 6 }) +
    rect(w * 0.46, h * 0.38, w * 0.3, h * 0.06, shade(gold, -0.15), { rx: 6 }) +
    rect(w * 0.46, h * 0.5, w * 0.34, h * 0.06, shade(gold, -0.15), { rx: 6 }) +
    rect(w * 0.08, h * 0.78, w * 0.12, h * 0.14, shade(gold, 0.3), { rx: 6 });
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">${body}</g>`;
}

export function box(x: number, ground: number, s: number, color: string): string {
  const h = s * 0.8;
  return (
    rect(x, ground - h, s, h, color) +
    rect(x + s * 0.7, ground - h, s * 0.3, h, shade(color, -0.12)) +
    rect(x + s * 0.3, ground - h, s * 0.12, h * 0.35, "#e9d7ae") +
    poly(
      [
        [x, ground - h],
        [x + s * 0.2, ground - h - s * 0.18],
        [x + s * 0.9, ground - h - s * 0.18],
        [x + s, ground - h],
      ],
      shade(color, 0.12),
    )
  );
}

export function door(x: number, ground: number, w: number, h: number, frame: string, leaf: string): string {
  return (
    rect(x - 14, ground - h - 14, w + 28, h + 14, frame, { rx: 6 }) +
    rect(x, ground - h, w, h, "#fff4d6") +
    poly(
      [
        [x, ground - h],
        [x + w * 0.45, ground - h + h * 0.06],
        [x + w * 0.45, ground - h * 0.06],
        [x, ground],
      ],
      leaf,
    ) +
    circle(x + w * 0.38, ground - h * 0.48, 6, "#e8c26a") +
    poly(
      [
        [x, ground],
        [x + w, ground],
        [x + w * 1.6, ground + h * 0.18],
        [x - w * 0.2, ground + h * 0.18],
      ],
      "#fff4d6",
      { opacity: 0.5 },
    )
  );
}

export function person(x: number, ground: number, h: number, shirt: string, skin: string, hair: string): string {
  const r = h * 0.11;
  return (
    path(
      `M${n(x - h * 0.17)} ${n(ground)}V${n(ground - h * 0.5)}Q${n(x - h * 0.17)} ${n(ground - h * 0.72)} ${n(x)} ${n(ground - h * 0.72)}Q${n(x + h * 0.17)} ${n(ground - h * 0.72)} ${n(x + h * 0.17)} ${n(ground - h * 0.5)}V${n(ground)}Z`,
      shirt,
    ) +
    circle(x, ground - h * 0.84, r, skin) +
    path(
      `M${n(x - r)} ${n(ground - h * 0.85)}Q${n(x - r)} ${n(ground - h * 0.84 - r * 1.25)} ${n(x)} ${n(ground - h * 0.84 - r * 1.05)}Q${n(x + r)} ${n(ground - h * 0.84 - r * 1.25)} ${n(x + r)} ${n(ground - h * 0.85)}Z`,
      hair,
    )
  );
}
