/** A lazily loaded map (spec 2.6): nothing at all when the URL is empty or the text 'null'. */

export function usableMapUrl(url: string | null | undefined): string | null {
  const u = (url ?? "").trim();
  if (!u || u.toLowerCase() === "null" || !/^https:\/\//i.test(u)) return null;
  return u;
}

export function MapEmbed({ url, title, className = "" }: { url: string | null | undefined; title: string; className?: string }) {
  const src = usableMapUrl(url);
  if (!src) return null;
  return (
    <iframe
      src={src}
      title={title}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      className={`h-80 w-full rounded-xl border border-slate-200 ${className}`}
    />
  );
}
