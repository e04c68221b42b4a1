/**
 * Blog categories as the back office edits them (issue 20): create, rename, delete. A post has
 * one category (the spec's Blog carries one `categoryId`, and the public list filters by it:
 * /blogs/{category}, a slug of the name), so renaming a category moves its list page to the new
 * name's slug; a category that still has posts cannot be deleted (move them first). On the
 * write path: zod, `writeChange` (caches emptied), an audit entry.
 */
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { slugify } from "../lib/format.ts";
import { recordAudit } from "./audit.server.ts";
import type { Actor } from "./staff-scope.ts";
import { writeChange, type Tx } from "./write.server.ts";

export const categoryNameSchema = z
  .string()
  .trim()
  .min(2, "At least 2 characters")
  .max(60, "At most 60 characters")
  .refine((v) => slugify(v).length > 0, "Use letters or digits");

export class CategoryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CategoryError";
  }
}

export type CategoryRow = { id: number; name: string; slug: string; posts: number };

export async function listCategoriesForStaff(db: Db): Promise<CategoryRow[]> {
  const rows = await db
    .selectFrom("blog_categories as c")
    .leftJoin("blogs as b", "b.category_id", "c.id")
    .select((eb) => ["c.id", "c.name", eb.fn.count<number>("b.id").as("posts")])
    .groupBy(["c.id", "c.name", "c.sort"])
    .orderBy("c.sort")
    .orderBy("c.id")
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, slug: slugify(r.name), posts: Number(r.posts) }));
}

/** Two categories with one slug would share one list page: refused. */
async function checkFree(trx: Tx, name: string, exceptId: number | null): Promise<void> {
  const slug = slugify(name);
  const others = await trx.selectFrom("blog_categories").select(["id", "name"]).execute();
  if (others.some((c) => Number(c.id) !== exceptId && slugify(c.name) === slug)) throw new CategoryError(`A category named “${name}” (or so close that its address is the same) exists already.`);
}

export async function createCategory(db: Db, actor: Actor, rawName: unknown): Promise<number> {
  const name = categoryNameSchema.parse(rawName);
  return writeChange(db, async (trx) => {
    await checkFree(trx, name, null);
    const last = await trx.selectFrom("blog_categories").select((eb) => eb.fn.max("sort").as("sort")).executeTakeFirst();
    const row = await trx
      .insertInto("blog_categories")
      .values({ name, sort: Number(last?.sort ?? 0) + 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await recordAudit(trx, actor, { action: "create", entity: "blog-category", entityId: id });
    return id;
  });
}

export async function renameCategory(db: Db, actor: Actor, id: number, rawName: unknown): Promise<void> {
  const name = categoryNameSchema.parse(rawName);
  await writeChange(db, async (trx) => {
    const found = await trx.selectFrom("blog_categories").select("id").where("id", "=", id).executeTakeFirst();
    if (!found) throw new CategoryError("This category no longer exists.");
    await checkFree(trx, name, id);
    await trx.updateTable("blog_categories").set({ name }).where("id", "=", id).execute();
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
