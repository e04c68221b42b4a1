import { describe, expect, it } from "vitest";
import { coordinatesOf, feedNumber, importedPageUrl, rentFrequencyOf } from "./map-entry.ts";
import { bayutEntry, detectFormat, pfEntry } from "./formats.ts";
import { readFeed, type XmlNode } from "./xml-records.ts";
import { cdata, xmlText } from "./export.server.ts";

async function records(xml: string): Promise<XmlNode[]> {
  const out: XmlNode[] = [];
  for await (const ev of readFeed([xml])) if (ev.type === "record") out.push(ev.node);
  return out;
}

describe("feed values", () => {
  it("reads amounts as CRMs write them and refuses the rest", () => {
    expect(feedNumber("2450000")).toBe(2_450_000);
    expect(feedNumber("2,450,000")).toBe(2_450_000);
    expect(feedNumber(" 1 200 AED")).toBe(1200);
    expect(feedNumber("95.5")).toBe(95.5);
    for (const bad of ["", "Price on request", "-85000", "1.2M", "12e5"]) expect(feedNumber(bad), bad).toBeNull();
  });
  it("reads rent periods", () => {
    expect(["Yearly", "per year", "annually", "Monthly", "weekly", "Daily"].map(rentFrequencyOf)).toEqual(["yearly", "yearly", "yearly", "monthly", "weekly", "daily"]);
    expect(rentFrequencyOf("quarterly")).toBeNull();
  });
  it("takes coordinates in either order by the UAE's ranges", () => {
    expect(coordinatesOf("55.1403,25.0805")).toEqual({ lat: 25.0805, lng: 55.1403 });
    expect(coordinatesOf("25.0805, 55.1403")).toEqual({ lat: 25.0805, lng: 55.1403 });
    expect(coordinatesOf("0,0")).toBeNull();
    expect(coordinatesOf("north")).toBeNull();
  });
  it("makes a page address from the title and the reference", () => {
    expect(importedPageUrl("Two-bedroom flat, Dubai Marina!", "SKY-PF-1001")).toBe("two-bedroom-flat-dubai-marina-sky-pf-1001");
    expect(importedPageUrl("شقة", "A/1")).toBe("a-1");
    expect(importedPageUrl("x".repeat(300), "R1").length).toBeLessThanOrEqual(120);
  });
});

describe("feed formats", () => {
  it("detects the format from the root element", () => {
    expect([detectFormat("list"), detectFormat("Properties"), detectFormat("rss")]).toEqual(["pf", "bayut", null]);
  });
  it("keeps unknown elements aside and ignores the export's timestamps", async () => {
    const [node] = await records(`<list><property last_update="x"><reference_number>R1</reference_number><view360>https://t.example/1</view360><last_update>y</last_update><parking>2</parking><parking>3</parking></property></list>`);
    const e = pfEntry(node!);
    expect(e.ref).toBe("R1");
    expect(e.extras).toEqual({ view360: "https://t.example/1", parking: ["2", "3"] });
  });
  it("reads Bayut's lists and accepts either spelling of Off_plan", async () => {
    const [node] = await records(`<Properties><Property><Property_Ref_No>B1</Property_Ref_No><Off_Plan>Yes</Off_Plan><Images><Image>https://a/1.jpg</Image><Image>https://a/2.jpg</Image></Images><Features>Balcony, Gym</Features></Property></Properties>`);
    const e = bayutEntry(node!);
    expect(e).toMatchObject({ ref: "B1", offPlan: true, photos: ["https://a/1.jpg", "https://a/2.jpg"], amenities: ["Balcony", "Gym"] });
  });
  it("refuses a feed cut short, naming the line", async () => {
    await expect(records("<list>\n<property>\n<reference_number>R1</reference_number>\n")).rejects.toThrow(/not well-formed XML at line \d+/);
  });
  it("writes text and CDATA that read back the same, whatever they hold", async () => {
    const nasty = "A & B <c> ]]> \u0001end";
    const [node] = await records(`<list><property><title_en>${xmlText(nasty)}</title_en><description_en>${cdata(nasty)}</description_en></property></list>`);
    const e = pfEntry(node!);
    expect(e.title).toBe("A & B <c> ]]> end");
    expect(e.description).toBe("A & B <c> ]]> end");
  });
});
