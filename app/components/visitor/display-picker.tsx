/**
 * The visitor's currency and area unit (issue 22): two labelled selects ("Currency", "Size unit":
 * not "Area…", which the search forms' area field is called), kept in the browser
 * and applied to every price and size on the site (useDisplay). The list of currencies is the
 * brokerage's configured rates (the root loader's); AED is the default.
 */
import { useId } from "react";
import { currencyChoices, AREA_UNITS, AREA_UNIT_LABELS, effectiveCurrency, type AreaUnit } from "../../lib/money.ts";
import { useCurrencyRates } from "../../lib/visitor-hooks.ts";
import { displayPrefsStore } from "../../lib/visitor-stores.ts";

let names: Intl.DisplayNames | undefined;
/** Intl's English names, but the dirham's full name ("United Arab Emirates Dirham") overflows the select in the header. */
const SHORT_NAMES: Record<string, string> = { AED: "UAE Dirham" };
function currencyName(code: string): string {
  if (SHORT_NAMES[code]) return SHORT_NAMES[code];
  try {
    names ??= new Intl.DisplayNames(["en"], { type: "currency" });
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

export function DisplayPicker({ className = "", tone = "dark" }: { className?: string; tone?: "dark" | "light" }) {
  const id = useId();
  const rates = useCurrencyRates();
  const prefs = displayPrefsStore.use();
  const field = tone === "dark" ? "border-white/30 bg-brand-900 text-white" : "border-slate-300 bg-white text-slate-900";
  return (
    <div className={`flex h-7 items-center gap-2 ${className}`}>
      <label htmlFor={`${id}-currency`} className="sr-only">
        Currency
      </label>
      <select
        id={`${id}-currency`}
        value={effectiveCurrency(prefs.currency, rates)}
        onChange={(e) => displayPrefsStore.set((p) => ({ ...p, currency: e.currentTarget.value }))}
        className={`w-40 rounded border px-1.5 py-0.5 text-sm ${field}`}
      >
        {currencyChoices(rates).map((code) => (
          <option key={code} value={code}>
            {code} · {currencyName(code)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-area`} className="sr-only">
        Size unit
      </label>
      <select
        id={`${id}-area`}
        value={prefs.area}
        onChange={(e) => displayPrefsStore.set((p) => ({ ...p, area: e.currentTarget.value as AreaUnit }))}
        className={`w-18 rounded border px-1.5 py-0.5 text-sm ${field}`}
      >
        {AREA_UNITS.map((u) => (
          <option key={u} value={u}>
            {AREA_UNIT_LABELS[u]}
          </option>
        ))}
      </select>
    </div>
  );
}
