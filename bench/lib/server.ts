/**
 * Starts the built production server (build/server/index.js) in a child process for a
 * benchmark, on its own port and database, and waits until it is ready.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { SERVER_MALLOC_ENV, SERVER_NODE_FLAGS } from "../../server/memory-settings.ts";

export type BenchServer = { url: string; child: ChildProcess; stop: () => Promise<void> };

export async function startBuiltServer(opts: { port: number; databaseUrl: string; env?: Record<string, string>; readyTimeoutMs?: number; nodeFlags?: string[] }): Promise<BenchServer> {
  if (!fs.existsSync("build/server/index.js")) throw new Error("No build: run `npm run build` first.");
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...(opts.nodeFlags ?? []), "server.ts"], {
    env: {
      ...process.env,
      // Started as production starts it (`npm start`, docs/deploy.md).
      ...SERVER_MALLOC_ENV,
      NODE_ENV: "production",
      PORT: String(opts.port),
      DATABASE_URL: opts.databaseUrl,
      MEDIA_DIR: process.env.MEDIA_DIR ?? "data/media",
      SITE_URL: `http://127.0.0.1:${opts.port}`,
      LOG_LEVEL: "warn",
      ...opts.env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${opts.port}`;
  // The first start on an empty database seeds it (and draws the demo images when MEDIA_DIR has none).
  const deadline = Date.now() + (opts.readyTimeoutMs ?? 180_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const r = await fetch(`${url}/readyz`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server did not become ready");
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

export function printTable(rows: Record<string, string | number>[]): void {
  if (!rows.length) return;
  const cols = Object.keys(rows[0]!);
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(width[i]!) : c.padStart(width[i]!))).join(" | ")} |`;
  console.log(line(cols));
  console.log(`|${width.map((w, i) => (i === 0 ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")}|`);
  for (const r of rows) console.log(line(cols.map((c) => String(r[c] ?? ""))));
}
