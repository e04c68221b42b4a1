// What other modules may use of visitor on the server. Modules reach visitor only through here or index.ts.
export type { ShortlistData } from "./shortlist.server.ts";
