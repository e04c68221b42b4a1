/**
 * Shapes of the site's editable content as the pages use it (already in one language). Plain
 * types: the browser may import them (the shell reads the brokerage's identity from the root
 * loader's data).
 */

/** The languages a text can have: English always, Arabic where an editor wrote it. */
export type Lang = "en" | "ar";

/** The brokerage's settings that are not shown to visitors: null means "use the environment's". */
export type BrokerageSettings = {
  youtubeChannelId: string | null;
  leadNotifyEmail: string | null;
  /** When viewings may be booked, Dubai time: ISO weekdays (1 Monday … 7 Sunday), "HH:MM", slot minutes. */
  viewing: { days: number[]; start: string; end: string; slotMinutes: number };
};

/** An FAQ; on an Arabic page a question or answer without a translation is English, marked "en". */
export type FaqItem = { question: string; answerHtml: string; questionLang?: "en"; answerLang?: "en" };
export type PageMeta = { title: string; description: string };
/** A page's header: its <h1>, the small line above it and the lead paragraph. */
export type PageHeading = { heading: string; eyebrow: string; lead: string };
/** A page's header as shown: each text in the page's language, or English marked `lang: "en"` (app/platform/i18n/local-text.ts). */
export type LocalHeading = Record<keyof PageHeading, { text: string; lang?: "en" }>;

/** Pages with an SEO title and description of their own. */
export type SeoPage =
  | "home"
  | "property-list"
  | "project-list"
  | "blogs"
  | "developers"
  | "areas"
  | "about-us"
  | "contact-us"
  | "faq"
  | "privacy-policy"
  | "terms-condition"
  | "careers"
  | "buying-a-property-in-dubai"
  | "renting-a-property-in-dubai"
  | "property-management"
  | "communities";
