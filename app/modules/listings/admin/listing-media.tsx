/**
 * The listing editor's photos, floor plans and brochure. Uploads are a plain form with
 * a multiple file input, so they work without JavaScript (one post, up to the post limit); with
 * it, files dropped on the drop zone (app/ui/admin/drop-zone.tsx) fill that same input, each file is checked against its limit
 * before anything is sent, and the choice goes to the upload route in as many posts as the post
 * limit needs, with the progress shown. Each item has its alt text form, Move up / Move down and
 * Remove buttons (small forms of their own posting to the editor's action).
 */
import { useId, useRef, useState, type FormEvent, type RefObject } from "react";
import { DropZone } from "../../../ui/admin/drop-zone.tsx";
import { Form, useLocation, useNavigate } from "react-router";
import { CsrfField } from "../../../ui/admin/csrf-field.tsx";
import { buttonClass, FormAlert, inputClass, secondaryButtonClass } from "../../../ui/admin/field.tsx";
import { sendFiles } from "../../../ui/admin/upload-sender.ts";
import { useHydrated } from "../../../ui/use-hydrated.ts";
import { fileTooLarge, sizeText, uploadBatches } from "../../../platform/media/upload-limits.ts";

export type MediaItem = { id: number; kind: "photo" | "floor_plan" | "video"; path: string; width: number | null; height: number | null; alt: string | null; altAr: string | null };

const smallButton = "rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-50";

type Props = {
  field: string;
  label: string;
  accept: string;
  multiple?: boolean;
  button: string;
  /** The largest file this input takes (checked before sending). */
  maxBytes: number;
  /** Where the script sends the files (JSON answers); the form itself posts to the editor. */
  uploadUrl: string;
};

type Result = { ok?: string; error?: string };
type Progress = { sent: number; total: number };

const files = (n: number) => `${n} ${n === 1 ? "file" : "files"}`;

type UploadWiring = Pick<Props, "field" | "maxBytes" | "uploadUrl"> & {
  input: RefObject<HTMLInputElement | null>;
  /** Shows the outcome under the form (null clears it). */
  setResult: (result: Result | null) => void;
};

/**
 * The script's submit: checks every file against its limit, then sends the input's files to the
 * upload route in as many posts as the post limit needs, keeping the progress; after an upload the
 * page loads again to show the new files.
 */
function useBatchUpload({ field, maxBytes, uploadUrl, input, setResult }: UploadWiring) {
  // The page is loaded again after an upload with a navigation to itself, not useRevalidator: every react-router
  // export the back office uses lands in the framework chunk every public page loads (120 KB budget).
  const navigate = useNavigate();
  const location = useLocation();
  const [progress, setProgress] = useState<Progress | null>(null);

  async function send(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (progress) return;
    const form = e.currentTarget;
    const list = [...(input.current?.files ?? [])];
    if (!list.length) return setResult({ error: "Choose at least one file to upload." });
    const tooLarge = list.map((f) => fileTooLarge(f, maxBytes)).filter((m): m is string => m !== null);
    if (tooLarge.length) return setResult({ error: `Nothing was uploaded. ${tooLarge.join(" ")}` });
    const csrf = String(new FormData(form).get("_csrf") ?? "");
    const total = list.reduce((sum, f) => sum + f.size, 0);
    let before = 0;
    let uploaded = 0;
    const errors: string[] = [];
    setResult(null);
    setProgress({ sent: 0, total });
    for (const batch of uploadBatches(list)) {
      const body = new FormData();
      body.append("_csrf", csrf);
      body.append("intent", "upload");
      for (const f of batch) body.append(field, f);
      const answer = await sendFiles(uploadUrl, body, (sent, size) => setProgress({ sent: before + Math.min(sent, size), total }));
      before += batch.reduce((sum, f) => sum + f.size, 0);
      uploaded += answer.uploaded;
      if (answer.error) errors.push(answer.error);
      if (answer.stop) {
        const left = list.length - list.indexOf(batch[0]!);
        if (left > 0 && uploaded > 0) errors.push(`${files(left)} not sent: choose them again.`);
        break;
      }
    }
    setProgress(null);
    setResult({ ok: uploaded ? `${files(uploaded)} uploaded.` : undefined, error: errors.join(" ") || undefined });
    if (uploaded) {
      form.reset();
      void navigate(location.pathname + location.search, { replace: true, preventScrollReset: true });
    }
  }

  return { progress, send };
}

