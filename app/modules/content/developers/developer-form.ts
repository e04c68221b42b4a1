/** The back office's developer form (issue 20): the record's paths are the fields' names. Plain code. */

type DeveloperValues = {
  name: { en: string; ar: string | null };
  slug: string;
  description: { en: string; ar: string | null };
  active: boolean;
  emirateId?: number | null;
  lat?: number | null;
  lng?: number | null;
};

const text = (v: number | null | undefined) => (v === null || v === undefined ? "" : String(v));

export function developerToValues(d: DeveloperValues): Record<string, string> {
  return {
    "name.en": d.name.en,
    "name.ar": d.name.ar ?? "",
    slug: d.slug,
    "description.en": d.description.en,
    "description.ar": d.description.ar ?? "",
    emirateId: text(d.emirateId),
    lat: text(d.lat),
    lng: text(d.lng),
    active: d.active ? "yes" : "",
  };
}

/** The posted fields as the developer service's input (without the images, which the editor adds); empty is none. */
export function valuesToDeveloper(values: Record<string, string>) {
  const orNull = (v: string | undefined) => (v === undefined || v.trim() === "" ? null : v.trim());
  return {
    name: { en: values["name.en"] ?? "", ar: values["name.ar"] ?? "" },
    slug: values.slug ?? "",
    description: { en: values["description.en"] ?? "", ar: values["description.ar"] ?? "" },
    emirateId: orNull(values.emirateId),
    lat: orNull(values.lat),
    lng: orNull(values.lng),
    active: values.active === "yes",
  };
}

/** The words for a developer's picture, on its page and in the media library: an editor uploads one of its buildings. */
export const developerPictureAlt = (name: string) => `A development by ${name}`;
