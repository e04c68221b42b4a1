/**
 * An area's or developer's newest units, below its projects. Its own chunk, so its script loads
 * after the page's own (the whole page is rendered on the server, cards included; hydration waits
 * for the chunk): area and developer pages are at their first-load budget.
 */
import { lazy, Suspense } from "react";
import type { ProfileUnitsData } from "../lists/profile-units.server.ts";

const ProfileUnits = lazy(() => import("./profile-units.tsx"));

export function LazyProfileUnits({ units }: { units: ProfileUnitsData & { heading: string; allLabel: string } }) {
  if (units.rows.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ProfileUnits units={units} />
    </Suspense>
  );
}
