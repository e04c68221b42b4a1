/**
 * Area type-ahead (spec 2.3, 2.7): an ARIA 1.2 combobox over area names. Case-insensitive
 * substring match on the name in either script (area-option.ts); each suggestion shows the area and its emirate; the list shows only when
 * the text is non-empty and something matches, closes 150 ms after the field loses focus,
 * and is at most 200 px tall. Arrow keys move, Enter picks, Escape closes.
 * A hidden input carries the chosen area id under `name`, so the form also submits without JS; the
 * text itself goes as `q`, which the list page resolves to the best place.
 *
 * From the second letter the list also shows what /api/places finds (place-suggest.ts, loaded on
 * the first keystroke): areas by alias or despite a typo, then buildings, projects and developers,
 * grouped under headings with their live listings. Picking one of those calls `onPlace`.
 */
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from "react";
import { OptionText, useLocale, useTranslations } from "../../../platform/i18n/intl.tsx";
import type { PlaceKind, PlaceSuggestion } from "../../places/index.ts";
import { fieldLabelClass, POPUP_CLASS } from "./dropdown-panel.tsx";
import type { PlaceChoice } from "./place-choice.ts";
import type { AreaOption } from "./types.ts";
import { matchAreas } from "./area-option.ts";

const AREA_BLUR_DELAY_MS = 150;



/** One line of the list: an area of the page's own list (`local`), or a place the server found. */
export type Item = PlaceSuggestion & { local?: AreaOption };

/** The page's areas matching the text, then the server's places (areas not listed already, of the kinds this field takes). */
function itemsOf(matches: readonly AreaOption[], found: readonly PlaceSuggestion[], kinds: readonly PlaceKind[]): Item[] {
  const listed = new Set(matches.map((a) => a.id));
  const own = matches.map((a): Item => ({ kind: "area", id: a.id, name: a.name, context: a.emirate, listings: -1, local: a }));
  return [...own, ...found.filter((p) => kinds.includes(p.kind) && !(p.kind === "area" && listed.has(p.id)))];
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
  /** A building, project or developer picked, or text typed without picking (null: an area or nothing). */
  onPlace?: (choice: PlaceChoice) => void;
  /** The kinds of place this field suggests (the project list has no buildings). */
  placeKinds?: readonly PlaceKind[];
};

const ALL_KINDS: readonly PlaceKind[] = ["area", "building", "project", "developer"];

/**
 * The combobox's state: the text field's value and events, the areas matching the text, whether the list
 * shows, the option under the keyboard, and the choice. A choice made outside (from the URL) shows its
 * name; a new area list (tab switch) keeps the typed text, and the choice only if it is still listed.
 * A list rather than an object: this runs in the search bars of every list page's first load.
 */
function useAreaBox(areas: readonly AreaOption[], value: number, onChange: Props["onChange"], place: { onPlace?: Props["onPlace"]; kinds: readonly PlaceKind[] }) {
  const selected = useMemo(() => areas.find((a) => a.id === value) ?? null, [areas, value]);
  const [text, setText] = useState(selected?.name ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [found, setFound] = useState<PlaceSuggestion[]>([]);
  const [more, setMore] = useState<typeof import("./place-suggest.tsx") | null>(null);
  const lang = useLocale();
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const matches = useMemo(() => matchAreas(areas, text), [areas, text]);
  const items = useMemo(() => itemsOf(matches, found, place.kinds), [matches, found, place.kinds]);
  const expanded = open && items.length > 0;

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
    const exact = matchAreas(areas, textRef.current, true)[0];
    onChangeRef.current(exact?.id ?? 0, exact ?? null);
  }, [areas]);
  useEffect(() => () => clearTimeout(blurTimer.current), []);

  function choose(item: Item) {
    setText(item.name);
    setOpen(false);
    setActive(-1);
    if (item.kind === "area") {
      onChange(item.id, item.local ?? { id: item.id, name: item.name, emirate: item.context ?? "" });
      place.onPlace?.(null);
    } else {
      onChange(0, null);
      place.onPlace?.({ kind: item.kind, id: item.id });
    }
  }

  const onKeyDown = keyHandler({ items, expanded, active, setOpen, setActive, choose });
  // The text field's value and events, spread into it.
  const field = {
    value: text,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const next = e.target.value;
      setText(next);
      setOpen(true);
      setActive(-1);
      const exact = matchAreas(areas, next, true)[0];
      onChange(exact?.id ?? 0, exact ?? null);
      place.onPlace?.(exact || !next.trim() ? null : { kind: "text", text: next });
      void import("./place-suggest.tsx").then((m) => {
        setMore(m);
        m.suggestPlaces(next, lang, setFound);
      });
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
  return [field, items, expanded, active, setActive, choose, more] as const;
}

type Keys = {
  items: Item[];
  expanded: boolean;
  active: number;
  setOpen: (open: boolean) => void;
  setActive: (update: (i: number) => number) => void;
  choose: (item: Item) => void;
};

/** Arrow keys move through the list, Enter picks, Escape closes. */
function keyHandler({ items, expanded, active, setOpen, setActive, choose }: Keys) {
  return (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (items.length ? (i + 1) % items.length : -1));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (items.length ? (i <= 0 ? items.length - 1 : i - 1) : -1));
    } else if (e.key === "Enter" && expanded && active >= 0) {
      e.preventDefault();
      choose(items[active]!);
    } else if (e.key === "Escape" && expanded) {
      e.preventDefault();
      setOpen(false);
      setActive(() => -1);
    }
  };
}

export function AreaCombobox({ id, label, areas, value, onChange, name = "area", placeholder, hideLabel = false, className = "", inputClassName = "", onPlace, placeKinds = ALL_KINDS }: Props) {
  const listId = useId();
  const t = useTranslations("search");
  const [field, items, expanded, active, setActive, choose, more] = useAreaBox(areas, value, onChange, { onPlace, kinds: placeKinds });
  const optionId = (i: number) => `${listId}-opt-${i}`;
  // Headings only once the server has added places: an area list alone reads as before.
  const grouped = items.some((item) => !item.local);

  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className={fieldLabelClass(hideLabel)}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        name="q"
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
        {expanded && more && grouped && <more.PlaceGroups items={items} listId={listId} active={active} choose={choose} setActive={setActive} />}
        {expanded &&
          !(more && grouped) &&
          items.map((a, i) => (
            <li
              key={a.id}
              id={`${listId}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              // mousedown keeps focus in the input so the blur timer does not race the click
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(a)}
              onMouseEnter={() => setActive(i)}
              className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm ${i === active ? "bg-brand-50 text-brand-800" : "text-slate-800"}`}
            >
              <span className="font-medium">{a.name}</span>
              <span className="shrink-0 text-xs text-slate-500">{a.local ? <OptionText group="emirate" name={a.local.emirate} /> : a.context}</span>
            </li>
          ))}
      </ul>
    </div>
  );
}
