/** Breadcrumb trail with BreadcrumbList structured data (absolute URLs from the site URL). */
import { useRouteLoaderData } from "react-router";
import { Link } from "./link.tsx";
import { JsonLd } from "./json-ld.tsx";

export type Crumb = { label: string; to?: string };

export function Breadcrumb({ items, className = "" }: { items: Crumb[]; className?: string }) {
  const root = useRouteLoaderData("root") as { siteUrl?: string } | undefined;
  const siteUrl = (root?.siteUrl ?? "").replace(/\/$/, "");
  const trail: Crumb[] = [{ label: "Home", to: "/" }, ...items];
  return (
    <nav aria-label="Breadcrumb" className={`text-sm ${className}`}>
      <ol className="flex flex-wrap items-center gap-1.5 text-slate-600">
        {trail.map((c, i) => (
          <li key={`${c.label}-${i}`} className="flex items-center gap-1.5">
            {i > 0 && <span aria-hidden="true">/</span>}
            {c.to && i < trail.length - 1 ? (
              <Link to={c.to} className="hover:text-brand-700 hover:underline">
                {c.label}
              </Link>
            ) : (
              <span aria-current={i === trail.length - 1 ? "page" : undefined} className="font-medium text-slate-800">
                {c.label}
              </span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: trail.map((c, i) => ({
            "@type": "ListItem",
            position: i + 1,
            name: c.label,
            ...(c.to ? { item: `${siteUrl}${c.to}` } : {}),
          })),
        }}
      />
    </nav>
  );
}
