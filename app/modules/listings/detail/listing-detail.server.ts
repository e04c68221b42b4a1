/**
 * The loader of a unit's and a project's detail page, one function for both kinds: the id read
 * from the URL (an unknown or non-numeric id is a real 404), the canonical URL (another pageURL
 * redirects with a 301), what hangs off the listing (photos, video, details, amenities, places)
 * with its advertising permit, and the page's meta texts.
 */
import { data, redirect } from "react-router";
import type { Db } from "../../../platform/db/client.server.ts";
import { listAmenities, listDetails, listMedia, listPlaces, type Owner } from "../queries/listing-children.server.ts";
import { permitInfo } from "../permit.server.ts";
import { readBrokerage } from "../../content/index.server.ts";
import type { ListingExtras } from "../ui/detail-page.tsx";
import type { Agent, DetailListing, ProjectListing, UnitDetails } from "../listing.ts";
import { getPaymentPlan, getProject } from "../queries/projects.server.ts";
import { sanitizeDescription } from "../../../platform/sanitize.server.ts";
import { localizePath, type Locale } from "../../../platform/i18n/locale.ts";
import { localText, type LocalText } from "../../../platform/i18n/local-text.ts";
import { messagesFor } from "../../../platform/i18n/catalog.server.ts";
import { translator } from "../../../platform/i18n/translate.ts";
import { aedText, roomsText, termText, type TermGroup } from "./detail-terms.ts";
import { optionText, type OptionNames } from "../../../platform/i18n/option-names.ts";
import { cutText, formatNumber, htmlToText } from "../../../platform/i18n/format.ts";
import { completionText, projectBedsText } from "../ui/project-text.ts";
import { bathroomsText, bedroomsText, sizeText } from "../ui/card-parts.tsx";
import { listingHref } from "../ui/listing-href.ts";
import { getUnitDetails } from "../queries/units.server.ts";
import { localeOf } from "../../../platform/i18n/locale.server.ts";
import { optionNames } from "../lookups.server.ts";
import { formatAed } from "../../../platform/i18n/format.ts";
import { amenitiesIn, detailsIn, paymentPlanIn, placesIn } from "./standard-terms.server.ts";
import { languageNamesIn } from "../../../platform/i18n/language-names.ts";

const MAX_ID = 2_147_483_647;

/** A listing's id as a URL writes it: 0 when the text cannot be one (not digits, or past the column's range). */
export function listingIdOf(raw: string | undefined): number {
  return raw !== undefined && /^\d{1,10}$/.test(raw) && Number(raw) <= MAX_ID ? Number(raw) : 0;
}

/**
 * The listing the URL names: `find` by the id (an id that cannot be one is not looked up),
 * a 404 when there is none, a 301 when the URL is not the listing's canonical one (in the
 * page's language: an Arabic address redirects to the Arabic canonical one).
 */
async function findListingOr404<T>(
  params: { pageURL: string; rawId: string; locale?: Locale },
  find: (id: number) => Promise<T | undefined>,
  own: (listing: T) => { pageURL: string; canonical: string },
): Promise<{ id: number; listing: T; canonical: string }> {
  const id = listingIdOf(params.rawId);
  const listing = id ? await find(id) : undefined;
  if (!listing) throw data(null, { status: 404 });
  const { pageURL, canonical } = own(listing);
  if (params.pageURL !== pageURL || params.rawId !== String(id)) throw redirect(localizePath(canonical, params.locale ?? "en"), 301);
  return { id, listing, canonical };
}

async function loadListingExtras(
  db: Db,
  kind: Owner,
  id: number,
  listing: { video: string | null; permit: string; agent: { brn: string }; building?: UnitDetails["building"] },
  locale: Locale = "en",
): Promise<ListingExtras> {
  const t = translator(locale, messagesFor(locale), "detail");
  const [media, details, amenities, places, permit] = await Promise.all([
    listMedia(db, kind, id),
    listDetails(db, kind, id),
    listAmenities(db, kind, id),
    listPlaces(db, kind, id),
    readBrokerage(db).then((b) => permitInfo(listing.permit, listing.agent.brn, b.orn, (number) => t("permitQr", { number }))),
  ]);
  return {
    images: media.filter((m) => m.kind === "photo").map((m) => m.path),
    video: listing.video ?? media.find((m) => m.kind === "video")?.path ?? null,
    details: detailsIn(details, locale),
    amenities: amenitiesIn(amenities, locale),
    places: placesIn(places, locale),
    permit,
    building: listing.building ? { ...localText(listing.building.name, listing.building.nameAr, locale), href: `/building/${listing.building.slug}` } : null,
  };
}

/**
 * A listing's texts in the page's language: its name, title, description, area and
 * developer in Arabic where the listing has them, else English marked `lang="en"` (local-text.ts).
 */
