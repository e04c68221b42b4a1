/**
 * The demo's market data as the Dubai Land Department publishes it: `transactions.csv` (registered
 * sales, mortgages and gifts) and `rents.csv` (Ejari contracts, new and renewed), three years up to a
 * date, in the published column layout, so the demo goes through the same importer as the real files.
 * Deterministic for a seed; streamed to disk in batches, so a large count keeps memory flat.
 *
 *   await writeMarketFiles(dir, { until: new Date(), sales: 30_000, rents: 40_000, seed: 1 })
 */
import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { DLD_FILES } from "../app/modules/market/dld-columns.ts";
import { marketAreas, type MarketArea } from "./market-places.ts";
import { type Home, type Period, type Rng, type Row, dldDate, drawDay, drawHome, homeValue, periodUntil, priceIndex, roundTo, seededRng, weighted } from "./market-rows.ts";

/** A name in both languages, as the `_en` / `_ar` column pairs hold it. */
type Named = { id: number; en: string; ar: string };
const GROUPS = {
  sale: { id: 1, en: "Sales", ar: "مبايعات" },
  mortgage: { id: 2, en: "Mortgages", ar: "رهون" },
  gift: { id: 3, en: "Gifts", ar: "هبات" },
} satisfies Record<string, Named>;
/** First sales by the developer are "Delayed Sell"; an off-plan buyer reselling before handover is "Sell - Pre registration". */
const PROCEDURES = {
  sell: { id: 11, en: "Sell", ar: "بيع" },
  firstSale: { id: 12, en: "Delayed Sell", ar: "بيع آجل" },
  preRegistration: { id: 13, en: "Sell - Pre registration", ar: "بيع - تسجيل مبدئي" },
  mortgage: { id: 21, en: "Mortgage Registration", ar: "تسجيل رهن" },
  modifyMortgage: { id: 22, en: "Modify Mortgage", ar: "تعديل رهن" },
  gift: { id: 31, en: "Grant", ar: "هبة" },
} satisfies Record<string, Named>;
const REG_TYPES = { offPlan: { id: 0, en: "Off-Plan Properties", ar: "على الخارطة" }, ready: { id: 1, en: "Existing Properties", ar: "العقارات القائمة" } };
const USAGE = { en: "Residential", ar: "سكني" };

/** How the DLD files a home: property type and sub-type, and the rooms as it writes them. */
function dldKind(home: Home): { type: Named; subType: Named; rooms: { en: string; ar: string } } {
  const house = home.type === "Villa" || home.type === "Townhouse";
  const type = house ? { id: 4, en: "Villa", ar: "فيلا" } : { id: 3, en: "Unit", ar: "وحدة" };
  const subType = house
    ? { id: 41, en: "Villa", ar: "فيلا" }
    : home.type === "Hotel Apartment"
      ? { id: 32, en: "Hotel Apartment", ar: "شقة فندقية" }
      : { id: 31, en: "Flat", ar: "شقة سكنية" };
  return { type, subType, rooms: home.type === "Penthouse" ? { en: "PENTHOUSE", ar: "بنتهاوس" } : ROOMS[home.beds]! };
}
const ROOMS = [
  { en: "Studio", ar: "استوديو" },
  { en: "1 B/R", ar: "غرفة وصالة" },
  { en: "2 B/R", ar: "غرفتين وصالة" },
  ...[3, 4, 5, 6, 7].map((n) => ({ en: `${n} B/R`, ar: `${n} غرف وصالة` })),
];

