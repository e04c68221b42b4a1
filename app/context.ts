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
};

export type SiteInfo = {
  siteUrl: string;
  youtube: { apiKey?: string; channelId?: string; apiUrl: string };
};

export const dbContext = createContext<Db>();
export const requestInfoContext = createContext<RequestInfo>({ csp: { scriptHashes: [] }, ip: "" });
export const siteContext = createContext<SiteInfo>({ siteUrl: "http://localhost:3000", youtube: { apiUrl: "" } });
