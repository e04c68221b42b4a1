/**
 * A back-office list's filters: a GET form, so the criteria live in the URL and the list filters
 * without JavaScript; its search box first, the list's own fields, then Apply and Clear. Each
 * field's id is `filter-<name>`. Under 1024 px the form waits behind a Filters button counting the
 * `active` filters (the public lists' disclosure), so a phone shows the first rows on its first screen.
 */
import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { FilterDisclosure } from "../filter-disclosure.tsx";
import { buttonClass, inputClass, secondaryButtonClass } from "./field.tsx";

const LABELS = { filters: "Filters", active: " active" };

export function FilterForm({
  label,
  clearTo,
  search,
  active,
  children,
}: {
  label: string;
  clearTo: string;
  search: { label: string; value: string; hint?: string };
  /** How many of the list's filters are set (not its order or page size). */
  active: number;
  children: ReactNode;
}) {
  // A new search shows the list with the filters closed again.
  const { search: query } = useLocation();
  return (
    <div className="mt-4">
      <FilterDisclosure key={query} active={active} labels={LABELS}>
        <FilterFields label={label} clearTo={clearTo} search={search}>
          {children}
        </FilterFields>
      </FilterDisclosure>
    </div>
  );
}

function FilterFields({ label, clearTo, search, children }: { label: string; clearTo: string; search: { label: string; value: string; hint?: string }; children: ReactNode }) {
  return (
    <Form method="get" className="grid gap-3 rounded-lg border border-slate-300 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4" aria-label={label}>
      <FilterInput name="q" type="search" maxLength={100} wide {...search} />
      {children}
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-4">
        <button type="submit" className={buttonClass}>
          Apply filters
        </button>
        <Link to={clearTo} className={secondaryButtonClass}>
          Clear
        </Link>
      </div>
    </Form>
  );
}

/** `wide`: two columns of the form's grid. */
export function FilterInput({ name, label, type, value, hint, maxLength, wide = false }: { name: string; label: string; type: "search" | "date"; value: string; hint?: string; maxLength?: number; wide?: boolean }) {
  const id = `filter-${name}`;
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input id={id} name={name} type={type} defaultValue={value} maxLength={maxLength} aria-describedby={hint ? `${id}-hint` : undefined} className={inputClass} />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** `options`: [value, label] pairs; `wide`: two columns of the form's grid, for options too long for one. */
export function FilterSelect({ name, label, value, options, wide = false }: { name: string; label: string; value: string; options: Array<[string, string]>; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={`filter-${name}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value} className={inputClass}>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
}
