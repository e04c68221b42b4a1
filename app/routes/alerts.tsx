/**
 * The visitor alerts' pages, one route for all of them (each route costs every page's
 * first load a line of the route manifest):
 * - /alerts?path=…&query=…: the "Alert me" form for a list's search (every unit list links here);
 *   POST /alerts saves it (plain form post; guarded like the lead forms) and answers "check your
 *   inbox", or the form again with its field messages.
 * - /alerts/confirm/:token: the double opt-in's link. GET shows the search and a button; the POST
 *   confirms. A GET alone never confirms: mail scanners open links, people press buttons.
 * - /alerts/unsubscribe/:token: every alert mail's stop link (body and List-Unsubscribe header).
 *   A POST stops the alert: the page's button, or a mail program's one-click POST (RFC 8058).
 * - /alerts/manage/:token: the alerts of the link's mailbox, each with a button that removes it.
 */
import { data } from "react-router";
import type { Route } from "./+types/alerts";
import {
  alertLinkLoader,
  confirmAction,
  manageAction,
  manageLoader,
  PRIVATE_HEADERS,
  saveAlertAction,
  saveFormLoader,
  unsubscribeAction,
} from "../modules/alerts/alert-actions.server.ts";
import { AlertDone, AlertLinkPage, ManageAlerts, SaveAlertPage, SaveAlertResult } from "../modules/alerts/ui/alert-pages.tsx";
import { formsText } from "../modules/leads/ui/form-result.tsx";

export const headers = () => PRIVATE_HEADERS;

const LINK_PAGES = ["confirm", "unsubscribe", "manage"] as const;

function pageOf(params: Route.LoaderArgs["params"]): "save" | (typeof LINK_PAGES)[number] {
  if (!params.purpose && !params.token) return "save";
  const purpose = LINK_PAGES.find((p) => p === params.purpose);
  if (!purpose || !params.token) throw data(null, { status: 404 });
  return purpose;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formsText(matches, "alertsTitle") }, { name: "robots", content: "noindex" }];
}

export async function loader(args: Route.LoaderArgs) {
  const page = pageOf(args.params);
  if (page === "save") return saveFormLoader(args);
  if (page === "manage") return manageLoader(args);
  return alertLinkLoader(args, page);
}

export async function action(args: Route.ActionArgs) {
  const page = pageOf(args.params);
  if (page === "save") return saveAlertAction(args);
  if (page === "confirm") return confirmAction(args);
  if (page === "unsubscribe") return unsubscribeAction(args);
  return manageAction(args);
}

export default function AlertsPage({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.page === "save") return <SaveAlertResult result={actionData} />;
  if (actionData?.page === "done") return <AlertDone result={actionData} />;
  if (loaderData.page === "save") return <SaveAlertPage list={loaderData.list} />;
  if (loaderData.page === "manage") return <ManageAlerts data={loaderData} removed={actionData?.page === "manage" ? actionData.removed : undefined} />;
  return <AlertLinkPage data={loaderData} />;
}
