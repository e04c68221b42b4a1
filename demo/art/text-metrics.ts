// Approximate text measurement for DejaVu Sans (the font librsvg uses here), for fitting and wrapping.

// Advance widths in 1/1000 em for ASCII 32..126, read from DejaVuSans.ttf and DejaVuSans-Bold.ttf.
const REGULAR = [
  318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337, 636, 636, 636, 636, 636, 636, 636, 636, 636,
  636, 337, 337, 838, 838, 838, 531, 1000, 684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863, 748, 787, 603, 787,
  695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390, 838, 500, 500, 613, 635, 550, 635, 615, 352, 635, 634, 278, 278,
  579, 278, 974, 634, 612, 635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636, 337, 636, 838,
];
const BOLD = [
  348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696, 696, 696, 696, 696, 696, 696,
  696, 400, 400, 838, 838, 838, 580, 1000, 774, 762, 734, 830, 683, 683, 821, 837, 372, 372, 775, 637, 995, 837, 850, 733, 850,
  770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 365, 457, 838, 500, 500, 675, 716, 593, 716, 678, 435, 716, 712, 343, 343,
  665, 343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712, 365, 712, 838,
];

export const FONT = "DejaVu Sans, Arial, sans-serif";

/** Width in px of text at a font size, with optional extra letter spacing in px. */
export function textWidth(text: string, size: number, bold = false, letterSpacing = 0): number {
  const table = bold ? BOLD : REGULAR;
  let units = 0;
  let count = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 32;
    units += code >= 32 && code < 127 ? table[code - 32]! : 640;
    count += 1;
  }
  return (units / 1000) * size + Math.max(0, count - 1) * letterSpacing;
}

/** Greedy word wrap into at most maxLines lines; the last line gets an ellipsis if text remains. */
export function wrap(text: string, size: number, maxWidth: number, maxLines: number, bold = false): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = "";
  let i = 0;
  for (; i < words.length; i++) {
    const word = words[i]!;
    const next = current ? `${current} ${word}` : word;
    if (textWidth(next, size, bold) <= maxWidth || !current) {
      current = next;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && current) {
    lines.push(current);
    current = "";
    i = words.length;
  }
  if (i < words.length || lines.some((l) => textWidth(l, size, bold) > maxWidth)) {
    const last = lines.length - 1;
    let line = lines[last] ?? "";
    while (line && textWidth(`${line}…`, size, bold) > maxWidth) line = line.slice(0, -1);
    lines[last] = `${line.trimEnd()}…`;
  }
  return lines;
}
