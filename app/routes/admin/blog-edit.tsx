/**
 * /admin/blogs/new and /admin/blogs/<id> (admins and editors): a blog post's title, address,
 * category, summary and body (HTML, sanitised on save as the blog page does), English and Arabic,
 * and its publication: a draft, or published from a date and time (Dubai) — a time to come
 * schedules it. Saved through the blog service (a revision kept); delete after a confirming tick.
 * The body is written in the rich-text editor (rich-text-field.tsx: an HTML text area until the
 * page is interactive, and without JavaScript); the cover image is a file of this same form
 * (multipart, the anti-forgery field first), stored through `storeContentImage`; the SEO texts
 * have counters and a preview of the search result (seo-fields.tsx).
 */
import { data, Form, redirect } from "react-router";
import { DropZone } from "../../ui/admin/drop-zone.tsx";
import { IMAGE_ACCEPT } from "../../ui/admin/image-slot.tsx";
import { checkFileSize } from "../../ui/admin/file-size.ts";
import { FILE_LIMITS } from "../../platform/media/upload-limits.ts";
import type { Route } from "./+types/blog-edit";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { siteContext } from "../../platform/context.ts";
import { readBrokerage } from "../../modules/content/pages/read-content.server.ts";
import { siteMediaStore } from "../../platform/media/site-media.server.ts";
import { blogCategoryChoices, readBlog } from "../../modules/content/blog/blogs.server.ts";
import { blogEditorAction, type BlogEditorResult } from "../../modules/content/blog/blog-editor.server.ts";
import { BLOG_FORM, blogStateLabel, blogToValues } from "../../modules/content/blog/blog-form.ts";
import { checkForm } from "../../modules/content/editing/record-form.ts";
import { useFormCheck } from "../../ui/admin/use-form-check.ts";
import { historyPathOf } from "../../modules/content/revisions/revision-paths.ts";
import { EditorHeading } from "../../ui/admin/editor-heading.tsx";
import { CsrfField } from "../../ui/admin/csrf-field.tsx";
import { ConfirmPanel } from "../../ui/admin/confirm-panel.tsx";
import { buttonClass, inputClass, LabelledControl, secondaryButtonClass } from "../../ui/admin/field.tsx";
import { TextPair } from "../../ui/admin/text-pair.tsx";
import { RichTextField } from "../../ui/admin/rich-text-field.tsx";
import { SeoFields } from "../../modules/content/editing/seo-fields.tsx";
import { Img } from "../../ui/img.tsx";

const idOf = (raw: string | undefined) => (raw === undefined ? null : /^\d{1,12}$/.test(raw) ? Number(raw) : 0);

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { section: "blogs" });
  const db = dbOf(args);
  const id = idOf(args.params.id);
  const post = id === null ? null : await readBlog(db, String(id));
  if (id !== null && !post) throw data({ message: "No such post." }, { status: 404 });
  const categories = await blogCategoryChoices(db);
  const params = new URL(args.request.url).searchParams;
  const saved = params.get("saved") === "1" ? "Saved." : params.get("unpublished") === "1" ? "The post is off the site: it is a draft now." : null;
  const { shortName } = await readBrokerage(db);
  return { id, post, categories, stateLabel: post ? blogStateLabel(post) : null, saved, siteUrl: args.context.get(siteContext).siteUrl, shortName };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, { section: "blogs" });
  const db = dbOf(args);
  const id = idOf(args.params.id);
  if (id !== null && !(await readBlog(db, String(id)))) throw data({ message: "No such post." }, { status: 404 });
  const result = await blogEditorAction(db, siteMediaStore(), staff, id, args.request);
  if (result.ok) return redirect(result.deleted ? "/admin/blogs?deleted=1" : `/admin/blogs/${result.id}?${result.unpublished ? "unpublished" : "saved"}=1`);
  return data({ ...result, formKey: String(Date.now()) }, { status: result.status });
}

function Control({ name, label, errors, hint, children }: { name: string; label: string; errors: Record<string, string>; hint?: string; children: (wiring: Record<string, unknown>) => React.ReactNode }) {
  return (
    <LabelledControl label={label} hint={hint} error={errors[name]} small>
      {(wiring) => children({ ...wiring, name, className: inputClass })}
    </LabelledControl>
  );
}

/** The cover: the one shown now, a file to replace it (stored when the post is saved), its alt text. */
function CoverImage({ values, errors }: { values: Record<string, string>; errors: Record<string, string> }) {
  const current = values.image ?? "";
  return (
    <fieldset className="min-w-0 space-y-3 rounded-md border border-slate-300 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">Cover image</legend>
      <input type="hidden" name="image" value={current} />
      {current ? (
        <div className="flex flex-wrap items-end gap-3">
          <Img src={current} alt={values["imageAlt.en"] || "The current cover image"} sizes="240px" className="h-auto w-60 rounded-md" />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="removeImage" value="yes" className="size-4" />
            Remove the cover image
          </label>
        </div>
      ) : (
        <p className="text-sm text-slate-600">No cover image yet.</p>
      )}
      <DropZone
        small
        label={current ? "Replace the cover image" : "Cover image file"}
        hint="JPEG, PNG, WebP or AVIF, at most 15 MB; it is stored when the post is saved."
        error={errors.cover}
        input={{ name: "cover", accept: IMAGE_ACCEPT, onChange: checkFileSize(FILE_LIMITS.image) }}
      />
      <div className="grid gap-3 md:grid-cols-2">
        <Control name="imageAlt.en" label="Cover alt text (English)" errors={errors} hint="What the picture shows, for people who cannot see it.">
          {(w) => <input {...w} defaultValue={values["imageAlt.en"]} maxLength={300} />}
        </Control>
        <Control name="imageAlt.ar" label="Cover alt text (Arabic)" errors={errors}>
          {(w) => <input {...w} defaultValue={values["imageAlt.ar"]} maxLength={300} lang="ar" dir="rtl" />}
        </Control>
      </div>
    </fieldset>
  );
}

