/** The listing form's list rows (app/ui/admin/rows-field.tsx) write the very lines the listing action reads: listing-form-fields.ts stays the contract. */
import { describe, expect, it } from "vitest";
import { textOfRows } from "../../../ui/admin/rows-field.tsx";
import { listingInputFromForm } from "./listing-form-fields.ts";

const places = { columns: [{ key: "name", label: "Place" }, { key: "distance", label: "Distance" }, { key: "type", label: "Type" }], separator: " | " };
const details = { columns: [{ key: "name", label: "Detail" }, { key: "value", label: "Value" }], separator: ": " };
const amenities = { columns: [{ key: "name", label: "Amenity" }], separator: "\n" };

describe("a list field's rows", () => {
  it("leaves out empty rows, keeps a half-filled row for the action's message, and never lets a typed separator split a field", () => {
    const rows = [["Dubai Mall", "5 min", "Mall"], ["", "", ""], ["Marina | Walk", "", ""]];
    const text = textOfRows(rows, places);
    expect(text).toBe("Dubai Mall | 5 min | Mall\nMarina Walk |  |");
    const input = listingInputFromForm("unit", { places: text, details: textOfRows([["Time", "10:30"]], details), amenities: textOfRows([["Gym"], [" "], ["Pool"]], amenities) });
    expect(input.places).toEqual([{ name: "Dubai Mall", distance: "5 min", type: "Mall" }, { name: "Marina Walk", distance: "", type: "" }]);
    expect(input.details).toEqual([{ name: "Time", value: "10 30" }]);
    expect(input.amenities).toEqual(["Gym", "Pool"]);
  });
});
