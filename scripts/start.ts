/**
 * `npm start`: builds the site when there is no build or the sources changed since the
 * last one (by content: scripts/build-stamp.ts; `npm run build` writes the stamp), then runs
 * the production server (which migrates and seeds an empty database) in this same process,
 * so the signals `npm start` passes on (SIGTERM from an orchestrator, SIGINT from a terminal)
 * reach the server itself: package.json's `exec` spares the shell in between, which would die
 * and leave the server running. A signal during the build stops the whole build and starts nothing.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import { BUILD_STAMP, sourceStamp } from "./build-stamp.ts";

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

const built = fs.existsSync(BUILD_STAMP) ? fs.readFileSync(BUILD_STAMP, "utf8").trim() : "";
if (!fs.existsSync("build/server/index.js") || sourceStamp() !== built) {
  console.log("Building the site (first start or sources changed)…");
  await build();
}

await import("../server.ts");
