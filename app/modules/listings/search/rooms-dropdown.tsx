/**
 * Beds (and baths) dropdown (spec 2.3, 2.4, 2.7): multi-select toggle buttons (aria-pressed)
 * and a Reset button. Pass `baths` for unit searches ('Beds & Baths'); omit it for projects
 * ('Bedroom', beds only). Controlled open state, closed by a click outside or Escape.
 * Hidden inputs carry the comma-joined ids under `nameBeds`/`nameBaths`.
 */
import { useId } from "react";
import { useOptionName, useTranslations, type T } from "../../../platform/i18n/intl.tsx";
import { toggleId, orderedIds } from "./toggle.ts";
import { DropdownPanel, type DropdownField } from "./dropdown-panel.tsx";
import type { Option } from "./types.ts";

/** The chosen bedroom and bathroom ids. */
export type Rooms = { beds: number[]; baths: number[] };
export const NO_ROOMS: Rooms = { beds: [], baths: [] };

/** `label`: 'Beds & Baths' for units, 'Bedroom' for projects. */
type Props = DropdownField & {
  beds: readonly Option[];
  /** Leave out for beds only (projects): the chosen baths are then neither shown, sent nor reset. */
  baths?: readonly Option[];
  value: Rooms;
  onChange: (value: Rooms) => void;
  nameBeds?: string;
  nameBaths?: string;
};

/** `bedName`: a bedroom option's name in the page's language ("استوديو"); the stored one by default. */
function roomsSummary(t: T<"search">, beds: readonly Option[], selectedBeds: readonly number[], baths: readonly Option[] | undefined, selectedBaths: readonly number[], bedName: (name: string) => string = (n) => n): string {
  const bedNames = beds.filter((b) => selectedBeds.includes(b.id)).map((b) => bedName(b.name));
  const bathNames = (baths ?? []).filter((b) => selectedBaths.includes(b.id)).map((b) => b.name);
  const parts: string[] = [];
  if (bedNames.length) parts.push(t("bedSummary", { names: bedNames.join(", ") }));
  if (bathNames.length) parts.push(t("bathSummary", { names: bathNames.join(", ") }));
  return parts.join(" · ");
}

export function RoomsDropdown({ beds, baths, value, onChange, nameBeds = "beds", nameBaths = "bathroom", ...field }: Props) {
  const t = useTranslations("search");
  const name = useOptionName();
  const bedName = (n: string) => name("beds", n).text;
  const summary = roomsSummary(t, beds, value.beds, baths, value.baths, bedName);
  return (
    <DropdownPanel
      {...field}
      text={summary || t("any")}
      placeholder={!summary}
      fields={
        <>
          <input type="hidden" name={nameBeds} value={orderedIds(value.beds, beds).join(",")} />
          {baths && <input type="hidden" name={nameBaths} value={orderedIds(value.baths, baths).join(",")} />}
        </>
      }
      panelLabel={field.label}
      panelClassName="end-0 w-72 max-w-[calc(100vw-2rem)]"
      onReset={() => onChange({ beds: [], baths: baths ? [] : value.baths })}
    >
      <ToggleGroup
        title={t("bedrooms")}
        options={beds.map((b) => ({ id: b.id, label: bedName(b.name) }))}
        selected={value.beds}
        onToggle={(bid) => onChange({ ...value, beds: orderedIds(toggleId(value.beds, bid), beds) })}
      />
      {baths && (
        <ToggleGroup
          title={t("bathrooms")}
          options={baths.map((b) => ({ id: b.id, label: b.name }))}
          selected={value.baths}
          onToggle={(bid) => onChange({ ...value, baths: orderedIds(toggleId(value.baths, bid), baths) })}
        />
      )}
    </DropdownPanel>
  );
}

function ToggleGroup({ title, options, selected, onToggle }: { title: string; options: { id: number; label: string }[]; selected: readonly number[]; onToggle: (id: number) => void }) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="mb-3">
      <p id={headingId} className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
        {title}
      </p>
      <div className="flex flex-wrap gap-1.5">
        {options.map((o) => {
          const on = selected.includes(o.id);
          return (
            <button
              key={o.id}
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(o.id)}
              className="choice-chip min-w-11 justify-center"
            >
              {o.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
