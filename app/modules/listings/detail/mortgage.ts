/**
 * The mortgage calculator's rules (spec 4, 5, 9): down payment and loan are percentages of the
 * price that always sum to 100 (each 20-80); the monthly payment is a standard amortisation
 * over years x 12 months at the annual rate / 12, rounded to whole AED.
 */
import { MORTGAGE } from "../../../platform/constants.ts";

function clamp(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/** The down payment percentage corrected into 20-80; the loan is the rest. */
export function splitFromDownPayment(downPaymentPercent: number): { downPayment: number; loan: number } {
  const downPayment = clamp(Math.round(downPaymentPercent), MORTGAGE.downPaymentMin, MORTGAGE.downPaymentMax);
  return { downPayment, loan: 100 - downPayment };
}

/** The loan percentage corrected into 20-80; the down payment is the rest. */
export function splitFromLoan(loanPercent: number): { downPayment: number; loan: number } {
  const loan = clamp(Math.round(loanPercent), 100 - MORTGAGE.downPaymentMax, 100 - MORTGAGE.downPaymentMin);
  return { downPayment: 100 - loan, loan };
}

export function clampYears(years: number): number {
  return clamp(Math.round(years), MORTGAGE.periodMin, MORTGAGE.periodMax);
}

/** Interest rate corrected into 1-10 on the 0.05 grid. */
export function clampRate(rate: number): number {
  const r = clamp(rate, MORTGAGE.rateMin, MORTGAGE.rateMax);
  return Number((Math.round(r / MORTGAGE.rateStep) * MORTGAGE.rateStep).toFixed(2));
}

/** Unrounded monthly payment of a loan of `principal` over `years` at `annualRatePercent`. */
export function amortisedPayment(principal: number, annualRatePercent: number, years: number): number {
  const n = years * 12;
  if (principal <= 0 || n <= 0) return 0;
  const r = annualRatePercent / 100 / 12;
  if (r === 0) return principal / n;
  return (principal * r) / (1 - Math.pow(1 + r, -n));
}

type MortgageInput = { price: number; downPaymentPercent: number; years: number; annualRatePercent: number };
type MortgageResult = { downPayment: number; loanAmount: number; monthlyPayment: number };

/** Amounts in whole AED for the calculator's read-out. */
export function calculateMortgage(input: MortgageInput): MortgageResult {
  const price = Math.max(0, input.price);
  const { downPayment } = splitFromDownPayment(input.downPaymentPercent);
  const loanAmount = (price * (100 - downPayment)) / 100;
  return {
    downPayment: Math.round((price * downPayment) / 100),
    loanAmount: Math.round(loanAmount),
    monthlyPayment: Math.round(amortisedPayment(loanAmount, clampRate(input.annualRatePercent), clampYears(input.years))),
  };
}
