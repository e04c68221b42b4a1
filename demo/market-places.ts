/**
 * The places of the demo's market files: the demo's Dubai areas under the Dubai Land Department's
 * own area names (the DLD registers by official district, not by the community a buyer knows), and
 * the buildings its rows name: the demo's projects where they stand, plus a few towers and villa
 * clusters of our own per area, so ready sales have somewhere to happen. Abu Dhabi and Sharjah
 * areas are left out: the DLD registers Dubai only.
 */
import { AREAS } from "./content/areas.ts";
import { AREA_NAMES_AR } from "./content/arabic.ts";
import { PROJECTS } from "./content/projects.ts";
import type { AreaSeed, ProjectSeed } from "./content/types.ts";

/**
 * The DLD's area for each demo area, with its Arabic. Areas whose official name we could not
 * confirm keep the site's name (the importer's alias table maps either). `weight` is the area's
 * share of the city's deals: the apartment districts trade far more often than the villa estates.
 */
const DLD_AREAS: Record<string, { en: string; ar: string; weight: number }> = {
  "palm-jumeirah": { en: "Palm Jumeirah", ar: "نخلة جميرا", weight: 5 },
  "dubai-marina": { en: "Marsa Dubai", ar: "مرسى دبي", weight: 9 },
  "downtown-dubai": { en: "Burj Khalifa", ar: "برج خليفة", weight: 7 },
  "business-bay": { en: "Business Bay", ar: "الخليج التجاري", weight: 9 },
  "jumeirah-village-circle": { en: "Al Barsha South Fourth", ar: "البرشاء جنوب الرابعة", weight: 12 },
  "motor-city": { en: "Al Hebiah First", ar: "الحبية الأولى", weight: 3 },
  "jumeirah-lake-towers": { en: "Al Thanyah Fifth", ar: "الثنية الخامسة", weight: 6 },
  "dubai-hills-estate": { en: "Hadaeq Sheikh Mohammed Bin Rashid", ar: "حدائق الشيخ محمد بن راشد", weight: 6 },
  "arabian-ranches": { en: "Wadi Al Safa 6", ar: "وادي الصفا 6", weight: 2 },
  "damac-hills": { en: "Al Hebiah Fifth", ar: "الحبية الخامسة", weight: 4 },
  "al-furjan": { en: "Jabal Ali First", ar: "جبل علي الأولى", weight: 4 },
  "dubai-sports-city": { en: "Al Hebiah Fourth", ar: "الحبية الرابعة", weight: 4 },
  "dubai-creek-harbour": { en: "Dubai Creek Harbour", ar: AREA_NAMES_AR["dubai-creek-harbour"]!, weight: 5 },
  "jumeirah-beach-residence": { en: "Jumeirah Beach Residence", ar: AREA_NAMES_AR["jumeirah-beach-residence"]!, weight: 3 },
  "dubai-south": { en: "Dubai South", ar: AREA_NAMES_AR["dubai-south"]!, weight: 4 },
  "mohammed-bin-rashid-city": { en: "Mohammed Bin Rashid City", ar: AREA_NAMES_AR["mohammed-bin-rashid-city"]!, weight: 3 },
  "al-barsha": { en: "Al Barsha", ar: AREA_NAMES_AR["al-barsha"]!, weight: 3 },
  meydan: { en: "Meydan", ar: AREA_NAMES_AR["meydan"]!, weight: 4 },
  "sobha-hartland": { en: "Sobha Hartland", ar: AREA_NAMES_AR["sobha-hartland"]!, weight: 3 },
  "town-square": { en: "Town Square", ar: AREA_NAMES_AR["town-square"]!, weight: 3 },
  "jumeirah-golf-estates": { en: "Jumeirah Golf Estates", ar: AREA_NAMES_AR["jumeirah-golf-estates"]!, weight: 1 },
  "city-walk": { en: "City Walk", ar: AREA_NAMES_AR["city-walk"]!, weight: 2 },
  "dubai-silicon-oasis": { en: "Dubai Silicon Oasis", ar: AREA_NAMES_AR["dubai-silicon-oasis"]!, weight: 4 },
  "bluewaters-island": { en: "Bluewaters Island", ar: AREA_NAMES_AR["bluewaters-island"]!, weight: 1 },
  "emaar-beachfront": { en: "Emaar Beachfront", ar: AREA_NAMES_AR["emaar-beachfront"]!, weight: 2 },
};

/** Home types the market rows use (the demo's unit types less commercial ones, which the DLD files barely hold). */
export type MarketType = "Apartment" | "Penthouse" | "Duplex" | "Hotel Apartment" | "Villa" | "Townhouse";

