import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server.ts";

describe("SITE_URL", () => {
  it("defaults to the local address on the port served", () => {
    expect(parseEnv({ PORT: "3900" }).SITE_URL).toBe("http://localhost:3900");
    expect(parseEnv({}).SITE_URL).toBe("http://localhost:3000");
    expect(parseEnv({ PORT: "3900", SITE_URL: "" }).SITE_URL).toBe("http://localhost:3900");
  });

  it("is the configured origin when set, and refused when it is not a URL", () => {
    expect(parseEnv({ PORT: "3900", SITE_URL: "https://homes.example" }).SITE_URL).toBe("https://homes.example");
    expect(() => parseEnv({ SITE_URL: "homes.example" })).toThrow(/SITE_URL/);
  });
});
