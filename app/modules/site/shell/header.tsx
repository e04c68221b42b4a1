/**
 * The site header of spec 2.2: the top contact bar (hidden under 600 px), the logo and the
 * main menu. From 768 px the menu is a bar whose submenus open on hover and by keyboard
 * (disclosure buttons: Enter/Space/ArrowDown open, Escape closes). Under 768 px a toggle
 * (list icon / close icon) opens a full-screen slide-in panel (mobile-menu.tsx) with the menu, phone, e-mail
 * and social links. One submenu is open at a time; every navigation closes everything.
 * The panel is rendered once the page is hydrated (its toggle needs JavaScript); the bar's
 * links are in the server's HTML for visitors and crawlers.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import { Link, NavLink } from "../../../ui/link.tsx";
import { useTranslations } from "../../../platform/i18n/intl.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { useBrokerage } from "../../../ui/brokerage.ts";
import { ChevronDown, CloseIcon, ListIcon, MailIcon, PhoneIcon } from "../../../ui/icons/named-icons.tsx";
import { isCurrentLink, MAIN_NAV, type NavGroup, type SubmenuState } from "./nav-items.ts";
import { useNavLabel } from "./nav-label.ts";
import { SocialLinks } from "./social-links.tsx";
import { useHydrated } from "../../../ui/use-hydrated.ts";
import { DisplayPickerSlot } from "../../listings/components.tsx";
import { MobilePanel } from "./mobile-menu.tsx";

export function Header() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const [submenu, setSubmenu] = useState<string | null>(null);
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The closed panel repeats the whole menu (9 KB): it joins the page once it can be opened.
  const hydrated = useHydrated();
  const t = useTranslations("shell");

  const closeAll = useCallback(() => {
    setMobileOpen(false);
    setSubmenu(null);
  }, []);

  // Every completed navigation closes the mobile panel and all submenus (spec 2.2, 4).
  useEffect(() => {
    closeAll();
  }, [location.key, closeAll]);

  // The open panel blocks page scrolling behind it; Escape closes it.
  useEffect(() => {
    if (!mobileOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === "Escape") {
        closeAll();
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener("keydown", onKey);
    };
  }, [mobileOpen, closeAll]);

  // The panel only exists under 768 px: widening the window closes it.
  useEffect(() => {
    const mq = window.matchMedia("(min-width: 768px)");
    const onChange = () => mq.matches && setMobileOpen(false);
    mq.addEventListener("change", onChange);
    return () => mq.removeEventListener("change", onChange);
  }, []);

  return (
    <header className="sticky top-0 z-40 overflow-x-clip bg-white shadow-sm">
      <TopBar />
      <div className="page-gutter flex flex-wrap items-center justify-between gap-x-6 py-2">
        <Logo />
        <DesktopNav openKey={submenu} setOpenKey={setSubmenu} />
        <div className="flex items-center gap-1 md:hidden">
          <LanguageSwitch className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 xs:hidden" />
          <button
            ref={toggleRef}
            type="button"
            className="-me-2 rounded-md p-2.5 text-brand-800 hover:bg-brand-50"
            aria-expanded={mobileOpen}
            aria-controls={hydrated ? "mobile-menu" : undefined}
            aria-label={t(mobileOpen ? "closeMenu" : "openMenu")}
            onClick={() => {
              setSubmenu(null);
              setMobileOpen((o) => !o);
            }}
          >
            {mobileOpen ? <CloseIcon /> : <ListIcon />}
          </button>
        </div>
      </div>
      {hydrated && <MobilePanel open={mobileOpen} openKey={submenu} setOpenKey={setSubmenu} onNavigate={closeAll} />}
    </header>
  );
}

function TopBar() {
  const brokerage = useBrokerage();
  const t = useTranslations("shell");
  return (
    <div className="hidden bg-brand-900 text-sm text-white xs:block" data-testid="top-bar">
      <div className="page-gutter flex items-center justify-between gap-4 py-1.5">
        <div className="flex items-center gap-5">
          <a href={`tel:${brokerage.phone}`} className="flex items-center gap-1.5 hover:text-gold-400">
            <PhoneIcon />
            <span dir="ltr">{brokerage.phoneDisplay}</span>
          </a>
          <a href={`mailto:${brokerage.email}`} className="flex items-center gap-1.5 hover:text-gold-400">
            <MailIcon />
            <span>{brokerage.email}</span>
          </a>
        </div>
        <div className="flex items-center gap-5">
          <Link to="/favourites" className="hover:text-gold-400">
            {t("favourites")}
          </Link>
          <LanguageSwitch className="font-semibold hover:text-gold-400" />
          <DisplayPickerSlot />
          <SocialLinks className="hidden items-center gap-3 lg:flex" linkClassName="block hover:text-gold-400" />
        </div>
      </div>
    </div>
  );
}

export function Logo({ light = false }: { light?: boolean }) {
  const brokerage = useBrokerage();
  const t = useTranslations("shell");
  return (
    <Link to="/" className="flex items-center gap-2.5 py-1" title={t("logoTitle", { name: brokerage.name })}>
      <svg aria-hidden="true" viewBox="0 0 40 40" className="h-9 w-9 shrink-0">
        <rect width="40" height="40" rx="8" fill={light ? "#ffffff" : "#0a3c49"} />
        <path d="M8 31V19l6-4v16H8Zm8 0V11l8-5v25h-8Zm10 0V16l6 3v12h-6Z" fill="#c99a35" />
      </svg>
      <span className="leading-tight">
        <span className={`block text-lg font-extrabold tracking-tight ${light ? "text-white" : "text-brand-800"}`}>
          {brokerage.shortName}
        </span>
        <span
          className={`block text-[0.65rem] font-semibold uppercase tracking-[0.2em] ${light ? "text-gold-400" : "text-gold-600"}`}
        >
          {t("realEstate")}
        </span>
      </span>
    </Link>
  );
}

/** The text of a menu label (nav-items.ts names them by message key). */



