import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DLD_FILES, SQFT_PER_SQM, fileKindOf } from "../app/modules/market/dld-columns.ts";
import { createRng } from "./art/random.ts";
import { AREAS } from "./content/areas.ts";
import { UNIT_FEATURES, UNIT_TITLE_PATTERNS } from "./content/units.ts";
import { PURPOSE } from "./lookups.ts";
import { writeMarketFiles } from "./market-files.ts";
import { marketAreas } from "./market-places.ts";
import { generateUnit, isCommercial } from "./unit-generator.ts";

const UNTIL = new Date(Date.UTC(2026, 10, 27));
type Table = { header: string[]; rows: Record<string, string>[] };
let dir: string;
let ms: number;
let sales: Table;
let rents: Table;

/** Parsed strictly: csv-parse throws on a row with more or fewer cells than the header. */
async function read(path: string): Promise<Table> {
  const [header, ...lines] = parse(await readFile(path), { bom: true }) as string[][];
  return { header: header!, rows: lines.map((l) => Object.fromEntries(header!.map((c, i) => [c, l[i] ?? ""]))) };
}
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const dayOf = (ddmmyyyy: string) => {
  const [d, m, y] = ddmmyyyy.split("-").map(Number);
  return Date.UTC(y!, m! - 1, d!);
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "market-files-"));
  const started = performance.now();
  const written = await writeMarketFiles(dir, { until: UNTIL, seed: 7 });
  ms = performance.now() - started;
  expect(written.rows).toEqual({ transactions: 30_000, rents: 40_000 });
  [sales, rents] = await Promise.all([read(written.transactions), read(written.rents)]);
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe("the demo's market files", () => {
  it("write 70,000 rows in a few seconds", () => {
    expect(sales.rows).toHaveLength(30_000);
    expect(rents.rows).toHaveLength(40_000);
    expect(ms).toBeLessThan(8_000);
  });

  it("have exactly the published header, every column on every row", () => {
    expect(sales.header).toEqual([...DLD_FILES.transactions.columns]);
    expect(rents.header).toEqual([...DLD_FILES.rents.columns]);
    expect([fileKindOf(sales.header), fileKindOf(rents.header)]).toEqual([{ kind: "transactions" }, { kind: "rents" }]);
  });

  it("give every transaction and contract its own id", () => {
    expect(new Set(sales.rows.map((r) => r.transaction_id)).size).toBe(sales.rows.length);
    expect(new Set(rents.rows.map((r) => r.contract_id)).size).toBe(rents.rows.length);
  });

  it("date everything within the three years up to the given day, as dd-mm-yyyy", () => {
    const from = Date.UTC(2023, 10, 27);
    const dates = [...sales.rows.map((r) => r.instance_date!), ...rents.rows.map((r) => r.contract_start_date!)];
    const outside = dates.filter((d) => !/^\d\d-\d\d-\d{4}$/.test(d) || dayOf(d) <= from || dayOf(d) > UNTIL.getTime());
    expect(outside).toEqual([]);
    expect(Math.min(...dates.map(dayOf))).toBeLessThan(from + 31 * 86_400_000);
  });

  it("hold sales mostly, with mortgages and gifts in realistic shares", () => {
    const share = (group: string) => sales.rows.filter((r) => r.trans_group_en === group).length / sales.rows.length;
    expect(share("Sales")).toBeGreaterThan(0.7);
    expect(share("Mortgages")).toBeGreaterThan(0.12);
    expect(share("Mortgages")).toBeLessThan(0.25);
    expect(share("Gifts")).toBeGreaterThan(0.02);
    expect(share("Gifts")).toBeLessThan(0.07);
  });

  it("sell off-plan homes as first sales and pre-registration resales, ready homes as plain sales", () => {
    const byProcedure = (name: string) => sales.rows.filter((r) => r.procedure_name_en === name);
    for (const r of [...byProcedure("Delayed Sell"), ...byProcedure("Sell - Pre registration")]) expect(r.reg_type_en).toBe("Off-Plan Properties");
    for (const r of byProcedure("Sell")) expect(r.reg_type_en).toBe("Existing Properties");
    expect(byProcedure("Sell - Pre registration").length).toBeGreaterThan(300);
    expect(byProcedure("Delayed Sell").length).toBeGreaterThan(byProcedure("Sell - Pre registration").length);
    expect(sales.rows.some((r) => r.trans_group_en === "Sales" && r.actual_worth === "10")).toBe(true);
  });

  it("price ready sales like the demo's listings, per area and rooms (median AED/sqft within 25%)", () => {
    const titles = { patterns: UNIT_TITLE_PATTERNS, features: UNIT_FEATURES };
    const rng = createRng("units");
    const listed = new Map<string, number[]>();
    // Many more than the demo's 240, so every area's median is steady (the same generator, the same areas).
    for (let i = 0; i < 20_000; i++) {
      const u = generateUnit(rng, i, AREAS, UNTIL, titles);
      if (u.purposeId !== PURPOSE.buy || isCommercial(u.type)) continue;
      const slug = AREAS[u.areaIndex]!.slug;
      listed.set(slug, [...(listed.get(slug) ?? []), u.price / u.sizeSqft]);
    }
    const slugOf = new Map(marketAreas().map((a) => [a.en, a.slug]));
    const groups = new Map<string, number[]>();
    for (const r of sales.rows) {
      if (r.procedure_name_en !== "Sell" || r.rooms_en === "PENTHOUSE") continue;
      const key = `${r.area_name_en}|${r.rooms_en}`;
      groups.set(key, [...(groups.get(key) ?? []), Number(r.actual_worth) / (Number(r.procedure_area) * SQFT_PER_SQM)]);
    }
    let checked = 0;
    for (const [key, perSqft] of groups) {
      if (perSqft.length < 30) continue;
      const listing = median(listed.get(slugOf.get(key.split("|")[0]!)!)!);
      expect(median(perSqft) / listing, key).toBeGreaterThan(0.75);
      expect(median(perSqft) / listing, key).toBeLessThan(1.25);
      checked++;
    }
    expect(checked).toBeGreaterThan(60);
  });

  it("fill the Arabic columns with Arabic letters", () => {
    const arabic = /[\u0600-\u06FF]/;
    const problems = (table: Table, always: string[]) => {
      const found = new Set<string>();
      const arColumns = table.header.filter((h) => h.endsWith("_ar"));
      for (const r of table.rows) {
        for (const c of always) if (!arabic.test(r[c]!)) found.add(`${c} empty or not Arabic`);
        for (const c of arColumns) if (/[A-Za-z]/.test(r[c]!)) found.add(`${c} has Latin letters: ${r[c]}`);
        if (r.project_name_en && !arabic.test(r.project_name_ar!)) found.add(`project_name_ar missing for ${r.project_name_en}`);
        if (r.building_name_en && !arabic.test(r.building_name_ar!)) found.add(`building_name_ar missing for ${r.building_name_en}`);
      }
      return [...found];
    };
    expect(problems(sales, ["area_name_ar", "trans_group_ar", "procedure_name_ar", "property_type_ar", "rooms_ar", "master_project_ar"])).toEqual([]);
    expect(problems(rents, ["area_name_ar", "contract_reg_type_ar", "ejari_property_type_ar", "ejari_property_sub_type_ar", "master_project_ar"])).toEqual([]);
    expect(sales.rows.some((r) => r.building_name_en && r.project_name_en)).toBe(true);
  });

  it("write rents as Ejari does: new and renewed contracts, rooms in its words, sizes in m²", () => {
    const kinds = new Set(rents.rows.map((r) => r.contract_reg_type_en));
    expect(kinds).toEqual(new Set(["New", "Renew"]));
    const subTypes = new Set(rents.rows.map((r) => r.ejari_property_sub_type_en));
    for (const s of ["Studio", "1bed room+Hall", "2 bed rooms+hall", "Villa"]) expect(subTypes).toContain(s);
    for (const r of rents.rows.slice(0, 2_000)) {
      expect(Number(r.actual_area)).toBeGreaterThan(20);
      expect(Number(r.annual_amount)).toBeGreaterThan(0);
    }
  });

  it("come out byte for byte the same for a seed, and differently for another", async () => {
    const small = { until: UNTIL, sales: 1_500, rents: 1_500 };
    const [a, b, c] = await Promise.all([1, 2, 3].map((n) => writeMarketFiles(join(dir, `d${n}`), { ...small, seed: n === 3 ? 8 : 7 })));
    const bytes = async (w: typeof a) => Buffer.concat([await readFile(w!.transactions), await readFile(w!.rents)]);
    expect((await bytes(a)).equals(await bytes(b))).toBe(true);
    expect((await bytes(a)).equals(await bytes(c))).toBe(false);
  });
});
