/**
 * /admin/leads/:id: one lead: its details and message, its status, its agent (admins and
 * editors assign), notes, and its history newest first. A lead outside the account's scope is a
 * 404, the same as an unknown id, so a URL says nothing about leads one may not see. Each form posts
 * to this action (works without JavaScript); a refusal shows its messages beside the fields.
 */
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/lead";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { agentChoices } from "../../modules/staff/staff.server.ts";
import type { FieldErrors } from "../../ui/form-errors.ts";
import { addLeadNote, assignLead, getLead, InboxError, leadHistory, setLeadStatus } from "../../modules/leads/inbox/lead-inbox.server.ts";
import { seesAllLeads } from "../../modules/staff/scope.ts";
import { answerViewing, viewingChoices, viewingOf } from "../../modules/leads/index.server.ts";
import { ViewingAnswer } from "../../modules/leads/admin/viewing-answer.tsx";
import { firstResponseMinutes, formatDuration } from "../../modules/leads/inbox/first-response.ts";
import {
  LEAD_STATUSES,
  NOTE_MAX,
  noteSchema,
  setStatusSchema,
  type LeadStatus,
  type SetStatusInput,
} from "../../modules/leads/inbox/inbox-forms.ts";
import { CsrfField } from "../../ui/admin/csrf-field.tsx";
import { PageSection } from "../../ui/admin/page-section.tsx";
import { buttonClass, FormAlert, SelectField, TextAreaField } from "../../ui/admin/field.tsx";
import { useStaffForm, type StaffForm } from "../../ui/admin/use-staff-form.ts";
import {
  DubaiTime,
  historyText,
  KIND_LABELS,
  ListingLink,
  STATUS_LABELS,
} from "../../modules/leads/admin/lead-parts.tsx";
import { Breakable } from "../../ui/admin/long-text.tsx";
import { LeadContactButtons } from "../../modules/leads/admin/lead-contact.tsx";
import * as zm from "zod/mini";

/** The assignment select's check in the browser ("none" or an agent's id; the service checks the id). */
const assignChoice = zm.object({ agentId: zm.string().check(zm.regex(/^(none|\d+)$/, "Choose an agent.")) });

function leadId(params: { id?: string }): number {
  const id = /^\d{1,15}$/.test(params.id ?? "") ? Number(params.id) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw data({ message: "No such lead." }, { status: 404 });
  return id;
}

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args, { section: "leads" });
  const db = dbOf(args);
  const id = leadId(args.params);
  const [lead, history] = await Promise.all([getLead(db, staff, id), leadHistory(db, staff, id)]);
  if (!lead || !history) throw data({ message: "No such lead." }, { status: 404 });
  const seesAll = seesAllLeads(staff);
  const agents = seesAll ? (await agentChoices(db)).map(({ id, name }) => ({ id, name })) : [];
  const viewing = lead.kind === "viewing" ? await viewingOf(db, id) : null;
  const choices = viewing ? await viewingChoices(db, "en") : null;
  const responded = firstResponseMinutes(lead.createdAt, history);
  return { lead, history: history.slice().reverse(), agents, canAssign: seesAll, viewing, choices, firstResponse: responded === null ? null : formatDuration(responded) };
}

type Intent = "status" | "assign" | "note" | "viewing";
type ActionData = { intent: Intent; errors?: FieldErrors; values?: Record<string, string>; done?: string };

