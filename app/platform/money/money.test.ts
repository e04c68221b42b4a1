import { describe, expect, it } from "vitest";
import { currencyChoices, effectiveCurrency, formatArea, formatMoney, fromAed, pricePerArea, USD_PEG } from "./money.ts";
import { parseCurrencyRates } from "./currency-rates.server.ts";

describe("currency rates", () => {
  it("always has the dollar at the peg and the riyal from its own peg", () => {
    const rates = parseCurrencyRates(undefined);
    expect(rates.USD).toBe(3.6725);
    expect(rates.SAR).toBeCloseTo(0.979333, 6);
    expect(currencyChoices(rates)).toEqual(["AED", "USD", "SAR"]);
  });

  it("adds configured rates and lists them after AED and USD", () => {
    const rates = parseCurrencyRates("EUR=4.02, GBP=4.71,INR=0.0425");
    expect(rates.EUR).toBe(4.02);
    expect(currencyChoices(rates)).toEqual(["AED", "USD", "EUR", "GBP", "INR", "SAR"]);
  });

  it.each([
    ["EUR", /CODE=rate|positive/],
    ["EUR=", /CODE=rate|positive/],
    ["EUR=abc", /positive/],
    ["EUR=-1", /positive/],
    ["eur=4", /three capital letters/],
    ["AED=1", /base currency/],
    ["USD=3.5", /pegged/],
    ["EUR=4=5", /CODE=rate|positive/],
  ])("refuses %s", (text, message) => {
    expect(() => parseCurrencyRates(text)).toThrow(message);
  });

  it("converts from AED and falls back to AED for an unknown currency", () => {
    const rates = parseCurrencyRates("EUR=4");
    expect(fromAed(USD_PEG * 1000, "USD", rates)).toBeCloseTo(1000, 9);
    expect(fromAed(400, "EUR", rates)).toBe(100);
    expect(fromAed(400, "XYZ", rates)).toBe(400);
    expect(effectiveCurrency("XYZ", rates)).toBe("AED");
    expect(effectiveCurrency("EUR", rates)).toBe("EUR");
  });
});

describe("formatting", () => {
  it("writes money with the code first, small amounts with cents", () => {
    expect(formatMoney(1_250_000.4, "AED")).toBe("AED 1,250,000");
    expect(formatMoney(3.456, "GBP")).toBe("GBP 3.46");
  });

  it("writes sizes in sqft or m², nothing without a size", () => {
    expect(formatArea(1000, "sqft")).toBe("1,000 sqft");
    expect(formatArea(1000, "m2")).toBe("93 m²");
    expect(formatArea(0, "m2")).toBe("");
  });

  it("divides the price by the size in the chosen unit", () => {
    expect(pricePerArea(1_000_000, 1000, "sqft")).toBe(1000);
    expect(pricePerArea(1_000_000, 1000, "m2")).toBeCloseTo(10_763.91, 2);
    expect(pricePerArea(1_000_000, 0, "sqft")).toBeNull();
  });
});

describe("formatting in Arabic", () => {
  it("writes the amount first, then درهم or the currency's code, with Western digits", () => {
    expect(formatMoney(1_250_000, "AED", "ar")).toBe("1,250,000 درهم");
    expect(formatMoney(340_368.2, "USD", "ar")).toBe("340,368 USD");
    expect(formatMoney(3.456, "GBP", "ar")).toBe("3.46 GBP");
  });

  it("writes sizes in قدم² or م²", () => {
    expect(formatArea(1250, "sqft", "ar")).toBe("1,250 قدم²");
    expect(formatArea(1000, "m2", "ar")).toBe("93 م²");
    expect(formatArea(0, "sqft", "ar")).toBe("");
  });
});
