/**
 * The project search form (spec 2.7): area type-ahead (with emirate), Developer, Project,
 * Property Type, Completion Year and Status selects, the price dropdown (price rule of spec 5)
 * and the bedrooms multi-toggle with Reset. A GET form: it works before JavaScript loads;
 * with JavaScript the URL is built without empty fields. A new search always starts at page 1.
 * On a developer or area page the pinned field is left out (the page fixes it).
 */
import { useState } from "react";
import { Form, useNavigate, useNavigation } from "react-router";
import { AreaCombobox } from "../search/area-combobox.tsx";
import { PriceDropdown } from "../search/price-dropdown.tsx";
import { RoomsDropdown } from "../search/rooms-dropdown.tsx";
import { TypeSelect } from "../search/type-select.tsx";
import type { AreaOption, BedOption, TypeOption } from "../search/types.ts";
import { applyPriceRule, type PriceRange } from "../../lib/price-rule.ts";
import { projectSearchQuery, type ProjectSearchValues } from "./project-text.ts";

export type { ProjectSearchValues };

export type ProjectSearchOptions = {
  areas: AreaOption[];
  developers: { id: number; name: string }[];
  projects: { id: number; name: string }[];
  types: TypeOption[];
  years: number[];
  beds: BedOption[];
  statuses: { autoId: number; status: string }[];
};

type Props = {
  /** Where the search goes: /project-list, or the developer or area page itself. */
  action: string;
  values: ProjectSearchValues;
  options: ProjectSearchOptions;
  hideArea?: boolean;
  hideDeveloper?: boolean;
};

const selectClass = "h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600";
const labelClass = "mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-600";

export function ProjectSearchForm({ action, values, options, hideArea = false, hideDeveloper = false }: Props) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [v, setV] = useState<ProjectSearchValues>(values);
  const [panel, setPanel] = useState<"price" | "beds" | null>(null);
  const set = <K extends keyof ProjectSearchValues>(key: K, value: ProjectSearchValues[K]) => setV((prev) => ({ ...prev, [key]: value }));
  const price: PriceRange = { min: v.priceFrom, max: v.priceTo };
  const searching = navigation.state !== "idle" && navigation.location?.pathname === action;

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const fixed = applyPriceRule(price);
    const next = { ...v, priceFrom: fixed.min, priceTo: fixed.max };
    setV(next);
    setPanel(null);
    // The page itself fixes a hidden field (its developer or area): it does not go in the URL.
    const qs = projectSearchQuery({ ...next, area: hideArea ? 0 : next.area, developersId: hideDeveloper ? 0 : next.developersId }, options.beds);
    navigate(qs ? `${action}?${qs}` : action);
  }

  return (
    <Form method="get" action={action} onSubmit={onSubmit} role="search" aria-label="Search projects" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        {!hideArea && (
          <AreaCombobox
            className="col-span-2 lg:col-span-1"
            id="project-search-area"
            label="Area"
            areas={options.areas}
            value={v.area}
            onChange={(id) => set("area", id)}
            placeholder="Community or area"
          />
        )}
        {!hideDeveloper && (
          <div>
            <label htmlFor="project-search-developer" className={labelClass}>
              Developer
            </label>
            <select id="project-search-developer" name="developersId" value={v.developersId} onChange={(e) => set("developersId", Number(e.target.value) || 0)} className={selectClass}>
              <option value={0}>Any</option>
              {options.developers.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label htmlFor="project-search-project" className={labelClass}>
            Project
          </label>
          <select id="project-search-project" name="projectId" value={v.projectId} onChange={(e) => set("projectId", Number(e.target.value) || 0)} className={selectClass}>
            <option value={0}>Any</option>
            {options.projects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <TypeSelect id="project-search-type" label="Property Type" name="projectType" options={options.types} value={v.projectType} onChange={(id) => set("projectType", id)} />
        <div>
          <label htmlFor="project-search-year" className={labelClass}>
            Completion Year
          </label>
          <select id="project-search-year" name="completionYear" value={v.completionYear} onChange={(e) => set("completionYear", Number(e.target.value) || 0)} className={selectClass}>
            <option value={0}>Any</option>
            {options.years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="project-search-status" className={labelClass}>
            Status
          </label>
          <select id="project-search-status" name="status" value={v.status} onChange={(e) => set("status", Number(e.target.value) || 0)} className={selectClass}>
            <option value={0}>All</option>
            {options.statuses.map((s) => (
              <option key={s.autoId} value={s.autoId}>
                {s.status}
              </option>
            ))}
          </select>
        </div>
        <PriceDropdown
          className="col-span-2 lg:col-span-1"
          id="project-search-price"
          label="Price"
          value={price}
          onChange={(p) => setV((prev) => ({ ...prev, priceFrom: p.min, priceTo: p.max }))}
          open={panel === "price"}
          onOpenChange={(open) => setPanel(open ? "price" : null)}
        />
        <RoomsDropdown
          className="col-span-2 lg:col-span-1"
          id="project-search-beds"
          label="Bedroom"
          beds={options.beds}
          selectedBeds={v.beds}
          onBedsChange={(ids) => set("beds", ids)}
          open={panel === "beds"}
          onOpenChange={(open) => setPanel(open ? "beds" : null)}
        />
        <div className="col-span-2 flex items-end lg:col-span-1 lg:col-start-5">
          <button
            type="submit"
            className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-md bg-gold-500 px-5 text-sm font-bold text-slate-900 hover:bg-gold-400 disabled:opacity-70"
            disabled={searching}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4">
              <path fill="currentColor" d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4 4a1 1 0 0 1-1.4 1.4l-4-4A6.5 6.5 0 1 1 8.5 2Zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z" />
            </svg>
            {searching ? "Searching…" : "Search"}
          </button>
        </div>
      </div>
    </Form>
  );
}
