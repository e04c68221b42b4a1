/**
 * /admin/account: the signed-in person's own account — name, password, two-step sign-in
 * (turn on: /admin/two-factor; turn off with a code, not for admins), sign out everywhere.
 * One action, the form's `intent` says which.
 */
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/account";
import { clientOf, dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { changePassword, disableTotp, renameStaff, signOutEverywhere, StaffError } from "../../modules/staff/staff.server.ts";
import { clearSessionCookie, sessionCookie } from "../../modules/staff/sessions.server.ts";
import { changePasswordSchema, codeSchema, nameSchema, PASSWORD_MIN, ROLE_LABELS } from "../../modules/staff/schemas.ts";
import { type FieldErrors } from "../../ui/form-errors.ts";
import { ENROL_PATH, SIGN_IN_PATH } from "../../modules/staff/paths.ts";
import { CsrfField } from "../../ui/admin/csrf-field.tsx";
import { buttonClass, Field, FormAlert, secondaryButtonClass } from "../../ui/admin/field.tsx";
import { useStaffForm, type StaffForm } from "../../ui/admin/use-staff-form.ts";

const DONE: Record<string, string> = {
  totp: "Two-step sign-in is on. You will be asked for a code each time you sign in.",
};

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args, { section: "account" });
  const done = new URL(args.request.url).searchParams.get("done") ?? "";
  return { name: staff.name, email: staff.email, role: staff.role, totpEnabled: staff.totpEnabled, notice: DONE[done] ?? null };
}

type Intent = "name" | "password" | "disable-totp";
type ActionData = { intent: Intent; errors?: FieldErrors; done?: string };

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, { section: "account" });
  const db = dbOf(args);
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  const field = (name: string) => String(form.get(name) ?? "");
  try {
    if (intent === "name") {
      await renameStaff(db, staff, field("name"));
      return { intent, done: "Your name is saved." } satisfies ActionData;
    }
    if (intent === "password") {
      const token = await changePassword(db, staff, { current: field("current"), password: field("password"), confirm: field("confirm") }, clientOf(args));
      // A new session id for this browser: one seen before the change is worth nothing after it.
      return data<ActionData>({ intent, done: "Your password is changed. Your other sessions have ended." }, { headers: { "Set-Cookie": sessionCookie(args, token) } });
    }
    if (intent === "disable-totp") {
      await disableTotp(db, staff, field("code"));
      return { intent, done: "Two-step sign-in is off." } satisfies ActionData;
    }
    if (intent === "sign-out-everywhere") {
      await signOutEverywhere(db, staff);
      throw redirect(`${SIGN_IN_PATH}?done=everywhere`, { headers: { "Set-Cookie": clearSessionCookie(args) } });
    }
  } catch (error) {
    if (error instanceof StaffError) return data<ActionData>({ intent: intent as Intent, errors: error.fieldErrors }, { status: 400 });
    throw error;
  }
  return data({ message: "Unknown request." }, { status: 400 });
}

function useIntent(actionData: unknown, intent: Intent): ActionData | undefined {
  const d = actionData as ActionData | undefined;
  return d?.intent === intent ? d : undefined;
}

/** A form of the page, named by its heading (`<intent>-heading`), its success shown above its fields. */
function TitledForm({ intent, title, form, result, children }: { intent: Intent; title: string; form: StaffForm; result?: ActionData; children: React.ReactNode }) {
  return (
    <Form method="post" ref={form.ref} noValidate className="space-y-3" aria-labelledby={`${intent}-heading`}>
      <h2 id={`${intent}-heading`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <FormAlert message={result?.done} tone="ok" />
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

function NameForm({ name, result }: { name: string; result?: ActionData }) {
  const form = useStaffForm(nameSchema, { name }, result?.errors);
  return (
    <TitledForm intent="name" title="Name" form={form} result={result}>
      <Field form={form} name="name" label="Your name" autoComplete="name" />
      <button type="submit" className={buttonClass} disabled={form.invalid}>
        Save name
      </button>
    </TitledForm>
  );
}

function PasswordForm({ result }: { result?: ActionData }) {
  const form = useStaffForm(changePasswordSchema, { current: "", password: "", confirm: "" }, result?.errors);
  return (
    <TitledForm intent="password" title="Password" form={form} result={result}>
      <Field form={form} name="current" label="Current password" type="password" autoComplete="current-password" />
      <Field form={form} name="password" label="New password" type="password" autoComplete="new-password" hint={`At least ${PASSWORD_MIN} characters; a few unrelated words make a good one.`} />
      <Field form={form} name="confirm" label="New password again" type="password" autoComplete="new-password" />
      <button type="submit" className={buttonClass} disabled={form.invalid}>
        Change password
      </button>
    </TitledForm>
  );
}

function DisableTotpForm({ result }: { result?: ActionData }) {
  const form = useStaffForm(codeSchema, { code: "" }, result?.errors);
  return (
    <Form method="post" ref={form.ref} noValidate className="mt-3 max-w-sm space-y-3">
      <CsrfField />
      <input type="hidden" name="intent" value="disable-totp" />
      <Field form={form} name="code" label="Code to turn it off" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
      <button type="submit" className={secondaryButtonClass} disabled={form.invalid}>
        Turn off two-step sign-in
      </button>
    </Form>
  );
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const totpResult = useIntent(actionData, "disable-totp");
  return (
    <>
      <title>My account</title>
      <h1 className="text-2xl font-bold text-slate-900">My account</h1>
      <p className="mt-2 text-slate-700">
        {loaderData.email} · {ROLE_LABELS[loaderData.role]}
      </p>
      <div className="mt-6 grid max-w-xl gap-8" aria-busy={busy}>
        <NameForm name={loaderData.name} result={useIntent(actionData, "name")} />
        <PasswordForm result={useIntent(actionData, "password")} />
        <section aria-labelledby="totp-heading">
          <h2 id="totp-heading" className="text-lg font-semibold text-slate-900">
            Two-step sign-in
          </h2>
          <FormAlert message={loaderData.notice ?? totpResult?.done} tone="ok" />
          {loaderData.totpEnabled ? (
            <>
              <p className="mt-2 text-slate-700">On: you enter a code from your authenticator app when you sign in.</p>
              {loaderData.role === "admin" ? <p className="mt-2 text-slate-700">Admin accounts must keep it on.</p> : <DisableTotpForm result={totpResult} />}
            </>
          ) : (
            <>
              <p className="mt-2 text-slate-700">Off: only your password protects this account.</p>
              <a href={ENROL_PATH} className={`mt-3 inline-block ${buttonClass}`}>
                Turn on two-step sign-in
              </a>
            </>
          )}
        </section>
        <Form method="post" className="space-y-3" aria-labelledby="everywhere-heading">
          <h2 id="everywhere-heading" className="text-lg font-semibold text-slate-900">
            Sessions
          </h2>
          <p className="text-slate-700">Signs you out on every computer and phone, this one included.</p>
          <CsrfField />
          <input type="hidden" name="intent" value="sign-out-everywhere" />
          <button type="submit" className={secondaryButtonClass}>
            Sign out everywhere
          </button>
        </Form>
      </div>
    </>
  );
}
