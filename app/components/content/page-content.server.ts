/**
 * The seam between the written texts (demo/content/pages*.ts, plain data) and the
 * content pages: each page reads one view shape from here. Legal texts are split into
 * sections at their <h2> headings so the pages can list them under "On this page".
 */
import type { FaqItem } from "../faq-accordion.tsx";
import type { CareerRole, CommunityBlurb } from "../../../demo/content/types.ts";
import {
  ABOUT,
  BUYING_GUIDE,
  CAREERS,
  COMMUNITIES,
  FAQ_PAGE,
  META,
  PRIVACY,
  PROPERTY_MANAGEMENT,
  RENTING_GUIDE,
  TERMS,
} from "../../../demo/content/pages.ts";
import { slugify } from "./blog-links.ts";

export type TextSection = { id: string; title: string; html: string };
export type PageMeta = { title: string; description: string };

export type AboutView = { introHtml: string; visionHtml: string; missionHtml: string; faq: FaqItem[] };
export type FaqPageView = { faq: FaqItem[] };
/** Guides: the intro, then the texts as titled sections (each text carries its own <h2>). */
export type GuideView = { introHtml: string; sections: TextSection[]; faq: FaqItem[] };
export type RentingGuideView = GuideView & { documents: string[] };
export type CommunitiesView = { introHtml: string; blurbs: CommunityBlurb[] };
export type CareersView = { introHtml: string; roles: CareerRole[]; howToApplyHtml: string };
export type LegalView = { introHtml: string; sections: TextSection[] };

export type ContentMetaKey =
  | "about-us"
  | "contact-us"
  | "faq"
  | "privacy-policy"
  | "terms-condition"
  | "careers"
  | "buying-a-property-in-dubai"
  | "renting-a-property-in-dubai"
  | "property-management"
  | "communities"
  | "blogs";

const FALLBACK_META: Record<ContentMetaKey, PageMeta> = {
  "about-us": {
    title: "About Us",
    description:
      "A RERA-registered Dubai real-estate brokerage helping buyers, tenants, landlords and investors with honest, data-based advice.",
  },
  "contact-us": {
    title: "Contact Us",
    description:
      "Call, e-mail or visit our offices in JLT and Motor City. Our Dubai property consultants reply within one working day.",
  },
  faq: {
    title: "Frequently Asked Questions",
    description: "Answers to common questions about buying, renting and investing in Dubai property.",
  },
  "privacy-policy": {
    title: "Privacy Policy",
    description: "How we collect, use and protect the personal data you share with us on this website and in our enquiries.",
  },
  "terms-condition": {
    title: "Terms and Conditions",
    description: "The terms that apply when you use this website, its listings, calculators and enquiry forms.",
  },
  careers: {
    title: "Careers",
    description: "Join a Dubai brokerage: roles for property consultants, listing specialists, leasing and support teams.",
  },
  "buying-a-property-in-dubai": {
    title: "Buying a Property in Dubai",
    description:
      "Freehold vs leasehold, market research, costs (4% DLD fee, 2% agency fee) and the steps to buy property in Dubai.",
  },
  "renting-a-property-in-dubai": {
    title: "Renting a Property in Dubai",
    description: "Documents, costs and the process of renting a home in Dubai, from viewing and cheques to Ejari registration.",
  },
  "property-management": {
    title: "Property Management in Dubai",
    description: "Tenant search, rent collection, maintenance and reporting for Dubai landlords, from 5-8% of the annual rent.",
  },
  communities: {
    title: "Dubai Communities",
    description: "Palm Jumeirah, Dubai Marina, Downtown Dubai, Business Bay and JVC: what living and investing there is like.",
  },
  blogs: {
    title: "Latest News and Blogs",
    description: "Dubai property market news, buying and renting guides, off-plan and mortgage advice from our consultants.",
  },
};

/** Splits HTML at its <h2> headings: the text before the first heading, then one section per heading. */
export function splitSections(html: string): { introHtml: string; sections: TextSection[] } {
  const parts = html.split(/(?=<h2[\s>])/i);
  const first = parts[0] ?? "";
  const hasIntro = !/^<h2[\s>]/i.test(first.trim());
  const introHtml = hasIntro ? first.trim() : "";
  const used = new Set<string>();
  const sections = (hasIntro ? parts.slice(1) : parts).map((part, i) => {
    const m = /^<h2[^>]*>([\s\S]*?)<\/h2>/i.exec(part.trim());
    const title = (m?.[1] ?? "").replace(/<[^>]*>/g, "").trim() || `Section ${i + 1}`;
    let id = slugify(title) || `section-${i + 1}`;
    while (used.has(id)) id = `${id}-${i + 1}`;
    used.add(id);
    return { id, title, html: m ? part.trim().slice(m[0].length).trim() : part.trim() };
  });
  return { introHtml, sections };
}

/** Sections of several texts, in order; text before a text's first heading joins the previous section. */
function sectionsOf(htmls: string[]): TextSection[] {
  const out: TextSection[] = [];
  for (const html of htmls) {
    const { introHtml, sections } = splitSections(html);
    const last = out[out.length - 1];
    if (introHtml && last) last.html += introHtml;
    else if (introHtml) out.push({ id: `part-${out.length + 1}`, title: "", html: introHtml });
    for (const sec of sections) out.push(out.some((o) => o.id === sec.id) ? { ...sec, id: `${sec.id}-${out.length + 1}` } : sec);
  }
  return out;
}

/** A view of texts that never change while the process runs: worked out on first use, then the same object. */
function once<T>(compute: () => T): () => T {
  let view: { value: T } | undefined;
  return () => (view ??= { value: compute() }).value;
}

export const content = {
  meta: (key: ContentMetaKey): PageMeta => META[key] ?? FALLBACK_META[key],
  about: (): AboutView => ABOUT,
  faqPage: (): FaqPageView => FAQ_PAGE,
  buyingGuide: once((): GuideView => ({
    introHtml: BUYING_GUIDE.introHtml,
    sections: sectionsOf([
      BUYING_GUIDE.freeholdVsLeaseholdHtml,
      BUYING_GUIDE.marketResearchHtml,
      BUYING_GUIDE.propertyServicesHtml,
      BUYING_GUIDE.investmentAdvisoryHtml,
      BUYING_GUIDE.costsTableHtml,
    ]),
    faq: BUYING_GUIDE.faq,
  })),
  rentingGuide: once((): RentingGuideView => ({
    introHtml: RENTING_GUIDE.introHtml,
    documents: RENTING_GUIDE.documentsList,
    sections: sectionsOf([RENTING_GUIDE.processHtml]),
    faq: RENTING_GUIDE.faq,
  })),
  propertyManagement: once((): GuideView => ({
    introHtml: PROPERTY_MANAGEMENT.introHtml,
    sections: sectionsOf([PROPERTY_MANAGEMENT.servicesHtml]),
    faq: PROPERTY_MANAGEMENT.faq,
  })),
  communities: (): CommunitiesView => COMMUNITIES,
  careers: (): CareersView => CAREERS,
  privacy: once((): LegalView => splitSections(PRIVACY.html)),
  terms: once((): LegalView => splitSections(TERMS.html)),
};
