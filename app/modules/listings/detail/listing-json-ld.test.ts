import { describe, expect, it } from "vitest";
import { projectJsonLd, unitJsonLd } from "./listing-json-ld.ts";

const page = { siteUrl: "https://example.ae", canonical: "/property/a/1", name: "Sea view flat", descriptionHtml: "<p>Bright &amp; high</p>", images: ["/m/1.webp", "/m/2.webp", "/m/3.webp", "/m/4.webp", "/m/5.webp", "/m/6.webp"] };
const unit = { postedOn: "2026-11-01", price: 120000, pricePeriod: null, type: "Apartment", beds: "Studio", baths: "2", size: 700, area: "Dubai Marina", emirate: "Dubai" } as const;

describe("listing structured data", () => {
  it("describes a unit for sale as a RealEstateListing with absolute URLs, five photos and its facts", () => {
    const ld = unitJsonLd(page, unit);
    expect(ld).toMatchObject({ "@type": "RealEstateListing", url: "https://example.ae/property/a/1", description: "Bright & high", datePosted: "2026-11-01" });
    expect(ld.image).toEqual(page.images.slice(0, 5).map((p) => `https://example.ae${p}`));
    expect(ld.offers).toMatchObject({ price: 120000, priceCurrency: "AED", businessFunction: "http://purl.org/goodrelations/v1#Sell" });
    expect(ld.offers).not.toHaveProperty("priceSpecification");
    expect(ld.mainEntity).toMatchObject({ "@type": "Apartment", numberOfBedrooms: 0, numberOfBathroomsTotal: 2 });
  });

  it("gives a rent its yearly period", () => {
    const ld = unitJsonLd(page, { ...unit, pricePeriod: "year" });
    expect(ld.offers).toMatchObject({ businessFunction: "http://purl.org/goodrelations/v1#LeaseOut", priceSpecification: { unitCode: "ANN", unitText: "year" } });
  });

  it("describes a project as a Product of its developer, pre-ordered until it is ready", () => {
    const facts = { subtitle: "Waterfront living", type: "Apartment", status: "Off-plan", statusId: 1, price: 900000, postedOn: "2026-10-01", developerName: "Emaar", developerHref: "/developer/emaar", sellerName: "Skyline", completion: "Q4 2027", address: "Dubai Creek, Dubai", beds: "1, 2" };
    const ld = projectJsonLd({ ...page, descriptionHtml: "" }, facts);
    expect(ld).toMatchObject({ "@type": "Product", description: "Waterfront living", brand: { name: "Emaar", url: "https://example.ae/developer/emaar" } });
    expect(ld.offers).toMatchObject({ availability: "https://schema.org/PreOrder", seller: { name: "Skyline" } });
    expect(ld.additionalProperty).toHaveLength(3);
    expect(projectJsonLd(page, { ...facts, statusId: 2, beds: "" }).offers.availability).toBe("https://schema.org/InStock");
  });

  it("says the language of its texts and names a project's properties in it", () => {
    expect(unitJsonLd(page, unit).inLanguage).toBe("en-AE");
    const arPage = { ...page, canonical: "/ar/property/a/1", name: "شقة في دبي مارينا", locale: "ar" as const };
    const ld = unitJsonLd(arPage, unit);
    expect(ld).toMatchObject({ inLanguage: "ar-AE", name: "شقة في دبي مارينا", url: "https://example.ae/ar/property/a/1" });
    const facts = { subtitle: "", type: "شقة", status: "على الخارطة", statusId: 1, price: 900000, postedOn: "2026-10-01", developerName: "إعمار", developerHref: "/ar/developer/emaar", sellerName: "Skyline", completion: "Q4 2027", address: "دبي", beds: "1, 2", labels: { completion: "موعد التسليم", location: "الموقع", bedrooms: "غرف النوم" } };
    const project = projectJsonLd(arPage, facts);
    expect(project.additionalProperty.map((p) => p.name)).toEqual(["موعد التسليم", "الموقع", "غرف النوم"]);
    expect(project.brand.url).toBe("https://example.ae/ar/developer/emaar");
  });
});
