/** Blogs (spec 3 "Blog"): list with optional category and paging, and one blog by id. */
import { sql } from "kysely";
import type { Db } from "../../../platform/db/client.server.ts";

/** A listed post under our own names (server/api/lookup-answers.ts writes the spec's). */
export type BlogItem = {
  id: number;
  /** The post's slug: /blogs/{slug}/{id}. */
  slug: string;
  categoryId: number;
  /** The category's name (the option list's English name). */
  category: string;
  title: string;
  /** The Arabic title and summary where an editor wrote them (null: show the English). */
  titleAr: string | null;
  createdOn: string;
  image: string | null;
  description: string;
  descriptionAr: string | null;
};

type BlogFilter = { id?: number; categoryId?: number; pageNumber?: number; pageSize?: number };

/** Posts the public sees: published, and their time (if scheduled) has come. */
export function shownBlog(now = new Date()) {
  return sql<boolean>`b.state = 'published' and (b.publish_at is null or b.publish_at <= ${now.toISOString()})`;
}

function base(db: Db, f: BlogFilter) {
  let q = db.selectFrom("blogs as b").where(shownBlog());
  if (f.id) q = q.where("b.id", "=", f.id);
  if (f.categoryId) q = q.where("b.category_id", "=", f.categoryId);
  return q;
}

export async function listBlogs(db: Db, f: BlogFilter = {}): Promise<{ rows: BlogItem[]; total: number }> {
  const pageSize = f.pageSize ?? 100;
  const pageNumber = Math.max(1, f.pageNumber ?? 1);
  const [rows, count] = await Promise.all([
    base(db, f)
      .innerJoin("blog_categories as c", "c.id", "b.category_id")
      .select(["b.id", "b.category_id", "c.name as category_name", "b.title", "b.title_ar", "b.created_on", "b.image_path", "b.description", "b.description_ar", "b.page_url"])
      .orderBy("b.created_on", "desc")
      .orderBy("b.id", "desc")
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize)
      .execute(),
    base(db, f).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      slug: r.page_url,
      categoryId: r.category_id,
      category: r.category_name,
      title: r.title,
      titleAr: r.title_ar,
      createdOn: r.created_on,
      image: r.image_path,
      description: r.description,
      descriptionAr: r.description_ar,
    })),
  };
}

export async function getBlog(db: Db, id: number) {
  const row = await db
    .selectFrom("blogs as b")
    .innerJoin("blog_categories as c", "c.id", "b.category_id")
    .select([
      "b.id", "b.category_id", "c.name as category_name", "b.title", "b.title_ar", "b.created_on", "b.image_path", "b.description", "b.description_ar",
      "b.page_url", "b.body_html", "b.body_html_ar", "b.image_alt", "b.image_alt_ar", "b.seo_title", "b.seo_title_ar", "b.seo_description", "b.seo_description_ar",
    ])
    .where("b.id", "=", id)
    .where(shownBlog())
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    slug: row.page_url,
    categoryId: row.category_id,
    category: row.category_name,
    title: row.title,
    createdOn: row.created_on,
    image: row.image_path,
    description: row.description,
    bodyHtml: row.body_html,
    /** The cover's alt text (null: the title says it), and the post's own search-engine texts (null: title and summary). */
    imageAlt: row.image_alt,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    /** The same in Arabic where an editor wrote them (null: the English is shown). */
    ar: {
      title: row.title_ar,
      description: row.description_ar,
      bodyHtml: row.body_html_ar,
      imageAlt: row.image_alt_ar,
      seoTitle: row.seo_title_ar,
      seoDescription: row.seo_description_ar,
    },
  };
}
