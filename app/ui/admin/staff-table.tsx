/**
 * The back office's table frame: a caption for screen readers, column headers (a header given as
 * `{ hidden }` is read but not shown, e.g. an actions column), and the rows as children.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { secondaryButtonClass } from "./field.tsx";

type Header = string | { hidden: string };

export function StaffTable({
  caption,
  headers,
  className = "w-full",
  children,
}: {
  caption: string;
  headers: Header[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <table className={`${className} border-collapse bg-white text-sm`}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300">
          {headers.map((h) => (
            <th key={typeof h === "string" ? h : h.hidden} scope="col" className="p-2 text-start">
              {typeof h === "string" ? h : <span className="sr-only">{h.hidden}</span>}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** Links to the neighbouring pages of a keyset-paged table; nothing when there is none. */
export function PageLinks({ links }: { links: Array<{ to: string | null | undefined; label: string }> }) {
  const shown = links.filter((l): l is { to: string; label: string } => Boolean(l.to));
  if (!shown.length) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex gap-4">
      {shown.map((l) => (
        <Link key={l.label} to={l.to} className={secondaryButtonClass}>
          {l.label}
        </Link>
      ))}
    </nav>
  );
}
