/**
 * Price dropdown (spec 2.3, 2.7): a button reading 'AED min - max' that opens a panel with
 * Min Price (AED) and Max Price (AED). Controlled open state so a search bar can keep it
 * mutually exclusive with the rooms panel. Closing it by a click outside applies the price
 * rule of spec 5 (an empty/0 or too-low max becomes the min).
 * Hidden inputs carry the values under `nameFrom`/`nameTo` for a form submitted without JS.
 */
import { useCallback, useId, useRef } from "react";
import { formatNumber } from "../../lib/format.ts";
import { applyPriceRule, parsePrice, priceButtonLabel, type PriceRange } from "../../lib/price-rule.ts";
import { useDismiss } from "./use-dismiss.ts";

type Props = {
  id: string;
  label?: string;
  value: PriceRange;
  onChange: (value: PriceRange) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  nameFrom?: string;
  nameTo?: string;
  hideLabel?: boolean;
  className?: string;
};

export function PriceDropdown({ id, label = "Price", value, onChange, open, onOpenChange, nameFrom = "priceFrom", nameTo = "priceTo", hideLabel = false, className = "" }: Props) {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const dismiss = useCallback(
    (reason: "outside" | "escape") => {
      onChange(applyPriceRule(value));
      onOpenChange(false);
      if (reason === "escape") buttonRef.current?.focus();
    },
    [value, onChange, onOpenChange],
  );
  useDismiss(rootRef, open, dismiss);

  return (
    <div ref={rootRef} className={`relative ${className}`}>
      <span id={`${id}-label`} className={hideLabel ? "sr-only" : "mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-600"}>
        {label}
      </span>
      <button
        ref={buttonRef}
        id={id}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-labelledby={`${id}-label ${id}`}
        onClick={() => (open ? dismiss("outside") : onOpenChange(true))}
        className="flex h-11 w-full items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 text-left text-sm text-slate-900 hover:border-slate-400"
      >
        <span className="truncate">{priceButtonLabel(value, formatNumber)}</span>
        <Chevron open={open} />
      </button>
      <input type="hidden" name={nameFrom} value={value.min} />
      <input type="hidden" name={nameTo} value={value.max} />
      <div
        id={panelId}
        role="group"
        aria-label={`${label} range`}
        hidden={!open}
        className="absolute left-0 top-full z-30 mt-1 w-full min-w-64 rounded-md border border-slate-200 bg-white p-4 shadow-lg"
      >
        <div className="grid grid-cols-2 gap-3">
          <PriceInput id={`${id}-min`} label="Min Price (AED)" placeholder="Min" value={value.min} onValue={(min) => onChange({ ...value, min })} />
          <PriceInput id={`${id}-max`} label="Max Price (AED)" placeholder="Max" value={value.max} onValue={(max) => onChange({ ...value, max })} />
        </div>
        <div className="mt-3 flex justify-end">
          <button type="button" onClick={() => dismiss("escape")} className="rounded-md bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-800">
            Done
          </button>
        </div>
      </div>
    </div>
  );
}

function PriceInput({ id, label, placeholder, value, onValue }: { id: string; label: string; placeholder: string; value: number; onValue: (n: number) => void }) {
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
        value={value > 0 ? value : ""}
        onChange={(e) => onValue(parsePrice(e.target.value))}
        className="h-10 w-full rounded-md border border-slate-300 px-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600"
      />
    </div>
  );
}

export function Chevron({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 shrink-0 text-slate-500 transition-transform ${open ? "rotate-180" : ""}`}>
      <path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}
