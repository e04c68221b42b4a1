/**
 * Portal feeds out on both databases: `/feeds/propertyfinder.xml` and `/feeds/bayut.xml`
 * behind their token (or open by configuration), only published listings with a valid permit,
 * absolute photo addresses; and the round trip: our export imported into a database without
 * units gives the same unit detail answers (GetUnitDetails, amenities, photo count) for the
 * fields the portal formats carry.
 */
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { parseEnv } from "../../app/platform/env.server.ts";
import { getUnitDetails } from "../../app/modules/listings/queries/units.server.ts";
import { apiUnitDetails } from "../../server/api/listing-answers.ts";
import { listAmenities, listMedia } from "../../app/modules/listings/queries/listing-children.server.ts";
import { deleteListing } from "../../app/modules/listings/listings.server.ts";
import { importFeed } from "../../app/modules/feeds/import.server.ts";
import { diskMediaStore } from "../../app/platform/media/media-store.server.ts";
import type { Db } from "../../app/platform/db/client.server.ts";
import { seededTestDb, testDialects, TEST_MEDIA_DIR, type TestDb } from "../support/databases.ts";
import { listen } from "../support/listen.ts";

const TOKEN = "portal-feed-token-0123456789abcdef";

async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

async function shownWithPermit(db: Db): Promise<string[]> {
  const today = new Date().toISOString().slice(0, 10);
  const rows = await db
    .selectFrom("units")
    .select(["id", "crm_ref"])
    .where("state", "in", ["published", "under_offer"])
    .where("permit_number", "<>", "")
    .where("permit_authority", "is not", null)
    .where("permit_expires_on", ">=", today)
    .orderBy("id")
    .execute();
  return rows.map((r) => r.crm_ref ?? `WEB-${r.id}`);
}

