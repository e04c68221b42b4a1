import { describe, expect, it } from "vitest";
import { assignSchema, fieldMessages, leadFiltersSchema, leadPageSchema, leadSortSchema, noteSchema, setStatusSchema } from "./inbox-schemas.ts";

describe("lead inbox schemas", () => {
  it("read the inbox's filters as a URL gives them: blanks unset, one value or several, ids as text", () => {
    expect(leadFiltersSchema.parse({ status: "new", kind: ["contact", "subscription"], agent: "7", unitId: "", projectId: "12", from: "", q: "  aisha  " })).toEqual({
      status: ["new"],
      kind: ["contact", "subscription"],
      agent: 7,
      projectId: 12,
      q: "aisha",
    });
    expect(leadFiltersSchema.parse({ agent: "none" }).agent).toBe("none");
    expect(leadFiltersSchema.parse({})).toEqual({});
  });

  it("refuse what the inbox cannot show, with the field's message", () => {
    const bad = leadFiltersSchema.safeParse({ status: "open", agent: "someone", from: "26/11/2026", q: "x".repeat(101) });
    expect(bad.success).toBe(false);
    expect(Object.keys(fieldMessages(bad.error!)).sort()).toEqual(["agent", "from", "q", "status"]);
    const backwards = leadFiltersSchema.safeParse({ from: "2026-11-26", to: "2026-11-01" });
    expect(fieldMessages(backwards.error!)).toEqual({ to: ["The end date is before the start date."] });
  });

  it("page size is 25, 50 or 100; sort newest or oldest", () => {
    expect(leadPageSchema.parse({}).size).toBe(50);
    expect(leadPageSchema.parse({ size: "100" }).size).toBe(100);
    expect(fieldMessages(leadPageSchema.safeParse({ size: "1000" }).error!)).toEqual({ size: ["Choose 25, 50 or 100 per page."] });
    expect(leadSortSchema.parse(undefined)).toBe("newest");
    expect(leadSortSchema.safeParse("random").success).toBe(false);
  });

  it("changes: a known status, an agent id or none, a note with words", () => {
    expect(setStatusSchema.parse({ status: "lost", note: " went with another agency " })).toEqual({ status: "lost", note: "went with another agency" });
    expect(setStatusSchema.parse({ status: "won", note: "" })).toEqual({ status: "won", note: null });
    expect(assignSchema.parse({ agentId: "3" })).toEqual({ agentId: 3 });
    expect(assignSchema.parse({ agentId: null })).toEqual({ agentId: null });
    expect(assignSchema.safeParse({ agentId: 1.5 }).success).toBe(false);
    expect(noteSchema.safeParse({ text: " " }).success).toBe(false);
  });
});
