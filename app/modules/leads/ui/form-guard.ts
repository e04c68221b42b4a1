/**
 * The lead forms' anti-forgery values, fetched by the browser rather than rendered into the
 * page (pages are the same for every visitor and shared by caches; see
 * app/modules/leads/lead-guard.server.ts). When a form is shown, a signed stamp is fetched from
 * GET /forms/stamp (its time starts the minimum fill time; the answer also sets the
 * XSRF-TOKEN cookie); on submit the stamp and the cookie's token are added to the post, the
 * token both as a field and (spec 7: same-origin requests other than GET and HEAD carry an
 * anti-forgery header taken from a cookie) as the X-XSRF-TOKEN header.
 * Without JavaScript none of this runs and the server takes the no-script path.
 */
import { useCallback, useEffect, type FormEvent } from "react";
import type { FetcherWithComponents } from "react-router";
import { GUARD_FIELDS } from "../lead-forms.ts";

const STAMP_PATH = "/forms/stamp";
const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";

type Guard = { stamp: string };
/** One stamp per page view, shared by its forms (their leads differ by form and project). */
let current: Promise<Guard | undefined> | undefined;

function formGuard(): Promise<Guard | undefined> {
  current ??= fetch(STAMP_PATH, { credentials: "same-origin", cache: "no-store" })
    .then(async (res) => (res.ok ? ((await res.json()) as Guard) : undefined))
    // Unreachable: the post goes without a stamp and is treated like a no-script post (still accepted).
    .catch(() => undefined)
    .then((guard) => {
      if (!guard) current = undefined;
      return guard;
    });
  return current;
}

/** After an accepted lead the next one needs a stamp of its own (the stamp names the lead). */
export function renewFormGuard(): void {
  current = undefined;
  void formGuard();
}

/**
 * The request with the anti-forgery header added when it is a same-origin request other than
 * GET or HEAD and a token is known; any other request unchanged.
 */
export function withXsrfHeader(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  token: string | (() => string),
  pageUrl: string,
): [RequestInfo | URL, RequestInit | undefined] {
  const request = input instanceof Request ? input : undefined;
  const method = (init?.method ?? request?.method ?? "GET").toUpperCase();
  if (method === "GET" || method === "HEAD") return [input, init];
  if (new URL(request?.url ?? String(input), pageUrl).origin !== new URL(pageUrl).origin) return [input, init];
  // Read only for a post: reading document.cookie is a synchronous call to the browser's cookie store, and the
  // page's own loads (its stamp, the router's route list) are GETs.
  if (typeof token === "function") token = token();
  if (!token) return [input, init];
  const headers = new Headers(init?.headers ?? request?.headers);
  if (!headers.has(XSRF_HEADER)) headers.set(XSRF_HEADER, token);
  return [input, { ...init, headers }];
}

let headerInstalled = false;
/**
 * The forms post through React Router (a fetcher), whose requests take no headers of their
 * own: the page's fetch adds the header to same-origin posts, once installed by the first form.
 */
function sendXsrfHeader(): void {
  if (headerInstalled) return;
  headerInstalled = true;
  const pageFetch = window.fetch.bind(window);
  window.fetch = (input, init) => pageFetch(...withXsrfHeader(input, init, cookieToken, window.location.href));
}

function cookieToken(): string {
  for (const part of document.cookie.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === XSRF_COOKIE) return decodeURIComponent(value.join("="));
  }
  return "";
}

/**
 * The form's submit handler: fetches the stamp when the form is first shown, and on submit
 * sends the form through the fetcher with the stamp and the anti-forgery token added.
 */
export function useGuardedSubmit(fetcher: Pick<FetcherWithComponents<unknown>, "submit">, action: string) {
  useEffect(() => {
    sendXsrfHeader();
    void formGuard();
  }, []);
  const submit = fetcher.submit;
  return useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const data = new FormData(event.currentTarget);
      void formGuard().then((guard) => {
        if (guard) data.set(GUARD_FIELDS.stamp, guard.stamp);
        data.set(GUARD_FIELDS.xsrf, cookieToken());
        void submit(data, { method: "post", action });
      });
    },
    [submit, action],
  );
}
