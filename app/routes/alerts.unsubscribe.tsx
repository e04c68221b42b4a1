/**
 * /alerts/unsubscribe/:token (issue 22): every alert mail's stop link, in its body and in its
 * List-Unsubscribe header. GET shows a button; a POST stops the alert: the button's, or a mail
 * program's one-click POST (RFC 8058), which needs no page.
 */
import type { Route } from "./+types/alerts.unsubscribe";
import { alertLinkLoader, PRIVATE_HEADERS, unsubscribeAction } from "../services/alert-actions.server.ts";
import { AlertPage, AlertSummary, InvalidLink, buttonClass } from "../components/visitor/alert-page.tsx";

export const headers = () => PRIVATE_HEADERS;

export function meta() {
  return [{ title: "Stop a property alert" }, { name: "robots", content: "noindex" }];
}

export async function loader(args: Route.LoaderArgs) {
  return alertLinkLoader(args, "unsubscribe");
}

export async function action(args: Route.ActionArgs) {
  return unsubscribeAction(args);
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.done)
    return (
      <AlertPage title="Alert stopped">
        <p className="mt-4 text-lg text-slate-700">You will get no more e-mails for this search.</p>
        <AlertSummary alert={actionData.alert} />
      </AlertPage>
    );
  if (!loaderData.valid || actionData) return <InvalidLink />;
  const stopped = loaderData.alert.status === "unsubscribed";
  return (
    <AlertPage title={stopped ? "Alert stopped" : "Stop this property alert?"}>
      <AlertSummary alert={loaderData.alert} />
      {!stopped && (
        <form method="post">
          <button type="submit" className={buttonClass}>
            Stop alert
          </button>
        </form>
      )}
    </AlertPage>
  );
}
