import { describe, expect, it } from "vitest";
import { memoize } from "./memoize.server.ts";

describe("memoize", () => {
  it("computes a key once and answers again from memory", () => {
    let calls = 0;
    const upper = memoize((s) => (calls++, s.toUpperCase()), 10);
    expect(upper("marina")).toBe("MARINA");
    expect(upper("marina")).toBe("MARINA");
    expect(calls).toBe(1);
  });

  it("drops the least recently used key past its size", () => {
    const seen: string[] = [];
    const f = memoize((s) => (seen.push(s), s.length), 2);
    f("a");
    f("bb");
    f("a"); // "bb" is now the oldest
    f("ccc"); // drops "bb"
    f("a");
    f("bb");
    expect(seen).toEqual(["a", "bb", "ccc", "bb"]);
  });

  it("remembers a pending promise, so concurrent callers share one computation", async () => {
    let calls = 0;
    const slow = memoize(async (s) => (calls++, await Promise.resolve(s + "!")), 5);
    expect(await Promise.all([slow("x"), slow("x"), slow("x")])).toEqual(["x!", "x!", "x!"]);
    expect(calls).toBe(1);
  });
});
