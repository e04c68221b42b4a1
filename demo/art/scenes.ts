// Area / community hero scenes (1600x900): marina, downtown, palm island, desert, creek, beach,
// park, skyline, villa and townhouse communities, each varied by seed. No text: the pages crop
// these pictures to several shapes and write the area's name beside them.

import { createRng } from "./random.ts";
import { H, W } from "./scene-kit.ts";
import { downtown, marina, skylineScene } from "./scenes-city.ts";
import { beach, creek, palmIsland } from "./scenes-coast.ts";
import { desert, park } from "./scenes-land.ts";
import { townhousePhoto } from "./photo-townhouse.ts";
import { villaPhoto } from "./photo-villa.ts";
import { Svg } from "./svg.ts";

export type SceneKind = "marina" | "downtown" | "palm" | "desert" | "creek" | "beach" | "park" | "skyline" | "villas" | "townhouses";


export function areaScene(kind: SceneKind, seed: number): string {
  const rng = createRng(`scene:${kind}:${seed}`);
  // Villa and townhouse communities: the listing photos' streets, drawn at the scene's 16:9.
  if (kind === "villas") return villaPhoto(rng, W, H);
  if (kind === "townhouses") return townhousePhoto(rng, W, H);
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
  return doc.toString();
}
