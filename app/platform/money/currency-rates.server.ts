/**
 * The brokerage's currency rates (CURRENCY_RATES), validated at boot by the env schema
 * (app/platform/env.server.ts): AED per unit of each currency, on top of the pegged ones.
 */
import * as z from "zod/mini";
import { BASE_CURRENCY, PEGGED_RATES, type Rates } from "./money.ts";

const rateEntry = z.object({
  code: z.string().check(z.regex(/^[A-Z]{3}$/, "a currency is three capital letters (EUR)")),
  rate: z.number({ error: "write CODE=rate, the rate a positive number of AED" }).check(z.positive("a rate is a positive number of AED"), z.lte(1_000_000, "a rate above 1,000,000 AED is a typo")),
});

/**
 * "EUR=4.02,GBP=4.71": AED per unit of each currency. Throws a readable error on a bad entry,
 * on AED itself and on a pegged currency given another rate (the peg is not a setting).
 */
export function parseCurrencyRates(text: string | undefined): Rates {
  const rates: Rates = { ...PEGGED_RATES };
  for (const part of (text ?? "").split(",").map((p) => p.trim()).filter(Boolean)) {
    const [rawCode, rawRate, ...rest] = part.split("=");
    const parsed = rateEntry.safeParse({ code: rawCode?.trim(), rate: rest.length || rawRate === undefined || rawRate.trim() === "" ? Number.NaN : Number(rawRate) });
    if (!parsed.success) throw new Error(`CURRENCY_RATES: "${part}": ${parsed.error.issues[0]?.message ?? "write CODE=rate"}`);
    const { code, rate } = parsed.data;
    if (code === BASE_CURRENCY) throw new Error(`CURRENCY_RATES: "${part}": AED is the base currency`);
    if (code in PEGGED_RATES && Math.abs(PEGGED_RATES[code]! - rate) > 1e-4) throw new Error(`CURRENCY_RATES: "${part}": ${code} is pegged at ${PEGGED_RATES[code]!.toFixed(4)}`);
    rates[code] = rate;
  }
  return rates;
}

