/** The back office's one table of permissions: the menu shows a role what its gate lets it open, and every admin route names its section. */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { may, menuFor, menuGroupsFor, SECTIONS } from "./permissions.ts";
import { seesAllLeads, seesAllListings } from "./scope.ts";

const labels = (role: "admin" | "editor" | "agent") => menuFor(role).map((e) => e.label);

describe("the permissions table", () => {
  it("gives each role its menu, in order", () => {
    expect(labels("agent")).toEqual(["Home", "Units", "Projects", "Leads", "My account"]);
    expect(labels("editor")).toEqual(["Home", "Units", "Projects", "Leads", "Subscribers", "Page texts", "Blog posts", "Areas", "Developers", "Agents", "Media library", "My account"]);
    expect(labels("admin")).toEqual([
      "Home", "Units", "Projects", "Leads", "Subscribers", "Page texts", "Blog posts", "Areas", "Feeds", "Market data", "Developers", "Agents", "Media library", "Brokerage", "Lead routing", "Audit log", "Privacy", "Staff", "My account",
    ]);
  });

  it("groups each role's menu (Listings, Leads, Content, Settings) from the same table, leaving out empty groups", () => {
    const grouped = (role: "admin" | "editor" | "agent") => {
      const { home, groups } = menuGroupsFor(role);
      return [home.map((e) => e.label), ...groups.map((g) => [g.group, ...g.entries.map((e) => e.label)])];
    };
    expect(grouped("agent")).toEqual([["Home"], ["Listings", "Units", "Projects"], ["Leads", "Leads"], ["Settings", "My account"]]);
    expect(grouped("editor")).toEqual([
      ["Home"], ["Listings", "Units", "Projects"], ["Leads", "Leads", "Subscribers"], ["Content", "Page texts", "Blog posts", "Areas", "Developers", "Agents", "Media library"], ["Settings", "My account"],
    ]);
    // Every entry of the flat menu is in exactly one group (or is the home link).
    for (const role of ["admin", "editor", "agent"] as const) {
      const { home, groups } = menuGroupsFor(role);
      expect([...home, ...groups.flatMap((g) => g.entries)].map((e) => e.to).sort()).toEqual(menuFor(role).map((e) => e.to).sort());
    }
  });

  it("answers the actions inside a section", () => {
    expect([may("agent", "listings"), may("agent", "listings.all"), may("editor", "listings.all")]).toEqual([true, false, true]);
    const actor = (role: "admin" | "editor" | "agent") => ({ staffId: 1, name: "x", role, agentId: null });
    expect([seesAllListings(actor("agent")), seesAllLeads(actor("agent")), seesAllLeads(actor("editor"))]).toEqual([false, false, true]);
  });

  it("is the role check of every admin loader and action", () => {
    const dir = path.join(import.meta.dirname, "../../routes/admin");
    // Reached by any signed-in person: the layout, signing out, and enrolling in two-step sign-in.
    const open = new Set(["layout.tsx", "sign-out.tsx", "two-factor.tsx"]);
    for (const file of fs.readdirSync(dir)) {
      const text = fs.readFileSync(path.join(dir, file), "utf8");
      const calls = [...text.matchAll(/requireStaff\(args(?:, \{ section: "([a-z.]+)" \})?\)/g)];
      expect(text.split("requireStaff(args").length - 1, `${file}: every call is one of the two forms`).toBe(calls.length);
      for (const [, section] of calls) {
        if (section === undefined) expect(open.has(file), `${file} names no section`).toBe(true);
        else expect(section in SECTIONS, `${file}: ${section}`).toBe(true);
      }
    }
  });
});
