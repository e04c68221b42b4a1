/**
 * The headers of the site's own pages (heading, the small line above it, the lead paragraph)
 * and the home page's hero and section texts: seeded defaults of the content tables.
 */
import type { HeadedPage, HomeTextField } from "../../app/modules/content/pages/pages.server.ts";
import type { PageHeading } from "../../app/modules/content/types.ts";

export const PAGE_HEADINGS: Record<HeadedPage, PageHeading> = {
  "about-us": {
    heading: "About Us",
    eyebrow: "Who we are",
    lead: "A RERA-registered Dubai brokerage for buyers, tenants, landlords and investors, with offices in Jumeirah Lake Towers and Motor City.",
  },
  "contact-us": {
    heading: "Contact Us",
    eyebrow: "We're here to help",
    lead: "Whether you are buying, renting, selling or investing off-plan, tell us what you need and a consultant who knows the community will get back to you within one working day.",
  },
  faq: {
    heading: "Frequently Asked Questions",
    eyebrow: "Help centre",
    lead: "Quick answers to the questions we hear most from buyers, tenants and investors in Dubai.",
  },
  "privacy-policy": {
    heading: "Privacy Policy",
    eyebrow: "Legal",
    lead: "How we collect, use, share and protect your personal data when you use this website or contact us.",
  },
  "terms-condition": {
    heading: "Terms and Conditions",
    eyebrow: "Legal",
    lead: "The terms that apply when you browse our listings, use our calculators or send us an enquiry.",
  },
  careers: {
    heading: "Careers",
    eyebrow: "Join our team",
    lead: "We hire people who put clients first, know their communities and like to get the details right.",
  },
  "buying-a-property-in-dubai": {
    heading: "Buying a Property in Dubai",
    eyebrow: "Buyer's guide",
    lead: "Everything you need to know before you buy in Dubai: where foreigners can own, how to research prices, what it costs and how the transfer works.",
  },
  "renting-a-property-in-dubai": {
    heading: "Renting a Property in Dubai",
    eyebrow: "Tenant's guide",
    lead: "From the documents you need to Ejari registration: how renting a home in Dubai works, what it costs and how to avoid surprises.",
  },
  "property-management": {
    heading: "Property Management",
    eyebrow: "For landlords",
    lead: "Let your Dubai property earn without the day-to-day work: we find and vet tenants, collect rent, handle maintenance and keep you informed.",
  },
  communities: {
    heading: "Dubai Communities",
    eyebrow: "Where to live",
    lead: "Five of Dubai's most sought-after communities at a glance: who they suit, what homes you will find and what to expect on price.",
  },
  blogs: {
    heading: "Latest News and Blogs",
    eyebrow: "Insights",
    lead: "Market updates, guides and practical advice on buying, renting and investing in Dubai property, written by our consultants.",
  },
  developers: {
    heading: "Property developers in Dubai",
    eyebrow: "Developers",
    lead: "",
  },
};

export const HOME_TEXTS: Record<HomeTextField, string> = {
  "hero.eyebrow": "RERA-registered brokerage · Dubai",
  "hero.heading": "Find your home in Dubai",
  "hero.lead": "Apartments, villas and off-plan projects for sale and rent, with consultants who know every community.",
  "new-projects.title": "New Off-Plan Projects",
  "new-projects.intro": "The latest launches from Dubai's leading developers, with payment plans.",
  "developers.title": "Leading Developers",
  "developers.intro": "Work with the master developers behind Dubai's best-known communities.",
  "community-insights.title": "Community Insights",
  "community-insights.intro": "Guides to the areas where our clients live and invest.",
  "success-stories.title": "Success Stories",
  "success-stories.intro": "What our clients say after the keys are handed over.",
  "blogs.title": "Blogs & News",
  "blogs.intro": "Market updates and practical guides for buyers, tenants and investors.",
  "shorts.title": "Video Shorts",
  "shorts.intro": "One-minute answers to the questions our clients ask most.",
  "about.title": "Dubai Real Estate with Skyline Homes",
  "faq.title": "Frequently Asked Questions",
};

/** The contact page's office hours line. */
export const CONTACT_HOURS = "Monday to Saturday, 9:00 am to 7:00 pm";
