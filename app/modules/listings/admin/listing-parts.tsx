/**
 * Small parts of the back office's listing screens: the message line every post of the editor
 * answers with.
 */
import { FormAlert } from "../../../ui/admin/field.tsx";

/** A post's outcome: a confirmation, or why it was refused (read out when it appears). */
export function PostMessage({ answer }: { answer: { ok?: string; error?: string } | undefined }) {
  if (!answer) return null;
  return (
    <div className="mt-4 space-y-2">
      <FormAlert message={answer.error} />
      <FormAlert message={answer.ok} tone="ok" />
    </div>
  );
}
