/** /admin/developers (admins and editors): every developer, shown on the site or not, each opening its editor. */
import { Link } from "react-router";
import type { Route } from "./+types/developers";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { listDevelopersForStaff } from "../../modules/content/developers/developers-editor.server.ts";

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { section: "developers" });
  return { developers: await listDevelopersForStaff(dbOf(args)) };
}

export default function DevelopersPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <title>Developers</title>
      <h1 className="text-2xl font-bold text-slate-900">Developers</h1>
      <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-300 bg-white" aria-label="Developers">
        {loaderData.developers.map((d) => (
          <li key={d.id} className="flex items-center gap-3 p-3">
            {d.logoPath ? <img src={d.logoPath} alt="" className="h-10 w-16 shrink-0 object-contain" /> : <span className="h-10 w-16 shrink-0" />}
            <div>
              <Link to={`/admin/developers/${d.id}`} className="font-semibold text-brand-700 underline">
                {d.name}
              </Link>
              <p className="text-sm text-slate-600">
                /developer/{d.slug} · {d.projects} {d.projects === 1 ? "project" : "projects"}
                {d.active ? "" : " · not shown on the site"}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
