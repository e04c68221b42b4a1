/**
 * /admin/feeds/mappings (admins only): the names the CRM feeds give for areas (communities),
 * developers, projects and agents, and which of our records each stands for. The imports fill the
 * table as they meet names (matched by name, address or licence, or created); an admin corrects a
 * row here and the next import uses it. The areas the imports created, still not shown on the
 * site, are listed to open or map. One small form per row (it posts without JavaScript).
 */
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/feed-mappings";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { inactiveFeedAreas, listMappings, mappingChoices, MappingError, setMapping } from "../../modules/feeds/feed-admin.server.ts";
import { ENTITY_LABELS, MAPPING_ENTITIES, MAY_BE_EMPTY, type MappingEntity } from "../../modules/feeds/admin/feed-admin-labels.ts";
import { mappingFormSchema, mappingQuerySchema } from "../../modules/feeds/admin/feed-admin-forms.ts";
import { CsrfField } from "../../ui/admin/csrf-field.tsx";
import { StaffTable } from "../../ui/admin/staff-table.tsx";
import { FormAlert, inputClass, secondaryButtonClass } from "../../ui/admin/field.tsx";

const ORIGIN_LABELS = { auto: "Matched by the import", created: "Created by the import", admin: "Set by an admin" } as const;

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { section: "feeds" });
  const db = dbOf(args);
  const params = new URL(args.request.url).searchParams;
  const { entity } = mappingQuerySchema.parse({ entity: params.get("entity") ?? undefined });
  const saved = params.get("saved");
  const [mappings, choices, createdAreas] = await Promise.all([listMappings(db, entity), mappingChoices(db, entity), entity === "area" ? inactiveFeedAreas(db) : Promise.resolve([])]);
  return {
    entity,
    mappings,
    choices,
    createdAreas,
    saved: saved ? `Saved: “${saved.slice(0, 300)}” now stands for the chosen ${ENTITY_LABELS[entity].one}. The next import uses it.` : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, { section: "feeds" });
  const form = await args.request.formData();
  const parsed = mappingFormSchema.safeParse(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")));
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "The mapping was not saved.";
    return data({ sourceName: String(form.get("sourceName") ?? ""), message }, { status: 400 });
  }
  try {
    await setMapping(dbOf(args), staff, parsed.data);
  } catch (e) {
    if (e instanceof MappingError) return data({ sourceName: parsed.data.sourceName, message: e.message }, { status: 400 });
    throw e;
  }
  return redirect(`/admin/feeds/mappings?${new URLSearchParams({ entity: parsed.data.entity, saved: parsed.data.sourceName })}`);
}

/** An agent's key names what it was matched on: `brn:48213` → "BRN 48213". */
function feedNameLabel(entity: MappingEntity, key: string): string {
  if (entity !== "agent") return key;
  const m = /^(brn|email|name):(.*)$/.exec(key);
  if (!m) return key;
  return `${m[1] === "brn" ? "BRN" : m[1] === "email" ? "E-mail" : "Name"} ${m[2]}`;
}

export default function FeedMappingsPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const failed = actionData as { sourceName: string; message: string } | undefined;
  const one = ENTITY_LABELS[d.entity].one;
  return (
    <>
      <title>Feed names and our records</title>
      <p>
        <Link to="/admin/feeds" className="text-brand-700 underline">
          All feed runs
        </Link>
      </p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900">Feed names and our records</h1>
      <p className="mt-1 max-w-3xl text-slate-700">
        The names the CRM's feeds use, and the record each stands for. Correct a row and the next import uses it; the listings it changes are updated then.
      </p>
      <nav aria-label="Kinds of name" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {MAPPING_ENTITIES.map((e) => (
            <li key={e}>
              <Link
                to={`?entity=${e}`}
                aria-current={e === d.entity ? "page" : undefined}
                className="inline-block rounded-md border border-slate-400 bg-white px-3 py-1.5 font-medium text-slate-800 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                {ENTITY_LABELS[e].many}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-3 space-y-2">
        <FormAlert message={d.saved} tone="ok" />
        <FormAlert message={failed ? `Not saved (“${failed.sourceName}”): ${failed.message}` : undefined} />
      </div>

      {d.entity === "area" && d.createdAreas.length > 0 && <CreatedAreas areas={d.createdAreas} />}

      {d.mappings.length === 0 ? (
        <p role="status" className="mt-4 text-slate-700">
          No import has met a name of this kind yet.
        </p>
      ) : (
        // Three columns that wrap (the form under the current record's line): it fits a phone.
        <div className="mt-4">
          <StaffTable caption={`${ENTITY_LABELS[d.entity].many}: feed names and our records`} headers={["Feed name", "Our record", `Change the ${one}`]}>
            {d.mappings.map((m, i) => (
              <MappingRow key={m.sourceName} entity={d.entity} mapping={m} index={i} choices={d.choices} />
            ))}
          </StaffTable>
        </div>
      )}
    </>
  );
}

type Data = Route.ComponentProps["loaderData"];

/** The areas the imports created, to open or to map to an area we have. */
function CreatedAreas({ areas }: { areas: Data["createdAreas"] }) {
  return (
    <section aria-labelledby="created-areas" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <h2 id="created-areas" className="font-semibold text-slate-900">
        Areas the imports created, not shown on the site
      </h2>
      <p className="text-sm text-slate-700">Open one to describe it and show it, or map its feed name below to an area we already have.</p>
      <ul className="mt-1 list-disc ps-6">
        {areas.map((a) => (
          <li key={a.id}>
            <Link to={`/admin/areas/${a.id}`} className="font-medium text-brand-700 underline">
              {a.name}
            </Link>{" "}
            <span className="text-sm text-slate-700">(the feed's “{a.feedName}”)</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A feed name, the record it stands for (and how it came to), and a form to choose another. */
function MappingRow({ entity, mapping: m, index, choices }: { entity: MappingEntity; mapping: Data["mappings"][number]; index: number; choices: Data["choices"] }) {
  const one = ENTITY_LABELS[entity].one;
  const label = feedNameLabel(entity, m.sourceName);
  const selectId = `target-${entity}-${index}`;
  return (
    <tr className="border-b border-slate-200 align-top">
      <th scope="row" className="p-2 text-start font-medium break-words">
        {label}
      </th>
      <td className="p-2 break-words">
        {m.targetName ?? <span className="text-slate-700">none (left empty)</span>}
        {m.targetActive === false && <span className="text-slate-700"> · not shown on the site</span>}
        <span className="block text-slate-700">{ORIGIN_LABELS[m.origin]}</span>
      </td>
      <td className="p-2">
        <Form method="post" className="flex flex-wrap items-center gap-2">
          <CsrfField />
          <input type="hidden" name="entity" value={entity} />
          <input type="hidden" name="sourceName" value={m.sourceName} />
          <label htmlFor={selectId} className="sr-only">
            {`Our ${one} for “${label}”`}
          </label>
          <select id={selectId} name="targetId" defaultValue={m.targetId === null ? "" : String(m.targetId)} className={`${inputClass} !mt-0 min-w-0 sm:!w-64`}>
            {(MAY_BE_EMPTY.includes(entity) || m.targetId === null) && <option value="">None (leave empty)</option>}
            {choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.note ? `${c.name} (${c.note})` : c.name}
              </option>
            ))}
          </select>
          <button type="submit" className={`${secondaryButtonClass} !px-3 !py-1.5`} aria-label={`Save the ${one} for “${label}”`}>
            Save
          </button>
        </Form>
      </td>
    </tr>
  );
}
