/**
 * A listing's photos, floor plans and brochure through the listing media service, on
 * both databases, with real uploads stored by the pipeline: add (once per file), reorder each
 * group, alt text in both languages, remove (files kept while another listing uses them, the
 * demo's art never deleted), the brochure, an agent limited to its own listings, the audit log,
 * the data version moving with each change, and refusals changing nothing.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { readDataVersions } from "../../app/platform/db/data-versions.server.ts";
import { listFloorPlans, listMedia } from "../../app/modules/listings/queries/listing-children.server.ts";
import { readAudit } from "../../app/modules/staff/audit.server.ts";
import { ListingError } from "../../app/modules/listings/listings.server.ts";
import { parseListingUploads } from "../../app/platform/media/upload-form.server.ts";
import {
  addListingMedia,
  addUploadedMedia,
  setUploadedBrochure,
  listListingMedia,
  removeListingMedia,
  reorderListingMedia,
  setListingBrochure,
  setListingMediaAlt,
} from "../../app/modules/listings/listing-media.server.ts";
import { diskMediaStore, ingestUpload, type IngestedFile, type IngestedImage, type MediaStore } from "../../app/platform/media/media-store.server.ts";
import type { Actor } from "../../app/modules/staff/scope.ts";

const ADMIN: Actor = { staffId: 7, name: "Test Admin", role: "admin", agentId: null };

async function rejects(p: Promise<unknown>): Promise<ListingError> {
  const error = await p.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ListingError);
  return error as ListingError;
}

function pdf(title: string): Buffer {
  let body = `%PDF-1.4\n% ${title}\n1 0 obj\n<< /Type /Catalog >>\nendobj\n`;
  const xref = Buffer.byteLength(body);
  body += `xref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer\n<< /Size 2 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

const exists = (f: string) => fs.access(f).then(() => true, () => false);

for (const dialect of testDialects()) {
  describe(`listing media service (${dialect})`, () => {
    let t: TestDb;
    let store: MediaStore;
    let mediaDir: string;
    let unitId: number;
    let unitAgent: number;
    let projectId: number;
    const photos: IngestedImage[] = [];
    let plan: IngestedImage;
    let brochures: IngestedFile[];
    const onDisk = (p: string) => path.join(mediaDir, p.replace(/^\/media\//, ""));

    beforeAll(async () => {
      t = await seededTestDb(dialect);
      mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), `listing-media-${dialect}-`));
      store = diskMediaStore(mediaDir, ["webp"]);
      for (const colour of ["#aa3333", "#33aa33", "#3333aa"]) {
        const r = await ingestUpload(store, await sharp({ create: { width: 480, height: 320, channels: 3, background: colour } }).jpeg().toBuffer(), { purpose: "photo" });
        if (!r.ok || r.kind !== "image") throw new Error("photo refused");
        photos.push(r);
      }
      const p = await ingestUpload(store, await sharp({ create: { width: 600, height: 600, channels: 3, background: "#fff" } }).png().toBuffer(), { purpose: "floor-plan" });
      if (!p.ok || p.kind !== "image") throw new Error("plan refused");
      plan = p;
      brochures = [];
      for (const title of ["first", "second"]) {
        const b = await ingestUpload(store, pdf(title), { purpose: "brochure" });
        if (!b.ok || b.kind !== "file") throw new Error("brochure refused");
        brochures.push(b);
      }
      const unit = await t.db.selectFrom("units").select(["id", "agent_id"]).orderBy("id").limit(1).executeTakeFirstOrThrow();
      unitId = unit.id;
      unitAgent = unit.agent_id;
      projectId = (await t.db.selectFrom("projects").select("id").orderBy("id").limit(1).executeTakeFirstOrThrow()).id;
    });
    afterAll(async () => {
      await t?.cleanup();
      if (store) await fs.rm(mediaDir, { recursive: true, force: true });
    });

    it("adds uploads at the end of the gallery, each file once, and the site shows them; the data version moves", async () => {
      const before = await listMedia(t.db, "unit", unitId, "photo");
      const version = await readDataVersions(t.db);
      const ids = await addListingMedia(t.db, "unit", unitId, "photo", photos.map((p, i) => ({ ...p, alt: i === 0 ? "Living room" : null })), { actor: ADMIN });
      expect(ids).toHaveLength(3);
      expect(await readDataVersions(t.db)).not.toBe(version);
      const shown = await listMedia(t.db, "unit", unitId, "photo");
      expect(shown.map((m) => m.path)).toEqual([...before.map((m) => m.path), ...photos.map((p) => p.path)]);
      // The same files again: nothing new.
      expect(await addListingMedia(t.db, "unit", unitId, "photo", [photos[1]!, photos[1]!])).toEqual([ids[1], ids[1]]);
      expect(await listMedia(t.db, "unit", unitId, "photo")).toHaveLength(shown.length);
      const rows = await listListingMedia(t.db, "unit", unitId);
      expect(rows.find((r) => r.id === ids[0])).toMatchObject({ kind: "photo", width: 480, height: 320, alt: "Living room", altAr: null, contentHash: photos[0]!.hash });
      expect((await readAudit(t.db, { entity: "unit", entityId: unitId }))[0]).toMatchObject({ action: "media-add", staffName: "Test Admin" });
    });

    it("refuses what is not a stored upload, changing nothing", async () => {
      const version = await readDataVersions(t.db);
      const e = await rejects(addListingMedia(t.db, "unit", unitId, "photo", [{ path: "/media/../../etc/passwd", width: 1, height: 1, hash: photos[0]!.hash }]));
      expect(e.code).toBe("invalid");
      expect(e.fieldErrors["0.path"]).toContain("Not a stored upload.");
      const wrongSize = await rejects(addListingMedia(t.db, "unit", unitId, "photo", [{ ...photos[0]!, width: 4000 }]));
      expect(wrongSize.fieldErrors["0.path"]).toEqual(["The path does not match the upload's hash and size."]);
      const demoArt = await rejects(addListingMedia(t.db, "unit", unitId, "photo", [{ ...photos[0]!, path: "/media/photos/tower-1.jpg" }]));
      expect(demoArt.fieldErrors["0.path"]).toContain("Not a stored upload.");
      expect((await rejects(addListingMedia(t.db, "unit", 99_999_999, "photo", [photos[0]!]))).code).toBe("not_found");
      expect(await readDataVersions(t.db)).toBe(version);
    });

    it("reorders the gallery and the floor plans apart", async () => {
      await addListingMedia(t.db, "unit", unitId, "floor_plan", [{ ...plan, alt: "Floor plan, 2 bedrooms" }]);
      const rows = await listListingMedia(t.db, "unit", unitId);
      const gallery = rows.filter((r) => r.kind !== "floor_plan").map((r) => r.id);
      const reversed = [...gallery].reverse();
      await reorderListingMedia(t.db, "unit", unitId, reversed);
      const after = await listListingMedia(t.db, "unit", unitId);
      expect(after.filter((r) => r.kind !== "floor_plan").map((r) => r.id)).toEqual(reversed);
      expect((await listMedia(t.db, "unit", unitId)).map((m) => m.path)).toEqual(reversed.map((id) => rows.find((r) => r.id === id)!.path));
      expect((await listFloorPlans(t.db, "unit", unitId)).map((p) => p.path)).toEqual([plan.path]);
    });

    it("refuses an order that leaves an item out, mixes the groups or names another listing's media, changing nothing", async () => {
      const rows = await listListingMedia(t.db, "unit", unitId);
      const gallery = rows.filter((r) => r.kind !== "floor_plan").map((r) => r.id);
      const planId = rows.find((r) => r.kind === "floor_plan")!.id;
      const version = await readDataVersions(t.db);
      expect((await rejects(reorderListingMedia(t.db, "unit", unitId, gallery.slice(1)))).fieldErrors.order).toBeDefined();
      expect((await rejects(reorderListingMedia(t.db, "unit", unitId, [...gallery, planId]))).code).toBe("invalid");
      expect((await rejects(reorderListingMedia(t.db, "unit", unitId, [gallery[0]!, gallery[0]!]))).code).toBe("invalid");
      const foreign = await t.db.selectFrom("listing_media").select("id").where("project_id", "=", projectId).limit(1).executeTakeFirstOrThrow();
      expect((await rejects(reorderListingMedia(t.db, "unit", unitId, [Number(foreign.id), ...gallery.slice(1)]))).code).toBe("not_found");
      expect(await readDataVersions(t.db)).toBe(version);
      expect((await listListingMedia(t.db, "unit", unitId)).map((r) => r.id)).toEqual(rows.map((r) => r.id));
    });

    it("sets alt text in English and Arabic; English is required", async () => {
      const id = (await listListingMedia(t.db, "unit", unitId)).find((r) => r.path === photos[2]!.path)!.id;
      await setListingMediaAlt(t.db, "unit", unitId, id, { alt: "  Kitchen with island  ", altAr: "مطبخ مع جزيرة" });
      expect((await listListingMedia(t.db, "unit", unitId)).find((r) => r.id === id)).toMatchObject({ alt: "Kitchen with island", altAr: "مطبخ مع جزيرة" });
      const e = await rejects(setListingMediaAlt(t.db, "unit", unitId, id, { alt: " ", altAr: "نص" }));
      expect(e.fieldErrors.alt?.[0]).toMatch(/English alt text is required/);
      expect((await rejects(setListingMediaAlt(t.db, "unit", unitId, id, { alt: "x".repeat(301) }))).fieldErrors.alt).toEqual(["The alt text is at most 300 characters."]);
      expect((await rejects(setListingMediaAlt(t.db, "project", projectId, id, { alt: "Not this project's" }))).code).toBe("not_found");
      expect((await listListingMedia(t.db, "unit", unitId)).find((r) => r.id === id)).toMatchObject({ alt: "Kitchen with island" });
    });

    it("limits an agent to its own listings", async () => {
      const other: Actor = { staffId: 8, name: "Other Agent", role: "agent", agentId: unitAgent + 1000 };
      const own: Actor = { staffId: 9, name: "Own Agent", role: "agent", agentId: unitAgent };
      const id = (await listListingMedia(t.db, "unit", unitId))[0]!.id;
      expect((await rejects(setListingMediaAlt(t.db, "unit", unitId, id, { alt: "Hijacked" }, { actor: other }))).code).toBe("not_found");
      expect((await rejects(listListingMedia(t.db, "unit", unitId, { actor: other }))).code).toBe("not_found");
      await setListingMediaAlt(t.db, "unit", unitId, id, { alt: "Entrance" }, { actor: own });
      expect((await listListingMedia(t.db, "unit", unitId))[0]!.alt).toBe("Entrance");
    });

    it("removes a photo; its files stay while another listing uses them, then go; the demo's shared art is never deleted", async () => {
      const shared = photos[0]!;
      await addListingMedia(t.db, "project", projectId, "photo", [shared]);
      const unitRow = (await listListingMedia(t.db, "unit", unitId)).find((r) => r.path === shared.path)!;
      await removeListingMedia(t.db, store, "unit", unitId, unitRow.id);
      expect((await listListingMedia(t.db, "unit", unitId)).some((r) => r.path === shared.path)).toBe(false);
      expect(await exists(onDisk(shared.path))).toBe(true);
      const projectRow = (await listListingMedia(t.db, "project", projectId)).find((r) => r.path === shared.path)!;
      await removeListingMedia(t.db, store, "project", projectId, projectRow.id);
      expect(await exists(onDisk(shared.path))).toBe(false);
      expect(await exists(onDisk(shared.path).replace(/\.jpg$/, "-320.webp"))).toBe(false);
      // A demo photo row (a shared pool file, not an upload): the row goes, the file is not the pipeline's to delete.
      const demo = (await listListingMedia(t.db, "unit", unitId)).find((r) => r.path.startsWith("/media/photos/"));
      expect(demo).toBeDefined();
      const demoFile = onDisk(demo!.path);
      await fs.mkdir(path.dirname(demoFile), { recursive: true });
      await fs.writeFile(demoFile, "demo art");
      await removeListingMedia(t.db, store, "unit", unitId, demo!.id);
      expect(await fs.readFile(demoFile, "utf8")).toBe("demo art");
      expect((await rejects(removeListingMedia(t.db, store, "unit", unitId, unitRow.id))).code).toBe("not_found");
      expect((await readAudit(t.db, { entity: "project", entityId: projectId }))[0]).toMatchObject({ action: "media-remove", staffId: null });
    });

    it("takes an upload post from the form to the listing: accepted files added, each refused one with its reason", async () => {
      const form = new FormData();
      const good = await sharp({ create: { width: 500, height: 500, channels: 3, background: "#8a5" } }).png().toBuffer();
      form.append("photos", new File([good], "garden.pdf", { type: "application/pdf" }));
      form.append("photos", new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], "view.jpg", { type: "image/jpeg" }));
      form.append("brochure", new File([new Uint8Array(pdf("posted"))], "brochure.pdf", { type: "application/pdf" }));
      const parsed = await parseListingUploads(new Request("http://localhost/upload", { method: "POST", body: form }));
      if (!parsed.ok) throw new Error(parsed.reason);
      const count = async () => (await listListingMedia(t.db, "project", projectId)).length;
      const before = await count();
      const outcomes = await addUploadedMedia(t.db, store, "project", projectId, "photo", parsed.files.filter((f) => f.field === "photos"), { actor: ADMIN });
      expect(outcomes).toEqual([
        { name: "garden.pdf", ok: true, mediaId: expect.any(Number), path: expect.stringMatching(/^\/media\/listing-photos\/[0-9a-f]{64}-500x500\.jpg$/) },
        { name: "view.jpg", ok: false, reason: expect.stringMatching(/SVG or HTML document/) },
      ]);
      expect(await count()).toBe(before + 1);
      const brochure = await setUploadedBrochure(t.db, store, "project", projectId, parsed.files.find((f) => f.field === "brochure")!);
      expect(brochure).toMatchObject({ ok: true, path: expect.stringMatching(/^\/media\/brochures\/[0-9a-f]{64}\.pdf$/) });
      const refused = await setUploadedBrochure(t.db, store, "project", projectId, { field: "brochure", name: "fake.pdf", bytes: good });
      expect(refused).toEqual({ name: "fake.pdf", ok: false, reason: "This file is not a PDF: the brochure must be a PDF document." });
      // An agent who may not edit the listing gets nothing stored.
      const other: Actor = { staffId: 8, name: "Other Agent", role: "agent", agentId: -5 };
      const files = await fs.readdir(path.join(mediaDir, "listing-photos"));
      const fresh = await sharp({ create: { width: 50, height: 50, channels: 3, background: "#f0f" } }).png().toBuffer();
      expect((await rejects(addUploadedMedia(t.db, store, "project", projectId, "photo", [{ field: "photos", name: "x.png", bytes: fresh }], { actor: other }))).code).toBe("not_found");
      expect(await fs.readdir(path.join(mediaDir, "listing-photos"))).toEqual(files);
    });

    it("sets, replaces and clears the brochure; a replaced one's file goes when no listing uses it", async () => {
      const [first, second] = brochures as [IngestedFile, IngestedFile];
      await setListingBrochure(t.db, store, "unit", unitId, first.path);
      await setListingBrochure(t.db, store, "project", projectId, first.path);
      const brochureOf = async () => (await t.db.selectFrom("units").select("brochure_path").where("id", "=", unitId).executeTakeFirstOrThrow()).brochure_path;
      expect(await brochureOf()).toBe(first.path);
      await setListingBrochure(t.db, store, "unit", unitId, second.path);
      expect(await brochureOf()).toBe(second.path);
      expect(await exists(onDisk(first.path))).toBe(true);
      await setListingBrochure(t.db, store, "project", projectId, null);
      expect(await exists(onDisk(first.path))).toBe(false);
      const e = await rejects(setListingBrochure(t.db, store, "unit", unitId, "/media/brochures/../../secret.pdf"));
      expect(e.code).toBe("invalid");
      expect(await brochureOf()).toBe(second.path);
      await setListingBrochure(t.db, store, "unit", unitId, null);
      expect(await brochureOf()).toBeNull();
      expect(await exists(onDisk(second.path))).toBe(false);
    });
  });
}
