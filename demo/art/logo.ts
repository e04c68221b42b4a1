// Developer logos (480x240): a geometric monogram mark plus the name as a clean DejaVu Sans wordmark.

import { shade } from "./color.ts";
import { createRng, pick } from "./random.ts";
import { Svg, circle, n, path, poly, rect, text } from "./svg.ts";
import { FONT, textWidth } from "./text-metrics.ts";

const W = 480;
const H = 240;

const brands: readonly (readonly [string, string])[] = [
  ["#1f3a5f", "#c9a45c"],
  ["#0f5c5a", "#e0b15a"],
  ["#6b1f2a", "#d8b27a"],
  ["#1b1b1b", "#c8a25a"],
  ["#1e5b3a", "#9cc27a"],
  ["#b4532a", "#2c3e50"],
  ["#23408e", "#5fb3d9"],
  ["#4a2f6b", "#e3a86b"],
  ["#2e4a3f", "#d9a441"],
  ["#00506b", "#f0a04b"],
];

const SKIP = new Set(["the", "and", "of", "&", "group", "llc", "ltd", "co", "pjsc", "fz", "fze"]);

/** One or two initials from the significant words of a name. */
export function initials(name: string): string {
  const words = name
    .split(/[\s\-_/.,]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter((w) => w && !SKIP.has(w.toLowerCase()));
  const letters = words.slice(0, 2).map((w) => [...w][0]!.toUpperCase());
  return letters.join("") || "D";
}

/** Splits a name into a main line and an optional smaller second line. */
function lines(name: string): [string, string] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return [name.trim() || "Developer", ""];
  const suffix =
    /^(properties|developments?|development|real|estate|group|holding|holdings|investments?|homes|realty|living|communities|llc|pjsc)$/i;
  let cut = words.length;
  while (cut > 1 && suffix.test(words[cut - 1]!)) cut -= 1;
  if (cut === words.length) cut = Math.ceil(words.length / 2);
  while (cut > 1 && /^(&|and|of|the|\+)$/i.test(words[cut - 1]!)) cut -= 1;
  return [words.slice(0, cut).join(" "), words.slice(cut).join(" ")];
}

function mark(kind: number, cx: number, cy: number, s: number, main: string, accent: string, letters: string): string {
  const inner = kind === 5 ? 0.72 : kind === 2 ? 0.86 : 1;
  const fs = (letters.length > 1 ? s * 0.44 : s * 0.6) * inner;
  const mono = (fill: string) =>
    text(cx, cy + fs * 0.36, letters, {
      "font-family": FONT,
      "font-size": fs,
      "font-weight": "bold",
      fill,
      "text-anchor": "middle",
      "letter-spacing": letters.length > 1 ? -fs * 0.04 : 0,
    });
  const r = s / 2;
  switch (kind) {
    case 0:
      return (
        rect(cx - r, cy - r, s, s, main, { rx: s * 0.22 }) +
        rect(cx - r, cy + r - s * 0.12, s, s * 0.12, accent, { rx: s * 0.06 }) +
        mono("#ffffff")
      );
    case 1:
      return (
        circle(cx, cy, r, main) +
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.86)}" fill="none" stroke="${accent}" stroke-width="${n(s * 0.03)}"/>` +
        mono("#ffffff")
      );
    case 2: {
      const hex: [number, number][] = [];
      for (let i = 0; i < 6; i++)
        hex.push([cx + Math.cos(Math.PI / 6 + (i * Math.PI) / 3) * r, cy + Math.sin(Math.PI / 6 + (i * Math.PI) / 3) * r]);
      return poly(hex, main) + poly(hex.slice(0, 3).concat([[cx, cy]]), shade(main, 0.12)) + mono(accent);
    }
    case 3: {
      // Arch: an Arabic-style doorway with the monogram inside.
      const d = `M${n(cx - r)} ${n(cy + r)}V${n(cy - r * 0.1)}Q${n(cx - r)} ${n(cy - r)} ${n(cx)} ${n(cy - r * 1.05)}Q${n(cx + r)} ${n(cy - r)} ${n(cx + r)} ${n(cy - r * 0.1)}V${n(cy + r)}Z`;
      return path(d, main) + rect(cx - r, cy + r - s * 0.08, s, s * 0.08, accent) + mono("#ffffff");
    }
    case 4: {
      // Skyline bars with the monogram beneath the roofline.
      const bars = [0.55, 0.85, 1, 0.7];
      let out = "";
      const bw = s / 4.6;
      bars.forEach((h, i) => {
        out += rect(cx - r + i * (bw + s * 0.05), cy + r * 0.2 - s * 0.7 * h, bw, s * 0.7 * h, i === 2 ? accent : main);
      });
      return (
        out +
        rect(cx - r, cy + r * 0.28, s, r * 0.72, main, { rx: s * 0.04 }) +
        text(cx, cy + r * 0.78, letters, {
          "font-family": FONT,
          "font-size": r * 0.58,
          "font-weight": "bold",
          fill: "#ffffff",
          "text-anchor": "middle",
          "letter-spacing": r * 0.08,
        })
      );
    }
    default: {
      // Diamond split in two tones.
      const pts: [number, number][] = [
        [cx, cy - r],
        [cx + r, cy],
        [cx, cy + r],
        [cx - r, cy],
      ];
      return (
        poly(pts, main) +
        poly(
          [
            [cx, cy - r],
            [cx + r, cy],
            [cx, cy + r],
          ],
          shade(main, -0.15),
        ) +
        poly(
          [
            [cx, cy - r * 0.35],
            [cx + r * 0.35, cy],
            [cx, cy + r * 0.35],
            [cx - r * 0.35, cy],
          ],
          accent,
          { opacity: 0.25 },
        ) +
        mono("#ffffff")
      );
    }
  }
}

