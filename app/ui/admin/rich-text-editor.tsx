/**
 * The rich-text editor of a blog body, loaded lazily by rich-text-field.tsx in the
 * browser only: TipTap (starter kit: paragraphs, h2/h3 headings, lists, quotes, bold, italic,
 * underline, links; tables for the cost tables older posts have) with an image (uploaded through
 * POST /admin/blogs/images, its alt text required) and a video by its YouTube or Vimeo link (the
 * player address of app/platform/video-embed.ts). Its HTML goes into a hidden field of the form; an
 * "HTML" switch shows it as text. Links may only go to this site's pages, as the sanitiser keeps.
 */
import { useEffect, useId, useRef, useState } from "react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { mergeAttributes, Node } from "@tiptap/core";
import StarterKit from "@tiptap/starter-kit";
import Image from "@tiptap/extension-image";
import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import { videoEmbedUrl } from "../../platform/video-embed.ts";
import { useCsrfToken, CSRF_FIELD } from "./csrf-field.tsx";
import { inputClass } from "./field.tsx";
import { FILE_LIMITS, fileTooLarge } from "../../platform/media/upload-limits.ts";
import "../prose.css";
import "./rich-text-editor.css";

/** A YouTube or Vimeo player, stored as the frame the sanitiser keeps. */
const Video = Node.create({
  name: "video",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, title: { default: "Video" } };
  },
  parseHTML() {
    return [
      {
        tag: "iframe[src]",
        getAttrs: (el) => {
          const src = videoEmbedUrl(el.getAttribute("src") ?? "");
          return src ? { src, title: el.getAttribute("title") || "Video" } : false;
        },
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ["iframe", mergeAttributes({ loading: "lazy", allowfullscreen: "true" }, HTMLAttributes)];
  },
});

const isInternal = (href: string) => /^\/(?!\/)/.test(href) || href.startsWith("#");

const toolClass =
  "rounded border border-slate-400 bg-white px-2 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-100 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white focus-visible:outline-2 focus-visible:outline-brand-700";
const smallInput = "block w-full rounded-md border border-slate-400 bg-white px-2 py-1 text-sm text-slate-900 focus:outline-2 focus:outline-brand-700";

/**
 * A formatting button pressed with the mouse leaves the focus (and the selection) in the editor: TipTap's
 * `focus()` gives it back only on the next frame, and the first key typed in between would go to the button.
 */
const keepEditorFocus = (e: { preventDefault(): void }) => e.preventDefault();

