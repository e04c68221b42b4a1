/**
 * One row of a DLD file read into the row we store, with the cleaning an analyst applies: the
 * files' own ways of writing dates and numbers, the transaction's kind, off-plan and resale told
 * apart, rooms from the DLD's labels, m² to sqft, and which rows stay out of prices (`in_stats` 0
 * with the reason in `excluded`). Only rules that one row decides are here: outliers need the
 * other rows and are left out when the figures are computed. Pure, so every rule is unit-tested.
 */
import type { Insertable } from "kysely";
import type { Database, MarketSaleKind } from "../../platform/db/schema.ts";
import { SQFT_PER_SQM, type RentColumn, type TransactionColumn } from "./dld-columns.ts";

type SaleInsert = Insertable<Database["market_sales"]>;
type RentInsert = Insertable<Database["market_rents"]>;
/** What the file says; the place ids and the import's id are added by the importer. */
type Unplaced<T> = Omit<T, "area_id" | "building_id" | "project_id" | "import_id">;
export type SaleRow = Unplaced<SaleInsert> & { dld_building_ar: string | null };
export type RentRow = Unplaced<RentInsert>;

/** A row read, or the reason it was skipped (counted by reason in the import's report). */
type Read<T> = { row: T } | { skip: string };

export type DldRecord<C extends string> = Partial<Record<C, string>>;

/** A name folded for matching: lower case, letters and digits only ("Me'Aisem First" → "meaisemfirst"). */
export function foldName(name: string): string {
  return name.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
}

const text = (v: string | undefined): string | null => {
  const t = (v ?? "").trim();
  return t === "" || t.toLowerCase() === "null" ? null : t;
};

/**
 * A date as the files write it: "05-01-2024" (day first), "2024-01-05", either with a time after
 * it (" 00:00:00", "T00:00:00"); "yyyy-mm-dd", or null when it is not a real date.
 */
