/** Old slugs of areas and developers: the current slug an old one now leads to, if any. */
import type { Db } from "../../platform/db/client.server.ts";

export async function movedSlug(db: Db, kind: "area" | "developer", slug: string): Promise<string | null> {
  const target = db.selectFrom("slug_redirects").select("target_id").where("kind", "=", kind).where("old_slug", "=", slug);
  const row =
    kind === "area"
      ? await db.selectFrom("areas").select("page_url").where("id", "in", target).where("is_active", "=", 1).executeTakeFirst()
      : await db.selectFrom("developers").select("page_url").where("id", "in", target).where("is_active", "=", 1).executeTakeFirst();
  return row?.page_url ?? null;
}
