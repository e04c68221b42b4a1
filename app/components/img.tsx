/**
 * A responsive image: AVIF and WebP in every generated width with a JPEG fallback, fixed
 * width/height (no layout shift), lazy below the fold, high fetch priority for the largest
 * image of a page (`priority`).
 */
import { imageSources } from "../lib/media.ts";

type Props = {
  src: string | null | undefined;
  alt: string;
  sizes: string;
  className?: string;
  priority?: boolean;
  width?: number;
  height?: number;
};

export function Img({ src, alt, sizes, className, priority = false, width, height }: Props) {
  if (!src) return <div className={`bg-slate-200 ${className ?? ""}`} role="img" aria-label={alt} />;
  const s = imageSources(src);
  const common = {
    alt,
    className,
    width: width ?? s?.width,
    height: height ?? s?.height,
    loading: priority ? ("eager" as const) : ("lazy" as const),
    decoding: priority ? ("sync" as const) : ("async" as const),
    fetchPriority: priority ? ("high" as const) : undefined,
  };
  if (!s) return <img src={src} {...common} />;
  return (
    <picture>
      <source type="image/avif" srcSet={s.avif} sizes={sizes} />
      <source type="image/webp" srcSet={s.webp} sizes={sizes} />
      <img src={s.fallback} {...common} />
    </picture>
  );
}