export function developerLogo(name: string, seed: number): string {
  const rng = createRng(`logo:${name}:${seed}`);
  const doc = new Svg(W, H);
  const [main, accent] = pick(rng, brands);
  const kind = Math.floor(rng() * 6);
  const upper = rng() < 0.55;
  const clean = name.replace(/\s+/g, " ").trim() || "Developer";
  const [line1raw, line2raw] = lines(clean);
  const line1 = upper ? line1raw.toUpperCase() : line1raw;
  const line2 = line2raw.toUpperCase();
  const letters = initials(clean);
  doc.add(rect(0, 0, W, H, "#ffffff"));
  const spacing1 = upper ? 2 : 0;
  const measure = (size: number) =>
    Math.max(textWidth(line1, size, true, spacing1), line2 ? textWidth(line2, size * 0.42, false, size * 0.08) : 0);
  // Horizontal lockup when the words fit at a decent size, otherwise stacked.
  const ms = 116;
  const avail = W - 48 - ms - 28 - 24;
  let size = Math.min(50, (avail / measure(100)) * 100);
  const stacked = size < 30;
  if (stacked) {
    const s2 = 84;
    const fit = Math.min(40, ((W - 48) / measure(100)) * 100);
    size = fit;
    const blockH = s2 + 18 + size + (line2 ? size * 0.6 : 0);
    const top = (H - blockH) / 2;
    doc.add(mark(kind, W / 2, top + s2 / 2, s2, main, accent, letters));
    const y1 = top + s2 + 18 + size * 0.78;
    doc.add(
      text(W / 2, y1, line1, {
        "font-family": FONT,
        "font-size": size,
        "font-weight": "bold",
        fill: main,
        "text-anchor": "middle",
        "letter-spacing": spacing1 || undefined,
      }),
    );
    if (line2)
      doc.add(
        text(W / 2, y1 + size * 0.62, line2, {
          "font-family": FONT,
          "font-size": size * 0.42,
          fill: shade(main, 0.2),
          "text-anchor": "middle",
          "letter-spacing": size * 0.08,
        }),
      );
    return doc.toString();
  }
  const blockW = ms + 28 + measure(size);
  const x0 = (W - blockW) / 2;
  doc.add(mark(kind, x0 + ms / 2, H / 2, ms, main, accent, letters));
  const tx = x0 + ms + 28;
  const y1 = line2 ? H / 2 + size * 0.12 : H / 2 + size * 0.36;
  doc.add(
    text(tx, y1, line1, {
      "font-family": FONT,
      "font-size": size,
      "font-weight": "bold",
      fill: main,
      "letter-spacing": spacing1 || undefined,
    }),
  );
  if (line2) {
    doc.add(rect(tx, y1 + size * 0.24, Math.min(textWidth(line2, size * 0.42, false, size * 0.08), 60), 2, accent));
    doc.add(
      text(tx, y1 + size * 0.24 + size * 0.56, line2, {
        "font-family": FONT,
        "font-size": size * 0.42,
        fill: shade(main, 0.2),
        "letter-spacing": size * 0.08,
      }),
    );
  }
  return doc.toString();
}
