/**
 * A list page's cards, one under another (the unit and project lists, category, area and developer pages).
 *
 * Cards after the first are laid out and painted only when near the screen (`offscreen-card`, app.css:
 * content-visibility: auto, with a card's height kept until then). On a phone the first card is the
 * only one on the first screen, and the style and layout of the other eleven (photo tracks, facts,
 * buttons) were about half of the page's first rendering, one task of 150–220 ms on Lighthouse's
 * slowed phone. They stay in the document as they are: read by crawlers, screen readers and
 * find-in-page, drawn before they scroll into view.
 */
import type { ListingCard as Card } from "../listing.ts";
import { ListingCard } from "./listing-card.tsx";

export function ListingCardList({ items, now }: { items: Card[]; now: string }) {
  return (
    <ol className="space-y-5">
      {items.map((listing, i) => (
        <li key={listing.id} className={i === 0 ? undefined : "offscreen-card"}>
          <ListingCard listing={listing} now={now} priority={i === 0} />
        </li>
      ))}
    </ol>
  );
}
