/**
 * Blog posts as the back office writes them: create, edit, schedule (published with a
 * time to come: the public queries show a post only once its time has passed, and the schedule
 * job moves the data version when one falls due), unpublish (back to draft) and delete. Each post
 * is a revisable record (kind "blog", key its id); bodies go through the article sanitiser the
 * blog page uses.
 */
import type { Db } from "../../../platform/db/client.server.ts";
import { sanitizeArticle } from "../../../platform/sanitize.server.ts";
import { recordAudit } from "../../staff/index.server.ts";
import { z } from "zod";
import { blogSchema, type BlogSnapshot } from "./blog-form.ts";
import { changeRecord, recordRevision, RevisionNotFoundError, type Revisable } from "../revisions/revisions.server.ts";
import type { Actor } from "../../staff/index.ts";
import { writeChange, type Tx } from "../../../platform/cache/write.server.ts";

/** A refusal that needs the database (an unknown category), by field. */
export class BlogError extends Error {
  readonly fieldErrors: Record<string, string>;
  constructor(fieldErrors: Record<string, string>) {
    super(Object.values(fieldErrors).join("; "));
    this.name = "BlogError";
    this.fieldErrors = fieldErrors;
  }
}

const idOf = (key: string) => (/^\d{1,12}$/.test(key) ? Number(key) : 0);

export async function readBlog(trx: Tx | Db, key: string): Promise<BlogSnapshot | null> {
  const r = await trx.selectFrom("blogs").selectAll().where("id", "=", idOf(key)).executeTakeFirst();
  if (!r) return null;
  return {
    title: { en: r.title, ar: r.title_ar },
    slug: r.page_url,
    categoryId: Number(r.category_id),
    description: { en: r.description, ar: r.description_ar },
    body: { en: r.body_html, ar: r.body_html_ar },
    state: r.state,
    publishAt: r.publish_at,
    image: r.image_path,
    imageAlt: { en: r.image_alt, ar: r.image_alt_ar },
    seoTitle: { en: r.seo_title, ar: r.seo_title_ar },
    seoDescription: { en: r.seo_description, ar: r.seo_description_ar },
  };
}

/** The post's schema (blog-form.ts, the form's rules) with its body sanitised; a refusal is a ZodError. */
function parseBlog(input: unknown): BlogSnapshot {
  const b = z.parse(blogSchema, input);
  return z.parse(blogSchema, { ...b, body: { en: sanitizeArticle(b.body.en), ar: b.body.ar === null ? null : sanitizeArticle(b.body.ar) || null } });
}

function columns(b: BlogSnapshot) {
  return {
    title: b.title.en,
    title_ar: b.title.ar,
    page_url: b.slug,
    category_id: b.categoryId,
    description: b.description.en,
    description_ar: b.description.ar,
    body_html: b.body.en,
    body_html_ar: b.body.ar,
    state: b.state,
    publish_at: b.publishAt,
    seo_title: b.seoTitle.en,
    seo_title_ar: b.seoTitle.ar,
    seo_description: b.seoDescription.en,
    seo_description_ar: b.seoDescription.ar,
    // A version without a cover (a revision kept before covers were edited here) leaves the cover as it is.
    ...(b.image === undefined ? {} : { image_path: b.image }),
    ...(b.imageAlt === undefined ? {} : { image_alt: b.imageAlt.en, image_alt_ar: b.imageAlt.ar }),
  };
}

async function checkCategory(trx: Tx, b: BlogSnapshot): Promise<void> {
  const found = await trx.selectFrom("blog_categories").select("id").where("id", "=", b.categoryId).executeTakeFirst();
  if (!found) throw new BlogError({ categoryId: "Choose a category" });
}

async function writeBlog(trx: Tx, key: string, b: BlogSnapshot): Promise<void> {
  await checkCategory(trx, b);
  const current = await trx.selectFrom("blogs").select(["state", "publish_at", "created_on"]).where("id", "=", idOf(key)).executeTakeFirstOrThrow();
  // The date a post shows is when it went (or goes) on the site.
  const goesLive = b.state === "published" && (current.state !== "published" || current.publish_at !== b.publishAt);
  await trx
    .updateTable("blogs")
    .set({ ...columns(b), created_on: goesLive ? (b.publishAt ?? new Date().toISOString()) : current.created_on })
    .where("id", "=", idOf(key))
    .execute();
}

export const blogRecord: Revisable<BlogSnapshot> = { kind: "blog", read: readBlog, parse: parseBlog, write: writeBlog };

export async function createBlog(db: Db, actor: Actor, input: unknown): Promise<number> {
  const b = parseBlog(input);
  return writeChange(db, async (trx) => {
    await checkCategory(trx, b);
    const row = await trx
      .insertInto("blogs")
      .values({ image_path: null, ...columns(b), created_on: b.publishAt ?? new Date().toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await recordRevision(trx, actor, { kind: "blog", key: String(id), action: "create", before: null, after: b });
    await recordAudit(trx, actor, { action: "create", entity: "blog", entityId: id });
    return id;
  });
}

export async function saveBlog(db: Db, actor: Actor, id: number, input: unknown): Promise<BlogSnapshot> {
  return changeRecord(db, actor, blogRecord, String(id), "update", () => input);
}

/** Takes a post off the site (back to a draft), keeping everything else; a revision like any change. */
export async function unpublishBlog(db: Db, actor: Actor, id: number): Promise<BlogSnapshot> {
  return changeRecord(db, actor, blogRecord, String(id), "update", (current) => ({ ...current, state: "draft" }));
}

/**
 * Deletes a post: its row goes, its last version stays in the revisions (the deletion's `before`,
 * readable on the post's history screen), and its address answers 404
 * like any unknown post (not 410: the public queries cannot tell a deleted id from one never used,
 * and a 404 is what the spec's blog page gives an unknown id).
 */
export async function deleteBlog(db: Db, actor: Actor, id: number): Promise<void> {
  await writeChange(db, async (trx) => {
    const before = await readBlog(trx, String(id));
    if (!before) throw new RevisionNotFoundError(`blog ${id}`);
    await trx.deleteFrom("blogs").where("id", "=", id).execute();
    await recordRevision(trx, actor, { kind: "blog", key: String(id), action: "delete", before, after: null });
    await recordAudit(trx, actor, { action: "delete", entity: "blog", entityId: id });
  });
}

type BlogRow = { id: number; title: string; slug: string; category: string; state: "draft" | "published"; publishAt: string | null; createdOn: string };

export async function listBlogsForStaff(db: Db): Promise<BlogRow[]> {
  const rows = await db
    .selectFrom("blogs as b")
    .innerJoin("blog_categories as c", "c.id", "b.category_id")
    .select(["b.id", "b.title", "b.page_url", "c.name as category", "b.state", "b.publish_at", "b.created_on"])
    .orderBy("b.created_on", "desc")
    .orderBy("b.id", "desc")
    .execute();
  return rows.map((r) => ({ id: Number(r.id), title: r.title, slug: r.page_url, category: r.category, state: r.state, publishAt: r.publish_at, createdOn: r.created_on }));
}

export async function blogCategoryChoices(db: Db): Promise<Array<{ id: number; name: string; nameAr: string | null }>> {
  const rows = await db.selectFrom("blog_categories").select(["id", "name", "name_ar"]).orderBy("sort").execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, nameAr: r.name_ar }));
}