const EMPTY = { "title.en": "", slug: "", categoryId: "", state: "draft", publishAt: "" };

type Categories = Array<{ id: number; name: string }>;

/**
 * The post's form, under a key that changes with each answer of the action: its fields are
 * checked in the browser with the post's schema as they are left (BLOG_FORM, the action's too).
 */
function PostForm({ values, serverErrors, categories, siteUrl, shortName, id, isNew }: { values: Record<string, string>; serverErrors?: Record<string, string>; categories: Categories; siteUrl: string; shortName: string; id: number | null; isNew: boolean }) {
  const { errors, onBlur, onChange } = useFormCheck((v) => checkForm(BLOG_FORM, v), serverErrors);
  return (
    <Form method="post" encType="multipart/form-data" onBlur={onBlur} onChange={onChange} className="mt-6 space-y-4 rounded-lg border border-slate-300 bg-white p-4" aria-label="Blog post">
      {/* First: the server reads an upload's body only up to the token. */}
      <CsrfField />
      <TextPair label="Title" names={{ en: "title.en", ar: "title.ar" }} defaults={values} errors={errors} />
      <Control name="slug" label="Address (slug)" errors={errors} hint="The post's page is /blogs/<slug>/<number>; an old address sends visitors to the new one.">
        {(w) => <input {...w} defaultValue={values.slug} />}
      </Control>
      <Control name="categoryId" label="Category" errors={errors} hint="Categories are added and renamed under Blog categories.">
        {(w) => (
          <select {...w} defaultValue={values.categoryId}>
            <option value="">Choose a category</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Control>
      <TextPair label="Summary" names={{ en: "description.en", ar: "description.ar" }} defaults={values} errors={errors} />
      <div className="space-y-4">
        <RichTextField
          name="body.en"
          label="Body (English)"
          lang="en"
          defaultValue={values["body.en"] ?? ""}
          error={errors["body.en"]}
          hint="Headings, lists, quotes, links to this site's pages, images with alt text and YouTube or Vimeo videos."
        />
        <RichTextField name="body.ar" label="Body (Arabic)" lang="ar" defaultValue={values["body.ar"] ?? ""} error={errors["body.ar"]} />
      </div>
      <CoverImage values={values} errors={errors} />
      <SeoFields values={values} errors={errors} siteUrl={siteUrl} shortName={shortName} postId={id} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Publication</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="state" value="draft" defaultChecked={values.state !== "published"} className="size-4" />
          Draft (not on the site)
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="state" value="published" defaultChecked={values.state === "published"} className="size-4" />
          Published (from the time below, or at once when it is empty)
        </label>
      </fieldset>
      <Control name="publishAt" label="Publish at (Dubai time)" errors={errors} hint="A time to come schedules the post: it appears on the site at that time.">
        {(w) => <input {...w} type="datetime-local" step={1} defaultValue={values.publishAt} />}
      </Control>
      <button type="submit" className={buttonClass}>
        {isNew ? "Create post" : "Save post"}
      </button>
    </Form>
  );
}

export default function BlogEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { id, post, categories, stateLabel, saved, siteUrl, shortName } = loaderData;
  const result = actionData as (BlogEditorResult & { formKey: string }) | undefined;
  const values: Record<string, string> = result && !result.ok ? result.values : post ? blogToValues(post) : EMPTY;
  const heading = post ? `Edit post: ${post.title.en}` : "New blog post";
  return (
    <>
      <EditorHeading heading={heading} history={post && id !== null ? historyPathOf("blog", String(id)) : null} saved={saved} error={result && !result.ok ? result.message : undefined}>
        {post && id !== null && <span>{stateLabel}</span>}
      </EditorHeading>
      <PostForm
        key={result?.formKey ?? "loaded"}
        values={values}
        serverErrors={result && !result.ok ? result.fieldErrors : undefined}
        categories={categories}
        siteUrl={siteUrl}
        shortName={shortName}
        id={id}
        isNew={!post}
      />
      {post && post.state === "published" && (
        <Form method="post" className="mt-8 flex flex-wrap items-center gap-3 rounded-lg border border-slate-300 bg-white p-4" aria-label="Unpublish this post">
          <CsrfField />
          <input type="hidden" name="intent" value="unpublish" />
          <p className="text-sm text-slate-700">Take the post off the site (it becomes a draft; nothing else changes).</p>
          <button type="submit" className={secondaryButtonClass}>
            Unpublish
          </button>
        </Form>
      )}
      {post && <ConfirmPanel intent="delete" title="Delete this post" tick="Yes, delete this post" submit="Delete post" />}
    </>
  );
}
