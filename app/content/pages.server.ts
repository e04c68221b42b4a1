/**
 * The views the pages render, built from the content module (app/content/content.server.ts):
 * each route's loader awaits one of these and hands the result to its component as loader data,
 * so the texts stay out of the browser's JavaScript. Page keys and field names are the ones the
 * seed writes (demo/seed-content.ts).
 */
import type { Db } from "../db/client.server.ts";
import { readPage, type Item, type PageContent } from "./content.server.ts";
import { sectionsOf, splitSections, type TextSection } from "./sections.ts";
import type { FaqItem, Lang, PageHeading, PageMeta, SeoPage } from "./types.ts";

export type { SeoPage, TextSection };

/** Pages whose header (heading, eyebrow, lead) is content. */
export type HeadedPage = Exclude<SeoPage, "home" | "property-list" | "project-list" | "areas">;

export type AboutView = { introHtml: string; visionHtml: string; missionHtml: string; faq: FaqItem[] };
export type FaqPageView = { faq: FaqItem[] };
/** Guides: the intro, then the texts as titled sections (each text carries its own <h2>). */
export type GuideView = { introHtml: string; sections: TextSection[]; faq: FaqItem[] };
export type RentingGuideView = GuideView & { documents: string[] };
export type CommunityBlurb = { name: string; slug: string; blurbHtml: string };
export type CommunitiesView = { introHtml: string; blurbs: CommunityBlurb[] };
export type CareerRole = { title: string; summaryHtml: string };
export type CareersView = { introHtml: string; roles: CareerRole[]; howToApplyHtml: string };
export type LegalView = { introHtml: string; sections: TextSection[] };
export type Testimonial = { name: string; designation: string; quote: string };
/** The home page's own texts: hero, the sections' titles and intros, the about text, FAQ and testimonials. */
export type HomeView = { text: Record<HomeTextField, string>; aboutHtml: string; faq: FaqItem[]; testimonials: Testimonial[] };
export type CategoryView = { heading: string; metaTitle: string; metaDescription: string; seoHtml: string; faq: FaqItem[] };
export type DevelopersView = { html: string; faq: FaqItem[] };

/** The home page's single texts, by field (seeded from demo/content/pages-headings.ts). */
export const HOME_TEXT_FIELDS = [
  "hero.eyebrow",
  "hero.heading",
  "hero.lead",
  "new-projects.title",
  "new-projects.intro",
  "developers.title",
  "developers.intro",
  "community-insights.title",
  "community-insights.intro",
  "success-stories.title",
  "success-stories.intro",
  "blogs.title",
  "blogs.intro",
  "shorts.title",
  "shorts.intro",
  "about.title",
  "faq.title",
] as const;
export type HomeTextField = (typeof HOME_TEXT_FIELDS)[number];

/**
 * A content page's loader data: its SEO title and description (`meta`), its header (`heading`)
 * and its own texts (`page`, read by `view`). The texts stay on the server: the page gets them as
 * loader data, not in its JavaScript.
 */
export async function loadContentPage<V>(db: Db, key: HeadedPage, view: (db: Db) => Promise<V>): Promise<{ meta: PageMeta; heading: PageHeading; page: V }> {
  const [meta, heading, page] = await Promise.all([pageContent.meta(db, key), pageContent.heading(db, key), view(db)]);
  return { meta, heading, page };
}

const faqOf = (p: PageContent): FaqItem[] => p.list("faq").map((i: Item) => ({ question: i.title, answerHtml: i.body }));

export const pageContent = {
  meta: async (db: Db, page: SeoPage, lang?: Lang): Promise<PageMeta> => {
    const p = await readPage(db, page, lang);
    return { title: p.text("seo-title"), description: p.text("seo-description") };
  },
  heading: async (db: Db, page: HeadedPage, lang?: Lang): Promise<PageHeading> => {
    const p = await readPage(db, page, lang);
    return { heading: p.text("heading"), eyebrow: p.text("eyebrow"), lead: p.text("lead") };
  },
  home: async (db: Db, lang?: Lang): Promise<HomeView> => {
    const p = await readPage(db, "home", lang);
    return {
      text: Object.fromEntries(HOME_TEXT_FIELDS.map((f) => [f, p.text(f)])) as Record<HomeTextField, string>,
      aboutHtml: p.text("about-html"),
      faq: faqOf(p),
      testimonials: p.list("testimonials").map((i) => ({ name: i.title, designation: i.subtitle, quote: i.body })),
    };
  },
  about: async (db: Db, lang?: Lang): Promise<AboutView> => {
    const p = await readPage(db, "about-us", lang);
    return { introHtml: p.text("intro-html"), visionHtml: p.text("vision-html"), missionHtml: p.text("mission-html"), faq: faqOf(p) };
  },
  contact: async (db: Db, lang?: Lang): Promise<{ hours: string }> => ({ hours: (await readPage(db, "contact-us", lang)).text("hours") }),
  faqPage: async (db: Db, lang?: Lang): Promise<FaqPageView> => ({ faq: faqOf(await readPage(db, "faq", lang)) }),
  developers: async (db: Db, lang?: Lang): Promise<DevelopersView> => {
    const p = await readPage(db, "developers", lang);
    return { html: p.text("intro-html"), faq: faqOf(p) };
  },
  buyingGuide: async (db: Db, lang?: Lang): Promise<GuideView> => {
    const p = await readPage(db, "buying-a-property-in-dubai", lang);
    return {
      introHtml: p.text("intro-html"),
      sections: sectionsOf(["freehold-html", "research-html", "services-html", "advisory-html", "costs-html"].map((f) => p.text(f))),
      faq: faqOf(p),
    };
  },
  rentingGuide: async (db: Db, lang?: Lang): Promise<RentingGuideView> => {
    const p = await readPage(db, "renting-a-property-in-dubai", lang);
    return {
      introHtml: p.text("intro-html"),
      documents: p.list("documents").map((i) => i.title),
      sections: sectionsOf([p.text("process-html")]),
      faq: faqOf(p),
    };
  },
  propertyManagement: async (db: Db, lang?: Lang): Promise<GuideView> => {
    const p = await readPage(db, "property-management", lang);
    return { introHtml: p.text("intro-html"), sections: sectionsOf([p.text("services-html")]), faq: faqOf(p) };
  },
  communities: async (db: Db, lang?: Lang): Promise<CommunitiesView> => {
    const p = await readPage(db, "communities", lang);
    return { introHtml: p.text("intro-html"), blurbs: p.list("blurbs").map((i) => ({ name: i.title, slug: i.ref ?? "", blurbHtml: i.body })) };
  },
  careers: async (db: Db, lang?: Lang): Promise<CareersView> => {
    const p = await readPage(db, "careers", lang);
    return { introHtml: p.text("intro-html"), roles: p.list("roles").map((i) => ({ title: i.title, summaryHtml: i.body })), howToApplyHtml: p.text("how-to-apply-html") };
  },
  privacy: async (db: Db, lang?: Lang): Promise<LegalView> => splitSections((await readPage(db, "privacy-policy", lang)).text("html")),
  terms: async (db: Db, lang?: Lang): Promise<LegalView> => splitSections((await readPage(db, "terms-condition", lang)).text("html")),
  /** A category page's texts (page key: the category's path, e.g. villas-for-sale-in-dubai). */
  category: async (db: Db, path: string, lang?: Lang): Promise<CategoryView> => {
    const p = await readPage(db, path, lang);
    return { heading: p.text("heading"), metaTitle: p.text("seo-title"), metaDescription: p.text("seo-description"), seoHtml: p.text("seo-html"), faq: faqOf(p) };
  },
};
