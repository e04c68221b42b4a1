/**
 * One schema per back-office form, used by the browser and the action: for posts the schema
 * refuses, the messages the browser shows beside each field (the forms' checks run in a Node
 * process that loads only their zod/mini modules, as a browser does) are the ones the action
 * answers with, field for field, for the area, developer, agent, blog, brokerage and listing
 * editors. And each is the form's own words, never one of zod's default messages (the browser has
 * no catalogue of those).
 */
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGENT_EDITOR } from "../../app/modules/content/agents/agent-form.ts";
import { AGENT_EDITOR_SERVER } from "../../app/modules/content/agents/agents-editor.server.ts";
import { AREA_EDITOR } from "../../app/modules/content/areas/area-form.ts";
import { AREA_EDITOR_SERVER } from "../../app/modules/content/areas/area-editor.server.ts";
import { blogToValues } from "../../app/modules/content/blog/blog-form.ts";
import { blogEditorAction } from "../../app/modules/content/blog/blog-editor.server.ts";
import { readBlog } from "../../app/modules/content/blog/blogs.server.ts";
import { brokerageToValues } from "../../app/modules/content/brokerage/brokerage-form.ts";
import { brokerageEditorAction, readBrokerageRecord } from "../../app/modules/content/brokerage/brokerage-editor.server.ts";
import { DEVELOPER_EDITOR_SERVER } from "../../app/modules/content/developers/developers-editor.server.ts";
import { readEditorPost } from "../../app/modules/content/editing/editor-post.server.ts";
import { recordEditorAction, type RecordEditorServer } from "../../app/modules/content/editing/record-editor.server.ts";
import { createFromForm, editorPost, readEditableOr404 } from "../../app/modules/listings/admin/listing-editor.server.ts";
import { formValuesOf } from "../../app/modules/listings/admin/listing-form-fields.ts";
import { diskMediaStore } from "../../app/platform/media/media-store.server.ts";
import { admin, editor } from "../support/admin-fixtures.ts";
import { seededTestDb, type TestDb } from "../support/databases.ts";
import { formPost } from "../support/form-post.ts";

type Case = { form: string; values: Record<string, string>; bedroomIds?: string[] };

/** The messages each form's check gives in the browser. */
function inTheBrowser(cases: Case[]): Promise<Record<string, string>[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [path.join(import.meta.dirname, "../support/browser-form-checks.ts")], (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout) as Record<string, string>[]),
    );
    child.stdin!.end(JSON.stringify(cases));
  });
}

/** The body of an action's `data(...)` answer (a redirect would mean the post was saved). */
function answerOf(answer: unknown): { fieldErrors?: Record<string, string> } {
  expect(answer).not.toBeInstanceOf(Response);
  return (answer as { data: { fieldErrors?: Record<string, string> } }).data;
}

const ZOD_DEFAULTS = /^(Invalid input|Invalid option|Invalid (URL|email|string|date)|Too (small|big)|Unrecognized)/;

