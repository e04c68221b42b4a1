/**
 * The project search form (spec 2.7): area type-ahead (with emirate), Developer, Project,
 * Property Type, Completion Year and Status selects, the price dropdown (price rule of spec 5)
 * and the bedrooms multi-toggle with Reset. A GET form: it works before JavaScript loads;
 * with JavaScript the URL is built without empty fields. A new search always starts at page 1.
 * On a developer or area page the pinned field is left out (the page fixes it).
 */
import { useMemo, useState } from "react";
import { Form, useNavigate, useNavigation } from "react-router";
import { AreaCombobox } from "../search/area-combobox.tsx";
import { PROJECT_PLACES, placeHref, type PlaceChoice } from "../search/place-choice.ts";
import { PriceDropdown } from "../search/price-dropdown.tsx";
import { RoomsDropdown } from "../search/rooms-dropdown.tsx";
import { SearchButton } from "../search/search-button.tsx";
import { SelectField } from "../search/select-field.tsx";
import { TypeSelect } from "../search/type-select.tsx";
import type { AreaOption, Option } from "../search/types.ts";
import { useSearchPanels } from "../search/use-search-panels.ts";
import { useLocalizePath, useTranslations } from "../../../platform/i18n/intl.tsx";
import { applyPriceRule, type PriceRange } from "../search/price-rule.ts";
import { projectSearchQuery, type ProjectSearchValues } from "../search/project-search-query.ts";

export type { ProjectSearchValues };

export type ProjectSearchOptions = {
  areas: AreaOption[];
  developers: Option[];
  projects: Option[];
  types: Option[];
  years: number[];
  beds: Option[];
  statuses: Option[];
};

type Props = {
  /** Where the search goes: /project-list, or the developer or area page itself. */
  action: string;
  values: ProjectSearchValues;
  options: ProjectSearchOptions;
  hideArea?: boolean;
  hideDeveloper?: boolean;
  /** The list's order, kept by a new search. */
  sort?: string;
};

/** The selects' option lists, in the shape SelectField takes. */
function selectOptions(o: ProjectSearchOptions) {
  return {
    developerOptions: o.developers.map((d) => ({ value: d.id, label: d.name })),
    projectOptions: o.projects.map((p) => ({ value: p.id, label: p.name })),
    yearOptions: o.years.map((y) => ({ value: y, label: y })),
    statusOptions: o.statuses.map((st) => ({ value: st.id, label: st.name })),
  };
}

export function ProjectSearchForm({ action: englishAction, values, options, hideArea = false, hideDeveloper = false, sort }: Props) {
  const t = useTranslations("search");
  const action = useLocalizePath()(englishAction);
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [v, setV] = useState<ProjectSearchValues>(values);
  const panels = useSearchPanels();
  const [place, setPlace] = useState<PlaceChoice>(null);
  // A project or developer picked from the suggestions sets its own select; typed text goes as `q`.
  const onPlace = (c: PlaceChoice) => {
    if (c?.kind === "developer" && !hideDeveloper) set("developersId", c.id);
    if (c?.kind === "project") set("projectId", c.id);
    setPlace(c?.kind === "text" ? c : null);
  };
  const set = <K extends keyof ProjectSearchValues>(key: K, value: ProjectSearchValues[K]) => setV((prev) => ({ ...prev, [key]: value }));
  const price: PriceRange = { min: v.priceFrom, max: v.priceTo };
  const searching = navigation.state !== "idle" && navigation.location?.pathname === action;
  const { developerOptions, projectOptions, yearOptions, statusOptions } = useMemo(() => selectOptions(options), [options]);

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const fixed = applyPriceRule(price);
    const next = { ...v, priceFrom: fixed.min, priceTo: fixed.max };
    setV(next);
    panels.closePanels();
    // The page itself fixes a hidden field (its developer or area): it does not go in the URL.
    const qs = projectSearchQuery({ ...next, area: hideArea ? 0 : next.area, developersId: hideDeveloper ? 0 : next.developersId }, options.beds);
    const withSort = sort ? `${qs ? `${qs}&` : ""}sort=${sort}` : qs;
    void placeHref(withSort ? `${action}?${withSort}` : action, place, "projects").then((to) => navigate(to));
  }

  return (
    <Form method="get" action={action} onSubmit={onSubmit} role="search" aria-label={t("searchProjects")} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        {!hideArea && (
          <AreaCombobox
            className="col-span-2 lg:col-span-1"
            id="project-search-area"
            label={t("area")}
            areas={options.areas}
            value={v.area}
            onChange={(id) => set("area", id)}
            onPlace={onPlace}
            placeKinds={PROJECT_PLACES}
            placeholder={t("communityOrArea")}
          />
        )}
        {!hideDeveloper && (
          <SelectField id="project-search-developer" label={t("developer")} name="developersId" options={developerOptions} value={v.developersId} onChange={(id) => set("developersId", id)} />
        )}
        <SelectField id="project-search-project" label={t("project")} name="projectId" options={projectOptions} value={v.projectId} onChange={(id) => set("projectId", id)} />
        <TypeSelect id="project-search-type" label={t("propertyTypeTitle")} name="projectType" options={options.types} value={v.projectType} onChange={(id) => set("projectType", id)} />
        <SelectField id="project-search-year" label={t("completionYear")} name="completionYear" options={yearOptions} value={v.completionYear} onChange={(y) => set("completionYear", y)} />
        <SelectField id="project-search-status" label={t("status")} name="status" anyLabel={t("all")} options={statusOptions} value={v.status} onChange={(id) => set("status", id)} />
        <PriceDropdown
          className="col-span-2 lg:col-span-1"
          id="project-search-price"
          label={t("price")}
          value={price}
          onChange={(p) => setV((prev) => ({ ...prev, priceFrom: p.min, priceTo: p.max }))}
          {...panels.price}
        />
        <RoomsDropdown
          className="col-span-2 lg:col-span-1"
          id="project-search-beds"
          label={t("bedroom")}
          beds={options.beds}
          value={{ beds: v.beds, baths: [] }}
          onChange={(rooms) => set("beds", rooms.beds)}
          {...panels.rooms}
        />
        {sort && <input type="hidden" name="sort" value={sort} />}
        <div className="col-span-2 flex items-end lg:col-span-1 lg:col-start-5">
          <SearchButton busy={searching} />
        </div>
      </div>
    </Form>
  );
}
