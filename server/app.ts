/**
 * The server: Express 5 with security headers, compression, static files, the JSON API
 * and the React Router request handler. Bundled by Vite together with the app's server
 * build (vite.config.ts), started by ../server.ts.
 */
import type http from "node:http";
import express from "express";
import compression from "compression";
import helmet from "helmet";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { getEnv, type Env } from "../app/platform/env.server.ts";
import { createDb, type Db, type DialectName } from "../app/platform/db/client.server.ts";
import { migrateToLatest } from "../app/platform/db/migrate.server.ts";
import { resealTotpSecrets, totpKeys } from "../app/modules/staff/totp.server.ts";
import { getLogger } from "../app/platform/logger.server.ts";
import { dbContext, requestInfoContext, siteContext, type RequestInfo } from "../app/platform/context.ts";
import { apiBody, apiRouter } from "./api/router.ts";
import { bodyRuleOf } from "./body-limits.ts";
import { pageHandler } from "./page-handler.ts";
import { readCalls } from "./api/calls.ts";
import { cspScriptHashes, securityHeaders } from "./security-headers.ts";
import { errorHandler, requestGuard } from "./client-errors.ts";
import { leadProtection, type LeadProtection } from "./lead-protection.ts";
import { leadRequestContext } from "../app/modules/leads/lead-guard.server.ts";
import { formSecret, overdueJob } from "../app/modules/leads/index.server.ts";
import { contactTaps } from "./contact-taps.ts";
import { createJobRunner, type JobRunner } from "../app/platform/jobs/runner.server.ts";
import { outboxJob } from "../app/platform/mail/outbox.server.ts";
import { siteMailKinds } from "../app/mail-kinds.server.ts";
import { permitExpiryJob } from "../app/modules/listings/permit-expiry.server.ts";
import { qualityJob } from "../app/modules/listings/quality/quality-job.server.ts";
import { blogScheduleJob } from "../app/modules/content/blog/blog-schedule.server.ts";
import { marketRematchJob } from "../app/modules/market/index.server.ts";
import { alertJob } from "../app/modules/alerts/alert-job.server.ts";
import { retentionJob } from "../app/modules/privacy/index.server.ts";
import { httpCache } from "./http-cache.ts";
import { createPageCache } from "./page-cache.ts";
import { clearAllCaches } from "../app/platform/cache/cache.server.ts";
import { precompressedAssets } from "./precompressed-assets.ts";
import { startCacheInvalidation, type CacheInvalidation } from "./cache-invalidation.ts";
import { publicFiles } from "./public-files.ts";
import { missingMemorySettings } from "./memory-settings.ts";
import { mediaFiles } from "./media-files.ts";
import { mediaFilesFor, siteMediaStore } from "../app/platform/media/site-media.server.ts";
import type { MediaFiles } from "../app/platform/media/media-files.server.ts";
import { feedExport } from "./feed-export.ts";
import { feedScheduleJob } from "../app/modules/feeds/feed-schedule.server.ts";
import { createHttpServer, createLifecycle, type Lifecycle } from "./lifecycle.ts";
import { setupGate } from "./setup-gate.ts";
import { adminExists, issueSetupToken } from "../app/modules/setup/setup-token.server.ts";

/**
 * Seeds an empty database with the demo content; true when it wrote. Passed in by server.ts, which
 * loads demo/ only when this runs: the demo content stays out of the production bundle.
 */
export type SeedHook = (db: Db, opts: { media: MediaFiles; logger: ReturnType<typeof getLogger> }) => Promise<boolean>;

export type StartOptions = { vite?: ViteDevServer; env?: Env; seed?: SeedHook };
export type RunningServer = { server: http.Server; db: Db; dialect: DialectName; lifecycle: Lifecycle; close: (opts?: { drainMs?: number }) => Promise<void> };

type AppDeps = {
  db: Db;
  env: Env;
  vite?: ViteDevServer;
  leads?: LeadProtection;
  build?: ServerBuild;
  lifecycle?: Lifecycle;
  /** The per-request version check (server/cache-invalidation.ts); tests without other writers may leave it out. */
  versionCheck?: Pick<CacheInvalidation, "middleware">;
};

