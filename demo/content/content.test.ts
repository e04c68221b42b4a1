import { describe, it, expect } from "vitest";
import { AREAS } from "./areas.ts";
import { DEVELOPERS } from "./developers.ts";
import { PROJECTS } from "./projects.ts";
import { BLOG_CATEGORIES, BLOGS } from "./blogs.ts";
import { ARABIC_NAMES, BATHROOMS, BEDROOMS, EMIRATES, PROPERTY_TYPES, PURPOSES, STATUSES } from "../lookups.ts";
import { AGENTS } from "./agents.ts";
import { PLACE_TYPES, UNIT_AMENITIES, UNIT_DESCRIPTION_PARAGRAPHS, UNIT_DETAIL_LABELS, UNIT_FEATURES, UNIT_TITLE_PATTERNS } from "./units.ts";
import * as PAGES from "./pages.ts";
import { PRIVACY_AR } from "./pages-legal-ar.ts";
import { VIDEO_SHORTS } from "./shorts.ts";
import type { FaqItem, UnitType } from "./types.ts";
import { FEMALE_STYLES, MALE_STYLES, resolvePortrait } from "../art/avatar.ts";

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ALLOWED_TAGS = new Set(["p", "h2", "h3", "ul", "ol", "li", "strong", "em", "a", "table", "tr", "th", "td"]);

function words(html: string): number {
  return html.replace(/<[^>]+>/g, " ").split(/\s+/).filter(Boolean).length;
}

