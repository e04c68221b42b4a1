/**
 * The server half of the one editor of areas, developers and agents (record-editor.ts): the
 * loader's data and the action's save of a configured record, with the refusals every such screen
 * gives. An id that is not one, or names no record, is the 404 page (the new-record form only
 * where records are added). The post is read as text fields and image files (editor-post.server.ts),
 * checked with the form's own check (the browser's), then the images are stored and the record
 * saved through its service (a revision kept); a refusal comes back with the form as posted and
 * its messages, a save goes to the record's editor with `?saved=1`. The route checks the role
 * first (requireStaff) and passes the signed-in actor.
 */
import { data, redirect } from "react-router";
import type { Db } from "../../../platform/db/client.server.ts";
import type { Actor } from "../../staff/index.ts";
import { historyPathOf } from "../revisions/revision-paths.ts";
import { readEditorPost, saveWithImages } from "./editor-post.server.ts";
import { editorFieldErrors } from "./field-errors.server.ts";
import { checkForm } from "./record-form.ts";
import type { Choice, RecordEditorConfig, RecordEditorData, RecordEditorRefusal } from "./record-editor.ts";

export type RecordEditorServer<R> = {
  editor: RecordEditorConfig<R>;
  read(db: Db, id: number): Promise<R | null>;
  update(db: Db, actor: Actor, id: number, input: unknown): Promise<unknown>;
  /** A new record's save, returning its id (only where `editor.blank` is set). */
  create?(db: Db, actor: Actor, input: unknown): Promise<number>;
  /** The selects' choices, by the name the fields give (`choices: "emirates"`). */
  choices(db: Db): Promise<Record<string, Choice[]>>;
  /** The words the media library keeps for an image the editor stores, by the record's path it fills. */
  mediaAlt: Record<string, (name: string) => string>;
  /** The name those words use for a record not yet named. */
  unnamed: string;
};

type Args = { params: { id?: string }; request: Request };

/** 0: the new-record form; a positive id: that record; null: not an id. */
function idOf(params: { id?: string }): number | null {
  if (params.id === undefined) return 0;
  return /^\d{1,12}$/.test(params.id) && Number(params.id) > 0 ? Number(params.id) : null;
}

/** The record the address names (null for the new-record form), or the 404 page. */
async function recordOr404<R>(db: Db, server: RecordEditorServer<R>, params: Args["params"]): Promise<{ id: number; record: R | null }> {
  const id = idOf(params);
  const record = id ? await server.read(db, id) : null;
  if (id === null || (id && !record) || (!id && !server.editor.blank)) throw data({ message: server.editor.words.notFound }, { status: 404 });
  return { id, record };
}

export async function loadRecordEditor<R>(db: Db, server: RecordEditorServer<R>, args: Args): Promise<RecordEditorData> {
  const { editor } = server;
  const { id, record } = await recordOr404(db, server, args.params);
  const shown = (record ?? editor.blank) as R;
  const fields = shown as Record<string, unknown>;
  return {
    id,
    heading: record ? editor.words.edit(editor.nameOf(record)) : editor.words.create,
    view: record && editor.publicPage ? editor.publicPage(record) : null,
    history: id ? historyPathOf(editor.kind, String(id)) : null,
    saved: new URL(args.request.url).searchParams.get("saved") === "1" ? editor.words.saved : null,
    values: editor.form.toValues(shown),
    images: Object.fromEntries(editor.images.map((s) => [s.target, (fields[s.target] as string | null | undefined) ?? null])),
    name: record ? editor.nameOf(record) : "",
    choices: await server.choices(db),
    submit: record ? editor.words.submit.update : editor.words.submit.create,
  };
}

const refusal = (answer: Omit<RecordEditorRefusal, "formKey">, status: number) => data<RecordEditorRefusal>({ ...answer, formKey: String(Date.now()) }, { status });

export async function recordEditorAction<R>(db: Db, server: RecordEditorServer<R>, actor: Actor, args: Args) {
  const { editor } = server;
  const { id, record } = await recordOr404(db, server, args.params);
  const post = await readEditorPost(args.request);
  if (!post.ok) return refusal({ ok: false, message: post.reason, fieldErrors: {}, values: editor.form.toValues((record ?? editor.blank) as R) }, post.status);
  const name = record ? editor.nameOf(record) : post.values["name.en"]?.trim() || server.unnamed;
  const fields = (record ?? {}) as Record<string, unknown>;
  let saved = id;
  const result = await saveWithImages({
    db,
    actor,
    post,
    slots: editor.images.map((s) => ({ field: s.field, remove: s.remove, target: s.target, alt: server.mediaAlt[s.target]!(name) })),
    current: Object.fromEntries(editor.images.map((s) => [s.target, (fields[s.target] as string | null | undefined) ?? null])),
    check: (values) => checkForm(editor.form, values),
    build: (values, images) => ({ ...editor.form.fromValues(values), ...images }),
    save: async (input) => {
      if (id) await server.update(db, actor, id, input);
      else saved = await server.create!(db, actor, input);
    },
    fieldErrorsOf: editorFieldErrors,
    message: id ? editor.words.refused.update : editor.words.refused.create,
  });
  if (result.ok) return redirect(`${editor.path}/${saved}?saved=1`);
  return refusal(result, 400);
}
