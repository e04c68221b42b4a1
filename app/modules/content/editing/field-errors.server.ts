/** The back-office editors' refusals by field (issue 20): a service's own (a taken slug…) and zod's, as the forms show them. */
import { ZodError } from "zod";
import { fieldOfPath } from "../areas/area-form.ts";

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
  const fieldErrors: Record<string, string> = {};
  if (error instanceof ZodError) for (const issue of error.issues) fieldErrors[fieldOfPath(issue.path)] ??= issue.message;
  else if (error instanceof FieldsError) Object.assign(fieldErrors, error.fieldErrors);
  else return null;
  return fieldErrors;
}
