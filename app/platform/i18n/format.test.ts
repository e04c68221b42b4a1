import { describe, expect, it } from "vitest";
import { cutHtml, cutText, digitsOnly, formatAed, formatNumber, groupDigits, htmlToText, pricePeriodOf, telLink, whatsappLink } from "./format.ts";
import { TEXT_CUTS } from "../constants.ts";

describe("prices", () => {
  it("shows AED without decimals, with thousands separators", () => {
    expect(formatNumber(1250000)).toBe("1,250,000");
    expect(formatNumber(99999.6)).toBe("100,000");
    expect(formatAed(850000)).toBe("AED 850,000");
  });

  it("gives a rent its period and a sale price none", () => {
    expect(pricePeriodOf(2)).toBe("year");
    expect(pricePeriodOf(1)).toBeNull();
    expect(pricePeriodOf(3)).toBeNull();
    expect(formatAed(193000, pricePeriodOf(2))).toBe("AED 193,000 / year");
    expect(formatAed(1750000, pricePeriodOf(1))).toBe("AED 1,750,000");
    expect(formatAed(12000, pricePeriodOf(2, "monthly"))).toBe("AED 12,000 / month");
    expect(formatAed(3500, pricePeriodOf(2, "weekly"))).toBe("AED 3,500 / week");
    expect(formatAed(900, pricePeriodOf(2, "daily"))).toBe("AED 900 / day");
    expect(formatAed(193000, pricePeriodOf(2, "yearly"))).toBe("AED 193,000 / year");
    expect(pricePeriodOf(1, null)).toBeNull();
  });
});

describe("text cuts (spec 2.3, 9)", () => {
  it("keeps short text as it is and adds the ellipsis only when cut", () => {
    expect(cutText("Marina Crest Residences", TEXT_CUTS.projectName)).toBe("Marina Crest Residences");
    const long = "The Residences at Dubai Creek Harbour Tower Two";
    expect(cutText(long, TEXT_CUTS.projectName)).toBe("The Residences at Dubai Creek...");
    expect(cutText(long, TEXT_CUTS.projectName).length).toBeLessThanOrEqual(TEXT_CUTS.projectName + 3);
  });

  it("cuts blog titles at 50 and descriptions at 100 characters", () => {
    const title = "A".repeat(60);
    expect(cutText(title, TEXT_CUTS.blogTitle)).toBe(`${"A".repeat(50)}...`);
    expect(cutText("B".repeat(100), TEXT_CUTS.blogDescription)).toBe("B".repeat(100));
    expect(cutText("B".repeat(101), TEXT_CUTS.blogDescription)).toBe(`${"B".repeat(100)}...`);
  });

  it("never ends a cut in four dots or a dangling comma", () => {
    const sentence = "Marina living at its best. Walk to the beach";
    expect(cutText(sentence, 26)).toBe("Marina living at its best...");
    expect(cutText("Sea view, pool, gym and parking", 9)).toBe("Sea view...");
    expect(cutHtml("<p>Two bedrooms. Large terrace.</p>", 13)).toBe("Two bedrooms...");
  });

  it("cuts HTML by its text, never leaving half a tag", () => {
    const html = '<p>Dubai Marina is a <strong>waterfront</strong> district with <a href="/area/jbr">beach</a> access.</p>';
    const cut = cutHtml(html, TEXT_CUTS.homeAreaDescription);
    expect(cut).not.toMatch(/[<>]/);
    expect(cut.startsWith("Dubai Marina is a waterfront district with beach")).toBe(true);
    expect(htmlToText("<p>Fish &amp; chips&nbsp;here</p>")).toBe("Fish & chips here");
  });
});

describe("contact links (spec 7)", () => {
  it("builds WhatsApp and tel links from the digits of country code plus phone", () => {
    expect(digitsOnly("+971 (50) 123-4567")).toBe("971501234567");
    expect(whatsappLink("971", "50 123 4567")).toBe("https://wa.me/971501234567");
    expect(telLink("+971", "501234567")).toBe("tel:+971501234567");
  });
});

describe("prices in Arabic", () => {
  it("writes the number then درهم, with the period in Arabic", () => {
    expect(formatNumber(1250000, "ar")).toBe("1,250,000");
    expect(formatAed(1250000, null, "ar")).toBe("1,250,000 درهم");
    expect(formatAed(193000, pricePeriodOf(2), "ar")).toBe("193,000 درهم / سنة");
    expect(formatAed(12000, pricePeriodOf(2, "monthly"), "ar")).toBe("12,000 درهم / شهر");
  });
});

describe("groupDigits", () => {
  it("writes whole numbers as Intl does in both languages, without building Intl's format", () => {
    const intl = [new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }), new Intl.NumberFormat("ar-AE-u-nu-latn", { maximumFractionDigits: 0 })];
    const values = [0, 7, 42, 999, 1000, 9999, 10000, 123456, 1250000, 87654321, 1234567890, Number.MAX_SAFE_INTEGER];
    for (let seed = 1; seed < 200; seed++) values.push(Math.floor((seed * 2654435761) % 4294967296) * (seed % 7));
    for (const value of values) for (const format of intl) expect(groupDigits(value)).toBe(format.format(value));
  });

  it("leaves to Intl what it writes otherwise", () => {
    expect(groupDigits(-1500)).toBeUndefined();
    expect(groupDigits(1.5)).toBeUndefined();
    expect(groupDigits(2 ** 60)).toBeUndefined();
    expect(formatNumber(-1500)).toBe("-1,500");
    expect(formatNumber(-1500, "ar")).toBe(new Intl.NumberFormat("ar-AE-u-nu-latn").format(-1500));
  });
});