const firsts = (errors: Record<string, string[]>): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[0] ?? ""]));

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, { section: "leads" });
  const db = dbOf(args);
  const id = leadId(args.params);
  const form = await args.request.formData();
  const field = (name: string) => String(form.get(name) ?? "");
  const intent = field("intent");
  const values = Object.fromEntries(["status", "note", "agentId", "text", "day", "time", "answer"].map((k) => [k, field(k)]));
  try {
    if (intent === "status") {
      // The service checks the value against its schema; the cast only names the type it will check for.
      const r = await setLeadStatus(db, staff, id, { status: field("status") as SetStatusInput["status"], note: field("note") });
      return {
        intent,
        done: r.changed ? `Status saved: ${STATUS_LABELS[field("status") as LeadStatus]}.` : "The status was already that.",
      } satisfies ActionData;
    }
    if (intent === "assign") {
      const agent = field("agentId");
      const r = await assignLead(db, staff, id, { agentId: agent === "none" ? null : agent });
      return { intent, done: r.changed ? "Lead assigned." : "The lead was already with that agent." } satisfies ActionData;
    }
    if (intent === "viewing") {
      const r = await answerViewing(db, staff, id, { answer: field("answer"), day: field("day"), time: field("time") });
      return { intent, done: r.status === "confirmed" ? "Viewing confirmed: the visitor is e-mailed." : "New time proposed: the visitor is e-mailed." } satisfies ActionData;
    }
    if (intent === "note") {
      await addLeadNote(db, staff, id, { text: field("text") });
      return { intent, done: "Note added." } satisfies ActionData;
    }
  } catch (error) {
    if (!(error instanceof InboxError)) throw error;
    if (error.code === "not_found") throw data({ message: "No such lead." }, { status: 404 });
    if (error.code === "forbidden") throw data({ message: error.message }, { status: 403 });
    const errors = error.code === "conflict" ? { form: error.message } : { form: error.message, ...firsts(error.fieldErrors) };
    return data<ActionData>({ intent: intent as Intent, errors, values }, { status: error.code === "conflict" ? 409 : 400 });
  }
  return data<ActionData>({ intent: "note", errors: { form: "Unknown request." } }, { status: 400 });
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-300 bg-white p-4">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}

/**
 * One of the page's forms: it posts its intent with the anti-forgery token and shows the action's
 * refusal or success above its fields. With `form` (its fields' hook) the browser leaves the
 * checking to the hook, and a refused post focuses the first field with a message.
 */
function LeadForm({ intent, result, form, children }: { intent: Intent; result?: ActionData; form?: StaffForm; children: React.ReactNode }) {
  return (
    <Form method="post" ref={form?.ref} noValidate={form !== undefined} className="space-y-3">
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <FormAlert message={result?.errors?.form} />
      <FormAlert message={result?.done} tone="ok" />
      {children}
    </Form>
  );
}

function StatusForm({ status, result }: { status: string; result?: ActionData }) {
  const form = useStaffForm(
    setStatusSchema,
    result?.values ? { status: result.values.status ?? status, note: result.values.note ?? "" } : { status, note: "" },
    result?.errors,
  );
  const busy = useNavigation().state === "submitting";
  return (
    <LeadForm intent="status" result={result} form={form}>
      <SelectField
        form={form}
        name="status"
        label="Status"
        options={LEAD_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
      />
      <TextAreaField
        form={form}
        name="note"
        label="Why (optional)"
        hint="Kept in the history, e.g. what the lead was lost to."
        rows={2}
        maxLength={NOTE_MAX}
      />
      <button type="submit" className={buttonClass} disabled={form.invalid || busy}>
        Save status
      </button>
    </LeadForm>
  );
}

function AssignForm({
  agentId,
  agents,
  result,
}: {
  agentId: number | null;
  agents: Array<{ id: number; name: string }>;
  result?: ActionData;
}) {
  const initial = { agentId: result?.values?.agentId ?? (agentId === null ? "none" : String(agentId)) };
  const form = useStaffForm(assignChoice, initial, result?.errors);
  return (
    <LeadForm intent="assign" result={result}>
      <SelectField
        form={form}
        name="agentId"
        label="Agent"
        options={[{ value: "none", label: "No agent" }, ...agents.map((a) => ({ value: String(a.id), label: a.name }))]}
      />
      <button type="submit" className={buttonClass}>
        Assign
      </button>
    </LeadForm>
  );
}

function NoteForm({ result }: { result?: ActionData }) {
  // After a note is added the form starts empty again (its key changes with each success).
  const form = useStaffForm(noteSchema, { text: result?.values?.text ?? "" }, result?.errors);
  const busy = useNavigation().state === "submitting";
  return (
    <LeadForm intent="note" result={result} form={form}>
      <TextAreaField form={form} name="text" label="Note" maxLength={NOTE_MAX} />
      <button type="submit" className={buttonClass} disabled={busy}>
        Add note
      </button>
    </LeadForm>
  );
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, history, agents, canAssign, viewing, choices } = loaderData;
  const result = actionData as ActionData | undefined;
  const of = (intent: Intent) => (result?.intent === intent ? result : undefined);
  return (
    <>
      <title>{`Lead: ${lead.name}`}</title>
      <p>
        <a href="/admin/leads" className="text-brand-700 underline">
          ← All leads
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-words text-slate-900">{lead.name}</h1>
      <LeadContactButtons lead={lead} />
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <LeadDetails lead={lead} firstResponse={loaderData.firstResponse} />
        <div className="space-y-4">
          {viewing && choices && (
            <Section title="Viewing">
              <ViewingAnswer viewing={viewing} choices={choices} result={of("viewing")} />
            </Section>
          )}
          <Section title="Change the status">
            <StatusForm status={lead.status} result={of("status")} />
          </Section>
          {canAssign && (
            <Section title="Assign to an agent">
              <AssignForm agentId={lead.agent?.id ?? null} agents={agents} result={of("assign")} />
            </Section>
          )}
          <Section title="Add a note">
            <NoteForm key={of("note")?.done ? history.length : "note"} result={of("note")} />
          </Section>
        </div>
      </div>
      <LeadHistory history={history} />
    </>
  );
}

