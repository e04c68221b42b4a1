/**
 * Country-code field: a searchable combobox (ARIA 1.2 pattern) of every country with its
 * flag (served by the site at /flags/<iso>.svg) and calling code. It always holds a country:
 * it cannot be cleared, and leaving it half-typed restores the chosen one.
 * Before the JavaScript has loaded it is a plain <select>, so the form works without it.
 */
import { useId, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from "react";
import type { CountryOption } from "../lead-forms.ts";

type Props = {
  id: string;
  name: string;
  label: string;
  /** The search field's placeholder, the list's name and its "no match" line, in the page's language. */
  texts: { search: string; list: string; none: string };
  countries: CountryOption[];
  value: number;
  onChange: (id: number) => void;
  hydrated: boolean;
};

function flagUrl(iso: string): string {
  return `/flags/${iso}.svg`;
}

function matches(c: CountryOption, q: string): boolean {
  if (!q) return true;
  const digits = q.replace(/^\+/, "");
  return c.name.toLowerCase().includes(q) || c.iso === q || (/^\d+$/.test(digits) && c.isd.replace(/^\+/, "").startsWith(digits));
}

/**
 * The combobox's state: the text field's state for assistive technology and its events, open or not, the
 * text typed, the option under the keyboard, the countries matching the text, the list element, and the
 * choice. The keys move through the list, choose (Enter, Tab after typing) and close it (Escape, leaving).
 * A list rather than an object: every lead form carries this, the contact page's first load included.
 */
function useCountryBox(countries: CountryOption[], value: number, onChange: (id: number) => void, listId: string) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const filtered = useMemo(() => {
    const q = query.trim().toLowerCase();
    const found = countries.filter((c) => matches(c, q));
    // Names that start with the text come first ("uni" → United …, then Réunion).
    return q ? [...found.filter((c) => c.name.toLowerCase().startsWith(q)), ...found.filter((c) => !c.name.toLowerCase().startsWith(q))] : found;
  }, [countries, query]);

  const close = () => {
    setOpen(false);
    setQuery("");
  };
  const choose = (c: CountryOption | undefined) => {
    if (c) onChange(c.id);
    close();
  };
  const openList = () => {
    const at = Math.max(0, filtered.findIndex((c) => c.id === value));
    setActive(at);
    setOpen(true);
    requestAnimationFrame(() => listRef.current?.children[at]?.scrollIntoView({ block: "nearest" }));
  };
  const move = (delta: number) => {
    if (!open) return openList();
    const next = Math.min(filtered.length - 1, Math.max(0, active + delta));
    setActive(next);
    listRef.current?.children[next]?.scrollIntoView({ block: "nearest" });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      move(1);
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      move(-1);
    } else if (e.key === "Enter") {
      if (open) {
        e.preventDefault();
        choose(filtered[active]);
      }
    } else if (e.key === "Escape") {
      if (open) {
        // Closes the list only, not the dialog around it.
        e.preventDefault();
        e.stopPropagation();
        close();
      }
    } else if (e.key === "Tab") {
      if (open && query) choose(filtered[active]);
      else close();
    }
  };
  const field = {
    "aria-expanded": open,
    "aria-activedescendant": open && filtered[active] ? `${listId}-${filtered[active].id}` : undefined,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setQuery(e.target.value);
      setActive(0);
      setOpen(true);
    },
    onClick: () => (open ? close() : openList()),
    onKeyDown,
    onBlur: close,
  };
  return [field, open, query, active, setActive, filtered, listRef, choose] as const;
}

export function CountrySelect({ id, name, label, texts, countries, value, onChange, hydrated }: Props) {
  const listId = useId();
  const [field, open, query, active, setActive, filtered, listRef, choose] = useCountryBox(countries, value, onChange, listId);
  const selected = countries.find((c) => c.id === value);

  const labelEl = (
    <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
      {label}
    </label>
  );

  if (!hydrated || countries.length === 0) {
    return plainSelect(id, name, value, countries, labelEl);
  }

  return (
    <div className="relative">
      {labelEl}
      {/* An inset ring instead of a border, so the input itself is the full 44 px a finger needs (WCAG 2.2 target size). */}
      <div className="flex h-11 items-center rounded-md bg-white ring-1 ring-inset ring-slate-300 focus-within:ring-2 focus-within:ring-brand-600">
        {selected ? (
          <img src={flagUrl(selected.iso)} alt="" width={24} height={18} className="ms-3 h-[18px] w-6 shrink-0 rounded-[2px] object-cover shadow-sm" />
        ) : null}
        <input
          id={id}
          type="text"
          dir="auto"
          role="combobox"
          aria-controls={listId}
          aria-autocomplete="list"
          autoComplete="off"
          spellCheck={false}
          value={open ? query : selected ? `${selected.isd}  ${selected.name}` : ""}
          placeholder={selected ? `${selected.isd}  ${selected.name}` : texts.search}
          {...field}
          className="h-full w-0 min-w-0 flex-1 text-ellipsis bg-transparent px-2 text-slate-900 outline-none placeholder:text-slate-500"
        />
        <svg aria-hidden="true" viewBox="0 0 20 20" className="me-3 h-4 w-4 shrink-0 text-slate-500">
          <path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </div>
      <input type="hidden" name={name} value={value} />
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={texts.list}
        hidden={!open}
        className="absolute start-0 end-0 z-20 mt-1 max-h-60 overflow-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {open && filtered.length === 0 ? <li className="px-3 py-2 text-sm text-slate-600">{texts.none}</li> : null}
        {open
          ? filtered.map((c, i) => (
              <li
                key={c.id}
                id={`${listId}-${c.id}`}
                role="option"
                aria-selected={c.id === value}
                // mousedown would blur the input (and close the list) before the click lands.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(c)}
                onMouseMove={() => setActive(i)}
                className={`flex cursor-pointer items-center gap-2 px-3 py-2 text-sm text-slate-800 ${i === active ? "bg-brand-50" : ""} ${c.id === value ? "font-semibold" : ""}`}
              >
                <img src={flagUrl(c.iso)} alt="" width={20} height={15} loading="lazy" className="h-[15px] w-5 shrink-0 rounded-[2px] object-cover" />
                {/* Wrapped, never cut: "United Arab Emirates", not "United A…". */}
                <span className="min-w-0 flex-1 break-words">{c.name}</span>
                <span className="shrink-0 tabular-nums text-slate-600">{c.isd}</span>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}

/** Before the page is hydrated (or without the list): a plain select, or the chosen id alone. */
function plainSelect(id: string, name: string, value: number, countries: CountryOption[], label: ReactNode) {
  return (
    <div>
      {label}
      {countries.length === 0 ? (
        <input type="hidden" name={name} value={value} />
      ) : (
        <select
          id={id}
          name={name}
          defaultValue={value}
          className="block h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900"
        >
          {countries.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.isd})
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
