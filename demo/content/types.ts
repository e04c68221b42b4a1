import type { Portrait } from "../art/avatar.ts";
import type { SeoPage } from "../../app/modules/content/types.ts";
/**
 * Shapes of the written demo content that the database seed inserts.
 * Pure types: no runtime code, so every content module can import them with `import type`.
 */

export type Emirate = "Dubai" | "Abu Dhabi" | "Sharjah";

/** Which stock illustration an area uses. */
export type AreaScene = "marina" | "downtown" | "palm" | "desert" | "creek" | "beach" | "park" | "skyline" | "villas" | "townhouses";

export type PropertyType =
  | "Apartment"
  | "Villa"
  | "Townhouse"
  | "Penthouse"
  | "Duplex"
  | "Hotel Apartment"
  | "Office"
  | "Retail"
  | "Plot";

/** Property types a unit listing can have (no plots). */
export type UnitType = "Apartment" | "Villa" | "Townhouse" | "Penthouse" | "Duplex" | "Hotel Apartment" | "Office" | "Retail";

/** Property types an off-plan or new project can have (residential only). */
export type ProjectType = "Apartment" | "Villa" | "Townhouse" | "Penthouse" | "Duplex" | "Hotel Apartment";

export type ProjectStatus = "Off-plan" | "Ready" | "Under Construction";

export type Bedroom = "Studio" | "1" | "2" | "3" | "4" | "5" | "6" | "7+";

export type AreaSeed = {
  name: string;
  /** kebab-case, unique, used in /area/{slug} */
  slug: string;
  emirate: Emirate;
  scene: AreaScene;
  /** 2-4 paragraphs of simple HTML */
  descriptionHtml: string;
  /** indicative AED per sq ft for sale (2026) */
  salePerSqft: number;
  /** indicative AED per sq ft per year for rent */
  rentPerSqftYear: number;
  typicalTypes: PropertyType[];
  lat: number;
  lng: number;
};

export type DeveloperSeed = {
  name: string;
  slug: string;
  founded: number;
  hq: Emirate;
  /** The head office's map position (approximate: its district). */
  office: { lat: number; lng: number };
  /** 2-3 paragraphs of simple HTML */
  descriptionHtml: string;
  /** hex colour, e.g. "#1d3557" */
  brandColor: string;
  /** true for developers that deliberately have no projects in the demo (empty developer pages) */
  noProjects?: boolean;
};

export type DetailItem = { name: string; value: string };

export type PlaceSeed = {
  name: string;
  /** "5 min" or "2.4 km" */
  distance: string;
  /** School, Mall, Metro, Beach, Hospital, Airport, Park */
  type: PlaceType;
};

export type PlaceType = "School" | "Mall" | "Metro" | "Beach" | "Hospital" | "Airport" | "Park";

export type PaymentMilestone = { milestone: string; percent: number };

export type ProjectSeed = {
  name: string;
  /** marketing headline */
  title: string;
  slug: string;
  /** developer slug */
  developer: string;
  /** area slug */
  area: string;
  type: ProjectType;
  status: ProjectStatus;
  completionYear: number;
  completionQuarter: 1 | 2 | 3 | 4;
  /** AED */
  startingPrice: number;
  bedrooms: Bedroom[];
  sizeFromSqft: number;
  sizeToSqft: number;
  descriptionHtml: string;
  amenities: string[];
  details: DetailItem[];
  places: PlaceSeed[];
  /** sums to 100, or empty */
  paymentPlan: PaymentMilestone[];
  hasVideo: boolean;
  hasBrochure: boolean;
  hasMap: boolean;
};

export type BlogTopic = "mortgage" | "off-plan" | "rent" | "investment" | "community" | "market" | "golden-visa" | "handover";

export type BlogSeed = {
  title: string;
  slug: string;
  category: string;
  topic: BlogTopic;
  /** 120-220 characters */
  description: string;
  /** 500-900 words */
  bodyHtml: string;
  /** 1..400, distinct */
  daysAgo: number;
};

export type AgentSeed = {
  name: string;
  designation: string;
  /** The name and designation as the Arabic pages show them. */
  nameAr: string;
  designationAr: string;
  languages: string[];
  email: string;
  /** 9 digits, UAE mobile without country code */
  phone: string;
  /** fictional 5-digit RERA broker registration number */
  brn: string;
  /** How the avatar draws this person: it must fit the name (gender, plausible looks). */
  portrait: Portrait;
};

export type FaqItem = { question: string; answerHtml: string };

export type DetailLabel = { name: string; values: string[] };

export type CommunityBlurb = { name: string; slug: string; blurbHtml: string };

export type CategoryPageSeed = {
  heading: string;
  /** <= 60 characters */
  metaTitle: string;
  /** 120-160 characters */
  metaDescription: string;
  seoHtml: string;
  /** exactly 5 */
  faq: FaqItem[];
};

export type CategoryPageSlug =
  | "looking-for-apartments-for-sale-in-dubai"
  | "penthouse-for-sale-in-dubai"
  | "townhouse-for-sale-in-dubai"
  | "villas-for-sale-in-dubai"
  | "apartments-for-rent-in-dubai"
  | "penthouses-for-rent-in-dubai"
  | "townhouses-in-dubai-for-rent"
  | "villas-for-rent-in-dubai"
  | "off-plan-apartments"
  | "off-plan-villas";

/** The pages with their own SEO title and description: the content module's list. */
export type MetaKey = SeoPage;

export type MetaSeed = { title: string; description: string };

export type CareerRole = { title: string; summaryHtml: string };

export type Testimonial = { name: string; designation: string; quote: string };

export type VideoShortSeed = {
  /** 11 characters of [A-Za-z0-9_-]; fictional */
  videoId: string;
  title: string;
  description: string;
};

/* ---- Site pages (pages.ts) ---- */

export type HomePageSeed = { aboutHtml: string; faq: FaqItem[] };

export type AboutPageSeed = { introHtml: string; visionHtml: string; missionHtml: string; faq: FaqItem[] };

export type FaqPageSeed = { faq: FaqItem[] };

export type DevelopersPageSeed = { introHtml: string; faq: FaqItem[] };

export type BuyingGuideSeed = {
  introHtml: string;
  freeholdVsLeaseholdHtml: string;
  marketResearchHtml: string;
  propertyServicesHtml: string;
  investmentAdvisoryHtml: string;
  costsTableHtml: string;
  faq: FaqItem[];
};

export type RentingGuideSeed = { introHtml: string; documentsList: string[]; processHtml: string; faq: FaqItem[] };

export type PropertyManagementPageSeed = { introHtml: string; servicesHtml: string; faq: FaqItem[] };

export type CommunitiesPageSeed = { introHtml: string; blurbs: CommunityBlurb[] };

export type CareersPageSeed = { introHtml: string; roles: CareerRole[]; howToApplyHtml: string };

export type LegalPageSeed = { html: string };
