/**
 * A lead's time to its first response: from its arrival to the first thing a staff member did on
 * its page that the visitor's case moved by (a status change or a note, which is also how an agent
 * answers a viewing). Assignments and the system's mails do not count: they are not an answer.
 */
type Event = { at: string; kind: string; staff: { id: number } | null };

/** The history events by a member of staff that answer a lead; the SQL of the overdue leads (overdue.server.ts) reads the same list. */
export const RESPONSE_KINDS = ["status", "note"] as const;
const answers = (kind: string) => (RESPONSE_KINDS as readonly string[]).includes(kind);

/** Minutes from arrival to the first response, or null while there is none. */
export function firstResponseMinutes(createdAt: string, history: Event[]): number | null {
  const first = history.filter((e) => e.staff && answers(e.kind)).sort((a, b) => a.at.localeCompare(b.at))[0];
  if (!first) return null;
  return Math.max(0, Math.round((Date.parse(first.at) - Date.parse(createdAt)) / 60_000));
}

/** "45 min", "3 h 5 min", "2 d 4 h". */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ""}`;
  return `${Math.floor(hours / 24)} d${hours % 24 ? ` ${hours % 24} h` : ""}`;
}
