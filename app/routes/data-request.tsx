/**
 * /data-request (and /ar/data-request): a visitor asks for a copy or the erasure of their data;
 * /data-request/confirm/:token confirms it from the mailed link; /data-request/unsubscribe/:token
 * is every marketing mail's way out. One route: each route costs every page's first load a line
 * of the route manifest.
 */
import { data } from "react-router";
import type { Route } from "./+types/data-request";
import { dataRequestAction, dataRequestLoader, PRIVATE_HEADERS } from "../modules/privacy/data-request-actions.server.ts";
import { DataRequestView } from "../modules/privacy/ui/data-request-pages.tsx";
import { formsText } from "../modules/leads/ui/form-result.tsx";

export const headers = () => PRIVATE_HEADERS;

function pageOf(params: Route.LoaderArgs["params"]): "form" | "confirm" | "unsubscribe" {
  if (!params.purpose && !params.token) return "form";
  if ((params.purpose === "confirm" || params.purpose === "unsubscribe") && params.token) return params.purpose;
  throw data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formsText(matches, "dataRequestTitle") }, { name: "robots", content: "noindex" }];
}

export function loader(args: Route.LoaderArgs) {
  return dataRequestLoader(args, pageOf(args.params));
}

export function action(args: Route.ActionArgs) {
  return dataRequestAction(args, pageOf(args.params));
}

export default function DataRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  return <DataRequestView data={actionData ?? loaderData} />;
}
