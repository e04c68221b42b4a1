/**
 * Responsive image sources for the images the media store writes (app/platform/media/media-store.server.ts):
 * `/media/<folder>/<name>.jpg` has siblings `<name>-<width>.avif|webp` for each width of
 * `variantWidths(original width)`. The original's size comes from its folder (the demo's art,
 * one size per folder) or, for uploads, from the name itself (`<sha256>-<width>x<height>.jpg`),
 * so a page needs nothing but the stored path to write a srcset.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** Original size of each media folder's images (width x height). */
const MEDIA_SIZES: Record<string, { width: number; height: number }> = {
  photos: { width: 1600, height: 1067 },
  areas: { width: 1600, height: 900 },
  blogs: { width: 1600, height: 900 },
  developers: { width: 480, height: 240 },
  agents: { width: 400, height: 400 },
  shorts: { width: 720, height: 1280 },
  hero: { width: 1920, height: 1080 },
};

/** The widths written for an original this wide: every standard width below it, and its own. */
export function variantWidths(width: number): number[] {
  return [...IMAGE_WIDTHS.filter((w) => w < width), width];
}

/** The size an upload's name carries (`…-1920x1280`), or undefined. */
function sizeInName(name: string): { width: number; height: number } | undefined {
  const m = /-(\d{1,5})x(\d{1,5})$/.exec(name);
  return m ? { width: Number(m[1]), height: Number(m[2]) } : undefined;
}

type ImageSources = { fallback: string; avif: string; webp: string; width: number; height: number };

export function imageSources(src: string): ImageSources | null {
  const m = /^\/media\/([a-z0-9-]+)\/([^/]+)\.jpg$/i.exec(src);
  const size = m ? (MEDIA_SIZES[m[1]!] ?? sizeInName(m[2]!)) : undefined;
  if (!m || !size) return null;
  const base = `/media/${m[1]}/${m[2]}`;
  const widths = variantWidths(size.width);
  const set = (ext: string) => widths.map((w) => `${base}-${w}.${ext} ${w}w`).join(", ");
  return { fallback: src, avif: set("avif"), webp: set("webp"), width: size.width, height: size.height };
}
