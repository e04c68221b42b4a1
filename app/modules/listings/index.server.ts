// What other modules may use of listings on the server. Modules reach listings only through here or index.ts.
export { ListingError, SHOWN_STATES, checkNewListing, createListing, createListings, permitProblems, unpublishListing, updateListing, utcDay } from "./listings.server.ts";
export type { ListingState, UnitInput } from "./listings.server.ts";
export { lookups } from "./lookups.server.ts";
export { findCountry } from "./queries/lookups.server.ts";
export { filteredProjects, getProjectsByIds } from "./queries/projects.server.ts";
export { filteredUnits } from "./queries/unit-filters.server.ts";
export { getUnitsByIds } from "./queries/units.server.ts";
