/**
 * POST /alerts (issue 22): the "Alert me" form's action (app/components/visitor/alert-me.tsx), a
 * plain form post: it answers with this page, "check your inbox", or the form again with its field
 * messages. GET explains where alerts are saved.
 */
import type { Route } from "./+types/alerts";
import { saveAlertAction, PRIVATE_HEADERS } from "../services/alert-actions.server.ts";
import { AlertMe } from "../components/visitor/alert-me.tsx";
import { AlertPage } from "../components/visitor/alert-page.tsx";
import { FormResult } from "../components/leads/form-result.tsx";
import { Link } from "../components/link.tsx";
import { RESULT_TEXTS } from "../lib/lead-forms.ts";

export const headers = () => PRIVATE_HEADERS;

export function meta() {
  return [{ title: "Property alerts" }, { name: "robots", content: "noindex" }];
}

export async function action(args: Route.ActionArgs) {
  return saveAlertAction(args);
}

export default function AlertsPage({ actionData }: Route.ComponentProps) {
  if (actionData?.ok)
    return (
      <FormResult
        ok
        title="Check your inbox"
        message="We have sent you a link to confirm your alert. Nothing more is sent until you confirm it."
        back={actionData.returnTo}
      />
    );
  if (!actionData)
    return (
      <AlertPage title="Property alerts">
        <p className="mt-4 text-lg text-slate-700">
          Search the{" "}
          <Link to="/property-list" className="font-semibold text-brand-800 underline">
            property list
          </Link>
          , then choose “Alert me” to hear about new matches by e-mail.
        </p>
      </AlertPage>
    );
  if (actionData.refused)
    return <FormResult ok={false} title={RESULT_TEXTS.errorTitle} message={actionData.unavailable ? RESULT_TEXTS.unavailableMessage : "Your request could not be accepted."} back={`${actionData.path.startsWith("/") ? actionData.path : "/property-list"}`} />;
  return (
    <AlertPage title="Alert me">
      <p className="mt-4 text-slate-700">Please check the form below.</p>
      <AlertMe path={actionData.path} query={actionData.query} errors={actionData.errors} values={actionData.values} open className="mt-6" />
    </AlertPage>
  );
}
