// Listing photos (1600x1067): dispatches a photo kind to its generator with a per-kind seeded RNG.

import { bedroomPhoto, livingRoomPhoto } from "./photo-living.ts";
import { townhousePhoto } from "./photo-townhouse.ts";
import { villaPhoto } from "./photo-villa.ts";
import { kitchenPhoto, lobbyPhoto } from "./photo-kitchen.ts";
import { poolPhoto } from "./photo-pool.ts";
import { penthousePhoto, viewPhoto } from "./photo-terrace.ts";
import { towerPhoto } from "./photo-tower.ts";
import { type Rng, createRng } from "./random.ts";

export type PhotoKind =
  "tower" | "villa" | "townhouse" | "penthouse" | "living-room" | "bedroom" | "kitchen" | "pool" | "view" | "lobby";

const makers: Record<PhotoKind, (rng: Rng) => string> = {
  tower: towerPhoto,
  villa: villaPhoto,
  townhouse: townhousePhoto,
  penthouse: penthousePhoto,
  "living-room": livingRoomPhoto,
  bedroom: bedroomPhoto,
  kitchen: kitchenPhoto,
  pool: poolPhoto,
  view: viewPhoto,
  lobby: lobbyPhoto,
};

export function listingPhoto(kind: PhotoKind, seed: number): string {
  const make = makers[kind] ?? makers.tower;
  return make(createRng(`listing:${kind}:${seed}`));
}
