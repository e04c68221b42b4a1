/**
 * "Alert me" (issue 22): saves the list's current search with an e-mail address. A plain HTML
 * form in a native <details> disclosure: it opens, validates its address field and posts to
 * /alerts without any JavaScript of its own, so the list pages' first load carries only this
 * markup. The action (app/routes/alerts.tsx) answers with a page: "check your inbox", or this form
 * again with the field's message.
 */
import { ALERT_FIELDS, ALERT_FREQUENCIES, FREQUENCY_LABELS, type AlertFrequencyValue } from "../../lib/alert-fields.ts";
import { Honeypot } from "../leads/honeypot.tsx";

export const ALERT_ACTION = "/alerts";

type Props = {
  /** The list page's path and its search's query string (the list's own spelling). */
  path: string;
  query: string;
  /** Shown again after a refused post: the values and the field messages. */
  errors?: Partial<Record<string, string>>;
  values?: { email?: string; frequency?: string };
  open?: boolean;
  className?: string;
};

export function AlertMe({ path, query, errors = {}, values = {}, open = false, className = "" }: Props) {
  const frequency = (ALERT_FREQUENCIES as readonly string[]).includes(values.frequency ?? "") ? (values.frequency as AlertFrequencyValue) : "daily";
  return (
    <details open={open || undefined} className={`group rounded-lg border border-slate-200 bg-white ${className}`}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 font-semibold text-brand-800 hover:text-brand-900">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        Alert me
        <span className="sr-only"> about new properties matching this search</span>
      </summary>
      <form method="post" action={ALERT_ACTION} className="relative space-y-3 border-t border-slate-200 px-4 py-4">
        <p className="text-sm text-slate-700">Get an e-mail when new properties matching this search are listed. We ask you to confirm first.</p>
        <input type="hidden" name={ALERT_FIELDS.path} value={path} />
        <input type="hidden" name={ALERT_FIELDS.query} value={query} />
        <Honeypot />
        <div>
          <label htmlFor="alert-email" className="mb-1 block text-sm font-medium text-slate-800">
            E-mail address
          </label>
          <input
            id="alert-email"
            name={ALERT_FIELDS.email}
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            defaultValue={values.email ?? ""}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "alert-email-error" : undefined}
            className="h-11 w-full rounded-md border border-slate-300 px-3 text-slate-900 aria-invalid:border-red-600"
          />
          {errors.email && (
            <p id="alert-email-error" className="mt-1 text-sm text-red-700">
              {errors.email}
            </p>
          )}
        </div>
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-800">How often</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-1">
            {ALERT_FREQUENCIES.map((f) => (
              <label key={f} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                <input type="radio" name={ALERT_FIELDS.frequency} value={f} defaultChecked={f === frequency} className="h-4 w-4" />
                {FREQUENCY_LABELS[f]}
              </label>
            ))}
          </div>
          {errors.frequency && <p className="mt-1 text-sm text-red-700">{errors.frequency}</p>}
        </fieldset>
        <button type="submit" className="inline-flex h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
          Save alert
        </button>
      </form>
    </details>
  );
}
