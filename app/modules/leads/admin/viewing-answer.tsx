/**
 * The lead page's viewing panel: the time asked for (or last proposed) in Dubai time, its state,
 * and the agent's two answers: confirm it, or propose another day and time from the brokerage's
 * slots. Plain forms posting to the lead page's action; each answer mails the visitor an updated
 * calendar file.
 */
import { Form } from "react-router";
import { CsrfField } from "../../../ui/admin/csrf-field.tsx";
import { buttonClass, FormAlert, inputClass } from "../../../ui/admin/field.tsx";
import { formatWeekdayDay } from "../../../platform/i18n/dates.ts";

type Viewing = { day: string; time: string; status: "requested" | "confirmed" | "proposed"; sequence: number };
type Choices = { days: Array<{ value: string; label: string }>; times: string[] };
type Result = { errors?: Record<string, string>; done?: string; values?: Record<string, string> };

const STATE: Record<Viewing["status"], string> = { requested: "Asked for by the visitor", confirmed: "Confirmed", proposed: "Another time proposed" };
/** The slot checks' message keys, in the back office's English. */
const REFUSALS: Record<string, string> = {
  dayRequired: "Choose a day.",
  timeRequired: "Choose a time.",
  dayClosed: "The brokerage holds no viewings on that day.",
  timeOutside: "Choose one of the brokerage's slots.",
  tooSoon: "Choose a time at least two hours from now.",
  tooFar: "Choose a day within the next three weeks.",
};
const say = (key?: string) => (key ? (REFUSALS[key] ?? key) : undefined);

function Select({ name, label, options, value, error }: { name: string; label: string; options: Array<{ value: string; label: string }>; value: string; error?: string }) {
  const id = `viewing-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={inputClass}>
        <option value="">Choose…</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function ViewingAnswer({ viewing, choices, result }: { viewing: Viewing; choices: Choices; result?: Result }) {
  return (
    <>
      <p className="text-slate-900">
        <strong>{`${formatWeekdayDay(viewing.day)} at ${viewing.time}`}</strong> (Dubai time) — {STATE[viewing.status]}
      </p>
      <FormAlert message={result?.errors?.form} />
      <FormAlert message={result?.done} tone="ok" />
      {viewing.status !== "confirmed" && (
        <Form method="post">
          <CsrfField />
          <input type="hidden" name="intent" value="viewing" />
          <input type="hidden" name="answer" value="confirm" />
          <button type="submit" className={buttonClass}>
            Confirm this time
          </button>
        </Form>
      )}
      <Form method="post" className="space-y-3" aria-label="Propose another time">
        <CsrfField />
        <input type="hidden" name="intent" value="viewing" />
        <input type="hidden" name="answer" value="propose" />
        <div className="grid gap-3 sm:grid-cols-2">
          <Select name="day" label="New day" options={choices.days} value={result?.values?.day ?? ""} error={say(result?.errors?.day)} />
          <Select name="time" label="New time (Dubai)" options={choices.times.map((t) => ({ value: t, label: t }))} value={result?.values?.time ?? ""} error={say(result?.errors?.time)} />
        </div>
        <button type="submit" className={buttonClass}>
          Propose this time
        </button>
      </Form>
    </>
  );
}
