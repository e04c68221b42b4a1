/**
 * The job runner: every scheduled task of the server is a small function registered here
 * (`Job.run`), and the runner gives each one the same behaviour:
 * - an interval, counted from the end of a run, so two runs of one job never overlap;
 * - optionally a lease across instances (`Job.lease`, a lock in `job_locks`): one instance runs,
 *   the others answer "busy" and try again at their next interval;
 * - a longer wait after failed runs (doubling up to `maxBackoffMs`), so a database that is down
 *   is not pressed every few seconds; the first run that succeeds brings the interval back;
 * - `runOnce()`: runs now; called while a run is under way, it answers that run and runs the job
 *   once more right after it, so what was written during the run is seen (any number of such
 *   calls make one more run);
 * - an optional wake signal: something that asks for a run soon (a lead committed wakes the outbox);
 * - a clean stop: no run starts after `stop()`, which resolves once the run in flight has finished.
 * A run that throws is logged and answered as "failed"; it never stops the job.
 */
import type { Logger } from "pino";
import type { Db } from "../db/client.server.ts";
import { holdLock, lockHolder } from "./lock.server.ts";

/** Longest wait after failures when the job names none (or its interval, when longer). */
const DEFAULT_MAX_BACKOFF_MS = 5 * 60_000;

export type JobContext = {
  /** The job's clock at the start of this run. */
  now: Date;
  logger: Logger;
  /** True once the job is being stopped: a long run ends at its next safe point. */
  stopping(): boolean;
};

export type Job<R> = {
  /** Names the job in the logs. */
  name: string;
  intervalMs: number;
  run(ctx: JobContext): Promise<R>;
  /** A first run as soon as the job starts (default), or only after the first interval. */
  runAtStart?: boolean;
  /** A cheap look before the lease is taken: false makes the run "idle" without taking or writing anything. */
  due?(now: Date): Promise<boolean>;
  /** One instance at a time: the run holds the lock `name` (renewed while it runs); elsewhere it is "busy". */
  lease?: { db: Db; name: string; ms: number };
  /** Something that asks for a run: each call of the listener runs the job (after `delayMs`, once per burst). */
  wake?: { listen(listener: () => void): () => void; delayMs?: number };
  maxBackoffMs?: number;
  /** The clock given to runs and the lease (tests fix it). */
  clock?: () => Date;
  /** Called once by stop(), after the run in flight has finished (the outbox closes its mail connection). */
  close?(): void | Promise<void>;
};

type RunOutcome<R> =
  | { status: "done"; result: R }
  /** Nothing was due (Job.due), or the job is stopped. */
  | { status: "idle" }
  /** Another instance holds the lease. */
  | { status: "busy" }
  | { status: "failed"; error: unknown };

export type JobHandle<R> = {
  runOnce(): Promise<RunOutcome<R>>;
  stop(): Promise<void>;
};

export type JobRunner = {
  /** Registers a job; started at once when the runner is running. */
  add<R>(job: Job<R>): JobHandle<R>;
  start(): void;
  /** Stops every job, each after its run in flight. */
  stop(): Promise<void>;
};

/** A signal in this process that jobs can be woken by (`Job.wake`). */
type WakeSignal = { emit(): void; listen(listener: () => void): () => void };

export function createWakeSignal(): WakeSignal {
  const listeners = new Set<() => void>();
  return {
    emit: () => {
      for (const listener of listeners) listener();
    },
    listen: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The wait before attempt `attempt` (1, 2, …): `baseMs`, doubling each time, at most `maxMs`. */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

export function createJobRunner(opts: { logger: Logger }): JobRunner {
  const loops: Array<JobLoop<unknown>> = [];
  let started = false;
  return {
    add(job) {
      const loop = jobLoop(job, opts.logger);
      loops.push(loop);
      if (started) loop.start();
      return { runOnce: loop.runOnce, stop: loop.stop };
    },
    start() {
      started = true;
      for (const loop of loops) loop.start();
    },
    async stop() {
      started = false;
      await Promise.all(loops.map((loop) => loop.stop()));
    },
  };
}

/** One job on a runner of its own, started (tests, scripts). */
export function startJob<R>(job: Job<R>, logger: Logger): JobHandle<R> {
  const runner = createJobRunner({ logger });
  const handle = runner.add(job);
  runner.start();
  return handle;
}

type JobLoop<R> = JobHandle<R> & { start(): void };
type RunSettings = { clock: () => Date; holder: string; logger: Logger; stopping: () => boolean };

/** One run: the due look, the lease, the job's work; never rejects. */
async function runJob<R>(job: Job<R>, s: RunSettings): Promise<RunOutcome<R>> {
  try {
    const now = s.clock();
    if (job.due && !(await job.due(now))) return { status: "idle" };
    const lock = job.lease ? await holdLock(job.lease.db, job.lease.name, { holder: s.holder, leaseMs: job.lease.ms, clock: s.clock }) : undefined;
    if (lock === null) return { status: "busy" };
    try {
      return { status: "done", result: await job.run({ now, logger: s.logger, stopping: s.stopping }) };
    } finally {
      await lock?.release();
    }
  } catch (error) {
    return { status: "failed", error };
  }
}

function jobLoop<R>(job: Job<R>, logger: Logger): JobLoop<R> {
  const maxBackoffMs = Math.max(job.intervalMs, job.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS);
  let running: Promise<RunOutcome<R>> | undefined;
  let again = false;
  let started = false;
  let stopped: Promise<void> | undefined;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let soon: NodeJS.Timeout | undefined;
  let unlisten: (() => void) | undefined;
  const settings: RunSettings = { clock: job.clock ?? (() => new Date()), holder: lockHolder(), logger, stopping: () => stopped !== undefined };
  const nextDelay = () => (failures ? backoffDelay(failures + 1, job.intervalMs, maxBackoffMs) : job.intervalMs);

  function settle(outcome: RunOutcome<R>): RunOutcome<R> {
    failures = outcome.status === "failed" ? failures + 1 : 0;
    if (outcome.status === "failed") logger.error({ err: outcome.error, job: job.name, failures, retryInMs: nextDelay() }, `${job.name}: run failed (will retry)`);
    return outcome;
  }

  /** `rerun`: when a run is under way, run once more after it (a timer's look needs no second run). */
  function run(rerun: boolean): Promise<RunOutcome<R>> {
    if (stopped) return Promise.resolve({ status: "idle" });
    if (running) {
      again ||= rerun;
      return running;
    }
    const current = runJob(job, settings)
      .then(settle)
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void run(false);
        }
      });
    running = current;
    return current;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => void run(false).then(schedule), nextDelay());
    timer.unref();
  }

  function onWake(): void {
    if (stopped) return;
    if (!job.wake?.delayMs) return void run(true);
    soon ??= setTimeout(() => {
      soon = undefined;
      void run(true);
    }, job.wake.delayMs);
    soon.unref();
  }

  return {
    runOnce: () => run(true),
    start() {
      if (started || stopped) return;
      started = true;
      unlisten = job.wake?.listen(onWake);
      if (job.runAtStart ?? true) void run(false).then(schedule);
      else schedule();
    },
    stop() {
      stopped ??= (async () => {
        clearTimeout(timer);
        clearTimeout(soon);
        unlisten?.();
        await running;
        await job.close?.();
      })();
      return stopped;
    },
  };
}
