/**
 * Previous / next and numbered page links (spec 2.4, 9), the one pagination of the site (unit and
 * project lists, blogs): 5 numbers per block, the page kept in the URL (the `page` parameter
 * unless the page says otherwise with `hrefFor`), so back and forward work and every page can be
 * shared. Plain links: it works before the JavaScript loads. Pages outside 1..total are never
 * linked. One line at every width: under 640 px 'Previous' and 'Next' show as their arrows only.
 */
import { useLocation } from "react-router";
import { Link } from "./link.tsx";
import { pageBlock, pageHref } from "./pagination.ts";
import { useTranslations } from "../platform/i18n/intl.tsx";

type Props = {
  page: number;
  totalPages: number;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** The link of a page; by default the current URL with its `page` parameter. */
  hrefFor?: (page: number) => string;
};

// 44 px targets (WCAG 2.2 target size): seven of them, 4 px apart, keep one line at 375 px even with three-digit pages.
const base = "inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-md border px-2 text-sm font-semibold sm:px-3";

export function Pagination({ page, totalPages, label, hrefFor }: Props) {
  const { search } = useLocation();
  const t = useTranslations("listing");
  if (totalPages <= 1) return null;
  const href = hrefFor ?? ((n: number) => pageHref(search, n));
  const block = pageBlock(page, totalPages);
  const current = block.pages.includes(page) ? page : 1;
  return (
    <nav aria-label={label ?? t("pagination")} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1 sm:gap-2">
        <li>
          <PageLink href={href} to={block.prev} rel="prev">
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">‹</span> <span className="max-sm:sr-only">{t("previous")}</span>
          </PageLink>
        </li>
        {block.pages.map((n) => (
          <li key={n}>
            {n === current ? (
              <span aria-current="page" className={`${base} border-brand-700 bg-brand-700 text-white`}>
                <span className="sr-only">{t("page")}</span>
                {n}
              </span>
            ) : (
              <Link to={href(n)} className={`${base} border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700`}>
                <span className="sr-only">{t("page")}</span>
                {n}
              </Link>
            )}
          </li>
        ))}
        <li>
          <PageLink href={href} to={block.next} rel="next">
            <span className="max-sm:sr-only">{t("next")}</span> <span aria-hidden="true" className="inline-block rtl:-scale-x-100">›</span>
          </PageLink>
        </li>
      </ul>
    </nav>
  );
}

function PageLink({ href, to, rel, children }: { href: (page: number) => string; to: number | null; rel: "prev" | "next"; children: React.ReactNode }) {
  if (to === null) {
    return (
      <span aria-disabled="true" className={`${base} cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500`}>
        {children}
      </span>
    );
  }
  return (
    <Link to={href(to)} rel={rel} className={`${base} border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700`}>
      {children}
    </Link>
  );
}
