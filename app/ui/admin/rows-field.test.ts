/** A list field's rows read and write its text, one item a line. */
import { describe, expect, it } from "vitest";
import { rowsOfText, textOfRows } from "./rows-field.tsx";

const places = { columns: [{ key: "name", label: "Place" }, { key: "distance", label: "Distance" }, { key: "type", label: "Type" }], separator: " | " };
const details = { columns: [{ key: "name", label: "Detail" }, { key: "value", label: "Value" }], separator: ": " };
const amenities = { columns: [{ key: "name", label: "Amenity" }], separator: "\n" };

describe("a list field's rows", () => {
  it("reads the stored lines as rows and writes them back unchanged", () => {
    const text = "Dubai Mall | 5 min | Mall\nMarina Walk | 10 min | Promenade";
    expect(rowsOfText(text, places)).toEqual([["Dubai Mall", "5 min", "Mall"], ["Marina Walk", "10 min", "Promenade"]]);
    expect(textOfRows(rowsOfText(text, places), places)).toBe(text);
    expect(textOfRows(rowsOfText("View: Sea\nFloor: High", details), details)).toBe("View: Sea\nFloor: High");
    expect(textOfRows(rowsOfText("Gym\nPool", amenities), amenities)).toBe("Gym\nPool");
  });

});
