/**
 * The Dubai Land Department's open-data files as Dubai Pulse publishes them (CSV, one row per
 * registered transaction or Ejari rent contract), column names as published. The importer recognises
 * a file by its header: every `required` column must be there; the others are read when present.
 * The demo's generated files and the test fixtures are written with `columns`, in this order.
 */
export type DldFileKind = "transactions" | "rents";

/** Columns of the transactions file (sales, mortgages, gifts), in the published order. */
const TRANSACTION_COLUMNS = [
  "transaction_id", "procedure_id", "trans_group_id", "trans_group_ar", "trans_group_en", "procedure_name_ar", "procedure_name_en",
  "instance_date", "property_type_id", "property_type_ar", "property_type_en", "property_sub_type_id", "property_sub_type_ar",
  "property_sub_type_en", "property_usage_ar", "property_usage_en", "reg_type_id", "reg_type_ar", "reg_type_en", "area_id",
  "area_name_ar", "area_name_en", "building_name_ar", "building_name_en", "project_number", "project_name_ar", "project_name_en",
  "master_project_en", "master_project_ar", "nearest_landmark_ar", "nearest_landmark_en", "nearest_metro_ar", "nearest_metro_en",
  "nearest_mall_ar", "nearest_mall_en", "rooms_ar", "rooms_en", "has_parking", "procedure_area", "actual_worth", "meter_sale_price",
  "rent_value", "meter_rent_price", "no_of_parties_role_1", "no_of_parties_role_2", "no_of_parties_role_3",
] as const;

/** Columns of the rent contracts file (Ejari), in the published order. */
const RENT_COLUMNS = [
  "contract_id", "contract_reg_type_id", "contract_reg_type_ar", "contract_reg_type_en", "contract_start_date", "contract_end_date",
  "contract_amount", "annual_amount", "no_of_prop", "line_number", "is_free_hold", "is_free_hold_ar", "is_free_hold_en",
  "ejari_bus_property_type_id", "ejari_bus_property_type_ar", "ejari_bus_property_type_en", "ejari_property_type_id",
  "ejari_property_type_en", "ejari_property_type_ar", "ejari_property_sub_type_id", "ejari_property_sub_type_en",
  "ejari_property_sub_type_ar", "property_usage_en", "property_usage_ar", "project_number", "project_name_ar", "project_name_en",
  "master_project_ar", "master_project_en", "area_id", "area_name_ar", "area_name_en", "actual_area", "nearest_landmark_ar",
  "nearest_landmark_en", "nearest_metro_ar", "nearest_metro_en", "nearest_mall_ar", "nearest_mall_en", "tenant_type_id",
  "tenant_type_ar", "tenant_type_en",
] as const;

export type TransactionColumn = (typeof TRANSACTION_COLUMNS)[number];
export type RentColumn = (typeof RENT_COLUMNS)[number];

export const DLD_FILES = {
  transactions: {
    columns: TRANSACTION_COLUMNS,
    required: ["transaction_id", "instance_date", "trans_group_en", "procedure_name_en", "property_type_en", "area_name_en", "actual_worth"],
    id: "transaction_id",
  },
  rents: {
    columns: RENT_COLUMNS,
    required: ["contract_id", "contract_start_date", "annual_amount", "ejari_property_type_en", "area_name_en"],
    id: "contract_id",
  },
} as const satisfies Record<DldFileKind, { columns: readonly string[]; required: readonly string[]; id: string }>;

/** The file's kind by its header, or the columns a known kind misses (for a clear error). */
export function fileKindOf(header: readonly string[]): { kind: DldFileKind } | { missing: Record<DldFileKind, string[]> } {
  const have = new Set(header.map((h) => h.trim().replace(/^\uFEFF/, "").toLowerCase()));
  const missing = {} as Record<DldFileKind, string[]>;
  for (const kind of ["transactions", "rents"] as const) {
    missing[kind] = DLD_FILES[kind].required.filter((c) => !have.has(c));
    if (missing[kind].length === 0) return { kind };
  }
  return { missing };
}

/** Square metres (the DLD's unit) to square feet (the site's). */
export const SQFT_PER_SQM = 10.7639;
