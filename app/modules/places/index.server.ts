/** The place index's server side: kept current by the write path, searched by the search bars and the list pages. */
export { refreshPlaces, type PlaceRefs } from "./place-index.server.ts";
export { bestPlace, suggestPlaces } from "./place-search.server.ts";
