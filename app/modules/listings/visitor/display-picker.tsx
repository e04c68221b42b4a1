/**
 * The visitor's currency and area unit: two labelled selects ("Currency", "Size unit":
 * not "Area…", which the search forms' area field is called), kept in the browser
 * and applied to every price and size on the site (useDisplay). The list of currencies is the
 * brokerage's configured rates (the root loader's); AED is the default.
 */
import { useId } from "react";
import { currencyChoices, AREA_UNITS, AREA_UNIT_TEXT, effectiveCurrency, type AreaUnit } from "../../../platform/money/money.ts";
import { useLocale, useTranslations } from "../../../platform/i18n/intl.tsx";
import { useCurrencyNames, useCurrencyRates } from "./visitor-hooks.ts";
import { displayPrefsStore } from "./visitor-stores.ts";
import { Icon } from "../../../ui/icons/icon.tsx";

export function DisplayPicker({ className = "", tone = "dark" }: { className?: string; tone?: "dark" | "light" }) {
  const id = useId();
  const t = useTranslations("visitor");
  const locale = useLocale();
  const rates = useCurrencyRates();
  // Intl's names in the page's language, made on the server; the dirham's own words, as Intl's full name
  // ("United Arab Emirates Dirham") overflows the select in the header.
  const names = useCurrencyNames();
  const prefs = displayPrefsStore.use();
  // Drawn as the site's other dropdowns (the search bars' SelectField): the native list, the site's chevron. In the phone
  // menu (light) each is a full 44 px target; in the desktop top bar (dark) they stay compact.
  const field = `appearance-none rounded-md border ps-2.5 pe-7 text-sm ${tone === "dark" ? "h-8 border-white/30 bg-brand-900 text-white" : "h-11 border-slate-300 bg-white text-slate-900"}`;
  const chevron = (
    <span className="pointer-events-none absolute inset-y-0 end-2 flex items-center">
      <Icon name="chevron-down" className="h-4 w-4 opacity-70" />
    </span>
  );
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={`${id}-currency`} className="sr-only">
        {t("currency")}
      </label>
      <span className="relative">
        <select
          id={`${id}-currency`}
          value={effectiveCurrency(prefs.currency, rates)}
          onChange={(e) => displayPrefsStore.set((p) => ({ ...p, currency: e.currentTarget.value }))}
          className={`w-40 ${field}`}
        >
          {currencyChoices(rates).map((code) => (
            <option key={code} value={code}>
              {code} · {code === "AED" ? t("aedName") : (names[code] ?? code)}
            </option>
          ))}
        </select>
        {chevron}
      </span>
      <label htmlFor={`${id}-area`} className="sr-only">
        {t("sizeUnit")}
      </label>
      <span className="relative">
        <select
          id={`${id}-area`}
          value={prefs.area}
          onChange={(e) => displayPrefsStore.set((p) => ({ ...p, area: e.currentTarget.value as AreaUnit }))}
          className={`w-20 ${field}`}
        >
          {AREA_UNITS.map((u) => (
            <option key={u} value={u}>
              {AREA_UNIT_TEXT[locale][u]}
            </option>
          ))}
        </select>
        {chevron}
      </span>
    </div>
  );
}
