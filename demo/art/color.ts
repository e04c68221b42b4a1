// Small colour helpers for "#rrggbb" strings: mixing, lightening, darkening.

type Rgb = readonly [number, number, number];

function parse(hex: string): Rgb {
  const h = hex.startsWith("#") ? hex.slice(1) : hex;
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h;
  const v = Number.parseInt(full, 16);
  if (full.length !== 6 || Number.isNaN(v)) throw new Error(`bad colour ${hex}`);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function format([r, g, b]: Rgb): string {
  const c = (x: number) =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear blend: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return format([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** amount > 0 lightens toward white, amount < 0 darkens toward a deep blue-black. */
export function shade(color: string, amount: number): string {
  return amount >= 0 ? mix(color, "#ffffff", amount) : mix(color, "#10131c", -amount);
}
