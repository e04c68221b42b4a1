/**
 * Listing titles in the page's language: a unit's or a project's Arabic title, when
 * written. The list, favourites and compare loaders put it in the card's title on Arabic pages,
 * or keep the English one and mark it `lang="en"` (localText); so do the areas' names; the lookups' names stay as stored.
 */
import { localText } from "../../platform/i18n/local-text.ts";
import type { Locale } from "../../platform/i18n/locale.ts";
import type { Listing, ListingCard, Place, ProjectCard, ProjectListing, UnitCard, UnitListing } from "./listing.ts";

export function titleIn<L extends { title: string; titleAr: string | null }>(listing: L, locale: Locale): L & { titleLang?: "en" } {
  const title = localText(listing.title, listing.titleAr, locale);
  return { ...listing, title: title.text, ...(title.lang ? { titleLang: title.lang } : {}) };
}

/** An area as a card names it: the Arabic name on an Arabic page where the area has one, else the English marked `lang`. */
export function placeIn({ nameAr, ...place }: Place, locale: Locale): Place {
  const name = localText(place.name, nameAr ?? null, locale);
  return { ...place, name: name.text, ...(name.lang ? { nameLang: name.lang } : {}) };
}

/** A developer as a card names it (the logo's alt text): Arabic where written, else the English marked `lang`. */
function developerIn<D extends ListingCard["developer"]>(developer: D, locale: Locale): D {
  if (!developer) return developer;
  const { nameAr, ...rest } = developer;
  const name = localText(rest.name, nameAr ?? null, locale);
  return { ...rest, name: name.text, ...(name.lang ? { nameLang: name.lang } : {}) } as D;
}

/** A listing as its card shows it, its title in the page's language: nothing the card does not show goes into the page's data. */
export function toCard(listing: UnitListing, locale?: Locale): UnitCard;
export function toCard(listing: ProjectListing, locale?: Locale): ProjectCard;
export function toCard(listing: Listing, locale?: Locale): ListingCard;
export function toCard(listing: Listing, locale: Locale = "en"): ListingCard {
  const { phone, email, countryCode } = listing.agent;
  const agent = { phone, email, countryCode };
  if (listing.kind === "unit") {
    const { titleAr: _ar, mapUrl: _map, agent: _agent, ...unit } = titleIn(listing, locale);
    return { ...unit, area: placeIn(unit.area, locale), developer: developerIn(unit.developer, locale), agent };
  }
  const {
    titleAr: _ar, mapUrl: _map, agent: _agent, descriptionHtml: _html, brochure: _brochure, video: _video, permit: _permit,
    subtitle: _subtitle, sizeTo: _to, completionQuarter: _quarter, typeId: _type, statusId: _status, ...project
  } = titleIn(listing, locale);
  return { ...project, area: placeIn(project.area, locale), developer: developerIn(project.developer, locale), agent };
}
