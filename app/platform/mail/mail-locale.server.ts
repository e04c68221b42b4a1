/**
 * The language of a visitor's e-mails: a lead's confirmation and an alert's mails are
 * written in the language of the page the visitor wrote from (the row's `locale`), with the `mail`
 * catalogue; rows without one (older, or from the JSON API) are English. Staff mail stays English.
 */
import { messagesFor } from "../i18n/catalog.server.ts";
import { translator, type Translator } from "../i18n/translate.ts";
import type { Locale } from "../i18n/locale.ts";

export function visitorLocale(stored: string | null | undefined): Locale {
  return stored === "ar" ? "ar" : "en";
}

/** The `mail` catalogue's messages in a language. */
export function mailText(locale: Locale): Translator<"mail"> {
  return translator(locale, messagesFor(locale), "mail");
}
