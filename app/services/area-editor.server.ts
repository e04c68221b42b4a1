/** The area editor's save (issue 20), for routes/admin/area-edit.tsx: messages by field, nothing written on a refusal. */
import { ZodError } from "zod";
import type { Db } from "../db/client.server.ts";
import { AREA_FIELDS, fieldOfPath, valuesToArea } from "../lib/area-form.ts";
import { AreaError, saveArea } from "./areas.server.ts";
import type { Actor } from "./staff-scope.ts";

export type AreaEditorResult = { ok: true } | { ok: false; message: string; fieldErrors: Record<string, string>; values: Record<string, string> };

export async function areaEditorAction(db: Db, actor: Actor, id: number, form: FormData): Promise<AreaEditorResult> {
  const values: Record<string, string> = {};
  for (const name of AREA_FIELDS) {
    const v = form.get(name);
    if (typeof v === "string") values[name] = v;
  }
  try {
    await saveArea(db, actor, id, valuesToArea(values));
    return { ok: true };
  } catch (error) {
    const fieldErrors: Record<string, string> = {};
    if (error instanceof ZodError) for (const issue of error.issues) fieldErrors[fieldOfPath(issue.path)] ??= issue.message;
    else if (error instanceof AreaError) Object.assign(fieldErrors, error.fieldErrors);
    else throw error;
    return { ok: false, message: "The area was not saved: please correct the marked fields.", fieldErrors, values };
  }
}
