/** Blogs (spec 3 "Blog"): list with optional category and paging, and one blog by id. */
import { sql } from "kysely";
import type { Db } from "../../../platform/db/client.server.ts";

type BlogItem = {
  autoId: number;
  categoryId: number;
  categoryName: string;
  title: string;
  /** The Arabic title and summary where an editor wrote them (null: show the English). */
  titleAr: string | null;
  createdOn: string;
  imagesPath: string | null;
  description: string;
  descriptionAr: string | null;
  /** Day of month, e.g. "07" (the original card shows day and month apart). */
  dayPart: string;
  /** Short month and year, e.g. "Nov 2026". */
  dayMonth: string;
  blogURL: string;
  totalRecord: number;
};

type BlogFilter = { autoId?: number; categoryId?: number; pageNumber?: number; pageSize?: number };

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Posts the public sees: published, and their time (if scheduled) has come. */
export function shownBlog(now = new Date()) {
  return sql<boolean>`b.state = 'published' and (b.publish_at is null or b.publish_at <= ${now.toISOString()})`;
}

function base(db: Db, f: BlogFilter) {
  let q = db.selectFrom("blogs as b").where(shownBlog());
  if (f.autoId) q = q.where("b.id", "=", f.autoId);
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
    rows: rows.map((r) => {
      const d = new Date(r.created_on);
      return {
        autoId: r.id,
        categoryId: r.category_id,
        categoryName: r.category_name,
        title: r.title,
        titleAr: r.title_ar,
        createdOn: r.created_on,
        imagesPath: r.image_path,
        description: r.description,
        descriptionAr: r.description_ar,
        dayPart: String(d.getUTCDate()).padStart(2, "0"),
        dayMonth: `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`,
        blogURL: r.page_url,
        totalRecord: total,
      };
    }),
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
    autoId: row.id,
    categoryId: row.category_id,
    categoryName: row.category_name,
    title: row.title,
    createdOn: row.created_on,
    imagesPath: row.image_path,
    description: row.description,
    blogURL: row.page_url,
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
