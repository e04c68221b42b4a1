/**
 * The back office's area form (issue 20): the area record's paths are the fields' names
 * (name.en, slug, description.ar, lat…), so a schema message's path is its field. Plain code.
 */

export const AREA_FIELDS = ["name.en", "name.ar", "slug", "emirateId", "description.en", "description.ar", "lat", "lng", "active"] as const;

type AreaValues = {
  name: { en: string; ar: string | null };
  slug: string;
  emirateId: number;
  description: { en: string; ar: string | null };
  lat: number | null;
  lng: number | null;
  active: boolean;
};

export function areaToValues(a: AreaValues): Record<string, string> {
  return {
    "name.en": a.name.en,
    "name.ar": a.name.ar ?? "",
    slug: a.slug,
    emirateId: String(a.emirateId),
    "description.en": a.description.en,
    "description.ar": a.description.ar ?? "",
    lat: a.lat === null ? "" : String(a.lat),
    lng: a.lng === null ? "" : String(a.lng),
    active: a.active ? "yes" : "",
  };
}

/** The posted fields as the area service's input (an empty map position is none). */
export function valuesToArea(values: Record<string, string>) {
  const num = (v: string | undefined) => (v === undefined || v.trim() === "" ? null : v.trim());
  return {
    name: { en: values["name.en"] ?? "", ar: values["name.ar"] ?? "" },
    slug: values.slug ?? "",
    emirateId: values.emirateId ?? "",
    description: { en: values["description.en"] ?? "", ar: values["description.ar"] ?? "" },
    lat: num(values.lat),
    lng: num(values.lng),
    active: values.active === "yes",
  };
}

export const fieldOfPath = (path: ReadonlyArray<PropertyKey>) => path.map(String).join(".");
