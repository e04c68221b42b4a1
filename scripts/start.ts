/**
 * `npm start`: builds the site when there is no build or the sources changed since the
 * last one, then runs the production server (which migrates and seeds an empty database).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const STAMP = "build/.source-stamp";
const SOURCES = ["app", "server", "public", "server.ts", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const sourceTime = Math.max(...SOURCES.map(newestMtime));
const stampTime = fs.existsSync(STAMP) ? Number(fs.readFileSync(STAMP, "utf8")) : 0;
if (!fs.existsSync("build/server/index.js") || sourceTime > stampTime) {
  console.log("Building the site (first start or sources changed)…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(STAMP, String(sourceTime));
}

await import("../server.ts");
