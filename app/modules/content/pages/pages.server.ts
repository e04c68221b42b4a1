/**
 * The views the pages render, built from the content module (app/modules/content/pages/read-content.server.ts):
 * each route's loader awaits one of these and hands the result to its component as loader data,
 * so the texts stay out of the browser's JavaScript. Page keys and field names are the ones the
 * seed writes (demo/seed-content.ts).
 */
import type { Db } from "../../../platform/db/client.server.ts";
import { readPage, type Item, type PageContent } from "./read-content.server.ts";
import { sectionsOf, splitSections, type TextSection } from "./sections.ts";
import type { FaqItem, Lang, LocalHeading, PageMeta, SeoPage } from "../types.ts";
import type { LocalText } from "../../../platform/i18n/local-text.ts";


/** Pages whose header (heading, eyebrow, lead) is content. */
export type HeadedPage = Exclude<SeoPage, "home" | "property-list" | "project-list" | "areas">;

/* Texts are LocalText: the page's language, or English marked lang="en" where there is no translation. */
type AboutView = { introHtml: LocalText; visionHtml: LocalText; missionHtml: LocalText; faq: FaqItem[] };
type FaqPageView = { faq: FaqItem[] };
/** A titled section of a long text, with the language its text is in. */
export type LocalSection = TextSection & { lang?: "en" };
/** Guides: the intro, then the texts as titled sections (each text carries its own <h2>). */
type GuideView = { introHtml: LocalText; sections: LocalSection[]; faq: FaqItem[] };
type RentingGuideView = GuideView & { documents: LocalText[] };
type CommunityBlurb = { name: LocalText; slug: string; blurbHtml: LocalText };
type CommunitiesView = { introHtml: LocalText; blurbs: CommunityBlurb[] };
type CareerRole = { title: LocalText; summaryHtml: LocalText };
type CareersView = { introHtml: LocalText; roles: CareerRole[]; howToApplyHtml: LocalText };
type LegalView = { introHtml: LocalText; sections: LocalSection[] };
type Testimonial = { name: LocalText; designation: LocalText; quote: LocalText };
/** The home page's own texts: hero, the sections' titles and intros, the about text, FAQ and testimonials. */
type HomeView = { text: Record<HomeTextField, LocalText>; aboutHtml: LocalText; faq: FaqItem[]; testimonials: Testimonial[] };
type CategoryView = { heading: string; metaTitle: string; metaDescription: string; seoHtml: string; seoLang?: "en"; faq: FaqItem[] };
type DevelopersView = { html: string; lang?: "en"; faq: FaqItem[] };

