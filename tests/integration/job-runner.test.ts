/**
 * The job runner (app/platform/jobs): the interval, the back-off after failures, `runOnce()`
 * during a run, the wake signal and the clean stop on the process's clock (fake timers), then
 * the lease across instances on both databases (two connections stand for two instances).
 */
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createDb, type Db } from "../../app/platform/db/client.server.ts";
import { takeLock } from "../../app/platform/jobs/lock.server.ts";
import { createJobRunner, createWakeSignal, startJob, type Job } from "../../app/platform/jobs/runner.server.ts";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";

const logger = pino({ level: "silent" });

/** A run that lasts until the test lets it end. */
function held() {
  const ends: Array<() => void> = [];
  return {
    wait: () => new Promise<void>((resolve) => ends.push(resolve)),
    end: () => ends.shift()!(),
  };
}

describe("the job runner's timing", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs a job at start, then one interval after the end of each run, until it is stopped", async () => {
    vi.useFakeTimers({ now: 0 });
    const times: number[] = [];
    const job = startJob({ name: "test job", intervalMs: 1000, run: async () => void times.push(Date.now()) }, logger);
    expect(times).toEqual([0]);
    await vi.advanceTimersByTimeAsync(999);
    expect(times).toEqual([0]);
    await vi.advanceTimersByTimeAsync(2001);
    expect(times).toEqual([0, 1000, 2000, 3000]);
    await job.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(times).toEqual([0, 1000, 2000, 3000]);
  });

  it("waits twice as long after each failed run, at most maxBackoffMs, and the interval again after a success", async () => {
    vi.useFakeTimers({ now: 0 });
    const times: number[] = [];
    const run = async () => {
      times.push(Date.now());
      if (times.length <= 3) throw new Error("the database is down");
    };
    const job = startJob({ name: "test job", intervalMs: 100, maxBackoffMs: 350, run }, logger);
    await vi.advanceTimersByTimeAsync(1100);
    // Failed at 0, 200 and 550 (waits 200, 350, 350), then succeeded at 900: every 100 ms again.
    expect(times).toEqual([0, 200, 550, 900, 1000, 1100]);
    await job.stop();
  });

  it("runs on a wake signal: at once, or after delayMs once per burst", async () => {
    vi.useFakeTimers({ now: 0 });
    const now = createWakeSignal();
    const soon = createWakeSignal();
    const runs = { now: 0, soon: 0 };
    const jobs = createJobRunner({ logger });
    jobs.add({ name: "woken at once", intervalMs: 60_000, runAtStart: false, wake: { listen: now.listen }, run: async () => void runs.now++ });
    jobs.add({ name: "woken soon", intervalMs: 60_000, runAtStart: false, wake: { listen: soon.listen, delayMs: 250 }, run: async () => void runs.soon++ });
    now.emit();
    soon.emit();
    jobs.start();
    expect(runs).toEqual({ now: 0, soon: 0 }); // not listening before the start
    now.emit();
    expect(runs.now).toBe(1);
    for (let i = 0; i < 3; i++) soon.emit();
    await vi.advanceTimersByTimeAsync(249);
    expect(runs.soon).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs.soon).toBe(1);
    await jobs.stop();
    now.emit();
    soon.emit();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toEqual({ now: 1, soon: 1 });
  });
});

