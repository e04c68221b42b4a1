/**
 * Price dropdown (spec 2.3, 2.7): a button reading 'AED min - max' that opens a panel with
 * Min Price (AED) and Max Price (AED). Controlled open state so a search bar can keep it
 * mutually exclusive with the rooms panel. Closing it, however it closes, applies the price
 * rule of spec 5 (an empty/0 or too-low max becomes the min).
 * Hidden inputs carry the values under `nameFrom`/`nameTo` for a form submitted without JS.
 * Each input offers preset steps (a <datalist>, as the portals' preset lists) and still takes any typed figure;
 * one ladder serves rents (a year's rent) and sales alike.
 */
import { useLocale, useTranslations } from "../../../platform/i18n/intl.tsx";
import { formatNumber } from "../../../platform/i18n/format.ts";
import { applyPriceRule, parsePrice, priceButtonLabel, type PriceRange } from "./price-rule.ts";
import { DropdownPanel, type DropdownField } from "./dropdown-panel.tsx";

type Props = Omit<DropdownField, "label"> & {
  label?: string;
  value: PriceRange;
  onChange: (value: PriceRange) => void;
  nameFrom?: string;
  nameTo?: string;
};

const PRESETS = [50_000, 100_000, 250_000, 500_000, 1_000_000, 2_000_000, 3_000_000, 5_000_000, 10_000_000, 20_000_000];

export function PriceDropdown({ label: givenLabel, value, onChange, nameFrom = "priceFrom", nameTo = "priceTo", ...field }: Props) {
  const t = useTranslations("search");
  const locale = useLocale();
  const label = givenLabel ?? t("price");
  const amount = (n: number) => formatNumber(n, locale);
  return (
    <DropdownPanel
      {...field}
      label={label}
      onClose={() => onChange(applyPriceRule(value))}
      text={locale === "en" ? priceButtonLabel(value, amount) : t("priceButton", { min: value.min > 0 ? amount(value.min) : t("min"), max: value.max > 0 ? amount(value.max) : t("max") })}
      fields={
        <>
          <input type="hidden" name={nameFrom} value={value.min} />
          <input type="hidden" name={nameTo} value={value.max} />
        </>
      }
      panelLabel={t("priceRange", { label })}
      panelClassName="start-0 w-full min-w-64"
    >
      <datalist id={`${field.id}-steps`}>
        {PRESETS.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
      <div className="grid grid-cols-2 gap-3">
        <PriceInput id={`${field.id}-min`} label={t("minPrice")} placeholder={t("min")} steps={`${field.id}-steps`} value={value.min} onValue={(min) => onChange({ ...value, min })} />
        <PriceInput id={`${field.id}-max`} label={t("maxPrice")} placeholder={t("max")} steps={`${field.id}-steps`} value={value.max} onValue={(max) => onChange({ ...value, max })} />
      </div>
    </DropdownPanel>
  );
}

function PriceInput({ id, label, placeholder, steps, value, onValue }: { id: string; label: string; placeholder: string; steps: string; value: number; onValue: (n: number) => void }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        step={1000}
        placeholder={placeholder}
        list={steps}
        value={value > 0 ? value : ""}
        onChange={(e) => onValue(parsePrice(e.target.value))}
        className="h-11 w-full rounded-md border border-slate-300 px-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600"
      />
    </div>
  );
}
