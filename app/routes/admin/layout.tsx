/**
 * The back office's layout: every page under it requires a signed-in member of staff
 * (its loader runs `requireStaff`; each page's loader and action call it again with their roles,
 * since loaders run in parallel and an action runs alone). Gives the shell the person and the
 * session's anti-forgery token (`<CsrfField />` reads it).
 */
import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { requireStaff } from "../../modules/staff/require-staff.server.ts";
import { AdminShell } from "../../modules/staff/admin-shell.tsx";
import { AdminError } from "../../modules/staff/admin-error.tsx";

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args);
  return { staff: { name: staff.name, role: staff.role, email: staff.email }, csrf: staff.csrf };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell staff={loaderData.staff}>
      <Outlet />
    </AdminShell>
  );
}

export const ErrorBoundary = AdminError;
