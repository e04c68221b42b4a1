/** The shapes of the place index, shared by the server (which builds and serves it) and the search bars (which show it). */

export const PLACE_KINDS = ["area", "building", "project", "developer"] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** One place as the in-memory index holds it: its names in both scripts and the other names it goes by. */
export type PlaceEntry = {
  kind: PlaceKind;
  id: number;
  name: string;
  nameAr: string | null;
  /** Every name it is found by: English, Arabic and aliases. */
  names: string[];
  /** Where it is: an area's emirate, a building's or project's area (null for a developer). */
  context: string | null;
  contextAr: string | null;
  /** Live listings (units on the site) in it. */
  listings: number;
};

/** One suggestion as the search bars receive it (`/api/places`), in the page's language. */
export type PlaceSuggestion = { kind: PlaceKind; id: number; name: string; context: string | null; listings: number };
