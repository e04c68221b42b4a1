/**
 * The dashboard's figures (/admin): each the total of the back-office table its link opens,
 * counted by that table's own query with the same filters, so the number and the rows agree; in
 * the actor's scope (an agent counts its own leads and listings) and only for the sections its
 * role opens. Not a route: home.tsx's loader calls it after its own role check.
 */
import type { Db } from "../../platform/db/client.server.ts";
import { may, type Actor } from "../../modules/staff/index.ts";
import { countLeadsMatching } from "../../modules/leads/inbox/lead-inbox.server.ts";
import { inboxSearch } from "../../modules/leads/inbox/inbox-url.ts";
import type { LeadFiltersInput } from "../../modules/leads/inbox/inbox-schemas.ts";
import { countAdminListings } from "../../modules/listings/queries/admin-listings.server.ts";
import { adminListingCriteria, adminListingSearch, type AdminListingCriteriaInput } from "../../modules/listings/admin/listing-criteria.ts";
import { listFeedRuns } from "../../modules/feeds/feed-admin.server.ts";
import { statusLabel } from "../../modules/feeds/admin/feed-parts.tsx";
import type { Figure } from "../../ui/admin/figure-tiles.tsx";

const DAY_MS = 86_400_000;
const counted = (c: { total: number; totalCapped: boolean }) => ({ value: c.total, capped: c.totalCapped });
/** Dubai is UTC+4 all year: the inbox's date filters are Dubai days. */
const dubaiDay = (at: Date, minusDays = 0) => new Date(at.getTime() + 4 * 3_600_000 - minusDays * DAY_MS).toISOString().slice(0, 10);

async function leadFigures(db: Db, actor: Actor, now: Date): Promise<Figure[]> {
  const today = dubaiDay(now);
  const views: Array<[string, LeadFiltersInput, boolean]> = [
    ["New leads today", { from: today, to: today }, false],
    ["New leads in the last 7 days", { from: dubaiDay(now, 6) }, false],
    ["No answer for over an hour", { overdue: "1h" }, true],
  ];
  return Promise.all(
    views.map(async ([label, filters, alert]) => ({ label, alert, href: `/admin/leads${inboxSearch(filters, "newest")}`, ...counted(await countLeadsMatching(db, actor, filters, now)) })),
  );
}

async function listingFigures(db: Db, actor: Actor, now: Date): Promise<Figure[]> {
  const views: Array<[string, AdminListingCriteriaInput, boolean]> = [
    ["permits expiring in 30 days", { expiring: true }, true],
    ["drafts", { state: "draft" }, false],
    ["without photos", { photos: "none" }, true],
  ];
  const out: Figure[] = [];
  for (const kind of ["unit", "project"] as const) {
    const noun = kind === "unit" ? "Units" : "Projects";
    for (const [label, input, alert] of views) {
      const c = adminListingCriteria(input);
      out.push({ label: `${noun}: ${label}`, alert, href: `/admin/${kind}s${adminListingSearch(c)}`, ...counted(await countAdminListings(db, kind, actor, c, now)) });
    }
  }
  return out;
}

/** The last feed import: what it added and updated, and how it ended (its report one tap away). */
async function feedFigure(db: Db): Promise<Figure | null> {
  const last = (await listFeedRuns(db)).runs[0];
  if (!last) return null;
  const note = `${statusLabel(last.status)} · ${last.added} added, ${last.updated} updated`;
  return { label: "Last feed import: entries rejected", value: last.rejected, alert: true, href: `/admin/feeds/runs/${last.id}`, note };
}

export async function dashboardFigures(db: Db, actor: Actor, now = new Date()) {
  const [leads, listings, feed] = await Promise.all([
    may(actor.role, "leads") ? leadFigures(db, actor, now) : [],
    may(actor.role, "listings") ? listingFigures(db, actor, now) : [],
    may(actor.role, "feeds") ? feedFigure(db) : null,
  ]);
  return { leads, listings, feed };
}
