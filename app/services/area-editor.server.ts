/** The area editor's save (issue 20), for routes/admin/area-edit.tsx: messages by field, nothing written on a refusal. */
import type { Db } from "../db/client.server.ts";
import { valuesToArea } from "../lib/area-form.ts";
import { areaSchema } from "./area-input.ts";
import { readArea, saveArea } from "./areas.server.ts";
import { editorFieldErrors } from "./field-errors.server.ts";
import { saveWithImages, type EditorPost, type EditorResult, type ImageSlot } from "./editor-post.server.ts";
import type { Actor } from "./staff-scope.ts";

export type AreaEditorResult = EditorResult;

export async function areaEditorAction(db: Db, actor: Actor, id: number, post: Extract<EditorPost, { ok: true }>): Promise<AreaEditorResult> {
  const current = (await readArea(db, String(id)))!;
  const name = current.name.en;
  const slots: ImageSlot[] = [
    { field: "imageFile", remove: "removeImage", target: "imagePath", alt: `${name}, Dubai` },
    { field: "logoFile", remove: "removeLogo", target: "logoPath", alt: `${name} logo` },
  ];
  return saveWithImages({
    db,
    actor,
    post,
    slots,
    current: { imagePath: current.imagePath ?? null, logoPath: current.logoPath ?? null },
    build: (values, images) => ({ ...valuesToArea(values), ...images }),
    check: (input) => areaSchema.parse(input),
    save: (input) => saveArea(db, actor, id, input),
    fieldErrorsOf: editorFieldErrors,
    message: "The area was not saved: please correct the marked fields.",
  });
}
