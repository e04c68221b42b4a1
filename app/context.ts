/**
 * Values the server hands to loaders and actions through React Router's context:
 * read them with `context.get(dbContext)` and friends.
 */
import { createContext } from "react-router";
import type { Db } from "./db/client.server.ts";

export type RequestInfo = {
  /** The per-response CSP nonce for inline scripts. */
  nonce: string;
  /** The visitor's address (for rate limits and lead records). */
  ip: string;
};

export type SiteInfo = {
  siteUrl: string;
  youtube: { apiKey?: string; channelId?: string; apiUrl: string };
};

export const dbContext = createContext<Db>();
export const requestInfoContext = createContext<RequestInfo>({ nonce: "", ip: "" });
export const siteContext = createContext<SiteInfo>({ siteUrl: "http://localhost:3000", youtube: { apiUrl: "" } });