export function createApp(deps: AppDeps): express.Express {
  const { db, env, vite } = deps;
  const logger = getLogger(env.LOG_LEVEL);
  const leads = deps.leads ?? leadProtection({ env, logger });
  const lifecycle = deps.lifecycle ?? serverLifecycle(db, logger);
  const app = express();
  app.disable("x-powered-by");
  // No automatic weak ETag (a hash of every res.send body, POST answers included): pages get a
  // strong one from their render or the page cache (app/platform/http/response-digest.server.ts).
  app.set("etag", false);
  // Forwarded headers only from the proxies named in TRUST_PROXY (none by default): any peer
  // could otherwise choose the address the lead rate limit counts.
  app.set("trust proxy", env.TRUST_PROXY);

  const pageCache = createPageCache({
    ttlMs: env.PAGE_CACHE_TTL_MS ?? (env.NODE_ENV === "production" ? 30_000 : 0),
    maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
    isReadCall: (name) => Object.hasOwn(readCalls, name),
  });
  app.use(lifecycle.guard);
  // Another process's committed change clears this process's caches before the request is answered.
  if (deps.versionCheck) app.use(deps.versionCheck.middleware);
  // An API call's body, read once as bytes: the page cache answers read calls by them, the router parses them.
  app.use("/api", apiBody);
  // A stored page goes out before any other middleware: its stored headers are theirs.
  app.use(pageCache.serve);
  app.use(helmet(securityHeaders(env)));
  app.use(cspScriptHashes({ dev: env.NODE_ENV === "development" }));
  app.use(requestGuard(logger));
  app.use(compression());

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", lifecycle.readyz);

  app.use("/media", mediaFiles(mediaFilesFor(env)));
  app.use("/feeds", feedExport({ db, logger, siteUrl: env.SITE_URL, token: env.FEED_EXPORT_TOKEN, open: env.FEED_EXPORT_OPEN }));

  if (vite) {
    app.use(vite.middlewares);
  } else {
    app.use("/assets", precompressedAssets("build/client/assets"));
    app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
    app.use(publicFiles("build/client", { maxAge: "1h", skip: ["/assets"] }));
  }

  leads.install(app);
  // After the static files (they set their own Cache-Control and keep one already set): the default for the rest.
  app.use(httpCache());
  app.use("/api", apiRouter({ db, logger, leads, cache: pageCache }));
  // The contact buttons' beacon: counted as leads in the back office (app/modules/leads/taps/).
  app.post("/taps", ...contactTaps({ db, logger, secret: formSecret(env) }));
  // Before the brokerage's identity exists, public pages say the site is being set up (503).
  app.use(setupGate({ db }));
  app.use(
    pageHandler({
      cache: pageCache,
      // Production: the build object itself. Given a function, React Router derives its route
      // tables (createStaticHandler, route ranking) again on every request: ~7 % of a page's CPU.
      build: vite || !deps.build ? () => import("virtual:react-router/server-build") : deps.build,
      mode: env.NODE_ENV === "development" ? "development" : "production",
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(dbContext, db);
        context.set(requestInfoContext, { csp: res.locals.csp as RequestInfo["csp"], ip: req.ip ?? "", document: !req.path.endsWith(".data"), documentMarkup: new Map() });
        context.set(leadRequestContext, leads.requestInfo(req, res));
        context.set(siteContext, {
          siteUrl: env.SITE_URL,
          youtube: { apiKey: env.YOUTUBE_API_KEY, channelId: env.YOUTUBE_CHANNEL_ID, apiUrl: env.YOUTUBE_API_URL },
          currencyRates: env.CURRENCY_RATES,
        });
        return context;
      },
    }),
  );

  app.use(errorHandler(logger));
  return app;
}

/** Readiness and the drain, for a server on this database (server/lifecycle.ts). */
function serverLifecycle(db: Db, logger: ReturnType<typeof getLogger>): Lifecycle {
  return createLifecycle({
    ping: () => db.selectFrom("purposes").select("id").limit(1).execute(),
    logger,
    bodyLimit: bodyRuleOf,
  });
}

/**
 * The demo goes into a database that has no brokerage identity yet (an empty one, or one seeded
 * before the site's texts were data), never into one whose identity a brokerage gave
 * (`npm run setup`), nor back into one it was removed from (`npm run demo:remove`).
 */