export type MarketBuilding = {
  en: string;
  ar: string;
  /** The project the DLD registers it under, or null for an older tower registered on its own. */
  project: { en: string; ar: string; number: number } | null;
  types: MarketType[];
  /** Bedroom counts sold there (0 = studio). */
  beds: number[];
  /** Before this date its sales are off-plan ("Off-Plan Properties"), after it ready. */
  completes: Date;
  /** A price level of its own against its area's (a newer, better-placed tower asks more). */
  premium: number;
};

export type MarketArea = {
  seed: AreaSeed;
  slug: string;
  id: number;
  en: string;
  ar: string;
  /** The community the DLD writes in `master_project_*`: the name a buyer knows. */
  master: { en: string; ar: string };
  weight: number;
  buildings: MarketBuilding[];
  /** Nearest metro, mall and landmark, blank where the area's projects name none (as the DLD leaves them). */
  metro: Place;
  mall: Place;
  landmark: Place;
};
type Place = { en: string; ar: string };

/** Arabic of the nearby places the demo's projects list, as Dubai writes them. */
const PLACES_AR: Record<string, string> = {
  "Palm Monorail (Al Ittihad Park)": "مونوريل النخلة (حديقة الاتحاد)",
  "Nakheel Mall": "نخيل مول",
  "West Beach": "الشاطئ الغربي",
  "DMCC Metro Station": "محطة مترو دي إم سي سي",
  "Dubai Marina Mall": "دبي مارينا مول",
  "JBR Beach": "شاطئ جي بي آر",
  "Burj Khalifa/Dubai Mall Metro Station": "محطة مترو برج خليفة/دبي مول",
  "The Dubai Mall": "دبي مول",
  "Burj Park": "برج بارك",
  "Business Bay Metro Station": "محطة مترو الخليج التجاري",
  "Bay Avenue": "باي أفينيو",
  "Dubai Water Canal footpath": "ممشى قناة دبي المائية",
  "Circle Mall": "سيركل مول",
  "JVC community park": "حديقة قرية جميرا الدائرية",
  "First Avenue Mall": "فيرست أفينيو مول",
  "Dubai Autodrome": "حلبة دبي أوتودروم",
  "JLT Park": "حديقة أبراج بحيرات جميرا",
  "Dubai Hills Mall": "دبي هيلز مول",
  "Dubai Hills Park": "حديقة دبي هيلز",
  "Ranches Souk": "سوق المرابع",
  "Global Village": "القرية العالمية",
  "Dubai Festival City Mall": "دبي فستيفال سيتي مول",
  "Creek Beach": "شاطئ الخور",
  "Dubai Tram (JBR 1)": "ترام دبي (جي بي آر 1)",
  "Trump International Golf Club Dubai": "نادي ترامب الدولي للجولف دبي",
  "Expo 2020 Metro Station": "محطة مترو إكسبو 2020",
  "Expo City Dubai": "مدينة إكسبو دبي",
  "Meydan Racecourse": "مضمار ميدان",
  "Mall of the Emirates": "مول الإمارات",
  "Ras Al Khor Wildlife Sanctuary": "محمية رأس الخور للحياة الفطرية",
  "Town Square Park": "حديقة تاون سكوير",
  "Coca-Cola Arena": "كوكا كولا أرينا",
  "Al Furjan Metro Station": "محطة مترو الفرجان",
  "Ibn Battuta Mall": "ابن بطوطة مول",
  "Silicon Central Mall": "سيليكون سنترال مول",
  "Ain Dubai": "عين دبي",
  "Sobha Realty Metro Station": "محطة مترو شوبا العقارية",
  "Emaar Beachfront beach": "شاطئ إعمار بيتشفرونت",
  "Dubai International Cricket Stadium": "استاد دبي الدولي للكريكيت",
};

/** A demo place's Arabic name, as the back office would have it typed (null where we wrote none). */
export function placeNameAr(en: string): string | null {
  return PLACES_AR[en] ?? null;
}

/** The nearest places the DLD writes for an area: the first its demo projects list of each kind. */
function nearest(slug: string): { metro: Place; mall: Place; landmark: Place } {
  const places = PROJECTS.filter((p) => p.area === slug).flatMap((p) => p.places);
  const first = (types: string[]): Place => {
    const en = places.find((p) => types.includes(p.type))?.name ?? "";
    return { en, ar: en && (PLACES_AR[en] ?? arabicName(en)) };
  };
  return { metro: first(["Metro"]), mall: first(["Mall"]), landmark: first(["Park", "Beach"]) };
}

