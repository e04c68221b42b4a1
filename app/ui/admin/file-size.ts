/**
 * A file input's size check before its form is sent: a file over the limit makes the input
 * invalid with a message naming the limit, so the browser shows it and does not send the form
 * (the server refuses it too, unread when its length is declared).
 */
import type { ChangeEvent } from "react";
import { fileTooLarge } from "../../platform/media/upload-limits.ts";

export function checkFileSize(maxBytes: number) {
  return (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const problem = [...(input.files ?? [])].map((f) => fileTooLarge(f, maxBytes)).find((m) => m !== null) ?? "";
    input.setCustomValidity(problem);
    if (problem) input.reportValidity();
  };
}
