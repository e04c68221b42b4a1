/**
 * The home hero (spec 2.3): the poster image is the page's largest paint (priority image),
 * and the muted, looping promo video is attached only after hydration, and only when the
 * visitor has not asked for reduced motion or data and the connection is not slow.
 */
import { useEffect, useState, type ReactNode } from "react";
import { Img } from "../../../ui/img.tsx";

export const HERO_POSTER = "/media/hero/dubai-skyline.jpg";
/** The muted promo loop (public/video, made from the generated art). */
export const HERO_VIDEO = "/video/dubai-promo.mp4";

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

function videoAllowed(): boolean {
  const conn = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (conn?.saveData) return false;
  if (conn?.effectiveType && /(^|-)2g$|^3g$/.test(conn.effectiveType)) return false;
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return false;
  if (window.matchMedia("(prefers-reduced-data: reduce)").matches) return false;
  return true;
}

export function Hero({ poster, video, children }: { poster: string; video: string | null; children: ReactNode }) {
  const [showVideo, setShowVideo] = useState(false);
  useEffect(() => {
    if (video && videoAllowed()) setShowVideo(true);
  }, [video]);

  return (
    // Only the backdrop is clipped: the search bar's panels and suggestions must reach past the
    // hero's edge (a clipping hero hid them and scrolled its own content when they took focus).
    // z-10 keeps them above the sections that follow, and below the sticky header (z-40).
    <section aria-labelledby="home-title" className="relative isolate z-10 bg-brand-900">
      <div className="absolute inset-0 -z-10 overflow-hidden">
        <Img src={poster} alt="" sizes="100vw" priority className="h-full w-full object-cover" />
        {showVideo && video && (
          <video className="absolute inset-0 h-full w-full object-cover" autoPlay muted loop playsInline preload="auto" aria-hidden="true">
            <source src={video} type="video/mp4" />
          </video>
        )}
        <div className="absolute inset-0 bg-gradient-to-b from-brand-900/70 via-brand-900/45 to-brand-900/80" />
      </div>
      <div className="page-gutter flex min-h-[560px] flex-col justify-center py-16">{children}</div>
    </section>
  );
}