export type ListingTexts = {
  name: LocalText;
  /** A project's marketing line; empty for a unit. */
  title: LocalText;
  /** Sanitised HTML. */
  description: LocalText;
  area: LocalText;
  developer: LocalText | null;
};

/** The texts and, for the contact card, the agent's name and designation (they go into the listing's agent, not the page's texts). */
type TextsAndAgent = ListingTexts & { agentName: LocalText; agentDesignation: LocalText };

type ArabicRow = {
  title_ar: string | null;
  name_ar?: string | null;
  description_html_ar: string | null;
  area_ar: string | null;
  developer_ar: string | null;
  agent_name_ar: string | null;
  agent_designation_ar: string | null;
};

/** The Arabic columns of a listing, its area and its developer (read only for an Arabic page). */
async function arabicColumns(db: Db, kind: Owner, id: number): Promise<ArabicRow | undefined> {
  if (kind === "unit") {
    return db
      .selectFrom("units as l")
      .innerJoin("areas as a", "a.id", "l.area_id")
      .leftJoin("developers as d", "d.id", "l.developer_id")
      .leftJoin("agents as ag", "ag.id", "l.agent_id")
      .select(["l.title_ar", "l.description_html_ar", "a.name_ar as area_ar", "d.name_ar as developer_ar", "ag.name_ar as agent_name_ar", "ag.designation_ar as agent_designation_ar"])
      .where("l.id", "=", id)
      .executeTakeFirst();
  }
  return db
    .selectFrom("projects as l")
    .innerJoin("areas as a", "a.id", "l.area_id")
    .innerJoin("developers as d", "d.id", "l.developer_id")
    .leftJoin("agents as ag", "ag.id", "l.agent_id")
    .select(["l.name_ar", "l.title_ar", "l.description_html_ar", "a.name_ar as area_ar", "d.name_ar as developer_ar", "ag.name_ar as agent_name_ar", "ag.designation_ar as agent_designation_ar"])
    .where("l.id", "=", id)
    .executeTakeFirst();
}

async function listingTexts(
  db: Db,
  kind: Owner,
  id: number,
  en: { name: string; title: string; descriptionHtml: string; area: string; developer: string | null; agentName: string; agentDesignation: string },
  locale: Locale,
): Promise<TextsAndAgent> {
  const ar = locale === "ar" ? await arabicColumns(db, kind, id) : undefined;
  // A unit's title is its name; a project has a name and a marketing title.
  const name = kind === "unit" ? ar?.title_ar : ar?.name_ar;
  const title = kind === "unit" ? null : ar?.title_ar;
  const descriptionAr = ar?.description_html_ar ? sanitizeDescription(ar.description_html_ar) : null;
  return {
    name: localText(en.name, name, locale),
    title: localText(en.title, title, locale),
    description: localText(sanitizeDescription(en.descriptionHtml), descriptionAr, locale),
    area: localText(en.area, ar?.area_ar, locale),
    developer: en.developer ? localText(en.developer, ar?.developer_ar, locale) : null,
    agentName: localText(en.agentName, ar?.agent_name_ar, locale),
    agentDesignation: localText(en.agentDesignation, ar?.agent_designation_ar, locale),
  };
}

/** What a listing's page gets from its loader, once the listing is found (the public pages and the staff preview). */
export async function listingPageData(db: Db, listing: UnitDetails | ProjectListing, canonical: string, locale: Locale = "en") {
  const { kind, id } = listing;
  const [extras, paymentPlan, { agentName, agentDesignation, ...texts }] = await Promise.all([
    loadListingExtras(db, kind, id, listing, locale),
    kind === "project" ? getPaymentPlan(db, id).then((steps) => paymentPlanIn(steps, locale)) : [],
    listingTexts(
      db,
      kind,
      id,
      {
        name: listing.title,
        title: kind === "project" ? listing.subtitle : "",
        descriptionHtml: listing.descriptionHtml,
        area: listing.area.name,
        developer: listing.developer?.name ?? null,
        agentName: listing.agent.name,
        agentDesignation: listing.agent.designation,
      },
      locale,
    ),
  ]);
  // Only what the page shows: the description travels once, in the page's language (texts.description); the
  // photos, the video and the building (named in the page's language) are the extras'; the permit number is the permit box's (extras.permit).
  const { descriptionHtml: _description, images: _images, video: _video, permit: _permit, titleAr: _titleAr, ...all } = listing;
  const { building: _building, ...rest } = all as typeof all & { building?: unknown };
  // The agent as the contact card shows them: name, designation and languages in the page's language.
  const agent: Agent = {
    ...listing.agent,
    name: agentName.text,
    designation: agentDesignation.text,
    languages: languageNamesIn(listing.agent.languages, locale),
    ...(agentName.lang && { nameLang: agentName.lang }),
    ...(agentDesignation.lang && { designationLang: agentDesignation.lang }),
  };
  const shown: DetailListing = { ...rest, agent };
  return { listing: shown, canonical, extras, paymentPlan, texts };
}

