/**
 * `npm run market:demo-files -- <dir> [--until yyyy-mm-dd] [--sales N] [--rents N] [--seed N]`: writes
 * the demo's generated market files (`transactions.csv` and `rents.csv`, in the Dubai Land
 * Department's published layout) into <dir>, for the market importer or for a look in a spreadsheet.
 * Three years up to `--until` (today by default); the same options give the same bytes.
 */
import { parseArgs } from "node:util";
import { writeMarketFiles } from "../demo/market-files.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { until: { type: "string" }, sales: { type: "string" }, rents: { type: "string" }, seed: { type: "string" } },
});
const whole = (name: string, text: string | undefined): number | undefined => {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} takes a whole number`);
    process.exit(2);
  }
  return n;
};
const dir = positionals[0];
const until = values.until ? new Date(`${values.until}T00:00:00Z`) : new Date();
if (!dir || Number.isNaN(until.getTime())) {
  console.error("Usage: npm run market:demo-files -- <dir> [--until yyyy-mm-dd] [--sales N] [--rents N] [--seed N]");
  process.exit(2);
}
const started = Date.now();
const written = await writeMarketFiles(dir, { until, sales: whole("sales", values.sales), rents: whole("rents", values.rents), seed: whole("seed", values.seed) });
console.log(`${written.rows.transactions} transactions → ${written.transactions}`);
console.log(`${written.rows.rents} rent contracts → ${written.rents}`);
console.log(`in ${((Date.now() - started) / 1000).toFixed(1)} s`);
