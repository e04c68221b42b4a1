/**
 * One image of a content record in its editor: the image now, a drop zone to upload
 * a new one (stored through the pipeline and added to the media library when the form is saved)
 * and a box to remove it. Inside a `multipart/form-data` form; works without JavaScript.
 */
import { DropZone } from "./drop-zone.tsx";
import { checkFileSize } from "./file-size.ts";
import { FILE_LIMITS } from "../../platform/media/upload-limits.ts";

export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

type Props = { label: string; field: string; remove: string; current: string | null | undefined; error?: string; alt: string };

export function ImageSlot({ label, field, remove, current, error, alt }: Props) {
  return (
    <fieldset className="rounded-md border border-slate-300 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex flex-wrap items-start gap-4">
        {current ? (
          <img src={current} alt={alt} className="h-20 w-28 rounded border border-slate-200 bg-slate-50 object-contain" />
        ) : (
          <p className="text-sm text-slate-600">No image yet.</p>
        )}
        <div className="min-w-0 flex-1 space-y-2">
          <DropZone
            small
            label={`Upload a new ${label.toLowerCase()} (JPEG, PNG, WebP or AVIF, up to 15 MB)`}
            error={error}
            input={{ name: field, accept: IMAGE_ACCEPT, onChange: checkFileSize(FILE_LIMITS.image) }}
          />
          {current && (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name={remove} value="yes" className="size-4" />
              Remove the {label.toLowerCase()}
            </label>
          )}
        </div>
      </div>
    </fieldset>
  );
}
