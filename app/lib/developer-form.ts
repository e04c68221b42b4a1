/** The back office's developer form (issue 20): the record's paths are the fields' names. Plain code. */

type DeveloperValues = { name: { en: string; ar: string | null }; slug: string; description: { en: string; ar: string | null }; active: boolean };

export function developerToValues(d: DeveloperValues): Record<string, string> {
  return {
    "name.en": d.name.en,
    "name.ar": d.name.ar ?? "",
    slug: d.slug,
    "description.en": d.description.en,
    "description.ar": d.description.ar ?? "",
    active: d.active ? "yes" : "",
  };
}

/** The posted fields as the developer service's input (without the logo, which the editor adds). */
export function valuesToDeveloper(values: Record<string, string>) {
  return {
    name: { en: values["name.en"] ?? "", ar: values["name.ar"] ?? "" },
    slug: values.slug ?? "",
    description: { en: values["description.en"] ?? "", ar: values["description.ar"] ?? "" },
    active: values.active === "yes",
  };
}
