/**
 * Environment configuration, validated once at boot. A bad value stops the process
 * with a readable message instead of failing later on a request.
 */
import { isIP } from "node:net";
import { z } from "zod";
import { parseKey } from "./secret-box.server.ts";
import { parseCurrencyRates } from "./money/currency-rates.server.ts";
import type { Rates } from "./money/money.ts";

const emptyToUndefined = (v: unknown) => (v === "" ? undefined : v);
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

/** Names Express's `trust proxy` knows for address ranges, besides addresses and CIDR blocks. */
const PROXY_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);
function isProxyAddress(item: string): boolean {
  if (PROXY_RANGES.has(item)) return true;
  const [address = "", bits, ...rest] = item.split("/");
  const version = isIP(address);
  if (!version || rest.length) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/**
 * The reverse proxies whose X-Forwarded-For / X-Forwarded-Proto are believed: a comma-separated
 * list of addresses, CIDR blocks or loopback / linklocal / uniquelocal. None by default: the
 * visitor's address is then the connection's, whatever headers a client sends (docs/deploy.md).
 */
const trustProxy = z
  .preprocess(emptyToUndefined, z.string().optional())
  .transform((v) => (v ?? "").split(",").map((s) => s.trim()).filter(Boolean))
  .refine((items) => items.every(isProxyAddress), {
    message: "must be a comma-separated list of proxy addresses, CIDR blocks, loopback, linklocal or uniquelocal",
  })
  .transform((items): string[] | false => (items.length ? items : false));

/** AED per unit of each currency the visitor may choose ("EUR=4.02,GBP=4.71"); USD and SAR are pegged (app/platform/money/money.ts). */
const currencyRates = z.preprocess(emptyToUndefined, z.string().optional()).transform((text, ctx): Rates => {
  try {
    return parseCurrencyRates(text);
  } catch (e) {
    ctx.addIssue({ code: "custom", message: (e as Error).message });
    return z.NEVER;
  }
});

/**
 * Where media files are kept besides MEDIA_DIR: `s3://bucket/prefix`, an S3-compatible bucket
 * (app/platform/media/media-s3.server.ts). Unset: the MEDIA_DIR folder.
 */
const mediaStore = z
  .preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/?$/, "must be s3://bucket or s3://bucket/prefix (a bucket name of 3 to 63 lower-case letters, digits, dots and hyphens)")
      .optional(),
  )
  .transform((v) => {
    if (!v) return undefined;
    const [bucket = "", ...prefix] = v.slice("s3://".length).replace(/\/$/, "").split("/");
    return { bucket, prefix: prefix.join("/") };
  });

