/**
 * Saved searches with e-mail alerts on both databases: the double opt-in (nothing is
 * mailed before the signed link confirms), matching exactly what the list page shows, no listing
 * mailed twice (a second look, two lookers at once, a look repeated after a crash), a late commit
 * not lost, the one-click unsubscribe (headers and link), the management link, and the mail
 * suppression, with the mails delivered by the outbox to a real SMTP server.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { silentLogger, TestSmtp } from "../support/lead-server.ts";
import { createOutboxWorker } from "../../app/platform/mail/outbox.server.ts";
import { siteMailKinds } from "../../app/mail-kinds.server.ts";
import { createFormGuard } from "../../app/modules/leads/lead-guard.server.ts";
import { createListing, type ProjectInput, type UnitInput } from "../../app/modules/listings/listings.server.ts";
import { searchUnits } from "../../app/modules/listings/queries/units.server.ts";
import { searchProjects } from "../../app/modules/listings/queries/projects.server.ts";
import { alertForLink, alertsOf, confirmAlert, readAlert, saveAlert, stopAlert } from "../../app/modules/alerts/alerts.server.ts";
import { describeSearch, searchOf } from "../../app/modules/alerts/alert-search.server.ts";
import { alertJob, runDueAlerts, LOOKBACK_MS } from "../../app/modules/alerts/alert-job.server.ts";
import { startJob } from "../../app/platform/jobs/runner.server.ts";
import { alertToken, checkAlertToken } from "../../app/modules/alerts/alert-links.server.ts";
import { suppress } from "../../app/platform/mail/suppression.server.ts";

const signer = createFormGuard({ secret: "alerts-test-secret-0123456789", minFillMs: 0 });
const T0 = new Date("2030-03-01T08:00:00.000Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const SITE = "http://site.test";

let serial = 0;
function project(over: Partial<ProjectInput> = {}): ProjectInput {
  serial++;
  return {
    pageUrl: `alert-test-project-${serial}`,
    name: `Alert Test Residences ${serial}`,
    title: `Waterfront homes number ${serial} for the alerts test`,
    descriptionHtml: "<p>A test project.</p>",
    developerId: 1,
    areaId: 1,
    agentId: 1,
    typeId: 1,
    statusId: 1,
    completionYear: 2032,
    completionQuarter: 3,
    startingPrice: 1_400_000,
    sizeFromSqft: 650,
    sizeToSqft: 2_100,
    permitNumber: "6200001234",
    permitAuthority: "DLD",
    permitExpiresOn: "2099-12-31",
    bedroomIds: [2, 3],
    state: "published",
    ...over,
  };
}

function unit(over: Partial<UnitInput> = {}): UnitInput {
  serial++;
  return {
    pageUrl: `alert-test-unit-${serial}`,
    title: `Alert test apartment number ${serial} with a marina view`,
    descriptionHtml: "<p>A test unit.</p>",
    purposeId: 1,
    statusId: 2,
    typeId: 1,
    classification: "Residential",
    areaId: 1,
    agentId: 1,
    bedroomId: 3,
    bathroomId: 2,
    sizeSqft: 1_200,
    price: 1_750_000,
    permitNumber: "7123456789",
    permitAuthority: "DLD",
    permitExpiresOn: "2031-12-31",
    state: "published",
    ...over,
  };
}

for (const dialect of testDialects()) {
  describe(`visitor alerts on ${dialect}`, () => {
    let t: TestDb;
    const smtp = new TestSmtp();
    beforeAll(async () => {
      t = await seededTestDb(dialect);
      await smtp.start();
    });
    afterAll(async () => {
      await smtp.stop();
      await t?.cleanup();
    });

    const outbox = (kind: string) => t.db.selectFrom("outbox").selectAll().where("kind", "=", kind).orderBy("id").execute();
    const deliver = async () => {
      // The test's clock is ahead of the worker's: what it queued is due now.
      await t.db.updateTable("outbox").set({ next_attempt_at: "2000-01-01T00:00:00.000Z" }).where("status", "=", "pending").execute();
      const w = createOutboxWorker({ kinds: siteMailKinds, db: t.db, logger: silentLogger, smtpUrl: smtp.url, siteUrl: SITE, linkSigner: signer });
      const r = await w.runOnce();
      await w.stop();
      return r;
    };
    const mailsTo = (to: string) => smtp.received.filter((m) => m.to.some((a) => a.toLowerCase() === to.toLowerCase()));
    const publish = (over: Partial<UnitInput>, minute: number) => createListing(t.db, "unit", unit(over), { now: at(minute) });
    // Apartments for sale in area 1, up to AED 2,000,000 (as the list page's query string).
    const search = { path: "/property-list", query: "?area=1&unitType=1&priceTo=2000000&purpose=1&page=3" };

    async function confirmedAlert(email: string, frequency: "instant" | "daily", minute: number) {
      const saved = await saveAlert(t.db, { email, frequency, ...search }, at(minute));
      const alert = (await readAlert(t.db, saved.alertId!))!;
      expect((await confirmAlert(t.db, signer, alertToken(signer, "confirm", alert, at(minute)), at(minute))).result).toBe("confirmed");
      return alert.id;
    }

    it("mails nothing before the address confirms through its signed link, and stores the list's own search", async () => {
      const saved = await saveAlert(t.db, { email: "Omar+alerts@Example.com", frequency: "instant", ...search }, at(0));
      expect(saved.queued).toBe(true);
      const alert = (await readAlert(t.db, saved.alertId!))!;
      expect(alert).toMatchObject({ status: "pending", recipient: "omar@example.com", query: "?area=1&unitType=1&priceTo=2000000&purpose=1" });
      // The same post again (a double click, a second tab) queues no second confirmation.
      expect((await saveAlert(t.db, { email: "omar+alerts@example.com", frequency: "instant", ...search }, at(1))).queued).toBe(false);
      expect(await outbox("alert-confirm")).toHaveLength(1);

      await publish({}, 2);
      expect(await runDueAlerts(t.db, at(3))).toEqual({ looked: 0, mailed: 0, listings: 0 });

      expect(await deliver()).toEqual({ sent: 1, retried: 0 });
      const [mail] = mailsTo("Omar+alerts@Example.com");
      expect(mail!.text).toContain(await describeSearch(t.db, searchOf(alert)));
      const token = /\/alerts\/confirm\/(\S+)/.exec(mail!.text)![1]!;
      // A forged or altered link confirms nothing.
      expect((await confirmAlert(t.db, signer, `${alert.id}.x.${"A".repeat(43)}`, at(4))).result).toBe("invalid");
      expect((await confirmAlert(t.db, signer, token.replace(/.$/, (c) => (c === "A" ? "B" : "A")), at(4))).result).toBe("invalid");
      expect((await confirmAlert(t.db, createFormGuard({ secret: "another-secret-0123456789", minFillMs: 0 }), token, at(4))).result).toBe("invalid");
      expect((await confirmAlert(t.db, signer, token)).result).toBe("confirmed");
      expect((await confirmAlert(t.db, signer, token)).result).toBe("already");
      expect(await readAlert(t.db, alert.id)).toMatchObject({ status: "active" });
      await stopAlert(t.db, alert.id);
    });

    it("mails each new matching listing once, exactly as the list page matches", async () => {
      const id = await confirmedAlert("layla@example.com", "instant", 10);
      const match = await publish({}, 11);
      await publish({ areaId: 2 }, 11);
      await publish({ price: 2_500_000 }, 11);
      await publish({ purposeId: 2, rentFrequency: "yearly" }, 11);
      await createListing(t.db, "unit", { ...unit(), state: "draft" }, { now: at(11) });

      expect(await runDueAlerts(t.db, at(12))).toEqual({ looked: 1, mailed: 1, listings: 1 });
      const [row] = (await outbox("alert-mail")).filter((r) => JSON.parse(r.payload).alertId === id);
      // Not the listing published before the confirmation (minute 2), nor those the list would not show.
      expect(JSON.parse(row!.payload)).toEqual({ alertId: id, listingIds: [match], more: 0 });
      // The list page's search shows the same unit.
      const saved = searchOf((await readAlert(t.db, id))!);
      if (saved.kind !== "unit") throw new Error("a unit alert reads back as a unit search");
      const page = await searchUnits(t.db, { ...saved.criteria, pageSize: 50 });
      expect(page.rows.map((u) => u.id)).toContain(match);

      // Looked at again (the look-back re-reads the last hour): nothing twice.
      expect(await runDueAlerts(t.db, at(13))).toMatchObject({ mailed: 0 });
      // Two lookers at once (two instances): one mail between them.
      const second = await publish({}, 14);
      const both = await Promise.all([runDueAlerts(t.db, at(15)), runDueAlerts(t.db, at(15))]);
      expect(both[0].mailed + both[1].mailed).toBe(1);
      // A look repeated after a crash that lost the mark (next_run_at and checked_until from before): still nothing twice.
      await t.db.updateTable("search_alerts").set({ checked_until: at(10).toISOString(), next_run_at: at(10).toISOString() }).where("id", "=", id).execute();
      expect(await runDueAlerts(t.db, at(16))).toMatchObject({ mailed: 0 });
      const mailed = (await outbox("alert-mail")).filter((r) => JSON.parse(r.payload).alertId === id).flatMap((r) => JSON.parse(r.payload).listingIds as number[]);
      expect(mailed.sort()).toEqual([match, second].sort());

      // The outbox mails it, with the one-click unsubscribe in the headers and the body.
      await deliver();
      const mails = mailsTo("layla@example.com");
      // Two alert mails (its confirmation, queued when it was saved, was skipped: it is already confirmed).
      expect(mails).toHaveLength(2);
      const alertMail = mails[0]!;
      expect(alertMail.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/site\.test\/alerts\/unsubscribe\/\S+>/m);
      expect(alertMail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
      expect(alertMail.text).toMatch(new RegExp(`http://site\\.test/property/alert-test-unit-\\d+/${match}\\b`));
      expect(alertMail.text).toMatch(/Stop this alert: http:\/\/site\.test\/alerts\/unsubscribe\//);
      await stopAlert(t.db, id);
    });

    it("finds a listing whose commit came after a look although its time is before it (within the look-back)", async () => {
      const id = await confirmedAlert("karim@example.com", "instant", 30);
      expect((await runDueAlerts(t.db, at(40))).mailed).toBe(0);
      // Published "at minute 35" by another instance's clock, committed after the look at 40.
      const late = await publish({}, 35);
      const r = await runDueAlerts(t.db, at(41));
      expect(r.mailed).toBe(1);
      const payloads = (await outbox("alert-mail")).map((o) => JSON.parse(o.payload)).filter((p) => p.alertId === id);
      expect(payloads.flatMap((p) => p.listingIds)).toContain(late);
      expect(LOOKBACK_MS).toBeGreaterThanOrEqual(60 * 60_000);
      await stopAlert(t.db, id);
    });

    it("a daily alert looks once a day; an unsubscribed one never again", async () => {
      const id = await confirmedAlert("daily@example.com", "daily", 60);
      await publish({}, 61);
      expect((await runDueAlerts(t.db, at(120))).looked).toBe(0);
      const day = (T0.getTime() + 60 * 60_000 + 24 * 60 * 60_000 - T0.getTime()) / 60_000;
      expect(await runDueAlerts(t.db, at(day))).toMatchObject({ mailed: 1 });

      const alert = (await readAlert(t.db, id))!;
      const token = alertToken(signer, "unsubscribe", alert);
      expect(checkAlertToken(signer, "unsubscribe", alert, token)).toBe(true);
      expect(checkAlertToken(signer, "manage", alert, token)).toBe(false);
      expect(await alertForLink(t.db, signer, "unsubscribe", token)).toMatchObject({ id });
      expect(await stopAlert(t.db, id)).toBe(true);
      // Queued before the stop: the outbox skips it.
      await deliver();
      expect(mailsTo("daily@example.com").filter((m) => m.text.includes("new propert"))).toHaveLength(0);
      await publish({}, day + 10);
      expect((await runDueAlerts(t.db, at(day * 3))).looked).toBe(0);
      expect(await alertsOf(t.db, "daily@example.com")).toEqual([]);
    });

    it("two running jobs (two instances) and a restarted one mail a listing once", async () => {
      // Later than every listing the tests before published.
      const id = await confirmedAlert("twin@example.com", "instant", 10_000);
      const listing = await publish({}, 10_001);
      const started = () => startJob(alertJob({ db: t.db, intervalMs: 60_000, clock: () => at(10_002) }), silentLogger);
      const [a, b] = [started(), started()];
      await Promise.all([a.runOnce(), b.runOnce()]);
      await Promise.all([a.stop(), b.stop()]);
      // A restart: a new job on the same database finds the mark and the hits where the others left them.
      const c = startJob(alertJob({ db: t.db, intervalMs: 60_000, clock: () => at(10_003) }), silentLogger);
      await c.runOnce();
      await c.stop();
      const payloads = (await outbox("alert-mail")).map((o) => JSON.parse(o.payload)).filter((p) => p.alertId === id);
      expect(payloads).toEqual([{ alertId: id, listingIds: [listing], more: 0 }]);
      await stopAlert(t.db, id);
    });

    describe("on the project list", () => {
      // Projects in area 1, with 3 bedrooms, starting at AED 1,000,000 to 2,000,000 (the list's query string).
      const projects = { path: "/project-list", query: "?beds=3&area=1&priceFrom=1000000&priceTo=2000000&page=2&view=map" };
      const publishProject = (over: Partial<ProjectInput>, minute: number) => createListing(t.db, "project", project(over), { now: at(minute) });
      const payloadsOf = async (id: number) => (await outbox("alert-mail")).map((o) => JSON.parse(o.payload)).filter((p) => p.alertId === id);

      it("saves the list's own search as a project alert, in words, and mails it only after the confirmation", async () => {
        const saved = await saveAlert(t.db, { email: "Mariam@example.com", frequency: "instant", ...projects }, at(20_000));
        const alert = (await readAlert(t.db, saved.alertId!))!;
        expect(alert).toMatchObject({ kind: "project", status: "pending", query: "?area=1&priceFrom=1000000&priceTo=2000000&beds=3" });
        // The same search on the unit list is another alert.
        const unitSaved = await saveAlert(t.db, { email: "mariam@example.com", frequency: "instant", path: "/property-list", query: projects.query }, at(20_000));
        expect(unitSaved.alertId).not.toBe(saved.alertId);
        expect((await readAlert(t.db, unitSaved.alertId!))!.kind).toBe("unit");

        const words = await describeSearch(t.db, searchOf(alert));
        // The seed's area 1 is Palm Jumeirah; its bedroom option 3 is named "2".
        expect(words).toBe("Projects in Palm Jumeirah, bedrooms: 2, starting AED 1,000,000 to AED 2,000,000");
        await publishProject({}, 20_001);
        expect((await runDueAlerts(t.db, at(20_002))).looked).toBe(0);
        await deliver();
        const confirmMail = mailsTo("Mariam@example.com").find((m) => m.text.includes("new projects matching this search are launched"));
        expect(confirmMail!.text).toContain(words);
        expect(confirmMail!.text).toMatch(/\/alerts\/confirm\//);
        await stopAlert(t.db, alert.id);
        await stopAlert(t.db, unitSaved.alertId!);
      });

      it("mails each new matching project once, exactly as the project list matches, and never to a unit alert", async () => {
        const saved = await saveAlert(t.db, { email: "hamdan@example.com", frequency: "instant", ...projects }, at(21_000));
        const alert = (await readAlert(t.db, saved.alertId!))!;
        await confirmAlert(t.db, signer, alertToken(signer, "confirm", alert, at(21_000)), at(21_000));
        // A unit alert of the same mailbox and area: a project is not a unit (their ids share numbers).
        const unitAlert = await confirmedAlert("hamdan@example.com", "instant", 21_000);

        const match = await publishProject({}, 21_001);
        await publishProject({ areaId: 2 }, 21_001);
        await publishProject({ startingPrice: 2_600_000 }, 21_001);
        await publishProject({ bedroomIds: [5] }, 21_001);
        await publishProject({ state: "draft" }, 21_001);
        expect(await runDueAlerts(t.db, at(21_002))).toEqual({ looked: 1, mailed: 1, listings: 1 });
        expect(await payloadsOf(alert.id)).toEqual([{ alertId: alert.id, listingIds: [match], more: 0 }]);
        expect(await payloadsOf(unitAlert)).toEqual([]);
        const read = searchOf(alert);
        if (read.kind !== "project") throw new Error("a project alert reads back as a project search");
        const page = await searchProjects(t.db, { ...read.criteria, pageSize: 50 });
        expect(page.rows.map((p) => p.id)).toContain(match);

        // Again, two lookers at once, and a look after a crash that lost the mark: nothing twice.
        expect((await runDueAlerts(t.db, at(21_003))).mailed).toBe(0);
        const second = await publishProject({}, 21_004);
        const both = await Promise.all([runDueAlerts(t.db, at(21_005)), runDueAlerts(t.db, at(21_005))]);
        expect(both[0].mailed + both[1].mailed).toBe(1);
        await t.db.updateTable("search_alerts").set({ checked_until: at(21_000).toISOString(), next_run_at: at(21_000).toISOString() }).where("id", "=", alert.id).execute();
        const restarted = startJob(alertJob({ db: t.db, intervalMs: 60_000, clock: () => at(21_006) }), silentLogger);
        await restarted.runOnce();
        await restarted.stop();
        expect((await payloadsOf(alert.id)).flatMap((p) => p.listingIds).sort()).toEqual([match, second].sort());
        expect(await payloadsOf(unitAlert)).toEqual([]);

        // The mail lists the projects with their links and starting prices, and its one-click unsubscribe.
        await deliver();
        const mails = mailsTo("hamdan@example.com").filter((m) => /new projects? match/.test(m.text));
        expect(mails).toHaveLength(2);
        const first = mails[0]!;
        expect(first.text).toContain("A new project matches your search: Projects in ");
        expect(first.text).toMatch(new RegExp(`http://site\\.test/project/alert-test-project-\\d+/${match}\\b`));
        expect(first.text).toContain("from AED 1,400,000");
        expect(first.text).toContain(`See every match: http://site.test/project-list${alert.query}`);
        expect(first.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/site\.test\/alerts\/unsubscribe\/\S+>/m);

        // The mailbox's alerts show their kinds; unsubscribing the project alert stops it, the unit alert runs on.
        expect((await alertsOf(t.db, "hamdan@example.com")).map((a) => a.kind).sort()).toEqual(["project", "unit"]);
        const token = /Stop this alert: \S+\/alerts\/unsubscribe\/(\S+)/.exec(first.text)![1]!;
        expect(await alertForLink(t.db, signer, "unsubscribe", token)).toMatchObject({ id: alert.id });
        expect(await stopAlert(t.db, alert.id)).toBe(true);
        await publishProject({}, 21_010);
        expect((await runDueAlerts(t.db, at(21_011))).mailed).toBe(0);
        expect((await payloadsOf(alert.id)).length).toBe(2);
        expect((await alertsOf(t.db, "hamdan@example.com")).map((a) => a.kind)).toEqual(["unit"]);
        await stopAlert(t.db, unitAlert);
      });

      it("delivers a row queued before the ids were called listingIds", async () => {
        const saved = await saveAlert(t.db, { email: "legacy@example.com", frequency: "instant", path: "/property-list", query: "?area=1" }, at(22_000));
        const alert = (await readAlert(t.db, saved.alertId!))!;
        await confirmAlert(t.db, signer, alertToken(signer, "confirm", alert, at(22_000)), at(22_000));
        const listing = await publish({}, 22_001);
        await t.db.insertInto("outbox").values({ kind: "alert-mail", payload: JSON.stringify({ alertId: alert.id, unitIds: [listing], more: 0 }), next_attempt_at: at(0).toISOString(), created_at: at(0).toISOString() }).execute();
        await deliver();
        expect(mailsTo("legacy@example.com").filter((m) => m.text.includes(`/${listing}`))).toHaveLength(1);
        await stopAlert(t.db, alert.id);
      });
    });

    it("a removed address gets neither a confirmation nor an alert", async () => {
      await suppress(t.db, "gone@example.com", null, at(0).toISOString());
      await saveAlert(t.db, { email: "Gone@example.com", frequency: "instant", ...search }, at(200));
      await deliver();
      expect(mailsTo("Gone@example.com")).toHaveLength(0);
      const [row] = (await outbox("alert-confirm")).slice(-1);
      expect(row!.last_error).toMatch(/removed from the mailing list/);
    });
  });
}
