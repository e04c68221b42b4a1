/**
 * The list's order: a GET form with the current search as hidden fields and a select of the
 * orders (list-sort.ts), so it works before the JavaScript loads (the Sort button) and, once it
 * has, applies on change. A new order starts again at page 1; the filters stay.
 */
import { Form, useLocation } from "react-router";
import { useTranslations } from "../../../platform/i18n/intl.tsx";
import { LIST_SORTS, parseSort } from "../search/list-sort.ts";
import { Icon } from "../../../ui/icons/icon.tsx";

const LABEL_KEYS = {
  recommended: "sortRecommended",
  newest: "sortNewest",
  "price-asc": "sortPriceAsc",
  "price-desc": "sortPriceDesc",
  "size-desc": "sortSizeDesc",
} as const;

export function SortSelect({ id }: { id: string }) {
  const t = useTranslations("search");
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const current = parseSort(params.get("sort")) ?? "";
  const kept = [...params].filter(([key]) => key !== "sort" && key !== "page" && key !== "pageNumber");
  return (
    <Form method="get" action={pathname} preventScrollReset className="flex items-end gap-2">
      {kept.map(([key, value], i) => (
        <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
      ))}
      <div>
        <label htmlFor={id} className="block text-xs font-semibold text-slate-700">
          {t("sortBy")}
        </label>
        <span className="relative block">
          <select
            id={id}
            name="sort"
            defaultValue={current}
            key={current}
            onChange={(e) => e.currentTarget.form?.requestSubmit()}
            className="h-11 appearance-none rounded-md border border-slate-300 bg-white ps-3 pe-9 text-sm text-slate-900 hover:border-slate-400 focus:border-brand-600"
          >
            <option value="">{t("sortDefault")}</option>
            {LIST_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(LABEL_KEYS[s])}
              </option>
            ))}
          </select>
          {/* The search bars' chevron in place of the browser's arrow: one kind of dropdown on the page. */}
          <Icon
            name="chevron-down"
            className="pointer-events-none absolute end-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
          />
        </span>
      </div>
      <button
        type="submit"
        className="h-11 rounded-md border border-brand-700 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        {t("sortApply")}
      </button>
    </Form>
  );
}
