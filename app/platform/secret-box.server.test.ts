import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { isSealed, open, parseKey, seal, SecretKeyMissing } from "./secret-box.server.ts";

const key = crypto.randomBytes(32);
const other = crypto.randomBytes(32);

describe("secret box", () => {
  it("seals a secret so the stored text does not contain it, and opens it with the key", () => {
    const stored = seal("JBSWY3DPEHPK3PXP", key);
    expect(isSealed(stored)).toBe(true);
    expect(stored).not.toContain("JBSWY3DPEHPK3PXP");
    expect(seal("JBSWY3DPEHPK3PXP", key)).not.toBe(stored);
    expect(open(stored, { current: key })).toBe("JBSWY3DPEHPK3PXP");
  });

  it("opens with the previous key during a rotation, and not without it", () => {
    const stored = seal("JBSWY3DPEHPK3PXP", other);
    expect(open(stored, { current: key, previous: other })).toBe("JBSWY3DPEHPK3PXP");
    expect(() => open(stored, { current: key })).toThrow(SecretKeyMissing);
  });

  it("refuses a value changed in the database", () => {
    const stored = seal("JBSWY3DPEHPK3PXP", key);
    const parts = stored.split(":");
    parts[5] = Buffer.from("AAAAAAAAAAAAAAAA").toString("base64url");
    expect(() => open(parts.join(":"), { current: key })).toThrow();
  });

  it("reads a plain value from before encryption as it is", () => {
    expect(open("JBSWY3DPEHPK3PXP", { current: key })).toBe("JBSWY3DPEHPK3PXP");
  });

  it("takes a key as 64 hex digits or base64 of 32 bytes, nothing shorter", () => {
    expect(parseKey(key.toString("hex"))?.equals(key)).toBe(true);
    expect(parseKey(key.toString("base64"))?.equals(key)).toBe(true);
    expect(parseKey(key.toString("base64url"))?.equals(key)).toBe(true);
    expect(parseKey("too-short")).toBeNull();
    expect(parseKey(crypto.randomBytes(16).toString("hex"))).toBeNull();
  });
});
