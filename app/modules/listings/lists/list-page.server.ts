/**
 * The one shape of a list page's loader data (units on /property-list and the category pages,
 * projects on /project-list, /area/{URL} and /developer/{URL}), and the paging rule they share:
 * a page past the end is ignored (spec 2.4, 2.7: "out-of-range page changes are ignored"), so
 * the first page shows, for units and projects alike.
 */
import { isPageInRange, totalPages } from "../../../ui/pagination.ts";

export type ListPage<Item, Criteria, Options> = {
  /** The search as read from the URL (and the page's presets), on the page shown. */
  criteria: Criteria;
  items: Item[];
  total: number;
  page: number;
  totalPages: number;
  /** The search form's option lists. */
  options: Options;
  /** The server's clock, so "time since posted" reads the same on the server and in the browser. */
  now: string;
};

type Paged = { pageNumber: number; pageSize: number };
type Search<C, Row> = (criteria: C) => Promise<{ rows: Row[]; total: number }>;

/**
 * One page of `search` for `criteria`, read while `options` load; a page past the end is
 * searched again as page 1. The total is counted before any row is read (units.server.ts,
 * projects.server.ts), so the ignored page costs one count, not a scan.
 */
export async function loadListPage<C extends Paged, Row, Options>(
  criteria: C,
  search: Search<C, Row>,
  options: Promise<Options>,
): Promise<ListPage<Row, C, Options>> {
  const [first, opts] = await Promise.all([search(criteria), options]);
  let result = first;
  const pages = totalPages(result.total, criteria.pageSize);
  let shown = criteria;
  if (criteria.pageNumber > 1 && !isPageInRange(criteria.pageNumber, pages)) {
    shown = { ...criteria, pageNumber: 1 };
    result = await search(shown);
  }
  return { criteria: shown, items: result.rows, total: result.total, page: shown.pageNumber, totalPages: pages, options: opts, now: new Date().toISOString() };
}
