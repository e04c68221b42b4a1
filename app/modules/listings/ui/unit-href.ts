/** A unit's page address (spec 2.6), in a module of its own so pages that only link to units load no card. */
export function unitHref(u: { unitPageURL: string; autoId: number }): string {
  return `/property/${encodeURIComponent(u.unitPageURL)}/${u.autoId}`;
}