const envFields = z.object({
  CURRENCY_RATES: currencyRates,
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => v.startsWith("sqlite:") || /^postgres(ql)?:\/\//.test(v), {
        message: "must be sqlite:<path> or postgres://user@host:port/database",
      })
      .optional(),
  ),
  /** The public origin; without it, the local address on the port actually served (see envSchema). */
  SITE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  TRUST_PROXY: trustProxy,
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  LEAD_NOTIFY_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  YOUTUBE_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  YOUTUBE_CHANNEL_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  YOUTUBE_API_URL: z.preprocess(
    emptyToUndefined,
    z.url().default("https://www.googleapis.com/youtube/v3/search"),
  ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  MEDIA_DIR: z.preprocess(emptyToUndefined, z.string().default("data/media")),
  MEDIA_STORE: mediaStore,
  /** The S3-compatible service of MEDIA_STORE: its address (AWS's own when unset), region, and addressing (app/platform/media/media-s3.server.ts). */
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: "must be an http(s) address, such as https://s3.me-central-1.amazonaws.com or http://127.0.0.1:9000" }).optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().regex(/^[a-z0-9-]{2,40}$/, "must be a region name such as us-east-1 or auto").default("us-east-1")),
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(["true", "false"]).default("false")).transform((v) => v === "true"),
  /** The bucket's credentials; both or neither (then the SDK's own chain: shared files, an instance or task role). */
  AWS_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  AWS_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  AWS_SESSION_TOKEN: z.preprocess(emptyToUndefined, z.string().optional()),
  /**
   * What a start puts into a database that has no brokerage identity yet: `demo` (the default: the
   * demo content, as `npm start` always did) or `none` (a brokerage's own site, set up with
   * `npm run setup`). `true` and `false` are the older spellings of the two.
   */
  SEED_ON_START: z
    .preprocess(emptyToUndefined, z.enum(["demo", "none", "true", "false"], { error: "must be demo or none" }).default("demo"))
    .transform((v): "demo" | "none" => (v === "demo" || v === "true" ? "demo" : "none")),
  /** Lead forms (app/modules/leads/lead-guard.server.ts): stamp signing key, minimum fill time, per-IP limit. */
  FORM_SECRET: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  /**
   * The key that encrypts the staff's second-factor secrets in the database (app/platform/secret-box.server.ts):
   * 32 bytes as 64 hex digits or base64 (`openssl rand -hex 32`). Required for a site served over https in
   * production; TOTP_KEY_PREVIOUS still reads values sealed with the key before, until `npm run totp:rotate-key`.
   */
  TOTP_KEY: z.preprocess(emptyToUndefined, z.string().refine((v) => parseKey(v) !== null, "must be 32 bytes as 64 hex digits or base64").optional()),
  TOTP_KEY_PREVIOUS: z.preprocess(emptyToUndefined, z.string().refine((v) => parseKey(v) !== null, "must be 32 bytes as 64 hex digits or base64").optional()),
  LEAD_MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),
  LEAD_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  LEAD_RATE_WINDOW_S: z.coerce.number().int().min(1).default(600),
  /** How often the outbox worker looks for due notices (it is also woken when a lead arrives). */
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(5000),
  /** How often the visitor alerts' job looks for new matching listings (it also looks soon after a change committed here). */
  ALERTS_POLL_MS: z.coerce.number().int().min(50).default(60_000),
  /** In-process page cache time to live (server/page-cache.ts); default 30 s in production, off otherwise; 0 turns it off. */
  PAGE_CACHE_TTL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).optional()),
  /** Memory the page cache may hold, in MB (bodies, compressed copies and keys; app/platform/cache/cache.server.ts). */
  PAGE_CACHE_MAX_MB: z.coerce.number().min(1).default(64),
  /** How long a request waits on the database before it answers 503 (app/platform/db/client.server.ts DbTimeouts). */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  DB_IDLE_TX_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  DB_BUSY_TIMEOUT_MS: z.coerce.number().int().min(0).default(1000),
  /** Portal feeds: a feed listing more than this share fewer listings than its last completed run is refused. */
  FEED_MAX_DROP: z.coerce.number().min(0).max(1).default(0.3),
  /** A feed permit given without an expiry is taken as valid this many days after the import first saw it. */
  FEED_PERMIT_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Longest wait for a feed's download or one of its photos. */
  FEED_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  /** `/feeds/*.xml?token=…`: the secret the portals' feed addresses carry (at least 24 characters). */
  FEED_EXPORT_TOKEN: z.preprocess(emptyToUndefined, z.string().min(24, "must be at least 24 characters").regex(/^[\w-]+$/, "letters, digits, - and _ only (it goes in a URL)").optional()),
  /** The portal feeds without a token (they hold nothing a listing page does not show). */
  FEED_EXPORT_OPEN: z.preprocess(emptyToUndefined, z.enum(["true", "false"]).default("false")).transform((v) => v === "true"),
  /** Scheduled imports: the CRM feeds' URLs, comma-separated (none: no schedule). */
  FEED_URLS: z
    .preprocess(emptyToUndefined, z.string().optional())
    .transform((v) => (v ?? "").split(",").map((s) => s.trim()).filter(Boolean))
    .refine((urls) => urls.every((u) => /^https?:\/\/[^\s]+$/i.test(u) && URL.canParse(u)), { message: "must be comma-separated http(s) URLs" }),
  /** Minutes between scheduled imports. */
  FEED_INTERVAL_MIN: z.coerce.number().min(1).max(10_080).default(60),
  /**
   * Map search: the raster tiles under the markers, an XYZ template ({z}/{x}/{y}), and the credit they
   * require. When they cannot load, the map says so and its markers and cards keep working.
   */
  MAP_TILES_URL: z.preprocess(emptyToUndefined, z.string().regex(/^https?:\/\/\S+\{z\}\S*$/, "must be an http(s) URL template with {z}, {x} and {y}").default("https://tile.openstreetmap.org/{z}/{x}/{y}.png")),
  MAP_TILES_ATTRIBUTION: z.preprocess(emptyToUndefined, z.string().max(300).default("© OpenStreetMap contributors")),
  /** Memory the map search's cluster indexes may hold, in MB (one per filter set; about 300 MB for 1M units). */
  MAP_INDEX_MAX_MB: z.coerce.number().min(16).default(768),
  /** After SIGTERM, /readyz answers 503 this long before the listener closes (server/lifecycle.ts). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(5000),
});

const envSchema = envFields
  .superRefine((env, ctx) => {
    // A public deployment must not derive the key from settings that sit beside the database.
    if (env.NODE_ENV === "production" && env.SITE_URL?.startsWith("https:") && !env.TOTP_KEY) {
      ctx.addIssue({ code: "custom", path: ["TOTP_KEY"], message: "is required when SITE_URL is https in production (generate one with `openssl rand -hex 32`; README, Going live)" });
    }
    if (env.MEDIA_STORE && Boolean(env.AWS_ACCESS_KEY_ID) !== Boolean(env.AWS_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: "custom", path: ["AWS_SECRET_ACCESS_KEY"], message: "set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither (the SDK's own credentials)" });
    }
  })
  .transform((env) => ({ ...env, SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}` }));

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;
export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}
