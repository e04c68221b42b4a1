/**
 * /admin/agents/new and /admin/agents/<id> (admins and editors): an agent's public profile
 * (name, designation, biography in English and Arabic; photo; languages; BRN; phone, WhatsApp,
 * e-mail) and the staff account that works as the agent: the content records' one editor
 * configured for agents (app/modules/content/agents/agent-form.ts). Saved through the agent
 * service (a revision kept; the photo through the image pipeline into the media library). Posts
 * without JavaScript.
 */
import type { Route } from "./+types/agent-edit";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { AGENT_EDITOR } from "../../modules/content/agents/agent-form.ts";
import { AGENT_EDITOR_SERVER } from "../../modules/content/agents/agents-editor.server.ts";
import { loadRecordEditor, recordEditorAction } from "../../modules/content/editing/record-editor.server.ts";
import { RecordEditor } from "../../modules/content/editing/record-editor.tsx";

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { section: "agents" });
  return loadRecordEditor(dbOf(args), AGENT_EDITOR_SERVER, args);
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, { section: "agents" });
  return recordEditorAction(dbOf(args), AGENT_EDITOR_SERVER, staff, args);
}

export default function AgentEditor({ loaderData, actionData }: Route.ComponentProps) {
  return <RecordEditor editor={AGENT_EDITOR} data={loaderData} result={actionData} />;
}