/** The home page's single texts, by field (seeded from demo/content/pages-headings.ts). */
const HOME_TEXT_FIELDS = [
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
export async function loadContentPage<V>(
  db: Db,
  key: HeadedPage,
  view: (db: Db, lang: Lang) => Promise<V>,
  lang: Lang = "en",
): Promise<{ meta: PageMeta; heading: LocalHeading; page: V }> {
  const [meta, heading, page] = await Promise.all([pageContent.meta(db, key, lang), pageContent.heading(db, key, lang), view(db, lang)]);
  return { meta, heading, page };
}

/** An FAQ item; the language of a question or answer shown in English on an Arabic page is marked. */
const faqOf = (p: PageContent): FaqItem[] =>
  p.list("faq").map((i: Item) => ({ question: i.title.text, answerHtml: i.body.text, questionLang: i.title.lang, answerLang: i.body.lang }));

/** Sections of several texts, each section marked with the language of the text it came from. */
const localSections = (texts: LocalText[]): LocalSection[] => texts.flatMap((t) => sectionsOf([t.text]).map((s) => ({ ...s, lang: t.lang })));

function localSplit(t: LocalText): LegalView {
  const { introHtml, sections } = splitSections(t.text);
  return { introHtml: { text: introHtml, lang: t.lang }, sections: sections.map((s) => ({ ...s, lang: t.lang })) };
}

export const pageContent = {
  /** SEO texts as plain strings (meta tags carry no language of their own): Arabic where written. */
  meta: async (db: Db, page: SeoPage, lang?: Lang): Promise<PageMeta> => {
    const p = await readPage(db, page, lang);
    return { title: p.text("seo-title").text, description: p.text("seo-description").text };
  },
  heading: async (db: Db, page: HeadedPage, lang?: Lang): Promise<LocalHeading> => {
    const p = await readPage(db, page, lang);
    return { heading: p.text("heading"), eyebrow: p.text("eyebrow"), lead: p.text("lead") };
  },
  home: async (db: Db, lang?: Lang): Promise<HomeView> => {
    const p = await readPage(db, "home", lang);
    return {
      text: Object.fromEntries(HOME_TEXT_FIELDS.map((f) => [f, p.text(f)])) as Record<HomeTextField, LocalText>,
      aboutHtml: p.text("about-html"),
      faq: faqOf(p),
      testimonials: p.list("testimonials").map((i) => ({ name: i.title, designation: i.subtitle, quote: i.body })),
    };
  },
  about: async (db: Db, lang?: Lang): Promise<AboutView> => {
    const p = await readPage(db, "about-us", lang);
    return { introHtml: p.text("intro-html"), visionHtml: p.text("vision-html"), missionHtml: p.text("mission-html"), faq: faqOf(p) };
  },
  contact: async (db: Db, lang?: Lang): Promise<{ hours: LocalText }> => ({ hours: (await readPage(db, "contact-us", lang)).text("hours") }),
  faqPage: async (db: Db, lang?: Lang): Promise<FaqPageView> => ({ faq: faqOf(await readPage(db, "faq", lang)) }),
  developers: async (db: Db, lang?: Lang): Promise<DevelopersView> => {
    const p = await readPage(db, "developers", lang);
    const html = p.text("intro-html");
    return { html: html.text, lang: html.lang, faq: faqOf(p) };
  },
  buyingGuide: async (db: Db, lang?: Lang): Promise<GuideView> => {
    const p = await readPage(db, "buying-a-property-in-dubai", lang);
    return {
      introHtml: p.text("intro-html"),
      sections: localSections(["freehold-html", "research-html", "services-html", "advisory-html", "costs-html"].map((f) => p.text(f))),
      faq: faqOf(p),
    };
  },
  rentingGuide: async (db: Db, lang?: Lang): Promise<RentingGuideView> => {
    const p = await readPage(db, "renting-a-property-in-dubai", lang);
    return {
      introHtml: p.text("intro-html"),
      documents: p.list("documents").map((i) => i.title),
      sections: localSections([p.text("process-html")]),
      faq: faqOf(p),
    };
  },
  propertyManagement: async (db: Db, lang?: Lang): Promise<GuideView> => {
    const p = await readPage(db, "property-management", lang);
    return { introHtml: p.text("intro-html"), sections: localSections([p.text("services-html")]), faq: faqOf(p) };
  },
  communities: async (db: Db, lang?: Lang): Promise<CommunitiesView> => {
    const p = await readPage(db, "communities", lang);
    return { introHtml: p.text("intro-html"), blurbs: p.list("blurbs").map((i) => ({ name: i.title, slug: i.ref ?? "", blurbHtml: i.body })) };
  },
  careers: async (db: Db, lang?: Lang): Promise<CareersView> => {
    const p = await readPage(db, "careers", lang);
    return { introHtml: p.text("intro-html"), roles: p.list("roles").map((i) => ({ title: i.title, summaryHtml: i.body })), howToApplyHtml: p.text("how-to-apply-html") };
  },
  privacy: async (db: Db, lang?: Lang): Promise<LegalView> => localSplit((await readPage(db, "privacy-policy", lang)).text("html")),
  terms: async (db: Db, lang?: Lang): Promise<LegalView> => localSplit((await readPage(db, "terms-condition", lang)).text("html")),
  /**
   * A category page's texts (page key: the category's path, e.g. villas-for-sale-in-dubai), Arabic where written.
   * Its heading and SEO texts are empty where they have no translation: the page then uses the catalogue's
   * words for its heading (every category page has them in both languages) rather than English.
   */
  category: async (db: Db, path: string, lang?: Lang): Promise<CategoryView> => {
    const p = await readPage(db, path, lang);
    const own = (field: string) => {
      const t = p.text(field);
      return t.lang ? "" : t.text;
    };
    const seo = p.text("seo-html");
    return { heading: own("heading"), metaTitle: own("seo-title"), metaDescription: own("seo-description"), seoHtml: seo.text, seoLang: seo.lang, faq: faqOf(p) };
  },
};
