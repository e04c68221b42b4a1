/**
 * The brokerage's logo in the back office: the one uploaded in /admin/brokerage, or the site's
 * drawn mark while none is (the demo has none). Decorative beside the brokerage's name unless
 * given an `alt`.
 */
import { useBrokerage } from "../brokerage.ts";

export function BrokerageLogo({ className, alt }: { className: string; alt?: string }) {
  const logo = useBrokerage().logoPath;
  if (logo) return <img src={logo} alt={alt ?? ""} className={`${className} object-contain`} />;
  return (
    <svg role={alt ? "img" : undefined} aria-label={alt} aria-hidden={alt ? undefined : true} viewBox="0 0 40 40" className={`${className} shrink-0`}>
      <rect width="40" height="40" rx="8" fill="#0a3c49" />
      <path d="M8 31V19l6-4v16H8Zm8 0V11l8-5v25h-8Zm10 0V16l6 3v12h-6Z" fill="#c99a35" />
    </svg>
  );
}
