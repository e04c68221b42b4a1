/** Page links for the blog list: previous, numbered pages and next, as plain links (work without JS). */
import { Link } from "../link.tsx";

export function Pager({
  page,
  totalPages,
  hrefFor,
  label = "Pagination",
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1);
  const base = "inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-semibold";
  return (
    <nav aria-label={label} className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={`${base} border-slate-300 text-slate-700 hover:bg-slate-50`} rel="prev">
          Previous
        </Link>
      ) : (
        <span className={`${base} border-slate-200 text-slate-400`} aria-disabled="true">
          Previous
        </span>
      )}
      {pages.map((p) =>
        p === page ? (
          <span key={p} aria-current="page" className={`${base} border-brand-700 bg-brand-700 text-white`}>
            <span className="sr-only">Page </span>
            {p}
          </span>
        ) : (
          <Link key={p} to={hrefFor(p)} className={`${base} border-slate-300 text-slate-700 hover:bg-slate-50`}>
            <span className="sr-only">Page </span>
            {p}
          </Link>
        ),
      )}
      {page < totalPages ? (
        <Link to={hrefFor(page + 1)} className={`${base} border-slate-300 text-slate-700 hover:bg-slate-50`} rel="next">
          Next
        </Link>
      ) : (
        <span className={`${base} border-slate-200 text-slate-400`} aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}
