import { describe, expect, it } from "vitest";
import { amortisedPayment, calculateMortgage, clampRate, clampYears, splitFromDownPayment, splitFromLoan } from "./mortgage.ts";

describe("amortisedPayment", () => {
  it("matches textbook values", () => {
    // M = P r / (1 - (1 + r)^-n)
    expect(amortisedPayment(100_000, 6, 30)).toBeCloseTo(599.55, 2);
    expect(amortisedPayment(200_000, 5, 15)).toBeCloseTo(1581.59, 2);
    expect(amortisedPayment(800_000, 3.75, 25)).toBeCloseTo(4113.06, 1);
  });

  it("is zero for no loan", () => {
    expect(amortisedPayment(0, 3.75, 25)).toBe(0);
  });
});

describe("calculateMortgage", () => {
  it("uses the spec defaults: 20 % down, 25 years, 3.75 %", () => {
    expect(calculateMortgage({ price: 1_000_000, downPaymentPercent: 20, years: 25, annualRatePercent: 3.75 })).toEqual({
      downPayment: 200_000,
      loanAmount: 800_000,
      monthlyPayment: 4113,
    });
  });

  it("rounds to whole AED and corrects out-of-range inputs", () => {
    const r = calculateMortgage({ price: 2_450_000, downPaymentPercent: 95, years: 40, annualRatePercent: 0.5 });
    // 80 % down, 25 years, 1 %: loan 490,000 -> 1,846.68
    expect(r).toEqual({ downPayment: 1_960_000, loanAmount: 490_000, monthlyPayment: 1847 });
  });
});

describe("linked percentages", () => {
  it("always sum to 100 within 20-80", () => {
    expect(splitFromDownPayment(35)).toEqual({ downPayment: 35, loan: 65 });
    expect(splitFromDownPayment(10)).toEqual({ downPayment: 20, loan: 80 });
    expect(splitFromDownPayment(90)).toEqual({ downPayment: 80, loan: 20 });
    expect(splitFromLoan(70)).toEqual({ downPayment: 30, loan: 70 });
    expect(splitFromLoan(5)).toEqual({ downPayment: 80, loan: 20 });
    expect(splitFromLoan(Number.NaN)).toEqual({ downPayment: 80, loan: 20 });
  });

  it("keeps period and rate in range", () => {
    expect(clampYears(0)).toBe(1);
    expect(clampYears(30)).toBe(25);
    expect(clampRate(3.77)).toBe(3.75);
    expect(clampRate(3.78)).toBe(3.8);
    expect(clampRate(12)).toBe(10);
    expect(clampRate(0)).toBe(1);
  });
});
