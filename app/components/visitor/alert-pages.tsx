/** The visitor alerts' pages (app/routes/alerts.tsx): the form, its result, and the signed-link pages. */
import type { ReactNode } from "react";
import { ALERT_KIND_LABELS, FREQUENCY_LABELS, type AlertFrequencyValue, type AlertKindValue } from "../../lib/alert-fields.ts";
import { RESULT_TEXTS } from "../../lib/lead-forms.ts";
import { FormResult } from "../leads/form-result.tsx";
import { Link } from "../link.tsx";
import { AlertForm } from "./alert-me.tsx";

type AlertView = { id: number; kind: AlertKindValue; search: string; frequency: AlertFrequencyValue; status: string; listPath: string };

/** What new listings of a kind are: properties are listed, projects launched. */
const NEW_LISTINGS: Record<AlertKindValue, string> = { unit: "new properties matching this search are listed", project: "new projects matching this search are launched" };

function AlertPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-14 sm:py-20">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children}
    </main>
  );
}

function AlertSummary({ alert }: { alert: Pick<AlertView, "kind" | "search" | "frequency" | "listPath"> }) {
  return (
    <div className="mt-5 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">{ALERT_KIND_LABELS[alert.kind]}</p>
      <p className="font-semibold text-slate-900">{alert.search}</p>
      <p className="mt-1 text-sm text-slate-700">{FREQUENCY_LABELS[alert.frequency]}</p>
      <p className="mt-2 text-sm">
        <Link to={alert.listPath} className="font-semibold text-brand-800 underline">
          See the list
        </Link>
      </p>
    </div>
  );
}

const buttonClass = "mt-6 inline-flex h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800";
const listLink = (
  <Link to="/property-list" className="font-semibold text-brand-800 underline">
    property list
  </Link>
);

function InvalidLink() {
  return (
    <AlertPage title="This link does not work">
      <p className="mt-4 text-lg text-slate-700">
        It may have been cut by your e-mail program, or a confirmation link may be more than a week old. Save the alert again from a {listLink}.
      </p>
    </AlertPage>
  );
}

/** GET /alerts: the form for the search the list linked with. */
export function SaveAlertPage({ list }: { list: { path: string; query: string; search: string; kind: AlertKindValue } | null }) {
  if (!list)
    return (
      <AlertPage title="Property alerts">
        <p className="mt-4 text-lg text-slate-700">Search the {listLink}, then choose “Alert me” to hear about new matches by e-mail.</p>
      </AlertPage>
    );
  return (
    <AlertPage title="Alert me">
      <p className="mt-4 text-lg text-slate-700">Get an e-mail when {NEW_LISTINGS[list.kind]}. We ask you to confirm your address first.</p>
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
  if (result.ok)
    return <FormResult ok title="Check your inbox" message="We have sent you a link to confirm your alert. Nothing more is sent until you confirm it." back={result.returnTo} />;
  if (result.refused)
    return <FormResult ok={false} title={RESULT_TEXTS.errorTitle} message={result.unavailable ? RESULT_TEXTS.unavailableMessage : "Your request could not be accepted."} back="/property-list" />;
  return (
    <AlertPage title="Alert me">
      <p className="mt-4 text-slate-700">Please check the form.</p>
      {result.search && <p className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4 font-semibold text-slate-900">{result.search}</p>}
      <AlertForm path={result.path} query={result.query} errors={result.errors} values={result.values} />
    </AlertPage>
  );
}

/** After the confirm or unsubscribe button. */
export function AlertDone({ result }: { result: { done: false } | { done: true; title: string; alert: AlertView } }) {
  if (!result.done) return <InvalidLink />;
  return (
    <AlertPage title={result.title}>
      <p className="mt-4 text-lg text-slate-700">
        {result.alert.status === "unsubscribed"
          ? "You will get no more e-mails for this search."
          : `We will e-mail you when ${NEW_LISTINGS[result.alert.kind]}. Every e-mail has a link to stop it.`}
      </p>
      <AlertSummary alert={result.alert} />
    </AlertPage>
  );
}

/** GET /alerts/confirm/:token and /alerts/unsubscribe/:token: what the link is about, with its button. */
export function AlertLinkPage({ data }: { data: { page: "confirm" | "unsubscribe"; valid: false } | { page: "confirm" | "unsubscribe"; valid: true; alert: AlertView } }) {
  if (!data.valid) return <InvalidLink />;
  const { alert } = data;
  if (data.page === "confirm") {
    if (alert.status === "active")
      return (
        <AlertPage title="Your alert is on">
          <AlertSummary alert={alert} />
        </AlertPage>
      );
    return (
      <AlertPage title={`Confirm your ${ALERT_KIND_LABELS[alert.kind].toLowerCase()}`}>
        <p className="mt-4 text-lg text-slate-700">Start e-mails when {NEW_LISTINGS[alert.kind]}?</p>
        <AlertSummary alert={alert} />
        <form method="post">
          <button type="submit" className={buttonClass}>
            Confirm alert
          </button>
        </form>
      </AlertPage>
    );
  }
  const stopped = alert.status === "unsubscribed";
  return (
    <AlertPage title={stopped ? "Alert stopped" : `Stop this ${ALERT_KIND_LABELS[alert.kind].toLowerCase()}?`}>
      <AlertSummary alert={alert} />
      {!stopped && (
        <form method="post">
          <button type="submit" className={buttonClass}>
            Stop alert
          </button>
        </form>
      )}
    </AlertPage>
  );
}

/** GET /alerts/manage/:token: the mailbox's alerts, each removable. */
export function ManageAlerts({ data, removed }: { data: { valid: false } | { valid: true; email: string; alerts: AlertView[] }; removed?: boolean }) {
  if (!data.valid) return <InvalidLink />;
  return (
    <AlertPage title="Your property alerts">
      <p className="mt-4 text-slate-700">Alerts e-mailed to {data.email}.</p>
      {removed !== undefined && (
        <p role="status" className="mt-4 rounded-md bg-slate-50 p-3 text-slate-800">
          {removed ? "The alert was removed." : "That alert could not be found."}
        </p>
      )}
      {data.alerts.length === 0 ? (
        <p className="mt-6 text-lg text-slate-700">You have no alerts.</p>
      ) : (
        <ul className="mt-2">
          {data.alerts.map((a) => (
            <li key={a.id}>
              <AlertSummary alert={a} />
              {a.status === "pending" && <p className="mt-1 text-sm text-slate-600">Waiting for your confirmation.</p>}
              <form method="post" className="mt-2">
                <input type="hidden" name="alertId" value={a.id} />
                <button type="submit" className="inline-flex h-11 items-center rounded-md border border-slate-300 px-4 font-semibold text-slate-800 hover:bg-slate-50">
                  Remove<span className="sr-only"> the alert “{a.search}”</span>
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </AlertPage>
  );
}
