// What other modules may use of listings, browser-safe. Server parts are in index.server.ts.
export { descriptionHtml, slugOf } from "./admin/listing-form-fields.ts";
export { CATEGORIES, categoryForPath } from "./categories.ts";
export type { CategoryPreset } from "./categories.ts";
export type { ListingState, PermitAuthority, RentFrequency, UnitInput } from "./listing-input.ts";
export { projectListQuery } from "./search/project-list-query.ts";
export { parseProjectSearchParams, parseUnitSearchParams } from "./search/search-criteria.ts";
export type { ProjectCriteria, UnitCriteria } from "./search/search-criteria.ts";
export { unitSearchQuery } from "./search/unit-search-url.ts";
export { completionText } from "./ui/project-text.ts";
export { listingHref } from "./ui/listing-href.ts";
export { ALERT_LINK } from "./lists/alert-link.ts";
