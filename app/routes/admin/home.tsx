/**
 * /admin: the back office's home: the figures to act on (new and unanswered leads, expiring
 * permits, drafts, listings without photos, the last feed import), each a link to its filtered
 * table; the week's leads and taps; listing quality; and the sections the person may open.
 */
import type { Route } from "./+types/home";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { may } from "../../modules/staff/index.ts";
import { countOverdue, loadTapReport } from "../../modules/leads/index.server.ts";
import { menuFor } from "../../modules/staff/permissions.ts";
import { Link } from "react-router";
import { dashboardFigures } from "./home-figures.server.ts";
import { FigureTiles } from "../../ui/admin/figure-tiles.tsx";
import { agentLimit, seesAllLeads } from "../../modules/staff/scope.ts";
import { qualitySummary } from "../../modules/listings/quality/quality-store.server.ts";
import { QUALITY_THRESHOLD } from "../../modules/listings/quality/quality-score.ts";
import { QualitySummary, type QualityFigures } from "../../modules/listings/admin/listing-quality.tsx";

const ABOUT: Record<string, string> = {
  "/admin/units": "Units for sale and rent: find, add, edit, photos, permit, publish.",
  "/admin/projects": "Off-plan projects: find, add, edit, photos, permit, publish.",
  "/admin/leads": "Enquiries and messages from the site: filter, follow up, assign, export.",
  "/admin/subscribers": "The mailing list: who signed up, export, remove.",
  "/admin/market": "The Dubai Land Department's names for our areas and projects, the names left unmatched, and the imports.",
  "/admin/audit": "Who changed what, and when.",
  "/admin/lead-routing": "Who gets a lead without a listing's agent (by area, project, in turns), and the hours leads are answered within.",
  "/admin/staff": "Accounts of the people who work in the back office: create, deactivate, reactivate.",
  "/admin/account": "Your name, your password, two-step sign-in, and signing out on every device.",
};

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args, { section: "home" });
  const db = dbOf(args);
  // The last seven days' leads, taps beside forms (the full report: /admin/leads/taps).
  const week = may(staff.role, "leads") ? await loadTapReport(db, staff, 7) : null;
  // Overdue: unanswered past the brokerage's response period (an agent: its own leads).
  const overdue = may(staff.role, "leads") ? await countOverdue(db, { agentId: seesAllLeads(staff) ? null : (staff.agentId ?? -1) }) : 0;
  const leads = week && { taps: week.byDay.reduce((n, d) => n + d.taps, 0), forms: week.byDay.reduce((n, d) => n + d.forms, 0), overdue };
  // An agent's figures are its own listings', as its tables are.
  const quality: QualityFigures[] = may(staff.role, "listings")
    ? await Promise.all(
        (["unit", "project"] as const).map(async (kind) => ({
          kind,
          threshold: QUALITY_THRESHOLD,
          href: `/admin/${kind === "unit" ? "units" : "projects"}?sort=quality&dir=asc`,
          ...(await qualitySummary(db, kind, QUALITY_THRESHOLD, agentLimit(staff))),
        })),
      )
    : [];
  return { name: staff.name, role: staff.role, leads, quality, figures: await dashboardFigures(db, staff) };
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const sections = menuFor(loaderData.role).filter((s) => s.to !== "/admin");
  return (
    <>
      <title>Back office</title>
      <h1 className="text-2xl font-bold text-slate-900">Hello, {loaderData.name}</h1>
      {loaderData.figures.leads.length > 0 && <FigureTiles id="figures-leads" title="Leads" figures={loaderData.figures.leads} />}
      {loaderData.figures.listings.length > 0 && <FigureTiles id="figures-listings" title="Listings" figures={loaderData.figures.listings} />}
      {loaderData.figures.feed && <FigureTiles id="figures-feed" title="Feeds" figures={[loaderData.figures.feed]} />}
      {loaderData.leads && (
        <section aria-labelledby="leads-week" className="mt-6 rounded-lg border border-slate-300 bg-white p-4">
          <h2 id="leads-week" className="text-lg font-semibold text-slate-900">
            Leads in the last 7 days
          </h2>
          <p className="mt-1 text-slate-700">
            {loaderData.leads.forms} form {loaderData.leads.forms === 1 ? "lead" : "leads"} and {loaderData.leads.taps} contact {loaderData.leads.taps === 1 ? "tap" : "taps"} (Call, WhatsApp,
            E-mail).{" "}
            <Link to="/admin/leads/taps" className="font-semibold text-brand-700 underline">
              Taps per listing, agent and day
            </Link>
          </p>
          <p className="mt-1 text-slate-700">
            {loaderData.leads.overdue ? (
              <Link to="/admin/leads?overdue=1" className="font-semibold text-red-800 underline">
                {loaderData.leads.overdue} overdue {loaderData.leads.overdue === 1 ? "lead" : "leads"} (no answer in time)
              </Link>
            ) : (
              "No overdue leads."
            )}
          </p>
        </section>
      )}
      {loaderData.quality.length > 0 && <QualitySummary figures={loaderData.quality} />}
      <h2 className="mt-6 text-lg font-semibold text-slate-900">Sections</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {sections.map((s) => (
          <li key={s.to} className="rounded-lg border border-slate-300 bg-white p-4">
            <Link to={s.to} className="text-lg font-semibold text-brand-700 underline">
              {s.label}
            </Link>
            <p className="mt-1 text-slate-700">{ABOUT[s.to]}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