/**
 * A unit's or a project's detail page, as its route's loader answers (`kind` from the route, `rawId`
 * the URL's id): the listing, what the page shows, and its meta in the page's language, made here so
 * the page's JavaScript carries none of these texts.
 */
export async function loadListingDetail(db: Db, request: Request, kind: Owner, url: { pageURL: string; rawId: string }) {
  const locale = localeOf(request);
  const { listing, canonical } = await findListingOr404(
    { ...url, locale },
    (id): Promise<UnitDetails | ProjectListing | undefined> => (kind === "unit" ? getUnitDetails(db, id) : getProject(db, id)),
    (l) => ({ pageURL: l.slug, canonical: listingHref(l) }),
  );
  const page = await listingPageData(db, listing, canonical, locale);
  const texts = locale === "ar" ? arabicMeta(page.listing, page.texts, await optionNames(db, locale)) : englishMeta(page.listing, page.texts);
  return { ...page, seo: { ...texts, path: canonical, image: page.extras.images[0] } };
}

function englishMeta(listing: DetailListing, texts: ListingTexts): { title: string; description: string } {
  const text = htmlToText(texts.description.text);
  if (listing.kind === "unit") {
    const u = listing;
    const facts = [bedroomsText(u.beds), bathroomsText(u.baths), sizeText(u.size)].filter(Boolean).join(", ");
    const description = `${u.type} for ${u.purposeId === 2 ? "rent" : "sale"} in ${u.area.name}, ${u.area.emirate}: ${facts}, ${formatAed(u.price, u.pricePeriod)}. ${text}`;
    return { title: u.title, description: cutText(description, 155) };
  }
  const p = listing;
  const description = `${p.type} project in ${p.area.name}, ${p.area.emirate}, from ${formatAed(p.price)}. ${projectBedsText(p.beds)}, completion ${completionText(p.completionYear, p.completionQuarter)}. ${text}`;
  return { title: `${p.title} by ${p.developer.name} in ${p.area.name}`, description: cutText(description, 155) };
}

function arabicMeta(listing: DetailListing, texts: ListingTexts, names: OptionNames): { title: string; description: string } {
  return listing.kind === "unit" ? arabicUnitMeta(listing, texts, names) : arabicProjectMeta(listing, texts, names);
}

function arabicUnitMeta(unit: Extract<DetailListing, { kind: "unit" }>, texts: ListingTexts, names: OptionNames): { title: string; description: string } {
  const catalogue = messagesFor("ar");
  const t = translator("ar", catalogue, "detail");
  const terms = translator("ar", catalogue, "detailTerms");
  const term = (group: TermGroup, name: string) => termText(terms, names, "ar", group, name);
  const facts = [
    roomsText(terms, names, "ar", "beds", unit.beds, () => ""),
    roomsText(terms, names, "ar", "baths", unit.baths, () => ""),
    unit.size > 0 ? terms("sqft", { size: formatNumber(unit.size) }) : "",
  ].filter(Boolean);
  const description = t("metaUnit", {
    type: term("type", unit.type),
    purpose: term("purpose", unit.purpose),
    place: terms("place", { area: texts.area.text, emirate: term("emirate", unit.area.emirate) }),
    facts: facts.join("، "),
    price: aedText("ar", unit.price),
    description: htmlToText(texts.description.text),
  });
  return { title: texts.name.text, description: cutText(description, 155) };
}

function arabicProjectMeta(project: Extract<DetailListing, { kind: "project" }>, texts: ListingTexts, names: OptionNames): { title: string; description: string } {
  const catalogue = messagesFor("ar");
  const t = translator("ar", catalogue, "detail");
  const terms = translator("ar", catalogue, "detailTerms");
  const emirate = termText(terms, names, "ar", "emirate", project.area.emirate);
  const developer = texts.developer?.text ?? project.developer.name;
  const description = t("metaProject", {
    type: termText(terms, names, "ar", "type", project.type),
    place: terms("place", { area: texts.area.text, emirate }),
    price: aedText("ar", project.price),
    beds: project.beds.trim() ? terms("bedsList", { list: project.beds.replace(/Studio/gi, optionText(names, "ar", "beds", "Studio")) }) : "",
    completion: completionText(project.completionYear, project.completionQuarter, "ar"),
    description: htmlToText(texts.description.text),
  });
  return { title: t("metaProjectTitle", { name: texts.name.text, developer, area: texts.area.text }), description: cutText(description, 155) };
}
