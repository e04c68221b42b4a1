import { describe, expect, it } from "vitest";
import { idListOf, mergeShortlists, shortlistOf, shortlistQuery, toggleId } from "./shortlist.ts";
import { shortlistFromUrl } from "./shortlist-query.server.ts";

describe("shortlist links", () => {
  it("reads ids from a link, dropping repeats", () => {
    expect(shortlistFromUrl(new URL("http://x/favourites?units=3,1,3&projects=7"))).toEqual({ ok: true, value: { units: [3, 1], projects: [7] } });
    expect(shortlistFromUrl(new URL("http://x/favourites"))).toEqual({ ok: true, value: { units: [], projects: [] } });
  });

  it.each(["units=a", "units=1,,2", "units=-1", "units=0", "projects=1;2", "units=99999999999"])("refuses %s with a reason", (q) => {
    const r = shortlistFromUrl(new URL(`http://x/favourites?${q}`));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/units|projects/);
  });

  it("refuses more than 100 ids", () => {
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(",");
    expect(shortlistFromUrl(new URL(`http://x/f?units=${many}`)).ok).toBe(false);
  });

  it("writes the link's query, leaving out empty lists", () => {
    expect(shortlistQuery({ units: [1, 2], projects: [] })).toBe("units=1,2");
    expect(shortlistQuery({ units: [], projects: [5] })).toBe("projects=5");
  });
});

describe("stored lists", () => {
  it("toggles an id and never passes the maximum", () => {
    expect(toggleId([1, 2], 2, 4)).toEqual([1]);
    expect(toggleId([1, 2, 3, 4], 5, 4)).toEqual([1, 2, 3, 4]);
    expect(toggleId([1], 5, 4)).toEqual([1, 5]);
  });

  it("checks what the browser kept", () => {
    expect(shortlistOf({ units: [1], projects: [] })).toEqual({ units: [1], projects: [] });
    expect(shortlistOf({ units: ["1"], projects: [] })).toBeUndefined();
    expect(shortlistOf({ units: [1] })).toBeUndefined();
    expect(shortlistOf(null)).toBeUndefined();
    expect(idListOf([1, 2, 3, 4, 5], 4)).toBeUndefined();
    expect(idListOf([1, 2.5], 4)).toBeUndefined();
    expect(idListOf([0], 4)).toBeUndefined();
  });

  it("merges a shared list into the stored one", () => {
    expect(mergeShortlists({ units: [1, 2], projects: [] }, { units: [2, 3], projects: [9] })).toEqual({ units: [1, 2, 3], projects: [9] });
  });
});