/** The first words of our own towers' and clusters' names, per area. */
const LOCAL_WORDS: Record<string, string[]> = {
  "palm-jumeirah": ["Frond", "Shoreline", "Crescent"],
  "dubai-marina": ["Marina", "Anchor", "Promenade"],
  "downtown-dubai": ["Boulevard", "Fountain", "Opera"],
  "business-bay": ["Bay", "Canal", "Executive"],
  "jumeirah-village-circle": ["Circle", "Maple", "District"],
  "motor-city": ["Autodrome", "Green", "Paddock"],
  "jumeirah-lake-towers": ["Lake", "Cluster", "Lakeshore"],
  "dubai-hills-estate": ["Hills", "Park", "Fairway"],
  "arabian-ranches": ["Ranches", "Saheel", "Meadow"],
  "damac-hills": ["Golf", "Vista", "Parkside"],
  "al-furjan": ["Furjan", "Jebel", "Metro"],
  "dubai-sports-city": ["Stadium", "Canal", "Golf"],
  "dubai-creek-harbour": ["Creek", "Harbour", "Island"],
  "jumeirah-beach-residence": ["Beach", "Sea", "Shoreline"],
  "dubai-south": ["Skyport", "Aviation", "Pulse"],
  "mohammed-bin-rashid-city": ["Lagoon", "District", "Crystal"],
  "al-barsha": ["Barsha", "Sufouh", "Metro"],
  meydan: ["Racecourse", "Avenue", "Polo"],
  "sobha-hartland": ["Hartland", "Greenway", "Creek"],
  "town-square": ["Plaza", "Square", "Park"],
  "jumeirah-golf-estates": ["Fairway", "Estate", "Golf"],
  "city-walk": ["Walk", "Courtyard", "Central"],
  "dubai-silicon-oasis": ["Oasis", "Tech", "Silicon"],
  "bluewaters-island": ["Bluewaters", "Harbour", "Wheel"],
  "emaar-beachfront": ["Beachfront", "Sunset", "Harbour"],
};
const TOWER_ENDS = ["Tower", "Heights", "Residence", "Views"];
const VILLA_ENDS = ["Villas", "Gardens"];

/** Completion of a demo project: the end of its handover quarter. */
function completionOf(p: ProjectSeed): Date {
  return new Date(Date.UTC(p.completionYear, p.completionQuarter * 3, 0));
}

function projectBuilding(p: ProjectSeed, number: number, premium: number): MarketBuilding {
  const beds = p.bedrooms.map((b) => (b === "Studio" ? 0 : b === "7+" ? 7 : Number(b)));
  const ar = arabicName(p.name);
  return { en: p.name, ar, project: { en: p.name, ar, number }, types: [p.type], beds, completes: completionOf(p), premium };
}

/** Our own buildings of an area, ready long before the files begin (built in the 2000s and 2010s). */
function localBuildings(area: AreaSeed, areaId: number, words: string[]): MarketBuilding[] {
  const built = new Date(Date.UTC(2012, 0, 1));
  const apartments = area.typicalTypes.filter((t): t is MarketType => ["Apartment", "Penthouse", "Duplex", "Hotel Apartment"].includes(t));
  const houses = area.typicalTypes.filter((t): t is MarketType => t === "Villa" || t === "Townhouse");
  return words.flatMap((word, i) => {
    const list: MarketBuilding[] = [];
    if (apartments.length) {
      const en = `${word} ${TOWER_ENDS[i % TOWER_ENDS.length]}`;
      list.push({ en, ar: arabicName(en), project: null, types: apartments, beds: [0, 1, 2, 3, 4], completes: built, premium: 0.94 + 0.05 * i });
    }
    if (houses.length && i < 2) {
      const en = `${word} ${VILLA_ENDS[i % VILLA_ENDS.length]}`;
      const ar = arabicName(en);
      list.push({ en, ar, project: { en, ar, number: areaId * 10 + i }, types: houses, beds: [3, 4, 5], completes: built, premium: 0.97 + 0.04 * i });
    }
    return list;
  });
}

/** The demo's Dubai areas as the market files see them, in the demo's order. */
export function marketAreas(): MarketArea[] {
  let projectNumber = 1000;
  return AREAS.filter((a) => DLD_AREAS[a.slug]).map((seed, i) => {
    const dld = DLD_AREAS[seed.slug]!;
    const projects = PROJECTS.filter((p) => p.area === seed.slug).map((p, j) => projectBuilding(p, projectNumber++, 1.02 + 0.04 * j));
    const id = 300 + i * 7;
    return {
      seed,
      slug: seed.slug,
      id,
      en: dld.en,
      ar: dld.ar,
      master: { en: seed.name, ar: AREA_NAMES_AR[seed.slug] ?? arabicName(seed.name) },
      weight: dld.weight,
      buildings: [...projects, ...localBuildings(seed, id, LOCAL_WORDS[seed.slug] ?? [seed.name.split(" ")[0]!])],
      ...nearest(seed.slug),
    };
  });
}

