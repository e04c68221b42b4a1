/** /admin/reset-password/<token>: choose a password from an e-mailed link (a reset, or a new account's invitation). */
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { checkFormToken, clientOf, dbOf, formToken } from "../../modules/staff/require-staff.server.ts";
import { readLink } from "../../modules/staff/links.server.ts";
import { setPasswordWithLink, StaffError } from "../../modules/staff/staff.server.ts";
import { newPasswordSchema, PASSWORD_MIN } from "../../modules/staff/schemas.ts";
import { formErrors, type FieldErrors } from "../../ui/form-errors.ts";
import { SECOND_FACTOR_PATH } from "../../modules/staff/paths.ts";
import { signInWithLink } from "../../modules/staff/sign-in.server.ts";
import { sessionCookie } from "../../modules/staff/sessions.server.ts";
import { SignInFrame } from "../../modules/staff/admin-shell.tsx";
import { CsrfField } from "../../ui/admin/csrf-field.tsx";
import { buttonClass, Field, FormAlert } from "../../ui/admin/field.tsx";
import { useStaffForm } from "../../ui/admin/use-staff-form.ts";
import { AdminError } from "../../modules/staff/admin-error.tsx";

const EXPIRED = "This link has expired or was already used. Ask for a new one.";

export async function loader(args: Route.LoaderArgs) {
  const link = await readLink(dbOf(args), args.params.token);
  const { csrf, headers } = formToken(args);
  return data({ csrf, link: link ? { purpose: link.purpose, email: link.email } : null }, { headers });
}

type ActionData = { errors?: FieldErrors; message?: string };

export async function action(args: Route.ActionArgs) {
  await checkFormToken(args);
  const form = await args.request.formData();
  const values = { password: String(form.get("password") ?? ""), confirm: String(form.get("confirm") ?? "") };
  const errors = formErrors(newPasswordSchema, values);
  if (Object.keys(errors).length) return data<ActionData>({ errors }, { status: 400 });
  let account: { staffId: number } | false;
  try {
    account = await setPasswordWithLink(dbOf(args), args.params.token, values);
  } catch (error) {
    if (error instanceof StaffError) return data<ActionData>({ errors: error.fieldErrors }, { status: 400 });
    throw error;
  }
  if (!account) return data<ActionData>({ message: EXPIRED }, { status: 400 });
  // The link proved the mailbox: signed in from here (the code still asked for when the account has one), so a held account gets back in.
  const next = await signInWithLink(dbOf(args), account.staffId, clientOf(args));
  const headers = { "Set-Cookie": sessionCookie(args, next.token) };
  throw redirect(next.kind === "second-factor" ? SECOND_FACTOR_PATH : "/admin", { headers });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const form = useStaffForm(newPasswordSchema, { password: "", confirm: "" }, actionData?.errors);
  const busy = useNavigation().state === "submitting";
  const { link } = loaderData;
  const title = link?.purpose === "invite" ? "Set your password" : "Choose a new password";
  if (!link)
    return (
      <SignInFrame title="Link expired">
        <p className="text-slate-700">{EXPIRED}</p>
        <p className="mt-4">
          <a href="/admin/forgot-password" className="font-medium text-brand-700 underline">
            Ask for a new link
          </a>
        </p>
      </SignInFrame>
    );
  return (
    <SignInFrame title={title}>
      <Form method="post" ref={form.ref} noValidate className="space-y-4">
        <FormAlert message={actionData?.message} />
        <p className="text-slate-700">
          For <strong>{link.email}</strong>.
        </p>
        <CsrfField />
        <Field form={form} name="password" label="New password" type="password" autoComplete="new-password" hint={`At least ${PASSWORD_MIN} characters; a few unrelated words make a good one.`} />
        <Field form={form} name="confirm" label="New password again" type="password" autoComplete="new-password" />
        <button type="submit" className={buttonClass} disabled={form.invalid || busy}>
          Save the password
        </button>
      </Form>
    </SignInFrame>
  );
}

export const ErrorBoundary = AdminError;
