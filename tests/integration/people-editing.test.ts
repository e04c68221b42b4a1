/**
 * Developers, agents, the brokerage and the media library edited in the back office,
 * on both databases: each save keeps a revision and shows on what the site reads; a developer's
 * changed slug keeps the old address leading to it; an agent's account link moves the staff
 * scope; the brokerage's stored settings win over the env's; library images are registered,
 * found by name or alt text, protected while used and deleted (with their files) when not.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { readBrokerage, readBrokerageSettings } from "../../app/modules/content/pages/read-content.server.ts";
import { findDeveloperProfile } from "../../app/modules/content/developers/queries.server.ts";
import { getUnitDetails } from "../../app/modules/listings/queries/units.server.ts";
import { movedSlug } from "../../app/modules/content/slug-redirects.server.ts";
import { clearAllCaches } from "../../app/platform/cache/cache.server.ts";
import { withStoredChannel } from "../../app/modules/content/videos/video-shorts.server.ts";
import { agentLimit } from "../../app/modules/staff/scope.ts";
import { FieldsError } from "../../app/modules/content/editing/field-errors.server.ts";
import { agentRecord, createAgent, readAgent, saveAgent } from "../../app/modules/content/agents/agents-editor.server.ts";
import { brokerageRecord, readBrokerageRecord, saveBrokerageRecord } from "../../app/modules/content/brokerage/brokerage-editor.server.ts";
import { developerRecord, readDeveloper, saveDeveloper } from "../../app/modules/content/developers/developers-editor.server.ts";
import { deleteMediaAsset, listMediaAssets, MediaInUseError, uploadContentImage, usesOf } from "../../app/modules/content/media-library.server.ts";
import { diskMediaStore, type MediaStore } from "../../app/platform/media/media-store.server.ts";
import { storeContentImage } from "../../app/modules/content/editing/content-images.server.ts";
import { listRevisions, restoreRevision } from "../../app/modules/content/revisions/revisions.server.ts";
import { revisableOf } from "../../app/modules/content/revisions/revisable-kinds.server.ts";
import { admin, editor } from "../support/admin-fixtures.ts";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";

const png = (colour: string) => sharp({ create: { width: 320, height: 200, channels: 3, background: colour } }).png().toBuffer();
const file = async (name: string, bytes: Buffer | Uint8Array) => ({ field: "file", name, bytes: new Uint8Array(bytes) });

for (const dialect of testDialects()) {
  describe(`people and media editing (${dialect})`, () => {
    let t: TestDb;
    let store: MediaStore;
    let mediaDir: string;
    beforeAll(async () => {
      t = await seededTestDb(dialect);
      mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), `people-media-${dialect}-`));
      store = diskMediaStore(mediaDir, ["webp"]);
    });
    afterAll(async () => {
      await t?.cleanup();
      if (store) await fs.rm(mediaDir, { recursive: true, force: true });
    });
    beforeEach(() => clearAllCaches());

    it("registers kinds for the history screens", () => {
      expect(revisableOf("developer")).toBe(developerRecord);
      expect(revisableOf("agent")).toBe(agentRecord);
      expect(revisableOf("brokerage")).toBe(brokerageRecord);
    });

    it("saves a developer, keeps its old slug leading to it and a revision, and restores", async () => {
      const db = t.db;
      const row = await db.selectFrom("developers").select(["id"]).where("is_active", "=", 1).orderBy("id").executeTakeFirstOrThrow();
      const id = Number(row.id);
      const before = (await readDeveloper(db, String(id)))!;
      const renamed = `${before.slug}-renamed`;
      await saveDeveloper(db, editor, id, { ...before, slug: renamed, name: { en: before.name.en, ar: "مطور" }, description: { en: "<p>Builds by the sea.</p><script>x()</script>", ar: null } });
      expect((await findDeveloperProfile(db, renamed))?.descriptionHtml).toBe("<p>Builds by the sea.</p>");
      expect(await findDeveloperProfile(db, before.slug)).toBeUndefined();
      expect(await movedSlug(db, "developer", before.slug)).toBe(renamed);
      const [revision] = await listRevisions(db, "developer", String(id));
      expect(revision).toMatchObject({ action: "update", staffName: editor.name, before });
      await restoreRevision(db, editor, developerRecord, revision!);
      expect(await readDeveloper(db, String(id))).toEqual(before);
      expect(await movedSlug(db, "developer", renamed)).toBe(before.slug);
    });

    it("saves a developer's head office (emirate, map position) and picture: the page's query reads them, the library knows the picture, a revision restores them", async () => {
      const db = t.db;
      const id = 3;
      const before = (await readDeveloper(db, String(id)))!;
      // The demo gives every developer its head office.
      expect(before).toMatchObject({ emirateId: expect.any(Number), lat: expect.any(Number), lng: expect.any(Number), imagePath: null });
      const picture = await uploadContentImage(db, store, editor, await file("qz-head-office.png", await png("#3d5a80")), { en: "A development" });
      if (!picture.ok) throw new Error("not stored");
      const sharjah = await db.selectFrom("emirates").select("id").where("name", "=", "Sharjah").executeTakeFirstOrThrow();
      await saveDeveloper(db, editor, id, { ...before, emirateId: Number(sharjah.id), lat: 25.3463, lng: 55.4209, imagePath: picture.path });
      const page = (await findDeveloperProfile(db, before.slug))!;
      expect(page).toMatchObject({ emirate: "Sharjah", lat: 25.3463, lng: 55.4209, image: picture.path });
      expect((await usesOf(db, [picture.path])).get(picture.path)).toEqual([
        { source: "developer-image", label: "Developer picture", title: before.name.en, href: `/admin/developers/${id}` },
      ]);
      await expect(deleteMediaAsset(db, store, editor, picture.id)).rejects.toThrow(MediaInUseError);

      // None given: the page shows no head office.
      await saveDeveloper(db, editor, id, { ...before, emirateId: null, lat: null, lng: null, imagePath: null });
      expect(await findDeveloperProfile(db, before.slug)).toMatchObject({ emirate: null, lat: null, lng: null, image: null });

      const [latest, middle] = await listRevisions(db, "developer", String(id));
      await restoreRevision(db, editor, developerRecord, latest!);
      expect(await readDeveloper(db, String(id))).toMatchObject({ emirateId: Number(sharjah.id), lat: 25.3463, imagePath: picture.path });
      await restoreRevision(db, editor, developerRecord, middle!);
      expect(await readDeveloper(db, String(id))).toEqual(before);

      // A revision kept before these fields existed restores without touching them.
      const { emirateId: _e, lat: _a, lng: _o, imagePath: _i, ...older } = before;
      await saveDeveloper(db, editor, id, { ...older, description: { en: "<p>Older shape.</p>", ar: null } });
      expect(await readDeveloper(db, String(id))).toMatchObject({ emirateId: before.emirateId, lat: before.lat, lng: before.lng });
      await saveDeveloper(db, editor, id, before);
    });

    it("refuses a taken slug, a bad logo path, an empty name, an unknown emirate, a position outside the UAE or a picture from elsewhere, writing nothing", async () => {
      const db = t.db;
      const [a, b] = await db.selectFrom("developers").select(["id", "page_url"]).orderBy("id").limit(2).execute();
      const current = (await readDeveloper(db, String(a!.id)))!;
      const count = (await listRevisions(db, "developer", String(a!.id))).length;
      await expect(saveDeveloper(db, editor, Number(a!.id), { ...current, slug: b!.page_url })).rejects.toThrow(FieldsError);
      await expect(saveDeveloper(db, editor, Number(a!.id), { ...current, logoPath: "javascript:alert(1)" })).rejects.toThrow(ZodError);
      await expect(saveDeveloper(db, editor, Number(a!.id), { ...current, name: { en: "" } })).rejects.toThrow(ZodError);
      await expect(saveDeveloper(db, editor, Number(a!.id), { ...current, emirateId: 9999 })).rejects.toThrow(FieldsError);
      await expect(saveDeveloper(db, editor, Number(a!.id), { ...current, lat: 48.85, lng: 2.35 })).rejects.toThrow(ZodError);
      await expect(saveDeveloper(db, editor, Number(a!.id), { ...current, lat: 25.2, lng: null })).rejects.toThrow(ZodError);
      await expect(saveDeveloper(db, editor, Number(a!.id), { ...current, imagePath: "https://elsewhere.example/x.jpg" })).rejects.toThrow(ZodError);
      expect(await readDeveloper(db, String(a!.id))).toEqual(current);
      expect(await listRevisions(db, "developer", String(a!.id))).toHaveLength(count);
    });

    it("creates and edits an agent: languages reach the listings, the BRN is checked, the account link moves the scope", async () => {
      const db = t.db;
      const now = new Date().toISOString();
      const account = await db
        .insertInto("staff")
        .values({ email: `agent-${dialect}@example.ae`, name: "Linked Agent", role: "agent", agent_id: 1, password_hash: null, totp_secret: null, totp_last_step: null, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      const input = {
        name: { en: "Layla Haddad", ar: "ليلى حداد" },
        designation: { en: "Property Consultant", ar: null },
        bio: { en: "Ten years in Dubai Marina.", ar: null },
        slug: "layla-haddad",
        public: true,
        photoPath: null,
        languages: ["Arabic", "English", "French"],
        brn: "60412",
        email: "Layla.Haddad@example.ae",
        countryCode: "971",
        phone: "501112233",
        whatsapp: null,
        staffId: Number(account.id),
      };
      await expect(createAgent(db, admin, { ...input, brn: "BRN-12" })).rejects.toThrow(ZodError);
      await expect(createAgent(db, admin, { ...input, staffId: admin.staffId })).rejects.toThrow(FieldsError);
      const id = await createAgent(db, admin, input);
      const created = (await readAgent(db, String(id)))!;
      expect(created).toMatchObject({ email: "layla.haddad@example.ae", languages: ["Arabic", "English", "French"], staffId: Number(account.id) });
      const linked = await db.selectFrom("staff").select(["agent_id"]).where("id", "=", account.id).executeTakeFirstOrThrow();
      expect(agentLimit({ staffId: Number(account.id), name: "Linked Agent", role: "agent", agentId: Number(linked.agent_id) })).toBe(id);
      expect((await listRevisions(db, "agent", String(id)))[0]).toMatchObject({ action: "create", before: null });

      // An agent with a listing: the seller columns carry the languages the editor saved.
      const unit = await db.selectFrom("units").select(["id", "agent_id"]).where("is_active", "=", 1).orderBy("id").executeTakeFirstOrThrow();
      const seller = (await readAgent(db, String(unit.agent_id)))!;
      await saveAgent(db, editor, Number(unit.agent_id), { ...seller, languages: ["English", "Tagalog"] });
      expect((await getUnitDetails(db, Number(unit.id)))?.agent.languages).toBe("English, Tagalog");

      // Unlinking leaves the account without a profile: it sees nothing rather than everything.
      await saveAgent(db, editor, id, { ...created, staffId: null });
      const unlinked = await db.selectFrom("staff").select(["agent_id"]).where("id", "=", account.id).executeTakeFirstOrThrow();
      expect(unlinked.agent_id).toBeNull();
    });

    it("saves the brokerage: the site reads it at once, stored settings win, a revision restores it", async () => {
      const db = t.db;
      const before = (await readBrokerageRecord(db, "identity"))!;
      expect(await readBrokerageSettings(db)).toEqual({ youtubeChannelId: null, leadNotifyEmail: null, viewing: { days: [1, 2, 3, 4, 5, 6], start: "09:00", end: "18:00", slotMinutes: 30 } });
      expect((await withStoredChannel(db, { apiUrl: "https://example.test", channelId: "UCfromTheEnvironment000" })).channelId).toBe("UCfromTheEnvironment000");
      await expect(saveBrokerageRecord(db, admin, { ...before, youtubeChannelId: "not-a-channel" })).rejects.toThrow(ZodError);
      // Offices are optional (a brokerage set up with `npm run setup` may have none yet); a bad one is refused.
      await expect(saveBrokerageRecord(db, admin, { ...before, offices: [{ ...before.offices[0]!, lat: 123 }] })).rejects.toThrow(ZodError);
      const office = { ...before.offices[0]!, name: { en: "Business Bay Office", ar: null }, lat: 25.186, lng: 55.27 };
      await saveBrokerageRecord(db, admin, {
        ...before,
        phone: "+97145559876",
        phoneDisplay: "+971 4 555 9876",
        offices: [...before.offices, office],
        youtubeChannelId: "UCabcdefghijklmnopqrstuv",
        leadNotifyEmail: "leads@example.ae",
      });
      const shown = await readBrokerage(db);
      expect(shown).toMatchObject({ phone: "+97145559876", phoneDisplay: "+971 4 555 9876" });
      expect(shown.offices.map((o) => o.name)).toContain("Business Bay Office");
      expect(await readBrokerageSettings(db)).toEqual({ youtubeChannelId: "UCabcdefghijklmnopqrstuv", leadNotifyEmail: "leads@example.ae", viewing: { days: [1, 2, 3, 4, 5, 6], start: "09:00", end: "18:00", slotMinutes: 30 } });
      expect(await withStoredChannel(db, { apiUrl: "https://example.test", channelId: "UCfromTheEnvironment000", apiKey: "k" })).toMatchObject({ channelId: "UCabcdefghijklmnopqrstuv", apiKey: "k" });
      const [revision] = await listRevisions(db, "brokerage", "identity");
      await restoreRevision(db, admin, brokerageRecord, revision!);
      expect(await readBrokerageRecord(db, "identity")).toEqual(before);
      expect((await readBrokerage(db)).phone).toBe(before.phone);
    });

    it("keeps the library: uploads registered once, searched, protected while used, deleted with their files when not", async () => {
      const db = t.db;
      const up = await uploadContentImage(db, store, editor, await file("Quayside-Logo-xq7.png", await png("#123456")), { en: "Quayside tower logo" });
      expect(up.ok).toBe(true);
      if (!up.ok) return;
      expect(up.path).toMatch(/^\/media\/content-images\/[0-9a-f]{64}-320x200\.jpg$/);
      const again = await uploadContentImage(db, store, editor, await file("copy.png", await png("#123456")));
      expect(again).toMatchObject({ ok: true, id: up.id, path: up.path });
      const other = await uploadContentImage(db, store, editor, await file("unused.png", await png("#654321")), { en: "Spare picture" });
      if (!other.ok) throw new Error("not stored");

      const script = await uploadContentImage(db, store, editor, await file("photo.jpg", new TextEncoder().encode("<script>alert(1)</script>")));
      expect(script.ok).toBe(false);
      const html = await uploadContentImage(db, store, editor, await file("logo.png", new TextEncoder().encode("<svg onload=alert(1)>")));
      expect(html.ok).toBe(false);

      expect((await listMediaAssets(db, { q: "logo-XQ7" })).assets.map((a) => a.id)).toEqual([up.id]);
      expect((await listMediaAssets(db, { q: "quayside tower" })).assets.map((a) => a.id)).toEqual([up.id]);
      expect((await listMediaAssets(db, { q: "SPARE pic" })).assets.map((a) => a.id)).toEqual([other.id]);
      // The demo's art is in the library too, with where it is used.
      const demo = (await listMediaAssets(db, { q: "photo of" })).assets[0];
      expect(demo?.uses[0]).toMatchObject({ source: "agent-photo", href: expect.stringMatching(/^\/admin\/agents\/\d+$/) });
      expect((await listMediaAssets(db, { q: "100%_" })).total).toBe(0);

      const developer = (await readDeveloper(db, "2"))!;
      await saveDeveloper(db, editor, 2, { ...developer, logoPath: up.path });
      const uses = (await usesOf(db, [up.path])).get(up.path);
      expect(uses).toEqual([{ source: "developer-logo", label: "Developer logo", title: developer.name.en, href: "/admin/developers/2" }]);
      await expect(deleteMediaAsset(db, store, editor, up.id)).rejects.toThrow(MediaInUseError);
      expect((await listMediaAssets(db, { q: "xq7" })).total).toBe(1);

      const onDisk = path.join(mediaDir, other.path.replace(/^\/media\//, ""));
      await fs.access(onDisk);
      expect(await deleteMediaAsset(db, store, editor, other.id)).toBe(true);
      await expect(fs.access(onDisk)).rejects.toThrow();
      expect(await deleteMediaAsset(db, store, editor, other.id)).toBe(false);
    });

    it("lists blog pictures in the library, used by their post (cover or body), so they cannot be deleted", async () => {
      const db = t.db;
      const cover = await storeContentImage(db, store, await file("qz-creek-cover.png", await png("#0b7285")), { staffId: editor.staffId, alt: "Dubai Creek at sunrise" });
      const inBody = await storeContentImage(db, store, await file("qz-creek-abra.png", await png("#e67700")), { staffId: editor.staffId });
      if (!cover.ok || !inBody.ok) throw new Error("not stored");
      const post = await db.selectFrom("blogs").select(["id", "title", "body_html"]).orderBy("id").executeTakeFirstOrThrow();
      await db
        .updateTable("blogs")
        .set({ image_path: cover.path, body_html: `${post.body_html}<p><img src="${inBody.path}" alt="An abra crossing"></p>` })
        .where("id", "=", post.id)
        .execute();
      const uses = await usesOf(db, [cover.path, inBody.path]);
      expect(uses.get(cover.path)).toEqual([{ source: "blog-cover", label: "Blog cover", title: post.title, href: `/admin/blogs/${post.id}` }]);
      expect(uses.get(inBody.path)).toEqual([{ source: "blog-body", label: "Picture in a blog post", title: post.title, href: `/admin/blogs/${post.id}` }]);
      const listed = (await listMediaAssets(db, { q: "qz-creek-" })).assets;
      expect(listed.map((a) => a.path).sort()).toEqual([cover.path, inBody.path].sort());
      for (const a of listed) await expect(deleteMediaAsset(db, store, editor, a.id)).rejects.toThrow(MediaInUseError);
    });
  });
}
