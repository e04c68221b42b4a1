/** /admin/sign-in/code: the second step, the 6-digit code from the authenticator app. */
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/sign-in-code";
import { checkFormToken, clientOf, dbOf } from "../../modules/staff/require-staff.server.ts";
import { completeSignIn, pendingSignIn, refusalInit } from "../../modules/staff/sign-in.server.ts";
import { readCookie, SESSION_COOKIE, sessionCookie } from "../../modules/staff/sessions.server.ts";
import { codeSchema } from "../../modules/staff/schemas.ts";
import { formErrors, type FieldErrors } from "../../ui/form-errors.ts";
import { safeRedirect, SIGN_IN_PATH } from "../../modules/staff/paths.ts";
import { SignInFrame } from "../../modules/staff/admin-shell.tsx";
import { CsrfField } from "../../ui/admin/csrf-field.tsx";
import { buttonClass, Field, FormAlert } from "../../ui/admin/field.tsx";
import { useStaffForm } from "../../ui/admin/use-staff-form.ts";
import { AdminError } from "../../modules/staff/admin-error.tsx";

export async function loader(args: Route.LoaderArgs) {
  const pending = await pendingSignIn(dbOf(args), readCookie(args.request, SESSION_COOKIE));
  if (!pending) throw redirect(SIGN_IN_PATH);
  return { csrf: pending.csrf, redirectTo: new URL(args.request.url).searchParams.get("redirectTo") ?? "" };
}

/** A hold's Retry-After (429) reaches the browser: an action's headers are the page's only through this export. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retry = actionHeaders.get("Retry-After");
  return retry ? new Headers({ "Retry-After": retry }) : new Headers();
};

type ActionData = { errors?: FieldErrors; message?: string };

export async function action(args: Route.ActionArgs) {
  const db = dbOf(args);
  const pending = await pendingSignIn(db, readCookie(args.request, SESSION_COOKIE));
  if (!pending) throw redirect(SIGN_IN_PATH);
  await checkFormToken(args, pending.csrf);
  const form = await args.request.formData();
  const values = { code: String(form.get("code") ?? "") };
  const errors = formErrors(codeSchema, values);
  if (Object.keys(errors).length) return data<ActionData>({ errors }, { status: 400 });
  const result = await completeSignIn(db, codeSchema.parse(values).code, clientOf(args));
  if (result.kind === "refused") {
    if (result.restart) throw redirect(SIGN_IN_PATH);
    return data<ActionData>({ message: result.message }, refusalInit(result));
  }
  throw redirect(safeRedirect(String(form.get("redirectTo") ?? "")), { headers: { "Set-Cookie": sessionCookie(args, result.token) } });
}

export default function SignInCode({ loaderData, actionData }: Route.ComponentProps) {
  const form = useStaffForm(codeSchema, { code: "" }, actionData?.errors);
  const busy = useNavigation().state === "submitting";
  return (
    <SignInFrame title="Enter your code">
      <Form method="post" ref={form.ref} noValidate className="space-y-4">
        <FormAlert message={actionData?.message} />
        <CsrfField />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <Field form={form} name="code" label="6-digit code" hint="From the authenticator app on your phone." inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
        <button type="submit" className={buttonClass} disabled={form.invalid || busy}>
          Continue
        </button>
        <p>
          <a href={SIGN_IN_PATH} className="font-medium text-brand-700 underline">
            Start again
          </a>
        </p>
      </Form>
    </SignInFrame>
  );
}

export const ErrorBoundary = AdminError;
