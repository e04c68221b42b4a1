/**
 * The main menu of spec 2.2, shared by the desktop bar and the mobile panel. Labels are message
 * keys: `nav.<key>`, or `categoryMenu.<path>` for a category page's link.
 */
import { CATEGORIES, type CategoryPreset } from "../../listings/index.ts";
import type { Messages } from "../../../platform/i18n/messages.ts";
import { stripLocale } from "../../../platform/i18n/locale.ts";

export type NavLabel = { ns: "nav"; key: keyof Messages["nav"] } | { ns: "categoryMenu"; key: keyof Messages["categoryMenu"] };
type NavLinkItem = { label: NavLabel; to: string };
export type NavGroup = { label: NavLabel; key: string; children: NavLinkItem[] };
type NavItem = NavLinkItem | NavGroup;

/** The one submenu open (its key), shared by the desktop bar and the mobile panel. */
export type SubmenuState = { openKey: string | null; setOpenKey: (key: string | null | ((k: string | null) => string | null)) => void };

const nav = (key: keyof Messages["nav"]): NavLabel => ({ ns: "nav", key });

function categoryLinks(menuLabel: CategoryPreset["menuLabel"]): NavLinkItem[] {
  return CATEGORIES.filter((c) => c.menuLabel === menuLabel).map((c) => ({
    label: { ns: "categoryMenu", key: c.path as keyof Messages["categoryMenu"] },
    to: `/${c.path}`,
  }));
}

export const MAIN_NAV: NavItem[] = [
  { label: nav("home"), to: "/" },
  { label: nav("buy"), key: "buy", children: [...categoryLinks("Buy"), { label: nav("allForSale"), to: "/property-list?purpose=1" }] },
  { label: nav("rent"), key: "rent", children: [...categoryLinks("Rent"), { label: nav("allForRent"), to: "/property-list?purpose=2" }] },
  { label: nav("offplan"), key: "offplan", children: [...categoryLinks("Off Plan"), { label: nav("allOffPlan"), to: "/project-list?status=1" }] },
  {
    label: nav("services"),
    key: "services",
    children: [
      { label: nav("buyAProperty"), to: "/buying-a-property-in-dubai" },
      { label: nav("rentAProperty"), to: "/renting-a-property-in-dubai" },
      { label: nav("propertyManagement"), to: "/property-management" },
    ],
  },
  { label: nav("developers"), to: "/developers" },
  { label: nav("community"), to: "/areas" },
  { label: nav("blogs"), to: "/blogs" },
  { label: nav("aboutUs"), to: "/about-us" },
  { label: nav("contactUs"), to: "/contact-us" },
];

export const SOCIAL_LABELS = { facebook: "Facebook", linkedin: "LinkedIn", instagram: "Instagram", youtube: "YouTube" } as const;

/**
 * Whether a menu link is the page shown: same path, and every query parameter the link sets has
 * the same value (so /property-list?purpose=1 is "Buy" and ?purpose=2 is "Rent", not both).
 */
export function isCurrentLink(to: string, location: { pathname: string; search: string }): boolean {
  const [path = "", query = ""] = to.split("?");
  if (path !== stripLocale(location.pathname)) return false;
  const current = new URLSearchParams(location.search);
  return Array.from(new URLSearchParams(query)).every(([key, value]) => current.get(key) === value);
}
