/**
 * /admin/forgot-password: asks for a reset link. The answer is the same whether or not the
 * address has an account (and when the address or visitor asked too often: nothing is sent then).
 */
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { checkFormToken, clientOf, dbOf, formToken } from "../../modules/staff/require-staff.server.ts";
import { blockedFor, recordFailure, resetKeys } from "../../modules/staff/attempts.server.ts";
import { sendResetLink } from "../../modules/staff/staff.server.ts";
import { forgotSchema } from "../../modules/staff/schemas.ts";
import { formErrors, type FieldErrors } from "../../ui/form-errors.ts";
import { LINK_LIFETIME_MS } from "../../modules/staff/links.server.ts";
import { SignInFrame } from "../../modules/staff/admin-shell.tsx";
import { CsrfField } from "../../ui/admin/csrf-field.tsx";
import { buttonClass, Field, FormAlert } from "../../ui/admin/field.tsx";
import { useStaffForm } from "../../ui/admin/use-staff-form.ts";
import { AdminError } from "../../modules/staff/admin-error.tsx";

const SENT = `If an account uses that address, we have e-mailed it a link to choose a new password. The link works once, for ${LINK_LIFETIME_MS.reset / 60_000} minutes.`;

export function loader(args: Route.LoaderArgs) {
  const { csrf, headers } = formToken(args);
  return data({ csrf }, { headers });
}

type ActionData = { errors?: FieldErrors; sent?: string; values: { email: string } };

export async function action(args: Route.ActionArgs) {
  await checkFormToken(args);
  const form = await args.request.formData();
  const values = { email: String(form.get("email") ?? "") };
  const errors = formErrors(forgotSchema, values);
  if (Object.keys(errors).length) return data<ActionData>({ errors, values }, { status: 400 });
  const { email } = forgotSchema.parse(values);
  const db = dbOf(args);
  const keys = resetKeys(email, clientOf(args).ip);
  // Every request counts, so nobody can fill a colleague's inbox; the answer does not change.
  if ((await blockedFor(db, keys)) === 0) {
    await recordFailure(db, keys);
    await sendResetLink(db, email);
  }
  return { sent: SENT, values: { email: "" } } satisfies ActionData;
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const errors = actionData && "errors" in actionData ? actionData.errors : undefined;
  const form = useStaffForm(forgotSchema, { email: actionData?.values.email ?? "" }, errors);
  const busy = useNavigation().state === "submitting";
  return (
    <SignInFrame title="Forgot your password?">
      <Form method="post" ref={form.ref} noValidate className="space-y-4">
        <FormAlert message={actionData && "sent" in actionData ? actionData.sent : null} tone="ok" />
        <p className="text-slate-700">Enter the e-mail address of your back-office account and we will send you a link to choose a new password.</p>
        <CsrfField />
        <Field form={form} name="email" label="E-mail address" type="email" autoComplete="username" />
        <button type="submit" className={buttonClass} disabled={form.invalid || busy}>
          Send the link
        </button>
        <p>
          <a href="/admin/sign-in" className="font-medium text-brand-700 underline">
            Back to sign in
          </a>
        </p>
      </Form>
    </SignInFrame>
  );
}

export const ErrorBoundary = AdminError;
