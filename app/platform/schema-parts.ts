/**
 * Parts of the back office's zod/mini schemas (its forms check their fields in the browser), made
 * only of the pieces of zod the public pages already load for their lead forms: strings, integers,
 * refinements and transforms. zod is one module graph, and a module is never split between
 * chunks: any other piece of zod a back-office form used (arrays, booleans, its e-mail, URL and ISO
 * formats, `lte`) would join the chunk every public page with a lead form loads. These give the
 * same checks; each names its message.
 */
import * as z from "zod/mini";

/** zod's default e-mail pattern. */
const EMAIL = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export const isEmail = (v: string) => EMAIL.test(v);

/** An absolute https address the browser's URL parser reads. */
export function isHttpsUrl(v: string): boolean {
  if (!/^https:\/\//i.test(v)) return false;
  try {
    return new URL(v).protocol === "https:";
  } catch {
    return false;
  }
}

/** A calendar date written YYYY-MM-DD (2026-02-29 is not one). */
export function isIsoDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** A UTC date and time written YYYY-MM-DDTHH:MM:SS, fractions of a second optional, ending in Z. */
export function isIsoDateTime(v: string): boolean {
  const m = /^(\d{4}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?Z$/.exec(v);
  return m !== null && isIsoDate(m[1]!);
}

/** A number from `min` to `max`. */
export const inRange = (min: number, max: number, message: string) => z.refine<number>((n) => n >= min && n <= max, message);

/** A number of at most `max`. */
export const atMostValue = (max: number, message: string) => z.refine<number>((n) => n <= max, message);

/** true or false. */
export const flag = (message: string) => z.transform((v: unknown) => v as boolean).check(z.refine((v) => typeof v === "boolean", message));

type ListRules = { notList: string; max: readonly [number, string]; min?: readonly [number, string] };

/**
 * A list whose items each pass `item`: an item's messages under its position (`offices.1.city.en`)
 * and then the list's length rules, as zod's array gives them. `item` is kept on the schema for
 * those who walk a record's fields (revision-labels.test.ts).
 */
export function listOf<T extends z.ZodMiniType>(item: T, rules: ListRules): z.ZodMiniType<z.output<T>[], z.input<T>[]> & { item: T } {
  const list = z.pipe(
    z.transform((v: unknown) => v as unknown[]).check(z.refine((v) => Array.isArray(v), { error: rules.notList, abort: true })),
    z.transform((items: unknown[], ctx) => {
      const out = items.map((v, i) => {
        const parsed = item.safeParse(v);
        // As zod's own: a wrong type stops the record's later checks, a broken rule does not.
        if (!parsed.success) for (const issue of parsed.error.issues) ctx.issues.push({ ...issue, path: [i, ...issue.path], continue: issue.code !== "invalid_type" } as (typeof ctx.issues)[number]);
        // A refused item stays as given, as in zod's array, for the record's later checks.
        return (parsed.success ? parsed.data : v) as z.output<T>;
      });
      if (rules.min && items.length < rules.min[0]) ctx.issues.push({ code: "custom", message: rules.min[1], input: items, continue: true });
      if (items.length > rules.max[0]) ctx.issues.push({ code: "custom", message: rules.max[1], input: items, continue: true });
      return out;
    }),
  );
  // Typed as zod's array would be: a list of the item's input in, of its output out.
  return Object.assign(list as unknown as z.ZodMiniType<z.output<T>[], z.input<T>[]>, { item });
}
