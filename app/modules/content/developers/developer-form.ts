/**
 * The developer record and its back-office form: what the developer service accepts (name,
 * address, description, logo, picture, the head office's emirate and map position, whether the
 * site shows the developer, in English and Arabic), and the editor that edits it
 * (routes/admin/developer-edit.tsx). The form's fields are the record's paths. zod/mini, no
 * server code: the browser checks the form with these rules.
 */
import * as z from "zod/mini";
import { imagePathSchema } from "../../../platform/media/image-path.ts";
import { bothOrNeither, choiceId, localText, MAX_LINE, shown, slugField, uaeLat, uaeLng } from "../editing/record-fields.ts";
import { numberValue, orNull, pairOf, pairValues } from "../editing/record-form.ts";
import type { RecordEditorConfig } from "../editing/record-editor.ts";

/** The fields the form posts; the logo and picture are the editor's image slots. */
const texts = {
  name: localText(MAX_LINE),
  slug: slugField(120),
  description: localText(20_000),
};
const place = {
  active: shown,
  // The head office (migration 2026-11-28-10). Optional: a revision kept before these fields
  // existed restores without touching them. A null emirate: not given (or based abroad).
  emirateId: z.optional(z.nullable(choiceId("Choose an emirate"))),
};
const position = { lat: z.optional(z.nullable(uaeLat)), lng: z.optional(z.nullable(uaeLng)) };

export const developerSchema = z
  .object({ ...texts, logoPath: imagePathSchema, ...place, imagePath: z.optional(imagePathSchema), ...position })
  .check(bothOrNeither);

export type DeveloperSnapshot = z.output<typeof developerSchema>;

export const DEVELOPER_EDITOR: RecordEditorConfig<DeveloperSnapshot> = {
  kind: "developer",
  path: "/admin/developers",
  label: "Developer",
  form: {
    schema: z.object({ ...texts, ...place, ...position }).check(bothOrNeither),
    toValues: (d) => ({
      ...pairValues("name", d.name),
      slug: d.slug,
      ...pairValues("description", d.description),
      emirateId: numberValue(d.emirateId),
      lat: numberValue(d.lat),
      lng: numberValue(d.lng),
      active: d.active ? "yes" : "",
    }),
    // Empty is none.
    fromValues: (values) => ({
      name: pairOf(values, "name"),
      slug: values.slug ?? "",
      description: pairOf(values, "description"),
      emirateId: orNull(values.emirateId),
      lat: orNull(values.lat),
      lng: orNull(values.lng),
      active: values.active === "yes",
    }),
  },
  // Developers come with the reference data and imports: the back office edits them.
  blank: null,
  nameOf: (d) => d.name.en,
  publicPage: (d) => (d.active ? { href: `/developer/${d.slug}`, label: "View the developer's page" } : null),
  images: [
    { label: "Logo", field: "logoFile", remove: "removeLogo", target: "logoPath" },
    { label: "Picture", field: "imageFile", remove: "removeImage", target: "imagePath" },
  ],
  fields: [
    { kind: "pair", name: "name", label: "Name" },
    { kind: "text", name: "slug", label: "Address (slug)", hint: "The page is /developer/<slug>. When you change it, the old address keeps working and sends visitors to the new one." },
    { kind: "pair", name: "description", label: "Description", hint: "HTML: paragraphs, h2 and h3 headings, lists, bold, quotes and links to this site's pages." },
    { kind: "select", name: "emirateId", label: "Emirate", none: "Not given", hint: "Where the head office is; shown on the developer's page.", choices: "emirates" },
    { kind: "position", hint: "The head office, for the page's map link and search engines. Leave both empty if unknown." },
    { kind: "images" },
    { kind: "flag", name: "active", label: "Show this developer on the site" },
  ],
  words: {
    edit: (name) => `Edit developer: ${name}`,
    create: "New developer",
    submit: { update: "Save developer", create: "Add developer" },
    saved: "Saved: the developer's page shows the change now.",
    notFound: "No such developer.",
    refused: { update: "The developer was not saved: please correct the marked fields.", create: "The developer was not added: please correct the marked fields." },
  },
};
