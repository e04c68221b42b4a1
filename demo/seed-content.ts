/**
 * Seeds the site's texts and the brokerage's identity from the demo content (demo/content/pages*.ts,
 * demo/content/brokerage.ts) through the content service, the same path an editor's change takes.
 * Arabic is left empty: the pages read the English text until an editor adds a translation.
 */
import type { Db } from "../app/db/client.server.ts";
import type { ContentItemInput, ContentPageInput, LocalTextInput } from "../app/content/schema.ts";
import type { Office } from "../app/content/types.ts";
import { writeBrokerage, writePages } from "../app/services/content.server.ts";
import { brokerage } from "./content/brokerage.ts";
import { ABOUT, BUYING_GUIDE, CAREERS, CATEGORY_PAGES, COMMUNITIES, DEVELOPERS_PAGE, FAQ_PAGE, HOME, META, PRIVACY, PROPERTY_MANAGEMENT, RENTING_GUIDE, TERMS, TESTIMONIALS } from "./content/pages.ts";
import { CONTACT_HOURS, HOME_TEXTS, PAGE_HEADINGS } from "./content/pages-headings.ts";
import type { FaqItem } from "./content/types.ts";

const en = (text: string): LocalTextInput => ({ en: text });
const faq = (items: FaqItem[]): ContentItemInput[] => items.map((f) => ({ title: en(f.question), body: en(f.answerHtml) }));

/** Texts by field; empty ones are left out (a page reads a missing text as empty). */
function texts(fields: Record<string, string>): Record<string, LocalTextInput> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== "").map(([k, v]) => [k, en(v)]));
}

/** Every content page of the demo, keyed as app/content/pages.server.ts reads them. */
export function demoContentPages(): ContentPageInput[] {
  const pageTexts: Record<string, Record<string, string>> = {};
  const lists: Record<string, Record<string, ContentItemInput[]>> = {};
  const add = (page: string, fields: Record<string, string>, pageLists: Record<string, ContentItemInput[]> = {}) => {
    pageTexts[page] = { ...pageTexts[page], ...fields };
    lists[page] = { ...lists[page], ...pageLists };
  };
  for (const [page, m] of Object.entries(META)) add(page, { "seo-title": m.title, "seo-description": m.description });
  for (const [page, h] of Object.entries(PAGE_HEADINGS)) add(page, { heading: h.heading, eyebrow: h.eyebrow, lead: h.lead });
  add("home", { ...HOME_TEXTS, "about-html": HOME.aboutHtml }, {
    faq: faq(HOME.faq),
    testimonials: TESTIMONIALS.map((t) => ({ title: en(t.name), subtitle: en(t.designation), body: en(t.quote) })),
  });
  add("about-us", { "intro-html": ABOUT.introHtml, "vision-html": ABOUT.visionHtml, "mission-html": ABOUT.missionHtml }, { faq: faq(ABOUT.faq) });
  add("contact-us", { hours: CONTACT_HOURS });
  add("faq", {}, { faq: faq(FAQ_PAGE.faq) });
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
  add("terms-condition", { html: TERMS.html });
  for (const [path, c] of Object.entries(CATEGORY_PAGES)) {
    add(path, { heading: c.heading, "seo-title": c.metaTitle, "seo-description": c.metaDescription, "seo-html": c.seoHtml }, { faq: faq(c.faq) });
  }
  return Object.keys(pageTexts).map((page) => ({ page, texts: texts(pageTexts[page] ?? {}), lists: lists[page] ?? {} }));
}

const office = (o: Office) => ({
  name: en(o.name),
  building: en(o.building),
  street: en(o.street),
  area: en(o.area),
  city: en(o.city),
  country: en(o.country),
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
      name: en(brokerage.name),
      shortName: en(brokerage.shortName),
      legalName: en(brokerage.legalName),
      offices: brokerage.offices.map(office),
    });
  });
}

/** True when the content tables were never written (a database seeded before they existed). */
export async function isContentEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom("brokerage").select("id").limit(1).executeTakeFirst();
  return !row;
}
