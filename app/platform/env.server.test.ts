import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server.ts";

describe("TRUST_PROXY", () => {
  it("trusts no proxy by default", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "" }).TRUST_PROXY).toBe(false);
  });
  it("takes addresses, CIDR blocks and Express's range names", () => {
    expect(parseEnv({ TRUST_PROXY: "loopback" }).TRUST_PROXY).toEqual(["loopback"]);
    expect(parseEnv({ TRUST_PROXY: " 10.0.1.0/24, 192.0.2.7 ,fd00::/8,::1, uniquelocal" }).TRUST_PROXY).toEqual(["10.0.1.0/24", "192.0.2.7", "fd00::/8", "::1", "uniquelocal"]);
  });
  it("stops the process on anything else (a hop count or 'true' would trust any peer)", () => {
    for (const bad of ["true", "1", "*", "10.0.0.0/33", "proxy.example", "10.0.0.1/8/2", "::1/129"]) {
      expect(() => parseEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

describe("SITE_URL", () => {
  it("defaults to the local address on the port served", () => {
    expect(parseEnv({ PORT: "3900" }).SITE_URL).toBe("http://localhost:3900");
    expect(parseEnv({}).SITE_URL).toBe("http://localhost:3000");
    expect(parseEnv({ PORT: "3900", SITE_URL: "" }).SITE_URL).toBe("http://localhost:3900");
  });

  it("is the configured origin when set, and refused when it is not a URL", () => {
    expect(parseEnv({ PORT: "3900", SITE_URL: "https://homes.example", TOTP_KEY: "ab".repeat(32) }).SITE_URL).toBe("https://homes.example");
    expect(() => parseEnv({ SITE_URL: "homes.example" })).toThrow(/SITE_URL/);
  });
});

describe("portal feeds", () => {
  it("reads the scheduled feeds' URLs and refuses anything else", () => {
    expect(parseEnv({}).FEED_URLS).toEqual([]);
    expect(parseEnv({ FEED_URLS: " https://crm.example/pf.xml , http://crm.example/bayut.xml" }).FEED_URLS).toEqual(["https://crm.example/pf.xml", "http://crm.example/bayut.xml"]);
    expect(() => parseEnv({ FEED_URLS: "crm.example/pf.xml" })).toThrow(/FEED_URLS/);
  });
  it("keeps the export closed unless a long token is given or it is opened", () => {
    expect(parseEnv({}).FEED_EXPORT_TOKEN).toBeUndefined();
    expect(parseEnv({}).FEED_EXPORT_OPEN).toBe(false);
    expect(parseEnv({ FEED_EXPORT_OPEN: "true" }).FEED_EXPORT_OPEN).toBe(true);
    expect(() => parseEnv({ FEED_EXPORT_TOKEN: "short" })).toThrow(/FEED_EXPORT_TOKEN/);
    expect(() => parseEnv({ FEED_EXPORT_TOKEN: "a token with spaces in it, long enough" })).toThrow(/FEED_EXPORT_TOKEN/);
    expect(() => parseEnv({ FEED_MAX_DROP: "1.5" })).toThrow(/FEED_MAX_DROP/);
  });

  it("requires the second-factor key for a public site over https in production, and takes only a 32-byte key", () => {
    expect(() => parseEnv({ NODE_ENV: "production", SITE_URL: "https://homes.example" })).toThrow(/TOTP_KEY: is required when SITE_URL is https in production/);
    expect(() => parseEnv({ NODE_ENV: "production", SITE_URL: "https://homes.example", TOTP_KEY: "short" })).toThrow(/TOTP_KEY: must be 32 bytes/);
    expect(parseEnv({ NODE_ENV: "production", SITE_URL: "https://homes.example", TOTP_KEY: "ab".repeat(32) }).TOTP_KEY).toBe("ab".repeat(32));
    // A local or demo site derives one (app/modules/staff/totp.server.ts).
    expect(parseEnv({ NODE_ENV: "production", SITE_URL: "http://localhost:3000" }).TOTP_KEY).toBeUndefined();
  });
});

describe("media store", () => {
  it("keeps media in MEDIA_DIR unless MEDIA_STORE names an S3 bucket, with an optional prefix", () => {
    expect(parseEnv({}).MEDIA_STORE).toBeUndefined();
    expect(parseEnv({ MEDIA_STORE: "s3://skyline-media" }).MEDIA_STORE).toEqual({ bucket: "skyline-media", prefix: "" });
    expect(parseEnv({ MEDIA_STORE: "s3://skyline-media/site/prod/" }).MEDIA_STORE).toEqual({ bucket: "skyline-media", prefix: "site/prod" });
    const env = parseEnv({ MEDIA_STORE: "s3://media", S3_ENDPOINT: "http://127.0.0.1:9000", S3_FORCE_PATH_STYLE: "true" });
    expect([env.S3_ENDPOINT, env.S3_REGION, env.S3_FORCE_PATH_STYLE]).toEqual(["http://127.0.0.1:9000", "us-east-1", true]);
  });
  it("refuses a bucket address it cannot use, and one key without the other", () => {
    for (const bad of ["media", "s3://", "s3://Upper-Case", "s3://ab", "s3://bucket/../up", "s3://bucket//twice", "file:///srv/media"]) {
      expect(() => parseEnv({ MEDIA_STORE: bad }), bad).toThrow(/MEDIA_STORE/);
    }
    expect(() => parseEnv({ MEDIA_STORE: "s3://media", S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT/);
    expect(() => parseEnv({ MEDIA_STORE: "s3://media", AWS_ACCESS_KEY_ID: "AKIA0000" })).toThrow(/AWS_SECRET_ACCESS_KEY/);
    expect(parseEnv({ MEDIA_STORE: "s3://media", AWS_ACCESS_KEY_ID: "AKIA0000", AWS_SECRET_ACCESS_KEY: "secret" }).AWS_ACCESS_KEY_ID).toBe("AKIA0000");
  });
});
