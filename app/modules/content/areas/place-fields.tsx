/**
 * Where a content record is, for the area and developer editors: its map position (latitude and
 * longitude, both or neither). The field names are the records' paths: lat, lng.
 */
import { inputClass, LabelledControl } from "../../../ui/admin/field.tsx";

type Values = Record<string, string>;

export function MapPositionFields({ values, errors, hint }: { values: Values; errors: Values; hint?: string }) {
  return (
    <fieldset className="rounded-md border border-slate-300 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">Map position</legend>
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
      <div className="grid gap-3 sm:grid-cols-2">
        {(["lat", "lng"] as const).map((name) => (
          <LabelledControl key={name} label={name === "lat" ? "Map latitude" : "Map longitude"} error={errors[name]} small>
            {(wiring) => <input {...wiring} name={name} defaultValue={values[name] ?? ""} inputMode="decimal" className={inputClass} />}
          </LabelledControl>
        ))}
      </div>
    </fieldset>
  );
}
