/**
 * /alerts/confirm/:token (issue 22): the double opt-in's link. GET shows the search and a button;
 * the POST confirms. A GET alone never confirms: mail scanners open links, people press buttons.
 */
import type { Route } from "./+types/alerts.confirm";
import { alertLinkLoader, confirmAction, PRIVATE_HEADERS } from "../services/alert-actions.server.ts";
import { AlertPage, AlertSummary, InvalidLink, buttonClass } from "../components/visitor/alert-page.tsx";

export const headers = () => PRIVATE_HEADERS;

export function meta() {
  return [{ title: "Confirm your property alert" }, { name: "robots", content: "noindex" }];
}

export async function loader(args: Route.LoaderArgs) {
  return alertLinkLoader(args, "confirm");
}

export async function action(args: Route.ActionArgs) {
  return confirmAction(args);
}

export default function ConfirmAlert({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.done)
    return (
      <AlertPage title="Your alert is on">
        <p className="mt-4 text-lg text-slate-700">We will e-mail you new properties matching this search. Every e-mail has a link to stop it.</p>
        <AlertSummary alert={actionData.alert} />
      </AlertPage>
    );
  if (!loaderData.valid || actionData) return <InvalidLink />;
  return (
    <AlertPage title="Confirm your property alert">
      <p className="mt-4 text-lg text-slate-700">Start e-mails about new properties matching this search?</p>
      <AlertSummary alert={loaderData.alert} />
      <form method="post">
        <button type="submit" className={buttonClass}>
          Confirm alert
        </button>
      </form>
    </AlertPage>
  );
}
