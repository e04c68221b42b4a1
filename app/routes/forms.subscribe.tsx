/**
 * POST /forms/subscribe: the footer newsletter form's action. With JavaScript it answers the
 * fetcher; without, this page renders the result.
 */
import type { Route } from "./+types/forms.subscribe";
import { brokerageFrom } from "../content/brokerage.ts";
import { RESULT_TEXTS } from "../lib/lead-forms.ts";
import { subscribeFormAction } from "../services/lead-actions.server.ts";
import { FormResult } from "../components/leads/form-result.tsx";

export function meta({ matches }: Route.MetaArgs) {
  const brokerage = brokerageFrom(matches);
  return [{ title: `Subscribe | ${brokerage.name}` }, { name: "robots", content: "noindex" }];
}

export async function action(args: Route.ActionArgs) {
  return subscribeFormAction(args);
}

export default function SubscribeResultPage({ actionData }: Route.ComponentProps) {
  if (actionData?.ok) return <FormResult ok title={RESULT_TEXTS.successTitle} message={RESULT_TEXTS.subscribed} back={actionData.returnTo} />;
  if (!actionData) {
    return <FormResult ok title="Newsletter" message="Subscribe with the form at the bottom of any page." back="/" />;
  }
  const messages = !actionData.ok && actionData.errors ? Object.values(actionData.errors) : [];
  return (
    <FormResult ok={false} title={RESULT_TEXTS.errorTitle} message={actionData.unavailable ? RESULT_TEXTS.unavailableMessage : actionData.refused ? "Your request could not be accepted." : RESULT_TEXTS.errorMessage} back={actionData.returnTo}>
      {messages.length ? (
        <ul className="mt-3 list-inside list-disc text-start text-red-700">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
    </FormResult>
  );
}
