/**
 * The richer half of the place field, loaded on the first keystroke (not on the first load): it
 * asks /api/places for the buildings, projects, developers and areas (by alias or typo) matching
 * the text, a short moment after typing stops, dropping answers that arrive for older text; shows
 * them under a heading per kind; and adds the place picked to the search's URL.
 */
import { OptionText, useTranslations } from "../../../platform/i18n/intl.tsx";
import type { PlaceKind, PlaceSuggestion } from "../../places/index.ts";
import type { PlaceChoice } from "./place-choice.ts";
import type { Item } from "./area-combobox.tsx";

const WAIT_MS = 120;
let timer: ReturnType<typeof setTimeout> | undefined;
let controller: AbortController | undefined;

export function suggestPlaces(text: string, lang: "en" | "ar", answer: (found: PlaceSuggestion[]) => void): void {
  clearTimeout(timer);
  controller?.abort();
  if (text.trim().length < 2) {
    answer([]);
    return;
  }
  const own = new AbortController();
  controller = own;
  timer = setTimeout(() => {
    fetch(`/api/places?${new URLSearchParams({ q: text.trim(), lang })}`, { signal: own.signal })
      .then((r) => (r.ok ? (r.json() as Promise<{ suggestions: PlaceSuggestion[] }>) : { suggestions: [] }))
      .then((body) => {
        if (!own.signal.aborted) answer(body.suggestions);
      })
      // Suggestions are a help: without them the area list and the typed text still search.
      .catch(() => undefined);
  }, WAIT_MS);
}

const KINDS: readonly PlaceKind[] = ["area", "building", "project", "developer"];

type Groups = {
  items: readonly Item[];
  listId: string;
  active: number;
  choose: (item: Item) => void;
  setActive: (i: number) => void;
};

/** One line: the place's name, where it is (an area's emirate, a building's area) and its live listings. */
function Line({ item, i, listId, active, choose, setActive }: Omit<Groups, "items"> & { item: Item; i: number }) {
  const t = useTranslations("search");
  return (
    <li
      id={`${listId}-opt-${i}`}
      role="option"
      aria-selected={i === active}
      // mousedown keeps focus in the input so the blur timer does not race the click
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => choose(item)}
      onMouseEnter={() => setActive(i)}
      className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm ${i === active ? "bg-brand-50 text-brand-800" : "text-slate-800"}`}
    >
      <span className="font-medium">{item.name}</span>
      <span className="shrink-0 text-xs text-slate-500">
        {item.local ? <OptionText group="emirate" name={item.local.emirate} /> : item.context}
        {item.listings >= 0 && <> · {t("placeListings", { count: item.listings })}</>}
      </span>
    </li>
  );
}

/** The list's lines under a heading per kind (ARIA listbox groups), in the order areas, buildings, projects, developers. */
export function PlaceGroups({ items, ...rest }: Groups) {
  const t = useTranslations("search");
  return KINDS.map((kind) => {
    const inGroup = items.map((item, i) => [item, i] as const).filter(([item]) => item.kind === kind);
    if (!inGroup.length) return null;
    return (
      <li key={kind} role="group" aria-labelledby={`${rest.listId}-${kind}`}>
        <span id={`${rest.listId}-${kind}`} className="block px-3 pt-2 text-xs font-semibold uppercase text-slate-600">
          {t(`placeGroup_${kind}`)}
        </span>
        <ul role="none">
          {inGroup.map(([item, i]) => (
            <Line key={`${item.kind}-${item.id}`} item={item} i={i} {...rest} />
          ))}
        </ul>
      </li>
    );
  });
}

const UNIT_PARAM = { building: "building", project: "project", developer: "developerId", text: "q" } as const;
const PROJECT_PARAM = { building: "q", project: "projectId", developer: "developersId", text: "q" } as const;

/** `href` with the choice's parameter added (units: the list of units; projects: the project list). */
export function withPlace(href: string, choice: NonNullable<PlaceChoice>, list: "units" | "projects"): string {
  const name = (list === "units" ? UNIT_PARAM : PROJECT_PARAM)[choice.kind];
  const value = choice.kind === "text" ? choice.text.trim() : String(choice.id);
  if (!value) return href;
  const [path, query = ""] = href.split("?");
  const p = new URLSearchParams(query);
  p.set(name, value);
  return `${path}?${p.toString().replace(/%2C/g, ",")}`;
}
