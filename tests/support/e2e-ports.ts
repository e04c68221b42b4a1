/**
 * The ports of the browser tests' own servers, one block per suite, so that suites running side
 * by side (two workers) never share one. Offsets from E2E_PORT (3100), whose own port is the main
 * test server's (playwright.config.ts). An AdminSite takes two: HTTP and SMTP (+1).
 */
const BASE = Number(process.env.E2E_PORT ?? 3100);

export const E2E_PORTS = {
  /** +10..+14: two instances, their SMTP server, two more instances. */
  multiInstance: BASE + 10,
  resilience: BASE + 16,
  adminLeads: BASE + 18,
  adminAuth: BASE + 20,
  adminListings: BASE + 22,
  adminContent: BASE + 24,
  /** +26 HTTP, +27 SMTP (an AdminSite). */
  visitorAlerts: BASE + 26,
  adminFeeds: BASE + 34,
  /** +30, +31: HTTP and SMTP of tests/e2e/admin-people.spec.ts. */
  adminPeople: BASE + 30,
  /** +36, +37: HTTP and SMTP of tests/e2e/arabic-forms.spec.ts (an AdminSite). */
  arabicForms: BASE + 36,
  /** +38, +39: HTTP and SMTP of tests/e2e/admin-uploads.spec.ts (an AdminSite). */
  adminUploads: BASE + 38,
  /**
   * +40..+49: tests/e2e/new-brokerage.spec.ts (AdminSites: HTTP and SMTP each): on SQLite the new site +40, its
   * restored copy +42 and the site that had the demo +44; on PostgreSQL the new site +46 and its restored copy +48.
   */
  newBrokerage: BASE + 40,
  /** +50, +51: HTTP and SMTP of tests/e2e/admin-market.spec.ts (an AdminSite). */
  adminMarket: BASE + 50,
  /** +52, +53: HTTP and SMTP of tests/e2e/unit-building.spec.ts (an AdminSite). */
  unitBuilding: BASE + 52,
  /** +62, +63: HTTP and SMTP of tests/e2e/viewings.spec.ts (an AdminSite); +64, +65 spare for it. */
  viewings: BASE + 62,
  /** +54, +55: HTTP and SMTP of tests/e2e/consent.spec.ts (an AdminSite); +56, +57 spare for it. */
  consent: BASE + 54,
  /** +58, +59: HTTP and SMTP of tests/e2e/agent-pages.spec.ts (an AdminSite); +60, +61 spare. */
  agentPages: BASE + 58,
  /** +66, +67: HTTP and SMTP of tests/e2e/listing-quality.spec.ts (an AdminSite); +68, +69 spare. */
  listingQuality: BASE + 66,
  /** +70, +71: HTTP and SMTP of tests/e2e/lead-routing.spec.ts (an AdminSite). */
  leadRouting: BASE + 70,
  /** +80, +81: HTTP and SMTP of tests/e2e/admin-phone.spec.ts (an AdminSite). */
  adminPhone: BASE + 80,
  /** +28: the map search's tile server (every test server's MAP_TILES_URL points here, playwright.config.ts); +29 spare. */
  mapSearch: BASE + 28,
} as const;
