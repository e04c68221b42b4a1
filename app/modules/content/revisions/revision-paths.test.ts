import { expect, it } from "vitest";
import { mayReviseKind } from "./revision-paths.ts";

it("opens a record's history to whoever may open its editor", () => {
  expect([mayReviseKind("area", "editor"), mayReviseKind("brokerage", "editor"), mayReviseKind("brokerage", "admin"), mayReviseKind("area", "agent")]).toEqual([true, false, true, false]);
  // An unknown kind is left to the history screen, which answers 404.
  expect(mayReviseKind("nothing", "editor")).toBe(true);
});
