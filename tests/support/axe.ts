/**
 * The accessibility rules every scan applies: WCAG 2.2 A and AA. Scans collect every result type:
 * limiting them to violations (`resultTypes`) made rules that compare nodes across the page
 * (landmark-unique) report landmarks that are unique.
 */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
