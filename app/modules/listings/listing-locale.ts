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

/**
 * An area or a developer as a card names it: the Arabic name on an Arabic page where it has one, else the English
 * marked `lang`; its `nameAr` is dropped (the card shows one name).
 */
function namedIn<T extends { name: string; nameAr?: string | null; nameLang?: "en" }>({ nameAr, ...named }: T, locale: Locale): Omit<T, "nameAr"> {
  const name = localText(named.name, nameAr ?? null, locale);
  return { ...named, name: name.text, ...(name.lang ? { nameLang: name.lang } : {}) };
}

export const placeIn = (place: Place, locale: Locale): Place => namedIn(place, locale);

/** A listing as its card shows it, its title in the page's language: nothing the card does not show goes into the page's data. */
export function toCard(listing: UnitListing, locale?: Locale): UnitCard;
export function toCard(listing: ProjectListing, locale?: Locale): ProjectCard;
export function toCard(listing: Listing, locale?: Locale): ListingCard;
export function toCard(listing: Listing, locale: Locale = "en"): ListingCard {
  const { phone, email, countryCode } = listing.agent;
  const agent = { phone, email, countryCode };
  if (listing.kind === "unit") {
    const { titleAr: _ar, mapUrl: _map, agent: _agent, ...unit } = titleIn(listing, locale);
    return { ...unit, area: placeIn(unit.area, locale), developer: unit.developer && namedIn(unit.developer, locale), agent };
  }
  const {
    titleAr: _ar, mapUrl: _map, agent: _agent, descriptionHtml: _html, brochure: _brochure, video: _video, permit: _permit,
    subtitle: _subtitle, sizeTo: _to, completionQuarter: _quarter, typeId: _type, statusId: _status, ...project
  } = titleIn(listing, locale);
  return { ...project, area: placeIn(project.area, locale), developer: namedIn(project.developer, locale), agent };
}
