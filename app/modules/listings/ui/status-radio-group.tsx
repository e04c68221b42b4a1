/**
 * Status filter of the lists (spec 2.4): 'All' plus the server's statuses. Choosing one sets
 * `status` in the URL, drops the page (back to page 1) and reloads the list. A plain GET form
 * keeping the other filters, so it also works before the JavaScript loads (Apply button).
 */
import { Form, useSubmit } from "react-router";
import { OptionText, useTranslations } from "../../../platform/i18n/intl.tsx";

type Props = {
  statuses: readonly { id: number; name: string }[];
  value: number;
  /** The current query string; its other filters are kept. */
  search: string;
  action?: string;
};

export function StatusRadioGroup({ statuses, value, search, action }: Props) {
  const submit = useSubmit();
  const t = useTranslations("search");
  const kept = [...new URLSearchParams(search)].filter(([k]) => k !== "status" && k !== "page" && k !== "pageNumber");
  const options = [{ id: 0, name: t("all") }, ...statuses];
  return (
    <Form method="get" action={action} preventScrollReset onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}>
      {kept.map(([k, v], i) => (
        <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
      ))}
      <fieldset key={value} className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t("status")}</legend>
        {options.map((o) => (
          <label key={o.id} className="choice-chip">
            <input type="radio" name="status" value={o.id} defaultChecked={o.id === value} className="sr-only" />
            {o.id ? <OptionText group="status" name={o.name} /> : o.name}
          </label>
        ))}
        <noscript>
          <button type="submit" className="min-h-11 rounded-md bg-brand-700 px-3 text-sm font-semibold text-white">
            {t("apply")}
          </button>
        </noscript>
      </fieldset>
    </Form>
  );
}
