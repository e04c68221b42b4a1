import { describe, expect, it } from "vitest";
import { orderedIds, toggleId } from "./toggle.ts";

describe("toggleId", () => {
  it("adds an absent id and removes a present one", () => {
    expect(toggleId([], 2)).toEqual([2]);
    expect(toggleId([2], 3)).toEqual([2, 3]);
    expect(toggleId([2, 3], 2)).toEqual([3]);
    expect(toggleId(toggleId([1], 4), 4)).toEqual([1]);
  });
  it("does not mutate its input", () => {
    const ids = [1, 2];
    toggleId(ids, 1);
    expect(ids).toEqual([1, 2]);
  });
});

describe("orderedIds", () => {
  it("follows the option order and drops unknown ids", () => {
    const options = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(orderedIds([3, 1, 9], options)).toEqual([1, 3]);
  });
});
