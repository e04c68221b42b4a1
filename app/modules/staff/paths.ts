/**
 * The back office's addresses, in a module with no server code: the root layout, the
 * page cache and the routes all decide "is this the back office?" by the same test.
 */
export const ADMIN_HOME = "/admin";
export const SIGN_IN_PATH = "/admin/sign-in";
export const SECOND_FACTOR_PATH = "/admin/sign-in/code";
export const ENROL_PATH = "/admin/two-factor";
export const SIGN_OUT_PATH = "/admin/sign-out";

/** `/admin`, `/admin/…` and the client navigations' `/admin.data`, `/admin/….data`. */
export function isBackOfficePath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/") || pathname === "/admin.data";
}

/**
 * Where to go after signing in: only a back-office path of this site (an open redirect would
 * let a link to our sign-in page send a member of staff anywhere).
 */
export function safeRedirect(to: string | null | undefined, fallback = ADMIN_HOME): string {
  if (!to || !to.startsWith("/admin") || to.startsWith("//") || to.includes("\\")) return fallback;
  const path = to.split(/[?#]/)[0]!;
  return isBackOfficePath(path) && !path.startsWith(SIGN_IN_PATH) ? to : fallback;
}

export function signInUrl(redirectTo?: string): string {
  return redirectTo && redirectTo !== ADMIN_HOME ? `${SIGN_IN_PATH}?redirectTo=${encodeURIComponent(redirectTo)}` : SIGN_IN_PATH;
}
