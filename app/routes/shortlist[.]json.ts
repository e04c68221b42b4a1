/**
 * GET /shortlist.json?units=1,2&projects=3: the cards of the listings a visitor's favourites
 * name, for the favourites page in the browser. The same ids give the same answer
 * to everyone, so it is cached like a page. `lang=ar` gives the titles in Arabic. Ids that are not ids: 400 with the reason.
 */
import type { Route } from "./+types/shortlist[.]json";
import { dbContext } from "../platform/context.ts";
import { shortlistFromUrl } from "../modules/listings/visitor/shortlist-query.server.ts";
import { loadShortlist } from "../modules/listings/visitor/shortlist.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const list = shortlistFromUrl(url);
  if (!list.ok) return Response.json({ error: list.error }, { status: 400 });
  return Response.json(await loadShortlist(context.get(dbContext), list.value, url.searchParams.get("lang") === "ar" ? "ar" : "en"));
}
