import { describe, expect, it } from "vitest";
import { foldName, readDate, readNumber, readRent, readSale, roomsOf } from "./dld-rows.ts";

const sale = (over: Record<string, string> = {}) => ({
  transaction_id: "1-11-2024-100", instance_date: "05-01-2024", trans_group_en: "Sales", procedure_name_en: "Sell",
  reg_type_en: "Existing Properties", property_type_en: "Unit", property_sub_type_en: "Flat", property_usage_en: "Residential",
  area_name_en: "Marsa Dubai", building_name_en: "Marina Gate 1", building_name_ar: "مارينا جيت 1", project_name_en: "Marina Gate",
  rooms_en: "2 B/R", has_parking: "1", procedure_area: "100", actual_worth: "2,152,780", ...over,
});

const rent = (over: Record<string, string> = {}) => ({
  contract_id: "CRT-1", contract_reg_type_en: "Renew", contract_start_date: "2024-03-01 00:00:00", contract_end_date: "28-02-2025",
  contract_amount: "120,000", annual_amount: "120,000", ejari_property_type_en: "Flat", ejari_property_sub_type_en: "1bed room+Hall",
  property_usage_en: "Residential", area_name_en: "Al Barsha South Fourth", actual_area: "70", is_free_hold_en: "Free Hold", ...over,
});

describe("reading the DLD's values", () => {
  it("reads dates as the files write them", () => {
    expect(readDate("05-01-2024")).toBe("2024-01-05");
    expect(readDate("2024-01-05")).toBe("2024-01-05");
    expect(readDate("05-01-2024 00:00:00")).toBe("2024-01-05");
    expect(readDate("2024-01-05T00:00:00")).toBe("2024-01-05");
    expect(readDate("5/1/2024")).toBe("2024-01-05");
    expect(readDate("31-02-2024")).toBeNull();
    expect(readDate("yesterday")).toBeNull();
    expect(readDate("")).toBeNull();
  });

  it("reads numbers with or without thousands separators", () => {
    expect(readNumber("1,250,000")).toBe(1250000);
    expect(readNumber("1250000.50")).toBe(1250000.5);
    expect(readNumber(" 85 ")).toBe(85);
    expect(readNumber("")).toBeNull();
    expect(readNumber("null")).toBeNull();
    expect(readNumber("n/a")).toBeNaN();
  });

  it("reads bedrooms from sales' and Ejari's labels", () => {
    expect(["Studio", "1 B/R", "3 B/R", "PENTHOUSE", "Office", "", "Single Room"].map(roomsOf)).toEqual([0, 1, 3, null, null, null, null]);
    expect(["Studio", "1bed room+Hall", "2 bed rooms+hall", "Flat", "Villa"].map(roomsOf)).toEqual([0, 1, 2, null, null]);
  });

  it("folds names for matching", () => {
    expect(foldName("Me'Aisem First")).toBe("meaisemfirst");
    expect(foldName("  Marsa  Dubai ")).toBe("marsadubai");
    expect(foldName("مرسى دبي")).toBe("مرسىدبي");
  });
});

describe("a transactions row", () => {
  it("is a ready sale in sqft with its price per sqft", () => {
    const r = readSale(sale());
    expect(r).toEqual({
      row: expect.objectContaining({
        transaction_id: "1-11-2024-100", date: "2024-01-05", month: "2024-01", kind: "sale", off_plan: 0, resale: 0, rooms: 2,
        rooms_text: "2 B/R", has_parking: 1, size_sqft: 1076.39, worth_aed: 2152780, psf_aed: 2000, in_stats: 1, excluded: null,
        dld_area: "Marsa Dubai", dld_building: "Marina Gate 1", dld_building_ar: "مارينا جيت 1", dld_project: "Marina Gate",
      }),
    });
  });

  it("tells off-plan resales from first sales", () => {
    expect(readSale(sale({ reg_type_en: "Off-Plan Properties", procedure_name_en: "Sell - Pre registration" }))).toMatchObject({ row: { off_plan: 1, resale: 1, in_stats: 1 } });
    expect(readSale(sale({ reg_type_en: "Off-Plan Properties", procedure_name_en: "Sell" }))).toMatchObject({ row: { off_plan: 1, resale: 0 } });
  });

  it("keeps gifts, mortgages, token worths, other uses and sizeless rows out of prices", () => {
    const excluded = (over: Record<string, string>) => {
      const r = readSale(sale(over));
      return "row" in r ? [r.row.kind, r.row.in_stats, r.row.excluded] : r.skip;
    };
    expect(excluded({ trans_group_en: "Gifts", procedure_name_en: "Grant" })).toEqual(["gift", 0, "gift"]);
    expect(excluded({ trans_group_en: "Mortgages", procedure_name_en: "Mortgage Registration" })).toEqual(["mortgage", 0, "mortgage"]);
    expect(excluded({ actual_worth: "10" })).toEqual(["sale", 0, "worth 0 or 10 AED"]);
    expect(excluded({ actual_worth: "0" })).toEqual(["sale", 0, "worth 0 or 10 AED"]);
    expect(excluded({ property_usage_en: "Commercial" })).toEqual(["sale", 0, "not residential"]);
    expect(excluded({ procedure_area: "" })).toEqual(["sale", 0, "no size"]);
  });

  it("skips rows that cannot be read, with the reason", () => {
    const skip = (over: Record<string, string>) => (readSale(sale(over)) as { skip: string }).skip;
    expect(skip({ transaction_id: " " })).toBe("no transaction_id");
    expect(skip({ instance_date: "2024-13-45" })).toBe("date not readable");
    expect(skip({ actual_worth: "about a million" })).toBe("amount not a number");
    expect(skip({ procedure_area: "-80" })).toBe("size not readable or negative");
    expect(skip({ trans_group_en: "Leases" })).toBe("unknown transaction group");
    expect(skip({ area_name_en: "" })).toBe("no area");
  });
});

describe("a rent contracts row", () => {
  it("is read with its quarter, rooms and size in sqft", () => {
    expect(readRent(rent())).toEqual({
      row: expect.objectContaining({
        contract_id: "CRT-1", registration: "renew", start_date: "2024-03-01", end_date: "2025-02-28", quarter: "2024-Q1",
        contract_amount: 120000, annual_amount: 120000, rooms: 1, size_sqft: 753.47, freehold: 1, in_stats: 1, excluded: null,
      }),
    });
  });

  it("keeps offices and sizeless contracts out of rents, and skips unreadable rows", () => {
    expect(readRent(rent({ property_usage_en: "Commercial", ejari_property_type_en: "Office" }))).toMatchObject({ row: { in_stats: 0, excluded: "not residential" } });
    expect(readRent(rent({ actual_area: "" }))).toMatchObject({ row: { in_stats: 0, excluded: "no size" } });
    expect(readRent(rent({ contract_id: "" }))).toEqual({ skip: "no contract_id" });
    expect(readRent(rent({ annual_amount: "TBC" }))).toEqual({ skip: "amount not a number" });
    expect(readRent(rent({ contract_start_date: "00-00-0000" }))).toEqual({ skip: "date not readable" });
  });
});