/** The columns both files share: where the home is, in both languages. */
function placeColumns(home: Home): Row {
  const { area, building } = home;
  return {
    area_id: area.id,
    area_name_en: area.en,
    area_name_ar: area.ar,
    project_number: building.project?.number ?? "",
    project_name_en: building.project?.en ?? "",
    project_name_ar: building.project?.ar ?? "",
    master_project_en: area.master.en,
    master_project_ar: area.master.ar,
    nearest_landmark_en: area.landmark.en,
    nearest_landmark_ar: area.landmark.ar,
    nearest_metro_en: area.metro.en,
    nearest_metro_ar: area.metro.ar,
    nearest_mall_en: area.mall.en,
    nearest_mall_ar: area.mall.ar,
    property_usage_en: USAGE.en,
    property_usage_ar: USAGE.ar,
  };
}

/** Per area, its price levels by month (AED per sq ft, sale; AED per sq ft a year, rent). */
type Market = { area: MarketArea; sale: number[]; rent: number[] };
function markets(seed: number): Market[] {
  const rng = seededRng(seed ^ 0x5eed);
  return marketAreas().map((area) => ({
    area,
    // The demo's listings ask about a tenth over an area's indicative figure (type premiums and spread);
    // today's registered prices are pitched there, so a listing reads against the market as it should.
    sale: priceIndex(rng, 0.14).map((i) => i * area.seed.salePerSqft * 1.1),
    rent: priceIndex(rng, 0.22).map((i) => i * area.seed.rentPerSqftYear),
  }));
}
const drawMarket = (rng: Rng, all: Market[]) => weighted(rng, all.map((m) => [m, m.area.weight] as const));

/**
 * A registered transaction: about 78% sales, 18% mortgages and 4% gifts. A mortgage's worth is the
 * loan; most gifts carry the valuation, some nothing. One sale in a few hundred is absurd, as in the
 * real register: a token 10 AED transfer, or a price typed with two zeros too many or three too few.
 */
function transactionRow(rng: Rng, all: Market[], period: Period, n: number): Row {
  const market = drawMarket(rng, all);
  const { time, month } = drawDay(rng, period);
  const home = drawHome(rng, market.area, time, false);
  const group = home.offPlan ? weighted(rng, [[GROUPS.sale, 0.93], [GROUPS.mortgage, 0.05], [GROUPS.gift, 0.02]] as const) : weighted(rng, [[GROUPS.sale, 0.72], [GROUPS.mortgage, 0.23], [GROUPS.gift, 0.05]] as const);
  const firstSale = home.offPlan && rng() < 0.7;
  const procedure =
    group === GROUPS.sale ? (home.offPlan ? (firstSale ? PROCEDURES.firstSale : PROCEDURES.preRegistration) : PROCEDURES.sell)
    : group === GROUPS.mortgage ? (rng() < 0.85 ? PROCEDURES.mortgage : PROCEDURES.modifyMortgage)
    : PROCEDURES.gift;
  // Off-plan resales carry the premium the first buyers made; first sales are at the developer's list price.
  const value = homeValue(rng, home, market.sale[month]! * (home.offPlan && !firstSale ? 1.05 : 1), 0.11);
  let worth = roundTo(value, value > 5_000_000 ? 10_000 : 1_000);
  if (group === GROUPS.mortgage) worth = roundTo(value * (0.5 + 0.3 * rng()), 1_000);
  if (group === GROUPS.gift) worth = rng() < 0.3 ? 0 : worth;
  if (group === GROUPS.sale) {
    const odd = rng();
    worth = odd < 0.0015 ? 10 : odd < 0.0025 ? worth * 100 : odd < 0.003 ? Math.round(worth / 1000) : worth;
  }
  const kind = dldKind(home);
  const reg = home.offPlan ? REG_TYPES.offPlan : REG_TYPES.ready;
  const year = new Date(time).getUTCFullYear();
  return {
    ...placeColumns(home),
    transaction_id: `${group.id}-${procedure.id}-${year}-${n + 1}`,
    procedure_id: procedure.id,
    trans_group_id: group.id,
    trans_group_en: group.en,
    trans_group_ar: group.ar,
    procedure_name_en: procedure.en,
    procedure_name_ar: procedure.ar,
    instance_date: dldDate(time),
    property_type_id: kind.type.id,
    property_type_en: kind.type.en,
    property_type_ar: kind.type.ar,
    property_sub_type_id: kind.subType.id,
    property_sub_type_en: kind.subType.en,
    property_sub_type_ar: kind.subType.ar,
    reg_type_id: reg.id,
    reg_type_en: reg.en,
    reg_type_ar: reg.ar,
    building_name_en: kind.type.en === "Villa" ? "" : home.building.en,
    building_name_ar: kind.type.en === "Villa" ? "" : home.building.ar,
    rooms_en: kind.rooms.en,
    rooms_ar: kind.rooms.ar,
    has_parking: kind.type.en === "Villa" || rng() < 0.85 ? 1 : 0,
    procedure_area: home.sqm.toFixed(2),
    actual_worth: worth,
    meter_sale_price: (worth / home.sqm).toFixed(2),
    no_of_parties_role_1: rng() < 0.7 ? 1 : 2,
    no_of_parties_role_2: group === GROUPS.mortgage ? 1 : rng() < 0.85 ? 1 : 2,
    no_of_parties_role_3: group === GROUPS.mortgage ? 1 : 0,
  };
}