/** The bytes sent so far, announced as they go. */
function UploadProgress({ progress, label }: { progress: Progress; label: string }) {
  return (
    <div className="space-y-1" role="status">
      <progress className="block w-full" max={progress.total} value={progress.sent} aria-label={`Uploading ${label.toLowerCase()}`} />
      <p className="text-sm text-slate-700">
        Uploading: {sizeText(progress.sent)} of {sizeText(progress.total)}
      </p>
    </div>
  );
}

/** A multiple file input inside its form, in the back office's drop zone (dropped files fill the input). */
export function UploadForm({ field, label, accept, multiple = true, button, maxBytes, uploadUrl }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const [result, setResult] = useState<Result | null>(null);
  const { progress, send } = useBatchUpload({ field, maxBytes, uploadUrl, input, setResult });

  return (
    <Form method="post" encType="multipart/form-data" className="mt-3 space-y-3" onSubmit={hydrated ? send : undefined}>
      <CsrfField />
      <input type="hidden" name="intent" value="upload" />
      <DropZone testId={`drop-${field}`} label={label} inputRef={input} input={{ name: field, multiple, accept, onChange: () => setResult(null) }} />
      {progress && <UploadProgress progress={progress} label={label} />}
      <FormAlert message={result?.ok} tone="ok" />
      <FormAlert message={result?.error} />
      <button type="submit" className={buttonClass} disabled={progress !== null}>
        {button}
      </button>
    </Form>
  );
}

function AltForm({ item, label }: { item: MediaItem; label: string }) {
  const id = useId();
  return (
    <Form method="post" className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <CsrfField />
      <input type="hidden" name="intent" value="alt" />
      <input type="hidden" name="mediaId" value={item.id} />
      <div>
        <label htmlFor={`${id}-en`} className="block text-sm font-medium text-slate-800">
          Alt text of {label} (English)
        </label>
        <input id={`${id}-en`} name="alt" defaultValue={item.alt ?? ""} maxLength={300} className={inputClass} />
      </div>
      <div>
        <label htmlFor={`${id}-ar`} className="block text-sm font-medium text-slate-800">
          Alt text of {label} (Arabic)
        </label>
        <input id={`${id}-ar`} name="altAr" dir="rtl" lang="ar" defaultValue={item.altAr ?? ""} maxLength={300} className={inputClass} />
      </div>
      <button type="submit" className={secondaryButtonClass}>
        Save alt text<span className="sr-only"> of {label}</span>
      </button>
    </Form>
  );
}

function ItemButton({ item, intent, dir, disabled, children }: { item: MediaItem; intent: string; dir?: string; disabled?: boolean; children: React.ReactNode }) {
  return (
    <Form method="post">
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="mediaId" value={item.id} />
      {dir && <input type="hidden" name="dir" value={dir} />}
      <button type="submit" disabled={disabled} className={smallButton}>
        {children}
      </button>
    </Form>
  );
}

/** One group (the gallery or the floor plans), in display order. */
export function MediaList({ items, noun }: { items: MediaItem[]; noun: string }) {
  if (!items.length) return <p className="mt-3 text-slate-700">No {noun}s yet.</p>;
  return (
    <ol className="mt-3 space-y-4">
      {items.map((item, i) => {
        const label = `${noun} ${i + 1}`;
        return (
          <li key={item.id} className="grid gap-3 rounded-lg border border-slate-300 bg-white p-3 sm:grid-cols-[8rem_1fr]">
            {item.kind === "video" ? (
              <p className="text-sm break-all text-slate-700">Video: {item.path}</p>
            ) : (
              <img src={item.path} alt={item.alt ?? `${label} (no alt text yet)`} width={item.width ?? 128} height={item.height ?? 96} loading="lazy" className="h-24 w-32 rounded object-cover" />
            )}
            <div className="min-w-0 space-y-2">
              <AltForm item={item} label={label} />
              <div className="flex flex-wrap gap-2">
                <ItemButton item={item} intent="move" dir="up" disabled={i === 0}>
                  Move up<span className="sr-only"> {label}</span>
                </ItemButton>
                <ItemButton item={item} intent="move" dir="down" disabled={i === items.length - 1}>
                  Move down<span className="sr-only"> {label}</span>
                </ItemButton>
                <ItemButton item={item} intent="remove">
                  Remove<span className="sr-only"> {label}</span>
                </ItemButton>
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
