/**
 * Building blocks the listing cards, the detail pages and the visitor's favourites and compare
 * share: badges, the price, the facts row and the rooms' words. What only the list's card has
 * (its place line, its foot with the contact buttons) is in listing-card.tsx, so the pages
 * without that card load none of it.
 */
import { useTranslations, type T } from "../../../platform/i18n/intl.tsx";
import { formatAed, formatNumber, periodSuffix, type PricePeriod } from "../../../platform/i18n/format.ts";
import { useDisplay } from "../visitor/visitor-hooks.ts";

const BADGE_TONES = {
  brand: "bg-brand-700 text-white",
  gold: "bg-gold-400 text-slate-900",
  light: "bg-white/95 text-slate-900",
  outline: "border border-slate-300 bg-white text-slate-700",
} as const;

export function Badge({ children, tone = "light" }: { children: React.ReactNode; tone?: keyof typeof BADGE_TONES }) {
  return <span className={`inline-flex items-center rounded px-2 py-0.5 text-xs font-semibold ${BADGE_TONES[tone]}`}>{children}</span>;
}

/**
 * "AED 1,250,000" without decimals (spec 2.4); a rent says its period: "AED 193,000 / year" (as
 * formatAed). In the visitor's currency when they chose one: the server's shared HTML
 * has AED, the browser's choice follows right after hydration.
 */
export function Price({ value, period = null, className = "", prefix }: { value: number; period?: PricePeriod; className?: string; prefix?: string }) {
  const display = useDisplay();
  const currency = <span className="text-[0.8em] font-semibold">{display.currencyLabel}</span>;
  return (
    <p className={`font-bold text-brand-800 ${className}`} data-price="">
      {prefix && <span className="font-medium text-slate-600">{prefix} </span>}
      {display.locale === "ar" ? (
        // The amount, then درهم, isolated so that the digits keep their order in the Arabic line.
        <bdi>
          {display.amountText(value)} {currency}
        </bdi>
      ) : (
        <>
          {currency} {display.amountText(value)}
        </>
      )}
      {period && <span className="text-[0.6em] font-semibold text-slate-600">{periodSuffix(period, display.locale)}</span>}
    </p>
  );
}

/**
 * The line under a listing's price: its price per sqft (or m²) and, when the visitor reads prices
 * in another currency, the AED figure. The law needs that one: Dubai's advertising rules (DLD /
 * RERA, the terms of the Trakheesi permit every advert carries) ask for the price in dirhams, so a
 * converted price never stands alone on a listing. The AED figure stays on the cards and detail
 * pages (here), in the compare table (routes/compare.tsx) and in the mortgage calculator's
 * property price (mortgage-calculator.tsx). The line is one line tall whatever is chosen, so the
 * choice applied after hydration moves nothing.
 */
export function PriceNote({ value, sizeSqft, period = null, className = "" }: { value: number; sizeSqft: number; period?: PricePeriod; className?: string }) {
  const display = useDisplay();
  const per = display.perArea(value, sizeSqft);
  const suffix = periodSuffix(period, display.locale);
  const parts = [per && `${per}${suffix}`, display.converted && formatAed(value, period, display.locale)].filter(Boolean);
  return (
    <p className={`min-h-5 text-sm text-slate-600 ${className}`} data-price-note="">
      {parts.join(" · ")}
    </p>
  );
}

type Fact = { icon: React.ReactNode; label: string; value: string };

/** Beds, baths, size…: a wrapped row of small facts, each with a screen-reader label. */
export function FactsRow({ facts, className = "" }: { facts: Fact[]; className?: string }) {
  const shown = facts.filter((f) => f.value);
  if (shown.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-700 ${className}`}>
      {shown.map((f) => (
        <li key={f.label} className="inline-flex items-center gap-1.5">
          <span className="text-brand-600">{f.icon}</span>
          <span className="sr-only">{f.label}: </span>
          {f.value}
        </li>
      ))}
    </ul>
  );
}

/**
 * The card's "Studio", "3 Beds", "2 Baths" in the page's language. A listing's beds
 * (listing.ts) are a unit's one option or a project's list of them: "Studio, 1, 2 Beds", "1 Bed".
 */
export function useRoomTexts() {
  const t = useTranslations("listing");
  return {
    beds: (beds: string) => (beds.trim() === "Studio" ? t("studio") : roomText(t, "beds", beds)),
    baths: (baths: string) => roomText(t, "baths", baths),
  };
}

function roomText(t: T<"listing">, key: "beds" | "baths", value: string): string {
  const n = value.trim();
  if (!n) return "";
  // "7+" counts as 7 for the plural; a list ("1, 2") takes the plural; the text keeps what the listing says.
  const count = /^\d+\+?$/.test(n) ? Number.parseInt(n, 10) : 99;
  return t(key, { n, count });
}

/** "Studio", "1 Bed", "3 Beds", "7+ Beds" (English, for texts the server writes). */
export function bedroomsText(bedroomType: string): string {
  const t = bedroomType.trim();
  if (!t) return "";
  if (/studio/i.test(t)) return "Studio";
  return `${t} ${t === "1" ? "Bed" : "Beds"}`;
}

export function bathroomsText(bathroomType: string): string {
  const t = bathroomType.trim();
  if (!t) return "";
  return `${t} ${t === "1" ? "Bath" : "Baths"}`;
}

/** A size in sqft for texts the server writes (meta descriptions); pages use useDisplay().size. */
export function sizeText(sqft: number): string {
  return sqft > 0 ? `${formatNumber(sqft)} sqft` : "";
}
