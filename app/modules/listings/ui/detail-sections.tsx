/**
 * The sections the unit and project detail pages share (spec 2.6, 2.8): a titled section,
 * the details list, amenities, places nearby and the brochure link. The pages decide when
 * each one shows (e.g. lists only with more than one item).
 */
import type { LocalDetail, LocalPlace } from "../detail/standard-terms.server.ts";
import { Icon } from "../../../ui/icons/icon.tsx";
import { useTranslations } from "../../../platform/i18n/intl.tsx";
import type { LocalText } from "../../../platform/i18n/local-text.ts";
import { Link } from "../../../ui/link.tsx";

/*
 * The details, amenities and places come in the page's language where they are the trade's standard words
 * (standard-terms.server.ts); each other cell is marked English, and every cell isolated (<bdi>) so "6 min" or
 * "AED 19 per sq ft" keep their order.
 */

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

/** The details as stored, led by the unit's building (in the page's language, a link to its page) where it has one. */
export function DetailsList({ details, building }: { details: LocalDetail[]; building?: (LocalText & { href: string }) | null }) {
  const t = useTranslations("detail");
  return (
    <dl className="grid gap-x-8 sm:grid-cols-2">
      {building && (
        <div className="flex justify-between gap-4 border-b border-slate-100 py-2.5 text-sm">
          <dt className="text-slate-600">{t("building")}</dt>
          <dd className="text-end font-semibold">
            <Link to={building.href} lang={building.lang} className="text-brand-700 hover:underline">
              {building.text}
            </Link>
          </dd>
        </div>
      )}
      {details.map((d) => (
        <div key={d.name} className="flex justify-between gap-4 border-b border-slate-100 py-2.5 text-sm">
          <dt className="text-slate-600">
            <bdi lang={d.nameLang}>{d.name}</bdi>
          </dt>
          <dd className="text-end font-semibold text-slate-900">
            <bdi lang={d.valueLang}>{d.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function AmenitiesList({ amenities }: { amenities: LocalText[] }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2 md:grid-cols-3">
      {amenities.map((a) => (
        <li key={a.text} className="flex items-center gap-2 text-sm text-slate-700">
          <Icon name="check" className="h-4 w-4 shrink-0 text-brand-600" />
          <bdi lang={a.lang}>{a.text}</bdi>
        </li>
      ))}
    </ul>
  );
}

export function PlacesTable({ places }: { places: LocalPlace[] }) {
  const t = useTranslations("detail");
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full text-start text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-semibold">{t("place")}</th>
            <th scope="col" className="px-4 py-2.5 font-semibold">{t("distance")}</th>
            <th scope="col" className="px-4 py-2.5 font-semibold">{t("type")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {places.map((p) => (
            <tr key={`${p.name}-${p.distance}`}>
              <td className="px-4 py-2.5 font-medium text-slate-900">
                <bdi lang={p.nameLang}>{p.name}</bdi>
              </td>
              <td className="px-4 py-2.5 text-slate-700">
                <bdi lang={p.distanceLang}>{p.distance}</bdi>
              </td>
              <td className="px-4 py-2.5 text-slate-700">
                <bdi lang={p.typeLang}>{p.type}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function BrochureLink({ href }: { href: string }) {
  const t = useTranslations("detail");
  return (
    <p>
      <a
        href={href}
        download
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-700 px-5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <Icon name="download" className="h-5 w-5" />
        {t("brochure")}
      </a>
    </p>
  );
}
