/**
 * Beds (and baths) dropdown (spec 2.3, 2.4, 2.7): multi-select toggle buttons (aria-pressed)
 * and a Reset button. Pass `baths` for unit searches ('Beds & Baths'); omit it for projects
 * ('Bedroom', beds only). Controlled open state, closed by a click outside or Escape.
 * Hidden inputs carry the comma-joined ids under `nameBeds`/`nameBaths`.
 */
import { useCallback, useId, useRef } from "react";
import { toggleId, orderedIds } from "../../lib/toggle.ts";
import { Chevron } from "./price-dropdown.tsx";
import type { BathOption, BedOption } from "./types.ts";
import { useDismiss } from "./use-dismiss.ts";

type Props = {
  id: string;
  /** 'Beds & Baths' for units, 'Bedroom' for projects. */
  label: string;
  beds: readonly BedOption[];
  selectedBeds: readonly number[];
  onBedsChange: (ids: number[]) => void;
  baths?: readonly BathOption[];
  selectedBaths?: readonly number[];
  onBathsChange?: (ids: number[]) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  nameBeds?: string;
  nameBaths?: string;
  hideLabel?: boolean;
  className?: string;
};

export function roomsSummary(beds: readonly BedOption[], selectedBeds: readonly number[], baths: readonly BathOption[] | undefined, selectedBaths: readonly number[]): string {
  const bedNames = beds.filter((b) => selectedBeds.includes(b.autoId)).map((b) => b.type);
  const bathNames = (baths ?? []).filter((b) => selectedBaths.includes(b.autoId)).map((b) => b.bathroom);
  const parts: string[] = [];
  if (bedNames.length) parts.push(`${bedNames.join(", ")} Bed`);
  if (bathNames.length) parts.push(`${bathNames.join(", ")} Bath`);
  return parts.join(" · ");
}

export function RoomsDropdown({ id, label, beds, selectedBeds, onBedsChange, baths, selectedBaths = [], onBathsChange, open, onOpenChange, nameBeds = "beds", nameBaths = "bathroom", hideLabel = false, className = "" }: Props) {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dismiss = useCallback(
    (reason: "outside" | "escape") => {
      onOpenChange(false);
      if (reason === "escape") buttonRef.current?.focus();
    },
    [onOpenChange],
  );
  useDismiss(rootRef, open, dismiss);
  const summary = roomsSummary(beds, selectedBeds, baths, selectedBaths);

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
        onClick={() => onOpenChange(!open)}
        className="flex h-11 w-full items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 text-left text-sm text-slate-900 hover:border-slate-400"
      >
        <span className={`truncate ${summary ? "" : "text-slate-500"}`}>{summary || "Any"}</span>
        <Chevron open={open} />
      </button>
      <input type="hidden" name={nameBeds} value={orderedIds(selectedBeds, beds).join(",")} />
      {baths && <input type="hidden" name={nameBaths} value={orderedIds(selectedBaths, baths).join(",")} />}
      <div
        id={panelId}
        role="group"
        aria-label={label}
        hidden={!open}
        className="absolute right-0 top-full z-30 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-md border border-slate-200 bg-white p-4 shadow-lg"
      >
        <ToggleGroup
          title="Bedrooms"
          options={beds.map((b) => ({ id: b.autoId, label: b.type }))}
          selected={selectedBeds}
          onToggle={(bid) => onBedsChange(orderedIds(toggleId(selectedBeds, bid), beds))}
        />
        {baths && onBathsChange && (
          <ToggleGroup
            title="Bathrooms"
            options={baths.map((b) => ({ id: b.autoId, label: b.bathroom }))}
            selected={selectedBaths}
            onToggle={(bid) => onBathsChange(orderedIds(toggleId(selectedBaths, bid), baths))}
          />
        )}
        <div className="mt-3 flex items-center justify-between">
          <button
            type="button"
            onClick={() => {
              onBedsChange([]);
              onBathsChange?.([]);
            }}
            className="rounded-md px-2 py-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Reset
          </button>
          <button type="button" onClick={() => dismiss("escape")} className="rounded-md bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-800">
            Done
          </button>
        </div>
      </div>
    </div>
  );
}

function ToggleGroup({ title, options, selected, onToggle }: { title: string; options: { id: number; label: string }[]; selected: readonly number[]; onToggle: (id: number) => void }) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="mb-3">
      <p id={headingId} className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
        {title}
      </p>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => {
          const on = selected.includes(o.id);
          return (
            <button
              key={o.id}
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(o.id)}
              className={`min-w-10 rounded-full border px-3 py-1 text-sm font-medium ${on ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-brand-600"}`}
            >
              {o.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
