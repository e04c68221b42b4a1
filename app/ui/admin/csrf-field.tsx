/**
 * The anti-forgery field every back-office form carries. The token comes from the
 * loaders: the admin layout's (the session's token) or, before sign-in, the page's own; the
 * deepest one found wins. The action's `requireStaff` (or `checkFormToken`) refuses a post
 * without it with a 403. In an upload form it must come before any file input (best first): the
 * check reads an upload's body only up to the token (app/modules/staff/form-token.server.ts).
 */
import { useMatches } from "react-router";

export const CSRF_FIELD = "_csrf";

export function useCsrfToken(): string {
  let token = "";
  for (const m of useMatches()) {
    const data = m.loaderData as { csrf?: unknown } | undefined;
    if (data && typeof data === "object" && typeof data.csrf === "string") token = data.csrf;
  }
  return token;
}

export function CsrfField() {
  return <input type="hidden" name={CSRF_FIELD} value={useCsrfToken()} />;
}
