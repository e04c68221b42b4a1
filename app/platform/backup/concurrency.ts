/**
 * A few media files in flight at once, for backups and restores of a bucket: one S3 request
 * costs tens of milliseconds whatever the file's size, so 100,000 photos one after another would
 * take most of an hour. The archive itself stays in order; memory stays bounded by the window.
 */

/** Loads the items' values with up to `window` loads running, yielding them in the items' order. */
export async function* lookAhead<T, R>(items: readonly T[], window: number, load: (item: T) => Promise<R>): AsyncGenerator<R> {
  const pending: Promise<R>[] = [];
  let next = 0;
  const fill = () => {
    while (pending.length < window && next < items.length) {
      const p = load(items[next++]!);
      // Awaited in order below; a failure meanwhile must not count as unhandled.
      p.catch(() => {});
      pending.push(p);
    }
  };
  fill();
  while (pending.length) {
    const value = await pending.shift()!;
    fill();
    yield value;
  }
}

/** Runs tasks with at most `window` at once: `run` waits for a free place; `done` waits for all and throws the first failure. */
export function taskWindow(window: number): { run: (task: () => Promise<void>) => Promise<void>; done: () => Promise<void> } {
  const running = new Set<Promise<void>>();
  let failure: unknown;
  return {
    async run(task) {
      if (failure) throw failure;
      while (running.size >= window) await Promise.race(running);
      if (failure) throw failure;
      const p: Promise<void> = task().then(
        () => void running.delete(p),
        (error: unknown) => {
          failure ??= error;
          running.delete(p);
        },
      );
      running.add(p);
    },
    async done() {
      await Promise.all(running);
      if (failure) throw failure;
    },
  };
}
