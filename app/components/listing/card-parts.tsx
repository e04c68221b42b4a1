/**
 * Building blocks of the listing cards (units and projects): badges, the price, the facts row,
 * the Call / Email / WhatsApp buttons and the card's foot (time since posting and the buttons).
 */
import { formatNumber, telLink, whatsappLink, type PricePeriod } from "../../lib/format.ts";
import { useDisplay } from "../../lib/visitor-hooks.ts";
import { ClockIcon, MailIcon, PhoneIcon, WhatsAppIcon } from "./icons.tsx";

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
 * formatAed). In the visitor's currency when they chose one (issue 22): the server's shared HTML
 * has AED, the browser's choice follows right after hydration.
 */
export function Price({ value, period = null, className = "", prefix }: { value: number; period?: PricePeriod; className?: string; prefix?: string }) {
  const display = useDisplay();
  return (
    <p className={`font-bold text-brand-800 ${className}`} data-price="">
      {prefix && <span className="font-medium text-slate-600">{prefix} </span>}
      <span className="text-[0.8em] font-semibold">{display.currency}</span> {display.amountText(value)}
      {period && <span className="text-[0.6em] font-semibold text-slate-600"> / {period}</span>}
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
  const parts = [per && `${per}${period ? ` / ${period}` : ""}`, display.converted && `AED ${formatNumber(value)}${period ? ` / ${period}` : ""}`].filter(Boolean);
  return (
    <p className={`min-h-5 text-sm text-slate-600 ${className}`} data-price-note="">
      {parts.join(" · ")}
    </p>
  );
}

export type Fact = { icon: React.ReactNode; label: string; value: string };

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

/** "Studio", "1 Bed", "3 Beds", "7+ Beds". */
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

type ContactProps = {
  countryCode: string;
  phone: string;
  email: string;
  /** What the visitor asks about: the e-mail subject, the WhatsApp greeting and the buttons' names. */
  subject: string;
  className?: string;
};

const btn = "relative z-10 inline-flex flex-1 items-center justify-center gap-1.5 rounded-md px-3 py-2 text-sm font-semibold transition";

/** Call, Email and WhatsApp shortcuts (WhatsApp: digits only, new tab). */
export function ContactButtons({ countryCode, phone, email, subject, className = "" }: ContactProps) {
  return (
    <div className={`flex gap-2 ${className}`}>
      <a href={telLink(countryCode, phone)} aria-label={`Call about ${subject}`} className={`${btn} border border-brand-700 text-brand-700 hover:bg-brand-50`}>
        <PhoneIcon />
        Call
      </a>
      <a
        href={`mailto:${email}?subject=${encodeURIComponent(`Enquiry: ${subject}`)}`}
        aria-label={`Email about ${subject}`}
        className={`${btn} border border-brand-700 text-brand-700 hover:bg-brand-50`}
      >
        <MailIcon />
        Email
      </a>
      <a
        href={whatsappLink(countryCode, phone, `Hello, I am interested in ${subject}.`)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`WhatsApp about ${subject} (opens in a new tab)`}
        className={`${btn} bg-[#0f7a3f] text-white hover:bg-[#0b6533]`}
      >
        <WhatsAppIcon />
        WhatsApp
      </a>
    </div>
  );
}

/**
 * The foot of a listing card: when it was posted, and the contact buttons beside it while both
 * fit, or on their own full-width line when they do not (the card's text column is narrow
 * between 768 and 1024 px, where the photo takes two fifths of the card).
 */
export function CardFoot({ posted, postedOn, contact }: { posted: string; postedOn: string; contact: ContactProps }) {
  return (
    <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
      {posted && (
        <p className="inline-flex items-center gap-1.5 whitespace-nowrap text-xs text-slate-600">
          <ClockIcon className="h-3.5 w-3.5" />
          <span className="sr-only">Posted </span>
          <time dateTime={postedOn}>{posted}</time>
        </p>
      )}
      <ContactButtons {...contact} className="grow basis-72" />
    </div>
  );
}
