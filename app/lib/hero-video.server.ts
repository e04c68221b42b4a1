/** The home hero's promo video, if the media folder has one (otherwise the poster alone shows). */
import fs from "node:fs";
import path from "node:path";
import { getEnv } from "../config/env.server.ts";

const HERO_VIDEO = "hero/promo.mp4";

let cached: string | null | undefined;

export function heroVideoPath(): string | null {
  if (cached === undefined) {
    let exists = false;
    try {
      exists = fs.statSync(path.resolve(getEnv().MEDIA_DIR, HERO_VIDEO)).isFile();
    } catch {
      // no promo video in the media folder: the poster image is shown alone
    }
    cached = exists ? `/media/${HERO_VIDEO}` : null;
  }
  return cached;
}
