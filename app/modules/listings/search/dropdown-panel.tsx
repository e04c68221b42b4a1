/**
 * What the search bars' dropdowns share (spec 2.3, 2.7): a label, a button showing the current
 * choice, and the panel it opens, closed by a click outside, Escape or its Done button (focus goes
 * back to the button after Escape or Done); an opened panel scrolls itself whole into view. The open state is the caller's, so a search bar keeps
 * its panels mutually exclusive. Also the field label and popup styles of the bars' other fields.
 */
import { useCallback, useEffect, useId, useRef, type ReactNode } from "react";
import { useTranslations } from "../../../platform/i18n/intl.tsx";
import { useDismiss } from "./use-dismiss.ts";
import type { PanelControl } from "./use-search-panels.ts";

/** A search field's label: above the field, or for screen readers only. */
export const fieldLabelClass = (hidden: boolean) => (hidden ? "sr-only" : "mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-600");

/** The box of a popup under a search field (a dropdown's panel, the area suggestions): place and size are added. */
export const POPUP_CLASS = "absolute top-full z-30 mt-1 rounded-md border border-slate-200 bg-white shadow-lg";

/** What a search bar sets on any of its dropdowns. */
export type DropdownField = PanelControl & {
  id: string;
  label: string;
  hideLabel?: boolean;
  className?: string;
};

type Props = DropdownField & {
  /** Runs as the panel closes, however it closes (the price dropdown applies the price rule). */
  onClose?: () => void;
  /** The button's text, grey while it is a placeholder (nothing chosen). */
  text: string;
  placeholder?: boolean;
  /** The hidden inputs that carry the values when the form is sent without JavaScript. */
  fields: ReactNode;
  panelLabel: string;
  /** The panel's place and width. */
  panelClassName: string;
  /** Shows a Reset button beside Done. */
  onReset?: () => void;
  children: ReactNode;
};

export function DropdownPanel({ id, label, hideLabel = false, className = "", open, onOpenChange, onClose, text, placeholder = false, fields, panelLabel, panelClassName, onReset, children }: Props) {
  const panelId = useId();
  const t = useTranslations("search");
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(
    (reason: "outside" | "escape") => {
      onClose?.();
      onOpenChange(false);
      if (reason === "escape") buttonRef.current?.focus();
    },
    [onClose, onOpenChange],
  );
  useDismiss(rootRef, open, close);
  // On a phone a panel opened low in the hero would open below the fold: bring all of it on screen.
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) panelRef.current?.scrollIntoView({ block: "nearest" });
  }, [open]);

  return (
    <div ref={rootRef} className={`relative ${className}`}>
      <span id={`${id}-label`} className={fieldLabelClass(hideLabel)}>
        {label}
      </span>
      <button
        ref={buttonRef}
        id={id}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-labelledby={`${id}-label ${id}`}
        onClick={() => (open ? close("outside") : onOpenChange(true))}
        className="flex h-11 w-full items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 text-start text-sm text-slate-900 hover:border-slate-400"
      >
        <span className={placeholder ? "truncate text-slate-500" : "truncate"}>{text}</span>
        <Chevron open={open} />
      </button>
      {fields}
      <div ref={panelRef} id={panelId} role="group" aria-label={panelLabel} hidden={!open} className={`${POPUP_CLASS} p-4 ${panelClassName}`}>
        {children}
        <div className={`mt-3 flex ${onReset ? "items-center justify-between" : "justify-end"}`}>
          {onReset && (
            <button type="button" onClick={onReset} className="min-h-11 rounded-md px-2 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
              {t("reset")}
            </button>
          )}
          <button type="button" onClick={() => close("escape")} className="min-h-11 rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800">
            {t("done")}
          </button>
        </div>
      </div>
    </div>
  );
}

export function Chevron({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 shrink-0 text-slate-500 transition-transform ${open ? "rotate-180" : ""}`}>
      <path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}
