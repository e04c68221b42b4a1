/**
 * /admin/media (admins and editors): the media library. Every content image, newest first,
 * searchable by file name or alt text, each with where it is used (links to the editing
 * screens). An unused image can be deleted (its files too); one in use cannot (the server checks
 * and says where). New images are uploaded here with their alt text, through the same pipeline.
 */
import { data, Form, Link, redirect } from "react-router";
import { DropZone } from "../../ui/admin/drop-zone.tsx";
import { checkFileSize } from "../../ui/admin/file-size.ts";
import { FILE_LIMITS } from "../../platform/media/upload-limits.ts";
import type { Route } from "./+types/media";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { deleteMediaAsset, listMediaAssets, MediaInUseError, setMediaAlt } from "../../modules/content/media-library.server.ts";
import { readEditorPost, storeImageFields } from "../../modules/content/editing/editor-post.server.ts";
import { siteMediaStore } from "../../platform/media/site-media.server.ts";
import { CsrfField } from "../../ui/admin/csrf-field.tsx";
import { Breakable } from "../../ui/admin/long-text.tsx";
import { buttonClass, FormAlert, inputClass, LabelledControl, secondaryButtonClass } from "../../ui/admin/field.tsx";
import { IMAGE_ACCEPT } from "../../ui/admin/image-slot.tsx";
import { ZodError } from "zod";
import { formatMediumDate } from "../../platform/i18n/dates.ts";

const PAGE = 48;

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { section: "media" });
  const url = new URL(args.request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const page = Math.min(Math.max(Number(url.searchParams.get("page")) || 1, 1), 10_000);
  const { assets, total } = await listMediaAssets(dbOf(args), { q, limit: PAGE, offset: (page - 1) * PAGE });
  const done = url.searchParams.get("done");
  const message = done === "uploaded" ? "Uploaded: the image is in the library." : done === "deleted" ? "Deleted: the image and its files are gone." : done === "alt" ? "Saved the alt text." : null;
  return { q, page, pages: Math.max(1, Math.ceil(total / PAGE)), total, assets, message };
}

type Answer = { error: string; fieldErrors?: Record<string, string> };

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, { section: "media" });
  const db = dbOf(args);
  const post = await readEditorPost(args.request);
  if (!post.ok) return data<Answer>({ error: post.reason }, { status: post.status });
  const intent = post.values.intent;
  const id = /^\d{1,12}$/.test(post.values.id ?? "") ? Number(post.values.id) : 0;
  if (intent === "upload") {
    const alt = (post.values.alt ?? "").trim();
    if (!post.files.get("file")) return data<Answer>({ error: "Choose an image to upload.", fieldErrors: { file: "Choose an image to upload." } }, { status: 400 });
    if (alt.length > 300) return data<Answer>({ error: "The image was not uploaded.", fieldErrors: { alt: "At most 300 characters" } }, { status: 400 });
    const stored = await storeImageFields(db, staff, post.files, [{ field: "file", alt }]);
    if (!stored.ok) return data<Answer>({ error: "The image was not uploaded.", fieldErrors: stored.fieldErrors }, { status: 400 });
    return redirect("/admin/media?done=uploaded");
  }
  if (intent === "delete") {
    try {
      if (!(await deleteMediaAsset(db, siteMediaStore(), staff, id))) throw data({ message: "No such image." }, { status: 404 });
    } catch (error) {
      if (error instanceof MediaInUseError) return data<Answer>({ error: `Not deleted: ${error.message}` }, { status: 409 });
      throw error;
    }
    return redirect("/admin/media?done=deleted");
  }
  if (intent === "alt") {
    try {
      if (!(await setMediaAlt(db, id, { en: post.values.alt ?? "", ar: post.values.altAr ?? "" }))) throw data({ message: "No such image." }, { status: 404 });
    } catch (error) {
      if (error instanceof ZodError) return data<Answer>({ error: error.issues[0]?.message ?? "The alt text was not saved." }, { status: 400 });
      throw error;
    }
    return redirect("/admin/media?done=alt");
  }
  return data<Answer>({ error: "This button is not known." }, { status: 400 });
}

