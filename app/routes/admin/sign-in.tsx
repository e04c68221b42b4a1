/** /admin/sign-in: e-mail and password (then the code step when the account has a second factor). */
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/sign-in";
import { checkFormToken, clientOf, currentStaff, dbOf, formToken } from "../../modules/staff/require-staff.server.ts";
import { refusalInit, signIn } from "../../modules/staff/sign-in.server.ts";
import { sessionCookie } from "../../modules/staff/sessions.server.ts";
import { signInSchema } from "../../modules/staff/schemas.ts";
import { formErrors, type FieldErrors } from "../../ui/form-errors.ts";
import { safeRedirect, SECOND_FACTOR_PATH } from "../../modules/staff/paths.ts";
import { SignInFrame } from "../../modules/staff/admin-shell.tsx";
import { CsrfField } from "../../ui/admin/csrf-field.tsx";
import { buttonClass, Field, FormAlert } from "../../ui/admin/field.tsx";
import { useStaffForm } from "../../ui/admin/use-staff-form.ts";
import { AdminError } from "../../modules/staff/admin-error.tsx";

const NOTICES: Record<string, string> = {
  "signed-out": "You are signed out.",
  everywhere: "You are signed out on every device.",
};

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  if (await currentStaff(args)) throw redirect(safeRedirect(url.searchParams.get("redirectTo")));
  const { csrf, headers } = formToken(args);
  return data({ csrf, redirectTo: url.searchParams.get("redirectTo") ?? "", notice: NOTICES[url.searchParams.get("done") ?? ""] ?? null }, { headers });
}

/** A hold's Retry-After (429) reaches the browser: an action's headers are the page's only through this export. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retry = actionHeaders.get("Retry-After");
  return retry ? new Headers({ "Retry-After": retry }) : new Headers();
};

type ActionData = { errors?: FieldErrors; message?: string; values: { email: string } };

export async function action(args: Route.ActionArgs) {
  await checkFormToken(args);
  const form = await args.request.formData();
  const values = { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") };
  const errors = formErrors(signInSchema, values);
  if (Object.keys(errors).length) return data<ActionData>({ errors, values: { email: values.email } }, { status: 400 });
  const result = await signIn(dbOf(args), signInSchema.parse(values), clientOf(args));
  if (result.kind === "refused") return data<ActionData>({ message: result.message, values: { email: values.email } }, refusalInit(result));
  const to = safeRedirect(String(form.get("redirectTo") ?? ""));
  const headers = { "Set-Cookie": sessionCookie(args, result.token) };
  if (result.kind === "second-factor") throw redirect(`${SECOND_FACTOR_PATH}?redirectTo=${encodeURIComponent(to)}`, { headers });
  throw redirect(to, { headers });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const form = useStaffForm(signInSchema, { email: actionData?.values.email ?? "", password: "" }, actionData?.errors);
  const busy = useNavigation().state === "submitting";
  return (
    <SignInFrame title="Sign in">
      <Form method="post" ref={form.ref} noValidate className="space-y-4">
        <FormAlert message={loaderData.notice} tone="ok" />
        <FormAlert message={actionData?.message} />
        <CsrfField />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <Field form={form} name="email" label="E-mail address" type="email" autoComplete="username" />
        <Field form={form} name="password" label="Password" type="password" autoComplete="current-password" />
        <button type="submit" className={buttonClass} disabled={form.invalid || busy}>
          Sign in
        </button>
        <p>
          <a href="/admin/forgot-password" className="font-medium text-brand-700 underline">
            Forgot your password?
          </a>
        </p>
      </Form>
    </SignInFrame>
  );
}

export const ErrorBoundary = AdminError;
