/**
 * The dashboard's numbers: each a tile whose whole face links to the table it counts, so the
 * figure and its rows are one tap apart (and the link reads "3 drafts" to a screen reader).
 * A figure worth acting on (`alert`) is coloured when it is not zero.
 */
import { Link } from "react-router";

export type Figure = { label: string; value: number; capped?: boolean; href: string; alert?: boolean; note?: string };

export function FigureTiles({ id, title, figures }: { id: string; title: string; figures: Figure[] }) {
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
        {figures.map((f) => {
          const hot = f.alert && f.value > 0;
          return (
            <li key={f.href}>
              <Link
                to={f.href}
                className={`flex h-full min-h-24 flex-col rounded-lg border bg-white p-3 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-700 ${hot ? "border-amber-500" : "border-slate-300"}`}
              >
                <span className={`text-3xl font-bold tabular-nums ${hot ? "text-amber-800" : "text-slate-900"}`}>
                  {f.value.toLocaleString("en-GB")}
                  {f.capped ? "+" : ""}
                </span>
                <span className="mt-1 text-sm font-medium text-brand-800 underline underline-offset-2">{f.label}</span>
                {f.note && <span className="mt-1 text-xs text-slate-600">{f.note}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
