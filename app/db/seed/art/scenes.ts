// Area / community hero scenes (1600x900): marina, downtown, palm island, desert, creek, beach,
// park and skyline, each varied by seed, with an optional small location label.

import { createRng } from "./random.ts";
import { H, W } from "./scene-kit.ts";
import { downtown, marina, skylineScene } from "./scenes-city.ts";
import { beach, creek, palmIsland } from "./scenes-coast.ts";
import { desert, park } from "./scenes-land.ts";
import { Svg, circle, group, n, path, rect, text } from "./svg.ts";
import { FONT, textWidth } from "./text-metrics.ts";

export type SceneKind = "marina" | "downtown" | "palm" | "desert" | "creek" | "beach" | "park" | "skyline";

function label(doc: Svg, text0: string): void {
  const size = 30;
  const tw = textWidth(text0, size, true);
  const maxW = W * 0.6;
  const scale = tw > maxW - 80 ? (maxW - 80) / tw : 1;
  const fs = size * scale;
  const w = Math.min(maxW, tw * scale + 92);
  const x = 48;
  const y = H - 48 - 64;
  doc.add(
    group(
      rect(x, y, w, 64, "#ffffff", { rx: 32, opacity: 0.92 }) +
        path(`M${n(x + 38)} ${n(y + 48)}c-10 -12 -16 -20 -16 -27a16 16 0 0 1 32 0c0 7 -6 15 -16 27z`, "#c8553d") +
        circle(x + 38, y + 21, 6, "#ffffff") +
        text(x + 64, y + 32 + fs * 0.36, text0, { "font-family": FONT, "font-size": fs, "font-weight": "bold", fill: "#1f2a3a" }),
    ),
  );
}

export function areaScene(kind: SceneKind, seed: number, labelText?: string): string {
  const rng = createRng(`scene:${kind}:${seed}`);
  const doc = new Svg(W, H);
  switch (kind) {
    case "marina":
      marina(doc, rng);
      break;
    case "downtown":
      downtown(doc, rng);
      break;
    case "palm":
      palmIsland(doc, rng);
      break;
    case "desert":
      desert(doc, rng);
      break;
    case "creek":
      creek(doc, rng);
      break;
    case "beach":
      beach(doc, rng);
      break;
    case "park":
      park(doc, rng);
      break;
    default:
      skylineScene(doc, rng);
  }
  if (labelText && labelText.trim()) label(doc, labelText.trim());
  return doc.toString();
}
