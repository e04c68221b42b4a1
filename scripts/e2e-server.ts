/**
 * Starts the built production server for the browser tests on a fresh SQLite database
 * (seeded at start), sharing the generated media with the integration tests.
 */
import fs from "node:fs";

const file = "data/e2e/site.sqlite";
for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
process.env.DATABASE_URL = `sqlite:${file}`;
process.env.MEDIA_DIR ??= "data/test-media";
process.env.NODE_ENV = "production";
await import("../server.ts");
