/**
 * The sections the unit and project detail pages share (spec 2.6, 2.8): a titled section,
 * the details list, amenities, places nearby and the brochure link. The pages decide when
 * each one shows (e.g. lists only with more than one item).
 */
import type { DetailItem, PlaceItem } from "../../db/queries/listing-children.server.ts";

export function DetailSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className="mb-4 text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function DetailsList({ details }: { details: DetailItem[] }) {
  return (
    <dl className="grid gap-x-8 sm:grid-cols-2">
      {details.map((d) => (
        <div key={d.elementName} className="flex justify-between gap-4 border-b border-slate-100 py-2.5 text-sm">
          <dt className="text-slate-600">{d.elementName}</dt>
          <dd className="text-right font-semibold text-slate-900">{d.details}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AmenitiesList({ amenities }: { amenities: string[] }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2 md:grid-cols-3">
      {amenities.map((a) => (
        <li key={a} className="flex items-center gap-2 text-sm text-slate-700">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0 text-brand-600">
            <path fill="currentColor" d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
          </svg>
          {a}
        </li>
      ))}
    </ul>
  );
}

export function PlacesTable({ places }: { places: PlaceItem[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-semibold">Place</th>
            <th scope="col" className="px-4 py-2.5 font-semibold">Distance</th>
            <th scope="col" className="px-4 py-2.5 font-semibold">Type</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {places.map((p) => (
            <tr key={`${p.placeName}-${p.distance}`}>
              <td className="px-4 py-2.5 font-medium text-slate-900">{p.placeName}</td>
              <td className="px-4 py-2.5 text-slate-700">{p.distance}</td>
              <td className="px-4 py-2.5 text-slate-700">{p.type}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function BrochureLink({ href }: { href: string }) {
  return (
    <p>
      <a
        href={href}
        download
        className="inline-flex items-center gap-2 rounded-md border border-brand-700 px-5 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5">
          <path fill="currentColor" d="M12 3a1 1 0 0 1 1 1v9.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-5 5a1 1 0 0 1-1.4 0l-5-5a1 1 0 1 1 1.4-1.4l3.3 3.3V4a1 1 0 0 1 1-1ZM5 19h14a1 1 0 1 1 0 2H5a1 1 0 1 1 0-2Z" />
        </svg>
        Download brochure (PDF)
      </a>
    </p>
  );
}
