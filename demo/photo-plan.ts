/**
 * Which generated photos a listing gets, by type: its own kind of building first, then rooms
 * that belong in it. A villa shows villas and their rooms (never a tower's pool deck or a
 * high-floor balcony view); an office shows its tower, lobby and outlook (never a bedroom).
 */
import type { PhotoKind } from "./art/index.ts";
import type { UnitType } from "./content/types.ts";
import { pick, type Rng } from "./art/random.ts";

export const PHOTO_VARIANTS = 5;

type Plan = { exterior: PhotoKind[]; interior: PhotoKind[] };

const HOME_IN_A_TOWER: PhotoKind[] = ["living-room", "bedroom", "kitchen", "view", "pool", "living-room", "bedroom"];
const HOUSE: PhotoKind[] = ["living-room", "bedroom", "kitchen", "living-room", "bedroom"];

export const PHOTO_PLAN: Record<UnitType, Plan> = {
  Apartment: { exterior: ["tower", "view"], interior: HOME_IN_A_TOWER },
  "Hotel Apartment": { exterior: ["tower", "lobby"], interior: HOME_IN_A_TOWER },
  Duplex: { exterior: ["tower", "view"], interior: HOME_IN_A_TOWER },
  Penthouse: { exterior: ["penthouse", "view"], interior: HOME_IN_A_TOWER },
  Townhouse: { exterior: ["townhouse"], interior: HOUSE },
  Villa: { exterior: ["villa"], interior: [...HOUSE, "villa"] },
  Office: { exterior: ["tower", "lobby"], interior: ["lobby", "view", "tower"] },
  Retail: { exterior: ["lobby"], interior: ["tower", "lobby"] },
};

/**
 * `count` photo keys ("villa-3") for a listing of this type: an exterior first, then rooms.
 * Takes two numbers from `rng` per photo, as the seed always has (the units after it stay the same).
 */
export function planPhotos(type: UnitType, rng: Rng, count: number): string[] {
  const { exterior, interior } = PHOTO_PLAN[type];
  const kinds = [pick(rng, exterior), ...interior];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const kind = i === 0 ? kinds[0]! : pick(rng, i < kinds.length ? [kinds[i]!, ...interior] : interior);
    const variant = 1 + Math.floor(rng() * PHOTO_VARIANTS);
    const key = `${kind}-${variant}`;
    // A repeated photo takes the next variant of its kind (repeats are allowed on very long lists).
    out.push(!out.includes(key) || i >= PHOTO_VARIANTS * 2 ? key : `${kind}-${(variant % PHOTO_VARIANTS) + 1}`);
  }
  return out;
}
