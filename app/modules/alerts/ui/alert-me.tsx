/**
 * The "Alert me" form: saves a list's search with an e-mail address and a frequency. A
 * plain HTML form posting to /alerts, on the alert page (app/routes/alerts.tsx) that every unit
 * list links to, so the lists' first load carries none of it. The action answers with a page:
 * "check your inbox", or this form again with the field's message. On an Arabic page it posts to
 * /ar/alerts, so the answer, the alert's mails and their links are in Arabic.
 */
import { ALERT_FIELDS, ALERT_FREQUENCIES, type AlertFrequencyValue } from "../alert-fields.ts";
import { CONSENT_FIELD, GUARD_FIELDS } from "../../leads/index.ts";
import { useLocale, useTranslations } from "../../../platform/i18n/intl.tsx";
import { localizePath } from "../../../platform/i18n/locale.ts";

const ALERT_ACTION = "/alerts";

type Props = {
  /** The list page's path and its search's query string (the list's own spelling). */
  path: string;
  query: string;
  /** Shown again after a refused post: the values and the field messages. */
  errors?: Partial<Record<string, string>>;
  values?: { email?: string; frequency?: string };
};

export function AlertForm({ path, query, errors = {}, values = {} }: Props) {
  const t = useTranslations("forms");
  const locale = useLocale();
  const action = localizePath(ALERT_ACTION, locale);
  const frequency = (ALERT_FREQUENCIES as readonly string[]).includes(values.frequency ?? "")
    ? (values.frequency as AlertFrequencyValue)
    : "daily";
  return (
    <form method="post" action={action} className="relative mt-6 space-y-4">
      <input type="hidden" name={ALERT_FIELDS.path} value={path} />
      <input type="hidden" name={ALERT_FIELDS.query} value={query} />
      {/* The lead forms' honeypot (app/modules/leads/ui/honeypot.tsx), written out: importing that
          component from this route made the bundler give it a chunk of its own on every page. */}
      <div aria-hidden="true" className="sr-only">
        <label>
          {t("honeypot")}
          <input type="text" name={GUARD_FIELDS.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div>
        <label htmlFor="alert-email" className="mb-1 block font-medium text-slate-800">
          {t("alertEmail")}
        </label>
        <input
          id="alert-email"
          name={ALERT_FIELDS.email}
          type="email"
          dir="auto"
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
        <legend className="mb-1 font-medium text-slate-800">{t("alertHowOften")}</legend>
        {/* Chips, as the lists' status choice (status-radio-group.tsx): one kind of choice control across the site. */}
        <div className="flex flex-wrap gap-2">
          {ALERT_FREQUENCIES.map((f) => (
            <label key={f} className="choice-chip">
              <input type="radio" name={ALERT_FIELDS.frequency} value={f} defaultChecked={f === frequency} className="sr-only" />
              {t(`frequency${f}`)}
            </label>
          ))}
        </div>
        {errors.frequency && <p className="mt-1 text-sm text-red-700">{errors.frequency}</p>}
      </fieldset>
      {/* The lead forms' marketing box (app/modules/leads/ui/consent-fields.tsx), written out for the same reason as the honeypot. */}
      <div className="space-y-2">
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input type="checkbox" name={CONSENT_FIELD} value="yes" className="mt-1 size-4 shrink-0" />
          {t("marketingConsent")}
        </label>
        <p className="text-xs text-slate-600">
          {t.rich("privacyNote", {
            a: (chunks) => (
              <a className="text-brand-700 underline" href={localizePath("/privacy-policy", locale)}>
                {chunks}
              </a>
            ),
          })}
        </p>
      </div>
      <button
        type="submit"
        className="inline-flex h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {t("alertSave")}
      </button>
    </form>
  );
}
