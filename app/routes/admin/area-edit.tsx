/**
 * /admin/areas/new and /admin/areas/<id> (admins and editors): an area's name, address (slug), emirate, description,
 * map position and whether the site shows it, in English and Arabic. Saved through the area
 * service (a revision kept; a changed slug keeps the old address answering 301). Posts without
 * JavaScript.
 */
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/area-edit";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { emirateChoices, readArea } from "../../modules/content/areas/areas.server.ts";
import { areaEditorAction, newAreaAction, type AreaEditorResult } from "../../modules/content/areas/area-editor.server.ts";
import { readEditorPost } from "../../modules/content/editing/editor-post.server.ts";
import { EditorHeading } from "../../ui/admin/editor-heading.tsx";
import { ImageSlot } from "../../ui/admin/image-slot.tsx";
import { areaToValues } from "../../modules/content/areas/area-form.ts";
import { historyPathOf } from "../../modules/content/revisions/revision-paths.ts";
import { CsrfField } from "../../ui/admin/csrf-field.tsx";
import { buttonClass, inputClass, LabelledControl } from "../../ui/admin/field.tsx";
import { TextPair } from "../../ui/admin/text-pair.tsx";
import { EmirateSelect, MapPositionFields } from "../../modules/content/areas/place-fields.tsx";

/** 0: the new-area form; a positive id: that area; null: not an id (404). */
function idOf(params: { id?: string }): number | null {
  if (params.id === undefined) return 0;
  return /^\d{1,12}$/.test(params.id) && Number(params.id) > 0 ? Number(params.id) : null;
}

/** A new area: in Dubai, shown on the site, the rest to fill in. */
const NEW_AREA = { name: { en: "", ar: null }, slug: "", emirateId: 1, description: { en: "", ar: null }, lat: null, lng: null, active: true, imagePath: null, logoPath: null };

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { section: "areas" });
  const db = dbOf(args);
  const id = idOf(args.params);
  const area = id ? await readArea(db, String(id)) : null;
  if (id === null || (id && !area)) throw data({ message: "No such area." }, { status: 404 });
  const saved = new URL(args.request.url).searchParams.get("saved") === "1";
  return { id, area: area ?? NEW_AREA, emirates: await emirateChoices(db), saved: saved ? "Saved: the area's page shows the change now." : null };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, { section: "areas" });
  const id = idOf(args.params);
  const db = dbOf(args);
  const current = id ? await readArea(db, String(id)) : null;
  if (id === null || (id && !current)) throw data({ message: "No such area." }, { status: 404 });
  const post = await readEditorPost(args.request);
  if (!post.ok) return data({ ok: false as const, message: post.reason, fieldErrors: {}, values: areaToValues(current ?? NEW_AREA), formKey: String(Date.now()) }, { status: post.status });
  const result = id ? await areaEditorAction(db, staff, id, post) : await newAreaAction(db, staff, post);
  if (result.ok) return redirect(`/admin/areas/${id || ("id" in result ? result.id : 0)}?saved=1`);
  return data({ ...result, formKey: String(Date.now()) }, { status: 400 });
}

function Input({ name, label, values, errors, hint }: { name: string; label: string; values: Record<string, string>; errors: Record<string, string>; hint?: string }) {
  return (
    <LabelledControl label={label} hint={hint} error={errors[name]} small>
      {(wiring) => <input {...wiring} name={name} defaultValue={values[name] ?? ""} className={inputClass} />}
    </LabelledControl>
  );
}

export default function AreaEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { id, area, emirates, saved } = loaderData;
  const result = actionData as (AreaEditorResult & { formKey: string }) | undefined;
  const values = result && !result.ok ? result.values : areaToValues(area);
  const errors = result && !result.ok ? result.fieldErrors : {};
  return (
    <>
      <EditorHeading
        heading={id ? `Edit area: ${area.name.en}` : "New area"}
        view={id && area.active ? { href: `/area/${area.slug}`, label: "View the area's page" } : null}
        history={id ? historyPathOf("area", String(id)) : null}
        saved={saved}
        error={result && !result.ok ? result.message : undefined}
      />
      <Form method="post" encType="multipart/form-data" key={result?.formKey ?? "loaded"} className="mt-6 space-y-4 rounded-lg border border-slate-300 bg-white p-4" aria-label="Area">
        <CsrfField />
        <TextPair label="Name" names={{ en: "name.en", ar: "name.ar" }} defaults={values} errors={errors} />
        <Input
          name="slug"
          label="Address (slug)"
          values={values}
          errors={errors}
          hint="The page is /area/<slug>. When you change it, the old address keeps working and sends visitors to the new one."
        />
        <EmirateSelect emirates={emirates} values={values} errors={errors} />
        <TextPair
          label="Description"
          names={{ en: "description.en", ar: "description.ar" }}
          defaults={values}
          errors={errors}
          hint="HTML: paragraphs, h2 and h3 headings, lists, bold, quotes and links to this site's pages."
        />
        <MapPositionFields values={values} errors={errors} />
        <div className="grid gap-3 lg:grid-cols-2">
          <ImageSlot label="Picture" field="imageFile" remove="removeImage" current={area.imagePath} error={errors.imageFile} alt={`Picture of ${area.name.en}`} />
          <ImageSlot label="Logo" field="logoFile" remove="removeLogo" current={area.logoPath} error={errors.logoFile} alt={`Logo of ${area.name.en}`} />
        </div>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="active" value="yes" defaultChecked={values.active === "yes"} className="size-4" />
          Show this area on the site
        </label>
        <button type="submit" className={buttonClass}>
          {id ? "Save area" : "Add area"}
        </button>
      </Form>
    </>
  );
}
