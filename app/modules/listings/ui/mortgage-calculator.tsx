/**
 * Mortgage calculator (spec 4, 5, 9), fed with the listing's price. Down payment and loan are
 * two linked sliders that always sum to 100 % (each 20-80); period 1-25 years (default 25);
 * interest 1-10 % in steps of 0.05 (default 3.75). Each slider has a labelled number input
 * beside it for keyboard and screen-reader users; a typed value outside the range is not used: the
 * field says the allowed range and keeps what was typed, so a 12 % is never silently read as 10 %. The monthly payment is announced politely as it changes.
 */
import { useId, useState } from "react";
import { MORTGAGE } from "../../../platform/constants.ts";
import { formatNumber } from "../../../platform/i18n/format.ts";
import { useDisplay } from "../visitor/visitor-hooks.ts";
import { calculateMortgage, clampRate, clampYears, splitFromDownPayment, splitFromLoan } from "../detail/mortgage.ts";
import { useLocale, useTranslations } from "../../../platform/i18n/intl.tsx";
import { moneyText } from "../detail/detail-terms.ts";

export function MortgageCalculator({ price }: { price: number }) {
  const [downPayment, setDownPayment] = useState<number>(MORTGAGE.downPaymentDefault);
  const [years, setYears] = useState<number>(MORTGAGE.periodDefault);
  const [rate, setRate] = useState<number>(MORTGAGE.rateDefault);
  const loan = 100 - downPayment;
  const result = calculateMortgage({ price, downPaymentPercent: downPayment, years, annualRatePercent: rate });
  // Every figure in the visitor's currency; the property price keeps its AED figure (the law: card-parts.tsx PriceNote).
  const { currency, amountText, converted } = useDisplay();
  const locale = useLocale();
  const t = useTranslations("calculator");
  const money = (aed: number) => moneyText(locale, amountText(aed), currency);

  return (
    <div className="grid gap-6 rounded-xl border border-slate-200 bg-white p-5 md:grid-cols-[1fr_18rem]">
      <div className="space-y-5">
        <p className="text-sm text-slate-600">
          {t("propertyPrice")}
          <strong className="text-slate-900">
            <bdi>{money(price)}</bdi>
          </strong>
          {converted && (
            <span>
              {" "}
              (<bdi>{moneyText(locale, formatNumber(price), "AED")}</bdi>)
            </span>
          )}
        </p>
        <RangeField
          label={t("downPayment")}
          unit={t("percent")}
          min={MORTGAGE.downPaymentMin}
          max={MORTGAGE.downPaymentMax}
          step={1}
          value={downPayment}
          onChange={(v) => setDownPayment(splitFromDownPayment(v).downPayment)}
          hint={money(result.downPayment)}
        />
        <RangeField
          label={t("loan")}
          unit={t("percent")}
          min={100 - MORTGAGE.downPaymentMax}
          max={100 - MORTGAGE.downPaymentMin}
          step={1}
          value={loan}
          onChange={(v) => setDownPayment(splitFromLoan(v).downPayment)}
          hint={money(result.loanAmount)}
        />
        <RangeField label={t("loanPeriod")} unit={t("years")} min={MORTGAGE.periodMin} max={MORTGAGE.periodMax} step={1} value={years} onChange={(v) => setYears(clampYears(v))} />
        <RangeField label={t("interestRate")} unit={t("percent")} min={MORTGAGE.rateMin} max={MORTGAGE.rateMax} step={MORTGAGE.rateStep} value={rate} onChange={(v) => setRate(clampRate(v))} />
      </div>
      <div className="flex flex-col justify-center rounded-lg bg-brand-800 p-5 text-white">
        <p className="text-sm text-brand-100">{t("monthlyPayment")}</p>
        <p className="mt-1 text-3xl font-bold" aria-live="polite" aria-atomic="true">
          <span className="sr-only">{t("monthlyPaymentSr")}</span>
          <bdi>{money(result.monthlyPayment)}</bdi>
        </p>
        <dl className="mt-4 space-y-1.5 text-sm text-brand-50">
          <div className="flex justify-between gap-3">
            <dt>{t("loanAmount")}</dt>
            <dd className="font-semibold">
              <bdi>{money(result.loanAmount)}</bdi>
            </dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt>{t("downPayment")}</dt>
            <dd className="font-semibold">
              <bdi>{money(result.downPayment)}</bdi>
            </dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt>{t("term")}</dt>
            <dd className="font-semibold">{t("termValue", { years, rate: rate.toFixed(2) })}</dd>
          </div>
        </dl>
        <p className="mt-4 text-xs text-brand-100">{t("disclaimer")}</p>
      </div>
    </div>
  );
}

type FieldProps = {
  label: string;
  unit: string;
  min: number;
  max: number;
  step: number;
  value: number;
  onChange: (value: number) => void;
  hint?: string;
};

function RangeField({ label, unit, min, max, step, value, onChange, hint }: FieldProps) {
  const id = useId();
  const t = useTranslations("calculator");
  const [draft, setDraft] = useState<string | null>(null);
  const [outOfRange, setOutOfRange] = useState(false);
  const commit = () => {
    if (draft === null) return;
    const n = Number(draft.replace(",", "."));
    if (draft.trim() === "" || !Number.isFinite(n)) return setDraft(null);
    if (n < min || n > max) return setOutOfRange(true);
    setOutOfRange(false);
    onChange(n);
    setDraft(null);
  };
  return (
    <div>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={`${id}-range`} className="text-sm font-semibold text-slate-800">
          {label} <span className="font-normal text-slate-600">({min}-{max} {unit})</span>
        </label>
        {hint && (
          <span className="text-sm text-slate-600">
            <bdi>{hint}</bdi>
          </span>
        )}
      </div>
      <div className="mt-2 flex items-center gap-3">
        <input
          id={`${id}-range`}
          type="range"
          min={min}
          max={max}
          step={step}
          value={value}
          aria-valuetext={`${value} ${unit}`}
          onChange={(e) => onChange(Number(e.currentTarget.value))}
          className="h-11 flex-1 cursor-pointer accent-brand-700"
        />
        <div className="flex items-center gap-1">
          <input
            type="number"
            inputMode="decimal"
            aria-label={`${label} (${unit})`}
            min={min}
            max={max}
            step={step}
            value={draft ?? String(value)}
            aria-invalid={outOfRange || undefined}
            aria-describedby={outOfRange ? `${id}-range-error` : undefined}
            onChange={(e) => {
              setDraft(e.currentTarget.value);
              setOutOfRange(false);
            }}
            onBlur={commit}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                commit();
              }
            }}
            className={`h-11 w-20 rounded-md border px-2 text-end text-sm tabular-nums focus:border-brand-600 ${outOfRange ? "border-red-600" : "border-slate-300"}`}
          />
          <span className="w-10 text-sm text-slate-600">{unit}</span>
        </div>
      </div>
      {outOfRange && (
        <p id={`${id}-range-error`} role="alert" className="mt-1 text-sm text-red-700">
          {t("outOfRange", { min, max })}
        </p>
      )}
    </div>
  );
}
