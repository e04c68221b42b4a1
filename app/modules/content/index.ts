// What other modules may use of content, browser-safe. Server parts are in index.server.ts.
export { officeMapEmbed } from "./brokerage/brokerage-form.ts";
export { brokerageSchema } from "./pages/page-schema.ts";
export type { BrokerageInput } from "./pages/page-schema.ts";
export type { PageMeta } from "./types.ts";
