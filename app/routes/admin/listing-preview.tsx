/**
 * /admin/units/<id>/preview and /admin/projects/<id>/preview: a listing's public page
 * as it will look, in any life-cycle state (a draft's public address is a 404), for a signed-in
 * member of staff who may edit it (an agent: its own listings). The public page's own components
 * and loader steps (app/modules/listings/ui/listing-detail.tsx,
 * app/modules/listings/detail/listing-detail.server.ts) under a "not published" banner. Outside the back office's
 * shell, like the public page; never indexed (every /admin answer is noindex and no-store).
 */
import { useEffect, useState } from "react";
import { data } from "react-router";
import type { Route } from "./+types/listing-preview";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { getUnitDetails } from "../../modules/listings/queries/units.server.ts";
import { getProject } from "../../modules/listings/queries/projects.server.ts";
import { listingIdOf, listingPageData } from "../../modules/listings/detail/listing-detail.server.ts";
import { ADMIN_LISTING_PATHS, STATE_LABELS, listingKindOfPath } from "../../modules/listings/admin/listing-form-fields.ts";
import { siteUrlFrom } from "../../modules/site/seo.ts";
import { readEditableOr404 } from "../../modules/listings/admin/listing-editor.server.ts";
import { isShownState } from "../../modules/listings/listing-constants.ts";
import { AdminError } from "../../modules/staff/admin-error.tsx";
import { ListingDetail } from "../../modules/listings/ui/listing-detail.tsx";
import { listingHref } from "../../modules/listings/ui/listing-href.ts";
import { OPEN_ENQUIRY_EVENT } from "../../ui/enquiry-event.ts";

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args, { section: "listings" });
  const db = dbOf(args);
  const kind = listingKindOfPath(new URL(args.request.url).pathname);
  const id = listingIdOf(args.params.id);
  const notFound = () => data(null, { status: 404 });
  // The editor's scope: a listing the actor may not edit is not found.
  const { state } = await readEditableOr404(db, kind, id, staff);
  const banner = { state, shown: isShownState(state), editHref: `${ADMIN_LISTING_PATHS[kind]}/${id}` };
  const listing = kind === "unit" ? await getUnitDetails(db, id, { anyState: true }) : await getProject(db, id, { anyState: true });
  if (!listing) throw notFound();
  return { banner, kind, page: await listingPageData(db, listing, listingHref(listing)) };
}

/**
 * The public page's "Enquire Now" opens the site's enquiry form, which is not on a preview: a
 * preview must not send leads. It says so instead of doing nothing.
 */
function useEnquiryNotice(): boolean {
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    const onAsk = () => setAsked(true);
    window.addEventListener(OPEN_ENQUIRY_EVENT, onAsk);
    return () => window.removeEventListener(OPEN_ENQUIRY_EVENT, onAsk);
  }, []);
  return asked;
}

export default function ListingPreview({ loaderData: d, matches }: Route.ComponentProps) {
  const siteUrl = siteUrlFrom(matches);
  const enquiryAsked = useEnquiryNotice();
  const title = d.page.listing.title;
  return (
    <>
      <title>{`Preview: ${title}`}</title>
      <div role="note" aria-label="Preview" className="border-b-4 border-amber-500 bg-amber-50 px-4 py-3 text-amber-950">
        <p className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3">
          <strong>{d.banner.shown ? "Preview — as shown on the site" : `Preview — not published (${STATE_LABELS[d.banner.state].toLowerCase()})`}</strong>
          <a href={d.banner.editHref} className="font-semibold underline">
            Back to the editor
          </a>
        </p>
        <p role="status" className="mx-auto max-w-5xl text-sm">
          {enquiryAsked ? "Enquiries are not sent from a preview: on the published page, Enquire Now opens the enquiry form." : ""}
        </p>
      </div>
      <ListingDetail {...d.page} siteUrl={siteUrl} />
    </>
  );
}

export const ErrorBoundary = AdminError;
