/**
 * /admin/lead-routing (admins): who gets a lead its listing gives no agent (a contact message, a
 * listing whose agent has left). Rules by area, by project or for any lead, in the order the admin
 * sets, first match wins; a rule with several agents takes turns; a fallback agent for the rest.
 * Also the response period: leads unanswered after it are overdue (dashboard, inbox, a mail to the
 * admin). Every change is audited. Posts without JavaScript.
 */
import { data, Form } from "react-router";
import type { Route } from "./+types/lead-routing";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { changeRouting, readRouting } from "../../modules/leads/index.server.ts";
import { routingPostOf } from "../../modules/leads/routing/routing-form.server.ts";
import { RESPONSE_HOURS_MAX } from "../../modules/leads/routing/routing-limits.ts";
import { CsrfField } from "../../ui/admin/csrf-field.tsx";
import { buttonClass, FormAlert, inputClass, secondaryButtonClass } from "../../ui/admin/field.tsx";
import { PageSection } from "../../ui/admin/page-section.tsx";

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { section: "routing" });
  return readRouting(dbOf(args));
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, { section: "routing" });
  const result = await changeRouting(dbOf(args), staff, routingPostOf(await args.request.formData()));
  return data(result, { status: result.ok ? 200 : 400 });
}

type View = Route.ComponentProps["loaderData"];

function RuleActions({ id, position, count }: { id: number; position: number; count: number }) {
  const button = (intent: string, label: string, disabled = false) => (
    <Form method="post">
      <CsrfField />
      <input type="hidden" name="ruleId" value={id} />
      <button type="submit" name="intent" value={intent} disabled={disabled} className={secondaryButtonClass} aria-label={`${label} rule ${position}`}>
        {label}
      </button>
    </Form>
  );
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {button("up", "Move up", position === 1)}
      {button("down", "Move down", position === count)}
      {button("remove", "Remove")}
    </div>
  );
}

function Rules({ rules }: { rules: View["rules"] }) {
  if (!rules.length) return <p className="text-slate-700">No rules yet: leads without a listing's agent go to the fallback agent.</p>;
  return (
    <ol className="space-y-3">
      {rules.map((r, i) => (
        <li key={r.id} className="rounded-lg border border-slate-300 bg-white p-4">
          <p className="font-semibold text-slate-900">
            Rule {i + 1}: {r.matchLabel} → {r.agents.map((a) => a.name).join(", ")}
            {r.roundRobin && <span className="ms-2 rounded bg-slate-100 px-2 py-0.5 text-sm font-normal text-slate-700">Round-robin</span>}
          </p>
          <RuleActions id={r.id} position={i + 1} count={rules.length} />
        </li>
      ))}
    </ol>
  );
}

function AddRule({ view, errors }: { view: View; errors: Record<string, string> }) {
  return (
    <Form method="post" className="space-y-3 rounded-lg border border-slate-300 bg-white p-4" aria-label="Add a rule">
      <CsrfField />
      <label className="block text-sm font-medium text-slate-800">
        Leads about
        <select name="match" className={inputClass} defaultValue="any" aria-invalid={errors.match ? true : undefined}>
          <option value="any">Any lead</option>
          <optgroup label="Area">
            {view.areas.map((a) => <option key={a.id} value={`area:${a.id}`}>{`Area: ${a.name}`}</option>)}
          </optgroup>
          <optgroup label="Project">
            {view.projects.map((p) => <option key={p.id} value={`project:${p.id}`}>{`Project: ${p.name}`}</option>)}
          </optgroup>
        </select>
      </label>
      {errors.match && <p className="text-sm text-red-700">{errors.match}</p>}
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Go to (several agents take turns)</legend>
        <div className="mt-1 grid gap-1 sm:grid-cols-2">
          {view.agents.map((a) => (
            <label key={a.id} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" name="agentIds" value={a.id} />
              {a.name}
            </label>
          ))}
        </div>
        {errors.agentIds && <p className="mt-1 text-sm text-red-700">{errors.agentIds}</p>}
      </fieldset>
      <button type="submit" name="intent" value="add" className={buttonClass}>Add rule</button>
    </Form>
  );
}

function Settings({ view, errors }: { view: View; errors: Record<string, string> }) {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3" aria-label="Fallback and response period">
      <CsrfField />
      <label className="block text-sm font-medium text-slate-800">
        Fallback agent
        <select name="fallbackAgentId" className={inputClass} defaultValue={view.fallbackAgentId ?? ""}>
          <option value="">None (the lead stays unassigned)</option>
          {view.agents.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-800">
        Answer leads within (hours)
        <input name="responseHours" type="number" min={1} max={RESPONSE_HOURS_MAX} required defaultValue={view.responseHours} className={inputClass} aria-invalid={errors.responseHours ? true : undefined} />
      </label>
      <button type="submit" name="intent" value="settings" className={buttonClass}>Save</button>
      {(errors.responseHours || errors.fallbackAgentId) && <p className="w-full text-sm text-red-700">{errors.responseHours ?? errors.fallbackAgentId}</p>}
    </Form>
  );
}

export default function LeadRoutingPage({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData && !actionData.ok ? actionData.errors : {};
  return (
    <>
      <title>Lead routing</title>
      <h1 className="text-2xl font-bold text-slate-900">Lead routing</h1>
      <p className="mt-2 text-slate-700">A lead goes to its listing&apos;s agent. A lead without one (a contact message, an agent who has left) goes by the first rule below that matches it, else to the fallback agent.</p>
      <div className="mt-3 space-y-2">
        <FormAlert message={actionData?.ok ? actionData.message : null} tone="ok" />
        <FormAlert message={errors.form} />
      </div>
      <PageSection id="rules" title="Rules (first match wins)">
        <Rules rules={loaderData.rules} />
      </PageSection>
      <PageSection id="add-rule" title="Add a rule">
        <AddRule view={loaderData} errors={errors} />
      </PageSection>
      <PageSection id="routing-settings" title="Fallback and response period">
        <Settings view={loaderData} errors={errors} />
      </PageSection>
    </>
  );
}
