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
import { readBrokerage } from "../content/content.server.ts";
import type { ListingExtras } from "../components/listing/detail-page.tsx";
import type { UnitDetails } from "../db/queries/units.server.ts";
import { getPaymentPlan, type ProjectListItem } from "../db/queries/projects.server.ts";
import { sanitizeDescription } from "./sanitize.server.ts";

const MAX_ID = 2_147_483_647;

/** A listing's id as a URL writes it: 0 when the text cannot be one (not digits, or past the column's range). */
export function listingIdOf(raw: string | undefined): number {
  return raw !== undefined && /^\d{1,10}$/.test(raw) && Number(raw) <= MAX_ID ? Number(raw) : 0;
}

/**
 * The listing the URL names: `find` by the id (an id that cannot be one is not looked up),
 * a 404 when there is none, a 301 when the URL is not the listing's canonical one.
 */
export async function findListingOr404<T>(
  params: { pageURL: string; rawId: string },
  find: (id: number) => Promise<T | undefined>,
  own: (listing: T) => { pageURL: string; canonical: string },
): Promise<{ id: number; listing: T; canonical: string }> {
  const id = listingIdOf(params.rawId);
  const listing = id ? await find(id) : undefined;
  if (!listing) throw data(null, { status: 404 });
  const { pageURL, canonical } = own(listing);
  if (params.pageURL !== pageURL || params.rawId !== String(id)) throw redirect(canonical, 301);
  return { id, listing, canonical };
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
    readBrokerage(db).then((b) => permitInfo(listing.permitNumber, listing.agentBRN, b.orn)),
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

/** What a unit's page gets from its loader, once the unit is found (the public page and the staff preview). */
export async function unitPageData(db: Db, id: number, unit: UnitDetails, canonical: string) {
  const extras = await loadListingExtras(db, "unit", id, unit);
  return { unit: { ...unit, unitDescription: sanitizeDescription(unit.unitDescription) }, canonical, extras };
}

/** What a project's page gets from its loader, once the project is found (the public page and the staff preview). */
export async function projectPageData(db: Db, id: number, project: ProjectListItem, canonical: string) {
  const [extras, paymentPlan] = await Promise.all([loadListingExtras(db, "project", id, project), getPaymentPlan(db, id)]);
  // Only what the page shows: the list item's photos, ids and permit number stay on the server.
  const {
    images: _images,
    firstProjectImagesPath: _first,
    totalRecord: _total,
    projectTypeId: _type,
    areaId: _area,
    developerId: _developer,
    propertySize: _size,
    videoPath: _video,
    permitNumber: _permit,
    projectDescription,
    ...shown
  } = project;
  return { project: { ...shown, projectDescription: sanitizeDescription(projectDescription) }, canonical, extras, paymentPlan };
}
