/** /admin/agents (admins and editors): every agent profile, with its listings and linked account, each opening its editor. */
import { Link } from "react-router";
import type { Route } from "./+types/agents";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { listAgentsForStaff } from "../../modules/content/agents/agents-editor.server.ts";
import { buttonClass } from "../../ui/admin/field.tsx";

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { section: "agents" });
  return { agents: await listAgentsForStaff(dbOf(args)) };
}

export default function AgentsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <title>Agents</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Agents</h1>
        <Link to="/admin/agents/new" className={buttonClass}>
          New agent
        </Link>
      </div>
      <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-300 bg-white" aria-label="Agents">
        {loaderData.agents.map((a) => (
          <li key={a.id} className="flex items-center gap-3 p-3">
            {a.photoPath ? <img src={a.photoPath} alt="" className="size-12 shrink-0 rounded-full object-cover" /> : <span className="size-12 shrink-0 rounded-full bg-slate-200" />}
            <div className="min-w-0">
              <Link to={`/admin/agents/${a.id}`} className="font-semibold text-brand-700 underline">
                {a.name}
              </Link>
              <p className="text-sm text-slate-600">
                {a.designation} · BRN {a.brn} · {a.languages || "no languages"} · {a.listings} {a.listings === 1 ? "listing" : "listings"}
                {a.account ? ` · account ${a.account}` : " · no account"}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
