/**
 * The search bar of the unit list (spec 2.4): area type-ahead, purpose, type, price, beds &
 * baths and Search. Submitting starts a new search at page 1 with the spec's parameters,
 * keeping the status filter and a developer filter from the current URL. A GET form with
 * named fields, so it also works before the JavaScript loads.
 */
import { useCallback, useMemo, useState, type FormEvent } from "react";
import { Form, useNavigate } from "react-router";
import { useLocalizePath, useTranslations } from "../../../platform/i18n/intl.tsx";
import { applyPriceRule, type PriceRange } from "../search/price-rule.ts";
import { unitSearchQuery } from "../search/unit-search-url.ts";
import { AreaCombobox } from "../search/area-combobox.tsx";
import { placeHref, type PlaceChoice } from "../search/place-choice.ts";
import { PriceDropdown } from "../search/price-dropdown.tsx";
import { RoomsDropdown, type Rooms } from "../search/rooms-dropdown.tsx";
import { SearchButton } from "../search/search-button.tsx";
import { SelectField } from "../search/select-field.tsx";
import { TypeSelect } from "../search/type-select.tsx";
import type { AreaOption, Option } from "../search/types.ts";
import { useSearchPanels } from "../search/use-search-panels.ts";

type UnitSearchValues = {
  area: number;
  purpose: number;
  unitType: number;
  priceFrom: number;
  priceTo: number;
  beds: readonly number[];
  bathroom: readonly number[];
  status: number;
  developersId: number;
  /** The list's order, kept by a new search. */
  sort?: string;
};

type Props = {
  action: string;
  values: UnitSearchValues;
  purposes: readonly Option[];
  areas: readonly AreaOption[];
  types: readonly Option[];
  beds: readonly Option[];
  baths: readonly Option[];
  /** The map view is on: a new search keeps it, with a new box to be chosen on the map. */
  mapView?: boolean;
};

/** Where a new search goes: the spec's price rule applied, only the set filters, no page. */
function unitSearchHref(action: string, v: UnitSearchValues): string {
  const price = applyPriceRule({ min: v.priceFrom, max: v.priceTo });
  const query = unitSearchQuery({ ...v, priceFrom: price.min, priceTo: price.max }, { page: false });
  return action + (v.sort ? `${query || "?"}${query ? "&" : ""}sort=${v.sort}` : query);
}

export function UnitSearchForm({ action, values, purposes, areas, types, beds, baths, mapView }: Props) {
  const navigate = useNavigate();
  const t = useTranslations("search");
  const localize = useLocalizePath();
  const [area, setArea] = useState(values.area);
  const [purpose, setPurpose] = useState(values.purpose);
  const [unitType, setUnitType] = useState(values.unitType);
  const [price, setPrice] = useState<PriceRange>({ min: values.priceFrom, max: values.priceTo });
  const [rooms, setRooms] = useState<Rooms>({ beds: [...values.beds], baths: [...values.bathroom] });
  const panels = useSearchPanels();
  const onArea = useCallback((id: number) => setArea(id), []);
  const [place, setPlace] = useState<PlaceChoice>(null);
  const purposeOptions = useMemo(() => purposes.map((p) => ({ value: p.id, label: p.name })), [purposes]);

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    panels.closePanels();
    // A place picked or typed replaces the list's own (a building, a project, a developer picked before).
    const next = { ...values, ...(place && { building: 0, project: 0, developersId: 0 }), area, purpose, unitType, priceFrom: price.min, priceTo: price.max, beds: rooms.beds, bathroom: rooms.baths };
    setPrice(applyPriceRule(price));
    void placeHref(unitSearchHref(action, next), place, "units").then((to) => {
      const href = localize(to);
      return navigate(mapView ? `${href}${href.includes("?") ? "&" : "?"}view=map` : href, { preventScrollReset: true });
    });
  }

  return (
    <Form method="get" action={localize(action)} onSubmit={submit} role="search" aria-label={t("searchProperties")} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1.3fr_1.3fr_auto] lg:items-end">
        <AreaCombobox id="list-area" label={t("area")} areas={areas} value={area} onChange={onArea} onPlace={setPlace} className="sm:col-span-2 lg:col-span-1" />
        <SelectField id="list-purpose" label={t("purpose")} name="purpose" options={purposeOptions} value={purpose} onChange={setPurpose} />
        <TypeSelect id="list-type" label={t("propertyType")} name="unitType" options={types} value={unitType} onChange={setUnitType} />
        <PriceDropdown id="list-price" value={price} onChange={setPrice} {...panels.price} />
        <RoomsDropdown id="list-rooms" label={t("bedsAndBaths")} beds={beds} baths={baths} value={rooms} onChange={setRooms} {...panels.rooms} />
        {values.status > 0 && <input type="hidden" name="status" value={values.status} />}
        {values.developersId > 0 && <input type="hidden" name="developerId" value={values.developersId} />}
        {values.sort && <input type="hidden" name="sort" value={values.sort} />}
        {mapView && <input type="hidden" name="view" value="map" />}
        <SearchButton className="sm:col-span-2 lg:col-span-1" />
      </div>
    </Form>
  );
}
