import { describe, expect, it } from "vitest";
import { currencyNames } from "./currency-names.server.ts";

describe("currencyNames", () => {
  it("names the configured currencies in the page's language, leaving the dirham to the page's own words", () => {
    const rates = { USD: 3.6725, EUR: 4.02, AED: 1 };
    expect(currencyNames(rates, "en")).toEqual({ USD: "US Dollar", EUR: "Euro" });
    expect(currencyNames(rates, "ar")).toEqual({ USD: "دولار أمريكي", EUR: "يورو" });
  });

  it("keeps a code Intl does not know as it is", () => {
    expect(currencyNames({ XYZ: 1 }, "en")).toEqual({ XYZ: "XYZ" });
    expect(currencyNames({}, "ar")).toEqual({});
  });
});
