/**
 * /admin/staff (admins only): the staff accounts; create one (the person gets an e-mailed link to
 * set a password; an agent account works as one agent profile, one account per profile);
 * deactivate (its sessions end at once) and reactivate.
 */
import { StaffTable } from "../../ui/admin/staff-table.tsx";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/staff";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { agentChoices, createStaff, listStaff, setStaffActive, StaffError } from "../../modules/staff/staff.server.ts";
import { createStaffSchema, ROLE_LABELS, STAFF_ROLES } from "../../modules/staff/schemas.ts";
import { type FieldErrors } from "../../ui/form-errors.ts";
import { CsrfField } from "../../ui/admin/csrf-field.tsx";
import { buttonClass, Field, FormAlert, SelectField, secondaryButtonClass } from "../../ui/admin/field.tsx";
import { useStaffForm } from "../../ui/admin/use-staff-form.ts";

export async function loader(args: Route.LoaderArgs) {
  const me = await requireStaff(args, { section: "staff" });
  const db = dbOf(args);
  const [staff, agents] = await Promise.all([listStaff(db), agentChoices(db)]);
  return { me: me.staffId, staff, agents };
}

type Values = { email: string; name: string; role: string; agentId: string };
type ActionData = { intent: "create" | "active"; errors?: FieldErrors; values?: Values; done?: string };

export async function action(args: Route.ActionArgs) {
  const me = await requireStaff(args, { section: "staff" });
  const db = dbOf(args);
  const form = await args.request.formData();
  const field = (name: string) => String(form.get(name) ?? "");
  const intent = field("intent");
  if (intent === "create") {
    const values: Values = { email: field("email"), name: field("name"), role: field("role"), agentId: field("agentId") };
    try {
      await createStaff(db, me, values);
    } catch (error) {
      if (error instanceof StaffError) return data<ActionData>({ intent, errors: error.fieldErrors, values }, { status: 400 });
      throw error;
    }
    return {
      intent,
      done: `Account created for ${values.email.trim().toLowerCase()}. We have e-mailed them a link to set their password.`,
    } satisfies ActionData;
  }
  if (intent === "deactivate" || intent === "reactivate") {
    const id = Number(field("id"));
    if (!Number.isSafeInteger(id) || id <= 0)
      return data<ActionData>({ intent: "active", errors: { form: "Unknown account." } }, { status: 400 });
    try {
      await setStaffActive(db, me, id, intent === "reactivate");
    } catch (error) {
      if (error instanceof StaffError) return data<ActionData>({ intent: "active", errors: error.fieldErrors }, { status: 400 });
      throw error;
    }
    return {
      intent: "active",
      done: intent === "reactivate" ? "Account reactivated." : "Account deactivated; its sessions have ended.",
    } satisfies ActionData;
  }
  return data<ActionData>({ intent: "active", errors: { form: "Unknown request." } }, { status: 400 });
}

function CreateForm({ agents, result }: { agents: Array<{ id: number; name: string; taken: boolean }>; result?: ActionData }) {
  const form = useStaffForm(
    createStaffSchema,
    result?.values ?? { email: "", name: "", role: "editor", agentId: "" },
    result?.errors,
  );
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" ref={form.ref} noValidate className="max-w-xl space-y-4" aria-labelledby="create-heading">
      <h2 id="create-heading" className="text-lg font-semibold text-slate-900">
        Create an account
      </h2>
      <FormAlert message={result?.done} tone="ok" />
      <CsrfField />
      <input type="hidden" name="intent" value="create" />
      <Field form={form} name="email" label="E-mail address" type="email" autoComplete="off" />
      <Field form={form} name="name" label="Name" autoComplete="off" />
      <SelectField
        form={form}
        name="role"
        label="Role"
        options={STAFF_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
        hint="Admin: everything. Editor: all listings, projects and content. Agent: own listings and leads."
      />
      <SelectField
        form={form}
        name="agentId"
        label="Agent profile"
        hint="Only for an agent account: the public profile it works as."
        options={[
          { value: "", label: "None" },
          ...agents.map((a) => ({
            value: String(a.id),
            label: a.taken ? `${a.name} (has an account)` : a.name,
            disabled: a.taken,
          })),
        ]}
      />
      <button type="submit" className={buttonClass} disabled={form.invalid || busy}>
        Create account
      </button>
    </Form>
  );
}

export default function StaffPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionData | undefined;
  const create = result?.intent === "create" ? result : undefined;
  const active = result?.intent === "active" ? result : undefined;
  return (
    <>
      <title>Staff</title>
      <h1 className="text-2xl font-bold text-slate-900">Staff</h1>
      <FormAlert message={active?.done} tone="ok" />
      <FormAlert message={active?.errors?.form} />
      <div className="relative mt-4 overflow-x-auto">
        <StaffTable
          caption="Staff accounts"
          headers={["Name", "E-mail", "Role", "Agent profile", "Status", { hidden: "Actions" }]}
          className="w-full min-w-[40rem]"
        >
          {loaderData.staff.map((s) => (
            <tr key={s.id} className="border-b border-slate-200">
              <th scope="row" className="p-2 text-start font-medium">
                {s.name}
              </th>
              <td className="p-2">{s.email}</td>
              <td className="p-2">{ROLE_LABELS[s.role]}</td>
              <td className="p-2">{s.agentName ?? "—"}</td>
              <td className="p-2">
                {!s.isActive ? "Deactivated" : !s.hasPassword ? "Invited" : s.totpEnabled ? "Active, two-step" : "Active"}
              </td>
              <td className="p-2">
                {s.id !== loaderData.me && (
                  <Form method="post">
                    <CsrfField />
                    <input type="hidden" name="id" value={s.id} />
                    <button
                      type="submit"
                      name="intent"
                      value={s.isActive ? "deactivate" : "reactivate"}
                      className={secondaryButtonClass}
                      aria-label={`${s.isActive ? "Deactivate" : "Reactivate"} ${s.name}`}
                    >
                      {s.isActive ? "Deactivate" : "Reactivate"}
                    </button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </StaffTable>
      </div>
      <div className="mt-8">
        <CreateForm agents={loaderData.agents} result={create} />
      </div>
    </>
  );
}
