/** The data-request pages (app/routes/data-request.tsx) in the page's language (the `forms` catalogue); plain forms, no JavaScript needed. */
import type { ReactNode } from "react";
import { GUARD_FIELDS } from "../../leads/index.ts";
import { useLocalizePath, useTranslations } from "../../../platform/i18n/intl.tsx";
import type { DataRequestPage } from "../data-request-actions.server.ts";

const buttonClass = "mt-6 inline-flex h-11 items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800";

function Page({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-14 sm:py-20">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children}
    </main>
  );
}

function RequestForm({ data }: { data: Extract<DataRequestPage, { page: "form" }> }) {
  const t = useTranslations("forms");
  const privacy = useLocalizePath()("/privacy-policy");
  const error = (field: string) => (data.errors?.[field] ? <p id={`dr-${field}-error`} className="mt-1 text-sm text-red-700">{t(data.errors[field] as "emailInvalid")}</p> : null);
  return (
    <Page title={t("dataRequestTitle")}>
      <p className="mt-4 text-lg text-slate-700">{t("dataRequestIntro")}</p>
      <p className="mt-2 text-slate-700">
        {t.rich("privacyNote", { a: (chunks) => <a className="text-brand-700 underline" href={privacy}>{chunks}</a> })}
      </p>
      {error("form")}
      <form method="post" className="relative mt-6 space-y-4" aria-label={t("dataRequestTitle")}>
        <div aria-hidden="true" className="sr-only">
          <label>
            {t("honeypot")}
            <input type="text" name={GUARD_FIELDS.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <div>
          <label htmlFor="dr-email" className="mb-1 block text-sm font-medium text-slate-700">{t("email")}</label>
          <input id="dr-email" name="email" type="email" dir="auto" required maxLength={254} defaultValue={data.values?.email ?? ""} aria-invalid={data.errors?.email ? true : undefined} aria-describedby={data.errors?.email ? "dr-email-error" : undefined} className="block h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900" />
          {error("email")}
        </div>
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-700">{t("dataRequestKind")}</legend>
          {(["copy", "erase"] as const).map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-slate-800">
              <input type="radio" name="kind" value={kind} required defaultChecked={data.values?.kind === kind} className="size-4" />
              {t(kind === "copy" ? "dataRequestCopy" : "dataRequestErase")}
            </label>
          ))}
          {error("kind")}
        </fieldset>
        <button type="submit" className={buttonClass}>{t("dataRequestSend")}</button>
      </form>
    </Page>
  );
}

export function DataRequestView({ data }: { data: DataRequestPage }) {
  const t = useTranslations("forms");
  if (data.page === "form") return data.sent ? <Page title={t("dataRequestTitle")}><p className="mt-4 text-lg text-slate-700">{t("dataRequestSent")}</p></Page> : <RequestForm data={data} />;
  if (!data.valid) return <Page title={t("linkInvalidTitle")}><p className="mt-4 text-lg text-slate-700">{t("linkInvalid")}</p></Page>;
  if (data.page === "confirm")
    return data.done ? (
      <Page title={t("dataRequestConfirmed")}><p className="mt-4 text-lg text-slate-700">{t("dataRequestConfirmedText")}</p></Page>
    ) : (
      <Page title={t("dataRequestConfirmTitle")}>
        <form method="post"><button type="submit" className={buttonClass}>{t("dataRequestConfirm")}</button></form>
      </Page>
    );
  return data.done ? (
    <Page title={t("unsubscribed")}><p className="mt-4 text-lg text-slate-700">{t("unsubscribedText")}</p></Page>
  ) : (
    <Page title={t("unsubscribeTitle")}>
      <form method="post"><button type="submit" className={buttonClass}>{t("unsubscribe")}</button></form>
    </Page>
  );
}
