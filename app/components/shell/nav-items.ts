/** The main menu of spec 2.2, shared by the desktop bar and the mobile panel. */
import { categoryLinks } from "../../lib/categories.ts";

export type NavLinkItem = { label: string; to: string };
export type NavItem = NavLinkItem | { label: string; key: string; children: NavLinkItem[] };

export const MAIN_NAV: NavItem[] = [
  { label: "Home", to: "/" },
  {
    label: "Buy",
    key: "buy",
    children: [
      ...categoryLinks("Buy"),
      { label: "All properties for sale", to: "/property-list?purpose=1" },
    ],
  },
  {
    label: "Rent",
    key: "rent",
    children: [
      ...categoryLinks("Rent"),
      { label: "All properties for rent", to: "/property-list?purpose=2" },
    ],
  },
  {
    label: "Off Plan",
    key: "offplan",
    children: [
      ...categoryLinks("Off Plan"),
      { label: "All off-plan projects", to: "/project-list?status=1" },
    ],
  },
  {
    label: "Services",
    key: "services",
    children: [
      { label: "Buy a property", to: "/buying-a-property-in-dubai" },
      { label: "Rent a property", to: "/renting-a-property-in-dubai" },
      { label: "Property management", to: "/property-management" },
    ],
  },
  { label: "Developers", to: "/developers" },
  { label: "Community", to: "/areas" },
  { label: "Blogs", to: "/blogs" },
  { label: "About Us", to: "/about-us" },
  { label: "Contact Us", to: "/contact-us" },
];

export const SOCIAL_LABELS = { facebook: "Facebook", linkedin: "LinkedIn", instagram: "Instagram", youtube: "YouTube" } as const;

/**
 * Whether a menu link is the page shown: same path, and every query parameter the link sets has
 * the same value (so /property-list?purpose=1 is "Buy" and ?purpose=2 is "Rent", not both).
 */
export function isCurrentLink(to: string, location: { pathname: string; search: string }): boolean {
  const [path = "", query = ""] = to.split("?");
  if (path !== location.pathname) return false;
  const current = new URLSearchParams(location.search);
  return Array.from(new URLSearchParams(query)).every(([key, value]) => current.get(key) === value);
}
