/** Runs `run` over `ids` in chunks, so an IN list stays within what both databases accept in one statement. */
const CHUNK = 500;
export async function inChunks<T>(ids: T[], run: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < ids.length; i += CHUNK) await run(ids.slice(i, i + CHUNK));
}
