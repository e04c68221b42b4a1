/**
 * Data versions: a counter per kind of content, moved by each write that changes what pages
 * show, so every running instance can tell its cached pages are out of date
 * (server/cache-invalidation.ts). Pass the write's transaction as `db` when there is one, so
 * the new version is seen exactly when the new data is.
 */
import type { Db } from "./client.server.ts";

/**
 * `content`: everything the pages show (units, projects, areas, developers, blogs, lists).
 * One scope, because almost every page mixes several of these and the page cache can only be
 * emptied as a whole; a finer cache can add scopes without a migration.
 */
export type DataScope = "content";

export async function bumpDataVersion(db: Db, scope: DataScope): Promise<void> {
  await db
    .insertInto("data_versions")
    .values({ scope, version: 1 })
    .onConflict((oc) => oc.column("scope").doUpdateSet((eb) => ({ version: eb(eb.ref("data_versions.version"), "+", 1) })))
    .execute();
}

/** All versions as one comparable string (`content:3`), read by one query on a tiny table. */
export async function readDataVersions(db: Db): Promise<string> {
  const rows = await db.selectFrom("data_versions").select(["scope", "version"]).orderBy("scope").execute();
  return rows.map((r) => `${r.scope}:${r.version}`).join(",");
}
