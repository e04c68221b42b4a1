/**
 * The back office's error page: a refused form (403: no or a wrong anti-forgery token), a page
 * the account's role may not open (403), an unknown page (404), or our own failure, inside the
 * admin shell. Never the raw error.
 */
import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import type { StaffRole } from "../../platform/db/schema.ts";
import { AdminShell } from "./admin-shell.tsx";

export function AdminError() {
  const error = useRouteError();
  const layout = useRouteLoaderData("routes/admin/layout") as { staff?: { name: string; role: StaffRole } } | undefined;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const given = isRouteErrorResponse(error) && typeof (error.data as { message?: unknown })?.message === "string" ? (error.data as { message: string }).message : null;
  // The server's own refusals before the route (a body over its limit, one too slow) come as plain text that names the limit.
  const plain = isRouteErrorResponse(error) && (status === 413 || status === 408) && typeof error.data === "string" && error.data.length < 400 ? error.data : null;
  const title = status === 403 ? "Not allowed" : status === 404 ? "Page not found" : status === 413 ? "Upload too large" : status === 408 ? "Upload too slow" : "Something went wrong";
  const text =
    status === 403 ? (given ?? "Your account cannot do this.") : status === 404 ? "There is no such page in the back office." : (plain ?? "We could not show this page just now. Please try again in a moment.");
  return (
    <AdminShell staff={layout?.staff ?? null}>
      <title>{title}</title>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-700">{text}</p>
      <p className="mt-6">
        <a href="/admin" className="font-semibold text-brand-700 underline">
          Back office home
        </a>
      </p>
    </AdminShell>
  );
}
