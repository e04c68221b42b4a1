/**
 * The one model of a listing the site reads: a unit or a project under our own names, what both
 * have in fields of the same name, and each kind's own beside its `kind`. The listings queries
 * (queries/units.server.ts, queries/projects.server.ts) produce it; the pages, the cards, the
 * visitor's favourites and compare, the alert mails read it. The spec's field names (`autoId`,
 * `unitTitle`, `projectId`, …) are written only where the JSON API answers
 * (server/api/listing-answers.ts), so the pages can change without the API moving a byte.
 */
import type { PricePeriod } from "../../platform/i18n/format.ts";
import type { ListingKind } from "./listing-constants.ts";

export type { ListingKind };

/**
 * Where a listing is: its area (community) and the area's emirate. `nameAr`: the area's Arabic name as stored; a card
 * carries the name in the page's language instead, with `nameLang: "en"` where an Arabic page shows the English one.
 */
export type Place = { id: number; name: string; slug: string; emirate: string; nameAr?: string | null; nameLang?: "en" };

/** `nameAr`: read with the listing, dropped by the card (listing-locale.ts), which names it in the page's language (`nameLang: "en"` when English on an Arabic page). */
type Developer = { id: number; name: string; slug: string; logo: string | null; nameAr?: string | null; nameLang?: "en" };

/** The agent who sells a listing: a card calls and writes (the first three), a detail page shows them all. */
export type Agent = {
  phone: string;
  email: string;
  /** The calling code, as stored ("971"). */
  countryCode: string;
  name: string;
  designation: string;
  /** "en": the name or designation is the English one on an Arabic page (no Arabic written yet). */
  nameLang?: "en";
  designationLang?: "en";
  avatar: string | null;
  brn: string;
  /** "Arabic, English": the languages the agent speaks. */
  languages: string;
  /** The agent's public page (/agents/{slug}); null when the agent has none. */
  page: string | null;
};

/** The buttons of a card: what they need of the agent. */
export type Contact = Pick<Agent, "phone" | "email" | "countryCode">;

type Common = {
  id: number;
  /** The page's slug: /property/{slug}/{id}, /project/{slug}/{id}. */
  slug: string;
  /** A unit's title, a project's name, as written in English. */
  title: string;
  /** The Arabic one, when written. */
  titleAr: string | null;
  /** "en" when an Arabic page shows the English title (set with titleIn, listing-locale.ts). */
  titleLang?: "en";
  typeId: number;
  /** The property type's name (the option lists' English name). */
  type: string;
  statusId: number;
  status: string;
  /** In AED: a unit's price (a rent's is per year), a project's starting price. */
  price: number;
  /** "year" for a rent (quoted per year in the UAE), null for a sale price (every project's). */
  pricePeriod: PricePeriod;
  /** In sqft: a unit's size, a project's smallest. */
  size: number;
  /** A unit's bedrooms ("Studio", "3", empty for an office or a shop), a project's options ("Studio, 1, 2"). */
  beds: string;
  area: Place;
  developer: Developer | null;
  /** When it was posted (a unit) or created (a project). */
  postedOn: string;
  /** The photos, in display order. */
  images: string[];
  mapUrl: string | null;
  agent: Agent;
};

/** What a detail page reads besides: the description and the files, the advertising permit's number. */
type ListingText = { descriptionHtml: string; brochure: string | null; video: string | null; permit: string };

export type UnitListing = Common & {
  kind: "unit";
  purposeId: number;
  purpose: string;
  /** "Residential" or "Commercial". */
  classification: string;
  baths: string;
};

/** A unit as its page shows it: with its texts and the project it belongs to, if any. */
export type UnitDetails = UnitListing & ListingText & { projectId: number | null; building: { name: string; nameAr: string | null; slug: string } | null };

/** A project is always read whole: the API's project lists carry its texts too. */
export type ProjectListing = Common &
  ListingText & {
    kind: "project";
    developer: Developer;
    /** The marketing line under the name (the spec's `projectTitle`). */
    subtitle: string;
    /** In sqft: the largest size (`size` is the smallest). */
    sizeTo: number;
    completionYear: number;
    /** 1-4, or 0 when unknown. */
    completionQuarter: number;
  };

export type Listing = UnitListing | ProjectListing;

/** What every card carries: the listing less its Arabic title (the card's title is in the page's language), its map and its agent's details. */
type CardOf<L extends Listing> = Omit<L, "titleAr" | "mapUrl" | "agent" | keyof ListingText> & { agent: Contact };

/** A listing as a card shows it (the lists, the favourites, the map's card), made by toCard (listing-locale.ts). */
export type UnitCard = CardOf<UnitListing>;
export type ProjectCard = Omit<CardOf<ProjectListing>, "subtitle" | "sizeTo" | "completionQuarter" | "typeId" | "statusId">;
export type ListingCard = UnitCard | ProjectCard;

type WithoutPageParts<L> = L extends unknown ? Omit<L, "descriptionHtml" | "images" | "video" | "permit" | "titleAr" | "building"> : never;

/**
 * A listing as its detail page gets it (listingPageData, listing-detail.server.ts): its texts come
 * in the page's language (ListingTexts), its photos, video, permit and building with the extras.
 */
export type DetailListing = WithoutPageParts<UnitDetails | ProjectListing>;
