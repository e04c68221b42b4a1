/** /admin/areas (admins and editors): every area, shown on the site or not, each opening its editor. */
import { Link } from "react-router";
import type { Route } from "./+types/areas";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { listAreasForStaff } from "../../modules/content/areas/areas.server.ts";
import { buttonClass } from "../../ui/admin/field.tsx";

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { section: "areas" });
  return { areas: await listAreasForStaff(dbOf(args)) };
}

export default function AreasPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <title>Areas</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Areas</h1>
        <Link to="/admin/areas/new" className={buttonClass}>
          Add an area
        </Link>
      </div>
      <p className="mt-2 max-w-prose text-sm text-slate-700">
        The site comes with the main communities of Dubai and the other emirates (marked “reference”): write their texts, add a
        picture, and untick “shown on the site” for those you do not work in. Add the communities you work in that are not
        listed; feed imports add the communities they name.
      </p>
      <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-300 bg-white" aria-label="Areas">
        {loaderData.areas.map((a) => (
          <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
            <div>
              <Link to={`/admin/areas/${a.id}`} className="font-semibold text-brand-700 underline">
                {a.name}
              </Link>
              <p className="text-sm text-slate-600">
                /area/{a.slug} · {a.emirate}
                {a.reference ? " · reference" : ""}
                {a.active ? "" : " · not shown on the site"}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
