/**
 * /compare?units=1,2,3,4: up to four units side by side. The ids are in the URL, so
 * the page is the same for everyone who opens it (shared, cacheable); /compare without ids goes
 * to the visitor's stored compare list once the page runs in their browser. On a phone the
 * table scrolls sideways with the row names held at the left edge.
 */
import { useEffect } from "react";
import { data, useNavigate } from "react-router";
import type { Route } from "./+types/compare";
import { dbContext } from "../platform/context.ts";
import { seoMeta } from "../modules/site/seo.ts";
import { MAX_COMPARE, shortlistQuery } from "../modules/listings/visitor/shortlist.ts";
import { idsParamSchema } from "../modules/listings/visitor/shortlist-query.server.ts";
import { loadCompare, type ComparedCard } from "../modules/listings/visitor/shortlist.server.ts";
import { compareStore } from "../modules/listings/visitor/visitor-stores.ts";
import { useDisplay } from "../modules/listings/visitor/visitor-hooks.ts";
import { useHydrated } from "../ui/use-hydrated.ts";
import { Breadcrumb } from "../ui/breadcrumb.tsx";
import { Link } from "../ui/link.tsx";
import { Img } from "../ui/img.tsx";
import { useRoomTexts } from "../modules/listings/ui/card-parts.tsx";
import { OptionText, useLocalizePath, useTranslations } from "../platform/i18n/intl.tsx";
import { localeOf } from "../platform/i18n/locale.server.ts";
import { messagesFor } from "../platform/i18n/catalog.server.ts";
import { translator } from "../platform/i18n/translate.ts";
import { formatAed, periodSuffix } from "../platform/i18n/format.ts";
import { listingHref } from "../modules/listings/ui/listing-href.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = idsParamSchema(MAX_COMPARE).safeParse(new URL(request.url).searchParams.get("units") ?? undefined);
  const locale = localeOf(request);
  const t = translator(locale, messagesFor(locale), "visitor");
  const meta = { title: t("compareTitle"), description: t("compareDescription") };
  if (!parsed.success) return data({ error: `units: ${parsed.error.issues[0]?.message ?? "invalid"}`, units: [] as ComparedCard[], asked: 0, meta }, { status: 400 });
  const { units } = await loadCompare(context.get(dbContext), parsed.data, locale);
  return { error: null, units, asked: parsed.data.length, meta };
}

export function meta(args: Route.MetaArgs) {
  const meta = args.loaderData?.meta;
  if (!meta) return [];
  return seoMeta(args, {
    title: meta.title,
    description: meta.description,
    noindex: true,
  });
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { units, error, asked } = loaderData;
  const hydrated = useHydrated();
  const stored = compareStore.use();
  const navigate = useNavigate();
  const t = useTranslations("visitor");
  const here = useLocalizePath()("/compare");

  // /compare alone: the visitor's own list, as a URL (shareable, and the same page for everyone).
  useEffect(() => {
    if (hydrated && asked === 0 && !error && stored.length > 0) void navigate(`${here}?${shortlistQuery({ units: stored })}`, { replace: true });
  }, [hydrated, asked, error, stored, navigate, here]);

  const remove = (id: number) => {
    const rest = units.map((u) => u.id).filter((x) => x !== id);
    compareStore.set((c) => c.filter((x) => x !== id));
    void navigate(rest.length ? `${here}?${shortlistQuery({ units: rest })}` : here, { replace: true });
  };

  return (
    <main id="main" className="page-gutter space-y-6 py-8 lg:py-12">
      <Breadcrumb items={[{ label: t("compare") }]} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("compareTitle")}</h1>
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {t("compareBadLink", { error })}
        </p>
      ) : units.length === 0 ? (
        <p className="text-slate-700">
          {asked > 0 ? t("compareGone") : ""}
          {t.rich("compareEmpty", { b: (c) => <strong>{c}</strong>, max: MAX_COMPARE })}{" "}
          <Link to="/property-list" className="font-semibold text-brand-700 underline">{t("browseProperties")}</Link>
        </p>
      ) : (
        <CompareTable units={units} onRemove={remove} />
      )}
    </main>
  );
}

