/**
 * /alerts/manage/:token (issue 22): the alerts of the mailbox a signed link names (every alert
 * mail carries it), each with its search in words, its frequency and a button that removes it.
 */
import type { Route } from "./+types/alerts.manage";
import { manageAction, manageLoader, PRIVATE_HEADERS } from "../services/alert-actions.server.ts";
import { AlertPage, AlertSummary, InvalidLink } from "../components/visitor/alert-page.tsx";

export const headers = () => PRIVATE_HEADERS;

export function meta() {
  return [{ title: "Your property alerts" }, { name: "robots", content: "noindex" }];
}

export async function loader(args: Route.LoaderArgs) {
  return manageLoader(args);
}

export async function action(args: Route.ActionArgs) {
  return manageAction(args);
}

export default function ManageAlerts({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.valid) return <InvalidLink />;
  return (
    <AlertPage title="Your property alerts">
      <p className="mt-4 text-slate-700">Alerts e-mailed to {loaderData.email}.</p>
      {actionData?.removed && (
        <p role="status" className="mt-4 rounded-md bg-emerald-50 p-3 text-emerald-800">
          The alert was removed.
        </p>
      )}
      {loaderData.alerts.length === 0 ? (
        <p className="mt-6 text-lg text-slate-700">You have no alerts.</p>
      ) : (
        <ul className="mt-2">
          {loaderData.alerts.map((a) => (
            <li key={a.id}>
              <AlertSummary alert={a} />
              {a.status === "pending" && <p className="mt-1 text-sm text-slate-600">Waiting for your confirmation.</p>}
              <form method="post" className="mt-2">
                <input type="hidden" name="alertId" value={a.id} />
                <button type="submit" className="inline-flex h-11 items-center rounded-md border border-slate-300 px-4 font-semibold text-slate-800 hover:bg-slate-50">
                  Remove<span className="sr-only"> the alert “{a.search}”</span>
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </AlertPage>
  );
}
