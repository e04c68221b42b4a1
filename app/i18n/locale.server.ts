/** The language of a request (issue 23): its path decides (`/ar/…` is Arabic), for loaders and actions. */
import { localeFromPath, type Locale } from "./locale.ts";

export function localeOf(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname);
}
