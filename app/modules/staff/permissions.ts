/**
 * Who may do what in the back office: one table of its sections (their pages, posts and
 * downloads) and of the few actions inside a section that not every role of it may take. The
 * menu (admin-shell.tsx) and the home page show a person the sections of this table their role
 * opens; every admin loader and action passes its section to `requireStaff(args, { section })`,
 * which answers 403 to any other role; the services ask `may` for the actions. Each section names
 * its menu group, so the grouped menu (menuGroupsFor) is this same table, not a second list. Plain code: the
 * browser reads it for the menu, the server for the gate.
 */
import type { StaffRole } from "../../platform/db/schema.ts";

const EVERYONE = ["admin", "editor", "agent"] as const satisfies readonly StaffRole[];
const EDITORS = ["admin", "editor"] as const satisfies readonly StaffRole[];
const ADMINS = ["admin"] as const satisfies readonly StaffRole[];

type MenuEntry = { to: string; label: string };
/** The menu's groups, in the order the menu shows them (the home link stands above them, in none). */
const MENU_GROUPS = ["Listings", "Leads", "Content", "Settings"] as const;
type MenuGroup = (typeof MENU_GROUPS)[number];
type SectionRule = { roles: readonly StaffRole[]; group: MenuGroup | null; menu: readonly MenuEntry[] };

/** The back office's sections, in menu order; a section without menu entries is reached from another screen. */
export const SECTIONS = {
  home: { roles: EVERYONE, group: null, menu: [{ to: "/admin", label: "Home" }] },
  // Every role: an agent works on the listings and leads of its own profile (the services scope the queries).
  listings: {
    roles: EVERYONE,
    group: "Listings",
    menu: [
      { to: "/admin/units", label: "Units" },
      { to: "/admin/projects", label: "Projects" },
    ],
  },
  leads: { roles: EVERYONE, group: "Leads", menu: [{ to: "/admin/leads", label: "Leads" }] },
  subscribers: { roles: EDITORS, group: "Leads", menu: [{ to: "/admin/subscribers", label: "Subscribers" }] },
  pages: { roles: EDITORS, group: "Content", menu: [{ to: "/admin/content", label: "Page texts" }] },
  blogs: { roles: EDITORS, group: "Content", menu: [{ to: "/admin/blogs", label: "Blog posts" }] },
  areas: { roles: EDITORS, group: "Content", menu: [{ to: "/admin/areas", label: "Areas" }] },
  feeds: { roles: ADMINS, group: "Listings", menu: [{ to: "/admin/feeds", label: "Feeds" }] },
  // The DLD names' aliases re-place stored market rows and move every page's figures: admins, as the feeds' mappings.
  market: { roles: ADMINS, group: "Content", menu: [{ to: "/admin/market", label: "Market data" }] },
  developers: { roles: EDITORS, group: "Content", menu: [{ to: "/admin/developers", label: "Developers" }] },
  agents: { roles: EDITORS, group: "Content", menu: [{ to: "/admin/agents", label: "Agents" }] },
  media: { roles: EDITORS, group: "Content", menu: [{ to: "/admin/media", label: "Media library" }] },
  brokerage: { roles: ADMINS, group: "Settings", menu: [{ to: "/admin/brokerage", label: "Brokerage" }] },
  // Who gets a lead its listing gives no agent, and the period leads are answered within.
  routing: { roles: ADMINS, group: "Leads", menu: [{ to: "/admin/lead-routing", label: "Lead routing" }] },
  audit: { roles: ADMINS, group: "Settings", menu: [{ to: "/admin/audit", label: "Audit log" }] },
  // Visitors' data requests (export, erasure), the leads' retention period and the news-and-offers mail.
  privacy: { roles: ADMINS, group: "Settings", menu: [{ to: "/admin/privacy", label: "Privacy" }] },
  staff: { roles: ADMINS, group: "Settings", menu: [{ to: "/admin/staff", label: "Staff" }] },
  account: { roles: EVERYONE, group: "Settings", menu: [{ to: "/admin/account", label: "My account" }] },
  // A content record's history, compare and restore: opened from its editor (each kind also needs its own section: mayRevise).
  history: { roles: EDITORS, group: null, menu: [] },
} as const satisfies Record<string, SectionRule>;

export type SectionName = keyof typeof SECTIONS;

/** Actions inside a section that only some of its roles may take. */
const ACTIONS = {
  /** Work on every listing and list under any agent (an agent: only its own profile's). */
  "listings.all": EDITORS,
  /** See every lead, assign leads and manage the mailing list (an agent: its own leads). */
  "leads.all": EDITORS,
} as const satisfies Record<string, readonly StaffRole[]>;

type ActionName = keyof typeof ACTIONS;

/** The roles that may open a section or take an action. */
function rolesOf(what: SectionName | ActionName): readonly StaffRole[] {
  return what in SECTIONS ? SECTIONS[what as SectionName].roles : ACTIONS[what as ActionName];
}

export function may(role: StaffRole, what: SectionName | ActionName): boolean {
  return rolesOf(what).includes(role);
}

const opens = (role: StaffRole, s: SectionRule) => (s.roles as readonly StaffRole[]).includes(role);

/** The menu of a role: the entries of the sections it may open, in order. */
export function menuFor(role: StaffRole): MenuEntry[] {
  return Object.values(SECTIONS).flatMap((s): readonly MenuEntry[] => (opens(role, s) ? s.menu : []));
}

/** The same entries by group, in MENU_GROUPS order (a group the role has nothing in is left out); the home link first, ungrouped. */
export function menuGroupsFor(role: StaffRole): { home: MenuEntry[]; groups: Array<{ group: MenuGroup; entries: MenuEntry[] }> } {
  const sections: SectionRule[] = Object.values(SECTIONS);
  const entries = (group: MenuGroup | null) => sections.filter((s) => s.group === group && opens(role, s)).flatMap((s) => s.menu);
  return {
    home: entries(null),
    groups: MENU_GROUPS.map((group) => ({ group, entries: entries(group) })).filter((g) => g.entries.length > 0),
  };
}
