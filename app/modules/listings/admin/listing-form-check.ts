/**
 * The listing form's check in the browser: the kind's schema (listing-input.ts) on the input the
 * action gives the listing service for the same fields (listing-form-fields.ts), so a field's
 * message once it is left is the one the action answers. A list item's message shows under its
 * list (`places.0.distance` under `places`), as the action's do (listing-editor.server.ts). The
 * rules that need the database or the clock (the permit to publish, references that exist) stay
 * the server's.
 */
import { LISTING_SCHEMAS } from "../listing-input.ts";
import type { ListingKind } from "../listing-constants.ts";
import { listingInputFromForm, type ListingFormValues } from "./listing-form-fields.ts";

export function listingFormErrors(kind: ListingKind, values: ListingFormValues, bedroomIds: string[] = []): Record<string, string> {
  const parsed = LISTING_SCHEMAS[kind].safeParse(listingInputFromForm(kind, values, bedroomIds));
  const out: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) out[String(issue.path[0] ?? "form")] ??= issue.message;
  return out;
}
