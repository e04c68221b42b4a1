/**
 * Responsive image sources for the media the seed generates: `/media/<folder>/<name>.jpg`
 * has siblings `<name>-<width>.avif|webp` for each width up to the original's.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** Original size of each media folder's images (width x height). */
export const MEDIA_SIZES: Record<string, { width: number; height: number }> = {
  photos: { width: 1600, height: 1067 },
  areas: { width: 1600, height: 900 },
  blogs: { width: 1600, height: 900 },
  developers: { width: 480, height: 240 },
  agents: { width: 400, height: 400 },
  shorts: { width: 720, height: 1280 },
  hero: { width: 1920, height: 1080 },
};

export type ImageSources = { fallback: string; avif: string; webp: string; width: number; height: number };

export function imageSources(src: string): ImageSources | null {
  const m = /^\/media\/([a-z0-9-]+)\/([^/]+)\.jpg$/i.exec(src);
  const size = m ? MEDIA_SIZES[m[1]!] : undefined;
  if (!m || !size) return null;
  const base = `/media/${m[1]}/${m[2]}`;
  const widths = [...IMAGE_WIDTHS.filter((w) => w < size.width), size.width];
  const set = (ext: string) => widths.map((w) => `${base}-${w}.${ext} ${w}w`).join(", ");
  return { fallback: src, avif: set("avif"), webp: set("webp"), width: size.width, height: size.height };
}