type Data = Route.ComponentProps["loaderData"];

/** Who sent the lead, how to reach them, what about and where from, and their message. */
function LeadDetails({ lead, firstResponse }: { lead: Data["lead"]; firstResponse: string | null }) {
  const facts: Array<[string, React.ReactNode]> = [
    ["Received", <DubaiTime key="t" at={lead.createdAt} />],
    ["First response", firstResponse ? `after ${firstResponse}` : "Not yet answered"],
    ["Kind", KIND_LABELS[lead.kind]],
    [
      "E-mail",
      <a key="e" href={`mailto:${lead.email}`} className="text-brand-700 underline">
        <Breakable text={lead.email} />
      </a>,
    ],
    [
      "Phone",
      lead.phone ? (
        <a key="p" href={`tel:${lead.phone.replace(/\s/g, "")}`} className="whitespace-nowrap text-brand-700 underline">
          {lead.phone}
        </a>
      ) : (
        "—"
      ),
    ],
    ["Country", lead.country ?? "—"],
    ["Listing", <ListingLink key="l" listing={lead.listing} />],
    ["Agent", lead.agent?.name ?? "—"],
    ["Status", STATUS_LABELS[lead.status]],
    ["Sent from", lead.pageUrl ? <Breakable key="u" text={lead.pageUrl} /> : "—"],
  ];
  return (
    <Section title="Details">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-slate-600">{k}</dt>
            <dd className="min-w-0 break-words">{v}</dd>
          </div>
        ))}
      </dl>
      <h3 className="font-semibold text-slate-900">Message</h3>
      <p className="whitespace-pre-wrap break-words text-slate-800">{lead.message || "—"}</p>
    </Section>
  );
}

/** What happened to the lead, oldest first: status changes, assignments and notes, by whom. */
function LeadHistory({ history }: { history: Data["history"] }) {
  return (
    <PageSection id="history-heading" title="History">
      <ol className="mt-3 space-y-2">
        {history.map((e) => (
          <li key={e.id} className="rounded-md border border-slate-200 bg-white p-3 text-sm">
            <p>
              <span className="font-semibold">{historyText(e)}</span> · <DubaiTime at={e.at} /> ·{" "}
              {e.staff?.name ?? "the system"}
            </p>
            {e.note && <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{e.note}</p>}
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
