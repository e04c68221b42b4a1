/**
 * Page-number blocks of the list pages (spec 2.4, 9): 5 numbers per block; previous and next
 * move one page; a page outside 1..total is ignored.
 */
import { PAGE_NUMBERS_PER_BLOCK } from "../platform/constants.ts";

export function totalPages(totalItems: number, pageSize: number): number {
  if (totalItems <= 0 || pageSize <= 0) return 0;
  return Math.ceil(totalItems / pageSize);
}

export function isPageInRange(page: number, pages: number): boolean {
  return Number.isInteger(page) && page >= 1 && page <= pages;
}

type PageBlock = {
  /** The page numbers of the block holding the current page. */
  pages: number[];
  /** Previous / next page, or null at either end. */
  prev: number | null;
  next: number | null;
};

export function pageBlock(current: number, pages: number, perBlock: number = PAGE_NUMBERS_PER_BLOCK): PageBlock {
  if (pages <= 0) return { pages: [], prev: null, next: null };
  const page = isPageInRange(current, pages) ? current : 1;
  const first = Math.floor((page - 1) / perBlock) * perBlock + 1;
  const last = Math.min(pages, first + perBlock - 1);
  return {
    pages: Array.from({ length: last - first + 1 }, (_, i) => first + i),
    prev: page > 1 ? page - 1 : null,
    next: page < pages ? page + 1 : null,
  };
}

/** The query string for `page` on top of the current search (page 1 drops the parameter). */
export function pageHref(search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.delete("pageNumber");
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const qs = params.toString();
  return qs ? `?${qs}` : "?";
}
