/** The frame of the visitor alerts' link pages (confirm, unsubscribe, manage): a heading, a text and what follows. */
import type { ReactNode } from "react";
import { FREQUENCY_LABELS, type AlertFrequencyValue } from "../../lib/alert-fields.ts";
import { Link } from "../link.tsx";

export function AlertPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-14 sm:py-20">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children}
    </main>
  );
}

export function AlertSummary({ alert }: { alert: { search: string; frequency: AlertFrequencyValue; listPath: string } }) {
  return (
    <div className="mt-5 rounded-lg border border-slate-200 bg-slate-50 p-4">
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

export const buttonClass = "mt-6 inline-flex h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800";

export function InvalidLink() {
  return (
    <AlertPage title="This link does not work">
      <p className="mt-4 text-lg text-slate-700">
        It may have been cut by your e-mail program, or a confirmation link may be more than a week old. Save the alert again from a{" "}
        <Link to="/property-list" className="font-semibold text-brand-800 underline">
          property list
        </Link>
        .
      </p>
    </AlertPage>
  );
}
