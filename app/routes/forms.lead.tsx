/**
 * POST /forms/lead: the action behind the enquiry and contact forms. With JavaScript the
 * forms submit here through a fetcher (no page reload); without it, this page renders the
 * result: 'Success', or the form again with its messages, or a plain refusal. A form on an
 * Arabic page posts to /forms/lead?lang=ar, so this page is then in Arabic.
 */
import { Link } from "../ui/link.tsx";
import type { Route } from "./+types/forms.lead";
import { brokerageFrom } from "../ui/brokerage.ts";
import { useTranslations } from "../platform/i18n/intl.tsx";
import { formsText } from "../modules/leads/ui/form-result.tsx";
import { leadFormAction } from "../modules/leads/lead-actions.server.ts";
import { loadLeadForms } from "../modules/leads/lead-forms.server.ts";
import { localeOf } from "../platform/i18n/locale.server.ts";
import { LeadForm } from "../modules/leads/ui/lead-form.tsx";
import { useLeadForms } from "../modules/leads/ui/page-countries.ts";
import { FormResult } from "../modules/leads/ui/form-result.tsx";

export function meta({ matches }: Route.MetaArgs) {
  const brokerage = brokerageFrom(matches);
  return [{ title: `${formsText(matches, "requestTitle")} | ${brokerage.name}` }, { name: "robots", content: "noindex" }];
}

/** The result page renders the contact form again (no JavaScript): it needs the country list. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { leadForms: await loadLeadForms(context, localeOf(request)) };
}

export async function action(args: Route.ActionArgs) {
  return leadFormAction(args);
}

export default function LeadResultPage({ actionData }: Route.ComponentProps) {
  const data = useLeadForms();
  const t = useTranslations("forms");
  if (actionData?.ok) return <FormResult ok title={t("successTitle")} message={t("successMessage")} back={actionData.returnTo} />;
  if (actionData?.refused) return <FormResult ok={false} title={t("errorTitle")} message={t(actionData.unavailable ? "unavailableMessage" : "notAccepted")} back={actionData.returnTo} />;
  const invalid = actionData && !actionData.ok && actionData.errors;
  return (
    <main className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{invalid ? t("errorTitle") : t("sendUsMessage")}</h1>
      <p className="mt-2 text-slate-700">{t(invalid ? "correctFields" : "leaveDetails")}</p>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-6">
        {data ? (
          <LeadForm form="contact" data={data} initial={invalid ? { values: actionData.values, errors: actionData.errors } : undefined} submitLabel={t("sendMessage")} />
        ) : null}
      </div>
      <p className="mt-6">
        <Link to={actionData?.returnTo ?? "/"} className="font-semibold text-brand-700 underline">
          {t("back")}
        </Link>
      </p>
    </main>
  );
}
