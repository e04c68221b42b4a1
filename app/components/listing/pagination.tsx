/**
 * Previous / next and numbered page links (spec 2.4, 9): 5 numbers per block, the page kept in
 * the URL's `page` parameter (so back and forward work and every page can be shared). Plain
 * links: it works before the JavaScript loads. Pages outside 1..total are never linked.
 */
import { useLocation } from "react-router";
import { Link } from "../link.tsx";
import { pageBlock, pageHref } from "../../lib/pagination.ts";

type Props = {
  page: number;
  totalPages: number;
  /** Accessible name of the navigation landmark. */
  label?: string;
};

const base = "inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-semibold";

export function Pagination({ page, totalPages, label = "Pagination" }: Props) {
  const { search } = useLocation();
  if (totalPages <= 1) return null;
  const block = pageBlock(page, totalPages);
  const current = block.pages.includes(page) ? page : 1;
  return (
    <nav aria-label={label} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <PageLink search={search} to={block.prev} rel="prev">
            <span aria-hidden="true">‹</span> Previous
          </PageLink>
        </li>
        {block.pages.map((n) => (
          <li key={n}>
            {n === current ? (
              <span aria-current="page" className={`${base} border-brand-700 bg-brand-700 text-white`}>
                <span className="sr-only">Page </span>
                {n}
              </span>
            ) : (
              <Link to={pageHref(search, n)} className={`${base} border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700`}>
                <span className="sr-only">Page </span>
                {n}
              </Link>
            )}
          </li>
        ))}
        <li>
          <PageLink search={search} to={block.next} rel="next">
            Next <span aria-hidden="true">›</span>
          </PageLink>
        </li>
      </ul>
    </nav>
  );

}

function PageLink({ search, to, rel, children }: { search: string; to: number | null; rel: "prev" | "next"; children: React.ReactNode }) {
  if (to === null) {
    return (
      <span aria-disabled="true" className={`${base} cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500`}>
        {children}
      </span>
    );
  }
  return (
    <Link to={pageHref(search, to)} rel={rel} className={`${base} border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700`}>
      {children}
    </Link>
  );
}
