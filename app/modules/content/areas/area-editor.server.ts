/** The area editor's server half (routes/admin/area-edit.tsx): the area service and the emirates to choose from. */
import { AREA_EDITOR, type AreaSnapshot } from "./area-form.ts";
import { createArea, emirateChoices, readArea, saveArea } from "./areas.server.ts";
import type { RecordEditorServer } from "../editing/record-editor.server.ts";

export const AREA_EDITOR_SERVER: RecordEditorServer<AreaSnapshot> = {
  editor: AREA_EDITOR,
  read: (db, id) => readArea(db, String(id)),
  update: (db, actor, id, input) => saveArea(db, actor, id, input),
  create: (db, actor, input) => createArea(db, actor, input),
  choices: async (db) => ({ emirates: (await emirateChoices(db)).map((e) => ({ id: e.id, label: e.name })) }),
  mediaAlt: { imagePath: (name) => `${name}, Dubai`, logoPath: (name) => `${name} logo` },
  unnamed: "the area",
};
