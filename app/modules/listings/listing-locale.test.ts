import { describe, expect, it } from "vitest";
import { titleIn, toCard } from "./listing-locale.ts";
import type { ProjectListing, UnitListing } from "./listing.ts";

const agent = { phone: "501234567", email: "a@example.ae", countryCode: "971", name: "Sara", designation: "Agent", avatar: null, brn: "123", languages: "English", page: null };
const base = {
  id: 7, slug: "flat", typeId: 1, type: "Apartment", statusId: 2, status: "Ready", price: 1_000_000, pricePeriod: null, size: 900, beds: "2",
  area: { id: 3, name: "Dubai Marina", slug: "dubai-marina", emirate: "Dubai" }, developer: null, postedOn: "2026-11-01", images: ["/m/1.webp"], mapUrl: "https://maps", agent,
};

describe("listing titles in the page's language", () => {
  const unit = { title: "Two-bedroom flat in Dubai Marina", titleAr: "شقة بغرفتي نوم في دبي مارينا" };

  it("shows the Arabic title on Arabic pages and the English one on English pages", () => {
    expect(titleIn(unit, "ar")).toMatchObject({ title: "شقة بغرفتي نوم في دبي مارينا" });
    expect(titleIn(unit, "ar").titleLang).toBeUndefined();
    expect(titleIn(unit, "en")).toMatchObject({ title: "Two-bedroom flat in Dubai Marina" });
  });

  it("falls back to English marked lang=en when there is no Arabic", () => {
    expect(titleIn({ ...unit, titleAr: null }, "ar")).toMatchObject({ title: "Two-bedroom flat in Dubai Marina", titleLang: "en" });
    expect(titleIn({ title: "Marina Crest", titleAr: " " }, "ar")).toMatchObject({ title: "Marina Crest", titleLang: "en" });
  });
});

describe("a listing's card", () => {
  it("keeps what a card shows and leaves the rest on the server", () => {
    const unit: UnitListing = { ...base, kind: "unit", title: "Flat", titleAr: "شقة", purposeId: 1, purpose: "Buy", classification: "Residential", baths: "2" };
    const card = toCard(unit, "ar");
    expect(card).toMatchObject({ kind: "unit", id: 7, title: "شقة", baths: "2", agent: { phone: "501234567", email: "a@example.ae", countryCode: "971" } });
    expect(Object.keys(card.agent)).toEqual(["phone", "email", "countryCode"]);
    expect(card).not.toHaveProperty("titleAr");
    expect(card).not.toHaveProperty("mapUrl");
    const project: ProjectListing = {
      ...base, kind: "project", title: "Crest", titleAr: null, developer: { id: 1, name: "Emaar", slug: "emaar", logo: null }, subtitle: "Living", sizeTo: 1800,
      completionYear: 2027, completionQuarter: 3, descriptionHtml: "<p>x</p>", brochure: null, video: null, permit: "P1",
    };
    const p = toCard(project, "ar");
    expect(p).toMatchObject({ kind: "project", title: "Crest", titleLang: "en", completionYear: 2027, developer: { name: "Emaar" } });
    for (const key of ["descriptionHtml", "permit", "subtitle", "sizeTo", "completionQuarter"]) expect(p).not.toHaveProperty(key);
  });
});
