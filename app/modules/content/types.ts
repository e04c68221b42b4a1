/**
 * Shapes of the site's editable content as the pages use it (already in one language). Plain
 * types: the browser may import them (the shell reads the brokerage's identity from the root
 * loader's data).
 */

/** The languages a text can have: English always, Arabic where an editor wrote it. */
export type Lang = "en" | "ar";

export type Office = {
  name: string;
  building: string;
  street: string;
  area: string;
  city: string;
  country: string;
  mapEmbedUrl: string;
  lat: number;
  lng: number;
};

export type SocialNetwork = "facebook" | "linkedin" | "instagram" | "youtube";

/** The brokerage's identity: shown by the header, footer, JSON-LD, contact page, permit box and e-mails. */
export type Brokerage = {
  name: string;
  shortName: string;
  legalName: string;
  /** International format without spaces (tel: links and WhatsApp). */
  phone: string;
  phoneDisplay: string;
  /** The agency's WhatsApp number (digits only). */
  whatsapp: string;
  email: string;
  /** Where job applications go (the careers page). */
  careersEmail: string;
  /** RERA office registration number, shown on every listing. */
  orn: string;
  /** schema.org openingHours, e.g. "Mo-Sa 09:00-19:00". */
  openingHours: string;
  copyrightYear: number;
  offices: Office[];
  /** Only the networks the brokerage is on. */
  social: Partial<Record<SocialNetwork, string>>;
  /** The uploaded logo (issue 20), named by the structured data; optional so the error page's empty identity needs no key (every byte of the shell counts). */
  logoPath?: string | null;
  /** The demo's rows are in the database (demo_rows): the footer says the site is a demo. Optional as logoPath is. */
  demo?: boolean;
};

/** The brokerage's settings that are not shown to visitors (issue 20): null means "use the environment's". */
export type BrokerageSettings = { youtubeChannelId: string | null; leadNotifyEmail: string | null };

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
