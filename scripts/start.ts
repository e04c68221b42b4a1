/**
 * `npm start`: builds the site when there is no build or the sources changed since the
 * last one (by content: scripts/build-stamp.ts), then runs the production server (which
 * migrates and seeds an empty database).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { sourceStamp } from "./build-stamp.ts";

const STAMP = "build/.source-stamp";

const stamp = sourceStamp();
const built = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, "utf8").trim() : "";
if (!fs.existsSync("build/server/index.js") || stamp !== built) {
  console.log("Building the site (first start or sources changed)…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(STAMP, stamp);
}

await import("../server.ts");