/** Ejari's words for a home: property type and sub-type ("1bed room+Hall", "Villa"). */
function ejariKind(home: Home): { type: Named; subType: Named; business: Named } {
  if (home.type === "Villa" || home.type === "Townhouse") {
    return { type: { id: 3, en: "Villa", ar: "فيلا" }, subType: { id: 30, en: "Villa", ar: "فيلا" }, business: { id: 3, en: "Villa", ar: "فيلا" } };
  }
  const business = { id: 2, en: "Unit", ar: "وحدة" };
  const type = home.type === "Hotel Apartment" ? { id: 4, en: "Hotel Apartment", ar: "شقة فندقية" } : { id: 2, en: "Flat", ar: "شقة" };
  return { type, business, subType: EJARI_ROOMS[Math.min(home.beds, EJARI_ROOMS.length - 1)]! };
}
const EJARI_ROOMS: Named[] = [
  { id: 20, en: "Studio", ar: "استوديو" },
  { id: 21, en: "1bed room+Hall", ar: "غرفة وصالة" },
  { id: 22, en: "2 bed rooms+hall", ar: "غرفتين وصالة" },
  { id: 23, en: "3 bed rooms+hall", ar: "3 غرف وصالة" },
  { id: 24, en: "4 bed rooms+hall", ar: "4 غرف وصالة" },
  { id: 25, en: "5 bed rooms+hall", ar: "5 غرف وصالة" },
];
const CONTRACT_TYPES = { new: { id: 1, en: "New", ar: "جديد" }, renew: { id: 2, en: "Renew", ar: "تجديد" } };
const FREEHOLD = { yes: { id: 1, en: "Free Hold", ar: "تملك حر" }, no: { id: 0, en: "Non Free Hold", ar: "غير تملك حر" } };
/** Areas where much of the stock is not freehold (leasehold towers let by their owners). */
const NOT_FREEHOLD = new Set(["al-barsha"]);

/**
 * An Ejari contract: a little over half new, the rest renewals, which Dubai's rent-increase
 * rules hold below the new-lease rents. Mostly one year; some two, some six months (the
 * contract amount covers the whole term). One in a thousand has the monthly rent typed as yearly.
 */
