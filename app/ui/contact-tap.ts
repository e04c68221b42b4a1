/**
 * Taps on Call, WhatsApp and E-mail counted as leads: the links stay plain links (they work without
 * JavaScript); a link marked with `tapAttrs` also sends a small beacon to /taps when tapped, once
 * the page's script runs. No cookie, nothing about the visitor in it: what was tapped, for which listing.
 */
export type TapKind = "unit" | "project" | "agent";
type TapChannel = "call" | "whatsapp" | "email";

/** The attribute that marks a contact link: what to count when it is tapped. */
export const tapAttrs = (kind: TapKind, id: number, channel: TapChannel) => ({ "data-tap": `${kind}:${id}:${channel}` });

/** One listener for the whole document (links rendered later are covered too); returns its removal. */
export function listenForTaps(doc: Document): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.("a[data-tap]");
    const [kind, id, channel] = link?.getAttribute("data-tap")?.split(":") ?? [];
    if (kind && id && channel) navigator.sendBeacon?.("/taps", new URLSearchParams({ kind, id, channel }));
  };
  doc.addEventListener("click", onClick);
  return () => doc.removeEventListener("click", onClick);
}

/** The mark of a contact link on a listing's page, from what its "Enquire Now" asks about. */
export function listingTapAttrs(listing: { unitId?: number; projectId?: number }, channel: TapChannel) {
  if (listing.unitId) return tapAttrs("unit", listing.unitId, channel);
  return listing.projectId ? tapAttrs("project", listing.projectId, channel) : {};
}
