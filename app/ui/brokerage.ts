/**
 * The brokerage's identity, as every module's components read it: the root loader reads it with
 * the content module (app/modules/content/pages/read-content.server.ts) and hands it down as loader
 * data, so the shell, the contact cards, the back office and the JSON-LD show what an editor last saved.
 */
import { useRouteLoaderData } from "react-router";

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
  /** The uploaded logo, named by the structured data; optional so the error page's empty identity needs no key (every byte of the shell counts). */
  logoPath?: string | null;
  /** The demo's rows are in the database (demo_rows): the footer says the site is a demo. Optional as logoPath is. */
  demo?: boolean;
};


/**
 * Shown only when the root loader could not read the identity (its database did not answer
 * before this process ever read it): the error page still renders, without names or numbers.
 */
export const UNKNOWN_BROKERAGE: Brokerage = {
  name: "",
  shortName: "",
  legalName: "",
  phone: "",
  phoneDisplay: "",
  whatsapp: "",
  email: "",
  careersEmail: "",
  orn: "",
  openingHours: "",
  copyrightYear: new Date().getUTCFullYear(),
  offices: [],
  social: {},
};

/** The identity as the root loader read it; from route `meta` functions use `brokerageFrom(matches)`. */
export function useBrokerage(): Brokerage {
  const root = useRouteLoaderData("root") as { brokerage?: Brokerage } | undefined;
  return root?.brokerage ?? UNKNOWN_BROKERAGE;
}

/** The identity in a route's `meta` function (from the root match's loader data). */
export function brokerageFrom(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): Brokerage {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { brokerage?: Brokerage } | undefined;
  return root?.brokerage ?? UNKNOWN_BROKERAGE;
}
