/** Option shapes the search controls take (the option lists of app/modules/listings/queries/lookups.server.ts). */
export type AreaOption = { id: number; name: string; emirate: string };
/** A purpose, status, property type, bedroom or bathroom option. */
export type Option = { id: number; name: string };
