/**
 * The honeypot: a text field people never see (moved off-screen, skipped by Tab and hidden
 * from assistive technology) that form-filling robots fill. Its name means nothing to a
 * password manager or browser autofill, so a person's browser leaves it empty.
 */
import { GUARD_FIELDS } from "../lead-forms.ts";

export function Honeypot({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label>
        {label}
        <input type="text" name={GUARD_FIELDS.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
