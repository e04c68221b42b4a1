/**
 * The fixed choices of a listing (kinds, life-cycle states, permit authorities, rent periods,
 * media kinds) without zod: the back office's screens import them in the browser, where zod's
 * full build would weigh on every page's shared chunks. The schema (listing-input.ts) uses them.
 */
export const LISTING_KINDS = ["unit", "project"] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

export const LISTING_STATES = ["draft", "published", "under_offer", "sold", "rented", "archived"] as const;
export type ListingState = (typeof LISTING_STATES)[number];
/** The states the public site shows (and counts): a listing under offer is still advertised. */
export const SHOWN_STATES: readonly ListingState[] = ["published", "under_offer"];
export const isShownState = (state: ListingState): boolean => SHOWN_STATES.includes(state);

export const PERMIT_AUTHORITIES = ["DLD", "ADREC", "SRRD"] as const;
export type PermitAuthority = (typeof PERMIT_AUTHORITIES)[number];
export const RENT_FREQUENCIES = ["yearly", "monthly", "weekly", "daily"] as const;
export type RentFrequency = (typeof RENT_FREQUENCIES)[number];
export const MEDIA_KINDS = ["photo", "floor_plan", "video"] as const;
