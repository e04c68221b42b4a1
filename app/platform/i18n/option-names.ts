/**
 * The stored options' names in the page's language: purposes, statuses, property types,
 * bedrooms, bathrooms, emirates and blog categories. The one source is the lookup tables' `name_ar`
 * (migration 2026-11-28-11): the server reads them once (lookups service, `optionNames`) and an
 * Arabic page gets them in the root loader's data as `{"type:Villa": "فيلا", …}` (an English page
 * gets none). A name with no Arabic stays as stored, marked `lang="en"` (localText).
 */
import type { LocalText } from "./local-text.ts";
import type { Locale } from "./locale.ts";

export type OptionGroup = "purpose" | "status" | "type" | "beds" | "baths" | "emirate" | "blogCategory" | "classification";
/** `${group}:${English name}` → the Arabic name. */
export type OptionNames = Record<string, string>;

/** An option's name in the page's language: the stored English one on an English page or where there is no Arabic. */
export function optionName(names: OptionNames, locale: Locale, group: OptionGroup, name: string): LocalText {
  if (locale !== "ar" || !name) return { text: name };
  const ar = names[`${group}:${name}`];
  return ar ? { text: ar } : { text: name, lang: "en" };
}

/** The same as plain text (for attributes, meta texts and joined lines). */
export function optionText(names: OptionNames, locale: Locale, group: OptionGroup, name: string): string {
  return optionName(names, locale, group, name).text;
}
