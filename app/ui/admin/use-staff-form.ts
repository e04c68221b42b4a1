/**
 * A back-office form on its zod schema (app/modules/staff/schemas.ts), on the lead forms' hook
 * (app/ui/use-schema-form.ts): the browser shows the schema's message once a field
 * is left; the action's messages (a post without JavaScript, or a rule only the server knows:
 * "this e-mail already has an account") show beside their field until it is edited. After a
 * refused post the first field with a message takes the focus.
 */
import { useEffect, useRef, useState } from "react";
import type * as z from "zod/mini";
import { formErrors, type FieldErrors } from "../form-errors.ts";
import { useSchemaForm } from "../use-schema-form.ts";

export type StaffForm = ReturnType<typeof useStaffForm>;

/** The form's check: a zod/mini schema of its fields, or a function giving the messages by field (a form whose values are converted first). */
type StaffFormCheck = z.ZodMiniType | ((values: Record<string, string>) => FieldErrors);

export function useStaffForm<V extends Record<string, string>>(check: StaffFormCheck, initial: V, serverErrors?: FieldErrors) {
  const validate = (values: V) => (typeof check === "function" ? check(values) : formErrors(check, values));
  const form = useSchemaForm<V>({ initial: () => initial, validate, serverErrors });
  const [edited, setEdited] = useState<Set<string>>(new Set());
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    setEdited(new Set());
    if (!serverErrors || !Object.keys(serverErrors).length) return;
    ref.current?.querySelector<HTMLElement>("[aria-invalid='true'], [role='alert']")?.focus();
  }, [serverErrors]);
  return {
    ref,
    values: form.values as Record<string, string>,
    hydrated: form.hydrated,
    invalid: form.invalid,
    set(field: string, value: string) {
      form.set(field as keyof V & string, value as V[keyof V & string]);
      setEdited((e) => (e.has(field) ? e : new Set(e).add(field)));
    },
    touch: (field: string) => form.touch(field as keyof V & string),
    /** The message to show beside a field now. */
    error(field: string): string | undefined {
      return form.shown(field as keyof V & string) ?? (edited.has(field) ? undefined : serverErrors?.[field]);
    },
  };
}