export async function needsSeed(db: Db): Promise<boolean> {
  const [identity, run] = await Promise.all([
    db.selectFrom("brokerage").select("id").limit(1).executeTakeFirst(),
    db.selectFrom("seed_runs").select("status").where("id", "=", 1).executeTakeFirst(),
  ]);
  return !identity && run?.status !== "removed";
}

/**
 * While no admin exists, a one-time token for /admin/setup, printed in this server's log (a
 * warning, so a quiet LOG_LEVEL still shows it); its hash is what the database keeps.
 */
async function announceSetup(db: Db, env: Env, logger: ReturnType<typeof getLogger>): Promise<void> {
  if (await adminExists(db)) return;
  const token = await issueSetupToken(db);
  const url = `${env.SITE_URL.replace(/\/$/, "")}/admin/setup`;
  logger.warn({ setupUrl: url }, `No admin account yet. Set the site up at ${url} with this one-time token: ${token} (or run npm run setup).`);
}

/** The scheduled jobs (app/platform/jobs), started; stopping them waits for each one's run in flight. */
function startJobs(db: Db, env: Env, logger: ReturnType<typeof getLogger>, leads: LeadProtection): JobRunner {
  const jobs = createJobRunner({ logger });
  // Lead notices and every other mail: resumes whatever a previous run left pending.
  jobs.add(outboxJob({ kinds: siteMailKinds, db, smtpUrl: env.SMTP_URL, notifyEmail: env.LEAD_NOTIFY_EMAIL, siteUrl: env.SITE_URL, pollMs: env.OUTBOX_POLL_MS, linkSigner: leads.guard }));
  // The Dubai rule: listings whose advertising permit expired leave the site (hourly, safe on every instance).
  jobs.add(permitExpiryJob({ db }));
  // Listing quality scores: scored at start when the rules are new, then the permits' clock (hourly).
  jobs.add(qualityJob({ db }));
  // Scheduled CRM feed imports (FEED_URLS): one instance at a time, through a lease in the database.
  if (env.FEED_URLS.length) {
    jobs.add(feedScheduleJob({
      db, urls: env.FEED_URLS, intervalMs: env.FEED_INTERVAL_MIN * 60_000, maxDropShare: env.FEED_MAX_DROP, permitDays: env.FEED_PERMIT_DAYS,
      fetchTimeoutMs: env.FEED_FETCH_TIMEOUT_MS, photos: { store: siteMediaStore(env), timeoutMs: env.FEED_FETCH_TIMEOUT_MS },
    }));
  }
  // Scheduled blog posts appear on every page within seconds of their time.
  jobs.add(blogScheduleJob({ db }));
  // Visitors' saved-search alerts: one instance at a time, through a lease in the database.
  jobs.add(alertJob({ db, intervalMs: env.ALERTS_POLL_MS }));
  // Stored market rows placed again after an alias change (/admin/market): one instance at a time.
  jobs.add(marketRematchJob({ db }));
  jobs.add(retentionJob({ db }));
  // Leads unanswered past the brokerage's response period: the admin is mailed once per lead (one instance at a time).
  jobs.add(overdueJob({ db }));
  jobs.start();
  return jobs;
}

/**
 * Migrates, reseals the second-factor secrets, seeds an empty database and announces the setup
 * token. Migrating and seeding may take long statements: on a connection of their own, without
 * the requests' time limits.
 */
async function prepareDatabase(env: Env, logger: ReturnType<typeof getLogger>, seed: SeedHook | undefined): Promise<void> {
  const setup = createDb(env.DATABASE_URL, { poolSize: 2 });
  try {
    const migrated = await migrateToLatest(setup.db);
    if (migrated.length) logger.info({ migrations: migrated, dialect: setup.dialect }, "database migrated");
    const sealed = await resealTotpSecrets(setup.db, totpKeys(env));
    if (sealed.changed) logger.info({ sealed: sealed.changed }, "second-factor secrets sealed with the current TOTP_KEY");
    if (sealed.unreadable.length) logger.error({ staffIds: sealed.unreadable }, "second-factor secrets no configured key opens: set TOTP_KEY_PREVIOUS to the key that sealed them");
    if (env.SEED_ON_START === "demo" && seed && (await needsSeed(setup.db))) {
      const seeded = await seed(setup.db, { media: mediaFilesFor(env), logger });
      if (seeded) {
        clearAllCaches();
        logger.info({ dialect: setup.dialect }, "demo content seeded");
      }
    }
    await announceSetup(setup.db, env, logger);
  } finally {
    await setup.db.destroy();
  }
}

