import type { AreaScene, DetailLabel, PlaceSeed, UnitType } from "./types.ts";

/**
 * Building blocks for the programmatic unit generator (../unit-generator.ts, ../seed.server.ts).
 *
 * Title placeholders (each used at most once per pattern, first letter upper-cased afterwards):
 * - `{beds}`: "studio", or "2-bedroom apartment" style (bedroom count plus the type), or
 *   "office" / "shop" for commercial units. Patterns therefore never repeat the type noun.
 * - `{area}`: the area name.
 * - `{feature}`: one of UNIT_FEATURES, always placed after "with".
 * Office and Retail patterns leave out `{feature}`: the features are residential selling points.
 *
 * Titles and paragraphs avoid words tied to a purpose or status ("for sale", "vacant",
 * "brand new"), because the generator picks them independently of those.
 */
export const UNIT_TITLE_PATTERNS: Record<UnitType, string[]> = {
  Apartment: [
    "Bright {beds} with {feature} in {area}",
    "{beds} with {feature}, {area}",
    "Well-kept {beds} in {area} with {feature}",
    "Spacious {beds} in {area} with {feature}",
    "Modern {beds} in the heart of {area} with {feature}",
    "High-floor {beds} with {feature} in {area}",
    "Well-planned {beds} close to everything in {area}, with {feature}",
  ],
  "Hotel Apartment": [
    "Furnished {beds} with {feature} in {area}",
    "{beds} with hotel services and {feature} in {area}",
    "Hotel-managed {beds} in {area} with {feature}",
    "Fully serviced {beds} in {area}, with {feature}",
    "Stylish {beds} with {feature}, {area}",
    "{beds} with {feature} and concierge in {area}",
  ],
  Villa: [
    "Family {beds} with {feature} in {area}",
    "Spacious {beds} in {area} with {feature}",
    "Detached {beds} with {feature}, {area}",
    "{beds} on a quiet street in {area} with {feature}",
    "Contemporary {beds} with {feature} in {area}",
    "Well-maintained {beds} in {area} with {feature}",
    "Corner-plot {beds} with {feature} in {area}",
  ],
  Townhouse: [
    "End-unit {beds} with {feature} in {area}",
    "Family {beds} in {area} with {feature}",
    "{beds} with {feature} near the park in {area}",
    "Bright {beds} with {feature}, {area}",
    "Well-kept {beds} in a gated cluster in {area}, with {feature}",
    "Modern {beds} with {feature} in {area}",
  ],
  Penthouse: [
    "Sky-high {beds} with {feature} in {area}",
    "Full-floor {beds} with {feature}, {area}",
    "Top-floor {beds} in {area} with {feature}",
    "Rare {beds} with {feature} in {area}",
    "Light-filled {beds} in {area} with {feature}",
    "Signature {beds} with {feature}, {area}",
  ],
  Duplex: [
    "Split-level {beds} with {feature} in {area}",
    "Double-height {beds} in {area} with {feature}",
    "Two-storey {beds} with {feature}, {area}",
    "Bright {beds} with {feature} in {area}",
    "Spacious {beds} over two floors in {area}, with {feature}",
    "Modern {beds} in {area} with {feature}",
  ],
  Office: [
    "Fitted {beds} in {area}",
    "Shell-and-core {beds} in {area}",
    "Furnished {beds} with a meeting room in {area}",
    "Open-plan {beds} with allocated parking in {area}",
    "Corner {beds} with natural light in {area}",
    "High-floor {beds} with open views in {area}",
    "Ready-to-use {beds} for a growing team in {area}",
  ],
  Retail: [
    "Ground-floor {beds} with street frontage in {area}",
    "Corner {beds} with high footfall in {area}",
    "Fitted {beds} in a busy podium in {area}",
    "Retail {beds} facing the community park in {area}",
    "Double-height {beds} with glass frontage in {area}",
    "{beds} suitable for a café or clinic in {area}",
  ],
};