describe("the job runner's runs", () => {
  it("answers a failed run as failed, and the next run goes on", async () => {
    let fail = true;
    const job = createJobRunner({ logger }).add({
      name: "test job",
      intervalMs: 60_000,
      run: async () => {
        if (fail) throw new Error("the database is down");
        return "ran";
      },
    });
    expect(await job.runOnce()).toMatchObject({ status: "failed", error: new Error("the database is down") });
    fail = false;
    expect(await job.runOnce()).toEqual({ status: "done", result: "ran" });
  });

  it("runOnce() during a run answers that run and runs the job once more after it, however many calls came", async () => {
    const run = held();
    let runs = 0;
    const job = createJobRunner({ logger }).add({
      name: "test job",
      intervalMs: 60_000,
      run: async () => {
        const n = ++runs;
        await run.wait();
        return n;
      },
    });
    const calls = [job.runOnce(), job.runOnce(), job.runOnce()];
    expect(runs).toBe(1);
    run.end();
    expect(await Promise.all(calls)).toEqual([1, 1, 1].map((result) => ({ status: "done", result })));
    // The second run started as the first ended: it sees what was written during the first.
    expect(runs).toBe(2);
    run.end();
    await job.stop();
    expect(runs).toBe(2);
  });

  it("stop() waits for the run in flight, then closes the job; nothing runs after it", async () => {
    const run = held();
    const events: string[] = [];
    const wake = createWakeSignal();
    const job = startJob(
      {
        name: "test job",
        intervalMs: 60_000,
        wake: { listen: wake.listen },
        run: async () => {
          events.push("run");
          await run.wait();
          events.push("run ended");
        },
        close: () => void events.push("closed"),
      },
      logger,
    );
    expect(events).toEqual(["run"]);
    wake.emit(); // asks for another run after this one: the stop cancels it
    const stopped = job.stop().then(() => events.push("stopped"));
    await new Promise(setImmediate);
    expect(events).toEqual(["run"]);
    run.end();
    await stopped;
    expect(events).toEqual(["run", "run ended", "closed", "stopped"]);
    wake.emit();
    expect(await job.runOnce()).toEqual({ status: "idle" });
    expect(events).toEqual(["run", "run ended", "closed", "stopped"]);
  });
});

for (const dialect of testDialects()) {
  describe(`the job runner's lease (${dialect})`, () => {
    let t: TestDb;
    let other: Db;
    beforeAll(async () => {
      t = await seededTestDb(dialect);
      other = createDb(t.url, { poolSize: 2 }).db;
    });
    afterAll(async () => {
      await other?.destroy();
      await t?.cleanup();
    });

    it("lets one of two instances run at a time; the other is busy until the run has ended", async () => {
      const run = held();
      let runs = 0;
      const leased = (db: Db): Job<string> => ({
        name: "leased job",
        intervalMs: 60_000,
        lease: { db, name: "test-lease", ms: 60_000 },
        run: async () => {
          runs++;
          await run.wait();
          return "ran";
        },
      });
      const a = createJobRunner({ logger }).add(leased(t.db));
      const b = createJobRunner({ logger }).add(leased(other));
      const first = a.runOnce();
      await vi.waitFor(() => expect(runs).toBe(1));
      expect(await b.runOnce()).toEqual({ status: "busy" });
      run.end();
      expect(await first).toEqual({ status: "done", result: "ran" });
      // Released at the end of the run: the other instance takes it at once.
      const second = b.runOnce();
      await vi.waitFor(() => expect(runs).toBe(2));
      expect(await a.runOnce()).toEqual({ status: "busy" });
      run.end();
      expect(await second).toEqual({ status: "done", result: "ran" });
      await Promise.all([a.stop(), b.stop()]);
    });

    it("takes a lease whose holder died once it has lapsed", async () => {
      const at = new Date("2026-11-20T06:00:00.000Z");
      expect(await takeLock(t.db, "lapsing-lease", "dead-instance", at, 60_000)).toBe(true);
      const job = (ms: number) =>
        createJobRunner({ logger }).add({ name: "leased job", intervalMs: 60_000, clock: () => new Date(at.getTime() + ms), lease: { db: other, name: "lapsing-lease", ms: 60_000 }, run: async () => "ran" });
      expect(await job(59_000).runOnce()).toEqual({ status: "busy" });
      expect(await job(61_000).runOnce()).toEqual({ status: "done", result: "ran" });
    });

    it("takes no lease when the job says nothing is due", async () => {
      const job = createJobRunner({ logger }).add({ name: "quiet job", intervalMs: 60_000, due: async () => false, lease: { db: t.db, name: "quiet-lease", ms: 60_000 }, run: async () => "ran" });
      expect(await job.runOnce()).toEqual({ status: "idle" });
      expect(await t.db.selectFrom("job_locks").select("name").where("name", "=", "quiet-lease").execute()).toEqual([]);
    });
  });
}
