/**
 * /admin/areas/new and /admin/areas/<id> (admins and editors): an area's name, address (slug), emirate, description,
 * map position, picture, logo and whether the site shows it, in English and Arabic: the content
 * records' one editor configured for areas (app/modules/content/areas/area-form.ts). Saved
 * through the area service (a revision kept; a changed slug keeps the old address answering
 * 301). Posts without JavaScript.
 */
import type { Route } from "./+types/area-edit";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { AREA_EDITOR } from "../../modules/content/areas/area-form.ts";
import { AREA_EDITOR_SERVER } from "../../modules/content/areas/area-editor.server.ts";
import { loadRecordEditor, recordEditorAction } from "../../modules/content/editing/record-editor.server.ts";
import { RecordEditor } from "../../modules/content/editing/record-editor.tsx";

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { section: "areas" });
  return loadRecordEditor(dbOf(args), AREA_EDITOR_SERVER, args);
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, { section: "areas" });
  return recordEditorAction(dbOf(args), AREA_EDITOR_SERVER, staff, args);
}

export default function AreaEditor({ loaderData, actionData }: Route.ComponentProps) {
  return <RecordEditor editor={AREA_EDITOR} data={loaderData} result={actionData} />;
}
