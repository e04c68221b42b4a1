/** The listing form's list rows (app/ui/admin/rows-field.tsx) write the very lines the listing action reads: listing-form-fields.ts stays the contract. */
import { describe, expect, it } from "vitest";
import { textOfRows } from "../../../ui/admin/rows-field.tsx";
import { listingInputFromForm } from "./listing-form-fields.ts";

const columns = (...keys: string[]) => keys.map((key) => ({ key, label: key }));
const places = { columns: columns("name", "distance", "type", "nameAr"), separator: " | " };
const details = { columns: columns("name", "value", "nameAr", "valueAr"), separator: " | " };
const amenities = { columns: columns("name", "nameAr"), separator: " | " };

describe("a list field's rows", () => {
  it("leaves out empty rows, keeps a half-filled row for the action's message, and never lets a typed separator split a field", () => {
    const rows = [["Dubai Mall", "5 min", "Mall", "دبي مول"], ["", "", "", ""], ["Marina | Walk", "", "", ""]];
    const text = textOfRows(rows, places);
    expect(text).toBe("Dubai Mall | 5 min | Mall | دبي مول\nMarina Walk |  |  |");
    const input = listingInputFromForm("unit", {
      places: text,
      details: textOfRows([["Time", "10:30", "", ""]], details),
      amenities: textOfRows([["Gym", ""], [" ", ""], ["Pool", "مسبح"]], amenities),
    });
    expect(input.places).toEqual([
      { name: "Dubai Mall", distance: "5 min", type: "Mall", nameAr: "دبي مول" },
      { name: "Marina Walk", distance: "", type: "", nameAr: "" },
    ]);
    // A colon inside a value is the value's (the older "Name: value" lines split on it).
    expect(input.details).toEqual([{ name: "Time", value: "10:30", nameAr: "", valueAr: "" }]);
    expect(input.amenities).toEqual(["Gym", "Pool"]);
    expect(input.amenitiesAr).toEqual([null, "مسبح"]);
  });
});
