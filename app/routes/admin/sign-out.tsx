/** /admin/sign-out: a POST only (with the anti-forgery token); ends this browser's session. */
import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { clearSessionCookie, readCookie, SESSION_COOKIE, deleteSession } from "../../modules/staff/sessions.server.ts";
import { ADMIN_HOME, SIGN_IN_PATH } from "../../modules/staff/paths.ts";
import { AdminError } from "../../modules/staff/admin-error.tsx";

export function loader() {
  throw redirect(ADMIN_HOME);
}

export async function action(args: Route.ActionArgs) {
  await requireStaff(args);
  await deleteSession(dbOf(args), readCookie(args.request, SESSION_COOKIE));
  throw redirect(`${SIGN_IN_PATH}?done=signed-out`, { headers: { "Set-Cookie": clearSessionCookie(args) } });
}

export const ErrorBoundary = AdminError;

/** Never shown (the loader redirects); a page module, so a refusal renders the back office's error page. */
export default function SignOut() {
  return null;
}