/**
 * Arabic of the English names the files use, word by word as Dubai writes such names (mostly a
 * transliteration: "Residences" is ريزيدنسز on the developer's own signs). A word missing here is
 * spelt letter by letter, so an Arabic column is never left with Latin letters.
 */
const WORDS_AR: Record<string, string> = {
  marina: "مارينا", crest: "كريست", residences: "ريزيدنسز", residence: "ريزيدنس", quay: "كي", penthouse: "بنتهاوس",
  penthouses: "بنتهاوس", collection: "كولكشن", at: "في", dubai: "دبي", frond: "فروند", eleven: "إليفن", beach: "بيتش",
  villas: "فيلاز", palm: "بالم", crescent: "كريسنت", sky: "سكاي", gateway: "جيتواي", hotel: "هوتيل", sea: "سي", walk: "ووك",
  bluewaters: "بلوواترز", harbourfront: "هاربرفرونت", apartments: "أبارتمنتس", beachfront: "بيتشفرونت", sunset: "صن ست",
  tower: "تاور", towers: "تاورز", lakeshore: "ليك شور", jlt: "جي إل تي", creek: "كريك", horizon: "هورايزن", harbour: "هاربر",
  lights: "لايتس", boulevard: "بوليفارد", vista: "فيستا", opera: "أوبرا", district: "ديستركت", signature: "سيغنتشر", by: "باي",
  the: "ذا", fountain: "فاونتن", old: "أولد", town: "تاون", courtyard: "كورتيارد", homes: "هومز", canal: "كانال", edge: "إيدج",
  bay: "باي", avenue: "أفينيو", suites: "سويتس", waterline: "ووترلاين", city: "سيتي", racecourse: "ريس كورس", view: "فيو",
  views: "فيوز", meydan: "ميدان", lofts: "لوفتس", lagoon: "لاجون", hartland: "هارتلاند", waterfront: "ووترفرونت",
  greenway: "جرين واي", barsha: "البرشاء", south: "ساوث", garden: "جاردن", gardens: "جاردنز", circle: "سيركل", park: "بارك",
  maple: "مابل", townhouses: "تاون هاوسز", uptown: "أب تاون", autodrome: "أوتودروم", green: "جرين", loop: "لوب", motor: "موتور",
  hills: "هيلز", fairway: "فيرواي", estate: "إستيت", ranches: "رانشز", meadow: "ميدو", golf: "جولف", parkside: "باركسايد",
  skyport: "سكاي بورت", expo: "إكسبو", plaza: "بلازا", square: "سكوير", corner: "كورنر", furjan: "فرجان", jebel: "جبل", aviation: "أفييشن", sufouh: "صفوح",
  metro: "مترو", west: "ويست", oasis: "أوسيس", tech: "تك", stadium: "ستاديوم", anchor: "أنكور", promenade: "بروميناد",
  shoreline: "شورلاين", executive: "إكزكيوتيف", paddock: "بادوك", lake: "ليك", cluster: "كلستر", saheel: "السهيل",
  island: "آيلاند", pulse: "بالس", crystal: "كريستال", polo: "بولو", central: "سنترال", silicon: "سيليكون", wheel: "ويل",
  heights: "هايتس", estates: "إستيتس", jumeirah: "جميرا", mohammed: "محمد", bin: "بن", rashid: "راشد", sports: "سبورتس",
  village: "فيليج", lakes: "ليكس", damac: "داماك", arabian: "أرابيان", sobha: "شوبا", emaar: "إعمار", business: "بزنس",
  downtown: "داون تاون", and: "و",
};
const LETTERS_AR: Record<string, string> = {
  a: "ا", b: "ب", c: "ك", d: "د", e: "ي", f: "ف", g: "ج", h: "ه", i: "ي", j: "ج", k: "ك", l: "ل", m: "م", n: "ن", o: "و",
  p: "ب", q: "ق", r: "ر", s: "س", t: "ت", u: "و", v: "ف", w: "و", x: "كس", y: "ي", z: "ز",
};

function arabicName(english: string): string {
  // Arabic joins the article to its noun: "Al Furjan" is الفرجان, one word.
  const words = english.replace(/\bAl\s+/gi, "al-").split(/\s+/);
  return words
    .map((word) => {
      const article = /^al-/i.test(word);
      const key = word.toLowerCase().replace(/^al-/, "").replace(/[^a-z0-9]/g, "");
      const ar = /^\d+$/.test(key) ? key : (WORDS_AR[key] ?? [...key].map((c) => LETTERS_AR[c] ?? c).join(""));
      return article && !ar.startsWith("ال") ? `ال${ar}` : ar;
    })
    .join(" ");
}
