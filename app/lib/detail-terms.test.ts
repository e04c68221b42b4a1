import { describe, expect, it } from "vitest";
import { messagesFor } from "../i18n/catalog.server.ts";
import { translator } from "../i18n/translate.ts";
import { aedText, moneyText, roomsText, termText } from "./detail-terms.ts";
import { bedroomsText } from "../components/listing/card-parts.tsx";

const ar = translator("ar", messagesFor("ar"), "detailTerms");
const en = translator("en", messagesFor("en"), "detailTerms");

describe("detail terms", () => {
  it("name the options in Arabic on Arabic pages and keep the stored English on English ones", () => {
    expect(termText(ar, "ar", "purpose", "Rent")).toBe("للإيجار");
    expect(termText(ar, "ar", "status", "Off-plan")).toBe("على الخارطة");
    expect(termText(ar, "ar", "type", "Hotel Apartment")).toBe("شقة فندقية");
    expect(termText(ar, "ar", "emirate", "Abu Dhabi")).toBe("أبوظبي");
    expect(termText(en, "en", "type", "Hotel Apartment")).toBe("Hotel Apartment");
  });

  it("keep a name the catalogue does not know as stored", () => {
    expect(termText(ar, "ar", "type", "Warehouse")).toBe("Warehouse");
  });

  it("count bedrooms and bathrooms in Arabic, with Western digits", () => {
    expect(roomsText(ar, "ar", "beds", "Studio", bedroomsText)).toBe("استوديو");
    expect(roomsText(ar, "ar", "beds", "1", bedroomsText)).toBe("1 غرفة نوم");
    expect(roomsText(ar, "ar", "beds", "3", bedroomsText)).toBe("3 غرف نوم");
    expect(roomsText(ar, "ar", "beds", "7+", bedroomsText)).toBe("7+ غرف نوم");
    expect(roomsText(ar, "ar", "baths", "2", bedroomsText)).toBe("2 حمام");
    expect(roomsText(en, "en", "beds", "3", bedroomsText)).toBe("3 Beds");
  });

  it("write money as the number then درهم in Arabic, and AED first in English", () => {
    expect(aedText("ar", 1250000)).toBe("1,250,000 درهم");
    expect(aedText("en", 1250000)).toBe("AED 1,250,000");
    expect(moneyText("ar", "340,000", "USD")).toBe("340,000 USD");
  });
});
