/**
 * The result popup (spec 2.2, 8): 'Success' or 'Error' with its message and an OK button.
 * Opened by the `lead-result` window event (showLeadResult); the page does not scroll while
 * it is open; focus returns where it was. Its texts are the `forms` catalogue's (the spec's English: lead-messages.test.ts).
 */
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "../../../platform/i18n/intl.tsx";
import { LEAD_RESULT_EVENT, lockScroll, type LeadResultDetail } from "./lead-forms-data.ts";

export function ResultPopup() {
  const t = useTranslations("forms");
  const ref = useRef<HTMLDialogElement>(null);
  const [ok, setOk] = useState(true);
  const unlock = useRef<(() => void) | undefined>(undefined);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onResult = (e: Event) => {
      const dialog = ref.current;
      if (!dialog) return;
      setOk((e as CustomEvent<LeadResultDetail>).detail?.ok === true);
      if (dialog.open) return;
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      unlock.current ??= lockScroll();
    };
    window.addEventListener(LEAD_RESULT_EVENT, onResult);
    return () => {
      window.removeEventListener(LEAD_RESULT_EVENT, onResult);
      unlock.current?.();
    };
  }, []);

  const onClose = () => {
    unlock.current?.();
    unlock.current = undefined;
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) target.focus();
  };

  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby="lead-result-title"
      aria-describedby="lead-result-message"
      className="m-auto w-[min(92vw,26rem)] rounded-2xl bg-white p-0 text-center shadow-2xl backdrop:bg-slate-950/60"
    >
      <div className="px-6 pb-6 pt-8">
        <div
          aria-hidden="true"
          className={`mx-auto flex h-14 w-14 items-center justify-center rounded-full ${ok ? "bg-emerald-100 text-emerald-700" : "bg-red-100 text-red-700"}`}
        >
          {ok ? (
            <svg viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
          ) : (
            <svg viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
              <path d="M12 7v6M12 17h.01" />
            </svg>
          )}
        </div>
        <h2 id="lead-result-title" className="mt-4 text-2xl font-bold text-slate-900">
          {t(ok ? "successTitle" : "errorTitle")}
        </h2>
        <p id="lead-result-message" className="mt-2 text-slate-700">
          {t(ok ? "successMessage" : "errorMessage")}
        </p>
        <form method="dialog" className="mt-6">
          <button autoFocus className="inline-flex h-11 min-w-28 items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800">
            {t("ok")}
          </button>
        </form>
      </div>
    </dialog>
  );
}
