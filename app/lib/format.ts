/** Text and number formatting shared by the cards and pages (spec 2.3, 2.4, 9). */

const aed = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** A price in AED without decimals: "1,250,000". */
export function formatNumber(value: number): string {
  return aed.format(Math.round(value));
}

export function formatAed(value: number): string {
  return `AED ${formatNumber(value)}`;
}

/** Cuts plain text to `max` characters, adding an ellipsis only when it was cut. */
export function cutText(text: string, max: number, ellipsis = "..."): string {
  const t = text.trim();
  return t.length <= max ? t : `${t.slice(0, max).trimEnd()}${ellipsis}`;
}

/** Plain text of an HTML fragment (tags removed, common entities decoded, spaces folded). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** Cuts an HTML description to `max` characters of its text, never breaking a tag. */
export function cutHtml(html: string, max: number, ellipsis = "..."): string {
  return cutText(htmlToText(html), max, ellipsis);
}

/** Digits only: for tel: and WhatsApp links ("+971 50 123" -> "97150123"). */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, "");
}

export function whatsappLink(countryCode: string, phone: string, text?: string): string {
  const digits = digitsOnly(`${countryCode}${phone}`);
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}

export function telLink(countryCode: string, phone: string): string {
  return `tel:+${digitsOnly(`${countryCode}${phone}`)}`;
}
