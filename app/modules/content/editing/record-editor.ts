/**
 * The one editor of the content records that have a name in English and Arabic, pictures, texts
 * and revisions: areas, developers and agents. A screen is a configuration of it: its record's
 * form (record-form.ts), its fields in order, its image slots and its words. The component
 * (record-editor.tsx) draws the configuration, the server helper (record-editor.server.ts) loads
 * and saves through it. Plain code: the browser reads the configuration too.
 */
import type { FormCheck, RecordForm } from "./record-form.ts";

/** A choice of a select: an emirate, a staff account. */
export type Choice = { id: number; label: string };

/** An image of the record: its file input, its "remove" box, and the record's path it fills. */
type ImageSpec = { label: string; field: string; remove: string; target: string };

/** The fields of the form, in order; names are the record's paths. */
export type FieldSpec =
  /** A text in English and Arabic: `<name>.en`, `<name>.ar`. */
  | { kind: "pair"; name: string; label: string; hint?: string }
  | { kind: "text"; name: string; label: string; hint?: string; type?: "email"; inputMode?: "numeric" | "tel" }
  /** A choice among the loader's `choices[choices]`; `none` offers no choice. */
  | { kind: "select"; name: string; label: string; hint?: string; none?: string; choices: string }
  /** The map position: lat and lng. */
  | { kind: "position"; hint?: string }
  /** The record's image slots (side by side when there are several). */
  | { kind: "images" }
  /** A yes-or-no box (posted "yes" when ticked). */
  | { kind: "flag"; name: string; label: string }
  /** Fields two to a row on a wide screen. */
  | { kind: "grid"; fields: FieldSpec[] };

/** What the screen draws: the form's name, fields and image slots, and its check. */
export type EditorLayout = {
  /** The form's accessible name. */
  label: string;
  form: FormCheck;
  images: ImageSpec[];
  fields: FieldSpec[];
};

export type RecordEditorConfig<R> = EditorLayout & {
  /** The record's kind in the revisions (its history's address). */
  kind: "area" | "developer" | "agent";
  /** The editor's address: `<path>/<id>`, `<path>/new`. */
  path: string;
  form: RecordForm<R>;
  /** The record a new one starts from; null: records are not added in the back office. */
  blank: R | null;
  nameOf(record: R): string;
  /** The record's public page, while the site shows it. */
  publicPage?(record: R): { href: string; label: string } | null;
  words: {
    edit(name: string): string;
    create: string;
    submit: { update: string; create: string };
    saved: string;
    notFound: string;
    refused: { update: string; create: string };
  };
};

/** What the editor's loader gives the screen. */
export type RecordEditorData = {
  /** 0: a record not yet saved. */
  id: number;
  heading: string;
  view: { href: string; label: string } | null;
  history: string | null;
  saved: string | null;
  values: Record<string, string>;
  /** The record's images now, by target. */
  images: Record<string, string | null>;
  /** The record's name, for the images' alt texts ("" for a new one). */
  name: string;
  choices: Record<string, Choice[]>;
  submit: string;
};

/** The action's answer to a refused post: the form comes back as posted, with the messages. */
export type RecordEditorRefusal = { ok: false; message: string; fieldErrors: Record<string, string>; values: Record<string, string>; formKey: string };
