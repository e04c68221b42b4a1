/**
 * The strip pinned to the foot of the screen after the footer: the compare tray (compare-tray.tsx,
 * once the visitor's chunk is there and their compare list holds units) above the bar a route asks
 * for in its `handle` (the detail pages' contact bar for phones and tablets: contact-bar.tsx). One
 * sticky strip, so the two stack instead of covering each other, and at the page's very end it rests
 * in its own place below the footer, over nothing.
 */
import type { ReactNode } from "react";
import { useLocation, type UIMatch } from "react-router";
import { useVisitor } from "../visitor/visitor-context.tsx";
import { useCompareIds } from "../visitor/visitor-hooks.ts";
import { stripLocale } from "../../../platform/i18n/locale.ts";

/** A route's `handle` part: its foot bar, rendered from its loader data (brought by the route, so only its pages load the bar's code). */
export type FootBarHandle = { footBar: (loaderData: unknown) => ReactNode };

/** The bar the current page asked for (its deepest route with loader data), or null. */
export function footBarFor(matches: readonly UIMatch[]): ReactNode {
  for (let i = matches.length - 1; i >= 0; i--) {
    const { handle, loaderData } = matches[i]!;
    const bar = (handle as Partial<FootBarHandle> | undefined)?.footBar;
    if (bar && loaderData !== undefined) return bar(loaderData);
  }
  return null;
}

export function FootStrip({ bar }: { bar: ReactNode }) {
  const Tray = useVisitor()?.CompareTray;
  const comparing = useCompareIds().length > 0;
  const { pathname } = useLocation();
  // On the compare table itself the tray would only repeat it.
  const tray = Tray && comparing && stripLocale(pathname) !== "/compare";
  if (!bar && !tray) return null;
  // mt-px: a page whose height is not a whole number of pixels pins the strip up to a pixel higher,
  // over the footer's last line, without that gap. The routes' bars are for phones and tablets:
  // without the tray nothing shows from 1024 px.
  return (
    <div className={`sticky bottom-0 z-30 mt-px ${tray ? "" : "lg:hidden"}`}>
      {tray && <Tray />}
      {bar}
    </div>
  );
}
