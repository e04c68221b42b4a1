/**
 * Listings and actors for the back-office tests: valid unit and project inputs whose
 * titles carry a marker word, so a search for it finds exactly the test's own rows among the demo's.
 */
import type { ProjectInput, UnitInput } from "../../app/modules/listings/listings.server.ts";
import type { Actor } from "../../app/modules/staff/scope.ts";

export const editor: Actor = { staffId: 11, name: "Mona Editor", role: "editor", agentId: null };
export const admin: Actor = { staffId: 12, name: "Ali Admin", role: "admin", agentId: null };
export const agentOne: Actor = { staffId: 21, name: "Agent One", role: "agent", agentId: 1 };
export const agentTwo: Actor = { staffId: 22, name: "Agent Two", role: "agent", agentId: 2 };

export function unitFixture(marker: string, n: number, over: Partial<UnitInput> = {}): UnitInput {
  return {
    pageUrl: `${marker}-unit-${n}`,
    title: `${marker} apartment number ${String(n).padStart(2, "0")}`,
    descriptionHtml: "<p>A test unit.</p>",
    purposeId: 1,
    statusId: 2,
    typeId: 1,
    classification: "Residential",
    areaId: 1,
    agentId: 1,
    bedroomId: 3,
    bathroomId: 2,
    sizeSqft: 1_000 + n,
    price: 1_000_000 + n * 10_000,
    permitNumber: `71${String(n).padStart(8, "0")}`,
    permitAuthority: "DLD",
    permitExpiresOn: "2027-06-30",
    crmRef: `${marker.toUpperCase()}-${n}`,
    media: [
      { kind: "photo", path: `/media/photos/${marker}-${n}-a.jpg` },
      { kind: "photo", path: `/media/photos/${marker}-${n}-b.jpg` },
      { kind: "floor_plan", path: `/media/plans/${marker}-${n}.png` },
    ],
    amenities: ["Gym", "Pool"],
    details: [{ name: "View", value: "Sea" }],
    places: [{ name: "Marina Mall", distance: "5 min", type: "Mall" }],
    ...over,
  };
}

export function projectFixture(marker: string, n: number, over: Partial<ProjectInput> = {}): ProjectInput {
  return {
    pageUrl: `${marker}-project-${n}`,
    name: `${marker} Residences ${n}`,
    title: "Waterfront homes",
    descriptionHtml: "<p>A test project.</p>",
    developerId: 1,
    areaId: 1,
    agentId: 1,
    typeId: 1,
    statusId: 1,
    completionYear: 2028,
    completionQuarter: 2,
    startingPrice: 2_000_000 + n * 100_000,
    sizeFromSqft: 600,
    sizeToSqft: 2_400,
    permitNumber: `62${String(n).padStart(8, "0")}`,
    permitAuthority: "DLD",
    permitExpiresOn: "2027-06-30",
    crmRef: `${marker.toUpperCase()}-P${n}`,
    bedroomIds: [2, 3],
    paymentPlan: [{ milestone: "On booking", percent: 20 }, { milestone: "On handover", percent: 80 }],
    media: [{ kind: "photo", path: `/media/photos/${marker}-p${n}.jpg` }],
    amenities: ["Gym"],
    details: [{ name: "Floors", value: "40" }],
    places: [{ name: "Metro", distance: "2 min", type: "Metro" }],
    ...over,
  };
}