const kb = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
  const { q, page, pages, total, assets, message } = loaderData;
  const answer = actionData as Answer | undefined;
  const errors = answer?.fieldErrors ?? {};
  const pageLink = (p: number) => `/admin/media?${new URLSearchParams({ ...(q ? { q } : {}), page: String(p) })}`;
  return (
    <>
      <title>Media library</title>
      <h1 className="text-2xl font-bold text-slate-900">Media library</h1>
      <div className="mt-3 space-y-2">
        <FormAlert message={message} tone="ok" />
        <FormAlert message={answer?.error} />
      </div>
      <Form method="post" encType="multipart/form-data" className="mt-4 grid gap-3 rounded-lg border border-slate-300 bg-white p-4 md:grid-cols-[3fr_2fr_auto] md:items-end" aria-label="Upload an image">
        <CsrfField />
        <input type="hidden" name="intent" value="upload" />
        <DropZone small testId="drop-library" label="Image (JPEG, PNG, WebP or AVIF, up to 15 MB)" error={errors.file} input={{ name: "file", accept: IMAGE_ACCEPT, onChange: checkFileSize(FILE_LIMITS.image) }} />
        <LabelledControl label="Alt text" hint="What the image shows, for people who cannot see it." error={errors.alt} small>
          {(wiring) => <input {...wiring} name="alt" className={inputClass} />}
        </LabelledControl>
        <button type="submit" className={buttonClass}>
          Upload to the library
        </button>
      </Form>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-2" role="search" aria-label="Images">
        <LabelledControl label="Search by file name or alt text" small>
          {(wiring) => <input {...wiring} name="q" type="search" defaultValue={q} className={inputClass} />}
        </LabelledControl>
        <button type="submit" className={secondaryButtonClass}>
          Search
        </button>
      </Form>
      <p className="mt-3 text-sm text-slate-700" aria-live="polite">
        {total} {total === 1 ? "image" : "images"}
        {q ? ` matching “${q}”` : ""}
      </p>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Images in the library">
        {assets.map((a) => (
          <AssetCard key={a.id} asset={a} />
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-4 flex gap-3">
          {page > 1 && <Link to={pageLink(page - 1)}>Previous page</Link>}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && <Link to={pageLink(page + 1)}>Next page</Link>}
        </nav>
      )}
    </>
  );
}

/** One image: its size, where it is used, its alt texts to edit, and its delete button. */
function AssetCard({ asset: a }: { asset: Route.ComponentProps["loaderData"]["assets"][number] }) {
  return (
    <li className="rounded-lg border border-slate-300 bg-white p-3">
      <img src={a.path} alt={a.alt ?? ""} loading="lazy" className="h-40 w-full rounded bg-slate-100 object-contain" />
      <p className="mt-2 font-semibold text-slate-900">
        <Breakable text={a.fileName} />
      </p>
      <p className="text-sm text-slate-600">
        {a.width && a.height ? `${a.width} × ${a.height} px · ` : ""}
        {kb(a.bytes)} · <span className="whitespace-nowrap"><time dateTime={a.createdAt}>{formatMediumDate(a.createdAt)}</time></span>
      </p>
      <div className="mt-2 text-sm">
        {a.uses.length ? (
          <>
            <p className="font-medium text-slate-800">Used by:</p>
            <ul className="list-disc ps-5">
              {a.uses.map((u, i) => (
                <li key={i}>
                  {u.label}:{" "}
                  {u.href ? (
                    <Link to={u.href} className="text-brand-700 underline">
                      {u.title}
                    </Link>
                  ) : (
                    u.title
                  )}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-slate-600">Not used anywhere.</p>
        )}
      </div>
      <Form method="post" encType="multipart/form-data" className="mt-3 space-y-2" aria-label={`Alt text of ${a.fileName}`}>
        <CsrfField />
        <input type="hidden" name="intent" value="alt" />
        <input type="hidden" name="id" value={a.id} />
        <LabelledControl label="Alt text (English)" small>
          {(wiring) => <input {...wiring} name="alt" defaultValue={a.alt ?? ""} className={inputClass} />}
        </LabelledControl>
        <LabelledControl label="Alt text (Arabic)" small>
          {(wiring) => <input {...wiring} name="altAr" defaultValue={a.altAr ?? ""} lang="ar" dir="rtl" className={inputClass} />}
        </LabelledControl>
        <button type="submit" className={secondaryButtonClass}>
          Save alt text
        </button>
      </Form>
      <Form method="post" encType="multipart/form-data" className="mt-2">
        <CsrfField />
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={a.id} />
        <button type="submit" className={secondaryButtonClass} aria-label={`Delete ${a.fileName}`}>
          Delete
        </button>
      </Form>
    </li>
  );
}
