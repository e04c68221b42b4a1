/**
 * A lead form's state on top of its zod schema (app/modules/leads/lead-schemas.ts): the field values,
 * which fields the visitor has left (a field's message shows once it is touched) and the
 * schema's messages for the current values. Submit stays disabled while the schema refuses
 * the values. Before hydration nothing here runs: the form posts as plain HTML and the route
 * action answers with the same schema's messages (`serverErrors`, shown at once).
 *
 * Hand-written rather than Conform (docs/ARCHITECTURE.md, "Forms"): Conform's zod adapter
 * brings zod's full build, over the first-load budget of the pages that render a form.
 */
import { startTransition, useCallback, useRef, useState } from "react";
import { useHydrated } from "./use-hydrated.ts";

/** The schema's messages for some values, by field (empty when valid): `formErrors(schema, values)`. */
export type Validate<V> = (values: V) => Record<string, string>;

type Options<V> = {
  initial: () => V;
  /** The form's schema check, when the form's module imports the schema itself. */
  validate?: Validate<V>;
  /**
   * Or fetched on first use (`load`: the footer form's first typing; the lead form's first interactive render),
   * so the schema's code stays out of the page's first load.
   */
  loadValidate?: () => Promise<Validate<V>>;
  /** The action's messages for a form posted without JavaScript and refused. */
  serverErrors?: Record<string, string>;
};

export function useSchemaForm<V extends Record<string, string | number>>({ initial, validate: given, loadValidate, serverErrors }: Options<V>) {
  type Field = keyof V & string;
  // The page's one switch (a transition React renders in slices, shared by every form and menu), not a state of
  // the form's own set in an effect: that was a second, unsliced render of each form right after hydration
  // (the footer's subscribe form is on every page; the contact form's was one 70 ms task on a phone).
  const hydrated = useHydrated();
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>(() =>
    serverErrors ? (Object.fromEntries(Object.keys(values).map((f) => [f, true])) as Partial<Record<Field, boolean>>) : {},
  );
  const [loaded, setLoaded] = useState<Validate<V> | undefined>(undefined);
  const loading = useRef(false);

  const load = useCallback(() => {
    if (given || !loadValidate || loading.current) return;
    loading.current = true;
    // The form's first check is a render of its own, in slices: it may come in while the page still hydrates.
    loadValidate().then(
      (check) => startTransition(() => setLoaded(() => check)),
      // The schema's code did not arrive: the form may still be sent, and the action checks it.
      () => startTransition(() => setLoaded(() => () => ({}))),
    );
  }, [given, loadValidate]);

  const set = useCallback(
    <F extends Field>(field: F, value: V[F]) => {
      load();
      setValues((v) => ({ ...v, [field]: value }));
    },
    [load],
  );
  const touch = useCallback((field: Field) => setTouched((t) => (t[field] ? t : { ...t, [field]: true })), []);
  /** After an accepted submission: fresh values, nothing touched. */
  const reset = useCallback((next: (v: V) => V) => {
    setValues(next);
    setTouched({});
  }, []);

  const validate = given ?? loaded;
  const errors = hydrated && validate ? validate(values) : (serverErrors ?? {});
  return {
    hydrated,
    values,
    errors,
    /** Disabled submit: hydrated and the schema refuses the values (or has not arrived yet). */
    invalid: hydrated && (!validate || Object.keys(errors).length > 0),
    set,
    touch,
    reset,
    /** The field's message once the visitor has left it. */
    shown(field: Field): string | undefined {
      return touched[field] ? errors[field] : undefined;
    },
    /** Starts fetching the schema (once; a form calls it when it should check before the first typing). */
    load,
  };
}