/** Short selling points; each reads naturally after "with". */
export const UNIT_FEATURES: string[] = [
  "full sea view",
  "private pool",
  "upgraded kitchen",
  "vacant possession",
  "large balcony",
  "open view",
  "skyline view",
  "park view",
  "pool view",
  "golf-course view",
  "private terrace",
  "built-in wardrobes",
  "high ceilings",
  "extra storage room",
  "two parking spaces",
  "smart-home controls",
  "upgraded flooring",
  "laundry room",
  "chiller-free air conditioning",
  "corner layout",
  "natural light all day",
  "landscaped garden",
  "walk-in wardrobe",
  "renovated bathrooms",
  "canal view",
];

/**
 * HTML paragraphs; three are picked at random per unit and joined. Placeholders:
 * {area}, {type} (lower case: "apartment", "hotel apartment", "office", "retail" …),
 * {beds} ("studio" or "2-bedroom"), {size} ("1,250").
 * `{type}` is always followed by "property" so that "retail property" reads correctly.
 * Most paragraphs suit any type and purpose; a few (kitchen, outdoor space, layout)
 * assume a home.
 */
export const UNIT_DESCRIPTION_PARAGRAPHS: string[] = [
  "<p>This {type} property in {area} offers {size} sq ft of well-planned space, with good natural light and a layout that makes the most of every square foot.</p>",
  "<p>{area} is one of the neighbourhoods our team knows best. Shops, cafés and everyday services are close by, and the main roads make the daily commute straightforward.</p>",
  "<p>At {size} sq ft, the {beds} layout gives a comfortable amount of space, with the living area kept separate from the quieter rooms and generous storage throughout.</p>",
  "<p>The building is well maintained, with a staffed lobby, secure access and covered parking. Service charges are in line with comparable buildings in {area}; ask us for the latest figure.</p>",
  "<p>Viewings can be arranged at short notice, including evenings and weekends. One of our consultants will meet you at the property and walk you through the building and the neighbourhood.</p>",
  "<p>Every listing we publish carries the advertising permit required by the relevant regulator, and we share the ownership details and any service-charge statements before you commit.</p>",
  "<p>Natural light is a strong point of this {type} property: large windows bring in daylight for most of the day, and the neutral finishes make the space easy to personalise.</p>",
  "<p>Schools, nurseries and clinics are within a short drive of {area}, and nearby parks and walking routes make it easy to spend time outdoors.</p>",
  "<p>Demand in {area} is steady thanks to its location and amenities. We can share recent comparable prices and rents so that you can judge the value for yourself.</p>",
  "<p>The property has been looked after by its owner, with the air conditioning recently serviced and fresh paint throughout.</p>",
  "<p>Shared facilities include a swimming pool, a gym and landscaped areas, with 24-hour security and maintenance staff on site.</p>",
  "<p>Parking is included, and {area} has easy access to the main road network, with taxis and ride-hailing pick-up points close to the entrance.</p>",
  "<p>The kitchen is fitted with good-quality cabinetry and appliances, and the bathrooms are finished in a clean, contemporary style.</p>",
  "<p>Measuring {size} sq ft, this {type} property suits anyone who wants a practical base in {area} without compromising on quality.</p>",
  "<p>Our consultants can help with every step: mortgage introductions for buyers, tenancy contract registration for tenants, and a clear breakdown of costs before you make an offer.</p>",
  "<p>Outdoor space is a real plus here, whether you use it for morning coffee, a few plants or simply some fresh air after work.</p>",
  "<p>The surroundings of {area} are pleasant to walk in the cooler months, with shops and restaurants within easy reach.</p>",
  "<p>Please contact us for the floor plan, the full list of inclusions and the latest availability. Details are given in good faith and should be verified before any commitment.</p>",
  "<p>With its {beds} layout, this {type} property is arranged to make daily life easy, with sensible circulation, good storage and room for a proper dining table.</p>",
];

