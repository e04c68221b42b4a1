/**
 * Backups a brokerage can trust (`npm run backup` / `npm run restore`), on both databases: a site
 * with listings, leads and a photo uploaded through the listing media service is backed up while
 * its app runs, restored into a new database and a new media store elsewhere, and the restored
 * site answers the same listings, photos and portal feed through the real app, with the same
 * leads and the same image bytes. SQLite's site keeps its media in a folder, PostgreSQL's in an
 * S3-compatible bucket (a local S3 server), so the archive is proven store-independent too.
 * Refusals change nothing: a target with tables or media files, another kind of database, a
 * damaged archive. `--force` replaces.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv, type Env } from "../../app/platform/env.server.ts";
import { createDb, type Db, type DialectName } from "../../app/platform/db/client.server.ts";
import { migrateToLatest } from "../../app/platform/db/migrate.server.ts";
import { clearAllCaches } from "../../app/platform/cache/cache.server.ts";
import { BackupError } from "../../app/platform/backup/manifest.ts";
import { restoreBackup } from "../../app/platform/backup/restore-backup.server.ts";
import { writeBackup } from "../../app/platform/backup/write-backup.server.ts";
import { acceptLead } from "../../app/modules/leads/leads.server.ts";
import { addUploadedMedia } from "../../app/modules/listings/listing-media.server.ts";
import { countMediaFiles } from "../../app/platform/media/media-files.server.ts";
import { mediaFilesFor } from "../../app/platform/media/site-media.server.ts";
import { createApp } from "../../server/app.ts";
import { emptyTestDb, seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { listen } from "../support/listen.ts";
import { startS3, type TestS3 } from "../support/s3-server.ts";

const UAE = 221;

/** What a visitor and a portal get from a site: the answers compared before and after. */
async function siteAnswers(db: Db, env: Env, unitId: number, projectId: number, photo: string) {
  clearAllCaches();
  const { base, close } = await listen(createApp({ db, env }));
  try {
    const post = async (call: string, body: object) => {
      const res = await fetch(`${base}/api/${call}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      expect(res.status, call).toBe(200);
      return res.json();
    };
    const photoRes = await fetch(base + photo);
    const feed = await fetch(`${base}/feeds/propertyfinder.xml`);
    return {
      unit: await post("GetUnitDetails", { unitId }),
      unitImages: await post("GetUnitImages", { unitId }),
      units: await post("GetUnitList", { pageNumber: 1, pageSize: 20 }),
      project: await post("GetProjectDetails", { projectId }),
      areas: await post("GetAreaGuideList", {}),
      // The feed's own time of writing aside, every listing's element must be the same.
      feed: { status: feed.status, xml: (await feed.text()).replace(/^(<list) last_update="[^"]*"/m, "$1") },
      photo: { status: photoRes.status, type: photoRes.headers.get("content-type"), bytes: Buffer.from(await photoRes.arrayBuffer()) },
    };
  } finally {
    await close();
  }
}

const leadsOf = (db: Db) => db.selectFrom("leads").selectAll().orderBy("id").execute();

async function refused(p: Promise<unknown>, message: RegExp): Promise<void> {
  const error = await p.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(BackupError);
  expect((error as Error).message).toMatch(message);
}

/** A new, empty database of this dialect: a file not yet made, or a PostgreSQL database just created. */
async function freshDatabase(dialect: DialectName, dir: string): Promise<{ url: string; cleanup: () => Promise<void> }> {
  if (dialect === "sqlite") return { url: `sqlite:${path.join(dir, `site-${Math.random().toString(36).slice(2)}.sqlite`)}`, cleanup: async () => {} };
  const t = await emptyTestDb(dialect);
  await t.db.destroy();
  return { url: t.url, cleanup: () => t.cleanup().catch(() => {}) };
}

for (const dialect of testDialects()) {
  const inBucket = dialect === "postgres";
  describe(`backup and restore (${dialect}, media in ${inBucket ? "an S3 bucket" : "a folder"})`, () => {
    let source: TestDb;
    let s3: TestS3 | undefined;
    let work: string;
    let archive: string;
    let sourceEnv: Env;
    const cleanups: Array<() => Promise<void>> = [];
    let unitId: number;
    let projectId: number;
    let photo: string;
    const envFor = (url: string, name: string) =>
      parseEnv({
        NODE_ENV: "production",
        DATABASE_URL: url,
        MEDIA_DIR: path.join(work, `${name}-media`),
        SEED_ON_START: "false",
        FORM_SECRET: "backup-test-secret-0123456789",
        FEED_EXPORT_OPEN: "true",
        ...s3?.env(name),
      });

    beforeAll(async () => {
      work = await fs.mkdtemp(path.join(os.tmpdir(), `backup-${dialect}-`));
      archive = path.join(work, "backups", "site.tar.gz");
      if (inBucket) s3 = await startS3();
      source = await seededTestDb(dialect);
      sourceEnv = envFor(source.url, "source");
      unitId = (await source.db.selectFrom("units").select("id").orderBy("id").limit(1).executeTakeFirstOrThrow()).id;
      projectId = (await source.db.selectFrom("projects").select("id").orderBy("id").limit(1).executeTakeFirstOrThrow()).id;
      // An uploaded photo, through the service the back office uses (stored by the image pipeline in the site's store).
      const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#3a6ea5" } }).jpeg().toBuffer();
      const [added] = await addUploadedMedia(source.db, { files: mediaFilesFor(sourceEnv), formats: ["webp"] }, "unit", unitId, "photo", [{ field: "photos", name: "living-room.jpg", bytes: jpeg }]);
      if (!added?.ok) throw new Error("photo refused");
      photo = added.path;
      for (const [kind, about] of [["contact", {}], ["unit-enquiry", { unitId }]] as const) {
        const lead = await acceptLead(source.db, kind, { name: "Layla Haddad", email: "layla@example.com", countryCode: UAE, phone: "501234567", message: "Please send me the floor plans and the payment plan for this one today", ...about });
        if (!lead.ok) throw new Error(JSON.stringify(lead.errors));
      }
    });
    afterAll(async () => {
      for (const cleanup of cleanups) await cleanup();
      await source?.cleanup();
      await s3?.close();
      if (work) await fs.rm(work, { recursive: true, force: true });
    });

    it("restores into a new database and media store: the same listings, photo bytes, feed and leads", async () => {
      const before = await siteAnswers(source.db, sourceEnv, unitId, projectId, photo);
      expect(before.photo.status).toBe(200);
      expect(JSON.stringify(before.unitImages)).toContain(photo);
      expect(before.feed.xml).toContain(photo);
      const sourceMedia = await countMediaFiles(mediaFilesFor(sourceEnv));
      expect(sourceMedia.files).toBeGreaterThan(1); // the JPEG and its WebP sizes

      const progress: string[] = [];
      const manifest = await writeBackup({ databaseUrl: source.url, media: mediaFilesFor(sourceEnv), file: archive, onProgress: (p) => progress.push(p.phase) });
      expect(manifest).toMatchObject({ format: 1, dialect, media: sourceMedia });
      expect(manifest.database.tables).toMatchObject({ leads: 2 });
      expect(progress).toContain("media");
      expect((await fs.readdir(path.dirname(archive))).sort()).toEqual(["site.tar.gz"]);

      const target = await freshDatabase(dialect, work);
      cleanups.push(target.cleanup);
      const targetEnv = envFor(target.url, "restored");
      await restoreBackup({ databaseUrl: target.url, media: mediaFilesFor(targetEnv), file: archive });
      expect(await countMediaFiles(mediaFilesFor(targetEnv))).toEqual(sourceMedia);

      const { db } = createDb(target.url);
      try {
        expect(await migrateToLatest(db)).toEqual([]);
        expect(await leadsOf(db)).toEqual(await leadsOf(source.db));
        const after = await siteAnswers(db, targetEnv, unitId, projectId, photo);
        expect(after).toEqual(before);
      } finally {
        await db.destroy();
      }
    });

    it("refuses, changing nothing, a target with tables or media, another kind of database and a damaged file; --force replaces", { timeout: 60_000 }, async () => {
      // A target with tables: the source itself.
      const leads = await leadsOf(source.db);
      await refused(restoreBackup({ databaseUrl: source.url, media: mediaFilesFor(envFor(source.url, "empty")), file: archive }), /not empty \(it has tables\)/);
      expect(await leadsOf(source.db)).toEqual(leads);

      // An empty database but a store with files.
      const fresh = await freshDatabase(dialect, work);
      cleanups.push(fresh.cleanup);
      await refused(restoreBackup({ databaseUrl: fresh.url, media: mediaFilesFor(sourceEnv), file: archive }), /media store .* is not empty/);

      const other = dialect === "sqlite" ? "postgres://nobody@127.0.0.1:1/none" : `sqlite:${path.join(work, "other.sqlite")}`;
      await refused(restoreBackup({ databaseUrl: other, media: mediaFilesFor(envFor(other, "other")), file: archive }), /restores into the same kind of database/);

      // Cut short: refused after reading it through, before the first media file or table is written.
      const cut = path.join(work, "cut.tar.gz");
      const whole = await fs.readFile(archive);
      await fs.writeFile(cut, whole.subarray(0, whole.length - 2000));
      const cutEnv = envFor(fresh.url, "cut");
      await refused(restoreBackup({ databaseUrl: fresh.url, media: mediaFilesFor(cutEnv), file: cut }), /damaged or incomplete/);
      expect(await countMediaFiles(mediaFilesFor(cutEnv))).toEqual({ files: 0, bytes: 0 });

      if (dialect === "postgres") {
        // Without pg_dump: said plainly, and no file left behind.
        process.env.PG_DUMP = path.join(work, "no-pg_dump");
        try {
          await refused(writeBackup({ databaseUrl: source.url, media: mediaFilesFor(sourceEnv), file: path.join(work, "none.tar.gz") }), /pg_dump was not found.*postgresql-client/s);
        } finally {
          delete process.env.PG_DUMP;
        }
        expect(await fs.readdir(work)).not.toContain("none.tar.gz");
      }

      // --force over a site whose content changed since the backup: the backup's content comes back.
      await restoreBackup({ databaseUrl: fresh.url, media: mediaFilesFor(cutEnv), file: archive });
      const changed = createDb(fresh.url).db;
      await changed.deleteFrom("leads").where("id", "=", leads[0]!.id).execute();
      await changed.destroy();
      await refused(restoreBackup({ databaseUrl: fresh.url, media: mediaFilesFor(cutEnv), file: archive }), /not empty/);
      await restoreBackup({ databaseUrl: fresh.url, media: mediaFilesFor(cutEnv), file: archive, force: true });
      const restored = createDb(fresh.url).db;
      try {
        expect(await leadsOf(restored)).toEqual(leads);
      } finally {
        await restored.destroy();
      }
    });
  });
}
