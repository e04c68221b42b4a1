/**
 * Area type-ahead (spec 2.3, 2.7): an ARIA 1.2 combobox over area names. Case-insensitive
 * substring match; each suggestion shows the area and its emirate; the list shows only when
 * the text is non-empty and something matches, closes 150 ms after the field loses focus,
 * and is at most 200 px tall. Arrow keys move, Enter picks, Escape closes.
 * A hidden input carries the chosen area id under `name`, so the form also submits without JS.
 */
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from "react";
import { OptionText, useTranslations } from "../../../platform/i18n/intl.tsx";
import { fieldLabelClass, POPUP_CLASS } from "./dropdown-panel.tsx";
import type { AreaOption } from "./types.ts";

const AREA_BLUR_DELAY_MS = 150;

function filterAreas(areas: readonly AreaOption[], text: string): AreaOption[] {
  const q = text.trim().toLowerCase();
  if (!q) return [];
  return areas.filter((a) => a.name.toLowerCase().includes(q));
}

/** The area named `text` exactly (any case, spaces around it aside), if any. */
function exactArea(areas: readonly AreaOption[], text: string): AreaOption | undefined {
  const q = text.trim().toLowerCase();
  return q ? areas.find((a) => a.name.toLowerCase() === q) : undefined;
}

type Props = {
  /** id of the text input (the label points at it). */
  id: string;
  label: string;
  areas: readonly AreaOption[];
  /** Chosen area id; 0 = any. */
  value: number;
  onChange: (areaId: number, option: AreaOption | null) => void;
  /** Name of the hidden input holding the id (default "area"). */
  name?: string;
  placeholder?: string;
  /** Visually hide the label (it stays for screen readers). */
  hideLabel?: boolean;
  className?: string;
  inputClassName?: string;
};

/**
 * The combobox's state: the text field's value and events, the areas matching the text, whether the list
 * shows, the option under the keyboard, and the choice. A choice made outside (from the URL) shows its
 * name; a new area list (tab switch) keeps the typed text, and the choice only if it is still listed.
 * A list rather than an object: this runs in the search bars of every list page's first load.
 */
function useAreaBox(areas: readonly AreaOption[], value: number, onChange: Props["onChange"]) {
  const selected = useMemo(() => areas.find((a) => a.id === value) ?? null, [areas, value]);
  const [text, setText] = useState(selected?.name ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const matches = useMemo(() => filterAreas(areas, text), [areas, text]);
  const expanded = open && matches.length > 0;

  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const textRef = useRef(text);
  textRef.current = text;

  // The parent chose an area (e.g. from the URL): show its name.
  useEffect(() => {
    if (selected && selected.name !== textRef.current) setText(selected.name);
  }, [selected]);

  // A new area list (tab switch): keep the typed text, and keep the choice only if it is still listed.
  useEffect(() => {
    const exact = exactArea(areas, textRef.current);
    onChangeRef.current(exact?.id ?? 0, exact ?? null);
  }, [areas]);
  useEffect(() => () => clearTimeout(blurTimer.current), []);

  function choose(option: AreaOption) {
    setText(option.name);
    setOpen(false);
    setActive(-1);
    onChange(option.id, option);
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (matches.length ? (i + 1) % matches.length : -1));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (matches.length ? (i <= 0 ? matches.length - 1 : i - 1) : -1));
    } else if (e.key === "Enter" && expanded && active >= 0) {
      e.preventDefault();
      choose(matches[active]!);
    } else if (e.key === "Escape" && expanded) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }
  // The text field's value and events, spread into it.
  const field = {
    value: text,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const next = e.target.value;
      setText(next);
      setOpen(true);
      setActive(-1);
      const exact = exactArea(areas, next);
      onChange(exact?.id ?? 0, exact ?? null);
    },
    onKeyDown,
    onFocus: () => {
      clearTimeout(blurTimer.current);
      setOpen(true);
    },
    onBlur: () => {
      clearTimeout(blurTimer.current);
      blurTimer.current = setTimeout(() => {
        setOpen(false);
        setActive(-1);
      }, AREA_BLUR_DELAY_MS);
    },
  };
  return [field, matches, expanded, active, setActive, choose] as const;
}

export function AreaCombobox({ id, label, areas, value, onChange, name = "area", placeholder, hideLabel = false, className = "", inputClassName = "" }: Props) {
  const listId = useId();
  const t = useTranslations("search");
  const [field, matches, expanded, active, setActive, choose] = useAreaBox(areas, value, onChange);
  const optionId = (i: number) => `${listId}-opt-${i}`;

  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className={fieldLabelClass(hideLabel)}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={placeholder ?? t("areaPlaceholder")}
        {...field}
        className={`h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 ${inputClassName}`}
      />
      <input type="hidden" name={name} value={value} />
      <ul
        id={listId}
        role="listbox"
        aria-label={t("areaSuggestions", { label })}
        hidden={!expanded}
        className={`${POPUP_CLASS} inset-x-0 max-h-[200px] overflow-y-auto py-1 text-start`}
      >
        {expanded &&
          matches.map((a, i) => (
            <li
              key={a.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              // mousedown keeps focus in the input so the blur timer does not race the click
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(a)}
              onMouseEnter={() => setActive(i)}
              className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm ${i === active ? "bg-brand-50 text-brand-800" : "text-slate-800"}`}
            >
              <span className="font-medium">{a.name}</span>
              <span className="shrink-0 text-xs text-slate-500"><OptionText group="emirate" name={a.emirate} /></span>
            </li>
          ))}
      </ul>
    </div>
  );
}
