/**
 * The language of a request: its path decides (`/ar/…` is Arabic), for loaders and
 * actions; a form action's post says it with `?lang=ar` (localeOfUrl).
 */
import { localeOfUrl, type Locale } from "./locale.ts";

export function localeOf(request: Request): Locale {
  return localeOfUrl(new URL(request.url));
}
