import { describe, expect, it } from "vitest";
import compile from "icu-minify/compile";
import { formatMessage, intlLocale } from "./translate.ts";
import type { Locale } from "./locale.ts";

const MESSAGE = "{n, plural, zero {zero: #} one {one: #} two {two: #} few {few: #} many {many: #} other {other: #}} / {n, number}";

describe("formatMessage's counts", () => {
  it("picks the plural and writes the number as Intl does, in both languages", () => {
    const catalogue = { t: { m: compile(MESSAGE) } };
    const values = [...Array.from({ length: 260 }, (_, i) => i), 1000, 1001, 1002, 1003, 1011, 1099, 1100, 123456, 1_000_000, 2.5, 0.5, -1, -3, -1500];
    for (const locale of ["en", "ar"] as Locale[]) {
      const tag = intlLocale(locale);
      const plural = new Intl.PluralRules(tag);
      const number = new Intl.NumberFormat(tag);
      for (const n of values) {
        expect(formatMessage(locale, catalogue, "t", "m", { n }), `${locale} ${n}`).toBe(`${plural.select(n)}: ${number.format(n)} / ${number.format(n)}`);
      }
    }
  });

  it("leaves ordinals to Intl", () => {
    const catalogue = { t: { o: compile("{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}") } };
    expect([1, 2, 3, 4, 11, 21, 1002].map((n) => formatMessage("en", catalogue, "t", "o", { n }))).toEqual(["1st", "2nd", "3rd", "4th", "11th", "21st", "1,002nd"]);
  });
});
