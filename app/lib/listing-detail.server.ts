/**
 * The loader steps a unit's and a project's detail page share: the id read from the URL (an
 * unknown or non-numeric id is a real 404), the canonical URL (another pageURL redirects with
 * a 301), and what hangs off the listing (photos, video, details, amenities, places) with its
 * advertising permit.
 */
import { data, redirect } from "react-router";
import type { Db } from "../db/client.server.ts";
import { listAmenities, listDetails, listMedia, listPlaces, type Owner } from "../db/queries/listing-children.server.ts";
import { permitInfo } from "./permit.server.ts";
import type { ListingExtras } from "../components/listing/detail-page.tsx";

const MAX_ID = 2_147_483_647;

/** The listing id of the URL, or a 404 for anything that cannot be one. */
export function listingIdOr404(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (!id || id > MAX_ID) throw data(null, { status: 404 });
  return id;
}

/** A 301 to `canonical` unless the URL already is it (its own pageURL, the id written plainly). */
export function redirectToCanonical(params: { pageURL: string; raw: string; id: number }, own: { pageURL: string; canonical: string }): void {
  if (params.pageURL !== own.pageURL || params.raw !== String(params.id)) throw redirect(own.canonical, 301);
}

export async function loadListingExtras(
  db: Db,
  kind: Owner,
  id: number,
  listing: { videoPath: string | null; permitNumber: string; agentBRN: string },
): Promise<ListingExtras> {
  const [media, details, amenities, places, permit] = await Promise.all([
    listMedia(db, kind, id),
    listDetails(db, kind, id),
    listAmenities(db, kind, id),
    listPlaces(db, kind, id),
    permitInfo(listing.permitNumber, listing.agentBRN),
  ]);
  return {
    images: media.filter((m) => m.pathType === "Image").map((m) => m.path),
    video: listing.videoPath ?? media.find((m) => m.pathType === "Video")?.path ?? null,
    details,
    amenities: amenities.map((a) => a.amenties),
    places,
    permit,
  };
}
