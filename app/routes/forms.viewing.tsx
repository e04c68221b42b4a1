/**
 * POST /forms/viewing: the action behind a unit page's viewing form (a plain form post; an
 * Arabic page posts to /forms/viewing?lang=ar). This page renders the result: 'requested', a
 * refusal, or the form again with its fields' messages.
 */
import type { Route } from "./+types/forms.viewing";
import { Link } from "../ui/link.tsx";
import { dbContext } from "../platform/context.ts";
import { localeOf } from "../platform/i18n/locale.server.ts";
import { useTranslations } from "../platform/i18n/intl.tsx";
import { viewingChoices, viewingFormAction } from "../modules/leads/index.server.ts";
import { FormResult, ViewingForm } from "../modules/leads/components.tsx";

export function meta() {
  return [{ title: "Viewing request" }, { name: "robots", content: "noindex" }];
}

/** The form shown again after a refusal needs the days and times on offer. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { choices: await viewingChoices(context.get(dbContext), localeOf(request)) };
}

export async function action(args: Route.ActionArgs) {
  return viewingFormAction(args);
}

export default function ViewingResultPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations("viewing");
  if (actionData?.ok) return <FormResult ok title={t("sentTitle")} message={t("sentMessage")} back={actionData.returnTo} />;
  if (actionData?.refused) return <FormResult ok={false} title={t("refusedTitle")} message={t(actionData.refused)} back={actionData.returnTo} />;
  const unitId = Number(actionData?.values?.unitId) || 0;
  return (
    <main className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t(actionData ? "refusedTitle" : "title")}</h1>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-6">
        {unitId > 0 && actionData ? (
          <ViewingForm unitId={unitId} choices={loaderData.choices} returnTo={actionData.returnTo} values={actionData.values} errors={actionData.errors} />
        ) : (
          <p>{t("intro")}</p>
        )}
      </div>
      <p className="mt-6">
        <Link to={actionData?.returnTo ?? "/"} className="font-semibold text-brand-700 underline">
          {t("back")}
        </Link>
      </p>
    </main>
  );
}
