/**
 * The enquiry modal 'Schedule a call with our property consultants' (spec 2.2, 4).
 * Opened by any 'Enquire Now' (window event `open-enquiry` with `{ projectId }` or
 * `{ unitId }`), and once on a visitor's first visit (browser-storage flag `EnquiryForm`):
 * a few seconds after the page has loaded and gone idle — so it is never the page's largest
 * paint — and never while the visitor is typing in another field. Closes by its button,
 * Escape, and after a submission (the result popup then says how it went). Focus moves in
 * and returns where it was. The form's code (with the country combobox) is fetched when the
 * modal first opens, so it is not part of every page's first load.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { useRouteLoaderData } from "react-router";
import { FIRST_VISIT_FLAG, lockScroll, showLeadResult } from "./lead-forms-data.ts";
import { OPEN_ENQUIRY_EVENT, type OpenEnquiryDetail } from "../../../ui/enquiry-event.ts";
import { useTranslations } from "../../../platform/i18n/intl.tsx";

/** Delay after load + idle before the first-visit modal may open. */
const FIRST_VISIT_DELAY_MS = 5000;

const loadLeadForm = () => import("./lead-form.tsx");
const LeadForm = lazy(() => loadLeadForm().then((m) => ({ default: m.LeadForm })));

/** Moves focus into the form; rendered beside it inside one Suspense boundary, so it runs once the form is there. */
function FocusName({ dialog, openCount }: { dialog: React.RefObject<HTMLDialogElement | null>; openCount: number }) {
  useEffect(() => {
    dialog.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
  }, [dialog, openCount]);
  return null;
}

function readFlag(): string | null {
  try {
    return window.localStorage.getItem(FIRST_VISIT_FLAG);
  } catch {
    return "unavailable";
  }
}
function setFlag() {
  try {
    window.localStorage.setItem(FIRST_VISIT_FLAG, "true");
  } catch {
    // Storage blocked: the modal may show again on a later visit; nothing else to do.
  }
}

/** Is the visitor busy: typing in a field, or looking at another dialog? */
function visitorBusy(): boolean {
  const el = document.activeElement as HTMLElement | null;
  if (el && (el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName))) return true;
  // Another dialog on screen (a closed mobile menu stays in the DOM, inert and invisible).
  return [...document.querySelectorAll<HTMLElement>("dialog[open], [role='dialog'][aria-modal='true']")].some(
    (d) => !d.closest("[inert]") && d.checkVisibility({ visibilityProperty: true }),
  );
}

/**
 * What opens the modal: any 'Enquire Now' (the window event), and on a first visit the page itself, once, after
 * load + idle + a few seconds, when the visitor is not busy. Leaving the page gives its scrolling back.
 */
function useOpeners(open: (detail: OpenEnquiryDetail) => void, unlock: RefObject<(() => void) | undefined>) {
  useEffect(() => {
    const onOpen = (e: Event) => open((e as CustomEvent<OpenEnquiryDetail>).detail ?? {});
    window.addEventListener(OPEN_ENQUIRY_EVENT, onOpen);
    return () => {
      window.removeEventListener(OPEN_ENQUIRY_EVENT, onOpen);
      unlock.current?.();
    };
  }, [open]);

  // First visit: once, after load + idle + a few seconds, when the visitor is not busy.
  useEffect(() => {
    if (readFlag() !== null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const attempt = () => {
      if (readFlag() !== null) return;
      if (visitorBusy()) {
        timer = setTimeout(attempt, 2000);
        return;
      }
      open({});
    };
    const begin = () => {
      // The modal will open on its own: fetch the form's code while the page is idle.
      void loadLeadForm();
      timer = setTimeout(() => {
        if ("requestIdleCallback" in window) idle = window.requestIdleCallback(attempt, { timeout: 2000 });
        else attempt();
      }, FIRST_VISIT_DELAY_MS);
    };
    if (document.readyState === "complete") begin();
    else window.addEventListener("load", begin, { once: true });
    return () => {
      window.removeEventListener("load", begin);
      if (timer) clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [open]);
}

/** What the form asks about (ids of 0: the agency in general) and the listing's name for its heading. */
const targetOf = (d: OpenEnquiryDetail | undefined) => ({
  projectId: Number(d?.projectId) || 0,
  unitId: Number(d?.unitId) || 0,
  name: typeof d?.name === "string" ? d.name : "",
  nameLang: d?.nameLang === "en" ? d.nameLang : undefined,
});

export function EnquiryModal() {
  const rootLoaded = useRouteLoaderData("root") !== undefined;
  const t = useTranslations("forms");
  const ref = useRef<HTMLDialogElement>(null);
  const [target, setTarget] = useState(targetOf({}));
  // The form mounts on first opening (no hidden form HTML on every page) and stays, keeping its values.
  const [mounted, setMounted] = useState(false);
  const [openCount, setOpenCount] = useState(0);
  const returnTo = useRef<HTMLElement | null>(null);
  const unlock = useRef<(() => void) | undefined>(undefined);
  const open = useCallback((detail: OpenEnquiryDetail) => {
    const dialog = ref.current;
    if (!dialog) return;
    setTarget(targetOf(detail));
    setMounted(true);
    setOpenCount((n) => n + 1);
    setFlag();
    if (dialog.open) return;
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    unlock.current ??= lockScroll();
  }, []);

  const close = useCallback(() => ref.current?.close(), []);
  useOpeners(open, unlock);
  const onClose = () => {
    unlock.current?.();
    unlock.current = undefined;
    const el = returnTo.current;
    returnTo.current = null;
    if (el?.isConnected) el.focus();
  };

  const onResult = useCallback(
    (ok: boolean) => {
      close();
      showLeadResult(ok);
    },
    [close],
  );

  // Not on an error page whose root loader failed (the site's data is unavailable).
  if (!rootLoaded) return null;
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby="enquiry-modal-title"
      className="m-auto max-h-[92dvh] w-[min(94vw,34rem)] overflow-y-auto rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-950/60"
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 bg-brand-800 px-6 py-5 text-white">
        <div>
          <h2 id="enquiry-modal-title" className="text-xl font-semibold leading-snug">
            {t("enquiryTitle")}
          </h2>
          {target.name && <p className="mt-1 font-semibold text-gold-400">{t.rich("enquiryAbout", { title: target.name, name: (c) => <span lang={target.nameLang}>{c}</span> })}</p>}
          <p className="mt-1 text-sm text-brand-100">{t("enquiryIntro")}</p>
        </div>
        <button
          type="button"
          onClick={close}
          aria-label={t("close")}
          className="-me-2 -mt-1 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/10 focus-visible:outline-white"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </div>
      <div className="px-6 py-5">
        {mounted ? (
          <Suspense fallback={<p className="py-8 text-center text-slate-600">{t("loadingForm")}</p>}>
            <LeadForm form="enquiry" projectId={target.projectId} unitId={target.unitId} onResult={onResult} />
            <FocusName dialog={ref} openCount={openCount} />
          </Suspense>
        ) : null}
      </div>
    </dialog>
  );
}
