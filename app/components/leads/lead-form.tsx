/**
 * The enquiry / contact form (spec 5): name, e-mail, country code, mobile and message, with
 * the spec's messages shown once a field is touched and the submit button disabled while
 * the form is invalid. It posts to the /forms/lead action: a plain POST before JavaScript
 * has loaded, a fetcher submission (no page reload) after.
 */
import { useEffect, useId, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { DEFAULT_COUNTRY_ID } from "../../lib/constants.ts";
import { contactLeadSchema, formErrors, LIMITS, RETURN_FIELD, type LeadActionData, type LeadFormsData } from "../../lib/lead-schemas.ts";
import { CountrySelect } from "./country-select.tsx";
import { useCountries } from "./lead-forms-data.ts";
import { Honeypot } from "./honeypot.tsx";
import { renewFormGuard, useGuardedSubmit } from "./form-guard.ts";
import { useSchemaForm } from "./use-schema-form.ts";

export const LEAD_ACTION = "/forms/lead";

type Values = { name: string; email: string; countryCode: number; phone: string; message: string };
type Field = Exclude<keyof Values, "countryCode">;

/** The form's check in the browser: the contact schema, the one the action applies (an enquiry adds only its hidden ids). */
export function validateLead(values: Values): Record<string, string> {
  return formErrors(contactLeadSchema, values);
}

type Props = {
  form: "enquiry" | "contact";
  /** The page's country list (server-rendered forms); without it the form fetches it. */
  data?: LeadFormsData;
  projectId?: number;
  unitId?: number;
  /** Called once the server has answered a JavaScript submission. */
  onResult?: (ok: boolean) => void;
  /** Values and messages to start with (the no-JavaScript result page re-renders a refused form). */
  initial?: { values?: Record<string, string>; errors?: Record<string, string> };
  submitLabel?: string;
};

export function LeadForm({ form, data, projectId = 0, unitId = 0, onResult, initial, submitLabel = "Submit" }: Props) {
  const uid = useId();
  const fetcher = useFetcher<LeadActionData>();
  const location = useLocation();
  const state = useSchemaForm<Values>({
    initial: () => ({
      name: initial?.values?.name ?? "",
      email: initial?.values?.email ?? "",
      phone: initial?.values?.phone ?? "",
      message: initial?.values?.message ?? "",
      countryCode: Number(initial?.values?.countryCode) || DEFAULT_COUNTRY_ID,
    }),
    validate: validateLead,
    serverErrors: initial?.errors,
  });
  const { hydrated, values, shown, reset } = state;
  const handled = useRef<LeadActionData | undefined>(undefined);
  const onSubmit = useGuardedSubmit(fetcher, LEAD_ACTION);
  const countries = useCountries(data?.countries);

  // The server's answer to a JavaScript submission: reset on success (keeping the country).
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (fetcher.data.ok) {
      renewFormGuard();
      reset((v) => ({ name: "", email: "", phone: "", message: "", countryCode: v.countryCode }));
    }
    onResult?.(fetcher.data.ok);
  }, [fetcher.state, fetcher.data, onResult, reset]);

  const busy = fetcher.state !== "idle";
  const fid = (field: string) => `${uid}-${field}`;

  const inputClass = (field: Field) =>
    `block w-full rounded-md border bg-white px-3 text-slate-900 placeholder:text-slate-500 focus:outline-none focus:ring-2 ${
      shown(field) ? "border-red-600 focus:border-red-600 focus:ring-red-600/25" : "border-slate-300 focus:border-brand-600 focus:ring-brand-600/30"
    }`;
  const fieldProps = (field: Field) => ({
    id: fid(field),
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => state.set(field, e.target.value),
    onBlur: () => state.touch(field),
    "aria-invalid": shown(field) ? true : undefined,
    "aria-describedby": shown(field) ? `${fid(field)}-error` : undefined,
  });
  const message = (field: Field) =>
    shown(field) ? (
      <p id={`${fid(field)}-error`} className="mt-1 text-sm text-red-700">
        {shown(field)}
      </p>
    ) : null;
  const label = (field: string, text: string) => (
    <label htmlFor={fid(field)} className="mb-1 block text-sm font-medium text-slate-700">
      {text}
    </label>
  );

  return (
    <fetcher.Form method="post" action={LEAD_ACTION} onSubmit={onSubmit} noValidate={hydrated} className="space-y-4" aria-label={form === "contact" ? "Contact form" : "Enquiry form"}>
      <input type="hidden" name="form" value={form} />
      <input type="hidden" name="projectId" value={projectId} />
      <input type="hidden" name="unitId" value={unitId} />
      <input type="hidden" name={RETURN_FIELD} value={location.pathname + location.search} />
      <Honeypot />
      <div>
        {label("name", "Name")}
        <input {...fieldProps("name")} type="text" autoComplete="name" required maxLength={LIMITS.name} className={`${inputClass("name")} h-11`} />
        {message("name")}
      </div>
      <div>
        {label("email", "Email")}
        <input {...fieldProps("email")} type="email" autoComplete="email" required maxLength={LIMITS.email} className={`${inputClass("email")} h-11`} />
        {message("email")}
      </div>
      {/* The mobile number needs little room; the country name gets the rest (not cut). */}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <div>
          <CountrySelect
            id={fid("countryCode")}
            name="countryCode"
            label="Country code"
            countries={countries}
            value={values.countryCode}
            onChange={(id) => state.set("countryCode", id)}
            hydrated={hydrated}
          />
        </div>
        <div>
          {label("phone", "Mobile number")}
          <input
            {...fieldProps("phone")}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            required
            pattern={`[0-9]{${LIMITS.phoneMin},${LIMITS.phone}}`}
            maxLength={LIMITS.phone}
            className={`${inputClass("phone")} h-11`}
          />
          {message("phone")}
        </div>
      </div>
      <div>
        {label("message", "Message")}
        <textarea
          {...fieldProps("message")}
          required
          rows={4}
          maxLength={LIMITS.message}
          placeholder="Tell us what you are looking for (at least 10 words)"
          className={`${inputClass("message")} py-2`}
        />
        {message("message")}
      </div>
      <button
        type="submit"
        disabled={state.invalid || (hydrated && busy)}
        className="inline-flex h-11 w-full items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 sm:w-auto"
      >
        {busy ? "Sending…" : submitLabel}
      </button>
    </fetcher.Form>
  );
}
