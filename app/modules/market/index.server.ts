/** The market data's server side, for pages, the importer and the back office: the figures' refresh, the pages' reads, the aliases' editing. */
export { refreshMarketStats } from "./stats.server.ts";
export { listingComparison, marketRanking, marketSection, recentBuildingSales } from "./market-queries.server.ts";
export { loadMarketPage, marketCsvLines } from "./market-page.server.ts";
export { loadMarketSection } from "./section.server.ts";
export { areaBuildings, buildingAreas, buildingNamed, findBuilding, topBuildings } from "./buildings.server.ts";
export { marketSectionHtml } from "./section-html.server.ts";
export { listingMarketHtml } from "./listing-market.server.ts";
export { AliasError, createMarketAlias, deleteMarketAlias, retargetMarketAlias } from "./aliases.server.ts";
export { marketRematchJob } from "./rematch.server.ts";
export { listMarketAliases, listMarketImports, marketPlaceChoices } from "./market-admin.server.ts";
export { unmatchedPlaces } from "./places.server.ts";
