/**
 * A responsive image: AVIF and WebP in every generated width with a JPEG fallback, fixed
 * width/height (no layout shift), lazy below the fold, high fetch priority for the largest
 * image of a page (`priority`).
 */
import { preload } from "react-dom";
import { imageSources } from "../platform/media/media.ts";

type Props = {
  src: string | null | undefined;
  alt: string;
  sizes: string;
  className?: string;
  priority?: boolean;
  width?: number;
  height?: number;
  /** The alt text's language where it is not the page's ("en": an English name on an Arabic page). */
  lang?: string;
  /** Load now, without the priority (a carousel's next photo, which the browser's lazy loading would fetch only once swiped in). */
  eager?: boolean;
};

export function Img({ src, alt, sizes, className, priority = false, width, height, lang, eager = false }: Props) {
  if (!src) return <div className={`bg-slate-200 ${className ?? ""}`} role="img" aria-label={alt} lang={lang} />;
  const s = imageSources(src);
  const common = {
    alt,
    lang,
    className,
    width: width ?? s?.width,
    height: height ?? s?.height,
    loading: priority || eager ? ("eager" as const) : ("lazy" as const),
    decoding: priority ? ("sync" as const) : ("async" as const),
    fetchPriority: priority ? ("high" as const) : undefined,
  };
  if (!s) return <img src={src} {...common} />;
  // The page's largest image is requested from <head>, ahead of the scripts' modulepreloads
  // (the browser would find it only in the body, and React does not preload an <img> in a <picture>).
  if (priority) preload(s.fallback, { as: "image", type: "image/avif", imageSrcSet: s.avif, imageSizes: sizes, fetchPriority: "high" });
  return (
    <picture>
      <source type="image/avif" srcSet={s.avif} sizes={sizes} />
      <source type="image/webp" srcSet={s.webp} sizes={sizes} />
      <img src={s.fallback} {...common} />
    </picture>
  );
}
