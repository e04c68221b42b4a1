/**
 * `npm run bench [-- bundle|search|http|abuse|leads|feeds|admin-listings|map|lighthouse|lighthouse-ceiling|market|market-import|market-pages|list-sort|place-search|render-profile ...]`: runs one benchmark (or all of them), each
 * printing a short table. Not part of CI (the bundle budget is enforced by a test).
 */
const [which = "all", ...rest] = process.argv.slice(2);
const benches: Record<string, () => Promise<number>> = {
  bundle: async () => (await import("./bundle.ts")).runBundle(rest),
  search: async () => (await import("./search.ts")).runSearch(rest),
  http: async () => (await import("./http.ts")).runHttp(rest),
  abuse: async () => (await import("./abuse.ts")).runAbuse(rest),
  leads: async () => (await import("./leads.ts")).runLeads(rest),
  feeds: async () => (await import("./feeds.ts")).runFeeds(rest),
  "admin-listings": async () => (await import("./admin-listings.ts")).runAdminListings(rest),
  map: async () => (await import("./map.ts")).runMap(rest),
  lighthouse: async () => (await import("./lighthouse.ts")).runLighthouse(rest),
  "lighthouse-ceiling": async () => (await import("./lighthouse-ceiling.ts")).runLighthouseCeiling(rest),
  market: async () => (await import("./market.ts")).runMarket(rest),
  "market-import": async () => (await import("./market-import.ts")).runMarketImport(rest),
  "market-pages": async () => (await import("./market-pages.ts")).runMarketPages(rest),
  "list-sort": async () => (await import("./list-sort.ts")).runListSort(rest),
  "place-search": async () => (await import("./place-search.ts")).runPlaceSearch(rest),
  "render-profile": async () => (await import("./render-profile.ts")).runRenderProfile(rest),
};
let code = 0;
for (const name of which === "all" ? Object.keys(benches) : [which]) {
  const bench = benches[name];
  if (!bench) {
    console.error(`Unknown benchmark "${name}". Choose one of: ${Object.keys(benches).join(", ")}, all.`);
    process.exit(2);
  }
  console.log(`\n== bench: ${name} ==`);
  code ||= await bench();
}
process.exit(code);
