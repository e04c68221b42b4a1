/**
 * How the production server process is started so that its memory stays bounded under distinct
 * URLs. Measured with `process.memoryUsage()` while rendering distinct uncached URLs
 * (`npm run bench -- abuse --only memory`): the page cache's bytes stay within PAGE_CACHE_MAX_MB,
 * the JS heap in use stays near 50–80 MB, but
 * - V8 kept ~180 MB of heap committed (its young generation grows to 3 × 16 MB semi-spaces and the
 *   old generation grows with the allocation rate of rendering): `--max-semi-space-size=8` keeps
 *   it near 45–65 MB (about 120 MB less RSS; 4 saved no more);
 * - glibc's malloc raises its mmap threshold after a large block (a page body, a Brotli window) is
 *   freed, so later large Buffers and compression contexts come from the arenas and fragment
 *   them (nodejs/node#8871); a fixed `MALLOC_MMAP_THRESHOLD_` gives them back on free (about 20–50 MB).
 * Both must be set when the process starts (V8 sizes its heap and glibc reads its tunables
 * before any JavaScript runs): `npm start` (package.json) does; `node server.ts` takes them as
 * docs/deploy.md says; the server logs a warning at start when they are missing.
 */

/** Node flags of the server process. */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8"] as const;

/** Environment of the server process (glibc's malloc; ignored elsewhere). */
export const SERVER_MALLOC_ENV = { MALLOC_MMAP_THRESHOLD_: "131072" } as const;

/** The settings this process was started without (empty when all are in force). */
export function missingMemorySettings(
  execArgv: readonly string[],
  env: Record<string, string | undefined>,
  platform: NodeJS.Platform,
): string[] {
  const given = [...execArgv, ...(env.NODE_OPTIONS ?? "").split(/\s+/)];
  const missing = SERVER_NODE_FLAGS.map((flag) => flag.split("=")[0]!).filter(
    (name) => !given.some((arg) => arg.split("=")[0]!.replace(/_/g, "-") === name),
  );
  if (platform === "linux") {
    for (const name of Object.keys(SERVER_MALLOC_ENV)) if (!env[name]) missing.push(name);
  }
  return missing;
}
