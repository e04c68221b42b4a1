/**
 * What the search bar's place field holds besides an area: a building, project or developer
 * picked from the suggestions, or text typed without picking (the list page resolves it to the
 * best place). The forms turn it into the list URL's parameter.
 */
export type PlaceChoice = { kind: "building" | "project" | "developer"; id: number } | { kind: "text"; text: string } | null;

/** The project list filters by area, project and developer: it suggests no buildings. */
export const PROJECT_PLACES = ["area", "project", "developer"] as const;

/**
 * `href` with the choice's parameter added. Only a field typed in holds a choice, and typing
 * loaded the module that writes it (place-suggest.tsx): the first load carries none of it.
 */
export function placeHref(href: string, choice: PlaceChoice, list: "units" | "projects"): Promise<string> {
  return choice ? import("./place-suggest.tsx").then((m) => m.withPlace(href, choice, list)) : Promise.resolve(href);
}
