/**
 * The orders a visitor can choose on every list (units, projects, the category, area and
 * developer pages, the map's list), as the URL names them (`sort=price-asc`). No `sort` keeps
 * the spec's own order (newest first). A value not in the list is ignored (the spec's order),
 * never an error: a shared link with a typo still shows the list.
 */
export const LIST_SORTS = ["recommended", "newest", "price-asc", "price-desc", "size-desc"] as const;
type ListSort = (typeof LIST_SORTS)[number];

type Direction = "asc" | "desc";
/** The columns an order reads, by their meaning; each list maps them to its table's columns. */
type SortKey = "quality" | "date" | "price" | "size" | "id";

/** Each order as keys and directions, ending on the id so a page boundary is never ambiguous. */
const SORT_KEYS: Record<ListSort | "default", [SortKey, Direction][]> = {
  default: [["date", "desc"], ["id", "desc"]],
  // Complete listings first; among equals, the spec's own order.
  recommended: [["quality", "desc"], ["date", "desc"], ["id", "desc"]],
  newest: [["date", "desc"], ["id", "desc"]],
  "price-asc": [["price", "asc"], ["id", "asc"]],
  "price-desc": [["price", "desc"], ["id", "desc"]],
  "size-desc": [["size", "desc"], ["id", "desc"]],
};

/** The order of a list: the chosen one, or the spec's. */
export function sortKeys(sort: ListSort | undefined): [SortKey, Direction][] {
  return SORT_KEYS[sort ?? "default"];
}

/** A URL's `sort` value as an order, or undefined (the spec's order) for anything else. */
export function parseSort(value: string | null | undefined): ListSort | undefined {
  return (LIST_SORTS as readonly string[]).includes(value ?? "") ? (value as ListSort) : undefined;
}
