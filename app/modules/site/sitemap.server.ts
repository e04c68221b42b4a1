/**
 * URLs for sitemap.xml: every public page, then developers, agents, areas, buildings (their market pages),
 * blogs, projects and units.
 * Read in pages (offset/limit) so a sitemap file of 50,000 URLs never loads the whole table.
 */
import { shownBlog } from "../content/index.server.ts";
import { listingHref } from "../listings/index.ts";
import type { Db } from "../../platform/db/client.server.ts";

type SitemapUrl = { path: string; lastmod?: string };

type Segment = { count: () => Promise<number>; page: (offset: number, limit: number) => Promise<SitemapUrl[]> };

const day = (iso: string) => iso.slice(0, 10);

/** Agents with a public page (app/modules/content/agents/agent-pages.server.ts). */
const publicAgents = (db: Db) => db.selectFrom("agents").where("is_public", "=", 1).where("slug", "is not", null);

const activeBuildings = (db: Db) => db.selectFrom("buildings as b").innerJoin("areas as a", "a.id", "b.area_id").where("a.is_active", "=", 1);

function segments(db: Db, staticPaths: readonly string[]): Segment[] {
  return [
    {
      count: async () => staticPaths.length,
      page: async (offset, limit) => staticPaths.slice(offset, offset + limit).map((path) => ({ path })),
    },
    {
      count: async () => Number((await db.selectFrom("developers").where("is_active", "=", 1).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n),
      page: async (offset, limit) =>
        (await db.selectFrom("developers").select("page_url").where("is_active", "=", 1).orderBy("id").offset(offset).limit(limit).execute()).map((r) => ({ path: `/developer/${r.page_url}` })),
    },
    {
      count: async () => Number((await publicAgents(db).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n),
      page: async (offset, limit) => (await publicAgents(db).select("slug").orderBy("id").offset(offset).limit(limit).execute()).map((r) => ({ path: `/agents/${r.slug}` })),
    },
    {
      count: async () => Number((await db.selectFrom("areas").where("is_active", "=", 1).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n),
      page: async (offset, limit) =>
        (await db.selectFrom("areas").select("page_url").where("is_active", "=", 1).orderBy("id").offset(offset).limit(limit).execute()).map((r) => ({ path: `/area/${r.page_url}` })),
    },
    {
      // A building exists because the market data named it: each has its figures' page.
      count: async () => Number((await activeBuildings(db).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n),
      page: async (offset, limit) =>
        (await activeBuildings(db).select("b.slug").orderBy("b.id").offset(offset).limit(limit).execute()).map((r) => ({ path: `/building/${r.slug}` })),
    },
    {
      count: async () => Number((await db.selectFrom("blogs as b").where(shownBlog()).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n),
      page: async (offset, limit) =>
        (await db.selectFrom("blogs as b").where(shownBlog()).select(["b.id", "b.page_url", "b.created_on"]).orderBy("b.id").offset(offset).limit(limit).execute()).map((r) => ({
          path: `/blogs/${r.page_url}/${r.id}`,
          lastmod: day(r.created_on),
        })),
    },
    {
      count: async () => Number((await db.selectFrom("projects").where("is_active", "=", 1).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n),
      page: async (offset, limit) =>
        (await db.selectFrom("projects").select(["id", "page_url", "created_on"]).where("is_active", "=", 1).orderBy("id").offset(offset).limit(limit).execute()).map((r) => ({
          path: listingHref({ kind: "project", slug: r.page_url, id: r.id }),
          lastmod: day(r.created_on),
        })),
    },
    {
      count: async () => Number((await db.selectFrom("units").where("is_active", "=", 1).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n),
      page: async (offset, limit) =>
        (await db.selectFrom("units").select(["id", "page_url", "posted_on"]).where("is_active", "=", 1).orderBy("id").offset(offset).limit(limit).execute()).map((r) => ({
          path: listingHref({ kind: "unit", slug: r.page_url, id: r.id }),
          lastmod: day(r.posted_on),
        })),
    },
  ];
}

/** Number of URLs in the whole sitemap. */
export async function countSitemapUrls(db: Db, staticPaths: readonly string[]): Promise<number> {
  const counts = await Promise.all(segments(db, staticPaths).map((s) => s.count()));
  return counts.reduce((a, b) => a + b, 0);
}

/** The URLs from position `start` (0-based), at most `limit` of them, in sitemap order. */
export async function listSitemapUrls(db: Db, staticPaths: readonly string[], start: number, limit: number): Promise<SitemapUrl[]> {
  const out: SitemapUrl[] = [];
  let skip = start;
  for (const segment of segments(db, staticPaths)) {
    if (out.length >= limit) break;
    const n = await segment.count();
    if (skip >= n) {
      skip -= n;
      continue;
    }
    out.push(...(await segment.page(skip, limit - out.length)));
    skip = 0;
  }
  return out;
}
