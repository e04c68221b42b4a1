/**
 * The blog post record and its back-office form (routes/admin/blog-edit.tsx): what the blog
 * service accepts, and the form's fields, named by the record's paths (title.en, body.ar,
 * publishAt…); the publication time is typed in Dubai time (UTC+4, no daylight saving) and stored
 * as UTC. zod/mini, no server code: the browser checks the form with the schema the service uses.
 */
import * as z from "zod/mini";
import { choiceId, localText, MAX_LINE, optionalText, slugField } from "../editing/record-fields.ts";
import { pairOf, type RecordForm } from "../editing/record-form.ts";
import { isIsoDateTime } from "../../../platform/schema-parts.ts";

export const BLOG_FIELDS = [
  "title.en",
  "title.ar",
  "slug",
  "categoryId",
  "description.en",
  "description.ar",
  "body.en",
  "body.ar",
  "state",
  "publishAt",
  "image",
  "imageAlt.en",
  "imageAlt.ar",
  "seoTitle.en",
  "seoTitle.ar",
  "seoDescription.en",
  "seoDescription.ar",
] as const;

/**
 * The longest SEO title and description a post may have: about what a search engine shows
 * before it cuts (app/modules/content/editing/serp-preview.ts shows the cut), so an editor sees the whole text there.
 */
export const SEO_LIMITS = { title: 60, description: 160 } as const;

const SLUG = "Lower-case letters, digits and single hyphens, e.g. dubai-rental-guide";
const NOT_STORED = "Not a stored image.";
const AT = "A date and time, e.g. 2026-12-01 09:30";

/** A picture of our media folder: an upload (`content-images/<hash>-WxH.jpg`) or the demo's art. */
const MEDIA_IMAGE_PATH = /^\/media\/[a-z0-9-]+\/[\w.-]+\.jpg$/;
const UPLOADED = /^\/media\/content-images\//;

export const blogSchema = z
  .object({
    title: localText(MAX_LINE),
    slug: slugField(200, SLUG),
    categoryId: choiceId("Choose a category"),
    description: localText(500),
    body: localText(100_000),
    state: z.enum(["draft", "published"], { error: "Choose draft or published" }),
    publishAt: z.nullable(z.string({ error: AT }).check(z.refine(isIsoDateTime, AT))),
    // Absent in revisions kept before the editor had them (migration 2026-11-27-40): a restore of
    // one leaves the cover as it is, and the SEO texts empty.
    image: z.optional(z.nullable(z.string({ error: NOT_STORED }).check(z.regex(MEDIA_IMAGE_PATH, NOT_STORED)))),
    imageAlt: z.optional(optionalText(300)),
    seoTitle: z._default(optionalText(SEO_LIMITS.title), { en: null, ar: null }),
    seoDescription: z._default(optionalText(SEO_LIMITS.description), { en: null, ar: null }),
  })
  .check(
    // A cover uploaded in the editor must say what it shows (the demo's older covers fall back to the title).
    z.refine((b) => !(b.image && UPLOADED.test(b.image) && !b.imageAlt?.en), { error: "Describe the cover image for people who cannot see it", path: ["imageAlt", "en"] }),
  );

export type BlogSnapshot = z.output<typeof blogSchema>;

const DUBAI_OFFSET_MS = 4 * 3_600_000;

/** "2026-12-01T09:30" (seconds optional) in Dubai → "2026-12-01T05:30:00.000Z"; null when not a real date and time. */
export function dubaiLocalToIso(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? "0"].map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  // 2026-02-31 rolls over to March: not a date anyone meant.
  if (new Date(utc).getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  return new Date(utc - DUBAI_OFFSET_MS).toISOString();
}

/** The reverse, for the form's datetime-local input. */
export function isoToDubaiLocal(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(Date.parse(iso) + DUBAI_OFFSET_MS);
  if (Number.isNaN(d.getTime())) return "";
  return d.getUTCSeconds() ? d.toISOString().slice(0, 19) : d.toISOString().slice(0, 16);
}

type Pair = { en: string | null; ar: string | null };

type BlogValues = {
  title: { en: string; ar: string | null };
  image?: string | null;
  imageAlt?: Pair;
  seoTitle: Pair;
  seoDescription: Pair;
  slug: string;
  categoryId: number;
  description: { en: string; ar: string | null };
  body: { en: string; ar: string | null };
  state: "draft" | "published";
  publishAt: string | null;
};

export function blogToValues(b: BlogValues): Record<string, string> {
  return {
    "title.en": b.title.en,
    "title.ar": b.title.ar ?? "",
    slug: b.slug,
    categoryId: String(b.categoryId),
    "description.en": b.description.en,
    "description.ar": b.description.ar ?? "",
    "body.en": b.body.en,
    "body.ar": b.body.ar ?? "",
    state: b.state,
    publishAt: isoToDubaiLocal(b.publishAt),
    image: b.image ?? "",
    "imageAlt.en": b.imageAlt?.en ?? "",
    "imageAlt.ar": b.imageAlt?.ar ?? "",
    "seoTitle.en": b.seoTitle.en ?? "",
    "seoTitle.ar": b.seoTitle.ar ?? "",
    "seoDescription.en": b.seoDescription.en ?? "",
    "seoDescription.ar": b.seoDescription.ar ?? "",
  };
}

/** The posted fields as the blog service's input; a publication time that is no date stays as typed, for the schema to refuse. */
export function valuesToBlog(values: Record<string, string>) {
  const at = (values.publishAt ?? "").trim();
  return {
    title: { en: values["title.en"] ?? "", ar: values["title.ar"] ?? "" },
    slug: values.slug ?? "",
    categoryId: values.categoryId ?? "",
    description: { en: values["description.en"] ?? "", ar: values["description.ar"] ?? "" },
    body: { en: values["body.en"] ?? "", ar: values["body.ar"] ?? "" },
    state: values.state === "published" ? "published" : "draft",
    publishAt: at === "" ? null : (dubaiLocalToIso(at) ?? at),
    image: (values.image ?? "").trim() || null,
    imageAlt: pairOf(values, "imageAlt"),
    seoTitle: pairOf(values, "seoTitle"),
    seoDescription: pairOf(values, "seoDescription"),
  };
}

/** The post's form: its fields and the schema both the browser and the action check them with. */
export const BLOG_FORM: RecordForm<BlogValues> = { schema: blogSchema, toValues: blogToValues, fromValues: valuesToBlog };

/** How a post stands, in words. */
export function blogStateLabel(b: { state: string; publishAt: string | null }, now = new Date()): string {
  if (b.state !== "published") return "Draft";
  if (b.publishAt && Date.parse(b.publishAt) > now.getTime()) return `Scheduled for ${isoToDubaiLocal(b.publishAt).replace("T", " ")} (Dubai)`;
  return "Published";
}
