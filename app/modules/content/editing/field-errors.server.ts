/** The back-office editors' refusals by field: a service's own (a taken slug…) and its schema's, as the forms show them. */
import * as z from "zod/mini";
import { messagesByField } from "./record-form.ts";

/** A refusal that needs the database (a slug another record has, an unknown emirate…), by field. */
export class FieldsError extends Error {
  readonly fieldErrors: Record<string, string>;
  constructor(fieldErrors: Record<string, string>) {
    super(Object.values(fieldErrors).join("; "));
    this.fieldErrors = fieldErrors;
    this.name = "FieldsError";
  }
}

/** Field messages of an editor's refusal: the schema's by path, the service's by field; null for anything else (a bug: rethrown). */
export function editorFieldErrors(error: unknown): Record<string, string> | null {
  if (error instanceof z.core.$ZodError) return messagesByField(error.issues);
  if (error instanceof FieldsError) return { ...error.fieldErrors };
  return null;
}
