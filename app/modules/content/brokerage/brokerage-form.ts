/**
 * The back office's brokerage form (issue 20): field names are the record's paths (name.en,
 * offices.0.city.ar, social.facebook…). Offices are rows: the ones there are plus one empty row
 * to add another; a row whose English name is empty is left out. An office's map embed is made
 * from its position (an OpenStreetMap frame centred on a marker), so editors give only the
 * latitude and longitude. Plain code.
 */

type Local = { en: string; ar: string | null };
type OfficeValues = { name: Local; building: Local; street: Local; area: Local; city: Local; country: Local; lat: number; lng: number };
type BrokerageValues = {
  name: Local;
  shortName: Local;
  legalName: Local;
  phone: string;
  phoneDisplay: string;
  whatsapp: string;
  email: string;
  careersEmail: string;
  orn: string;
  openingHours: string;
  copyrightYear: number;
  offices: OfficeValues[];
  social: Partial<Record<(typeof SOCIAL)[number], string>>;
  youtubeChannelId: string | null;
  leadNotifyEmail: string | null;
};

export const OFFICE_TEXTS = ["name", "building", "street", "area", "city", "country"] as const;
export const SOCIAL = ["facebook", "linkedin", "instagram", "youtube"] as const;
const TEXTS = ["name", "shortName", "legalName"] as const;
const PLAIN = ["phone", "phoneDisplay", "whatsapp", "email", "careersEmail", "orn", "openingHours", "copyrightYear", "youtubeChannelId", "leadNotifyEmail"] as const;

export function brokerageToValues(b: BrokerageValues): Record<string, string> {
  const v: Record<string, string> = {};
  for (const t of TEXTS) {
    v[`${t}.en`] = b[t].en;
    v[`${t}.ar`] = b[t].ar ?? "";
  }
  for (const p of PLAIN) v[p] = b[p] === null ? "" : String(b[p]);
  for (const s of SOCIAL) v[`social.${s}`] = b.social[s] ?? "";
  b.offices.forEach((o, i) => {
    for (const t of OFFICE_TEXTS) {
      v[`offices.${i}.${t}.en`] = o[t].en;
      v[`offices.${i}.${t}.ar`] = o[t].ar ?? "";
    }
    v[`offices.${i}.lat`] = String(o.lat);
    v[`offices.${i}.lng`] = String(o.lng);
  });
  v.officeRows = String(b.offices.length + 1);
  return v;
}

/** An OpenStreetMap embed centred on the office, about 600 m across. */
export function officeMapEmbed(lat: number, lng: number): string {
  const d = 0.006;
  const f = (n: number) => n.toFixed(4);
  const bbox = [f(lng - d), f(lat - d * 0.8), f(lng + d), f(lat + d * 0.8)].join("%2C");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${f(lat)}%2C${f(lng)}`;
}

const num = (s: string | undefined) => (s === undefined || s.trim() === "" ? Number.NaN : Number(s.trim()));

/** The posted fields as the brokerage service's input (the logo is added by the editor). */
export function valuesToBrokerage(values: Record<string, string>) {
  const v = (name: string) => values[name] ?? "";
  const local = (name: string) => ({ en: v(`${name}.en`), ar: v(`${name}.ar`) });
  const rows = Math.min(Math.max(Number(v("officeRows")) || 0, 0), 21);
  const offices = [];
  for (let i = 0; i < rows; i++) {
    if (!v(`offices.${i}.name.en`).trim() && OFFICE_TEXTS.every((t) => !v(`offices.${i}.${t}.en`).trim())) continue;
    const lat = num(values[`offices.${i}.lat`]);
    const lng = num(values[`offices.${i}.lng`]);
    offices.push({
      ...(Object.fromEntries(OFFICE_TEXTS.map((t) => [t, local(`offices.${i}.${t}`)])) as Record<(typeof OFFICE_TEXTS)[number], { en: string; ar: string }>),
      lat,
      lng,
      mapEmbedUrl: Number.isFinite(lat) && Number.isFinite(lng) ? officeMapEmbed(lat, lng) : "",
    });
  }
  const social: Record<string, string> = {};
  for (const s of SOCIAL) if (v(`social.${s}`).trim()) social[s] = v(`social.${s}`).trim();
  return {
    name: local("name"),
    shortName: local("shortName"),
    legalName: local("legalName"),
    phone: v("phone").replace(/[\s-]/g, ""),
    phoneDisplay: v("phoneDisplay"),
    whatsapp: v("whatsapp").replace(/[\s+-]/g, ""),
    email: v("email").trim(),
    careersEmail: v("careersEmail").trim(),
    orn: v("orn"),
    openingHours: v("openingHours"),
    copyrightYear: Number(v("copyrightYear")),
    offices,
    social,
    youtubeChannelId: v("youtubeChannelId").trim() || null,
    leadNotifyEmail: v("leadNotifyEmail").trim() || null,
  };
}

const none = { en: "", ar: null };

/**
 * The form of a site without an identity (the demo's was removed, `npm run demo:remove`): empty,
 * with the current year and the usual opening hours, for an admin to fill in.
 */
export function emptyBrokerage(year: number): BrokerageValues & { logoPath: null } {
  return {
    name: none, shortName: none, legalName: none, phone: "", phoneDisplay: "", whatsapp: "", email: "", careersEmail: "", orn: "",
    openingHours: "Mo-Fr 09:00-18:00", copyrightYear: year, offices: [], social: {}, youtubeChannelId: null, leadNotifyEmail: null, logoPath: null,
  };
}
