/**
 * The home search bar (spec 2.3, 4): purpose tabs (default purpose 1; purpose 3 = Projects),
 * area type-ahead, property type, price and rooms dropdowns (mutually exclusive panels) and
 * submit. The active tab decides the form mode: labels, the area list (areas with projects or
 * with units) and the target: /project-list or /property-list with exactly the spec's query.
 * Before JS loads the form still submits as a plain GET to the default tab's list.
 */
import { useCallback, useMemo, useState, type FormEvent, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { OptionText, useLocalizePath, useTranslations } from "../../../platform/i18n/intl.tsx";
import { DEFAULT_PURPOSE_ID } from "../../../platform/constants.ts";
import type { PriceRange } from "./price-rule.ts";
import { buildSearchUrl, isProjectsTab } from "./search-query.ts";
import { AreaCombobox } from "./area-combobox.tsx";
import { PROJECT_PLACES, placeHref, type PlaceChoice } from "./place-choice.ts";
import { PriceDropdown } from "./price-dropdown.tsx";
import { NO_ROOMS, RoomsDropdown, type Rooms } from "./rooms-dropdown.tsx";
import { SearchButton } from "./search-button.tsx";
import { TypeSelect } from "./type-select.tsx";
import type { AreaOption, Option } from "./types.ts";
import { useSearchPanels } from "./use-search-panels.ts";

type HomeSearchBarProps = {
  purposes: readonly Option[];
  /** Areas with active projects (Projects tab) and with active units (other tabs). */
  areas: { Projects: readonly AreaOption[]; Units: readonly AreaOption[] };
  types: readonly Option[];
  beds: readonly Option[];
  baths: readonly Option[];
};

/** What the tab changes: the Projects tab searches projects (beds only), every other tab units. */
const MODES = {
  projects: { areas: "Projects", action: "/project-list", areaLabel: "projectLocation", areaHint: "projectLocationHint", typeLabel: "projectType", typeName: "projectType", roomsLabel: "bedroom" },
  units: { areas: "Units", action: "/property-list", areaLabel: "location", areaHint: "locationHint", typeLabel: "propertyTypeTitle", typeName: "unitType", roomsLabel: "bedsAndBaths" },
} as const;

export function HomeSearchBar({ purposes, areas, types, beds, baths }: HomeSearchBarProps) {
  const navigate = useNavigate();
  const t = useTranslations("search");
  const localize = useLocalizePath();
  const [purpose, setPurpose] = useState(purposes.some((p) => p.id === DEFAULT_PURPOSE_ID) ? DEFAULT_PURPOSE_ID : (purposes[0]?.id ?? DEFAULT_PURPOSE_ID));
  const [area, setArea] = useState(0);
  const [type, setType] = useState(0);
  const [price, setPrice] = useState<PriceRange>({ min: 0, max: 0 });
  const [rooms, setRooms] = useState<Rooms>(NO_ROOMS);
  const panels = useSearchPanels();
  const projects = isProjectsTab(purpose);
  const mode = projects ? MODES.projects : MODES.units;
  const areaList = areas[mode.areas];
  const onArea = useCallback((id: number) => setArea(id), []);
  const [place, setPlace] = useState<PlaceChoice>(null);
  const tabIds = useMemo(() => purposes.map((p) => `search-tab-${p.id}`), [purposes]);

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    panels.closePanels();
    const url = buildSearchUrl({ purpose, area, type, priceFrom: price.min, priceTo: price.max, beds: rooms.beds, baths: projects ? [] : rooms.baths });
    void placeHref(url, place, projects ? "projects" : "units").then((to) => navigate(localize(to)));
  }

  function onTabKey(e: KeyboardEvent<HTMLButtonElement>, index: number) {
    const delta = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    let next = delta ? (index + delta + purposes.length) % purposes.length : -1;
    if (e.key === "Home") next = 0;
    if (e.key === "End") next = purposes.length - 1;
    if (next < 0) return;
    e.preventDefault();
    setPurpose(purposes[next]!.id);
    document.getElementById(tabIds[next]!)?.focus();
  }

  return (
    <div className="w-full max-w-5xl">
      <div role="tablist" aria-label={t("searchFor")} className="flex gap-1">
        {purposes.map((p, i) => {
          const selected = p.id === purpose;
          return (
            <button
              key={p.id}
              id={tabIds[i]}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls="home-search-form"
              tabIndex={selected ? 0 : -1}
              onClick={() => setPurpose(p.id)}
              onKeyDown={(e) => onTabKey(e, i)}
              className={`rounded-t-lg px-5 py-3 text-sm font-semibold transition-colors ${selected ? "bg-white text-brand-800" : "bg-brand-900/75 text-white hover:bg-brand-900/90"}`}
            >
              <OptionText group="purpose" name={p.name} />
            </button>
          );
        })}
      </div>
      {/* The tab panel is a <div> around the form: a <form> may not take role="tabpanel" (W3C validator). */}
      <div id="home-search-form" role="tabpanel" aria-labelledby={tabIds[purposes.findIndex((p) => p.id === purpose)]}>
      <form
        method="get"
        action={localize(mode.action)}
        onSubmit={submit}
        className="grid grid-cols-1 gap-3 rounded-b-xl rounded-se-xl bg-white p-4 shadow-xl sm:grid-cols-2 lg:grid-cols-[1.6fr_1fr_1.2fr_1fr_auto] lg:items-end"
      >
        {projects ? <input type="hidden" name="status" value={1} /> : <input type="hidden" name="purpose" value={purpose} />}
        <AreaCombobox id="home-search-area" label={t(mode.areaLabel)} placeholder={t(mode.areaHint)} areas={areaList} value={area} onChange={onArea} onPlace={setPlace} placeKinds={projects ? PROJECT_PLACES : undefined} className="sm:col-span-2 lg:col-span-1" />
        <TypeSelect id="home-search-type" label={t(mode.typeLabel)} name={mode.typeName} options={types} value={type} onChange={setType} />
        <PriceDropdown id="home-search-price" label={t("priceAed")} value={price} onChange={setPrice} {...panels.price} />
        {/* Projects have no bathroom filter: the Projects tab shows (and sends) beds only. */}
        <RoomsDropdown id="home-search-rooms" label={t(mode.roomsLabel)} beds={beds} baths={projects ? undefined : baths} value={rooms} onChange={setRooms} {...panels.rooms} />
        <SearchButton className="sm:col-span-2 lg:col-span-1" />
      </form>
      </div>
    </div>
  );
}