export function readDate(v: string | undefined): string | null {
  const t = text(v)?.replace(/[ T]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?.*$/, "");
  if (!t) return null;
  let m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(t);
  const [y, mo, d] = m ? [m[1], m[2], m[3]] : (m = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(t)) ? [m[3], m[2], m[1]] : [];
  if (!y || !mo || !d) return null;
  const iso = `${y}-${mo.padStart(2, "0")}-${d.padStart(2, "0")}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** A number with or without thousands separators: null when blank, NaN when not a number. */
export function readNumber(v: string | undefined): number | null {
  const t = text(v)?.replace(/[,\s]/g, "");
  if (!t) return null;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
}

/**
 * Bedrooms from the DLD's labels: sales' `rooms_en` ("Studio", "1 B/R", "3 B/R") and Ejari's
 * sub-types ("Studio", "1bed room+Hall", "2 bed rooms+hall"). Penthouses, offices, shops and bare
 * "Flat" or "Villa" say nothing about bedrooms: null.
 */
export function roomsOf(label: string | undefined): number | null {
  const t = text(label)?.toLowerCase();
  if (!t) return null;
  if (t.startsWith("studio")) return 0;
  const m = /^(\d+)\s*(b\/r|br\b|bed)/.exec(t);
  return m ? Number(m[1]) : null;
}

const SALE_KINDS: Record<string, MarketSaleKind> = { sales: "sale", mortgages: "mortgage", gifts: "gift" };
/** Sales whose worth is not a price: a gift registered as a sale. */
const TOKEN_WORTHS = new Set([0, 10]);

const round2 = (n: number) => Math.round(n * 100) / 100;

/** m² to sqft: undefined when the size is unreadable or negative (the row is skipped). */
function sizeSqft(v: string | undefined): number | null | undefined {
  const sqm = readNumber(v);
  if (sqm === null || sqm === 0) return null;
  return Number.isNaN(sqm) || sqm < 0 ? undefined : round2(sqm * SQFT_PER_SQM);
}

const isResidential = (usage: string | null) => usage === null || /^residential$/i.test(usage);

function saleExclusion(kind: MarketSaleKind, worth: number, size: number | null, usage: string | null): string | null {
  if (kind === "gift") return "gift";
  if (kind === "mortgage") return "mortgage";
  if (TOKEN_WORTHS.has(worth)) return "worth 0 or 10 AED";
  if (!isResidential(usage)) return "not residential";
  if (size === null) return "no size";
  return null;
}

/** A row of the transactions file (sales, mortgages, gifts). */
export function readSale(r: DldRecord<TransactionColumn>): Read<SaleRow> {
  const id = text(r.transaction_id);
  if (!id) return { skip: "no transaction_id" };
  const date = readDate(r.instance_date);
  if (!date) return { skip: "date not readable" };
  const kind = SALE_KINDS[(text(r.trans_group_en) ?? "").toLowerCase()];
  if (!kind) return { skip: "unknown transaction group" };
  const worth = readNumber(r.actual_worth);
  if (worth === null || Number.isNaN(worth) || worth < 0) return { skip: "amount not a number" };
  const size = sizeSqft(r.procedure_area);
  if (size === undefined) return { skip: "size not readable or negative" };
  const area = text(r.area_name_en);
  if (!area) return { skip: "no area" };
  const procedure = text(r.procedure_name_en) ?? "";
  const usage = text(r.property_usage_en);
  const excluded = saleExclusion(kind, worth, size, usage);
  return {
    row: {
      transaction_id: id, date, month: date.slice(0, 7), kind, procedure,
      off_plan: /off-?plan/i.test(r.reg_type_en ?? "") ? 1 : 0,
      resale: /^sell\s*-\s*pre\s*-?registration$/i.test(procedure) ? 1 : 0,
      property_type: text(r.property_type_en) ?? "", property_sub_type: text(r.property_sub_type_en), usage,
      dld_area: area, dld_building: text(r.building_name_en), dld_building_ar: text(r.building_name_ar),
      dld_project: text(r.project_name_en), dld_master_project: text(r.master_project_en),
      rooms: roomsOf(r.rooms_en), rooms_text: text(r.rooms_en),
      has_parking: readNumber(r.has_parking) === 1 ? 1 : 0,
      size_sqft: size, worth_aed: worth,
      psf_aed: size && worth > 0 ? round2(worth / size) : null,
      in_stats: excluded ? 0 : 1, excluded,
      nearest_metro: text(r.nearest_metro_en), nearest_mall: text(r.nearest_mall_en), nearest_landmark: text(r.nearest_landmark_en),
    },
  };
}

const quarterOf = (date: string) => `${date.slice(0, 4)}-Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1}`;

/** A row of the Ejari rent contracts file. */
export function readRent(r: DldRecord<RentColumn>): Read<RentRow> {
  const id = text(r.contract_id);
  if (!id) return { skip: "no contract_id" };
  const start = readDate(r.contract_start_date);
  if (!start) return { skip: "date not readable" };
  const annual = readNumber(r.annual_amount);
  const contract = readNumber(r.contract_amount);
  if (annual === null || Number.isNaN(annual) || annual < 0 || Number.isNaN(contract)) return { skip: "amount not a number" };
  const size = sizeSqft(r.actual_area);
  if (size === undefined) return { skip: "size not readable or negative" };
  const area = text(r.area_name_en);
  if (!area) return { skip: "no area" };
  const usage = text(r.property_usage_en);
  const excluded = annual === 0 ? "amount 0" : !isResidential(usage) ? "not residential" : size === null ? "no size" : null;
  const freehold = text(r.is_free_hold_en);
  return {
    row: {
      contract_id: id,
      registration: /renew/i.test(r.contract_reg_type_en ?? "") ? "renew" : "new",
      start_date: start, end_date: readDate(r.contract_end_date), quarter: quarterOf(start),
      contract_amount: contract ?? annual, annual_amount: annual,
      property_type: text(r.ejari_property_type_en) ?? "", property_sub_type: text(r.ejari_property_sub_type_en), usage,
      dld_area: area, dld_project: text(r.project_name_en),
      rooms: roomsOf(r.ejari_property_sub_type_en), size_sqft: size,
      freehold: freehold === null ? null : /^free\s*hold$/i.test(freehold) ? 1 : 0,
      in_stats: excluded ? 0 : 1, excluded,
    },
  };
}
