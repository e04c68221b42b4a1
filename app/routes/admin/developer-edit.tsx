/**
 * /admin/developers/<id> (admins and editors): a developer's name, address (slug), description,
 * logo, picture, head office (emirate and map position) and whether the site shows it, in English
 * and Arabic. Saved through the developer service
 * (a revision kept; a changed slug keeps the old address answering 301; a new logo or picture goes
 * through the image pipeline into the media library). Posts without JavaScript.
 */
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/developer-edit";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { developerEditorAction, readDeveloper } from "../../modules/content/developers/developers-editor.server.ts";
import { readEditorPost, type EditorResult } from "../../modules/content/editing/editor-post.server.ts";
import { developerToValues } from "../../modules/content/developers/developer-form.ts";
import { historyPathOf } from "../../modules/content/revisions/revision-paths.ts";
import { EditorHeading } from "../../ui/admin/editor-heading.tsx";
import { CsrfField } from "../../ui/admin/csrf-field.tsx";
import { buttonClass, inputClass, LabelledControl } from "../../ui/admin/field.tsx";
import { TextPair } from "../../ui/admin/text-pair.tsx";
import { ImageSlot } from "../../ui/admin/image-slot.tsx";
import { EmirateSelect, MapPositionFields } from "../../modules/content/areas/place-fields.tsx";
import { emirateChoices } from "../../modules/content/areas/areas.server.ts";

const idOf = (raw: string) => (/^\d{1,12}$/.test(raw) ? Number(raw) : 0);

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { section: "developers" });
  const id = idOf(args.params.id);
  const db = dbOf(args);
  const developer = await readDeveloper(db, String(id));
  if (!developer) throw data({ message: "No such developer." }, { status: 404 });
  const saved = new URL(args.request.url).searchParams.get("saved") === "1";
  return { id, developer, emirates: await emirateChoices(db), saved: saved ? "Saved: the developer's page shows the change now." : null };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, { section: "developers" });
  const id = idOf(args.params.id);
  const db = dbOf(args);
  const current = await readDeveloper(db, String(id));
  if (!current) throw data({ message: "No such developer." }, { status: 404 });
  const post = await readEditorPost(args.request);
  if (!post.ok) return data({ ok: false as const, message: post.reason, fieldErrors: {}, values: developerToValues(current), formKey: String(Date.now()) }, { status: post.status });
  const result = await developerEditorAction(db, staff, id, post);
  if (result.ok) return redirect(`/admin/developers/${id}?saved=1`);
  return data({ ...result, formKey: String(Date.now()) }, { status: 400 });
}

export default function DeveloperEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { id, developer, emirates, saved } = loaderData;
  const result = actionData as (EditorResult & { formKey: string }) | undefined;
  const values = result && !result.ok ? result.values : developerToValues(developer);
  const errors = result && !result.ok ? result.fieldErrors : {};
  return (
    <>
      <EditorHeading
        heading={`Edit developer: ${developer.name.en}`}
        view={developer.active ? { href: `/developer/${developer.slug}`, label: "View the developer's page" } : null}
        history={historyPathOf("developer", String(id))}
        saved={saved}
        error={result && !result.ok ? result.message : undefined}
      />
      <Form method="post" encType="multipart/form-data" key={result?.formKey ?? "loaded"} className="mt-6 space-y-4 rounded-lg border border-slate-300 bg-white p-4" aria-label="Developer">
        <CsrfField />
        <TextPair label="Name" names={{ en: "name.en", ar: "name.ar" }} defaults={values} errors={errors} />
        <LabelledControl
          label="Address (slug)"
          hint="The page is /developer/<slug>. When you change it, the old address keeps working and sends visitors to the new one."
          error={errors.slug}
          small
        >
          {(wiring) => <input {...wiring} name="slug" defaultValue={values.slug ?? ""} className={inputClass} />}
        </LabelledControl>
        <TextPair
          label="Description"
          names={{ en: "description.en", ar: "description.ar" }}
          defaults={values}
          errors={errors}
          hint="HTML: paragraphs, h2 and h3 headings, lists, bold, quotes and links to this site's pages."
        />
        <EmirateSelect emirates={emirates} values={values} errors={errors} noneLabel="Not given" hint="Where the head office is; shown on the developer's page." />
        <MapPositionFields values={values} errors={errors} hint="The head office, for the page's map link and search engines. Leave both empty if unknown." />
        <div className="grid gap-3 lg:grid-cols-2">
          <ImageSlot label="Logo" field="logoFile" remove="removeLogo" current={developer.logoPath} error={errors.logoFile ?? errors.logoPath} alt={`Logo of ${developer.name.en}`} />
          <ImageSlot label="Picture" field="imageFile" remove="removeImage" current={developer.imagePath} error={errors.imageFile ?? errors.imagePath} alt={`Picture of ${developer.name.en}`} />
        </div>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="active" value="yes" defaultChecked={values.active === "yes"} className="size-4" />
          Show this developer on the site
        </label>
        <button type="submit" className={buttonClass}>
          Save developer
        </button>
      </Form>
    </>
  );
}
