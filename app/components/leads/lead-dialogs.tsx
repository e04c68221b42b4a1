/** The enquiry modal and the result popup, mounted once in the root layout. */
import { EnquiryModal } from "./enquiry-modal.tsx";
import { ResultPopup } from "./result-popup.tsx";

export function LeadDialogs() {
  return (
    <>
      <EnquiryModal />
      <ResultPopup />
    </>
  );
}