function DesktopNav({ openKey, setOpenKey }: SubmenuState) {
  const navRef = useRef<HTMLElement>(null);
  const t = useTranslations("shell");
  const label = useNavLabel();

  // A click or focus outside the bar closes an open submenu (only while the bar is shown:
  // under 768 px the mobile panel shares the open-submenu state and handles its own toggles).
  useEffect(() => {
    if (!openKey || !window.matchMedia("(min-width: 768px)").matches) return;
    const onOutside = (e: Event) => {
      if (navRef.current && e.target instanceof Node && !navRef.current.contains(e.target)) setOpenKey(null);
    };
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    return () => {
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
    };
  }, [openKey, setOpenKey]);

  return (
    <nav ref={navRef} aria-label={t("mainNav")} className="hidden md:block md:w-full lg:w-auto">
      <ul className="flex flex-wrap items-center justify-between gap-x-0.5 lg:justify-start">
        {MAIN_NAV.map((item) =>
          "children" in item ? (
            <DesktopGroup key={item.key} item={item} open={openKey === item.key} setOpenKey={setOpenKey} />
          ) : (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === "/"}
                className={({ isActive }) =>
                  `block rounded-md px-1 py-2 text-xs font-semibold lg:px-2.5 lg:text-sm ${isActive ? "text-gold-600" : "text-slate-800 hover:text-brand-600"}`
                }
              >
                {label(item.label)}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function DesktopGroup({ item, open, setOpenKey }: { item: NavGroup; open: boolean; setOpenKey: SubmenuState["setOpenKey"] }) {
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const location = useLocation();
  const label = useNavLabel();
  const active = item.children.some((c) => isCurrentLink(c.to, location));

  function focusLink(index: number) {
    const links = listRef.current?.querySelectorAll<HTMLAnchorElement>("a");
    if (!links?.length) return;
    links[(index + links.length) % links.length]?.focus();
  }

  function onButtonKey(e: KeyboardEvent<HTMLButtonElement>) {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setOpenKey(item.key);
      requestAnimationFrame(() => focusLink(0));
    } else if (e.key === "Escape" && open) {
      setOpenKey(null);
    }
  }

  function onListKey(e: KeyboardEvent<HTMLUListElement>) {
    const links = Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);
    const i = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === "ArrowDown") {
      e.preventDefault();
      focusLink(i + 1);
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      focusLink(i - 1);
    } else if (e.key === "Escape") {
      e.preventDefault();
      setOpenKey(null);
      buttonRef.current?.focus();
    }
  }

  return (
    <li className="relative" onMouseEnter={() => setOpenKey(item.key)} onMouseLeave={() => setOpenKey((k) => (k === item.key ? null : k))}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenKey((k) => (k === item.key ? null : item.key))}
        onKeyDown={onButtonKey}
        className={`flex items-center gap-1 rounded-md px-1 py-2 text-xs font-semibold lg:px-2.5 lg:text-sm ${active ? "text-gold-600" : "text-slate-800 hover:text-brand-600"}`}
      >
        {label(item.label)}
        <ChevronDown className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      {/* pt-2 bridges the gap so the pointer can travel from the button to the list */}
      <div hidden={!open} className="absolute start-0 top-full z-50 pt-1">
        <ul
          id={listId}
          ref={listRef}
          onKeyDown={onListKey}
          className="min-w-60 rounded-lg border border-slate-200 bg-white py-2 shadow-xl"
        >
          {item.children.map((c) => (
            <li key={c.to}>
              <Link
                to={c.to}
                onClick={() => setOpenKey(null)}
                className="block px-4 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50"
              >
                {label(c.label)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