function rentRow(rng: Rng, all: Market[], period: Period, n: number): Row {
  const market = drawMarket(rng, all);
  const { time, month } = drawDay(rng, period);
  const home = drawHome(rng, market.area, time, true);
  const renewal = rng() < 0.45;
  const contract = renewal ? CONTRACT_TYPES.renew : CONTRACT_TYPES.new;
  const months = weighted(rng, [[12, 0.92], [24, 0.05], [6, 0.03]] as const);
  const yearly = homeValue(rng, home, market.rent[month]! * (renewal ? 0.93 : 1), 0.08);
  let annual = roundTo(yearly, 500);
  if (rng() < 0.001) annual = roundTo(annual / 12, 10);
  const end = new Date(time);
  end.setUTCMonth(end.getUTCMonth() + months);
  const kind = ejariKind(home);
  const freehold = NOT_FREEHOLD.has(home.area.slug) && rng() < 0.6 ? FREEHOLD.no : FREEHOLD.yes;
  const person = rng() < 0.88;
  return {
    ...placeColumns(home),
    contract_id: String(100_000_000 + n * 13 + Math.floor(rng() * 13)),
    contract_reg_type_id: contract.id,
    contract_reg_type_en: contract.en,
    contract_reg_type_ar: contract.ar,
    contract_start_date: dldDate(time),
    contract_end_date: dldDate(end.getTime() - 86_400_000),
    contract_amount: Math.round((annual * months) / 12),
    annual_amount: annual,
    no_of_prop: 1,
    line_number: 1,
    is_free_hold: freehold.id,
    is_free_hold_en: freehold.en,
    is_free_hold_ar: freehold.ar,
    ejari_bus_property_type_id: kind.business.id,
    ejari_bus_property_type_en: kind.business.en,
    ejari_bus_property_type_ar: kind.business.ar,
    ejari_property_type_id: kind.type.id,
    ejari_property_type_en: kind.type.en,
    ejari_property_type_ar: kind.type.ar,
    ejari_property_sub_type_id: kind.subType.id,
    ejari_property_sub_type_en: kind.subType.en,
    ejari_property_sub_type_ar: kind.subType.ar,
    actual_area: home.sqm.toFixed(2),
    tenant_type_id: person ? 1 : 2,
    tenant_type_en: person ? "Person" : "Authority",
    tenant_type_ar: person ? "شخص" : "جهة",
  };
}

/** A CSV cell: quoted when it holds a comma, a quote or a line break, as the published files are. */
function cell(value: string | number | undefined): string {
  const text = value === undefined ? "" : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Writes a header and `count` rows in batches, so the file streams rather than sitting in memory. */
async function writeCsv(path: string, columns: readonly string[], count: number, row: (n: number) => Row): Promise<number> {
  function* batches() {
    yield columns.join(",") + "\n";
    for (let start = 0; start < count; start += 2_000) {
      const lines: string[] = [];
      for (let n = start; n < Math.min(count, start + 2_000); n++) {
        const r = row(n);
        lines.push(columns.map((c) => cell(r[c])).join(","));
      }
      yield lines.join("\n") + "\n";
    }
  }
  await pipeline(Readable.from(batches()), createWriteStream(path));
  return count;
}

type MarketFilesOptions = { until: Date; sales?: number; rents?: number; seed?: number };

/** Writes `transactions.csv` and `rents.csv` into `dir` (created if missing) and returns their paths and row counts. */
export async function writeMarketFiles(dir: string, opts: MarketFilesOptions): Promise<{ transactions: string; rents: string; rows: { transactions: number; rents: number } }> {
  const seed = opts.seed ?? 1;
  const all = markets(seed);
  const period = periodUntil(opts.until);
  await mkdir(dir, { recursive: true });
  const transactions = resolve(join(dir, "transactions.csv"));
  const rents = resolve(join(dir, "rents.csv"));
  const saleRng = seededRng(seed * 2 + 1);
  const rentRng = seededRng(seed * 2 + 2);
  const rows = {
    transactions: await writeCsv(transactions, DLD_FILES.transactions.columns, opts.sales ?? 30_000, (n) => transactionRow(saleRng, all, period, n)),
    rents: await writeCsv(rents, DLD_FILES.rents.columns, opts.rents ?? 40_000, (n) => rentRow(rentRng, all, period, n)),
  };
  return { transactions, rents, rows };
}
