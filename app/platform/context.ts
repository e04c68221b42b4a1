/**
 * Values the server hands to loaders and actions through React Router's context:
 * read them with `context.get(dbContext)` and friends.
 */
import { createContext } from "react-router";
import type { Db } from "./db/client.server.ts";

export type RequestInfo = {
  /**
   * Filled by the document render (app/entry.server.tsx): the CSP hashes of the page's inline
   * scripts, which the server adds to this response's Content-Security-Policy header.
   */
  csp: { scriptHashes: string[] };
  /** The visitor's address (for rate limits and lead records). */
  ip: string;
  /**
   * A document request (a whole page), not a client navigation's `.data` request. The document
   * is rendered whole before it is sent (app/entry.server.tsx), so loaders need not defer data for it.
   */
  document: boolean;
  /**
   * Markup a loader wrote for this document's HTML only (document-markup.server.ts): rendered into
   * the page, left out of the loader data the page carries for hydration. Absent outside the server.
   */
  documentMarkup?: Map<string, string>;
};

export type SiteInfo = {
  siteUrl: string;
  youtube: { apiKey?: string; channelId?: string; apiUrl: string };
  /** AED per unit of each currency a visitor may choose (CURRENCY_RATES, app/platform/money/money.ts). */
  currencyRates: Record<string, number>;
};

export const dbContext = createContext<Db>();
export const requestInfoContext = createContext<RequestInfo>({ csp: { scriptHashes: [] }, ip: "", document: true });
export const siteContext = createContext<SiteInfo>({ siteUrl: "http://localhost:3000", youtube: { apiUrl: "" }, currencyRates: {} });
