/** /admin: the back office's home, listing the sections the signed-in person may open. */
import type { Route } from "./+types/home";
import { requireStaff } from "../../modules/staff/require-staff.server.ts";
import { menuFor } from "../../modules/staff/permissions.ts";
import { Link } from "react-router";

const ABOUT: Record<string, string> = {
  "/admin/units": "Units for sale and rent: find, add, edit, photos, permit, publish.",
  "/admin/projects": "Off-plan projects: find, add, edit, photos, permit, publish.",
  "/admin/leads": "Enquiries and messages from the site: filter, follow up, assign, export.",
  "/admin/subscribers": "The mailing list: who signed up, export, remove.",
  "/admin/market": "The Dubai Land Department's names for our areas and projects, the names left unmatched, and the imports.",
  "/admin/audit": "Who changed what, and when.",
  "/admin/staff": "Accounts of the people who work in the back office: create, deactivate, reactivate.",
  "/admin/account": "Your name, your password, two-step sign-in, and signing out on every device.",
};

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args, { section: "home" });
  return { name: staff.name, role: staff.role };
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const sections = menuFor(loaderData.role).filter((s) => s.to !== "/admin");
  return (
    <>
      <title>Back office</title>
      <h1 className="text-2xl font-bold text-slate-900">Hello, {loaderData.name}</h1>
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
