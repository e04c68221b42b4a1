/**
 * Seeds the site's texts and the brokerage's identity from the demo content (demo/content/pages*.ts,
 * demo/content/brokerage.ts) through the content service, the same path an editor's change takes.
 * The Arabic (demo/content/arabic.ts) covers the main texts; where it has none, the pages read the
 * English text, marked as English, until an editor adds a translation.
 */
import type { Db } from "../app/platform/db/client.server.ts";
import type { ContentItemInput, ContentPageInput, LocalTextInput } from "../app/modules/content/pages/page-schema.ts";
import type { Office } from "../app/ui/brokerage.ts";
import { writeBrokerage, writePages } from "../app/modules/content/pages/write-content.server.ts";
import { brokerage } from "./content/brokerage.ts";
import { PRIVACY_AR } from "./content/pages-legal-ar.ts";
import { ABOUT, BUYING_GUIDE, CAREERS, CATEGORY_PAGES, COMMUNITIES, DEVELOPERS_PAGE, FAQ_PAGE, HOME, META, PRIVACY, PROPERTY_MANAGEMENT, RENTING_GUIDE, TERMS, TESTIMONIALS } from "./content/pages.ts";
import { CONTACT_HOURS, HOME_TEXTS, PAGE_HEADINGS } from "./content/pages-headings.ts";
import type { FaqItem } from "./content/types.ts";
import { ABOUT_AR, BROKERAGE_AR, FAQ_PAGE_AR, HEADINGS_AR, HOME_ABOUT_HTML_AR, HOME_FAQ_AR, HOME_TEXTS_AR, META_AR } from "./content/arabic.ts";

const en = (text: string, ar?: string): LocalTextInput => (ar ? { en: text, ar } : { en: text });
/** An FAQ list, with the Arabic of the same position where there is one. */
const faq = (items: FaqItem[], arabic: FaqItem[] = []): ContentItemInput[] =>
  items.map((f, i) => ({ title: en(f.question, arabic[i]?.question), body: en(f.answerHtml, arabic[i]?.answerHtml) }));

/** Texts by field, with their Arabic by the same field; empty ones are left out (a page reads a missing text as empty). */
function texts(fields: Record<string, string>, arabic: Record<string, string> = {}): Record<string, LocalTextInput> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== "").map(([k, v]) => [k, en(v, arabic[k])]));
}

