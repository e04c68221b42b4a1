/**
 * Listing titles in the page's language (issue 23): units carry `title_ar`, projects `name_ar`.
 * The list, favourites and compare loaders put the Arabic one in the card's title on Arabic pages,
 * or keep the English one and mark it `lang="en"` (localText); the lookups' names stay as stored.
 */
import { localText } from "../../platform/i18n/local-text.ts";
import type { Locale } from "../../platform/i18n/locale.ts";

export function unitTitleIn<U extends { unitTitle: string; unitTitleAr: string | null }>(unit: U, locale: Locale): U & { titleLang?: "en" } {
  const title = localText(unit.unitTitle, unit.unitTitleAr, locale);
  return { ...unit, unitTitle: title.text, ...(title.lang ? { titleLang: title.lang } : {}) };
}

export function projectNameIn<P extends { projectName: string; projectNameAr: string | null }>(project: P, locale: Locale): P & { nameLang?: "en" } {
  const name = localText(project.projectName, project.projectNameAr, locale);
  return { ...project, projectName: name.text, ...(name.lang ? { nameLang: name.lang } : {}) };
}
