// SVG document builder and element helpers: number formatting, escaping, unique ids, gradients.

export type Pt = readonly [number, number];

/** Compact number: whole pixels for large values, one decimal for small ones. */
export function n(v: number): string {
  const r = Math.abs(v) >= 100 ? Math.round(v) : Math.round(v * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
}

/** Escape text for element content and attribute values. */
export function esc(text: string): string {
  return (
    text
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&#39;")
      // Characters XML 1.0 forbids, even escaped.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
  );
}

export function pts(points: readonly Pt[]): string {
  return points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");
}

/** Optional presentation attributes appended to an element. */
export type Attrs = Record<string, string | number | undefined>;

function attrs(a: Attrs | undefined): string {
  if (!a) return "";
  let out = "";
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === "number" ? n(v) : esc(v)}"`;
  }
  return out;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, a?: Attrs): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" fill="${fill}"${attrs(a)}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, a?: Attrs): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(Math.max(0, r))}" fill="${fill}"${attrs(a)}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, a?: Attrs): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(Math.max(0, rx))}" ry="${n(Math.max(0, ry))}" fill="${fill}"${attrs(a)}/>`;
}

export function poly(points: readonly Pt[], fill: string, a?: Attrs): string {
  if (points.length < 3) return "";
  return `<polygon points="${pts(points)}" fill="${fill}"${attrs(a)}/>`;
}

export function path(d: string, fill: string, a?: Attrs): string {
  return d ? `<path d="${d}" fill="${fill}"${attrs(a)}/>` : "";
}

/** Stroked path (no fill). */
export function stroke(d: string, color: string, width: number, a?: Attrs): string {
  return d ? `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}"${attrs(a)}/>` : "";
}

export function line(x1: number, y1: number, x2: number, y2: number): string {
  return `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`;
}

export function group(content: string, a?: Attrs): string {
  return content ? `<g${attrs(a)}>${content}</g>` : "";
}

export function text(x: number, y: number, content: string, a: Attrs): string {
  return `<text x="${n(x)}" y="${n(y)}"${attrs(a)}>${esc(content)}</text>`;
}

/** A gradient stop: [offset 0..1, colour, opacity?]. */
export type Stop = readonly [number, string, number?];

function stops(list: readonly Stop[]): string {
  return list
    .map(([o, c, op]) => `<stop offset="${n(o * 100)}%" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${n(op)}"`}/>`)
    .join("");
}

/** Collects defs and body parts; ids are numbered per document so output stays deterministic. */
export class Svg {
  readonly width: number;
  readonly height: number;
  private defs: string[] = [];
  private body: string[] = [];
  private next = 0;

  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
  }

  id(prefix: string): string {
    this.next += 1;
    return `${prefix}${this.next}`;
  }

  add(...parts: string[]): void {
    for (const p of parts) if (p) this.body.push(p);
  }

  /** Number of body parts so far (see cut). */
  size(): number {
    return this.body.length;
  }

  /** Removes and returns the body parts added since size() returned mark. */
  cut(mark: number): string {
    return this.body.splice(mark).join("");
  }

  def(content: string): void {
    this.defs.push(content);
  }

  /** Linear gradient in bounding-box units, from (x1,y1) to (x2,y2). Returns "url(#id)". */
  linear(list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id("l");
    this.defs.push(
      `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stops(list)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Linear gradient in user space (absolute coordinates). */
  linearAt(list: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.id("l");
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stops(list)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Radial gradient in bounding-box units. */
  radial(list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id("r");
    this.defs.push(`<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stops(list)}</radialGradient>`);
    return `url(#${id})`;
  }

  /** Radial gradient in user space. */
  radialAt(list: readonly Stop[], cx: number, cy: number, r: number): string {
    const id = this.id("r");
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stops(list)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Registers a clip path from raw shape markup; returns the attribute value "url(#id)". */
  clip(shape: string): string {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  toString(): string {
    const w = n(this.width);
    const h = n(this.height);
    const defs = this.defs.length ? `<defs>${this.defs.join("")}</defs>` : "";
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs}${this.body.join("")}</svg>`;
  }
}