/** Every content page of the demo, keyed as app/modules/content/pages/pages.server.ts reads them. */
export function demoContentPages(): ContentPageInput[] {
  const pageTexts: Record<string, Record<string, string>> = {};
  const arabicTexts: Record<string, Record<string, string>> = {};
  const addArabic = (page: string, fields: Record<string, string> | undefined) => {
    if (fields) arabicTexts[page] = { ...arabicTexts[page], ...fields };
  };
  for (const [page, m] of Object.entries(META_AR)) addArabic(page, { "seo-title": m.title, "seo-description": m.description });
  for (const [page, h] of Object.entries(HEADINGS_AR)) addArabic(page, { heading: h.heading, eyebrow: h.eyebrow, lead: h.lead });
  addArabic("home", { ...HOME_TEXTS_AR, "about-html": HOME_ABOUT_HTML_AR });
  addArabic("about-us", { "intro-html": ABOUT_AR.introHtml, "vision-html": ABOUT_AR.visionHtml, "mission-html": ABOUT_AR.missionHtml });
  const lists: Record<string, Record<string, ContentItemInput[]>> = {};
  const add = (page: string, fields: Record<string, string>, pageLists: Record<string, ContentItemInput[]> = {}) => {
    pageTexts[page] = { ...pageTexts[page], ...fields };
    lists[page] = { ...lists[page], ...pageLists };
  };
  for (const [page, m] of Object.entries(META)) add(page, { "seo-title": m.title, "seo-description": m.description });
  for (const [page, h] of Object.entries(PAGE_HEADINGS)) add(page, { heading: h.heading, eyebrow: h.eyebrow, lead: h.lead });
  add("home", { ...HOME_TEXTS, "about-html": HOME.aboutHtml }, {
    faq: faq(HOME.faq, HOME_FAQ_AR),
    testimonials: TESTIMONIALS.map((t) => ({ title: en(t.name), subtitle: en(t.designation), body: en(t.quote) })),
  });
  add("about-us", { "intro-html": ABOUT.introHtml, "vision-html": ABOUT.visionHtml, "mission-html": ABOUT.missionHtml }, { faq: faq(ABOUT.faq, ABOUT_AR.faq) });
  add("contact-us", { hours: CONTACT_HOURS });
  add("faq", {}, { faq: faq(FAQ_PAGE.faq, FAQ_PAGE_AR) });
  add("developers", { "intro-html": DEVELOPERS_PAGE.introHtml }, { faq: faq(DEVELOPERS_PAGE.faq) });
  add(
    "buying-a-property-in-dubai",
    {
      "intro-html": BUYING_GUIDE.introHtml,
      "freehold-html": BUYING_GUIDE.freeholdVsLeaseholdHtml,
      "research-html": BUYING_GUIDE.marketResearchHtml,
      "services-html": BUYING_GUIDE.propertyServicesHtml,
      "advisory-html": BUYING_GUIDE.investmentAdvisoryHtml,
      "costs-html": BUYING_GUIDE.costsTableHtml,
    },
    { faq: faq(BUYING_GUIDE.faq) },
  );
  add(
    "renting-a-property-in-dubai",
    { "intro-html": RENTING_GUIDE.introHtml, "process-html": RENTING_GUIDE.processHtml },
    { documents: RENTING_GUIDE.documentsList.map((d) => ({ title: en(d) })), faq: faq(RENTING_GUIDE.faq) },
  );
  add("property-management", { "intro-html": PROPERTY_MANAGEMENT.introHtml, "services-html": PROPERTY_MANAGEMENT.servicesHtml }, { faq: faq(PROPERTY_MANAGEMENT.faq) });
  add("communities", { "intro-html": COMMUNITIES.introHtml }, { blurbs: COMMUNITIES.blurbs.map((b) => ({ ref: b.slug, title: en(b.name), body: en(b.blurbHtml) })) });
  add("careers", { "intro-html": CAREERS.introHtml, "how-to-apply-html": CAREERS.howToApplyHtml }, { roles: CAREERS.roles.map((r) => ({ title: en(r.title), body: en(r.summaryHtml) })) });
  add("privacy-policy", { html: PRIVACY.html });
  addArabic("privacy-policy", { html: PRIVACY_AR.html });
  add("terms-condition", { html: TERMS.html });
  for (const [path, c] of Object.entries(CATEGORY_PAGES)) {
    add(path, { heading: c.heading, "seo-title": c.metaTitle, "seo-description": c.metaDescription, "seo-html": c.seoHtml }, { faq: faq(c.faq) });
  }
  return Object.keys(pageTexts).map((page) => ({ page, texts: texts(pageTexts[page] ?? {}, arabicTexts[page]), lists: lists[page] ?? {} }));
}

const office = (o: Office, i: number) => ({
  name: en(o.name, BROKERAGE_AR.offices[i]?.name),
  building: en(o.building, BROKERAGE_AR.offices[i]?.building),
  street: en(o.street, BROKERAGE_AR.offices[i]?.street),
  area: en(o.area, BROKERAGE_AR.offices[i]?.area),
  city: en(o.city, BROKERAGE_AR.offices[i]?.city),
  country: en(o.country, BROKERAGE_AR.offices[i]?.country),
  mapEmbedUrl: o.mapEmbedUrl,
  lat: o.lat,
  lng: o.lng,
});

/**
 * Writes the demo texts and identity in one transaction, validated by the content service. The
 * data version is not moved here: the seed moves it once when everything is written (and
 * `seedDemo` after this alone).
 */
export async function seedContent(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await writePages(trx, demoContentPages());
    await writeBrokerage(trx, {
      ...brokerage,
      name: en(brokerage.name, BROKERAGE_AR.name),
      shortName: en(brokerage.shortName, BROKERAGE_AR.shortName),
      legalName: en(brokerage.legalName, BROKERAGE_AR.legalName),
      offices: brokerage.offices.map(office),
    });
  });
}

/** True when the content tables were never written (a database seeded before they existed). */
export async function isContentEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom("brokerage").select("id").limit(1).executeTakeFirst();
  return !row;
}