type Tool = { label: string; active: (e: Editor) => boolean; run: (e: Editor) => void };
const TOOLS: Tool[] = [
  { label: "Bold", active: (e) => e.isActive("bold"), run: (e) => e.chain().focus().toggleBold().run() },
  { label: "Italic", active: (e) => e.isActive("italic"), run: (e) => e.chain().focus().toggleItalic().run() },
  { label: "Heading 2", active: (e) => e.isActive("heading", { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { label: "Heading 3", active: (e) => e.isActive("heading", { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { label: "Bulleted list", active: (e) => e.isActive("bulletList"), run: (e) => e.chain().focus().toggleBulletList().run() },
  { label: "Numbered list", active: (e) => e.isActive("orderedList"), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { label: "Quote", active: (e) => e.isActive("blockquote"), run: (e) => e.chain().focus().toggleBlockquote().run() },
];

/** The field's own props (rich-text-field.tsx renders the text area until this chunk loads). */
export type RichTextFieldProps = {
  name: string;
  label: string;
  lang: "en" | "ar";
  defaultValue: string;
  error?: string;
  hint?: string;
};

type Props = RichTextFieldProps & { labelId: string; describedBy: string | undefined };

type Status = { tone: "ok" | "error"; text: string } | null;

/** The TipTap editor of the field: its extensions, and the text box's name, language and state for assistive technology. */
function useBodyEditor({ lang, defaultValue, error, labelId, describedBy }: Props, onHtml: (html: string) => void) {
  return useEditor({
    // The page's Content-Security-Policy refuses inline styles: ProseMirror's few rules are in rich-text-editor.css.
    injectCSS: false,
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        strike: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: false, HTMLAttributes: { target: null, rel: null } },
      }),
      Image.configure({ inline: false, allowBase64: false }),
      Table,
      TableRow,
      TableHeader,
      TableCell,
      Video,
    ],
    content: defaultValue,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(error ? { "aria-invalid": "true" } : {}),
        lang,
        dir: lang === "ar" ? "rtl" : "ltr",
        class: "prose-content max-h-[36rem] min-h-64 overflow-y-auto rounded-b-md border border-t-0 border-slate-400 bg-white px-3 py-2 focus:outline-2 focus:outline-brand-700",
      },
    },
    onUpdate: ({ editor: e }) => onHtml(e.isEmpty ? "" : e.getHTML()),
  });
}

/** A link, an uploaded image and a video put into the text, from the small fields of the insert panel. */
function useInserts(editor: Editor | null, setStatus: (s: Status) => void) {
  const csrf = useCsrfToken();
  const linkRef = useRef<HTMLInputElement>(null);
  const altRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const videoRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  function addLink() {
    const href = linkRef.current?.value.trim() ?? "";
    if (!editor) return;
    if (!href) {
      editor.chain().focus().unsetLink().run();
      return setStatus({ tone: "ok", text: "Link removed." });
    }
    if (!isInternal(href)) return setStatus({ tone: "error", text: "Links may only go to this site's pages: an address starting with /, e.g. /areas." });
    if (editor.state.selection.empty) editor.chain().focus().insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
    else editor.chain().focus().setLink({ href }).run();
    if (linkRef.current) linkRef.current.value = "";
    setStatus({ tone: "ok", text: "Link added." });
  }

  async function addImage() {
    const alt = altRef.current?.value.trim() ?? "";
    const file = fileRef.current?.files?.[0];
    if (!file) return setStatus({ tone: "error", text: "Choose an image file first." });
    if (!alt) return setStatus({ tone: "error", text: "Describe the image in its alt text first, for people who cannot see it." });
    const tooLarge = fileTooLarge(file, FILE_LIMITS.image);
    if (tooLarge) return setStatus({ tone: "error", text: `The image was not uploaded. ${tooLarge}` });
    const body = new FormData();
    // The anti-forgery token before the file: the server reads an upload only up to it.
    body.append(CSRF_FIELD, csrf);
    body.append("image", file);
    setUploading(true);
    setStatus({ tone: "ok", text: "Uploading the image…" });
    try {
      const r = await fetch("/admin/blogs/images", { method: "POST", body, headers: { Accept: "application/json" } });
      // A body over the post limit is refused by the server before the route, in plain text.
      const text = await r.text();
      const answer = (r.headers.get("content-type")?.includes("json") ? JSON.parse(text) : { ok: false, reason: text.trim() || undefined }) as { ok: true; path: string } | { ok: false; reason?: string };
      if (!answer.ok) return setStatus({ tone: "error", text: answer.reason ?? "The image was not uploaded: try again." });
      editor?.chain().focus().setImage({ src: answer.path, alt }).run();
      if (altRef.current) altRef.current.value = "";
      if (fileRef.current) fileRef.current.value = "";
      setStatus({ tone: "ok", text: "Image inserted." });
    } catch {
      setStatus({ tone: "error", text: "The image was not uploaded: the connection failed. Try again." });
    } finally {
      setUploading(false);
    }
  }

  function addVideo() {
    const src = videoEmbedUrl(videoRef.current?.value ?? "");
    if (!src) return setStatus({ tone: "error", text: "Paste the link of a YouTube or Vimeo video, e.g. https://www.youtube.com/watch?v=…" });
    editor?.chain().focus().insertContent({ type: "video", attrs: { src } }).run();
    if (videoRef.current) videoRef.current.value = "";
    setStatus({ tone: "ok", text: "Video inserted." });
  }

  return { linkRef, altRef, fileRef, videoRef, uploading, addLink, addImage, addVideo };
}

export default function RichTextEditor(props: Props) {
  const { name, label, lang, labelId, describedBy } = props;
  const [html, setHtml] = useState(props.defaultValue);
  const [source, setSource] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const editor = useBodyEditor(props, setHtml);
  const pressed = useEditorState({ editor, selector: ({ editor: e }) => (e ? TOOLS.map((t) => t.active(e)) : TOOLS.map(() => false)) });
  const inserts = useInserts(editor, setStatus);

  // Back from the HTML text: the editor takes what was typed there (only when the switch changes,
  // not on every keystroke in the text, and not on the first render).
  const wasSource = useRef(false);
  useEffect(() => {
    if (wasSource.current && !source && editor && !editor.isDestroyed) editor.commands.setContent(html, { emitUpdate: false });
    wasSource.current = source;
  }, [source]);

  return (
    <div className="mt-1">
      <input type="hidden" name={name} value={html} />
      <div role="toolbar" aria-label={`${label}: formatting`} className="flex flex-wrap gap-1 rounded-t-md border border-slate-400 bg-slate-50 p-1.5">
        {TOOLS.map((t, i) => (
          <button key={t.label} type="button" className={toolClass} aria-pressed={pressed?.[i] ?? false} disabled={source} onMouseDown={keepEditorFocus} onClick={() => editor && t.run(editor)}>
            {t.label}
          </button>
        ))}
        <button type="button" className={toolClass} aria-pressed={source} onClick={() => setSource((s) => !s)}>
          HTML
        </button>
      </div>
      {source ? (
        <textarea
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          value={html}
          onChange={(e) => setHtml(e.currentTarget.value)}
          rows={12}
          lang={lang}
          dir={lang === "ar" ? "rtl" : "ltr"}
          className={`${inputClass} mt-0 rounded-t-none font-mono text-sm`}
        />
      ) : (
        <EditorContent editor={editor} />
      )}
      {!source && <InsertPanel label={label} inserts={inserts} status={status} />}
    </div>
  );
}

const onEnter = (run: () => void) => (e: React.KeyboardEvent) => {
  // Enter in these small fields inserts; it must not submit the post.
  if (e.key === "Enter") {
    e.preventDefault();
    run();
  }
};

/** The fields that put a link, an image or a video into the text, and what the last of them did. */
function InsertPanel({ label, inserts, status }: { label: string; inserts: ReturnType<typeof useInserts>; status: Status }) {
  const id = useId();
  const { linkRef, altRef, fileRef, videoRef, uploading, addLink, addImage, addVideo } = inserts;
  return (
    <div role="group" aria-label={`${label}: insert`} className="mt-2 grid gap-3 rounded-md border border-slate-300 bg-slate-50 p-3 text-sm md:grid-cols-3">
      <div>
        <label htmlFor={`${id}-link`} className="block font-medium text-slate-800">
          {label}: link address
        </label>
        <div className="mt-1 flex gap-1">
          <input ref={linkRef} id={`${id}-link`} type="text" placeholder="/areas" className={smallInput} onKeyDown={onEnter(addLink)} />
          <button type="button" className={toolClass} onClick={addLink}>
            Add link
          </button>
        </div>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-alt`} className="block font-medium text-slate-800">
          {label}: image alt text
        </label>
        <input ref={altRef} id={`${id}-alt`} type="text" maxLength={300} className={smallInput} onKeyDown={onEnter(() => void addImage())} />
        <label htmlFor={`${id}-file`} className="block font-medium text-slate-800">
          {label}: image file
        </label>
        <input ref={fileRef} id={`${id}-file`} type="file" accept="image/jpeg,image/png,image/webp,image/avif" className="block w-full text-sm" />
        <button type="button" className={toolClass} disabled={uploading} onClick={() => void addImage()}>
          Insert image
        </button>
      </div>
      <div>
        <label htmlFor={`${id}-video`} className="block font-medium text-slate-800">
          {label}: YouTube or Vimeo link
        </label>
        <div className="mt-1 flex gap-1">
          <input ref={videoRef} id={`${id}-video`} type="url" className={smallInput} onKeyDown={onEnter(addVideo)} />
          <button type="button" className={toolClass} onClick={addVideo}>
            Insert video
          </button>
        </div>
      </div>
      <p role="status" className={`md:col-span-3 ${status?.tone === "error" ? "font-medium text-red-700" : "text-slate-700"}`}>
        {status?.text}
      </p>
    </div>
  );
}
