import { describe, expect, it } from "vitest";
import { isPageInRange, pageBlock, pageHref, totalPages } from "./pagination.ts";

describe("totalPages", () => {
  it("rounds up and is 0 for no items", () => {
    expect(totalPages(0, 5)).toBe(0);
    expect(totalPages(5, 5)).toBe(1);
    expect(totalPages(6, 5)).toBe(2);
    expect(totalPages(240, 5)).toBe(48);
  });
});

describe("pageBlock", () => {
  it("shows the block of 5 numbers holding the current page", () => {
    expect(pageBlock(1, 48)).toEqual({ pages: [1, 2, 3, 4, 5], prev: null, next: 2 });
    expect(pageBlock(5, 48)).toEqual({ pages: [1, 2, 3, 4, 5], prev: 4, next: 6 });
    expect(pageBlock(6, 48)).toEqual({ pages: [6, 7, 8, 9, 10], prev: 5, next: 7 });
    expect(pageBlock(48, 48)).toEqual({ pages: [46, 47, 48], prev: 47, next: null });
  });

  it("handles short lists and an empty list", () => {
    expect(pageBlock(1, 1)).toEqual({ pages: [1], prev: null, next: null });
    expect(pageBlock(2, 3)).toEqual({ pages: [1, 2, 3], prev: 1, next: 3 });
    expect(pageBlock(1, 0)).toEqual({ pages: [], prev: null, next: null });
  });

  it("ignores an out-of-range page (shows the first block)", () => {
    expect(pageBlock(99, 7)).toEqual({ pages: [1, 2, 3, 4, 5], prev: null, next: 2 });
    expect(pageBlock(0, 7).pages).toEqual([1, 2, 3, 4, 5]);
    expect(isPageInRange(8, 7)).toBe(false);
    expect(isPageInRange(7, 7)).toBe(true);
    expect(isPageInRange(1.5, 7)).toBe(false);
  });
});

describe("pageHref", () => {
  it("keeps the filters and sets or drops the page", () => {
    expect(pageHref("?purpose=1&beds=2,3", 3)).toBe("?purpose=1&beds=2%2C3&page=3");
    expect(pageHref("?purpose=1&page=3", 1)).toBe("?purpose=1");
    expect(pageHref("", 1)).toBe("?");
    expect(pageHref("?pageNumber=4", 2)).toBe("?page=2");
  });
});