/** A listing's column: half the phone's width left by the gutters (2 rem), the row names (6 rem) and the borders; 224 px from 640 px. */
const COLUMN = "w-[calc((100vw-8rem-2px)/2)] sm:w-56";

function CompareTable({ units, onRemove }: { units: ComparedCard[]; onRemove: (id: number) => void }) {
  const d = useDisplay();
  const t = useTranslations("visitor");
  const tl = useTranslations("listing");
  const rooms = useRoomTexts();
  const rows: { label: string; cell: (u: ComparedCard) => React.ReactNode }[] = [
    {
      label: t("price"),
      // The AED figure stays beside a converted price (the law: components/listing/card-parts.tsx PriceNote).
      cell: (u) => (
        <>
          <span className="font-bold text-brand-800">{d.money(u.price)}</span>
          {periodSuffix(u.pricePeriod, d.locale)}
          {d.converted && <span className="block text-xs text-slate-600">{formatAed(u.price, null, d.locale)}</span>}
        </>
      ),
    },
    { label: t("pricePer", { unit: d.areaLabel }), cell: (u) => d.perArea(u.price, u.size).replace(/ \/ [^/]+$/, "") || "—" },
    { label: t("size"), cell: (u) => d.size(u.size) || "—" },
    { label: t("bedrooms"), cell: (u) => rooms.beds(u.beds) || "—" },
    { label: t("bathrooms"), cell: (u) => rooms.baths(u.baths) || "—" },
    { label: t("area"), cell: (u) => <>{u.area.name}{tl("comma")}<OptionText group="emirate" name={u.area.emirate} /></> },
    { label: t("status"), cell: (u) => <><OptionText group="purpose" name={u.purpose} /> · <OptionText group="status" name={u.status} /></> },
    { label: t("type"), cell: (u) => <OptionText group="type" name={u.type} /> },
    { label: t("serviceCharge"), cell: (u) => u.serviceCharge ?? t("notStated") },
    { label: t("permit"), cell: (u) => u.permit || "—" },
  ];
  return (
    // On a phone two listings fit beside the row names (each column half of what is left), a third and
    // fourth are a swipe away, one column at a time; wider screens keep 224 px columns, so the photos
    // stay small enough for the facts to start on the first screen.
    <div className="w-fit max-w-full snap-x snap-mandatory scroll-ps-24 overflow-x-auto rounded-xl border border-slate-200 sm:scroll-ps-28" role="region" aria-label={t("comparisonTable")} tabIndex={0}>
      <table className="w-max table-fixed border-collapse text-start text-sm">
        <caption className="sr-only">{t("compared", { count: units.length })}</caption>
        <thead>
          <tr>
            <td className="sticky start-0 z-10 w-24 bg-white sm:w-28" />
            {units.map((u) => (
              <th key={u.id} scope="col" className={`${COLUMN} snap-start border-s border-slate-200 p-2 text-start align-top font-normal sm:p-3`}>
                <div className="aspect-[3/2] overflow-hidden rounded-lg bg-slate-200">
                  <Img src={u.images[0] ?? null} alt="" sizes="(min-width: 640px) 224px, 50vw" className="h-full w-full object-cover" />
                </div>
                <Link to={listingHref(u)} lang={u.titleLang} className="mt-2 block font-semibold text-slate-900 hover:text-brand-700">
                  {u.title}
                </Link>
                <button type="button" onClick={() => onRemove(u.id)} className="mt-1 text-xs font-semibold text-rose-700 underline" aria-label={t("removeName", { name: u.title })}>
                  {t("remove")}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label} className="border-t border-slate-200 odd:bg-slate-50">
              <th scope="row" className="sticky start-0 z-10 w-24 bg-inherit bg-white p-2 text-start font-semibold break-words text-slate-700 shadow-[1px_0_0_#e2e8f0] sm:w-28 sm:p-3">
                {r.label}
              </th>
              {units.map((u) => (
                <td key={u.id} className="border-s border-slate-200 p-2 align-top break-words text-slate-800 sm:p-3">
                  {r.cell(u)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
