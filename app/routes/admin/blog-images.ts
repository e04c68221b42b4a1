/**
 * POST /admin/blogs/images (admins and editors): one picture for a blog body, sent by the
 * rich-text editor (fetch, multipart: the anti-forgery field first, then the file `image`).
 * Stored through `storeContentImage`; answers JSON: the picture's path and size, or why it
 * was refused (400, 413, 415). Without JavaScript there is no rich-text editor: the cover
 * image goes with the post's own form.
 */
import { data } from "react-router";
import type { Route } from "./+types/blog-images";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { CONTENT_IMAGE_UPLOAD_LIMITS, storeContentImage } from "../../modules/content/editing/content-images.server.ts";
import { siteMediaStore } from "../../platform/media/site-media.server.ts";
import { parseListingUploads } from "../../platform/media/upload-form.server.ts";

export async function loader() {
  throw data(null, { status: 405 });
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, { section: "blogs" });
  const parsed = await parseListingUploads(args.request, CONTENT_IMAGE_UPLOAD_LIMITS);
  if (!parsed.ok) return data({ ok: false as const, reason: parsed.reason }, { status: parsed.status });
  const file = parsed.files.find((f) => f.field === "image");
  if (!file) return data({ ok: false as const, reason: "Choose an image to upload." }, { status: 400 });
  const stored = await storeContentImage(dbOf(args), siteMediaStore(), file, { staffId: staff.staffId });
  if (!stored.ok) return data({ ok: false as const, reason: stored.reason }, { status: 400 });
  return { ok: true as const, path: stored.path, width: stored.width, height: stored.height };
}
