/**
 * POST /admin/units/<id>/uploads and /admin/projects/<id>/uploads: the listing editor's script
 * sends the chosen photos, floor plans or brochure here, a few files per post (so a phone's
 * photos of several MB each fit the post limit), and reads a JSON answer: what was stored and
 * why anything was refused. The same work as the editor's own upload post, which a form sent
 * without JavaScript uses.
 */
import { data } from "react-router";
import type { Route } from "./+types/listing-uploads";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { listingKindOfPath } from "../../modules/listings/admin/listing-form-fields.ts";
import { listingIdOf } from "../../modules/listings/detail/listing-detail.server.ts";
import { uploadListingFiles } from "../../modules/listings/admin/listing-editor.server.ts";

export async function loader() {
  throw data(null, { status: 405 });
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, { section: "listings" });
  const kind = listingKindOfPath(new URL(args.request.url).pathname);
  const id = listingIdOf(args.params.id);
  if (!id) throw data(null, { status: 404 });
  const { status, answer } = await uploadListingFiles(dbOf(args), kind, id, staff, args.request);
  return Response.json(answer, { status, headers: { "Cache-Control": "no-store" } });
}
