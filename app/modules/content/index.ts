// What other modules may use of content, browser-safe. Server parts are in index.server.ts.
export { brokerageSchema } from "./brokerage/brokerage-form.ts";
export type { BrokerageInput } from "./brokerage/brokerage-form.ts";
export { officeMapEmbed } from "./brokerage/office-map.ts";
export type { PageMeta } from "./types.ts";
