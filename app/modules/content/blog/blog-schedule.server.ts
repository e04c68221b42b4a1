/**
 * The blog schedule job (issue 20): a scheduled post (published, its time to come) is hidden by
 * the public queries until its time; when that time passes nothing is written, so the caches
 * (the page cache, the data areas) would keep the pages they made before it. Every `intervalMs`
 * this job looks for posts whose time fell since its last look and, if there are any, moves the
 * data version (an empty `writeChange`): every instance's caches empty, so the post appears on
 * every page within one interval of its time, without a restart. Several instances may each do
 * it: a second move only empties the caches again.
 */
import type { Logger } from "pino";
import type { Db } from "../../../platform/db/client.server.ts";
import { writeChange } from "../../../platform/cache/write.server.ts";

export type BlogScheduleJob = { runOnce(): Promise<number>; stop(): Promise<void> };

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

export function startBlogScheduleJob(opts: { db: Db; logger: Logger; intervalMs?: number; clock?: () => Date }): BlogScheduleJob {
  const { db, logger, intervalMs = 5_000, clock = () => new Date() } = opts;
  let since = clock();
  let running: Promise<number> | undefined;
  let stopped = false;

  const runOnce = () => {
    const now = clock();
    running ??= announceDuePosts(db, since, now)
      .then((due) => {
        since = now;
        if (due) logger.info({ due }, "blog schedule: posts went live; caches emptied");
        return due;
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, "blog schedule: look failed (will retry at the next interval)");
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const timer = setInterval(() => {
    if (!stopped) void runOnce();
  }, intervalMs);
  timer.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
