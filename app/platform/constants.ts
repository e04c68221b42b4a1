/** Business constants from the specification (section 9). */
export const PAGE_SIZE = 5;
export const PAGE_NUMBERS_PER_BLOCK = 5;
export const MAX_API_PAGE_SIZE = 100;
export const HOME_OFFPLAN_COUNT = 10;
/**
 * Leading Developers and Community Insights on the home page are highlights (spec 2.3): the
 * developers and areas with the most active projects; /developers and /areas list them all.
 */
export const HOME_HIGHLIGHTS = 8;
export const OFFPLAN_STATUS_ID = 1;
export const DEFAULT_PURPOSE_ID = 1;
export const RENT_PURPOSE_ID = 2;
export const PROJECTS_PURPOSE_ID = 3;
export const DEFAULT_COUNTRY_ID = 221;
/** Bodies of form posts (the lead and subscribe forms) are a few kB; larger ones are refused. */
export const MAX_FORM_BYTES = 64 * 1024;
/** The back office's text forms (a blog post, a page's sections) are longer; uploads have their own limit (upload-limits.ts). */
export const STAFF_FORM_BYTES = 2 * 1024 * 1024;
export const MAX_VIDEO_RESULTS = 10;
export const UAE_OFFSET_HOURS = 4;

export const OPCODES = {
  projectPlaces: 1,
  contactUsLead: 2,
  enquiryLead: 3,
  unitPlaces: 2,
  purpose: 5,
  area: 6,
  unitType: 8,
  bedroom: 9,
  bathroom: 10,
  blogCategories: 12,
  countryList: 13,
  activeProjects: 14,
  completionYears: 15,
} as const;

export const MORTGAGE = {
  downPaymentMin: 20,
  downPaymentMax: 80,
  downPaymentDefault: 20,
  periodMin: 1,
  periodMax: 25,
  periodDefault: 25,
  rateMin: 1,
  rateMax: 10,
  rateStep: 0.05,
  rateDefault: 3.75,
} as const;

export const TEXT_CUTS = {
  projectName: 30,
  blogTitle: 50,
  shortTitle: 40,
  shortDescription: 70,
  homeAreaDescription: 60,
  areasPageDescription: 80,
  blogDescription: 100,
} as const;