for (const dialect of testDialects()) {
  describe(`feed export (${dialect})`, () => {
    let t: TestDb;
    let target: TestDb;
    const closers: (() => Promise<void>)[] = [];
    async function start(vars: Record<string, string>): Promise<string> {
      const port = await freePort();
      const env = parseEnv({ NODE_ENV: "production", DATABASE_URL: t.url, MEDIA_DIR: TEST_MEDIA_DIR, SEED_ON_START: "false", PORT: String(port), SITE_URL: `http://127.0.0.1:${port}`, ...vars });
      const s = await listen(createApp({ db: t.db, env }));
      closers.push(s.close);
      // listen() took its own port: the feed's absolute addresses name SITE_URL, so serve there too.
      const app = createApp({ db: t.db, env });
      const server = app.listen(port, "127.0.0.1");
      await new Promise((r) => server.once("listening", r));
      closers.push(() => new Promise((r) => server.close(() => r())));
      return `http://127.0.0.1:${port}`;
    }
    beforeAll(async () => {
      t = await seededTestDb(dialect);
      target = await seededTestDb(dialect);
      // One listing with an expired permit, one draft: neither may be exported.
      const [a, b] = await t.db.selectFrom("units").select("id").where("state", "=", "published").orderBy("id").limit(2).execute();
      await t.db.updateTable("units").set({ permit_expires_on: "2020-01-01" }).where("id", "=", a!.id).execute();
      await t.db.updateTable("units").set({ state: "draft", is_active: 0 }).where("id", "=", b!.id).execute();
    });
    afterAll(async () => {
      for (const close of closers) await close();
      await t?.cleanup();
      await target?.cleanup();
    });

    it("answers 404 when feeds are not configured, 403 without the right token, 200 with it or when open", async () => {
      const off = await start({});
      expect((await fetch(`${off}/feeds/propertyfinder.xml`)).status).toBe(404);
      const closed = await start({ FEED_EXPORT_TOKEN: TOKEN });
      for (const q of ["", "?token=", "?token=portal-feed-token-0123456789abcdeX", `?token=${TOKEN}&token=${TOKEN}`]) {
        const res = await fetch(`${closed}/feeds/bayut.xml${q}`);
        expect(res.status, q).toBe(403);
        expect(await res.text()).toBe("A valid feed token is required.");
      }
      const ok = await fetch(`${closed}/feeds/bayut.xml?token=${TOKEN}`);
      expect(ok.status).toBe(200);
      expect(ok.headers.get("content-type")).toBe("application/xml; charset=utf-8");
      expect(ok.headers.get("cache-control")).toBe("no-store");
      expect(await ok.text()).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<Properties>\n<Property>.*<\/Properties>\n$/s);
      const open = await start({ FEED_EXPORT_OPEN: "true" });
      const pf = await fetch(`${open}/feeds/propertyfinder.xml`);
      expect(pf.status).toBe(200);
      expect(await pf.text()).toMatch(/<list last_update="[\d-]+ [\d:]+" listing_count="\d+">/);
      expect(() => parseEnv({ FEED_EXPORT_TOKEN: "short" })).toThrow(/FEED_EXPORT_TOKEN/);
    });

    it("lists exactly the published listings with a valid permit, with absolute photo addresses", async () => {
      const base = await start({ FEED_EXPORT_OPEN: "true" });
      const expected = await shownWithPermit(t.db);
      for (const [file, refTag] of [["propertyfinder.xml", "reference_number"], ["bayut.xml", "Property_Ref_No"]] as const) {
        const xml = await (await fetch(`${base}/feeds/${file}`)).text();
        const refs = [...xml.matchAll(new RegExp(`<${refTag}>(?:<!\\[CDATA\\[)?([^<\\]]+)`, "g"))].map((m) => m[1]);
        expect(refs).toEqual(expected);
        const photos = [...xml.matchAll(/<(?:url|Image)>(?:<!\[CDATA\[)?([^<\]]+)/g)].map((m) => m[1]!);
        expect(photos.length).toBeGreaterThan(expected.length);
        for (const p of photos) expect(p.startsWith(`${base}/media/`)).toBe(true);
      }
      expect(expected.length).toBeGreaterThan(100);
    });

    it("round trip: the export imported into a database without units gives the same unit answers", async () => {
      const base = await start({ FEED_EXPORT_OPEN: "true" });
      const file = path.join(os.tmpdir(), `round-trip-${dialect}-${Date.now()}.xml`);
      fs.writeFileSync(file, await (await fetch(`${base}/feeds/propertyfinder.xml`)).text());
      for (const u of await target.db.selectFrom("units").select("id").execute()) {
        await target.db.deleteFrom("leads").where("unit_id", "=", u.id).execute();
        await deleteListing(target.db, "unit", u.id);
      }
      const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "round-trip-media-"));
      const r = await importFeed(target.db, { source: file, photos: { store: diskMediaStore(mediaDir, ["webp"]), concurrency: 4 } });
      expect(r).toMatchObject({ status: "done", rejected: 0, photosPending: 0 });
      const refs = await shownWithPermit(t.db);
      expect(r.added).toBe(refs.length);
      const answer = async (db: Db, ref: string) => {
        const { id } = await db.selectFrom("units").select("id").where("crm_ref", "=", ref).executeTakeFirstOrThrow();
        const d = apiUnitDetails((await getUnitDetails(db, id))!);
        // Not carried by the portal formats: our ids and page address, the map link, the brochure, the posting time; photos are stored again (new files).
        const { autoId: _id, unitPageURL: _url, mapView: _map, broucherDocument: _b, postedon: _p, images: _i, videoPath: _v, ...rest } = d as Record<string, unknown>;
        const amenities = await listAmenities(db, "unit", id);
        const media = (await listMedia(db, "unit", id)).map((m) => m.kind);
        return { ...rest, amenities, media };
      };
      for (const ref of refs) expect(await answer(target.db, ref), ref).toEqual(await answer(t.db, ref));
      fs.rmSync(file);
      fs.rmSync(mediaDir, { recursive: true, force: true });
      // Every photo is fetched from the served /media and stored again through the image pipeline.
    }, 240_000);
  });
}
