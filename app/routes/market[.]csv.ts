/**
 * /market.csv: the /market table as a download, sorted as the page was (?sort=, ?dir=), in Arabic with
 * ?lang=ar; UTF-8 with a byte-order mark so Excel reads the Arabic names.
 */
import type { Route } from "./+types/market[.]csv";
import { dbContext } from "../platform/context.ts";
import { marketCsvLines } from "../modules/market/index.server.ts";
import { csvDownload } from "../platform/http/csv-response.server.ts";

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = url.searchParams.get("lang") === "ar" ? "ar" : "en";
  const res = csvDownload(marketCsvLines(context.get(dbContext), url, locale, { now: new Date() }), `dubai-market-${locale}.csv`);
  res.headers.set("Cache-Control", "public, max-age=3600");
  return res;
}