export const UNIT_AMENITIES: string[] = [
  "Shared swimming pool",
  "Gym",
  "Covered parking",
  "24-hour security",
  "Concierge",
  "Children's play area",
  "Balcony",
  "Built-in wardrobes",
  "Central air conditioning",
  "Chiller-free air conditioning",
  "Maid's room",
  "Study",
  "Private garden",
  "Private pool",
  "Barbecue area",
  "Jogging track",
  "Tennis court",
  "Padel court",
  "Sauna",
  "Steam room",
  "Kitchen appliances",
  "Laundry room",
  "Storage room",
  "Walk-in wardrobe",
  "Intercom",
  "Lobby reception",
  "Pets allowed",
  "Spa",
  "Visitor parking",
  "High-speed broadband",
  "Maintenance on site",
  "Beach access",
  "Lifts",
];

/** Amenities that only a home has: never listed for an office or a shop. */
export const HOME_ONLY_AMENITIES: string[] = [
  "Shared swimming pool",
  "Children's play area",
  "Built-in wardrobes",
  "Maid's room",
  "Study",
  "Private garden",
  "Private pool",
  "Barbecue area",
  "Jogging track",
  "Tennis court",
  "Padel court",
  "Sauna",
  "Steam room",
  "Kitchen appliances",
  "Laundry room",
  "Walk-in wardrobe",
  "Pets allowed",
  "Spa",
  "Beach access",
  "Balcony",
];

/** Amenities of a building's common parts: not listed for a villa or a townhouse. */
export const BUILDING_ONLY_AMENITIES: string[] = ["Concierge", "Lobby reception", "Lifts", "Intercom"];

/** What an office or a shop offers instead. */
export const COMMERCIAL_AMENITIES: string[] = [
  "Pantry",
  "Meeting rooms on the floor",
  "Raised flooring",
  "Fibre internet ready",
  "Access-controlled entry",
  "Loading bay",
  "Shopfront signage",
  "Customer parking",
];

/**
 * Detail rows. The generator uses only the first eight labels (its "Reference" value is
 * generated) and picks values independently of purpose and status, so the first eight are
 * rows that read correctly on any listing. The rows after them (Completion, Cheques for
 * rentals, Occupancy, Pets, Kitchen) suit purpose-aware generators.
 */
export const UNIT_DETAIL_LABELS: DetailLabel[] = [
  { name: "Reference", values: ["SKY-00000"] },
  { name: "Furnishing", values: ["Unfurnished", "Furnished", "Semi-furnished", "Kitchen appliances only"] },
  { name: "Parking", values: ["1 covered space", "2 covered spaces", "1 basement space", "2 spaces (tandem)", "Driveway for 2 cars"] },
  { name: "View", values: ["Community view", "Pool view", "Garden view", "City view", "Open view", "Park view", "Water view", "Skyline view"] },
  { name: "Floor", values: ["Ground floor", "Low floor", "Mid floor", "High floor", "Podium level"] },
  { name: "Service charge", values: ["AED 12 per sq ft", "AED 14 per sq ft", "AED 16 per sq ft", "AED 18 per sq ft", "AED 21 per sq ft", "AED 4 per sq ft (villa community)"] },
  { name: "Ownership", values: ["Freehold", "Freehold, title deed issued"] },
  { name: "Cooling", values: ["Central air conditioning", "District cooling", "Split units", "Chiller included in service charge"] },
  { name: "Completion", values: ["Ready", "Completed 2018", "Completed 2021", "Completed 2024", "Q4 2026", "Q2 2027", "Q3 2028"] },
  { name: "Cheques", values: ["1 cheque", "2 cheques", "4 cheques", "6 cheques"] },
  { name: "Occupancy", values: ["Vacant", "Tenanted until next year", "Owner-occupied"] },
  { name: "Pets", values: ["Pets allowed", "Pets not allowed", "Cats and small dogs on request"] },
  { name: "Kitchen", values: ["Open-plan", "Closed kitchen", "Open-plan with island"] },
];

