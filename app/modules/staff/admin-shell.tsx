/**
 * The back office's own plain shell, in place of the public site's header and footer: a header
 * with the brokerage's logo and name, and the menu of the sections the signed-in person may open
 * (permissions.ts), grouped as the table groups them, with their name, role and the sign-out button
 * (a form: it carries the anti-forgery token). Under 1024 px the menu is a <details> panel behind a
 * Menu button, so an agent's phone shows the page first; from 1024 px the same element is a
 * sidebar, always open (app.css, `.admin-menu`). A <details> opens without JavaScript: the pages
 * render on the server.
 */
import type { ReactNode } from "react";
import { NavLink, Form, useLocation } from "react-router";
import { CsrfField } from "../../ui/admin/csrf-field.tsx";
import { BrokerageLogo } from "../../ui/admin/brokerage-logo.tsx";
import { ROLE_LABELS } from "./schemas.ts";
import { SIGN_OUT_PATH } from "./paths.ts";
import type { StaffRole } from "../../platform/db/schema.ts";
import { menuGroupsFor } from "./permissions.ts";
import { useBrokerage } from "../../ui/brokerage.ts";
import { Icon } from "../../ui/icons/icon.tsx";

type Staff = { name: string; role: StaffRole };

const linkClass =
  "block rounded-md px-3 py-2.5 font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800 lg:py-1.5";

function MenuLink({ to, label }: { to: string; label: string }) {
  return (
    <li>
      <NavLink to={to} end={to === "/admin"} className={linkClass}>
        {label}
      </NavLink>
    </li>
  );
}

/** Who is signed in, and the sign-out button: in the menu's panel on a phone, at the header's end from 1024 px. */
function SignedIn({ staff }: { staff: Staff }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{staff.name}</span> · {ROLE_LABELS[staff.role]}
      </p>
      <Form method="post" action={SIGN_OUT_PATH}>
        <CsrfField />
        <button type="submit" className="min-h-11 rounded-md border border-slate-400 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700">
          Sign out
        </button>
      </Form>
    </div>
  );
}

/** The sections by group, then (on a phone) who is signed in and the sign-out button. */
function StaffMenu({ staff }: { staff: Staff }) {
  const { home, groups } = menuGroupsFor(staff.role);
  return (
    <div className="mt-2 space-y-4 rounded-lg border border-slate-300 bg-white p-3 shadow-lg lg:mt-0 lg:border-0 lg:p-0 lg:shadow-none">
      <nav aria-label="Back office">
        <ul>
          {home.map((e) => (
            <MenuLink key={e.to} {...e} />
          ))}
        </ul>
        {groups.map(({ group, entries }) => (
          <div key={group} className="mt-3">
            <p aria-hidden="true" className="px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {group}
            </p>
            {/* Named "Leads menu", not "Leads": the inbox's own list of leads is "Leads". */}
            <ul aria-label={`${group} menu`} className="mt-1 grid grid-cols-2 gap-x-2 sm:grid-cols-3 lg:block">
              {entries.map((e) => (
                <MenuLink key={e.to} {...e} />
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="border-t border-slate-200 px-3 pt-3 lg:hidden">
        <SignedIn staff={staff} />
      </div>
    </div>
  );
}

/**
 * The menu's panel: closed on every new page (its key is the path). Under 1024 px its button sits
 * at the header's end and the panel opens over the page below it; from 1024 px it is open whatever
 * its state, a sticky sidebar that scrolls on its own when taller than the window.
 */
function MenuPanel({ staff }: { staff: Staff }) {
  const { pathname } = useLocation();
  return (
    <details key={pathname} className="admin-menu group lg:sticky lg:top-0 lg:max-h-screen lg:overflow-y-auto lg:px-3 lg:py-6">
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md border border-slate-400 bg-white px-3 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
        <Icon name="list" className="h-5 w-5 text-brand-700" />
        Menu
        <Icon name="chevron-down" className="h-4 w-4 text-brand-700 transition-transform group-open:rotate-180" />
      </summary>
      <div className="absolute inset-x-4 z-40 max-h-[calc(100vh-5rem)] overflow-y-auto lg:static lg:max-h-none lg:overflow-visible">
        <StaffMenu staff={staff} />
      </div>
    </details>
  );
}

/**
 * The page: the header across the top (the Menu button at its end on a phone), and from 1024 px
 * the menu as a column at the start with the page beside it.
 */
export function AdminShell({ staff, children }: { staff: Staff | null; children: ReactNode }) {
  const brokerageName = useBrokerage().name;
  return (
    <div className="relative grid min-h-screen grid-cols-[minmax(0,1fr)_auto] grid-rows-[auto_1fr] bg-slate-50 lg:grid-cols-[14rem_minmax(0,1fr)]">
      <a href="#admin-main" className="sr-only z-50 rounded-md bg-brand-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3">
        Skip to content
      </a>
      <header className={`col-start-1 row-start-1 flex min-w-0 items-center gap-3 border-b border-slate-300 bg-white px-4 py-3 lg:col-span-2 ${staff ? "" : "col-span-2"}`}>
        <BrokerageLogo className="h-9 w-9" />
        <p className="min-w-0 font-bold text-brand-800">
          {brokerageName} <span className="font-normal text-slate-600">back office</span>
        </p>
        {staff && (
          <div className="ms-auto hidden lg:block">
            <SignedIn staff={staff} />
          </div>
        )}
      </header>
      {staff && (
        <div className="col-start-2 row-start-1 flex items-center border-b border-slate-300 bg-white pe-4 lg:col-start-1 lg:row-start-2 lg:block lg:border-e lg:border-b-0 lg:pe-0">
          <MenuPanel staff={staff} />
        </div>
      )}
      <main id="admin-main" tabIndex={-1} className={`col-span-2 row-start-2 min-w-0 px-4 py-6 outline-none lg:px-8 lg:py-8 ${staff ? "lg:col-span-1 lg:col-start-2" : ""}`}>
        <div className="mx-auto max-w-6xl">{children}</div>
      </main>
    </div>
  );
}

/** The pages before sign-in: the same shell without a person, the form in a narrow column under the brokerage's logo. */
export function SignInFrame({ title, children }: { title: string; children: ReactNode }) {
  const brokerageName = useBrokerage().name;
  return (
    <AdminShell staff={null}>
      <title>{`${title} | ${brokerageName} back office`}</title>
      <div className="mx-auto max-w-md rounded-lg border border-slate-300 bg-white p-6 shadow-sm">
        <BrokerageLogo className="mx-auto h-16 w-16" alt={`${brokerageName} logo`} />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
        <div className="mt-4">{children}</div>
      </div>
    </AdminShell>
  );
}
