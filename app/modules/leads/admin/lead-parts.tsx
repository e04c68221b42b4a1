/**
 * What the inbox screens share: the words for statuses, kinds and history events, the
 * public page of a lead's listing, and a timestamp in Dubai time.
 */
import type { LeadKind, LeadStatus } from "../inbox/inbox-forms.ts";
import type { LeadHistoryEntry, LeadListItem } from "../queries/inbox.server.ts";
import { formatDubaiDateTime } from "../../../platform/i18n/dates.ts";

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};
export const KIND_LABELS: Record<LeadKind, string> = {
  enquiry: "Project enquiry",
  "unit-enquiry": "Unit enquiry",
  viewing: "Viewing request",
  contact: "Contact message",
  subscription: "Subscription",
};

function listingHref(listing: NonNullable<LeadListItem["listing"]>): string | null {
  if (!listing.slug) return null;
  return `/${listing.kind === "unit" ? "property" : "project"}/${encodeURIComponent(listing.slug)}/${listing.id}`;
}

export function ListingLink({ listing }: { listing: LeadListItem["listing"] }) {
  if (!listing) return <>—</>;
  const label = listing.title ?? `${listing.kind === "unit" ? "Unit" : "Project"} #${listing.id}`;
  const href = listingHref(listing);
  return href ? (
    <a href={href} className="text-brand-700 underline">
      {label}
    </a>
  ) : (
    <>{label}</>
  );
}

/** A timestamp as the brokerage reads it, machine-readable in UTC. */
export function DubaiTime({ at }: { at: string }) {
  // A date and time read as one: never "28 Nov / 2026".
  return (
    <time dateTime={at} className="whitespace-nowrap">
      {formatDubaiDateTime(at)}
    </time>
  );
}

/** One history event in words ("Status: New → Contacted"). */
export function historyText(e: LeadHistoryEntry): string {
  const status = (v: string | null) => (v && v in STATUS_LABELS ? STATUS_LABELS[v as LeadStatus] : (v ?? "—"));
  switch (e.kind) {
    case "arrived":
      return e.to ? `Arrived, for ${e.to}` : "Arrived";
    case "status":
      return `Status: ${status(e.from)} → ${status(e.to)}`;
    case "assigned":
      return `Assigned: ${e.from ?? "no agent"} → ${e.to ?? "no agent"}`;
    case "note":
      return "Note";
    case "mailed":
      return e.to ? `E-mailed ${e.to}` : "E-mailed";
    case "removed":
      return `Removed from the mailing list${e.to ? ` (${e.to})` : ""}`;
    default:
      return String(e.kind);
  }
}
