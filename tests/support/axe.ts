/** The accessibility rules every scan applies: WCAG 2.2 A and AA. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * The tests assert on violations only, so axe gathers only those in full (every rule still runs;
 * passing and inapplicable results are not collected node by node, which makes a scan faster).
 */
export const VIOLATIONS_ONLY = { resultTypes: ["violations" as const] };