/**
 * Sample nearby places by area scene, for areas (or generated phases) that have no project
 * places of their own. Names are generic on purpose: the same scene covers areas in
 * several emirates.
 */
export const PLACE_TYPES: Record<AreaScene, PlaceSeed[]> = {
  marina: [
    { name: "Nearest metro or tram stop", distance: "6 min", type: "Metro" },
    { name: "Waterfront mall", distance: "1.2 km", type: "Mall" },
    { name: "Public beach", distance: "8 min", type: "Beach" },
    { name: "International school", distance: "12 min", type: "School" },
    { name: "Private hospital", distance: "10 min", type: "Hospital" },
    { name: "International airport", distance: "35 min", type: "Airport" },
  ],
  downtown: [
    { name: "Metro station", distance: "7 min", type: "Metro" },
    { name: "Major shopping mall", distance: "5 min", type: "Mall" },
    { name: "City park", distance: "6 min", type: "Park" },
    { name: "Private hospital", distance: "12 min", type: "Hospital" },
    { name: "International airport", distance: "20 min", type: "Airport" },
  ],
  palm: [
    { name: "Monorail station", distance: "7 min", type: "Metro" },
    { name: "Community mall", distance: "8 min", type: "Mall" },
    { name: "Private beach", distance: "2 min", type: "Beach" },
    { name: "British-curriculum school", distance: "15 min", type: "School" },
    { name: "International airport", distance: "35 min", type: "Airport" },
  ],
  desert: [
    { name: "Community retail centre", distance: "5 min", type: "Mall" },
    { name: "Primary school", distance: "7 min", type: "School" },
    { name: "Community park", distance: "3 min", type: "Park" },
    { name: "Clinic", distance: "10 min", type: "Hospital" },
    { name: "International airport", distance: "30 min", type: "Airport" },
  ],
  creek: [
    { name: "Creek promenade", distance: "3 min", type: "Park" },
    { name: "Regional mall", distance: "10 min", type: "Mall" },
    { name: "Metro station", distance: "10 min", type: "Metro" },
    { name: "International school", distance: "10 min", type: "School" },
    { name: "International airport", distance: "15 min", type: "Airport" },
  ],
  beach: [
    { name: "Public beach", distance: "3 min", type: "Beach" },
    { name: "Beachfront mall", distance: "8 min", type: "Mall" },
    { name: "Tram or metro stop", distance: "8 min", type: "Metro" },
    { name: "International school", distance: "12 min", type: "School" },
    { name: "Private hospital", distance: "12 min", type: "Hospital" },
  ],
  park: [
    { name: "Community park", distance: "2 min", type: "Park" },
    { name: "Neighbourhood mall", distance: "6 min", type: "Mall" },
    { name: "International school", distance: "8 min", type: "School" },
    { name: "Private hospital", distance: "12 min", type: "Hospital" },
    { name: "International airport", distance: "30 min", type: "Airport" },
  ],
  villas: [
    { name: "Community park", distance: "3 min", type: "Park" },
    { name: "Golf course", distance: "5 min", type: "Park" },
    { name: "Community retail centre", distance: "6 min", type: "Mall" },
    { name: "International school", distance: "8 min", type: "School" },
    { name: "International airport", distance: "30 min", type: "Airport" },
  ],
  townhouses: [
    { name: "Neighbourhood park", distance: "2 min", type: "Park" },
    { name: "Community retail centre", distance: "5 min", type: "Mall" },
    { name: "Nursery and primary school", distance: "6 min", type: "School" },
    { name: "Clinic", distance: "8 min", type: "Hospital" },
    { name: "International airport", distance: "30 min", type: "Airport" },
  ],
  skyline: [
    { name: "Metro station", distance: "6 min", type: "Metro" },
    { name: "Shopping mall", distance: "8 min", type: "Mall" },
    { name: "Neighbourhood park", distance: "5 min", type: "Park" },
    { name: "Private hospital", distance: "10 min", type: "Hospital" },
    { name: "International airport", distance: "20 min", type: "Airport" },
  ],
};