/** SIGTERM and SIGINT close the server, then end the process. */
function exitOnSignals(close: RunningServer["close"], env: Env, logger: ReturnType<typeof getLogger>): void {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      // SIGTERM comes from an orchestrator (drain first); SIGINT from a person at a terminal (stop now).
      close({ drainMs: signal === "SIGTERM" ? env.SHUTDOWN_DRAIN_MS : 0 }).then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
    });
  }
}

/** Opens the database, migrates, seeds an empty one, listens, and shuts down gracefully. */
export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  const env = opts.env ?? getEnv();
  const logger = getLogger(env.LOG_LEVEL);
  const missing = env.NODE_ENV === "production" ? missingMemorySettings(process.execArgv, process.env, process.platform) : [];
  if (missing.length) logger.warn({ missing }, "started without the memory settings of `npm start` (docs/deploy.md): memory grows higher under load");
  // Before anything is written: the seed and the site write their images there.
  const media = mediaFilesFor(env);
  try {
    await media.check();
  } catch (error) {
    const e = error as Error;
    throw new Error(`The media store ${media.location} cannot be used (${e.name}: ${e.message}); check MEDIA_DIR, or MEDIA_STORE, S3_ENDPOINT, S3_REGION and the AWS credentials.`, { cause: error });
  }
  await prepareDatabase(env, logger, opts.seed);
  const timeouts = {
    connectMs: env.DB_CONNECT_TIMEOUT_MS,
    statementMs: env.DB_STATEMENT_TIMEOUT_MS,
    idleInTransactionMs: env.DB_IDLE_TX_TIMEOUT_MS,
    sqliteBusyMs: env.DB_BUSY_TIMEOUT_MS,
  };
  const { db, dialect } = createDb(env.DATABASE_URL, { timeouts });

  // Content written by any process (another instance, `npm run db:seed`) clears this process's
  // caches before the next request is answered. On PostgreSQL the version is read on a connection
  // of its own, so the check never waits behind page queries for a pooled one.
  const versionDb =
    dialect === "postgres"
      ? createDb(env.DATABASE_URL, { poolSize: 1, timeouts }).db
      : db;
  const cacheSync = startCacheInvalidation({ db, versionDb, logger });
  await cacheSync.check();

  const leads = leadProtection({ env, logger });
  const build = opts.vite ? undefined : ((await import("virtual:react-router/server-build")) as ServerBuild);
  const lifecycle = serverLifecycle(db, logger);
  const app = createApp({ db, env, vite: opts.vite, leads, build, lifecycle, versionCheck: cacheSync });
  const server = createHttpServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.PORT, () => resolve());
  });
  logger.info({ port: env.PORT, dialect, url: `http://localhost:${env.PORT}`, media: media.location }, "server listening");
  const jobs = startJobs(db, env, logger, leads);
  let closing: Promise<void> | undefined;
  const close = ({ drainMs = 0 } = {}) => {
    closing ??= (async () => {
      if (drainMs > 0) {
        // Readiness turns 503 and answers close their connections, while the listener still accepts:
        // the load balancer sees it and moves new requests away before anything is refused or cut.
        lifecycle.drain();
        logger.info({ drainMs }, "shutting down: draining");
        await new Promise((resolve) => setTimeout(resolve, drainMs));
      }
      logger.info("shutting down: finishing requests in flight");
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        // Requests still running after 10 s are cut off so the process can exit.
        setTimeout(() => server.closeAllConnections(), 10_000).unref();
      });
      await jobs.stop();
      await cacheSync.stop();
      if (versionDb !== db) await versionDb.destroy();
      await leads.close();
      await db.destroy();
      logger.info("shut down");
    })();
    return closing;
  };
  exitOnSignals(close, env, logger);
  return { server, db, dialect, lifecycle, close };
}
