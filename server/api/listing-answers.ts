/**
 * The listing model (app/modules/listings/listing.ts) and the lists that hang off a listing
 * (app/modules/listings/queries/listing-children.server.ts) in the spec's field names, spellings
 * included (`broucherDocument`, `postedon`, `amenties`): the only place those names are written.
 * The JSON API's clients read these answers as they are, so each function writes its fields in the
 * order the answers have always had them (JSON keeps an object's order); tests/integration/api-*.test.ts
 * read them on both databases.
 */
import type { Agent, ProjectListing, UnitDetails, UnitListing } from "../../app/modules/listings/listing.ts";
import type { PaymentPlanStep } from "../../app/modules/listings/queries/projects.server.ts";
import type { AmenityItem, DetailItem, MediaItem, PlaceItem } from "../../app/modules/listings/queries/listing-children.server.ts";

/** The seller as a unit list row names it (name, phone, e-mail, calling code). */
function cardSeller(a: Agent) {
  return {
    contactSellerName: a.name,
    contactSellerPhone: a.phone,
    contactSellerEmail: a.email,
    countryCodeContactSeller: a.countryCode,
  };
}

/** The rest of the seller, as the unit details and every project item name it. */
function moreSeller(a: Agent) {
  return {
    contactSellerDesignation: a.designation,
    contactSellerAvatar: a.avatar,
    agentBRN: a.brn,
    contactSellerLanguages: a.languages,
  };
}

/** What a unit list row and a unit's details share, up to the map. */
function unitFields(u: UnitListing) {
  return {
    autoId: u.id,
    unitPageURL: u.slug,
    unitTitle: u.title,
    unitTitleAr: u.titleAr,
    purposeId: u.purposeId,
    purposeName: u.purpose,
    statusId: u.statusId,
    status: u.status,
    unitTypeId: u.typeId,
    unitType: u.type,
    classificationName: u.classification,
    developerName: u.developer?.name ?? null,
    developerLogo: u.developer?.logo ?? null,
    price: u.price,
    pricePeriod: u.pricePeriod,
    areaId: u.area.id,
    area: u.area.name,
    emiratesName: u.area.emirate,
    bedroomType: u.beds,
    bathroomType: u.baths,
    unitSize: u.size,
    postedon: u.postedOn,
    ...cardSeller(u.agent),
    mapView: u.mapUrl,
  };
}

/** A unit of GetUnitList; `totalRecord` is the search's count of matches. */
export function apiUnit(u: UnitListing, totalRecord: number) {
  return { ...unitFields(u), totalRecord, images: u.images };
}

/** The unit of GetUnitDetails. */
export function apiUnitDetails(u: UnitDetails) {
  return {
    ...unitFields(u),
    ...moreSeller(u.agent),
    unitDescription: u.descriptionHtml,
    broucherDocument: u.brochure,
    videoPath: u.video,
    permitNumber: u.permit,
    developerURL: u.developer?.slug ?? null,
    areaURL: u.area.slug,
    projectId: u.projectId,
  };
}

/** A project of GetPropertyProjectDetails (and GetProjectDetails, with `paymentPlan`); `totalRecord` is the search's count. */
export function apiProject(p: ProjectListing, totalRecord: number, paymentPlan?: PaymentPlanStep[]) {
  return {
    projectId: p.id,
    projectURL: p.slug,
    projectName: p.title,
    projectNameAr: p.titleAr,
    projectTitle: p.subtitle,
    projectTypeId: p.typeId,
    projectType: p.type,
    statusId: p.statusId,
    status: p.status,
    areaId: p.area.id,
    area: p.area.name,
    areaURL: p.area.slug,
    emiratesName: p.area.emirate,
    projectBeds: p.beds,
    propertySize: `${p.size} - ${p.sizeTo}`,
    sizeFromSqft: p.size,
    sizeToSqft: p.sizeTo,
    startingPrice: p.price,
    completionYear: p.completionYear,
    completionQuarter: p.completionQuarter,
    developerId: p.developer.id,
    developerName: p.developer.name,
    developerURL: p.developer.slug,
    developerLogo: p.developer.logo,
    createdOnUAE: p.postedOn,
    totalRecord,
    firstProjectImagesPath: p.images[0] ?? null,
    images: p.images,
    ...cardSeller(p.agent),
    ...moreSeller(p.agent),
    projectDescription: p.descriptionHtml,
    broucherDocument: p.brochure,
    videoPath: p.video,
    mapView: p.mapUrl,
    permitNumber: p.permit,
    ...(paymentPlan ? { paymentPlan } : {}),
  };
}

/** A request's `pathType` as our gallery's kinds ("" or none: both). */
export function mediaKind(pathType: "Image" | "Video" | "" | undefined) {
  return pathType === "Image" ? "photo" : pathType === "Video" ? "video" : undefined;
}

/** The photos and videos of GetUnitImages and GetProjectImages. */
export const apiMedia = (rows: MediaItem[]) => rows.map((m) => ({ path: m.path, pathType: m.kind === "video" ? "Video" : "Image" }));

/** GetUnitDetailsList, GetProjectDetailsList: each line's name and its value. */
export const apiDetails = (rows: DetailItem[]) => rows.map((d) => ({ elementName: d.name, details: d.value }));

/** GetUnitAmenitiesList, GetProjectAmenitiesList, in the spec's spelling. */
export const apiAmenities = (rows: AmenityItem[]) => rows.map((a) => ({ amenties: a.name }));

/** GetUnitPlacesNearByList, GetProjectPlacesNearByList. */
export const apiPlaces = (rows: PlaceItem[]) => rows.map((p) => ({ placeName: p.name, distance: p.distance, type: p.type }));
