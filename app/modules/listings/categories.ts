/**
 * The ten category pages of spec 2.1 / 2.5: the unit list with purpose, type and status
 * preset by the page's path. Purpose 1 sale, 2 rent, 0 any; type 1 apartment, 5 penthouse,
 * 4 townhouse, 3 villa; status 1 (off-plan) on the off-plan pages, 0 (any) elsewhere.
 */
export type CategoryPreset = {
  path: string;
  heading: string;
  /** The main-menu group the page belongs to (spec 2.2). */
  menuLabel: "Buy" | "Rent" | "Off Plan";
  /** The link's text in that menu group. */
  menuText: string;
  purpose: number;
  unitType: number;
  status: number;
};

const TYPE = { apartment: 1, villa: 3, townhouse: 4, penthouse: 5 } as const;

/** In the menu's order (spec 2.2): apartments, villas, townhouses, penthouses. The one list of these paths: the route table, the sitemap, the menu and the audits read it. */
export const CATEGORIES: readonly CategoryPreset[] = [
  { path: "looking-for-apartments-for-sale-in-dubai", heading: "Apartments for sale in Dubai", menuLabel: "Buy", menuText: "Apartments for sale", purpose: 1, unitType: TYPE.apartment, status: 0 },
  { path: "villas-for-sale-in-dubai", heading: "Villas for sale in Dubai", menuLabel: "Buy", menuText: "Villas for sale", purpose: 1, unitType: TYPE.villa, status: 0 },
  { path: "townhouse-for-sale-in-dubai", heading: "Townhouses for sale in Dubai", menuLabel: "Buy", menuText: "Townhouses for sale", purpose: 1, unitType: TYPE.townhouse, status: 0 },
  { path: "penthouse-for-sale-in-dubai", heading: "Penthouses for sale in Dubai", menuLabel: "Buy", menuText: "Penthouses for sale", purpose: 1, unitType: TYPE.penthouse, status: 0 },
  { path: "apartments-for-rent-in-dubai", heading: "Apartments for rent in Dubai", menuLabel: "Rent", menuText: "Apartments for rent", purpose: 2, unitType: TYPE.apartment, status: 0 },
  { path: "villas-for-rent-in-dubai", heading: "Villas for rent in Dubai", menuLabel: "Rent", menuText: "Villas for rent", purpose: 2, unitType: TYPE.villa, status: 0 },
  { path: "townhouses-in-dubai-for-rent", heading: "Townhouses for rent in Dubai", menuLabel: "Rent", menuText: "Townhouses for rent", purpose: 2, unitType: TYPE.townhouse, status: 0 },
  { path: "penthouses-for-rent-in-dubai", heading: "Penthouses for rent in Dubai", menuLabel: "Rent", menuText: "Penthouses for rent", purpose: 2, unitType: TYPE.penthouse, status: 0 },
  { path: "off-plan-apartments", heading: "Off-plan apartments", menuLabel: "Off Plan", menuText: "Off-plan apartments", purpose: 0, unitType: TYPE.apartment, status: 1 },
  { path: "off-plan-villas", heading: "Off-plan Villas", menuLabel: "Off Plan", menuText: "Off-plan villas", purpose: 0, unitType: TYPE.villa, status: 1 },
];

type CategoryLink = { label: string; to: string };

/**
 * Every category page as a link named in full (the home page's list): its heading, but an
 * off-plan page by its menu text ("Off-plan villas": the list's casing, where the page's own
 * heading of spec 2.5 reads "Off-plan Villas").
 */
export function categoryPageLinks(): CategoryLink[] {
  return CATEGORIES.map((c) => ({ label: c.status === 1 ? c.menuText : c.heading, to: `/${c.path}` }));
}

/** The preset for a pathname ("/villas-for-rent-in-dubai/", "villas-for-rent-in-dubai", or the Arabic page's "/ar/villas-for-rent-in-dubai"). */
export function categoryForPath(pathname: string): CategoryPreset | undefined {
  const slug = pathname.replace(/^\/*(?:ar\/)?|\/+$/g, "").toLowerCase();
  return CATEGORIES.find((c) => c.path === slug);
}
