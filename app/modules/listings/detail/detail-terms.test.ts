import { describe, expect, it } from "vitest";
import { messagesFor } from "../../../platform/i18n/catalog.server.ts";
import { translator } from "../../../platform/i18n/translate.ts";
import { aedText, moneyText, roomsText, termText } from "./detail-terms.ts";
import { optionName, type OptionNames } from "../../../platform/i18n/option-names.ts";
import { bedroomsText } from "../ui/card-parts.tsx";
import { completionText } from "../ui/project-text.ts";
import { ARABIC_NAMES } from "../../../../demo/lookups.ts";
import { OPTION_TABLES } from "../queries/lookups.server.ts";

const ar = translator("ar", messagesFor("ar"), "detailTerms");
const en = translator("en", messagesFor("en"), "detailTerms");

/** The map the root loader sends an Arabic page, from the seed's name_ar (lookups service: optionNames). */
const names: OptionNames = Object.fromEntries(
  Object.entries(OPTION_TABLES).flatMap(([group, table]) => Object.entries(ARABIC_NAMES[table]).map(([en, ar]) => [`${group}:${en}`, ar])),
);

describe("option names", () => {
  it("take the lookup tables' Arabic name on Arabic pages", () => {
    expect(optionName(names, "ar", "purpose", "Buy")).toEqual({ text: "للبيع" });
    expect(optionName(names, "ar", "type", "Hotel Apartment")).toEqual({ text: "شقة فندقية" });
    expect(optionName(names, "ar", "beds", "Studio")).toEqual({ text: "استوديو" });
    expect(optionName(names, "ar", "blogCategory", "Market Insights")).toEqual({ text: "رؤى السوق" });
  });

  it("keep the stored name on English pages, and mark it English on Arabic pages without a name_ar", () => {
    expect(optionName(names, "en", "type", "Villa")).toEqual({ text: "Villa" });
    expect(optionName({}, "en", "type", "Villa")).toEqual({ text: "Villa" });
    expect(optionName(names, "ar", "type", "Warehouse")).toEqual({ text: "Warehouse", lang: "en" });
    expect(optionName(names, "ar", "status", "")).toEqual({ text: "" });
  });

  it("write the completion quarter in the page's language", () => {
    expect(completionText(2028, 4)).toBe("Q4 2028");
    expect(completionText(2028, 4, "ar")).toBe("الربع الرابع 2028");
    expect(completionText(2027, 1, "ar")).toBe("الربع الأول 2027");
    expect(completionText(2027, 0, "ar")).toBe("2027");
  });
});

describe("detail terms", () => {
  it("name the options in Arabic on Arabic pages and keep the stored English on English ones", () => {
    expect(termText(ar, names, "ar", "purpose", "Rent")).toBe("للإيجار");
    expect(termText(ar, names, "ar", "status", "Off-plan")).toBe("على الخارطة");
    expect(termText(ar, names, "ar", "type", "Hotel Apartment")).toBe("شقة فندقية");
    expect(termText(ar, names, "ar", "emirate", "Abu Dhabi")).toBe("أبوظبي");
    expect(termText(ar, names, "ar", "classification", "Residential")).toBe("سكني");
    expect(termText(en, {}, "en", "type", "Hotel Apartment")).toBe("Hotel Apartment");
  });

  it("keep a name neither the tables nor the catalogue know as stored", () => {
    expect(termText(ar, names, "ar", "type", "Warehouse")).toBe("Warehouse");
  });

  it("count rooms with Arabic plurals", () => {
    expect(roomsText(ar, names, "ar", "beds", "Studio", bedroomsText)).toBe("استوديو");
    expect(roomsText(ar, names, "ar", "beds", "1", bedroomsText)).toBe("1 غرفة نوم");
    expect(roomsText(ar, names, "ar", "beds", "3", bedroomsText)).toBe("3 غرف نوم");
    expect(roomsText(ar, names, "ar", "beds", "7+", bedroomsText)).toBe("7+ غرف نوم");
    expect(roomsText(ar, names, "ar", "baths", "2", bedroomsText)).toBe("2 حمام");
    expect(roomsText(en, {}, "en", "beds", "3", bedroomsText)).toBe("3 Beds");
  });

  it("write money as the number then درهم in Arabic, and AED first in English", () => {
    expect(aedText("ar", 1250000)).toBe("1,250,000 درهم");
    expect(aedText("en", 1250000)).toBe("AED 1,250,000");
    expect(moneyText("ar", "340,000", "USD")).toBe("340,000 USD");
  });
});
