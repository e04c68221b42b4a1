/** A form's messages by field, from a zod/mini schema: what the browser shows and the action answers. */
import type * as z from "zod/mini";

export type FieldErrors = Record<string, string>;

/** The first message of each field (what the form shows beside it). */
export function formErrors(schema: z.ZodMiniType, values: unknown): FieldErrors {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const out: FieldErrors = {};
  for (const issue of parsed.error.issues) out[String(issue.path[0] ?? "form")] ??= issue.message;
  return out;
}
