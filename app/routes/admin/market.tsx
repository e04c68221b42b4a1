/**
 * /admin/market (admins only, as the feeds' mappings): the names the Dubai Land Department's files
 * give places and the site's area or project each stands for. An admin adds an alias, points one
 * elsewhere or deletes one, and maps a name from the review list of names that matched nothing in
 * one step; every change re-places the rows already imported and recomputes the figures they move
 * (app/modules/market/aliases.server.ts). The imports so far are listed, read only.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/market";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { AliasError, createMarketAlias, deleteMarketAlias, listMarketAliases, listMarketImports, marketPlaceChoices, retargetMarketAlias, unmatchedPlaces } from "../../modules/market/index.server.ts";
import { aliasFormSchema, retargetFormSchema } from "../../modules/market/alias-forms.ts";
import { AddAliasForm, AliasTable, ImportsTable, ReviewList, type Refusal } from "../../modules/market/ui/market-admin-parts.tsx";
import { formErrors } from "../../ui/form-errors.ts";
import { PageSection } from "../../ui/admin/page-section.tsx";
import { FormAlert } from "../../ui/admin/field.tsx";

/** Names shown in the review list: a select of every place per name, so not thousands of them. */
const REVIEW_SHOWN = 50;

const DONE = { created: "added", updated: "changed", deleted: "deleted" } as const;

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { section: "market" });
  const db = dbOf(args);
  const params = new URL(args.request.url).searchParams;
  const [aliases, choices, unmatched, imports] = await Promise.all([listMarketAliases(db), marketPlaceChoices(db), unmatchedPlaces(db), listMarketImports(db)]);
  const done = params.get("done");
  const rows = Number(params.get("rows") ?? 0);
  const alias = `Alias “${(params.get("name") ?? "").slice(0, 200)}” ${DONE[done as keyof typeof DONE]}`;
  const saved = !(done && done in DONE)
    ? null
    : params.get("rows") === "pending"
      ? `${alias}: its stored rows are being placed again in the background, and their figures follow (see the runs below).`
      : `${alias}: ${rows === 1 ? "1 stored row" : `${rows.toLocaleString("en-US")} stored rows`} placed again, and their figures recomputed.`;
  return { aliases, choices, unmatched: unmatched.slice(0, REVIEW_SHOWN), more: Math.max(0, unmatched.length - REVIEW_SHOWN), imports, saved };
}

const refuse = (refusal: Refusal) => data({ refused: refusal }, { status: 400 });
const done = (what: keyof typeof DONE, name: string, r: { rows: number; pending: boolean }) =>
  redirect(`/admin/market?${new URLSearchParams({ done: what, name, rows: r.pending ? "pending" : String(r.rows) })}`);

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, { section: "market" });
  const db = dbOf(args);
  const form = await args.request.formData();
  const values = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")) as Record<string, string>;
  const intent = values.intent ?? "";
  const id = /^\d{1,9}$/.test(values.id ?? "") ? Number(values.id) : 0;
  // A refusal is shown beside the form it came from: a review row is told apart by its kind and name.
  const formKey = intent === "map" ? `map:${values.kind ?? ""}:${values.alias ?? ""}` : intent === "create" ? "create" : `alias:${id}`;
  try {
    if (intent === "create" || intent === "map") {
      const errors = formErrors(aliasFormSchema, values);
      if (Object.keys(errors).length) return refuse({ formKey, errors, alias: values.alias });
      const parsed = aliasFormSchema.parse(values);
      const r = await createMarketAlias(db, staff, parsed);
      return done("created", parsed.alias, r);
    }
    if (intent === "retarget" && id) {
      const errors = formErrors(retargetFormSchema, values);
      if (Object.keys(errors).length) return refuse({ formKey, errors });
      const r = await retargetMarketAlias(db, staff, id, retargetFormSchema.parse(values));
      return done("updated", values.alias ?? "", r);
    }
    if (intent === "delete" && id) {
      if (values.confirm !== "yes") return refuse({ formKey: `delete:${id}`, errors: { confirm: "Tick “Yes, delete” to delete this alias." } });
      const r = await deleteMarketAlias(db, staff, id);
      return done("deleted", values.alias ?? "", r);
    }
    return refuse({ formKey: "page", errors: { form: "This button is not known." } });
  } catch (e) {
    if (e instanceof AliasError) return refuse({ formKey: intent === "delete" ? `delete:${id}` : formKey, errors: { [intent === "delete" ? "confirm" : e.field]: e.message }, alias: values.alias });
    throw e;
  }
}

export default function MarketAdminPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const refused = (actionData as { refused?: Refusal } | undefined)?.refused;
  const pageError = refused ? Object.values(refused.errors)[0] : undefined;
  return (
    <>
      <title>Market data</title>
      <h1 className="text-2xl font-bold text-slate-900">Market data</h1>
      <p className="mt-1 max-w-3xl text-slate-700">
        The Dubai Land Department registers sales and rents under its own names for places (“Marsa Dubai” is Dubai Marina). An alias tells the site which of its areas or
        projects a name stands for; adding, changing or deleting one places the rows already imported again and recomputes their figures.
      </p>
      <div className="mt-3 space-y-2">
        <FormAlert message={d.saved} tone="ok" />
        <FormAlert message={pageError ? `Not saved: ${pageError}` : undefined} />
      </div>
      <PageSection id="review" title="DLD names that match no place">
        <ReviewList names={d.unmatched} more={d.more} choices={d.choices} refused={refused} />
      </PageSection>
      <PageSection id="aliases" title="Aliases">
        <AddAliasForm choices={d.choices} refused={refused} />
        <AliasTable aliases={d.aliases} choices={d.choices} refused={refused} />
      </PageSection>
      <PageSection id="imports" title="Imports">
        <ImportsTable imports={d.imports} />
      </PageSection>
    </>
  );
}
