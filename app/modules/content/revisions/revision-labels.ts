/**
 * The compare screen's words for each field of each kind of revised record: a
 * snapshot's leaf path ("description.ar", "offices.0.city.en", "lat") is shown as "Description
 * (Arabic)", "Office 1 city (English)", "Map position (latitude)". Keys are the paths without
 * the language, list positions written `#` (shown counted from 1). Zod-free plain code, like
 * feed-admin-labels.ts, so the back office's screens import no schema to read labels;
 * revision-labels.test.ts checks that every field of every record schema has its words here.
 */

const LANGS: Record<string, string> = { en: "English", ar: "Arabic" };

const POSITION = { lat: "Map position (latitude)", lng: "Map position (longitude)" };

/** Fields labelled by kind. Pages ("page") are labelled from their own field names (revision-diff.ts). */
const REVISION_FIELD_LABELS: Record<string, Record<string, string>> = {
  area: {
    name: "Name",
    slug: "Address (slug)",
    emirateId: "Emirate",
    description: "Description",
    ...POSITION,
    active: "Shown on the site",
    imagePath: "Picture",
    logoPath: "Logo",
  },
  developer: {
    name: "Name",
    slug: "Address (slug)",
    description: "Description",
    logoPath: "Logo",
    active: "Shown on the site",
    emirateId: "Emirate of the head office",
    imagePath: "Picture",
    lat: "Map position of the head office (latitude)",
    lng: "Map position of the head office (longitude)",
  },
  agent: {
    name: "Name",
    designation: "Designation",
    bio: "Biography",
    photoPath: "Photo",
    "languages.#": "Language #",
    brn: "BRN (broker registration number)",
    email: "E-mail",
    countryCode: "Phone country code",
    phone: "Phone",
    whatsapp: "WhatsApp number",
    staffId: "Staff account",
    slug: "Address (slug)",
    public: "Show the agent's page",
  },
  blog: {
    title: "Title",
    slug: "Address (slug)",
    categoryId: "Category",
    description: "Summary",
    body: "Article",
    state: "Draft or published",
    publishAt: "Publication time",
    image: "Cover picture",
    imageAlt: "Cover picture's description",
    seoTitle: "Search-engine title",
    seoDescription: "Search-engine description",
  },
  brokerage: {
    name: "Name",
    shortName: "Short name",
    legalName: "Legal name",
    phone: "Phone",
    phoneDisplay: "Phone as shown",
    whatsapp: "WhatsApp number",
    email: "E-mail",
    careersEmail: "Careers e-mail",
    orn: "ORN (office registration number)",
    openingHours: "Opening hours",
    copyrightYear: "Copyright year",
    "offices.#.name": "Office # name",
    "offices.#.building": "Office # building",
    "offices.#.street": "Office # street",
    "offices.#.area": "Office # area",
    "offices.#.city": "Office # city",
    "offices.#.country": "Office # country",
    "offices.#.mapEmbedUrl": "Office # map address",
    "offices.#.lat": "Office # map position (latitude)",
    "offices.#.lng": "Office # map position (longitude)",
    "social.facebook": "Facebook page",
    "social.linkedin": "LinkedIn page",
    "social.instagram": "Instagram page",
    "social.youtube": "YouTube channel page",
    logoPath: "Logo",
    youtubeChannelId: "YouTube channel of the shorts",
    leadNotifyEmail: "Address for new leads",
    viewingDays: "Viewing days",
    viewingStart: "Viewings from",
    viewingEnd: "Viewings until",
    viewingSlotMinutes: "Viewing slot (minutes)",
  },
};

/** A record's leaf path in words, or null when its kind has no such field in the table. */
export function recordFieldLabel(kind: string, path: string): string | null {
  const table = REVISION_FIELD_LABELS[kind];
  if (!table) return null;
  const parts = path.split(".");
  const lang = parts.at(-1)!;
  const body = lang in LANGS ? parts.slice(0, -1) : parts;
  const positions = body.filter((p) => /^\d+$/.test(p)).map((p) => String(Number(p) + 1));
  const label = table[body.map((p) => (/^\d+$/.test(p) ? "#" : p)).join(".")];
  if (label === undefined) return null;
  let n = 0;
  const counted = label.replace(/#/g, () => positions[n++] ?? "");
  return lang in LANGS ? `${counted} (${LANGS[lang]})` : counted;
}
