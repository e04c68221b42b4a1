/** The visitor alerts' pages (app/routes/alerts.tsx): the form, its result, and the signed-link pages, in the page's language (the `forms` catalogue). */
import type { ReactNode } from "react";
import type { AlertFrequencyValue, AlertKindValue } from "../alert-fields.ts";
import { useTranslations } from "../../../platform/i18n/intl.tsx";
import { FormResult } from "../../leads/components.tsx";
import { Link } from "../../../ui/link.tsx";
import { AlertForm } from "./alert-me.tsx";

type AlertView = { id: number; kind: AlertKindValue; search: string; frequency: AlertFrequencyValue; status: string; listPath: string };

function AlertPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-14 sm:py-20">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children}
    </main>
  );
}

function AlertSummary({ alert }: { alert: Pick<AlertView, "kind" | "search" | "frequency" | "listPath"> }) {
  const t = useTranslations("forms");
  return (
    <div className="mt-5 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">{t(`kind${alert.kind}`)}</p>
      <p className="font-semibold text-slate-900">{alert.search}</p>
      <p className="mt-1 text-sm text-slate-700">{t(`frequency${alert.frequency}`)}</p>
      <p className="mt-2 text-sm">
        <Link to={alert.listPath} className="font-semibold text-brand-800 underline">
          {t("seeList")}
        </Link>
      </p>
    </div>
  );
}

const buttonClass = "mt-6 inline-flex h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800";
const listLink = (chunks: ReactNode[]) => (
  <Link to="/property-list" className="font-semibold text-brand-800 underline">
    {chunks}
  </Link>
);

function InvalidLink() {
  const t = useTranslations("forms");
  return (
    <AlertPage title={t("badLinkTitle")}>
      <p className="mt-4 text-lg text-slate-700">{t.rich("badLinkText", { list: listLink })}</p>
    </AlertPage>
  );
}

/** GET /alerts: the form for the search the list linked with. */
export function SaveAlertPage({ list }: { list: { path: string; query: string; search: string; kind: AlertKindValue } | null }) {
  const t = useTranslations("forms");
  if (!list)
    return (
      <AlertPage title={t("alertsTitle")}>
        <p className="mt-4 text-lg text-slate-700">{t.rich("alertsIntro", { list: listLink })}</p>
      </AlertPage>
    );
  return (
    <AlertPage title={t("alertMe")}>
      <p className="mt-4 text-lg text-slate-700">{t(`alertGetMail${list.kind}`)}</p>
      <p className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4 font-semibold text-slate-900">{list.search}</p>
      <AlertForm path={list.path} query={list.query} />
    </AlertPage>
  );
}

type SaveResult =
  | { ok: true; returnTo: string }
  | { ok: false; refused?: boolean; unavailable?: boolean; errors: Record<string, string>; values: { email: string; frequency: string }; path: string; query: string; search: string; kind: AlertKindValue };

/** POST /alerts: "check your inbox", a refusal, or the form again with its messages. */
export function SaveAlertResult({ result }: { result: SaveResult }) {
  const t = useTranslations("forms");
  if (result.ok) return <FormResult ok title={t("checkInbox")} message={t("checkInboxText")} back={result.returnTo} />;
  if (result.refused) return <FormResult ok={false} title={t("errorTitle")} message={t(result.unavailable ? "unavailableMessage" : "notAccepted")} back="/property-list" />;
  return (
    <AlertPage title={t("alertMe")}>
      <p className="mt-4 text-slate-700">{t("checkForm")}</p>
      {result.search && <p className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4 font-semibold text-slate-900">{result.search}</p>}
      <AlertForm path={result.path} query={result.query} errors={result.errors} values={result.values} />
    </AlertPage>
  );
}

/** After the confirm or unsubscribe button. */
export function AlertDone({ result }: { result: { done: false } | { done: true; title: "alertOn" | "alertStopped"; alert: AlertView } }) {
  const t = useTranslations("forms");
  if (!result.done) return <InvalidLink />;
  return (
    <AlertPage title={t(result.title)}>
      <p className="mt-4 text-lg text-slate-700">{result.alert.status === "unsubscribed" ? t("noMoreMail") : t(`willMail${result.alert.kind}`)}</p>
      <AlertSummary alert={result.alert} />
    </AlertPage>
  );
}

/** GET /alerts/confirm/:token and /alerts/unsubscribe/:token: what the link is about, with its button. */
export function AlertLinkPage({ data }: { data: { page: "confirm" | "unsubscribe"; valid: false } | { page: "confirm" | "unsubscribe"; valid: true; alert: AlertView } }) {
  const t = useTranslations("forms");
  if (!data.valid) return <InvalidLink />;
  const { alert } = data;
  if (data.page === "confirm") {
    if (alert.status === "active")
      return (
        <AlertPage title={t("alertOn")}>
          <AlertSummary alert={alert} />
        </AlertPage>
      );
    return (
      <AlertPage title={t(`confirmTitle${alert.kind}`)}>
        <p className="mt-4 text-lg text-slate-700">{t(`confirmQuestion${alert.kind}`)}</p>
        <AlertSummary alert={alert} />
        <form method="post">
          <button type="submit" className={buttonClass}>
            {t("confirmAlert")}
          </button>
        </form>
      </AlertPage>
    );
  }
  const stopped = alert.status === "unsubscribed";
  return (
    <AlertPage title={stopped ? t("alertStopped") : t(`stopTitle${alert.kind}`)}>
      <AlertSummary alert={alert} />
      {!stopped && (
        <form method="post">
          <button type="submit" className={buttonClass}>
            {t("stopAlert")}
          </button>
        </form>
      )}
    </AlertPage>
  );
}

/** GET /alerts/manage/:token: the mailbox's alerts, each removable. */
export function ManageAlerts({ data, removed }: { data: { valid: false } | { valid: true; email: string; alerts: AlertView[] }; removed?: boolean }) {
  const t = useTranslations("forms");
  if (!data.valid) return <InvalidLink />;
  return (
    <AlertPage title={t("yourAlerts")}>
      <p className="mt-4 text-slate-700">{t("alertsFor", { email: data.email })}</p>
      {removed !== undefined && (
        <p role="status" className="mt-4 rounded-md bg-slate-50 p-3 text-slate-800">
          {t(removed ? "alertRemoved" : "alertNotFound")}
        </p>
      )}
      {data.alerts.length === 0 ? (
        <p className="mt-6 text-lg text-slate-700">{t("noAlerts")}</p>
      ) : (
        <ul className="mt-2">
          {data.alerts.map((a) => (
            <li key={a.id}>
              <AlertSummary alert={a} />
              {a.status === "pending" && <p className="mt-1 text-sm text-slate-600">{t("awaitingConfirm")}</p>}
              <form method="post" className="mt-2">
                <input type="hidden" name="alertId" value={a.id} />
                <button type="submit" className="inline-flex h-11 items-center rounded-md border border-slate-300 px-4 font-semibold text-slate-800 hover:bg-slate-50">
                  {t("remove")}
                  <span className="sr-only">{t("removeAlert", { search: a.search })}</span>
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </AlertPage>
  );
}
