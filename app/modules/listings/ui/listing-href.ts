/** A listing's page address (spec 2.6, 2.8), in a module of its own so pages that only link to listings load no card. */
export function listingHref(l: { kind: "unit" | "project"; slug: string; id: number }): string {
  return `/${l.kind === "unit" ? "property" : "project"}/${encodeURIComponent(l.slug)}/${l.id}`;
}
