/**
 * The marketing choice beside a request (UAE PDPL: specific, informed, by a clear action): an
 * unticked box of its own, which the request does not need, and a link to the privacy notice.
 * Its wording is versioned (CONSENT_TEXTS in app/platform/mail/consent.server.ts): change the
 * text, change the version.
 */
import { useId } from "react";
import { useLocalizePath, useTranslations } from "../../../platform/i18n/intl.tsx";
import { CONSENT_FIELD } from "../lead-forms.ts";

export function PrivacyNote({ tone = "light" }: { tone?: "light" | "dark" }) {
  const t = useTranslations("forms");
  const href = useLocalizePath()("/privacy-policy");
  const colour = tone === "dark" ? "text-slate-200" : "text-slate-600";
  const link = tone === "dark" ? "text-white underline" : "text-brand-700 underline";
  return (
    <p className={`text-xs ${colour}`}>
      {t.rich("privacyNote", { a: (chunks) => <a className={link} href={href}>{chunks}</a> })}
    </p>
  );
}

export function MarketingConsent() {
  const t = useTranslations("forms");
  const id = useId();
  return (
    <div className="space-y-2">
      <div className="flex items-start gap-2">
        <input id={id} type="checkbox" name={CONSENT_FIELD} value="yes" className="mt-1 size-4 shrink-0 accent-brand-700" />
        <label htmlFor={id} className="text-sm text-slate-700">
          {t("marketingConsent")}
        </label>
      </div>
      <PrivacyNote />
    </div>
  );
}
