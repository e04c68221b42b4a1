/**
 * The header's menu under 768 px (header.tsx): a full-screen panel that slides in, with the menu's
 * groups as disclosure buttons, the shortlist, and the brokerage's telephone, e-mail and social links.
 */
import { useEffect, useRef } from "react";
import { Link, NavLink } from "../../../ui/link.tsx";
import { useTranslations } from "../../../platform/i18n/intl.tsx";
import { useBrokerage } from "../../../ui/brokerage.ts";
import { ChevronDown, MailIcon, PhoneIcon } from "../../../ui/icons/named-icons.tsx";
import { MAIN_NAV, type SubmenuState } from "./nav-items.ts";
import { useNavLabel } from "./nav-label.ts";
import { SocialLinks } from "./social-links.tsx";
import { DisplayPickerSlot } from "../../listings/components.tsx";

export function MobilePanel({ open, openKey, setOpenKey, onNavigate }: SubmenuState & { open: boolean; onNavigate: () => void }) {
  const brokerage = useBrokerage();
  const t = useTranslations("shell");
  const label = useNavLabel();
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>("a, button")?.focus();
  }, [open]);
  return (
    <div
      id="mobile-menu"
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-label={t("menu")}
      inert={!open}
      className={`absolute inset-x-0 top-full z-40 h-[calc(100dvh-100%)] overflow-y-auto bg-white transition-[transform,visibility] duration-300 md:hidden ${open ? "visible translate-x-0" : "invisible translate-x-full rtl:-translate-x-full"}`}
    >
      <nav aria-label={t("mainNav")} className="px-4 pb-8 pt-2">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 py-3">
          <Link to="/favourites" onClick={onNavigate} className="inline-flex min-h-11 items-center text-base font-semibold text-slate-900">
            {t("favourites")}
          </Link>
          <DisplayPickerSlot tone="light" />
        </div>
        <ul className="divide-y divide-slate-100">
          {MAIN_NAV.map((item) =>
            "children" in item ? (
              <li key={item.key}>
                <button
                  type="button"
                  aria-expanded={openKey === item.key}
                  aria-controls={`mobile-sub-${item.key}`}
                  onClick={() => setOpenKey((k) => (k === item.key ? null : item.key))}
                  className="flex w-full items-center justify-between py-3.5 text-start text-base font-semibold text-slate-900"
                >
                  {label(item.label)}
                  <ChevronDown className={`h-5 w-5 text-brand-700 transition-transform ${openKey === item.key ? "rotate-180" : ""}`} />
                </button>
                <ul id={`mobile-sub-${item.key}`} hidden={openKey !== item.key} className="mb-3 ms-3 border-s-2 border-gold-400 ps-3">
                  {item.children.map((c) => (
                    <li key={c.to}>
                      <Link to={c.to} onClick={onNavigate} className="flex min-h-11 items-center text-[0.95rem] text-slate-700 hover:text-brand-700">
                        {label(c.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === "/"}
                  onClick={onNavigate}
                  className={({ isActive }) => `block py-3.5 text-base font-semibold ${isActive ? "text-gold-600" : "text-slate-900"}`}
                >
                  {label(item.label)}
                </NavLink>
              </li>
            ),
          )}
        </ul>
        <div className="mt-6 space-y-1 rounded-xl bg-brand-50 p-4 text-sm">
          <a href={`tel:${brokerage.phone}`} className="flex min-h-11 items-center gap-2 font-semibold text-brand-800">
            <PhoneIcon /> <span dir="ltr">{brokerage.phoneDisplay}</span>
          </a>
          <a href={`mailto:${brokerage.email}`} className="flex min-h-11 items-center gap-2 font-semibold text-brand-800">
            <MailIcon /> {brokerage.email}
          </a>
          <SocialLinks
            className="flex gap-3 pt-1"
            linkClassName="flex h-11 w-11 items-center justify-center rounded-full bg-brand-800 text-white hover:bg-brand-700"
            iconClassName="h-5 w-5"
          />
        </div>
      </nav>
    </div>
  );
}

