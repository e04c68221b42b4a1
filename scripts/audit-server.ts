/**
 * Starts the built production server (build/ must exist: `npm run build`) on its own port and a
 * fresh seeded SQLite database, for `npm run screenshots` and `npm run audit`/Lighthouse.
 * Returns the base URL and a stop function.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";

export async function startAuditServer(name: string, port: number): Promise<{ baseURL: string; stop: () => void }> {
  if (!fs.existsSync("build/server/index.js")) throw new Error("No build: run `npm run build` first.");
  const dir = `data/${name}`;
  fs.mkdirSync(dir, { recursive: true });
  const db = `${dir}/site.sqlite`;
  for (const f of [db, `${db}-wal`, `${db}-shm`]) fs.rmSync(f, { force: true });
  const baseURL = `http://127.0.0.1:${port}`;
  const taken = await fetch(`${baseURL}/readyz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${port} is already in use: choose another one (see the script's *_PORT variable).`);
  const child = spawn(process.execPath, ["server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: `sqlite:${db}`,
      MEDIA_DIR: process.env.MEDIA_DIR ?? "data/test-media",
      SITE_URL: baseURL,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill("SIGTERM");
  };
  process.on("exit", stop);
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error("The server did not become ready in 180 s");
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseURL, stop };
}
