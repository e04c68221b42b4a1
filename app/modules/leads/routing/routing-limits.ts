/** The response period's default and its bounds, shared by the page's field and the schema. */
export const RESPONSE_HOURS_DEFAULT = 24;
export const RESPONSE_HOURS_MAX = 168;
