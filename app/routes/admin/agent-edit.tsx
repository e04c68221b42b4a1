/**
 * /admin/agents/new and /admin/agents/<id> (admins and editors): an agent's public profile
 * (name, designation, biography in English and Arabic; photo; languages; BRN; phone, WhatsApp,
 * e-mail) and the staff account that works as the agent. Saved through the agent service (a
 * revision kept; the photo through the image pipeline into the media library). Posts without
 * JavaScript.
 */
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/agent-edit";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { agentAccountChoices, agentEditorAction, newAgentAction, readAgent } from "../../modules/content/agents/agents-editor.server.ts";
import { readEditorPost, type EditorResult } from "../../modules/content/editing/editor-post.server.ts";
import { agentToValues, EMPTY_AGENT_VALUES } from "../../modules/content/agents/agent-form.ts";
import { historyPathOf } from "../../modules/content/revisions/revision-paths.ts";
import { EditorHeading } from "../../ui/admin/editor-heading.tsx";
import { CsrfField } from "../../ui/admin/csrf-field.tsx";
import { buttonClass, inputClass, LabelledControl } from "../../ui/admin/field.tsx";
import { TextPair } from "../../ui/admin/text-pair.tsx";
import { ImageSlot } from "../../ui/admin/image-slot.tsx";

/** 0: the new-agent form; a positive id: that agent; null: not an id (404). */
function idOf(params: { id?: string }): number | null {
  if (params.id === undefined) return 0;
  return /^\d{1,12}$/.test(params.id) && Number(params.id) > 0 ? Number(params.id) : null;
}

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { section: "agents" });
  const db = dbOf(args);
  const id = idOf(args.params);
  const agent = id ? await readAgent(db, String(id)) : null;
  if (id === null || (id && !agent)) throw data({ message: "No such agent." }, { status: 404 });
  const saved = new URL(args.request.url).searchParams.get("saved") === "1";
  return { id, agent, accounts: await agentAccountChoices(db), saved: saved ? "Saved: the agent's listings show the change now." : null };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, { section: "agents" });
  const db = dbOf(args);
  const id = idOf(args.params);
  const current = id ? await readAgent(db, String(id)) : null;
  if (id === null || (id && !current)) throw data({ message: "No such agent." }, { status: 404 });
  const post = await readEditorPost(args.request);
  if (!post.ok) return data({ ok: false as const, message: post.reason, fieldErrors: {}, values: current ? agentToValues(current) : EMPTY_AGENT_VALUES, formKey: String(Date.now()) }, { status: post.status });
  const result = id ? await agentEditorAction(db, staff, id, post) : await newAgentAction(db, staff, post);
  if (result.ok) return redirect(`/admin/agents/${id || ("id" in result ? result.id : 0)}?saved=1`);
  return data({ ...result, formKey: String(Date.now()) }, { status: 400 });
}

function Input({ name, label, values, errors, hint, type = "text", inputMode }: { name: string; label: string; values: Record<string, string>; errors: Record<string, string>; hint?: string; type?: string; inputMode?: "numeric" | "tel" }) {
  return (
    <LabelledControl label={label} hint={hint} error={errors[name]} small>
      {(wiring) => <input {...wiring} name={name} type={type} inputMode={inputMode} defaultValue={values[name] ?? ""} className={inputClass} />}
    </LabelledControl>
  );
}

export default function AgentEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { id, agent, accounts, saved } = loaderData;
  const result = actionData as (EditorResult & { formKey: string }) | undefined;
  const values = result && !result.ok ? result.values : agent ? agentToValues(agent) : EMPTY_AGENT_VALUES;
  const errors = result && !result.ok ? result.fieldErrors : {};
  const heading = agent ? `Edit agent: ${agent.name.en}` : "New agent";
  return (
    <>
      <EditorHeading heading={heading} history={id > 0 ? historyPathOf("agent", String(id)) : null} saved={saved} error={result && !result.ok ? result.message : undefined} />
      <Form method="post" encType="multipart/form-data" key={result?.formKey ?? "loaded"} className="mt-6 space-y-4 rounded-lg border border-slate-300 bg-white p-4" aria-label="Agent">
        <CsrfField />
        <TextPair label="Name" names={{ en: "name.en", ar: "name.ar" }} defaults={values} errors={errors} />
        <TextPair label="Designation" names={{ en: "designation.en", ar: "designation.ar" }} defaults={values} errors={errors} hint="e.g. Senior Property Consultant" />
        <TextPair label="Biography" names={{ en: "bio.en", ar: "bio.ar" }} defaults={values} errors={errors} hint="Optional: a few plain sentences." />
        <ImageSlot label="Photo" field="photoFile" remove="removePhoto" current={agent?.photoPath} error={errors.photoFile ?? errors.photoPath} alt={agent ? `Photo of ${agent.name.en}` : "Photo"} />
        <Input name="languages" label="Languages" values={values} errors={errors} hint="Separated by commas, e.g. Arabic, English, Hindi" />
        <div className="grid gap-3 sm:grid-cols-2">
          <Input name="brn" label="BRN (RERA broker registration number)" values={values} errors={errors} inputMode="numeric" hint="Digits only" />
          <Input name="email" label="E-mail" type="email" values={values} errors={errors} />
          <Input name="countryCode" label="Country code" values={values} errors={errors} inputMode="numeric" hint="971 for the UAE" />
          <Input name="phone" label="Mobile number" values={values} errors={errors} inputMode="tel" hint="Without the country code, e.g. 501234567" />
          <Input name="whatsapp" label="WhatsApp number" values={values} errors={errors} inputMode="tel" hint="With the country code, e.g. 971501234567; empty: the mobile number" />
          <LabelledControl label="Staff account" hint="The account that works as this agent sees its listings and leads." error={errors.staffId} small>
            {(wiring) => (
              <select {...wiring} name="staffId" defaultValue={values.staffId ?? ""} className={inputClass}>
                <option value="">No account</option>
                {accounts.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.label}
                  </option>
                ))}
              </select>
            )}
          </LabelledControl>
        </div>
        <button type="submit" className={buttonClass}>
          {agent ? "Save agent" : "Create agent"}
        </button>
      </Form>
    </>
  );
}
