// Public API of the offline art generator: deterministic SVG illustrations for seeded demo content
// (listing photos, area scenes, developer logos, agent avatars, blog covers, shorts, hero poster).
// Everything is drawn by code; rasterise the strings with sharp.

import { type Portrait, avatar } from "./avatar.ts";
import { blogCover } from "./blog.ts";
import { heroPoster } from "./hero.ts";
import { type PhotoKind, listingPhoto } from "./listing.ts";
import { developerLogo } from "./logo.ts";
import { type Rng, createRng as makeRng } from "./random.ts";
import { type SceneKind, areaScene } from "./scenes.ts";
import { shortThumbnail } from "./short.ts";

export type { PhotoKind, Portrait, Rng, SceneKind };

export const PHOTO_KINDS: readonly PhotoKind[] = [
  "tower",
  "villa",
  "townhouse",
  "penthouse",
  "living-room",
  "bedroom",
  "kitchen",
  "pool",
  "view",
  "lobby",
];
export const SCENE_KINDS: readonly SceneKind[] = ["marina", "downtown", "palm", "desert", "creek", "beach", "park", "skyline", "villas", "townhouses"];

/** Deterministic generator of floats in [0, 1) (mulberry32 over a string hash of the seed). */
export function createRng(seed: number | string): Rng {
  return makeRng(seed);
}

/** A listing photo, 1600x1067 (3:2). Same (kind, seed) => byte-identical SVG string. */
export function listingPhotoSvg(kind: PhotoKind, seed: number): string {
  return listingPhoto(kind, seed);
}

/** An area / community hero image, 1600x900, without text (the pages crop it in several ways). */
export function areaSceneSvg(kind: SceneKind, seed: number): string {
  return areaScene(kind, seed);
}

/** A developer logo, 480x240 on white: geometric monogram plus the name as a wordmark. */
export function developerLogoSvg(name: string, seed: number): string {
  return developerLogo(name, seed);
}

/** An agent avatar, 400x400: the described person, head and shoulders on a soft background. No text. */
export function avatarSvg(portrait: Portrait, seed: number): string {
  return avatar(portrait, seed);
}

/** A blog cover, 1600x900: an editorial illustration for the topic keyword. No text. */
export function blogCoverSvg(topic: string, seed: number): string {
  return blogCover(topic, seed);
}

/** A video-short thumbnail, 720x1280, with a play glyph and the title (up to three lines). */
export function shortThumbnailSvg(title: string, seed: number): string {
  return shortThumbnail(title, seed);
}

/** The home page hero poster, 1920x1080: Dubai skyline at golden hour over the sea. No text. */
export function heroPosterSvg(): string {
  return heroPoster();
}
