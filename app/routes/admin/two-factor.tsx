/**
 * /admin/two-factor: turns on two-step sign-in. Admins are sent here before anything else until
 * it is on; others come from their account page. The QR code is made on the server (an SVG data
 * URL); the secret is shown as text too, for apps that cannot scan.
 */
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/two-factor";
import { clientOf, dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { sessionCookie } from "../../modules/staff/sessions.server.ts";
import { confirmTotp, enrolmentSecret, StaffError } from "../../modules/staff/staff.server.ts";
import { totpEnrolment } from "../../modules/staff/totp.server.ts";
import { codeSchema } from "../../modules/staff/schemas.ts";
import { formErrors, type FieldErrors } from "../../ui/form-errors.ts";
import { readBrokerage } from "../../modules/content/pages/read-content.server.ts";
import { CsrfField } from "../../ui/admin/csrf-field.tsx";
import { buttonClass, Field } from "../../ui/admin/field.tsx";
import { useStaffForm } from "../../ui/admin/use-staff-form.ts";

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args);
  const db = dbOf(args);
  const secret = await enrolmentSecret(db, staff.staffId);
  if (!secret) throw redirect("/admin/account");
  const brokerage = await readBrokerage(db);
  const { qr } = await totpEnrolment(secret, staff.email, brokerage.name || "Back office");
  return { qr, secret: secret.replace(/(.{4})/g, "$1 ").trim(), required: staff.role === "admin" };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args);
  const form = await args.request.formData();
  const values = { code: String(form.get("code") ?? "") };
  const errors = formErrors(codeSchema, values);
  if (Object.keys(errors).length) return data<{ errors: FieldErrors }>({ errors }, { status: 400 });
  let token: string | null;
  try {
    token = await confirmTotp(dbOf(args), staff, values.code, clientOf(args));
  } catch (error) {
    if (error instanceof StaffError) return data<{ errors: FieldErrors }>({ errors: error.fieldErrors }, { status: 400 });
    throw error;
  }
  // Sessions begun with the password alone have ended: this browser goes on with a new one.
  throw redirect("/admin/account?done=totp", token ? { headers: { "Set-Cookie": sessionCookie(args, token) } } : undefined);
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const form = useStaffForm(codeSchema, { code: "" }, actionData?.errors);
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <title>Two-step sign-in</title>
      <h1 className="text-2xl font-bold text-slate-900">Turn on two-step sign-in</h1>
      {loaderData.required && <p className="mt-2 text-slate-700">Admin accounts need it before anything else.</p>}
      <ol className="mt-4 list-decimal space-y-2 ps-6 text-slate-800">
        <li>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…).</li>
        <li>Scan this code, or type the key below it.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="mt-4 flex flex-wrap items-start gap-6">
        <img src={loaderData.qr} width={200} height={200} alt="QR code to add this account to an authenticator app" className="rounded border border-slate-300" />
        <dl>
          <dt className="font-medium text-slate-800">Key</dt>
          <dd className="font-mono text-lg tracking-wide text-slate-900">{loaderData.secret}</dd>
        </dl>
      </div>
      <Form method="post" ref={form.ref} noValidate className="mt-6 max-w-sm space-y-4">
        <CsrfField />
        <Field form={form} name="code" label="6-digit code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        <button type="submit" className={buttonClass} disabled={form.invalid || busy}>
          Turn on
        </button>
      </Form>
    </>
  );
}
