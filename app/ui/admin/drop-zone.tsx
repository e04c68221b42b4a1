/**
 * The back office's file input: a dashed drop zone holding its label, a hint, and the browser's
 * own file input with its button styled as the site's buttons (so it works without JavaScript and
 * with every assistive technology). With the script, files dropped on the zone fill that same
 * input (the form posts them as if chosen) and the zone names what was chosen. The listing
 * editor's uploads, the media library, the blog's cover and every image slot use it.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent, type InputHTMLAttributes, type Ref, type RefObject } from "react";
import { useHydrated } from "../use-hydrated.ts";

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, "name" | "accept" | "multiple" | "onChange">;

const INPUT =
  "mt-2 block w-full max-w-full text-sm text-slate-600 file:me-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-800";

/** A zone's drag handlers: files dropped on it go into the input, whose own change event then runs (its size and count checks). */
function useDropInto(input: RefObject<HTMLInputElement | null>) {
  const [over, setOver] = useState(false);
  const zone = {
    onDragOver: (e: DragEvent<HTMLDivElement>) => {
      e.preventDefault();
      setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop: (e: DragEvent<HTMLDivElement>) => {
      e.preventDefault();
      setOver(false);
      const el = input.current;
      if (!el || !e.dataTransfer.files.length) return;
      el.files = e.dataTransfer.files;
      el.dispatchEvent(new Event("change", { bubbles: true }));
    },
  };
  return { over, zone };
}

export function DropZone({
  label,
  hint,
  error,
  input,
  inputRef,
  testId,
  small = false,
}: {
  label: string;
  hint?: string;
  error?: string;
  input: InputProps;
  /** The input itself, for a form that sends its files with the script (listing-media.tsx). */
  inputRef?: Ref<HTMLInputElement>;
  testId?: string;
  small?: boolean;
}) {
  const id = useId();
  const own = useRef<HTMLInputElement | null>(null);
  const hydrated = useHydrated();
  const { over, zone } = useDropInto(own);
  const [chosen, setChosen] = useState<string[]>([]);
  const setRef = (el: HTMLInputElement | null) => {
    own.current = el;
    if (typeof inputRef === "function") inputRef(el);
    else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = el;
  };
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    setChosen([...(e.target.files ?? [])].map((f) => f.name));
    input.onChange?.(e);
  };
  // A form reset (after an upload) empties the input: the count goes with it.
  useEffect(() => {
    const form = own.current?.form;
    const clear = () => setChosen([]);
    form?.addEventListener("reset", clear);
    return () => form?.removeEventListener("reset", clear);
  }, []);
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div
      data-testid={testId}
      {...zone}
      className={`rounded-lg border-2 border-dashed p-4 ${over ? "border-brand-700 bg-brand-50" : error ? "border-red-700 bg-white" : "border-slate-400 bg-white"}`}
    >
      <label htmlFor={id} className={`block font-medium text-slate-800${small ? " text-sm" : ""}`}>
        {label}
      </label>
      {(hint || hydrated) && (
        <p id={hint ? `${id}-hint` : undefined} className="text-sm text-slate-600">
          {hint}
          {hint && hydrated ? " " : ""}
          {hydrated && (input.multiple ? "Choose files, or drop them here." : "Choose a file, or drop it here.")}
        </p>
      )}
      <input
        ref={setRef}
        id={id}
        type="file"
        {...input}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={INPUT}
      />
      {hydrated && chosen.length > 0 && (
        <p className="mt-1 text-sm text-slate-700" aria-live="polite">
          {chosen.length} {chosen.length === 1 ? "file" : "files"} chosen.
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