function unique(values: string[]): boolean {
  return new Set(values).size === values.length;
}

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** Every string reachable from a value, with a path for error messages. */
function strings(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === "string") out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${path}[${i}]`, out));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) strings(v, `${path}.${k}`, out);
  return out;
}

const ALL_CONTENT = { AREAS, DEVELOPERS, PROJECTS, BLOGS, BLOG_CATEGORIES, AGENTS, UNIT_TITLE_PATTERNS, UNIT_FEATURES, UNIT_DESCRIPTION_PARAGRAPHS, UNIT_AMENITIES, UNIT_DETAIL_LABELS, PLACE_TYPES, PAGES, VIDEO_SHORTS };
const ALL_STRINGS = strings(ALL_CONTENT, "content");
const HTML_STRINGS = ALL_STRINGS.filter(([, s]) => /<[a-z]/i.test(s));

describe("HTML and wording", () => {
  it("uses only the simple allowed tags, and internal links only", () => {
    const problems: string[] = [];
    for (const [path, html] of HTML_STRINGS) {
      for (const m of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
        const tag = (m[1] ?? "").toLowerCase();
        const attrs = (m[2] ?? "").trim();
        if (!ALLOWED_TAGS.has(tag)) problems.push(`${path}: <${tag}>`);
        else if (tag === "a" && !m[0].startsWith("</") && !/^href="\/[^"]*"$/.test(attrs)) problems.push(`${path}: ${m[0]}`);
        else if (tag !== "a" && attrs !== "") problems.push(`${path}: attributes on <${tag}>`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("has balanced tags", () => {
    const problems: string[] = [];
    for (const [path, html] of HTML_STRINGS) {
      for (const tag of ALLOWED_TAGS) {
        const open = html.match(new RegExp(`<${tag}(\\s[^>]*)?>`, "g"))?.length ?? 0;
        const close = html.match(new RegExp(`</${tag}>`, "g"))?.length ?? 0;
        if (open !== close) problems.push(`${path}: <${tag}> ${open} open, ${close} closed`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("avoids clichés and American spellings", () => {
    const banned = /\b(nestled|boasts?|unparalleled|awaits|neighborhoods?|centers?|favorites?|organiz\w*|colors?)\b/i;
    const hits = ALL_STRINGS.filter(([path, s]) => !path.endsWith(".brandColor") && banned.test(s)).map(([path]) => path);
    expect(hits).toEqual([]);
  });

  it("quotes the agreed figures consistently", () => {
    const problems: string[] = [];
    for (const [path, s] of ALL_STRINGS) {
      for (const m of s.matchAll(/AED ([\d,]+) plus 5% VAT/g)) if (m[1] !== "215") problems.push(`${path}: Ejari AED ${m[1]}`);
      for (const m of s.matchAll(/DLD (?:transfer )?fee(?: of)? (\d+(?:\.\d+)?)%/g)) if (m[1] !== "4") problems.push(`${path}: DLD ${m[1]}%`);
      for (const m of s.matchAll(/mortgage registration fee(?: of)? ([\d.]+)%/gi)) if (m[1] !== "0.25") problems.push(`${path}: mortgage registration ${m[1]}%`);
      for (const m of s.matchAll(/(?:agency commission|commission) of (\d+)%/g)) if (m[1] !== "2") problems.push(`${path}: commission ${m[1]}%`);
      for (const m of s.matchAll(/villa rental yields of ([\d-]+)%/gi)) if (m[1] !== "5-8") problems.push(`${path}: villa yields ${m[1]}%`);
      for (const m of s.matchAll(/terms of up to (\d+) years/g)) if (m[1] !== "99") problems.push(`${path}: leasehold ${m[1]} years`);
      for (const m of s.matchAll(/down payment of (?:typically |usually )?([\d-]+)%/g)) {
        if (m[1] !== "20-25" && m[1] !== "10-20") problems.push(`${path}: down payment ${m[1]}%`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("areas", () => {
  it("has enough areas in each emirate", () => {
    expect(AREAS.length).toBeGreaterThanOrEqual(26);
    const byEmirate = countBy(AREAS, (a) => a.emirate);
    expect(byEmirate.get("Dubai") ?? 0).toBeGreaterThanOrEqual(21);
    expect(byEmirate.get("Abu Dhabi") ?? 0).toBeGreaterThanOrEqual(3);
    expect(byEmirate.get("Sharjah") ?? 0).toBeGreaterThanOrEqual(2);
  });

  it("includes the required areas", () => {
    const names = AREAS.map((a) => a.name);
    for (const name of [
      "Palm Jumeirah", "Dubai Marina", "Downtown Dubai", "Business Bay", "Jumeirah Village Circle", "Motor City",
      "Jumeirah Lake Towers", "Saadiyat Island", "Yas Island", "Al Reem Island", "Aljada",
    ]) {
      expect(names).toContain(name);
    }
  });

  it("gives areas distinct pictures: no scene stands for more than six areas", () => {
    const byScene = countBy(AREAS, (a) => a.scene);
    for (const [scene, n] of byScene) expect(n, scene).toBeLessThanOrEqual(6);
    expect(byScene.size).toBeGreaterThanOrEqual(9);
  });

  it("has unique kebab-case slugs", () => {
    const slugs = AREAS.map((a) => a.slug);
    expect(unique(slugs)).toBe(true);
    for (const slug of slugs) expect(slug).toMatch(KEBAB);
  });

  it("has plausible prices, coordinates and descriptions", () => {
    for (const a of AREAS) {
      expect(a.salePerSqft, a.slug).toBeGreaterThanOrEqual(700);
      expect(a.salePerSqft, a.slug).toBeLessThanOrEqual(6000);
      const grossYield = a.rentPerSqftYear / a.salePerSqft;
      expect(grossYield, a.slug).toBeGreaterThan(0.04);
      expect(grossYield, a.slug).toBeLessThan(0.09);
      expect(a.lat, a.slug).toBeGreaterThan(24.2);
      expect(a.lat, a.slug).toBeLessThan(25.6);
      expect(a.lng, a.slug).toBeGreaterThan(54.2);
      expect(a.lng, a.slug).toBeLessThan(55.7);
      expect(a.typicalTypes.length, a.slug).toBeGreaterThan(0);
      const paragraphs = a.descriptionHtml.match(/<p>/g)?.length ?? 0;
      expect(paragraphs, a.slug).toBeGreaterThanOrEqual(2);
      expect(paragraphs, a.slug).toBeLessThanOrEqual(4);
    }
  });
});

describe("developers", () => {
  it("has at least 14 developers with projects and exactly two without", () => {
    const empty = DEVELOPERS.filter((d) => d.noProjects === true);
    expect(empty.length).toBe(2);
    expect(DEVELOPERS.length - empty.length).toBeGreaterThanOrEqual(14);
  });

  it("has unique slugs, hex colours and 2-3 paragraphs", () => {
    expect(unique(DEVELOPERS.map((d) => d.slug))).toBe(true);
    for (const d of DEVELOPERS) {
      expect(d.slug).toMatch(KEBAB);
      expect(d.brandColor).toMatch(/^#[0-9a-f]{6}$/i);
      expect(d.founded).toBeGreaterThanOrEqual(1950);
      expect(d.founded).toBeLessThanOrEqual(2026);
      const paragraphs = d.descriptionHtml.match(/<p>/g)?.length ?? 0;
      expect(paragraphs, d.slug).toBeGreaterThanOrEqual(2);
      expect(paragraphs, d.slug).toBeLessThanOrEqual(3);
    }
  });

  it("places each head office in its emirate, near the emirate's main city", () => {
    const CITY: Record<string, [number, number]> = { Dubai: [25.2, 55.27], "Abu Dhabi": [24.45, 54.38], Sharjah: [25.34, 55.42] };
    const km = ([a, b]: [number, number], [c, d]: [number, number]) => {
      const rad = Math.PI / 180;
      const h = Math.sin(((c - a) * rad) / 2) ** 2 + Math.cos(a * rad) * Math.cos(c * rad) * Math.sin(((d - b) * rad) / 2) ** 2;
      return 2 * 6371 * Math.asin(Math.sqrt(h));
    };
    for (const d of DEVELOPERS) {
      const city = CITY[d.hq];
      expect(city, `${d.slug}: ${d.hq}`).toBeDefined();
      expect(km(city!, [d.office.lat, d.office.lng]), d.slug).toBeLessThan(40);
    }
  });
});

describe("projects", () => {
  const areaSlugs = new Set(AREAS.map((a) => a.slug));
  const developerSlugs = new Set(DEVELOPERS.map((d) => d.slug));

  it("has enough projects, most of them off-plan", () => {
    expect(PROJECTS.length).toBeGreaterThanOrEqual(44);
    const byStatus = countBy(PROJECTS, (p) => p.status);
    expect(byStatus.get("Off-plan") ?? 0).toBeGreaterThanOrEqual(28);
    expect(byStatus.get("Ready") ?? 0).toBeGreaterThan(0);
    expect(byStatus.get("Under Construction") ?? 0).toBeGreaterThan(0);
  });

  it("has unique slugs and names", () => {
    expect(unique(PROJECTS.map((p) => p.slug))).toBe(true);
    expect(unique(PROJECTS.map((p) => p.name))).toBe(true);
    for (const p of PROJECTS) expect(p.slug).toMatch(KEBAB);
  });

  it("references existing developers and areas, spread widely", () => {
    for (const p of PROJECTS) {
      expect(developerSlugs.has(p.developer), `${p.slug} developer ${p.developer}`).toBe(true);
      expect(areaSlugs.has(p.area), `${p.slug} area ${p.area}`).toBe(true);
    }
    const usedAreas = new Set(PROJECTS.map((p) => p.area));
    const usedDevelopers = new Set(PROJECTS.map((p) => p.developer));
    expect(usedAreas.size).toBeGreaterThanOrEqual(18);
    expect(usedDevelopers.size).toBeGreaterThanOrEqual(12);
    expect(AREAS.filter((a) => !usedAreas.has(a.slug)).map((a) => a.slug)).toContain("jumeirah-golf-estates");
  });

  it("gives no projects to the developers marked noProjects", () => {
    const empty = new Set(DEVELOPERS.filter((d) => d.noProjects).map((d) => d.slug));
    expect(PROJECTS.filter((p) => empty.has(p.developer)).map((p) => p.slug)).toEqual([]);
    for (const d of DEVELOPERS.filter((x) => !x.noProjects)) {
      expect(PROJECTS.some((p) => p.developer === d.slug), d.slug).toBe(true);
    }
  });

  it("has payment plans that sum to 100 (or are empty)", () => {
    for (const p of PROJECTS) {
      if (p.paymentPlan.length === 0) continue;
      expect(p.paymentPlan.reduce((sum, m) => sum + m.percent, 0), p.slug).toBe(100);
      const first = p.paymentPlan[0];
      if (p.status !== "Ready" && first) {
        expect(first.percent, `${p.slug} down payment`).toBeGreaterThanOrEqual(10);
        expect(first.percent, `${p.slug} down payment`).toBeLessThanOrEqual(20);
      }
    }
    expect(PROJECTS.some((p) => p.status === "Ready" && p.paymentPlan.length === 0)).toBe(true);
    for (const p of PROJECTS.filter((x) => x.status !== "Ready")) expect(p.paymentPlan.length, p.slug).toBeGreaterThan(0);
  });

  it("has consistent dates, sizes and lists", () => {
    for (const p of PROJECTS) {
      expect(p.completionYear, p.slug).toBeGreaterThanOrEqual(2025);
      expect(p.completionYear, p.slug).toBeLessThanOrEqual(2030);
      if (p.status === "Ready") expect(p.completionYear, p.slug).toBeLessThanOrEqual(2026);
      expect([1, 2, 3, 4]).toContain(p.completionQuarter);
      expect(p.sizeFromSqft, p.slug).toBeLessThanOrEqual(p.sizeToSqft);
      expect(p.startingPrice, p.slug).toBeGreaterThan(100_000);
      expect(p.bedrooms.length, p.slug).toBeGreaterThan(0);
      expect(p.amenities.length, p.slug).toBeGreaterThanOrEqual(4);
      expect(p.amenities.length, p.slug).toBeLessThanOrEqual(10);
      expect(p.details.length, p.slug).toBeGreaterThanOrEqual(1);
      expect(p.details.length, p.slug).toBeLessThanOrEqual(8);
      expect(p.places.length, p.slug).toBeLessThanOrEqual(6);
      const paragraphs = p.descriptionHtml.match(/<p>/g)?.length ?? 0;
      expect(paragraphs, p.slug).toBeGreaterThanOrEqual(2);
      expect(paragraphs, p.slug).toBeLessThanOrEqual(3);
    }
  });

  it("covers the edge cases the pages need", () => {
    expect(PROJECTS.some((p) => p.name.length > 30)).toBe(true);
    expect(PROJECTS.some((p) => p.name.length <= 30)).toBe(true);
    expect(PROJECTS.filter((p) => p.details.length === 1).length).toBeGreaterThanOrEqual(2);
    expect(PROJECTS.filter((p) => p.places.length <= 1).length).toBeGreaterThanOrEqual(2);
    expect(PROJECTS.some((p) => p.places.length === 0)).toBe(true);
    expect(PROJECTS.some((p) => !p.hasVideo) && PROJECTS.some((p) => p.hasVideo)).toBe(true);
    expect(PROJECTS.some((p) => !p.hasBrochure) && PROJECTS.some((p) => p.hasBrochure)).toBe(true);
    expect(PROJECTS.some((p) => !p.hasMap) && PROJECTS.some((p) => p.hasMap)).toBe(true);
  });
});

describe("blogs", () => {
  it("has categories with at least two posts each", () => {
    expect(BLOG_CATEGORIES.length).toBeGreaterThanOrEqual(4);
    expect(BLOGS.length).toBeGreaterThanOrEqual(14);
    const byCategory = countBy(BLOGS, (b) => b.category);
    for (const c of BLOG_CATEGORIES) expect(byCategory.get(c) ?? 0, c).toBeGreaterThanOrEqual(2);
    for (const b of BLOGS) expect(BLOG_CATEGORIES).toContain(b.category);
  });

  it("names every category and option in Arabic", () => {
    const lists = { purposes: PURPOSES, statuses: STATUSES, property_types: PROPERTY_TYPES, bedrooms: BEDROOMS, bathrooms: BATHROOMS, emirates: EMIRATES, blog_categories: BLOG_CATEGORIES };
    for (const [table, names] of Object.entries(lists)) {
      for (const name of names) {
        const ar = ARABIC_NAMES[table as keyof typeof lists][name];
        expect(ar, `${table}: ${name}`).toBeDefined();
        // Counts stay in digits; words are in Arabic letters.
        expect(ar, `${table}: ${name}`).toMatch(/^[\d+]+$/.test(name) ? /^[\d+]+$/ : /^[\p{Script=Arabic} ]+$/u);
      }
    }
  });

  it("has unique slugs and distinct publication days", () => {
    expect(unique(BLOGS.map((b) => b.slug))).toBe(true);
    expect(new Set(BLOGS.map((b) => b.daysAgo)).size).toBe(BLOGS.length);
    for (const b of BLOGS) {
      expect(b.slug).toMatch(KEBAB);
      expect(b.daysAgo).toBeGreaterThanOrEqual(1);
      expect(b.daysAgo).toBeLessThanOrEqual(400);
    }
  });

  it("has summaries of 120-220 characters and bodies of 500-900 words", () => {
    for (const b of BLOGS) {
      expect(b.description.length, b.slug).toBeGreaterThanOrEqual(120);
      expect(b.description.length, b.slug).toBeLessThanOrEqual(220);
      expect(words(b.bodyHtml), b.slug).toBeGreaterThanOrEqual(500);
      expect(words(b.bodyHtml), b.slug).toBeLessThanOrEqual(900);
      expect(b.bodyHtml, b.slug).toContain("<h2>");
      expect(/<(ul|ol)>/.test(b.bodyHtml), b.slug).toBe(true);
    }
    expect(BLOGS.some((b) => b.title.length > 50)).toBe(true);
  });
});

describe("agents", () => {
  it("has eight agents with valid contact details", () => {
    expect(AGENTS.length).toBe(8);
    expect(unique(AGENTS.map((a) => a.email))).toBe(true);
    expect(unique(AGENTS.map((a) => a.brn))).toBe(true);
    expect(unique(AGENTS.map((a) => a.phone))).toBe(true);
    for (const a of AGENTS) {
      expect(a.email).toMatch(/^[a-z.]+@skyline-demo\.ae$/);
      expect(a.phone).toMatch(/^5[024568]\d{7}$/);
      expect(a.brn).toMatch(/^\d{5}$/);
      expect(a.languages.length).toBeGreaterThan(0);
    }
  });

  // Who each demo name belongs to, as a reader of the name would picture them (audit).
  const EXPECTED: Record<string, { gender: "female" | "male"; skin: string[] }> = {
    "Mariam Al Mansoori": { gender: "female", skin: ["light", "olive", "medium"] },
    "Rohan Mehta": { gender: "male", skin: ["medium", "tan", "brown"] },
    "Charlotte Hughes": { gender: "female", skin: ["fair", "light"] },
    "Angelica Reyes": { gender: "female", skin: ["olive", "medium", "tan"] },
    "Dmitri Volkov": { gender: "male", skin: ["fair", "light"] },
    "Karim Haddad": { gender: "male", skin: ["light", "olive", "medium"] },
    "Ayesha Qureshi": { gender: "female", skin: ["medium", "tan", "brown"] },
    "Liam van der Merwe": { gender: "male", skin: ["fair", "light"] },
  };

  it("draws each agent as a person who fits the name", () => {
    expect(AGENTS.map((a) => a.name).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const a of AGENTS) {
      const drawn = resolvePortrait(a.portrait);
      const expected = EXPECTED[a.name]!;
      expect(drawn.gender, a.name).toBe(expected.gender);
      expect(expected.skin, a.name).toContain(drawn.skin);
      if (drawn.gender === "female") expect(FEMALE_STYLES as readonly string[], a.name).toContain(drawn.style);
      else expect(MALE_STYLES as readonly string[], a.name).toContain(drawn.style);
    }
    // Eight different people, not one face in eight colours.
    expect(unique(AGENTS.map((a) => JSON.stringify(resolvePortrait(a.portrait))))).toBe(true);
  });
});

describe("unit building blocks", () => {
  const types: UnitType[] = ["Apartment", "Villa", "Townhouse", "Penthouse", "Duplex", "Hotel Apartment", "Office", "Retail"];

  it("has six or more title patterns per type with the right placeholders", () => {
    for (const type of types) {
      const patterns = UNIT_TITLE_PATTERNS[type];
      expect(patterns.length, type).toBeGreaterThanOrEqual(6);
      for (const p of patterns) {
        expect(p, type).toContain("{beds}");
        expect(p, type).toContain("{area}");
        if (type !== "Office" && type !== "Retail") expect(p, type).toContain("{feature}");
        for (const name of ["beds", "area", "feature"]) expect(p.split(`{${name}}`).length, p).toBeLessThanOrEqual(2);
        expect(p.replace(/\{(beds|area|feature)\}/g, ""), p).not.toMatch(/[{}]/);
      }
    }
  });

  it("has enough features, paragraphs, amenities and detail labels", () => {
    expect(UNIT_FEATURES.length).toBeGreaterThanOrEqual(20);
    expect(unique(UNIT_FEATURES)).toBe(true);
    expect(UNIT_DESCRIPTION_PARAGRAPHS.length).toBeGreaterThanOrEqual(15);
    const used = new Set<string>();
    for (const p of UNIT_DESCRIPTION_PARAGRAPHS) {
      expect(p).toMatch(/^<p>.*<\/p>$/);
      for (const m of p.matchAll(/\{(\w+)\}/g)) used.add(m[1] ?? "");
    }
    expect([...used].sort()).toEqual(["area", "beds", "size", "type"]);
    expect(UNIT_AMENITIES.length).toBeGreaterThanOrEqual(25);
    expect(unique(UNIT_AMENITIES)).toBe(true);
    const labels = UNIT_DETAIL_LABELS.map((l) => l.name);
    expect(labels[0]).toBe("Reference");
    for (const name of ["Furnishing", "Parking", "View", "Floor", "Service charge", "Completion", "Ownership", "Cheques"]) expect(labels).toContain(name);
    for (const l of UNIT_DETAIL_LABELS) expect(l.values.length, l.name).toBeGreaterThan(0);
  });

  it("has sample places for every area scene", () => {
    for (const scene of new Set(AREAS.map((a) => a.scene))) expect(PLACE_TYPES[scene].length, scene).toBeGreaterThan(0);
  });
});

describe("pages", () => {
  function checkFaq(name: string, faq: FaqItem[], count: number): void {
    expect(faq.length, name).toBe(count);
    for (const item of faq) {
      expect(item.question.endsWith("?"), item.question).toBe(true);
      const n = words(item.answerHtml);
      expect(n, `${name}: ${item.question}`).toBeGreaterThanOrEqual(40);
      expect(n, `${name}: ${item.question}`).toBeLessThanOrEqual(120);
    }
  }

  it("has the agreed number of FAQ items, each 40-120 words", () => {
    checkFaq("HOME", PAGES.HOME.faq, 5);
    checkFaq("ABOUT", PAGES.ABOUT.faq, 8);
    checkFaq("FAQ_PAGE", PAGES.FAQ_PAGE.faq, 4);
    checkFaq("DEVELOPERS_PAGE", PAGES.DEVELOPERS_PAGE.faq, 2);
    checkFaq("BUYING_GUIDE", PAGES.BUYING_GUIDE.faq, 5);
    checkFaq("RENTING_GUIDE", PAGES.RENTING_GUIDE.faq, 5);
    checkFaq("PROPERTY_MANAGEMENT", PAGES.PROPERTY_MANAGEMENT.faq, 4);
    for (const [key, page] of Object.entries(PAGES.CATEGORY_PAGES)) checkFaq(key, page.faq, 5);
  });

  it("has the category pages with the agreed headings and meta lengths", () => {
    const expected: Record<string, string> = {
      "looking-for-apartments-for-sale-in-dubai": "Apartments for sale in Dubai",
      "penthouse-for-sale-in-dubai": "Penthouses for sale in Dubai",
      "townhouse-for-sale-in-dubai": "Townhouses for sale in Dubai",
      "villas-for-sale-in-dubai": "Villas for sale in Dubai",
      "apartments-for-rent-in-dubai": "Apartments for rent in Dubai",
      "penthouses-for-rent-in-dubai": "Penthouses for rent in Dubai",
      "townhouses-in-dubai-for-rent": "Townhouses for rent in Dubai",
      "villas-for-rent-in-dubai": "Villas for rent in Dubai",
      "off-plan-apartments": "Off-plan apartments",
      "off-plan-villas": "Off-plan Villas",
    };
    expect(Object.keys(PAGES.CATEGORY_PAGES).sort()).toEqual(Object.keys(expected).sort());
    for (const [key, page] of Object.entries(PAGES.CATEGORY_PAGES)) {
      expect(page.heading, key).toBe(expected[key]);
      expect(page.metaTitle.length, key).toBeLessThanOrEqual(60);
      expect(page.metaDescription.length, key).toBeGreaterThanOrEqual(120);
      expect(page.metaDescription.length, key).toBeLessThanOrEqual(160);
      const paragraphs = page.seoHtml.match(/<p>/g)?.length ?? 0;
      expect(paragraphs, key).toBeGreaterThanOrEqual(2);
      expect(paragraphs, key).toBeLessThanOrEqual(4);
    }
  });

  it("has meta for every route, within length limits", () => {
    const keys = [
      "home", "property-list", "project-list", "blogs", "developers", "areas", "about-us", "contact-us", "faq",
      "privacy-policy", "terms-condition", "careers", "buying-a-property-in-dubai", "renting-a-property-in-dubai",
      "property-management", "communities",
    ];
    expect(Object.keys(PAGES.META).sort()).toEqual([...keys].sort());
    for (const [key, meta] of Object.entries(PAGES.META)) {
      expect(meta.title.length, key).toBeLessThanOrEqual(60);
      expect(meta.description.length, key).toBeGreaterThanOrEqual(120);
      expect(meta.description.length, key).toBeLessThanOrEqual(160);
    }
  });

  it("has the five community blurbs pointing at existing areas", () => {
    const areaSlugs = new Set(AREAS.map((a) => a.slug));
    expect(PAGES.COMMUNITIES.blurbs.map((b) => b.name)).toEqual(["Palm Jumeirah", "Dubai Marina", "Downtown Dubai", "Business Bay", "Jumeirah Village Circle"]);
    for (const b of PAGES.COMMUNITIES.blurbs) expect(areaSlugs.has(b.slug), b.slug).toBe(true);
  });

  it("has the remaining page texts", () => {
    expect(PAGES.TESTIMONIALS.length).toBe(3);
    expect(PAGES.CAREERS.roles.length).toBeGreaterThanOrEqual(5);
    expect(PAGES.CAREERS.roles.length).toBeLessThanOrEqual(6);
    expect(PAGES.CAREERS.howToApplyHtml).toContain("careers@skyline-demo.ae");
    expect(PAGES.CAREERS.howToApplyHtml).toContain("RERA");
    expect(PAGES.PRIVACY.html).toContain("Federal Decree-Law No. 45 of 2021");
    expect(PAGES.PRIVACY.html).toMatch(/anti-forgery/i);
    expect(PAGES.PRIVACY.html).toMatch(/local storage/i);
    // The Arabic notice keeps the English one's sections and points at the Arabic pages.
    expect(PRIVACY_AR.html.match(/<h2>/g)?.length).toBe(PAGES.PRIVACY.html.match(/<h2>/g)?.length);
    expect(PRIVACY_AR.html).toContain("رقم 45 لسنة 2021");
    expect(PRIVACY_AR.html).toContain('href="/ar/data-request"');
    expect(PRIVACY_AR.html).not.toMatch(/href="\/(?!ar\/)/);
    expect(PRIVACY_AR.html.replace(/<[^>]+>/g, "")).not.toMatch(/[A-Za-z]{4,}/);
    expect(PAGES.TERMS.html).toContain("RERA");
    expect(PAGES.TERMS.html).toMatch(/courts of Dubai/);
    expect(PAGES.RENTING_GUIDE.documentsList.join(" ")).toMatch(/Passport[\s\S]*Emirates ID/);
    expect(PAGES.RENTING_GUIDE.processHtml).toContain("AED 215 plus 5% VAT");
    expect(PAGES.PROPERTY_MANAGEMENT.servicesHtml).toContain("5-8% of the annual rent");
    for (const figure of ["4%", "2%", "0.25% of the loan", "20-25%"]) expect(PAGES.BUYING_GUIDE.costsTableHtml).toContain(figure);
    expect(PAGES.HOME.faq.some((f) => f.answerHtml.includes("about 30 days after the MoU") && f.answerHtml.includes("1-3 days"))).toBe(true);
    for (const [path, s] of strings(PAGES.HOME, "HOME")) expect(s, path).not.toContain("Skyline Homes");
  });
});

describe("video shorts", () => {
  it("has eight entries with well-formed ids", () => {
    expect(VIDEO_SHORTS.length).toBe(8);
    expect(unique(VIDEO_SHORTS.map((v) => v.videoId))).toBe(true);
    for (const v of VIDEO_SHORTS) {
      expect(v.videoId).toMatch(/^[A-Za-z0-9_-]{11}$/);
      expect(v.title.length).toBeGreaterThan(0);
      expect(v.description.length).toBeGreaterThan(0);
    }
  });
});
