/** The home hero's promo video: a short loop made from our own art (scripts/make-videos.ts). */
export function heroVideoPath(): string | null {
  return "/video/dubai-promo.mp4";
}
