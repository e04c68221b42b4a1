/**
 * The sizes staff uploads may have, shared by the server (which enforces them: the early body
 * guard of server/body-limits.ts, the streaming parser, the media pipeline) and the back office's
 * forms (which check a chosen file before sending it and split a large choice into several posts).
 */
export const MB = 1024 * 1024;

/** One file, by what it is for: photos and pictures as phones take them, brochures as designers export them. */
export const FILE_LIMITS = {
  image: 15 * MB,
  brochure: 20 * MB,
  /** A CRM feed sent from a computer in /admin/feeds (a larger one is imported from its address). */
  feed: 20 * MB,
} as const;

/**
 * The body of one upload post: the largest file with room for the form's own fields and the
 * multipart framing. The editors' script sends a larger choice of files in several posts; a form
 * posted without it (no JavaScript) may carry up to this much at once.
 */
export const UPLOAD_POST_BYTES = FILE_LIMITS.brochure + MB;
/** The limit as people read it (the slack for the form's fields is not theirs to plan with). */
const UPLOAD_POST_LABEL = "20 MB";

export const sizeText = (bytes: number): string => (bytes >= MB ? `${(bytes / MB).toFixed(bytes % MB === 0 ? 0 : 1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** Why one chosen file cannot be sent, or null. */
export function fileTooLarge(file: { name: string; size: number }, maxBytes: number): string | null {
  return file.size > maxBytes ? `${file.name} is ${sizeText(file.size)}; files of at most ${sizeText(maxBytes)} are accepted here.` : null;
}

/** The answer to a post over UPLOAD_POST_BYTES. */
export const UPLOAD_POST_TOO_LARGE = `The upload is larger than ${UPLOAD_POST_LABEL}: send fewer or smaller files at a time (photos up to ${sizeText(FILE_LIMITS.image)} each, a brochure up to ${sizeText(FILE_LIMITS.brochure)}).`;

/**
 * The posts a choice of files goes in, in order: as many files per post as fit under
 * `postBytes` (less `reserve` for the form's other fields). A file over the limit on its own
 * is the caller's to refuse before this.
 */
export function uploadBatches<F extends { size: number }>(files: readonly F[], postBytes = UPLOAD_POST_BYTES, reserve = 64 * 1024): F[][] {
  const room = postBytes - reserve;
  const batches: F[][] = [];
  let current: F[] = [];
  let used = 0;
  for (const file of files) {
    if (current.length && used + file.size > room) {
      batches.push(current);
      current = [];
      used = 0;
    }
    current.push(file);
    used += file.size;
  }
  if (current.length) batches.push(current);
  return batches;
}
