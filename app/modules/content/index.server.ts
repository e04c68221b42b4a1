// What other modules may use of content on the server. Modules reach content only through here or index.ts.
export { shownBlog } from "./blog/queries.server.ts";
export { readBrokerageRecord } from "./brokerage/brokerage-editor.server.ts";
export type { BrokerageSnapshot } from "./brokerage/brokerage-editor.server.ts";
export { listDevelopers } from "./developers/queries.server.ts";
export { usesOf } from "./media-library.server.ts";
export { readBrokerage, readBrokerageSettings } from "./pages/read-content.server.ts";
export { writeBrokerage } from "./pages/write-content.server.ts";
export { recordRevision } from "./revisions/revisions.server.ts";
export { movedSlug } from "./slug-redirects.server.ts";
