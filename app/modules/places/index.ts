/** The place index's shapes, for the search bars in the browser. */
export type { PlaceKind, PlaceSuggestion } from "./place-types.ts";
