/**
 * Where the header puts the currency and area-unit choice. The choice needs the page
 * to run, so its code loads once the page is interactive, as its own chunk, instead of adding to
 * every page's first load (the 120 KB budget); the slot keeps its size meanwhile, so nothing moves.
 */
import { lazy, Suspense } from "react";
import { useHydrated } from "../../../ui/use-hydrated.ts";

const DisplayPicker = lazy(() => import("./display-picker.tsx").then((m) => ({ default: m.DisplayPicker })));

export function DisplayPickerSlot({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const hydrated = useHydrated();
  return <div className="h-7 w-60 shrink-0">{hydrated && <Suspense fallback={null}>{<DisplayPicker tone={tone} />}</Suspense>}</div>;
}
