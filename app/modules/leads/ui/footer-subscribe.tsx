/**
 * The footer's newsletter form, hydrated on its own (issue 37, point 3). It is on every page, at the bottom:
 * its code (the form, its guard, its field helpers, about 2 KB of Brotli) is not in any page's first load.
 * The server renders the form itself (it works without JavaScript, as a plain post); in the browser its
 * Suspense boundary stays server HTML until the code arrives, fetched when the footer comes within a
 * screen or two of view, or once the browser is idle after the page has loaded, whichever is first.
 * What a visitor typed before then is kept (subscribe-form.tsx adopts it when it hydrates).
 * The element is one constant: the shell's re-renders (each navigation) leave the boundary alone.
 */
import { lazy, Suspense } from "react";

/** Resolves when the element comes near the screen or the browser is idle after load, whichever is first. */
function whenNearOrIdle(id: string): Promise<void> {
  return new Promise((resolve) => {
    const el = document.getElementById(id);
    const io = el && new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && resolve(), { rootMargin: "1000px" });
    if (el && io) io.observe(el);
    const idle = () => (window.requestIdleCallback ?? setTimeout)(() => resolve(), { timeout: 3000 });
    if (document.readyState === "complete") idle();
    else window.addEventListener("load", idle, { once: true });
  });
}

const load = () => import("./subscribe-form.tsx").then((m) => ({ default: m.SubscribeForm }));

// On the server the module is in the one bundle: only the first render after a start waits for it
// (render-document.server.tsx then renders the whole page before sending it, as for any Suspense).
// No static import of the form here: that would put it back into every page's first load.
const Form = lazy(import.meta.env.SSR ? load : () => whenNearOrIdle("footer-subscribe").then(load));

export const FOOTER_SUBSCRIBE = (
  <Suspense>
    <Form />
  </Suspense>
);
