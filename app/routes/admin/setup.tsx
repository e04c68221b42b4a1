/**
 * /admin/setup: the brokerage's identity and its first admin in one form, while no admin exists,
 * for whoever holds the set-up token the server printed in its log (app/modules/setup/setup-token.server.ts).
 * Once an admin exists the page is gone (404). Posts without JavaScript; every check is the
 * service's (app/modules/setup/site-setup.server.ts), its messages shown by field.
 */
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/setup";
import { checkFormToken, dbOf, formToken } from "../../modules/staff/require-staff.server.ts";
import { adminExists } from "../../modules/setup/setup-token.server.ts";
import { PAGE_FIELDS, setupPageAction } from "../../modules/setup/site-setup.server.ts";
import { IDENTITY_FIELDS } from "../../modules/setup/site-setup-schema.ts";
import { SignInFrame } from "../../modules/staff/admin-shell.tsx";
import { CsrfField } from "../../ui/admin/csrf-field.tsx";
import { buttonClass, FormAlert, inputClass, LabelledControl } from "../../ui/admin/field.tsx";
import { AdminError } from "../../modules/staff/admin-error.tsx";

const GONE = { message: "The site is set up: sign in at /admin/sign-in." };

export async function loader(args: Route.LoaderArgs) {
  if (await adminExists(dbOf(args))) throw data(GONE, { status: 404 });
  const { csrf, headers } = formToken(args);
  return data({ csrf }, { headers });
}

export async function action(args: Route.ActionArgs) {
  await checkFormToken(args);
  const db = dbOf(args);
  if (await adminExists(db)) throw data(GONE, { status: 404 });
  const form = await args.request.formData();
  const values: Record<string, string> = {};
  for (const name of [...IDENTITY_FIELDS, ...PAGE_FIELDS]) values[name] = String(form.get(name) ?? "");
  const result = await setupPageAction(db, values);
  if (result.ok) throw redirect("/admin/sign-in?done=password");
  // Secrets are not sent back into the form.
  const { token: _token, password: _password, confirm: _confirm, ...kept } = values;
  return data({ errors: result.errors, message: result.message, values: kept }, { status: result.status });
}

type Values = Record<string, string>;

function Input({ name, label, values, errors, hint, type = "text", autoComplete, dir }: { name: string; label: string; values: Values; errors: Values; hint?: string; type?: string; autoComplete?: string; dir?: "ltr" | "rtl" }) {
  return (
    <LabelledControl label={label} hint={hint} error={errors[name]}>
      {(wiring) => <input {...wiring} name={name} type={type} autoComplete={autoComplete} dir={dir} defaultValue={values[name] ?? ""} className={inputClass} />}
    </LabelledControl>
  );
}

function Group({ legend, hint, children }: { legend: string; hint?: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-4 border-t border-slate-200 pt-4">
      <legend className="text-lg font-semibold text-slate-900">{legend}</legend>
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
      {children}
    </fieldset>
  );
}

export default function Setup({ actionData }: Route.ComponentProps) {
  const values: Values = actionData?.values ?? {};
  const errors: Values = actionData?.errors ?? {};
  const field = { values, errors };
  const busy = useNavigation().state === "submitting";
  return (
    <SignInFrame title="Set up the site">
      <Form method="post" noValidate className="space-y-6">
        <FormAlert message={actionData?.message} />
        <CsrfField />
        <p className="text-slate-700">
          Enter the brokerage&apos;s details and create the first admin account. The logo, more offices and everything else can be
          changed later in the back office.
        </p>
        <Input {...field} name="token" label="Set-up token" type="password" autoComplete="off" hint="Printed in the server's log when it started." />
        <Group legend="The brokerage">
          <Input {...field} name="name" label="Name" autoComplete="organization" />
          <Input {...field} name="nameAr" label="Name in Arabic (optional)" dir="rtl" />
          <Input {...field} name="legalName" label="Legal name (optional)" hint="As on the trade licence; the name when left empty." />
          <Input {...field} name="phone" label="Phone" type="tel" autoComplete="tel" hint="International format, e.g. +971 4 555 0123." />
          <Input {...field} name="whatsapp" label="WhatsApp (optional)" type="tel" hint="The phone number when left empty." />
          <Input {...field} name="email" label="E-mail address" type="email" autoComplete="email" />
          <Input {...field} name="orn" label="RERA ORN" hint="The office registration number, shown on every listing." />
          <Input {...field} name="hours" label="Opening hours (optional)" hint="Like Mo-Sa 09:00-18:00." />
        </Group>
        <Group legend="Office (optional)" hint="Its address and map position, or leave all of these empty.">
          <Input {...field} name="officeName" label="Office name" hint="Head Office when left empty." />
          <Input {...field} name="officeBuilding" label="Building and unit" />
          <Input {...field} name="officeStreet" label="Street" />
          <Input {...field} name="officeArea" label="Area" />
          <Input {...field} name="officeCity" label="City" hint="Dubai when left empty." />
          <Input {...field} name="officeLat" label="Latitude" hint="e.g. 25.0700" />
          <Input {...field} name="officeLng" label="Longitude" hint="e.g. 55.1440" />
        </Group>
        <Group legend="Social links (optional)">
          <Input {...field} name="facebook" label="Facebook page" type="url" />
          <Input {...field} name="instagram" label="Instagram profile" type="url" />
          <Input {...field} name="linkedin" label="LinkedIn page" type="url" />
          <Input {...field} name="youtube" label="YouTube channel" type="url" />
        </Group>
        <Group legend="The first admin">
          <Input {...field} name="adminName" label="Name" autoComplete="name" />
          <Input {...field} name="adminEmail" label="E-mail address" type="email" autoComplete="username" />
          <Input {...field} name="password" label="Password" type="password" autoComplete="new-password" hint="At least 12 characters, not easy to guess." />
          <Input {...field} name="confirm" label="The same password again" type="password" autoComplete="new-password" />
        </Group>
        <button type="submit" className={buttonClass} disabled={busy}>
          Set up the site
        </button>
      </Form>
    </SignInFrame>
  );
}

export const ErrorBoundary = AdminError;
