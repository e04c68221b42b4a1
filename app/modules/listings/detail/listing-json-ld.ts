/**
 * schema.org structured data of the detail pages: a unit is a RealEstateListing (spec 2.6), a
 * project a Product with its developer as the brand (spec 2.8). Both name the page, its URL, a
 * description cut to 500 characters, up to five photos and an Offer in AED.
 */
import { absoluteUrl } from "../../../platform/http/absolute-url.ts";
import { cutText, htmlToText, type PricePeriod } from "../../../platform/i18n/format.ts";
import type { Locale } from "../../../platform/i18n/locale.ts";

/** `canonical` is the page's own address (in its language); `locale` the language of its texts. */
type Page = { siteUrl: string; canonical: string; name: string; descriptionHtml: string; images: string[]; locale?: Locale };

/** What every listing's structured data says of its page. */
function listingPage(p: Page, fallbackDescription = "") {
  return {
    "@context": "https://schema.org",
    inLanguage: p.locale === "ar" ? "ar-AE" : "en-AE",
    name: p.name,
    url: absoluteUrl(p.siteUrl, p.canonical),
    description: cutText(htmlToText(p.descriptionHtml) || fallbackDescription, 500),
    image: p.images.slice(0, 5).map((src) => absoluteUrl(p.siteUrl, src)),
  };
}

function offer(price: number) {
  return { "@type": "Offer", price, priceCurrency: "AED" };
}

function residenceType(unitType: string): string {
  if (/villa|townhouse/i.test(unitType)) return "SingleFamilyResidence";
  if (/apartment|penthouse|duplex/i.test(unitType)) return "Apartment";
  return "Accommodation";
}

/** A unit's facts, as the listing model names them (listing.ts); `type` in English, `area` and `emirate` in the page's language. */
type UnitLdFacts = {
  postedOn: string;
  price: number;
  pricePeriod: PricePeriod;
  type: string;
  beds: string;
  baths: string;
  size: number;
  area: string;
  emirate: string;
};

export function unitJsonLd(page: Page, u: UnitLdFacts) {
  return {
    ...listingPage(page),
    "@type": "RealEstateListing",
    datePosted: u.postedOn,
    offers: {
      ...offer(u.price),
      // A rent is a price per period: schema.org's UnitPriceSpecification with the year (UN/CEFACT "ANN").
      ...(u.pricePeriod === "year"
        ? {
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price: u.price,
              priceCurrency: "AED",
              unitCode: "ANN",
              unitText: "year",
              referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "ANN" },
            },
          }
        : {}),
      businessFunction: u.pricePeriod ? "http://purl.org/goodrelations/v1#LeaseOut" : "http://purl.org/goodrelations/v1#Sell",
      availability: "https://schema.org/InStock",
    },
    mainEntity: {
      "@type": residenceType(u.type),
      name: page.name,
      ...(/studio/i.test(u.beds) ? { numberOfBedrooms: 0 } : /^\d+/.test(u.beds) ? { numberOfBedrooms: parseInt(u.beds, 10) } : {}),
      ...(/^\d+/.test(u.baths) ? { numberOfBathroomsTotal: parseInt(u.baths, 10) } : {}),
      floorSize: { "@type": "QuantitativeValue", value: u.size, unitCode: "FTK", unitText: "sqft" },
      address: { "@type": "PostalAddress", addressLocality: u.area, addressRegion: u.emirate, addressCountry: "AE" },
    },
  };
}

/** A project's facts, as the listing model names them (listing.ts); the texts in the page's language. */
type ProjectLdFacts = {
  /** The marketing line (the description when there is none). */
  subtitle: string;
  type: string;
  status: string;
  /** 2 is Ready: in stock; off-plan and under construction are pre-orders. */
  statusId: number;
  /** The starting price. */
  price: number;
  postedOn: string;
  developerName: string;
  developerHref: string;
  sellerName: string;
  completion: string;
  address: string;
  beds: string;
  /** The property names in the page's language (English by default). */
  labels?: { completion: string; location: string; bedrooms: string };
};

export function projectJsonLd(page: Page, p: ProjectLdFacts) {
  const labels = p.labels ?? { completion: "Completion", location: "Location", bedrooms: "Bedrooms" };
  return {
    ...listingPage(page, p.subtitle),
    "@type": "Product",
    category: `${p.type} (${p.status})`,
    brand: { "@type": "Brand", name: p.developerName, url: absoluteUrl(page.siteUrl, p.developerHref) },
    offers: {
      ...offer(p.price),
      url: absoluteUrl(page.siteUrl, page.canonical),
      availability: p.statusId === 2 ? "https://schema.org/InStock" : "https://schema.org/PreOrder",
      availabilityStarts: p.postedOn,
      seller: { "@type": "RealEstateAgent", name: p.sellerName, url: page.siteUrl },
    },
    additionalProperty: [
      { "@type": "PropertyValue", name: labels.completion, value: p.completion },
      { "@type": "PropertyValue", name: labels.location, value: p.address },
      ...(p.beds ? [{ "@type": "PropertyValue", name: labels.bedrooms, value: p.beds }] : []),
    ],
  };
}
