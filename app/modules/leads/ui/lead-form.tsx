/**
 * The enquiry / contact form (spec 5): name, e-mail, country code, mobile and message, with
 * the spec's messages shown once a field is touched and the submit button disabled while
 * the form is invalid. It posts to the /forms/lead action: a plain POST before JavaScript
 * has loaded, a fetcher submission (no page reload) after.
 */
import { useCallback, useEffect, useId, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { DEFAULT_COUNTRY_ID } from "../../../platform/constants.ts";
import { LIMITS, MESSAGE_VALUES, RETURN_FIELD, type LeadActionData, type LeadFormsData } from "../lead-forms.ts";
import type { MessageOf } from "../lead-schemas.ts";
import { intlLocale, useLocale, useTranslations, type T } from "../../../platform/i18n/intl.tsx";
import { actionPath } from "../../../platform/i18n/locale.ts";
import { CountrySelect } from "./country-select.tsx";
import { pageCountriesBlock, useCountries } from "./page-countries.ts";
import { JsonBlock } from "../../../ui/json-block.tsx";
import { Honeypot } from "./honeypot.tsx";
import { MarketingConsent } from "./consent-fields.tsx";
import { renewFormGuard, useGuardedSubmit } from "./form-guard.ts";
import { useSchemaForm, type Validate } from "../../../ui/use-schema-form.ts";

export const LEAD_ACTION = "/forms/lead";

type Values = { name: string; email: string; countryCode: number; phone: string; message: string };
type Field = Exclude<keyof Values, "countryCode">;

/**
 * The form's check in the browser: the contact schema, the one the action applies (an enquiry adds only its
 * hidden ids). Its code (zod) is fetched once the form is on an interactive page, not with the page: it was a
 * sixth of the contact page's first-load script, evaluated and first run inside hydration's tasks.
 */
export async function loadLeadCheck(message?: MessageOf): Promise<Validate<Values>> {
  const { contactLeadSchema, formErrors } = await import("../lead-schemas.ts");
  return (values) => formErrors(contactLeadSchema, values, message);
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

/**
 * The form's submission and its values and checks (a pair, like useState's), and the server's answer to a
 * JavaScript submission: reset on success (keeping the country).
 */
function useLeadForm(initial: Props["initial"], onResult: Props["onResult"], t: T<"forms">) {
  const fetcher = useFetcher<LeadActionData>();
  const state = useSchemaForm<Values>({
    initial: () => ({
      name: initial?.values?.name ?? "",
      email: initial?.values?.email ?? "",
      phone: initial?.values?.phone ?? "",
      message: initial?.values?.message ?? "",
      countryCode: Number(initial?.values?.countryCode) || DEFAULT_COUNTRY_ID,
    }),
    loadValidate: useCallback(() => loadLeadCheck((key) => t(key, MESSAGE_VALUES)), [t]),
    serverErrors: initial?.errors,
  });
  const { reset, hydrated, load } = state;
  useEffect(() => {
    if (hydrated) load();
  }, [hydrated, load]);
  const handled = useRef<LeadActionData | undefined>(undefined);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (fetcher.data.ok) {
      renewFormGuard();
      reset((v) => ({ name: "", email: "", phone: "", message: "", countryCode: v.countryCode }));
    }
    onResult?.(fetcher.data.ok);
  }, [fetcher.state, fetcher.data, onResult, reset]);
  return [fetcher, state] as const;
}

/** A field's wiring, in this order: its id, its class, its props (value, events, invalid state), its message once touched, its label. */
function fieldParts(uid: string, state: ReturnType<typeof useLeadForm>[1]) {
  const { values, shown } = state;
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
  return [fid, inputClass, fieldProps, message, label] as const;
}

/** What the action needs besides the visitor's fields: which form, the listing, the page to come back to, the trap for robots. */
function hiddenFields(form: Props["form"], projectId: number, unitId: number, returnTo: string, honeypotLabel: string) {
  return (
    <>
      <input type="hidden" name="form" value={form} />
      <input type="hidden" name="projectId" value={projectId} />
      <input type="hidden" name="unitId" value={unitId} />
      <input type="hidden" name={RETURN_FIELD} value={returnTo} />
      <Honeypot label={honeypotLabel} />
    </>
  );
}

