/**
 * The footer's newsletter form (spec 2.2, 5): name (at least 3 characters) and e-mail, with
 * messages after touch and SUBSCRIBE disabled while invalid (drawn as waiting, in the brand's gold, not greyed out as broken). On success the form resets and
 * 'Subscription successful!' shows for 3 seconds. Works without JavaScript too.
 */
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { LIMITS, RETURN_FIELD, SUBSCRIBE_MESSAGE_MS, type LeadActionData } from "../lead-forms.ts";
import type { MessageOf } from "../lead-schemas.ts";
import { useLocale, useTranslations } from "../../../platform/i18n/intl.tsx";
import { actionPath } from "../../../platform/i18n/locale.ts";
import { Honeypot } from "./honeypot.tsx";
import { PrivacyNote } from "./consent-fields.tsx";
import { renewFormGuard, useGuardedSubmit } from "./form-guard.ts";
import { useSchemaForm, type Validate } from "../../../ui/use-schema-form.ts";

const SUBSCRIBE_ACTION = "/forms/subscribe";
type Field = "name" | "email";
type Values = Record<Field, string>;

/**
 * The form's check in the browser: the subscribe schema, the one the action applies. This form
 * is in every page's footer, so the schema's code is fetched when the visitor first uses it.
 */
export async function loadSubscriptionCheck(message?: MessageOf): Promise<Validate<Values>> {
  const { formErrors, subscribeSchema } = await import("../lead-schemas.ts");
  return (values) => formErrors(subscribeSchema, values, message);
}

/** Whether 'Subscription successful!' shows, and the call that shows it for 3 seconds (spec 8). */
function useSuccessMessage(): [boolean, () => void] {
  const [success, setSuccess] = useState(false);
  useEffect(() => {
    if (!success) return;
    const t = setTimeout(() => setSuccess(false), SUBSCRIBE_MESSAGE_MS);
    return () => clearTimeout(t);
  }, [success]);
  const show = useCallback(() => setSuccess(true), []);
  return [success, show];
}

export function SubscribeForm() {
  // Not on an error page whose root loader failed (the site's data is unavailable).
  const rootLoaded = useRouteLoaderData("root") !== undefined;
  const uid = useId();
  const fetcher = useFetcher<LeadActionData>();
  const location = useLocation();
  const t = useTranslations("forms");
  const action = actionPath(SUBSCRIBE_ACTION, useLocale());
  // The schema's message keys in the page's language (the catalogue is in the page's data, not in code).
  const loadValidate = useCallback(() => loadSubscriptionCheck((key) => t(key)), [t]);
  const state = useSchemaForm<Values>({ initial: () => ({ name: "", email: "" }), loadValidate });
  const { hydrated, values, shown, reset } = state;
  const [success, showSuccess] = useSuccessMessage();
  const handled = useRef<LeadActionData | undefined>(undefined);
  const onSubmit = useGuardedSubmit(fetcher, action);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    // Spec 8: a failed subscribe shows nothing; success resets the form and says so for 3 s.
    if (fetcher.data.ok) {
      renewFormGuard();
      reset(() => ({ name: "", email: "" }));
      showSuccess();
    }
  }, [fetcher.state, fetcher.data, reset, showSuccess]);

  const fid = (f: string) => `${uid}-${f}`;
  const input = (f: Field, type: string, label: string, autoComplete: string, extra: object = {}) => (
    <div>
      <label htmlFor={fid(f)} className="mb-1 block text-sm text-slate-200">
        {label}
      </label>
      <input
        id={fid(f)}
        name={f}
        type={type}
        autoComplete={autoComplete}
        required
        value={values[f]}
        onChange={(e) => state.set(f, e.target.value)}
        onFocus={state.load}
        onBlur={() => state.touch(f)}
        aria-invalid={shown(f) ? true : undefined}
        aria-describedby={shown(f) ? `${fid(f)}-error` : undefined}
        className={`block h-11 w-full rounded-md border bg-white/95 px-3 text-slate-900 placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-gold-400 ${shown(f) ? "border-red-400" : "border-transparent"}`}
        {...extra}
      />
      {shown(f) ? <p id={`${fid(f)}-error`} className="mt-1 text-sm text-red-300">{shown(f)}</p> : null}
    </div>
  );

  if (!rootLoaded) return null;
  return (
    <fetcher.Form method="post" action={action} onSubmit={onSubmit} noValidate={hydrated} className="space-y-3" aria-label={t("subscribeForm")}>
      <input type="hidden" name={RETURN_FIELD} value={location.pathname + location.search} />
      <Honeypot label={t("honeypot")} />
      {input("name", "text", t("name"), "name", { minLength: LIMITS.subscribeNameMin, maxLength: LIMITS.name })}
      {input("email", "email", t("email"), "email", { maxLength: LIMITS.email, dir: "auto" })}
      <p className="text-xs text-slate-200">{t("subscribeStatement")}</p>
      <PrivacyNote tone="dark" />
      <button
        type="submit"
        disabled={state.invalid || (hydrated && fetcher.state !== "idle")}
        className="inline-flex h-11 items-center justify-center rounded-md bg-gold-500 px-5 font-semibold uppercase tracking-wide text-brand-900 hover:bg-gold-400 disabled:cursor-not-allowed disabled:bg-gold-500/80"
      >
        {t("subscribe")}
      </button>

      <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-emerald-300">
        {success ? t("subscribed") : ""}
      </p>
    </fetcher.Form>
  );
}
