/**
 * Where a content record is (issue 20), for the area and developer editors: its emirate (a
 * choice; `noneLabel` offers "not given") and its map position (latitude and longitude, both or
 * neither). The field names are the records' paths: emirateId, lat, lng.
 */
import { inputClass, LabelledControl } from "../../../ui/admin/field.tsx";

type Values = Record<string, string>;

export function EmirateSelect({ emirates, values, errors, noneLabel, hint }: { emirates: Array<{ id: number; name: string }>; values: Values; errors: Values; noneLabel?: string; hint?: string }) {
  return (
    <LabelledControl label="Emirate" hint={hint} error={errors.emirateId} small>
      {(wiring) => (
        <select {...wiring} name="emirateId" defaultValue={values.emirateId ?? ""} className={inputClass}>
          {noneLabel !== undefined && <option value="">{noneLabel}</option>}
          {emirates.map((e) => (
            <option key={e.id} value={e.id}>
              {e.name}
            </option>
          ))}
        </select>
      )}
    </LabelledControl>
  );
}

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
