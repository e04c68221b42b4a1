/**
 * /admin/privacy (admins): visitors' confirmed data requests with their due dates, each with its
 * JSON export and a one-action erasure (audited); the leads' retention period; and the
 * news-and-offers mail, sent only to the addresses that opted in.
 */
import { Form } from "react-router";
import type { Route } from "./+types/privacy";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { privacyAction, privacyScreen, type PrivacyActionData } from "../../modules/privacy/privacy-admin.server.ts";
import { CsrfField } from "../../ui/admin/csrf-field.tsx";
import { buttonClass, FormAlert, inputClass, secondaryButtonClass } from "../../ui/admin/field.tsx";
import { PageSection } from "../../ui/admin/page-section.tsx";
import { DubaiTime } from "../../modules/leads/admin/lead-parts.tsx";

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { section: "privacy" });
  return privacyScreen(dbOf(args));
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, { section: "privacy" });
  return privacyAction(dbOf(args), staff, await args.request.formData());
}

type Request = Route.ComponentProps["loaderData"]["requests"][number];

function RequestRow({ r }: { r: Request }) {
  return (
    <li className="rounded-lg border border-slate-300 bg-white p-4">
      <p className="font-semibold text-slate-900">
        #{r.id} · {r.kind === "erase" ? "Erasure" : "Copy"} · {r.email || "(address erased)"}
      </p>
      <p className="text-sm text-slate-700">
        {r.status === "done" ? <>Answered <DubaiTime at={r.done_at!} /></> : <>Due <DubaiTime at={r.due_at!} /> (confirmed <DubaiTime at={r.confirmed_at!} />)</>}
      </p>
      {r.status === "confirmed" && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <a href={`/admin/privacy/requests/${r.id}.json`} download className="font-semibold text-brand-700 underline">
            Export everything held (JSON)
          </a>
          <Form method="post" aria-label={`Mark request ${r.id} answered`}>
            <CsrfField />
            <input type="hidden" name="intent" value="answered" />
            <input type="hidden" name="id" value={r.id} />
            <button type="submit" className={secondaryButtonClass}>Mark answered</button>
          </Form>
          <Form method="post" className="flex flex-wrap items-center gap-2" aria-label={`Erase request ${r.id}`}>
            <CsrfField />
            <input type="hidden" name="intent" value="erase" />
            <input type="hidden" name="id" value={r.id} />
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="confirm" value="yes" className="size-4" />
              Yes, erase
            </label>
            <button type="submit" className={secondaryButtonClass}>Erase this address</button>
          </Form>
        </div>
      )}
    </li>
  );
}

function MarketingForm({ optedIn }: { optedIn: number }) {
  return (
    <Form method="post" className="space-y-3" aria-label="Send news and offers">
      <CsrfField />
      <input type="hidden" name="intent" value="send" />
      <p className="text-sm text-slate-700">Goes to the {optedIn} addresses that opted in and have not unsubscribed; each mail names the brokerage and carries a one-click unsubscribe.</p>
      <label className="block text-sm font-medium text-slate-800">
        Subject
        <input name="subject" required maxLength={150} className={inputClass} />
      </label>
      <label className="block text-sm font-medium text-slate-800">
        Text
        <textarea name="text" required rows={6} maxLength={5000} className={inputClass} />
      </label>
      <button type="submit" className={buttonClass}>Send news and offers</button>
    </Form>
  );
}

export default function PrivacyPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as PrivacyActionData | undefined;
  return (
    <>
      <title>Privacy</title>
      <h1 className="text-2xl font-bold text-slate-900">Privacy</h1>
      <div className="mt-3 space-y-2">
        <FormAlert message={result?.done} tone="ok" />
        <FormAlert message={result?.error} />
      </div>
      <PageSection id="requests" title="Data requests">
        {loaderData.requests.length ? (
          <ul className="space-y-3">{loaderData.requests.map((r) => <RequestRow key={r.id} r={r} />)}</ul>
        ) : (
          <p className="text-slate-700">No confirmed data requests.</p>
        )}
      </PageSection>
      <PageSection id="retention" title="Keeping leads">
        <Form method="post" className="flex flex-wrap items-end gap-3" aria-label="Retention period">
          <CsrfField />
          <input type="hidden" name="intent" value="retention" />
          <label className="block text-sm font-medium text-slate-800">
            Years before a lead is anonymised
            <input name="years" type="number" min={1} max={10} defaultValue={loaderData.years} className={inputClass} />
          </label>
          <button type="submit" className={buttonClass}>Save</button>
        </Form>
      </PageSection>
      <PageSection id="marketing" title="News and offers">
        <MarketingForm optedIn={loaderData.optedIn} />
      </PageSection>
    </>
  );
}
