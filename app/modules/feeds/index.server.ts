// What other modules may use of feeds on the server. Modules reach feeds only through here or index.ts.
export { releaseLock, takeLock } from "./feed-schedule.server.ts";
