/**
 * The lead forms' anti-forgery values, fetched by the browser rather than rendered into the
 * page (pages are the same for every visitor and shared by caches; see
 * app/services/lead-guard.server.ts). When a form is shown, a signed stamp is fetched from
 * GET /forms/stamp (its time starts the minimum fill time; the answer also sets the
 * XSRF-TOKEN cookie); on submit the stamp and the cookie's token are added to the post.
 * Without JavaScript none of this runs and the server takes the no-script path.
 */
import { useCallback, useEffect, type FormEvent } from "react";
import type { FetcherWithComponents } from "react-router";
import { GUARD_FIELDS } from "../../lib/lead-rules.ts";

export const STAMP_PATH = "/forms/stamp";
const XSRF_COOKIE = "XSRF-TOKEN";

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
