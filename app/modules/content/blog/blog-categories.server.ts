/**
 * Blog categories as the back office edits them: create, rename (English and Arabic
 * names; the Arabic one may be left empty), delete. A post has
 * one category (the spec's Blog carries one `categoryId`, and the public list filters by it:
 * /blogs/{category}, a slug of the name), so renaming a category moves its list page to the new
 * name's slug; a category that still has posts cannot be deleted (move them first). On the
 * write path: zod, `writeChange` (caches emptied), an audit entry.
 */
import { z } from "zod";
import type { Db } from "../../../platform/db/client.server.ts";
import { slugify } from "../../../platform/i18n/format.ts";
import { recordAudit } from "../../staff/index.server.ts";
import type { Actor } from "../../staff/index.ts";
import { writeChange, type Tx } from "../../../platform/cache/write.server.ts";

const categoryNameSchema = z
  .string()
  .trim()
  .min(2, "At least 2 characters")
  .max(60, "At most 60 characters")
  .refine((v) => slugify(v).length > 0, "Use letters or digits");

/** The Arabic name (for the Arabic site): optional, but Arabic when given. */
const categoryNameArSchema = z
  .string()
  .trim()
  .max(60, "At most 60 characters")
  .refine((v) => v === "" || /\p{Script=Arabic}/u.test(v), "Write the Arabic name in Arabic letters")
  .nullish()
  .transform((v) => v || null);

/** A refusal to show on the form: `field` is the input it is about (the English name unless said). */
export class CategoryError extends Error {
  readonly field: "name" | "nameAr";
  constructor(message: string, field: "name" | "nameAr" = "name") {
    super(message);
    this.name = "CategoryError";
    this.field = field;
  }
}

function arabicName(raw: unknown): string | null {
  const r = categoryNameArSchema.safeParse(raw);
  if (!r.success) throw new CategoryError(r.error.issues[0]?.message ?? "Not an Arabic name.", "nameAr");
  return r.data;
}

type CategoryRow = { id: number; name: string; nameAr: string | null; slug: string; posts: number };

export async function listCategoriesForStaff(db: Db): Promise<CategoryRow[]> {
  const rows = await db
    .selectFrom("blog_categories as c")
    .leftJoin("blogs as b", "b.category_id", "c.id")
    .select((eb) => ["c.id", "c.name", "c.name_ar", eb.fn.count<number>("b.id").as("posts")])
    .groupBy(["c.id", "c.name", "c.name_ar", "c.sort"])
    .orderBy("c.sort")
    .orderBy("c.id")
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, nameAr: r.name_ar, slug: slugify(r.name), posts: Number(r.posts) }));
}

/** Two categories with one slug would share one list page: refused. */
async function checkFree(trx: Tx, name: string, exceptId: number | null): Promise<void> {
  const slug = slugify(name);
  const others = await trx.selectFrom("blog_categories").select(["id", "name"]).execute();
  if (others.some((c) => Number(c.id) !== exceptId && slugify(c.name) === slug)) throw new CategoryError(`A category named “${name}” (or so close that its address is the same) exists already.`);
}

export async function createCategory(db: Db, actor: Actor, rawName: unknown, rawNameAr: unknown = null): Promise<number> {
  const name = categoryNameSchema.parse(rawName);
  const nameAr = arabicName(rawNameAr);
  return writeChange(db, async (trx) => {
    await checkFree(trx, name, null);
    const last = await trx.selectFrom("blog_categories").select((eb) => eb.fn.max("sort").as("sort")).executeTakeFirst();
    const row = await trx
      .insertInto("blog_categories")
      .values({ name, name_ar: nameAr, sort: Number(last?.sort ?? 0) + 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await recordAudit(trx, actor, { action: "create", entity: "blog-category", entityId: id });
    return id;
  });
}

export async function renameCategory(db: Db, actor: Actor, id: number, rawName: unknown, rawNameAr: unknown = null): Promise<void> {
  const name = categoryNameSchema.parse(rawName);
  const nameAr = arabicName(rawNameAr);
  await writeChange(db, async (trx) => {
    const found = await trx.selectFrom("blog_categories").select("id").where("id", "=", id).executeTakeFirst();
    if (!found) throw new CategoryError("This category no longer exists.");
    await checkFree(trx, name, id);
    await trx.updateTable("blog_categories").set({ name, name_ar: nameAr }).where("id", "=", id).execute();
    await recordAudit(trx, actor, { action: "update", entity: "blog-category", entityId: id });
  });
}

export async function deleteCategory(db: Db, actor: Actor, id: number): Promise<void> {
  await writeChange(db, async (trx) => {
    const found = await trx.selectFrom("blog_categories").select("id").where("id", "=", id).executeTakeFirst();
    if (!found) throw new CategoryError("This category no longer exists.");
    const used = await trx.selectFrom("blogs").select((eb) => eb.fn.countAll<number>().as("n")).where("category_id", "=", id).executeTakeFirstOrThrow();
    const n = Number(used.n);
    if (n > 0) throw new CategoryError(`This category has ${n === 1 ? "1 post" : `${n} posts`}: give ${n === 1 ? "it" : "them"} another category first.`);
    await trx.deleteFrom("blog_categories").where("id", "=", id).execute();
    await recordAudit(trx, actor, { action: "delete", entity: "blog-category", entityId: id });
  });
}
