import { describe, expect, it } from "vitest";
import { inboxSearch, readInboxQuery } from "./inbox-url.ts";

const read = (qs: string, agentFilter = true) => readInboxQuery(new URLSearchParams(qs), { agentFilter });

describe("readInboxQuery", () => {
  it("keeps good parameters and drops bad ones, never throwing", () => {
    const q = read(
      "status=new&status=bogus&kind=contact&agent=abc&from=2026-11-01&to=nope&q=Sara&size=7&after=xyz&sort=sideways",
    );
    expect(q.filters).toEqual({ status: ["new"], kind: ["contact"], from: "2026-11-01", q: "Sara" });
    expect(q.sort).toBe("newest");
    expect(q.page).toEqual({ after: "xyz" });
  });
  it("drops an end date before the start date", () => {
    expect(read("from=2026-11-05&to=2026-11-01").filters).toEqual({ from: "2026-11-05" });
  });
  it("ignores the agent filter for an account that may not use it", () => {
    expect(read("agent=3", false).filters).toEqual({});
    expect(read("agent=none").filters).toEqual({ agent: "none" });
  });
});

describe("inboxSearch", () => {
  it("writes the filters back, repeated parameters included", () => {
    expect(inboxSearch({ status: ["new", "won"], q: "a b" }, "oldest", { after: "c1" })).toBe(
      "?status=new&status=won&q=a+b&sort=oldest&after=c1",
    );
    expect(inboxSearch({}, "newest")).toBe("");
  });
});