export function LeadForm({ form, data, projectId = 0, unitId = 0, onResult, initial, submitLabel }: Props) {
  const uid = useId();
  const t = useTranslations("forms");
  const locale = useLocale();
  const action = actionPath(LEAD_ACTION, locale);
  const location = useLocation();
  const [fetcher, state] = useLeadForm(initial, onResult, t);
  const { hydrated, values } = state;
  const onSubmit = useGuardedSubmit(fetcher, action);
  const countries = useCountries(data?.countries);
  const busy = fetcher.state !== "idle";
  const [fid, inputClass, fieldProps, message, label] = fieldParts(uid, state);

  return (
    <fetcher.Form method="post" action={action} onSubmit={onSubmit} noValidate={hydrated} className="space-y-4" aria-label={t(form === "contact" ? "contactForm" : "enquiryForm")}>
      {hiddenFields(form, projectId, unitId, location.pathname + location.search, t("honeypot"))}
      <div>
        {label("name", t("name"))}
        <input {...fieldProps("name")} type="text" autoComplete="name" required maxLength={LIMITS.name} className={`${inputClass("name")} h-11`} />
        {message("name")}
      </div>
      <div>
        {label("email", t("email"))}
        {/* An address, a number and the country line ("+971  United Arab Emirates") read left to right on Arabic pages too. */}
        <input {...fieldProps("email")} type="email" dir="auto" autoComplete="email" required maxLength={LIMITS.email} className={`${inputClass("email")} h-11`} />
        {message("email")}
      </div>
      {/* The mobile number needs little room; the country name gets the rest (not cut). */}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <div>
          <CountrySelect
            id={fid("countryCode")}
            name="countryCode"
            label={t("countryCode")}
            texts={{ search: t("searchCountry"), list: t("countries"), none: t("noCountry") }}
            countries={countries}
            value={values.countryCode}
            onChange={(id) => state.set("countryCode", id)}
            hydrated={hydrated}
          />
        </div>
        <div>
          {label("phone", t("mobile"))}
          <input
            {...fieldProps("phone")}
            type="tel"
            dir="ltr"
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
        {label("message", t("message"))}
        <textarea
          {...fieldProps("message")}
          required
          rows={4}
          maxLength={LIMITS.message}
          placeholder={t("messagePlaceholder")}
          className={`${inputClass("message")} py-2`}
        />
        {message("message")}
      </div>
      <MarketingConsent />
      {data && <JsonBlock id={pageCountriesBlock.id} dataKey={locale} json={data.json} />}
      <SubmitButton id={fid("left")} state={state} busy={busy} label={busy ? t("sending") : (submitLabel ?? t("submit"))} t={t} />
    </fetcher.Form>
  );
}

/** One list format per language: building one loads the language's data, a task of its own on a phone. */
const listFormats = new Map<string, Intl.ListFormat>();
function listFormat(locale: string): Intl.ListFormat {
  let format = listFormats.get(locale);
  if (!format) listFormats.set(locale, (format = new Intl.ListFormat(locale)));
  return format;
}

const FIELD_LABELS = { name: "name", email: "email", phone: "mobile", message: "message" } as const;

/**
 * The submit, disabled while the form is invalid (spec 5): drawn as waiting (the brand colour, lighter), not as
 * broken, with the fields still to fill named under it, so a visitor is not left guessing why it does not answer.
 */
function SubmitButton({ id, state, busy, label, t }: { id: string; state: ReturnType<typeof useLeadForm>[1]; busy: boolean; label: string; t: T<"forms"> }) {
  const locale = useLocale();
  const left = Object.keys(state.errors).flatMap((f) => (f in FIELD_LABELS ? [t(FIELD_LABELS[f as Field])] : []));
  return (
    <div>
      <button
        type="submit"
        disabled={state.invalid || (state.hydrated && busy)}
        aria-describedby={state.invalid ? id : undefined}
        className="inline-flex h-11 w-full items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-brand-700/55 sm:w-auto"
      >
        {label}
      </button>
      {state.invalid && (
        <p id={id} className="mt-2 text-sm text-slate-600">
          {left.length ? t("leftToFill", { fields: listFormat(intlLocale(locale)).format(left) }) : t("fillToSend")}
        </p>
      )}
    </div>
  );
}
