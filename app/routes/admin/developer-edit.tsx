/**
 * /admin/developers/<id> (admins and editors): a developer's name, address (slug), description,
 * logo, picture, head office (emirate and map position) and whether the site shows it, in English
 * and Arabic: the content records' one editor configured for developers
 * (app/modules/content/developers/developer-form.ts). Saved through the developer service (a
 * revision kept; a changed slug keeps the old address answering 301; a new logo or picture goes
 * through the image pipeline into the media library). Posts without JavaScript.
 */
import type { Route } from "./+types/developer-edit";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { DEVELOPER_EDITOR } from "../../modules/content/developers/developer-form.ts";
import { DEVELOPER_EDITOR_SERVER } from "../../modules/content/developers/developers-editor.server.ts";
import { loadRecordEditor, recordEditorAction } from "../../modules/content/editing/record-editor.server.ts";
import { RecordEditor } from "../../modules/content/editing/record-editor.tsx";

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { section: "developers" });
  return loadRecordEditor(dbOf(args), DEVELOPER_EDITOR_SERVER, args);
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, { section: "developers" });
  return recordEditorAction(dbOf(args), DEVELOPER_EDITOR_SERVER, staff, args);
}

export default function DeveloperEditor({ loaderData, actionData }: Route.ComponentProps) {
  return <RecordEditor editor={DEVELOPER_EDITOR} data={loaderData} result={actionData} />;
}