describe("the back office's forms: one schema in the browser and in the action", () => {
  let t: TestDb;
  let mediaDir: string;
  beforeAll(async () => {
    t = await seededTestDb("sqlite");
    mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), "form-schemas-test-"));
  });
  afterAll(async () => {
    await t?.cleanup();
    await fs.rm(mediaDir, { recursive: true, force: true });
  });

  it("gives the same messages on both sides, in the form's own words", async () => {
    const db = t.db;
    const first = async (table: "areas" | "developers" | "agents" | "blogs") => Number((await db.selectFrom(table).select("id").orderBy("id").executeTakeFirstOrThrow()).id);
    const [areaId, developerId, agentId, blogId] = await Promise.all([first("areas"), first("developers"), first("agents"), first("blogs")]);
    const unitId = Number((await db.selectFrom("units").select("id").where("agent_id", "is not", null).orderBy("id").executeTakeFirstOrThrow()).id);
    const projectId = Number((await db.selectFrom("projects").select("id").orderBy("id").executeTakeFirstOrThrow()).id);

    const record = async <R,>(server: RecordEditorServer<R>, id: number) => server.editor.form.toValues((await server.read(db, id))!);
    const area = await record(AREA_EDITOR_SERVER, areaId);
    const developer = await record(DEVELOPER_EDITOR_SERVER, developerId);
    const agent = await record(AGENT_EDITOR_SERVER, agentId);
    const blog = blogToValues((await readBlog(db, String(blogId)))!);
    const brokerage = brokerageToValues((await readBrokerageRecord(db, "identity"))!);
    const unit = formValuesOf("unit", await readEditableOr404(db, "unit", unitId, editor));
    const project = formValuesOf("project", await readEditableOr404(db, "project", projectId, editor));

    type Server = (values: Record<string, string>) => Promise<Record<string, string> | undefined>;
    const editorOf =
      <R,>(server: RecordEditorServer<R>, id?: number): Server =>
      async (values) =>
        answerOf(await recordEditorAction(db, server, editor, { params: id ? { id: String(id) } : {}, request: formPost("/admin/x", values) })).fieldErrors;
    const cases: Array<Case & { server: Server }> = [
      { form: "area", values: { ...area, slug: "Not A Slug", lat: "48.8566", lng: "", "name.en": " " }, server: editorOf(AREA_EDITOR_SERVER, areaId) },
      { form: "area", values: { ...AREA_EDITOR.form.toValues(AREA_EDITOR.blank!), emirateId: "", lat: "north", lng: "55.1" }, server: editorOf(AREA_EDITOR_SERVER) },
      { form: "developer", values: { ...developer, lat: "48.8566", lng: "2.3522", emirateId: "abc", "description.en": "" }, server: editorOf(DEVELOPER_EDITOR_SERVER, developerId) },
      { form: "agent", values: { ...agent, brn: "BRN-12", languages: " , ", email: "nope", phone: "12", whatsapp: "+971", countryCode: "00971" }, server: editorOf(AGENT_EDITOR_SERVER, agentId) },
      { form: "agent", values: { ...AGENT_EDITOR.form.toValues(AGENT_EDITOR.blank!), languages: "Eng1ish", "bio.en": "x".repeat(2_001) }, server: editorOf(AGENT_EDITOR_SERVER) },
      {
        form: "blog",
        values: { ...blog, slug: "Service Charges!", "title.en": "", categoryId: "", publishAt: "soon", "seoTitle.en": "x".repeat(61) },
        server: async (values) => {
          const r = await blogEditorAction(db, diskMediaStore(mediaDir, ["webp"]), editor, blogId, formPost("/admin/blogs", values));
          return r.ok ? undefined : r.fieldErrors;
        },
      },
      {
        form: "brokerage",
        values: { ...brokerage, youtubeChannelId: "not-a-channel", phone: "0501", "offices.0.lat": "north", "social.facebook": "http://example.com", copyrightYear: "", email: "info" },
        server: async (values) => {
          const post = await readEditorPost(formPost("/admin/brokerage", values));
          if (!post.ok) throw new Error(post.reason);
          const r = await brokerageEditorAction(db, admin, post);
          return r.ok ? undefined : r.fieldErrors;
        },
      },
      { form: "unit", values: { ...unit, title: " ", price: "lots", places: "Metro", lat: "abc", sizeSqft: "-3", permitExpiresOn: "31/03/2027" }, server: async (values) => answerOf(await editorPost(db, "unit", unitId, editor, formPost("/admin/units", { ...values, intent: "save" }))).fieldErrors },
      { form: "unit", values: { ...unit, classification: "Commercial", pageUrl: "Bad Address", details: "View" }, server: async (values) => answerOf(await createFromForm(db, "unit", editor, formPost("/admin/units/new", values))).fieldErrors },
      {
        form: "project",
        values: { ...project, paymentPlan: "On booking | 20\nOn handover | lots", completionYear: "", sizeFromSqft: "2000", sizeToSqft: "1000", name: "" },
        bedroomIds: ["1"],
        server: async (values) => answerOf(await editorPost(db, "project", projectId, editor, formPost("/admin/projects", { ...values, bedroomIds: "1", intent: "save" }))).fieldErrors,
      },
    ];

    const browser = await inTheBrowser(cases.map(({ form, values, bedroomIds }) => ({ form, values, bedroomIds })));
    for (const [i, c] of cases.entries()) {
      const label = `${c.form} ${i}`;
      expect(Object.keys(browser[i]!).length, `${label}: the browser refuses it`).toBeGreaterThan(1);
      expect(await c.server(c.values), label).toEqual(browser[i]);
      for (const message of Object.values(browser[i]!)) expect(message, label).not.toMatch(ZOD_DEFAULTS);
    }
  });
});
