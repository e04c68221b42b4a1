/**
 * A viewing as a calendar file (RFC 5545): one VEVENT with a stable UID, times in UTC, and a
 * SEQUENCE the agent's changes raise, so a calendar replaces the event instead of adding a second.
 * Lines end in CRLF, texts are escaped and long lines folded at 75 octets, as the RFC asks.
 */

type ViewingEvent = {
  uid: string;
  sequence: number;
  start: Date;
  minutes: number;
  stamp: Date;
  summary: string;
  location: string;
  description: string;
  organizer: { name: string; email: string };
  /** CONFIRMED once the agent agreed; TENTATIVE while a time is asked for or proposed. */
  confirmed: boolean;
};

function icsTime(at: Date): string {
  return at.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

function escapeText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

const utf8 = new TextEncoder();

/** Folds a content line at 75 octets (UTF-8), never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  let bytes = 0;
  for (const ch of line) {
    const size = utf8.encode(ch).length;
    const limit = parts.length ? 74 : 75;
    if (bytes + size > limit) {
      parts.push(current);
      current = "";
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function viewingIcs(e: ViewingEvent, productId: string): string {
  const end = new Date(e.start.getTime() + e.minutes * 60_000);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(productId)}//Viewings//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${e.uid}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${icsTime(e.stamp)}`,
    `DTSTART:${icsTime(e.start)}`,
    `DTEND:${icsTime(end)}`,
    `SUMMARY:${escapeText(e.summary)}`,
    `LOCATION:${escapeText(e.location)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    `ORGANIZER;CN=${escapeText(e.organizer.name).replace(/"/g, "")}:mailto:${e.organizer.email}`,
    `STATUS:${e.confirmed ? "CONFIRMED" : "TENTATIVE"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}
