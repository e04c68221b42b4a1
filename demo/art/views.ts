// Distant city views for windows, balconies and terraces: sky, sea or desert, skyline, landmarks.

import { type Rng, chance, range } from "./random.ts";
import { type Palette, drawSea, drawSky } from "./sky.ts";
import { skyline } from "./skyline.ts";
import { type Svg, rect } from "./svg.ts";

export type ViewOptions = {
  /** Show the sea below the horizon (otherwise hazy city ground). */
  sea?: boolean;
  burj?: boolean;
  sail?: boolean;
  /** 0..1: how high above the city the viewer is (higher shows more ground below the horizon). */
  altitude?: number;
  clouds?: number;
};

/** Paints a view into the box; horizon is the screen y of the eye level. */
export function cityView(
  doc: Svg,
  rng: Rng,
  p: Palette,
  x: number,
  y: number,
  w: number,
  h: number,
  horizon: number,
  o: ViewOptions = {},
): void {
  const hz = Math.min(y + h * 0.9, Math.max(y + h * 0.15, horizon));
  drawSky(doc, rng, p, x, y, w, hz - y + 1, {
    clouds: o.clouds ?? (chance(rng, 0.6) ? 2 : 1),
    sunX: x + w * range(rng, 0.15, 0.85),
    sunY: p.time === "day" ? y + (hz - y) * 0.2 : hz - (hz - y) * 0.12,
  });
  const below = y + h - hz;
  if (o.sea ?? chance(rng, 0.5)) drawSea(doc, rng, p, x, hz, w, below + 2, x + w * 0.5);
  else
    doc.add(
      rect(
        x,
        hz,
        w,
        below + 2,
        doc.linear([
          [0, p.haze],
          [1, p.ground],
        ]),
      ),
    );
  const altitude = o.altitude ?? 0.5;
  // Near towers stand at the bottom of the view; farther layers recede up toward the horizon.
  const base = y + h + 4;
  const spread = Math.max(0, (base - hz) * (0.55 + altitude * 0.4));
  const sky = hz - y;
  skyline(doc, rng, p, {
    x: x - 20,
    w: w + 40,
    base,
    spread,
    maxH: (base - hz) * 0.9 + sky * 0.45,
    layers: 3,
    detail: 1,
    density: 0.75,
    burj: o.burj ? { x: x + w * range(rng, 0.25, 0.75), h: base - hz - spread * 0.5 + sky * 0.75 } : null,
    sail: o.sail ? { x: x + w * range(rng, 0.1, 0.8), h: sky * 0.3 } : null,
  });
  // A low haze sheet ties the far city into the distance.
  doc.add(
    rect(
      x,
      hz - sky * 0.1,
      w,
      sky * 0.1 + (base - hz) * 0.5,
      doc.linear([
        [0, p.haze, 0],
        [0.3, p.haze, 0.3],
        [1, p.haze, 0],
      ]),
    ),
  );
}
