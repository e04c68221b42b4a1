import { describe, expect, it } from "vitest";
import { unitInputSchema, projectInputSchema } from "../listing-input.ts";
import { descriptionHtml, formValuesOf, listingInputFromForm, slugOf } from "./listing-form-fields.ts";

/** The schema's first message per field, as the listing service keys them. */
function messages(form: Record<string, string>): Record<string, string> {
  const parsed = unitInputSchema.safeParse(listingInputFromForm("unit", form));
  const out: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

const unitForm = {
  title: "Sea view flat in the Marina",
  descriptionHtml: "Bright rooms.\n\nBalcony & view.",
  areaId: "1",
  agentId: "2",
  purposeId: "1",
  statusId: "2",
  typeId: "1",
  classification: "Residential",
  bedroomId: "3",
  bathroomId: "2",
  sizeSqft: "1,200",
  price: "1500000",
  lat: "25.08",
  lng: "55.14",
  amenities: "Gym\n\n Pool ",
  details: "View: Sea\nFloor: 12: high",
  places: "Marina Mall | 5 min | Mall",
};

describe("the listing form's fields", () => {
  it("become a unit input the schema accepts, with a page address from the title", () => {
    const input = listingInputFromForm("unit", unitForm);
    const v = unitInputSchema.parse(input);
    expect(v.pageUrl).toBe("sea-view-flat-in-the-marina");
    expect(v.sizeSqft).toBe(1200);
    expect(v.amenities).toEqual(["Gym", "Pool"]);
    // The older "Name: value" lines still read, without Arabic.
    expect(v.details).toEqual([{ name: "View", value: "Sea", nameAr: null, valueAr: null }, { name: "Floor", value: "12 high", nameAr: null, valueAr: null }]);
    expect(v.places).toEqual([{ name: "Marina Mall", distance: "5 min", type: "Mall", nameAr: null }]);
    expect(v.amenitiesAr).toBeUndefined();
    expect(v.descriptionHtml).toBe("<p>Bright rooms.</p><p>Balcony &amp; view.</p>");
    expect(v.state).toBe("draft");
    expect(v.permitAuthority).toBeNull();
  });

  it("carry the Arabic typed for amenities, details and places, and write it back as it was typed", () => {
    const lists = {
      amenities: "Gym\nRooftop cinema | سينما على السطح",
      details: "View | Sea\nWine cellar | Climate controlled | قبو النبيذ | مكيّف\nCheck-in | 10:30 |  | 10:30 صباحًا",
      places: "Dubai Mall | 5 min | Mall | دبي مول\nJLT Park | 2 min | Park",
    };
    const v = unitInputSchema.parse(listingInputFromForm("unit", { ...unitForm, ...lists }));
    expect(v.amenities).toEqual(["Gym", "Rooftop cinema"]);
    expect(v.amenitiesAr).toEqual([null, "سينما على السطح"]);
    expect(v.details).toEqual([
      { name: "View", value: "Sea", nameAr: null, valueAr: null },
      { name: "Wine cellar", value: "Climate controlled", nameAr: "قبو النبيذ", valueAr: "مكيّف" },
      { name: "Check-in", value: "10:30", nameAr: null, valueAr: "10:30 صباحًا" },
    ]);
    expect(v.places).toEqual([
      { name: "Dubai Mall", distance: "5 min", type: "Mall", nameAr: "دبي مول" },
      { name: "JLT Park", distance: "2 min", type: "Park", nameAr: null },
    ]);
    const again = formValuesOf("unit", v);
    expect({ amenities: again.amenities, details: again.details, places: again.places }).toEqual(lists);
  });

  it("give the schema's messages by field, a list item's under its list", () => {
    const errors = messages({ ...unitForm, title: " ", price: "lots", places: "Metro" });
    expect(errors.title).toBe("The English title is required.");
    expect(errors.price).toBe("The price must be a number.");
    expect(errors.places).toBe("The distance is required.");
  });

  it("round-trip a project with its payment plan and bedrooms", () => {
    const form = {
      ...formValuesOf("project", {
        name: "Palm Towers",
        title: "Homes on the water",
        descriptionHtml: "<p>x</p>",
        areaId: 1,
        agentId: 1,
        developerId: 1,
        typeId: 1,
        statusId: 1,
        completionYear: 2028,
        completionQuarter: 2,
        startingPrice: 2000000,
        sizeFromSqft: 600,
        sizeToSqft: 2400,
        paymentPlan: [
          { milestone: "On booking", percent: 20 },
          { milestone: "On handover", percent: 80 },
        ],
        state: "draft",
      }),
    };
    expect(form.paymentPlan).toBe("On booking | 20\nOn handover | 80");
    const v = projectInputSchema.parse(listingInputFromForm("project", form, ["2", "3"]));
    expect(v.pageUrl).toBe("palm-towers");
    expect(v.bedroomIds).toEqual([2, 3]);
    expect(v.paymentPlan).toEqual([
      { milestone: "On booking", percent: 20 },
      { milestone: "On handover", percent: 80 },
    ]);
  });

  it("make page addresses and paragraphs", () => {
    expect(slugOf("  Villa — Jumeirah Park!  ")).toBe("villa-jumeirah-park");
    expect(descriptionHtml("<p>kept</p>")).toBe("<p>kept</p>");
    expect(descriptionHtml("a <b\nline")).toBe("<p>a &lt;b<br>line</p>");
  });
});
