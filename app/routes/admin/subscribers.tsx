/**
 * /admin/subscribers (admins and editors): the mailing list, newest first, a search and keyset
 * pages; the CSV export; remove one (its address is then suppressed for every later mail). The
 * removal asks for a confirming tick in the same form, so it works without JavaScript and one
 * stray click removes nobody.
 */
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/subscribers";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { listSubscribers, removeSubscriber } from "../../modules/leads/subscribers.server.ts";
import { alertCounts } from "../../modules/alerts/alerts.server.ts";
import { InboxError } from "../../modules/leads/inbox/lead-inbox.server.ts";
import { subscriberListSchema } from "../../modules/leads/inbox/inbox-schemas.ts";
import { CsrfField } from "../../ui/admin/csrf-field.tsx";
import { Breakable } from "../../ui/admin/long-text.tsx";
import { buttonClass, FormAlert, inputClass, secondaryButtonClass } from "../../ui/admin/field.tsx";
import { DubaiTime } from "../../modules/leads/admin/lead-parts.tsx";

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args, { section: "subscribers" });
  const params = new URL(args.request.url).searchParams;
  // Each parameter on its own: a bad one is dropped, never an error.
  const input: Record<string, string> = {};
  for (const key of ["q", "after", "size"] as const) {
    const v = params.get(key);
    if (v && subscriberListSchema.shape[key].safeParse(v).success) input[key] = v;
  }
  const [list, alerts] = await Promise.all([listSubscribers(dbOf(args), staff, input), alertCounts(dbOf(args))]);
  const next =
    list.next === null
      ? null
      : `?${new URLSearchParams({ ...(input.q ? { q: input.q } : {}), ...(input.size ? { size: input.size } : {}), after: String(list.next) })}`;
  return { items: list.items, next, q: input.q ?? "", paged: input.after !== undefined, alerts };
}

type ActionData = { done?: string; error?: string; id?: number };

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, { section: "subscribers" });
  const form = await args.request.formData();
  const id = Number(form.get("id"));
  const email = String(form.get("email") ?? "");
  if (form.get("confirm") !== "yes")
    return data<ActionData>({ error: `Tick “Yes, remove” to remove ${email || "this subscriber"}.`, id }, { status: 400 });
  try {
    await removeSubscriber(dbOf(args), staff, id);
  } catch (error) {
    if (error instanceof InboxError && error.code === "not_found")
      return data<ActionData>({ error: "That subscriber is no longer on the list." }, { status: 404 });
    throw error;
  }
  return { done: `${email || "The subscriber"} was removed and will get no more mail from the site.` } satisfies ActionData;
}

export default function SubscribersPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionData | undefined;
  return (
    <>
      <title>Subscribers</title>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Subscribers</h1>
        <a href="/admin/subscribers.csv" download className="font-semibold text-brand-700 underline">
          Export CSV
        </a>
      </div>
      {/* Visitors' saved-search alerts: managed by the visitors through their signed links; staff see the count. */}
      <p className="mt-2 text-slate-700">
        Property alerts: {loaderData.alerts.active} active, {loaderData.alerts.pending} waiting for their confirmation.
      </p>
      <div className="mt-3 space-y-2">
        <FormAlert message={result?.done} tone="ok" />
        <FormAlert message={result?.error} />
      </div>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3" aria-label="Search subscribers">
        <div className="grow">
          <label htmlFor="subscriber-q" className="block text-sm font-medium text-slate-800">
            Search name or e-mail
          </label>
          <input id="subscriber-q" name="q" type="search" defaultValue={loaderData.q} maxLength={100} className={inputClass} />
        </div>
        <button type="submit" className={buttonClass}>
          Search
        </button>
      </Form>
      {loaderData.items.length === 0 ? (
        <p role="status" className="mt-4 text-slate-700">
          No subscribers match.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-300 bg-white" aria-label="Subscribers">
          {loaderData.items.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div>
                <Breakable text={s.email} className="block font-medium" />
                <p className="text-sm text-slate-600">
                  {s.name || "—"} · since <DubaiTime at={s.createdAt} />
                </p>
              </div>
              <Form method="post" className="flex flex-wrap items-center gap-3" aria-label={`Remove ${s.email}`}>
                <CsrfField />
                <input type="hidden" name="id" value={s.id} />
                <input type="hidden" name="email" value={s.email} />
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name="confirm" value="yes" className="size-4" />
                  Yes, remove <span className="sr-only">{s.email}</span>
                </label>
                <button type="submit" className={secondaryButtonClass}>
                  Remove <span className="sr-only">{s.email}</span>
                </button>
                {result?.error && result.id === s.id && <span className="sr-only">{result.error}</span>}
              </Form>
            </li>
          ))}
        </ul>
      )}
      <nav aria-label="Pages" className="mt-4 flex gap-4">
        {loaderData.paged && (
          <Link
            to={loaderData.q ? `?${new URLSearchParams({ q: loaderData.q })}` : "/admin/subscribers"}
            className={secondaryButtonClass}
          >
            First page
          </Link>
        )}
        {loaderData.next && (
          <Link to={loaderData.next} className={secondaryButtonClass}>
            Next page
          </Link>
        )}
      </nav>
    </>
  );
}
