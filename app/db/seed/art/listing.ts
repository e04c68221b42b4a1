// Listing photos (1600x1067): dispatches a photo kind to its generator with a per-kind seeded RNG.

import { bedroomPhoto, livingRoomPhoto } from "./photo-living.ts";
import { townhousePhoto, villaPhoto } from "./photo-house.ts";
import { kitchenPhoto, lobbyPhoto } from "./photo-kitchen.ts";
import { penthousePhoto, poolPhoto, viewPhoto } from "./photo-outdoor.ts";
import { towerPhoto } from "./photo-tower.ts";
import { type Rng, createRng } from "./random.ts";

export type PhotoKind = "tower" | "villa" | "townhouse" | "penthouse" | "living-room" | "bedroom" | "kitchen" | "pool" | "view" | "lobby";

export const PHOTO_WIDTH = 1600;
export const PHOTO_HEIGHT = 1067;

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
