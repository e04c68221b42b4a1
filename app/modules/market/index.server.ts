/** The market data's server side, for pages and the importer: the figures' refresh and the pages' reads. */
export { refreshMarketStats } from "./stats.server.ts";
export { listingComparison, marketRanking, marketSection, recentBuildingSales } from "./market-queries.server.ts";
export { loadMarketPage, marketCsvLines } from "./market-page.server.ts";
export { loadMarketSection } from "./section.server.ts";
export { findBuilding, topBuildings } from "./buildings.server.ts";
export { marketSectionHtml } from "./section-html.server.ts";
export { listingMarketHtml } from "./listing-market.server.ts";
