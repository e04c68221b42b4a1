/**
 * POST /forms/subscribe: the footer newsletter form's action. With JavaScript it answers the
 * fetcher; without, this page renders the result (in Arabic for a post to ?lang=ar).
 */
import type { Route } from "./+types/forms.subscribe";
import { brokerageFrom } from "../ui/brokerage.ts";
import { subscribeFormAction } from "../modules/leads/lead-actions.server.ts";
import { FormResult, formsText } from "../modules/leads/ui/form-result.tsx";
import { useTranslations } from "../platform/i18n/intl.tsx";

export function meta({ matches }: Route.MetaArgs) {
  const brokerage = brokerageFrom(matches);
  return [{ title: `${formsText(matches, "subscribe")} | ${brokerage.name}` }, { name: "robots", content: "noindex" }];
}

export async function action(args: Route.ActionArgs) {
  return subscribeFormAction(args);
}

export default function SubscribeResultPage({ actionData }: Route.ComponentProps) {
  const t = useTranslations("forms");
  if (actionData?.ok) return <FormResult ok title={t("successTitle")} message={t("subscribed")} back={actionData.returnTo} />;
  if (!actionData) {
    return <FormResult ok title={t("newsletter")} message={t("subscribeHint")} back="/" />;
  }
  const messages = !actionData.ok && actionData.errors ? Object.values(actionData.errors) : [];
  return (
    <FormResult ok={false} title={t("errorTitle")} message={t(actionData.unavailable ? "unavailableMessage" : actionData.refused ? "notAccepted" : "errorMessage")} back={actionData.returnTo}>
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
