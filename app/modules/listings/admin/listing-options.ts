/**
 * What the back office's listing tables offer (sorts, page sizes, states, the permit warning),
 * without zod, so the table's component may import it in the browser; the criteria schema
 * (admin-listing-criteria.ts) is built on these.
 */
import { LISTING_STATES, type ListingState } from "../listing-constants.ts";

export const ADMIN_SORTS = ["updated", "price", "published", "title", "quality"] as const;
export type AdminSort = (typeof ADMIN_SORTS)[number];
export const ADMIN_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_ADMIN_PAGE_SIZE = 50;
/** Days ahead within which a permit counts as expiring. */
export const PERMIT_WARNING_DAYS = 30;

/** The states the filter offers, in life-cycle order. */
export const ADMIN_STATE_OPTIONS: readonly ListingState[] = LISTING_STATES;
