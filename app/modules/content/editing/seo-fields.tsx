/**
 * A blog post's search-engine title and description, English and Arabic, each with a
 * character counter against its limit, and a live preview of the English result as a search
 * engine would show it (app/modules/content/editing/serp-preview.ts): the SEO texts, or the post's title and summary
 * when they are empty, as the public page's meta uses them. The preview follows the other fields
 * of the form as they are typed (it listens to the form's input events), so the fields stay
 * plain, uncontrolled inputs that post without JavaScript.
 */
import { useEffect, useId, useRef, useState } from "react";
import { SEO_LIMITS } from "../blog/blog-form.ts";
import { serpPreview } from "./serp-preview.ts";
import { inputClass } from "../../../ui/admin/field.tsx";

type Props = {
  values: Record<string, string>;
  errors: Record<string, string>;
  siteUrl: string;
  shortName: string;
  /** The post's number, for its address (a new post has none yet). */
  postId: number | null;
};

/** The other fields of the form the preview shows (the uncontrolled ones: the SEO fields here are state). */
const WATCHED = ["title.en", "slug", "description.en"] as const;
type Watched = Record<(typeof WATCHED)[number], string>;

function CountedField({ name, label, value, limit, error, multiline, lang, onChange }: { name: string; label: string; value: string; limit: number; error?: string; multiline?: boolean; lang: "en" | "ar"; onChange: (v: string) => void }) {
  const id = useId();
  const over = value.length > limit;
  const wiring = {
    id,
    name,
    value,
    lang,
    dir: lang === "ar" ? "rtl" : "ltr",
    "aria-invalid": error || over ? true : undefined,
    "aria-describedby": `${id}-count${error ? ` ${id}-error` : ""}`,
    className: inputClass,
  } as const;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {multiline ? <textarea {...wiring} rows={3} onChange={(e) => onChange(e.currentTarget.value)} /> : <input {...wiring} onChange={(e) => onChange(e.currentTarget.value)} />}
      <p id={`${id}-count`} className={`mt-1 text-sm ${over ? "font-medium text-red-700" : "text-slate-600"}`}>
        {value.length} of {limit} characters
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function SeoFields({ values, errors, siteUrl, shortName, postId }: Props) {
  const [texts, setTexts] = useState<Record<string, string>>(() => ({
    "seoTitle.en": values["seoTitle.en"] ?? "",
    "seoTitle.ar": values["seoTitle.ar"] ?? "",
    "seoDescription.en": values["seoDescription.en"] ?? "",
    "seoDescription.ar": values["seoDescription.ar"] ?? "",
  }));
  const [watched, setWatched] = useState<Watched>(() => Object.fromEntries(WATCHED.map((n) => [n, values[n] ?? ""])) as Watched);
  const ref = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    const read = (e: Event) => {
      // Only the watched fields: a render between this listener and React's own (the browser runs
      // pending work between the two) would put a controlled SEO field back before React saw the keystroke.
      const name = (e.target as HTMLInputElement | null)?.name ?? "";
      if (!(WATCHED as readonly string[]).includes(name)) return;
      const data = new FormData(form);
      setWatched(Object.fromEntries(WATCHED.map((n) => [n, String(data.get(n) ?? "")])) as Watched);
    };
    form.addEventListener("input", read);
    return () => form.removeEventListener("input", read);
  }, []);

  const set = (name: string) => (v: string) => setTexts((t) => ({ ...t, [name]: v }));
  const preview = serpPreview({
    title: texts["seoTitle.en"]!.trim() || watched["title.en"].trim() || "Post title",
    description: texts["seoDescription.en"]!.trim() || watched["description.en"].trim() || "The post's summary shows here.",
    siteUrl,
    path: `/blogs/${watched.slug.trim() || "address"}/${postId ?? "…"}`,
    shortName,
  });

  return (
    <fieldset ref={ref} className="min-w-0 space-y-3 rounded-md border border-slate-300 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">Search engines</legend>
      <p className="text-sm text-slate-600">Empty fields use the post's title and summary.</p>
      <div className="grid gap-3 md:grid-cols-2">
        <CountedField name="seoTitle.en" label="SEO title (English)" lang="en" value={texts["seoTitle.en"]!} limit={SEO_LIMITS.title} error={errors["seoTitle.en"]} onChange={set("seoTitle.en")} />
        <CountedField name="seoTitle.ar" label="SEO title (Arabic)" lang="ar" value={texts["seoTitle.ar"]!} limit={SEO_LIMITS.title} error={errors["seoTitle.ar"]} onChange={set("seoTitle.ar")} />
        <CountedField name="seoDescription.en" label="SEO description (English)" lang="en" multiline value={texts["seoDescription.en"]!} limit={SEO_LIMITS.description} error={errors["seoDescription.en"]} onChange={set("seoDescription.en")} />
        <CountedField name="seoDescription.ar" label="SEO description (Arabic)" lang="ar" multiline value={texts["seoDescription.ar"]!} limit={SEO_LIMITS.description} error={errors["seoDescription.ar"]} onChange={set("seoDescription.ar")} />
      </div>
      <figure className="rounded-md border border-slate-200 bg-white p-3" aria-label="Search result preview">
        <figcaption className="text-xs font-medium tracking-wide text-slate-600 uppercase">Search result preview</figcaption>
        <p className="mt-2 truncate text-sm text-slate-700">{preview.url}</p>
        <p className="text-lg leading-snug break-words text-[#1a0dab]">{preview.title}</p>
        <p className="text-sm break-words text-slate-700">{preview.description}</p>
      </figure>
    </fieldset>
  );
}
