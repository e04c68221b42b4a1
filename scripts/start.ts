/**
 * `npm start`: builds the site when there is no build or the sources changed since the
 * last one, then runs the production server (which migrates and seeds an empty database)
 * in this same process, so the signals `npm start` passes on (SIGTERM from an orchestrator,
 * SIGINT from a terminal) reach the server itself: package.json's `exec` spares the shell in
 * between, which would die and leave the server running. A signal during the build stops the
 * whole build and starts nothing.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";

const STAMP = "build/.source-stamp";
const BUILT = "build/server/index.js";
const SOURCES = ["app", "server", "public", "server.ts", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** `npm run build` in its own process group, so a signal stops all of it (the shell, Vite, the compressor). */
async function build(): Promise<void> {
  const child = spawn("npm", ["run", "build"], { stdio: "inherit", detached: true });
  let stopped: NodeJS.Signals | undefined;
  const forward = (signal: NodeJS.Signals) => {
    stopped = signal;
    if (child.pid) process.kill(-child.pid, signal);
  };
  process.on("SIGTERM", forward);
  process.on("SIGINT", forward);
  const [code] = (await once(child, "exit")) as [number | null];
  process.off("SIGTERM", forward);
  process.off("SIGINT", forward);
  if (stopped) process.exit(128 + (stopped === "SIGINT" ? 2 : 15));
  if (code !== 0) process.exit(code ?? 1);
}

const sourceTime = Math.max(...SOURCES.map(newestMtime));
// A build made by `npm run build` since (it writes no stamp) counts from its own time.
const stampTime = Math.max(fs.existsSync(STAMP) ? Number(fs.readFileSync(STAMP, "utf8")) : 0, fs.existsSync(BUILT) ? fs.statSync(BUILT).mtimeMs : 0);
if (!fs.existsSync(BUILT) || sourceTime > stampTime) {
  console.log("Building the site (first start or sources changed)…");
  await build();
  fs.writeFileSync(STAMP, String(sourceTime));
}

await import("../server.ts");
