/**
 * The blog schedule job: a scheduled post (published, its time to come) is hidden by
 * the public queries until its time; when that time passes nothing is written, so the caches
 * (the page cache, the data areas) would keep the pages they made before it. Every `intervalMs`
 * this job looks for posts whose time fell since its last look and, if there are any, moves the
 * data version (an empty `writeChange`): every instance's caches empty, so the post appears on
 * every page within one interval of its time, without a restart. Several instances may each do
 * it: a second move only empties the caches again.
 */
import type { Db } from "../../../platform/db/client.server.ts";
import { writeChange } from "../../../platform/cache/write.server.ts";
import type { Job } from "../../../platform/jobs/runner.server.ts";

/** How many posts fell due in (since, now]; moves the data version when any did. */
export async function announceDuePosts(db: Db, since: Date, now: Date): Promise<number> {
  const row = await db
    .selectFrom("blogs")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("state", "=", "published")
    .where("publish_at", ">", since.toISOString())
    .where("publish_at", "<=", now.toISOString())
    .executeTakeFirstOrThrow();
  const due = Number(row.n);
  if (due > 0) await writeChange(db, async () => undefined);
  return due;
}

/**
 * The job (server/app.ts registers it): a look every `intervalMs`. A look that fails leaves its
 * window to the next one, which starts where the last successful look ended.
 */
export function blogScheduleJob(opts: { db: Db; intervalMs?: number; clock?: () => Date }): Job<number> {
  const { db, intervalMs = 5_000, clock = () => new Date() } = opts;
  let since = clock();
  return {
    name: "blog schedule",
    intervalMs,
    clock,
    runAtStart: false,
    async run({ now, logger }) {
      const due = await announceDuePosts(db, since, now);
      since = now;
      if (due) logger.info({ due }, "blog schedule: posts went live; caches emptied");
      return due;
    },
  };
}
