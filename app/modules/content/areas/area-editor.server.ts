/** The area editor's save (issue 20), for routes/admin/area-edit.tsx: messages by field, nothing written on a refusal. */
import type { Db } from "../../../platform/db/client.server.ts";
import { valuesToArea } from "./area-form.ts";
import { areaSchema } from "./area-input.ts";
import { createArea, readArea, saveArea } from "./areas.server.ts";
import { editorFieldErrors } from "../editing/field-errors.server.ts";
import { saveWithImages, type EditorPost, type EditorResult, type ImageSlot } from "../editing/editor-post.server.ts";
import type { Actor } from "../../staff/index.ts";

export type AreaEditorResult = EditorResult;

const slotsFor = (name: string): ImageSlot[] => [
  { field: "imageFile", remove: "removeImage", target: "imagePath", alt: `${name}, Dubai` },
  { field: "logoFile", remove: "removeLogo", target: "logoPath", alt: `${name} logo` },
];

export async function areaEditorAction(db: Db, actor: Actor, id: number, post: Extract<EditorPost, { ok: true }>): Promise<AreaEditorResult> {
  const current = (await readArea(db, String(id)))!;
  return saveWithImages({
    db,
    actor,
    post,
    slots: slotsFor(current.name.en),
    current: { imagePath: current.imagePath ?? null, logoPath: current.logoPath ?? null },
    build: (values, images) => ({ ...valuesToArea(values), ...images }),
    check: (input) => areaSchema.parse(input),
    save: (input) => saveArea(db, actor, id, input),
    fieldErrorsOf: editorFieldErrors,
    message: "The area was not saved: please correct the marked fields.",
  });
}

/** The new area form's save: the id of the area created, or the messages. */
export async function newAreaAction(db: Db, actor: Actor, post: Extract<EditorPost, { ok: true }>): Promise<AreaEditorResult & { id?: number }> {
  let id = 0;
  const result = await saveWithImages({
    db,
    actor,
    post,
    slots: slotsFor(post.values["name.en"] || "the area"),
    current: { imagePath: null, logoPath: null },
    build: (values, images) => ({ ...valuesToArea(values), ...images }),
    check: (input) => areaSchema.parse(input),
    save: async (input) => {
      id = await createArea(db, actor, input);
    },
    fieldErrorsOf: editorFieldErrors,
    message: "The area was not added: please correct the marked fields.",
  });
  return result.ok ? { ok: true, id } : result;
}
