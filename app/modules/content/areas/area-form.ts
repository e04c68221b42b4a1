/**
 * The area record and its back-office form: what the area service accepts (name, address,
 * emirate, description, map position, whether the site shows the area, in English and Arabic,
 * and its picture and logo), and the editor that edits it (routes/admin/area-edit.tsx). The
 * form's fields are the record's paths (name.en, slug, description.ar, lat…), so a message's path
 * is its field. zod/mini, no server code: the browser checks the form with these rules.
 */
import * as z from "zod/mini";
import { imagePathSchema } from "../../../platform/media/image-path.ts";
import { bothOrNeither, choiceId, localText, MAX_LINE, shown, slugField, uaeLat, uaeLng } from "../editing/record-fields.ts";
import { numberValue, orNull, pairOf, pairValues } from "../editing/record-form.ts";
import type { RecordEditorConfig } from "../editing/record-editor.ts";

const areaFields = {
  name: localText(MAX_LINE),
  slug: slugField(120),
  emirateId: choiceId("Choose an emirate"),
  description: localText(20_000),
  lat: z.nullable(uaeLat),
  lng: z.nullable(uaeLng),
  active: shown,
};

export const areaSchema = z
  .object({
    ...areaFields,
    // Optional: revisions kept before these fields existed restore without touching the images.
    imagePath: z.optional(imagePathSchema),
    logoPath: z.optional(imagePathSchema),
  })
  .check(bothOrNeither);

export type AreaSnapshot = z.output<typeof areaSchema>;

/** A new area: in Dubai, shown on the site, the rest to fill in. */
const NEW_AREA: AreaSnapshot = { name: { en: "", ar: null }, slug: "", emirateId: 1, description: { en: "", ar: null }, lat: null, lng: null, active: true, imagePath: null, logoPath: null };

export const AREA_EDITOR: RecordEditorConfig<AreaSnapshot> = {
  kind: "area",
  path: "/admin/areas",
  label: "Area",
  form: {
    schema: z.object(areaFields).check(bothOrNeither),
    toValues: (a) => ({
      ...pairValues("name", a.name),
      slug: a.slug,
      emirateId: String(a.emirateId),
      ...pairValues("description", a.description),
      lat: numberValue(a.lat),
      lng: numberValue(a.lng),
      active: a.active ? "yes" : "",
    }),
    // An empty map position is none.
    fromValues: (values) => ({
      name: pairOf(values, "name"),
      slug: values.slug ?? "",
      emirateId: values.emirateId ?? "",
      description: pairOf(values, "description"),
      lat: orNull(values.lat),
      lng: orNull(values.lng),
      active: values.active === "yes",
    }),
  },
  blank: NEW_AREA,
  nameOf: (a) => a.name.en,
  publicPage: (a) => (a.active ? { href: `/area/${a.slug}`, label: "View the area's page" } : null),
  images: [
    { label: "Picture", field: "imageFile", remove: "removeImage", target: "imagePath" },
    { label: "Logo", field: "logoFile", remove: "removeLogo", target: "logoPath" },
  ],
  fields: [
    { kind: "pair", name: "name", label: "Name" },
    { kind: "text", name: "slug", label: "Address (slug)", hint: "The page is /area/<slug>. When you change it, the old address keeps working and sends visitors to the new one." },
    { kind: "select", name: "emirateId", label: "Emirate", choices: "emirates" },
    { kind: "pair", name: "description", label: "Description", hint: "HTML: paragraphs, h2 and h3 headings, lists, bold, quotes and links to this site's pages." },
    { kind: "position" },
    { kind: "images" },
    { kind: "flag", name: "active", label: "Show this area on the site" },
  ],
  words: {
    edit: (name) => `Edit area: ${name}`,
    create: "New area",
    submit: { update: "Save area", create: "Add area" },
    saved: "Saved: the area's page shows the change now.",
    notFound: "No such area.",
    refused: { update: "The area was not saved: please correct the marked fields.", create: "The area was not added: please correct the marked fields." },
  },
};
