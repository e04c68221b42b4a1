/** The dialogs of lead-dialogs.tsx, in their own chunk. */
import { useEffect } from "react";
import { EnquiryModal } from "./enquiry-modal.tsx";
import { ResultPopup } from "./result-popup.tsx";

/** `onListening` runs once both dialogs listen for their events (a parent's effect runs after its children's). */
export function LeadDialogParts({ onListening }: { onListening: () => void }) {
  useEffect(onListening, [onListening]);
  return (
    <>
      <EnquiryModal />
      <ResultPopup />
    </>
  );
}
