/** Option shapes the search controls take (the option lists of app/modules/listings/queries/lookups.server.ts). */
/** An area of the search bars: its name in the page's language, `alt` its name in the other script (area-option.ts). */
export type AreaOption = { id: number; name: string; emirate: string; alt?: string };
/** A purpose, status, property type, bedroom or bathroom option. */
export type Option = { id: number; name: string };
