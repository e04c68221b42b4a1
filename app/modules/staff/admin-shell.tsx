/**
 * The back office's own plain shell, in place of the public site's header and footer:
 * a header with the brokerage's name, the sections the signed-in person may open (permissions.ts), their name and
 * role, and the sign-out button (a form: it carries the anti-forgery token). Wraps onto several
 * lines on a phone (375 px) instead of hiding anything behind a menu.
 */
import { useEffect, type ReactNode } from "react";
import { NavLink, Form } from "react-router";
import { CsrfField } from "../../ui/admin/csrf-field.tsx";
import { ROLE_LABELS } from "./schemas.ts";
import { SIGN_OUT_PATH } from "./paths.ts";
import { useHydrated } from "../../ui/use-hydrated.ts";
import type { StaffRole } from "../../platform/db/schema.ts";
import { menuFor } from "./permissions.ts";
import { useBrokerage } from "../../ui/brokerage.ts";

/** Marks the page as interactive, as the public shell does (browser tests wait for it). */
function useHydratedMarker() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "true";
  }, [hydrated]);
}

export function AdminShell({ staff, children }: { staff: { name: string; role: StaffRole } | null; children: ReactNode }) {
  useHydratedMarker();
  const brokerageName = useBrokerage().name;
  return (
    <div className="min-h-screen bg-slate-50">
      <a href="#admin-main" className="sr-only z-50 rounded-md bg-brand-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3">
        Skip to content
      </a>
      <header className="border-b border-slate-300 bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <p className="font-bold text-brand-800">
            {brokerageName} <span className="font-normal text-slate-600">back office</span>
          </p>
          {staff && (
            <>
              <nav aria-label="Back office" className="order-last w-full sm:order-none sm:w-auto">
                <ul className="flex flex-wrap gap-x-4 gap-y-1">
                  {menuFor(staff.role).map((s) => (
                    <li key={s.to}>
                      <NavLink to={s.to} end className="font-medium text-slate-800 underline-offset-4 hover:underline aria-[current=page]:text-brand-700 aria-[current=page]:underline">
                        {s.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="ms-auto flex flex-wrap items-center gap-3">
                <p className="text-sm text-slate-700">
                  <span className="font-semibold text-slate-900">{staff.name}</span> · {ROLE_LABELS[staff.role]}
                </p>
                <Form method="post" action={SIGN_OUT_PATH}>
                  <CsrfField />
                  <button type="submit" className="rounded-md border border-slate-400 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700">
                    Sign out
                  </button>
                </Form>
              </div>
            </>
          )}
        </div>
      </header>
      <main id="admin-main" tabIndex={-1} className="mx-auto max-w-5xl px-4 py-8 outline-none">
        {children}
      </main>
    </div>
  );
}

/** The pages before sign-in: the same shell without a person, the form in a narrow column. */
export function SignInFrame({ title, children }: { title: string; children: ReactNode }) {
  const brokerageName = useBrokerage().name;
  return (
    <AdminShell staff={null}>
      <title>{`${title} | ${brokerageName} back office`}</title>
      <div className="mx-auto max-w-md rounded-lg border border-slate-300 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <div className="mt-4">{children}</div>
      </div>
    </AdminShell>
  );
}
