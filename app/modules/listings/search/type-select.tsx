/** Property type select with 'Any' (value 0) first (spec 2.3), drawn like the bars' other dropdowns. */
import { useOptionName } from "../../../platform/i18n/intl.tsx";
import { SelectField } from "./select-field.tsx";
import type { Option } from "./types.ts";

type Props = {
  id: string;
  label: string;
  options: readonly Option[];
  value: number;
  onChange: (typeId: number) => void;
  /** Form field name ("unitType" or "projectType"). */
  name: string;
  anyLabel?: string;
  hideLabel?: boolean;
  className?: string;
};

export function TypeSelect({ options, ...rest }: Props) {
  const name = useOptionName();
  return <SelectField {...rest} options={options.map((o) => { const n = name("type", o.name); return { value: o.id, label: n.text, lang: n.lang }; })} />;
}
