/**
 * The unit page's viewing request: a day (the brokerage's working days still bookable), a time
 * slot, and the visitor's name, mobile and e-mail. A plain form posting to /forms/viewing, so it
 * works before (or without) JavaScript; the action checks it with the shared schema
 * (viewings/viewing-form.server.ts) and the brokerage's hours, and answers a refused form with its fields'
 * messages. The browser's own checks (required, pattern) mirror the schema's formats.
 */
import { useLocale, useTranslations } from "../../../platform/i18n/intl.tsx";
import { actionPath } from "../../../platform/i18n/locale.ts";
import { RETURN_FIELD } from "../lead-forms.ts";
import { Honeypot } from "./honeypot.tsx";

type ViewingChoices = { days: Array<{ value: string; label: string }>; times: string[] };
type Props = {
  unitId: number;
  choices: ViewingChoices;
  returnTo: string;
  values?: Record<string, string>;
  errors?: Record<string, string>;
};

const input = "mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900";

function Field({ name, label, error, children }: { name: string; label: string; error?: string; children: (ids: { id: string; "aria-describedby"?: string; "aria-invalid"?: true }) => React.ReactNode }) {
  const id = `viewing-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      {children({ id, ...(error ? { "aria-describedby": `${id}-error`, "aria-invalid": true as const } : {}) })}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function ViewingForm({ unitId, choices, returnTo, values = {}, errors = {} }: Props) {
  const t = useTranslations("viewing");
  const locale = useLocale();
  return (
    <form method="post" action={actionPath("/forms/viewing", locale)} aria-label={t("formLabel")} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="unitId" value={unitId} />
      <input type="hidden" name={RETURN_FIELD} value={returnTo} />
      <Honeypot label={t("honeypot")} />
      {errors.form && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {errors.form}
        </p>
      )}
      <Field name="day" label={t("day")} error={errors.day}>
        {(ids) => (
          <select {...ids} name="day" required defaultValue={values.day ?? ""} className={input}>
            <option value="">{t("chooseDay")}</option>
            {choices.days.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field name="time" label={t("time")} error={errors.time}>
        {(ids) => (
          <select {...ids} name="time" required defaultValue={values.time ?? ""} className={input}>
            <option value="">{t("chooseTime")}</option>
            {choices.times.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field name="name" label={t("name")} error={errors.name}>
        {(ids) => <input {...ids} name="name" required maxLength={100} autoComplete="name" defaultValue={values.name ?? ""} className={input} />}
      </Field>
      <Field name="phone" label={t("phone")} error={errors.phone}>
        {(ids) => <input {...ids} name="phone" type="tel" required autoComplete="tel" dir="ltr" pattern="\+?[0-9\s\-]{7,20}" defaultValue={values.phone ?? ""} className={input} />}
      </Field>
      <Field name="email" label={t("email")} error={errors.email}>
        {(ids) => <input {...ids} name="email" type="email" required autoComplete="email" dir="ltr" maxLength={254} defaultValue={values.email ?? ""} className={input} />}
      </Field>
      <p className="text-sm text-slate-700 sm:col-span-2">{t("hint")}</p>
      <div className="sm:col-span-2">
        <button type="submit" className="min-h-11 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          {t("submit")}
        </button>
      </div>
    </form>
  );
}
