/** The newest units of an area or a developer on its page, and a link to all of them (app/lib/profile-units.server.ts). */
import type { ProfileUnitsData } from "../../lib/profile-units.server.ts";
import { UnitCard } from "../listing/unit-card.tsx";
import { Link } from "../link.tsx";

export function ProfileUnits({ data, heading, allLabel, now }: { data: ProfileUnitsData; heading: string; allLabel: string; now: string }) {
  if (!data.rows.length) return null;
  return (
    <section aria-labelledby="profile-units-heading" className="mt-12">
      <h2 id="profile-units-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {heading}
      </h2>
      <ul className="mt-6 grid gap-6">
        {data.rows.map((u) => (
          <li key={u.autoId}>
            <UnitCard unit={u} now={now} headingLevel={3} />
          </li>
        ))}
      </ul>
      {data.total > data.rows.length && (
        <p className="mt-6">
          <Link to={data.allHref} className="font-semibold text-brand-700 underline">
            {allLabel}
          </Link>
        </p>
      )}
    </section>
  );
}
