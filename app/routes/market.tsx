/**
 * /market: Dubai's areas ranked by the Dubai Land Department's figures (median AED/sqft over 12 months,
 * its change, sales and gross yield), sortable by links, so it works without JavaScript, with the table
 * as a CSV and Dataset structured data. Every text comes written from the loader.
 */
import type { Route } from "./+types/market";
import { dbContext, siteContext } from "../platform/context.ts";
import { loadMarketPage } from "../modules/market/index.server.ts";
import { seoMeta } from "../modules/site/seo.ts";
import { localeOf } from "../platform/i18n/locale.server.ts";
import { localizePath } from "../platform/i18n/locale.ts";
import { absoluteUrl } from "../platform/http/absolute-url.ts";
import { PageHeader } from "../modules/content/ui/page-header.tsx";
import { JsonLd } from "../ui/json-ld.tsx";
import { Link } from "../ui/link.tsx";

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? seoMeta(args, { ...args.loaderData.seo, path: "/market" }) : [];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const page = await loadMarketPage(context.get(dbContext), new URL(request.url), locale, { now: new Date() });
  const siteUrl = context.get(siteContext).siteUrl.replace(/\/$/, "");
  const dld = { "@type": "GovernmentOrganization", name: "Dubai Land Department", url: "https://dubailand.gov.ae" };
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Dataset",
    name: page.dataset.name,
    description: page.dataset.description,
    url: absoluteUrl(siteUrl, localizePath("/market", locale)),
    inLanguage: locale,
    creator: dld,
    sourceOrganization: dld,
    license: page.dataset.license,
    ...(page.coverage ? { temporalCoverage: page.coverage } : {}),
    distribution: { "@type": "DataDownload", encodingFormat: "text/csv", contentUrl: absoluteUrl(siteUrl, page.csvHref) },
  };
  return { ...page, jsonLd };
}

export default function MarketPage({ loaderData }: Route.ComponentProps) {
  const { rows, columns, texts, csvHref, dataTo, jsonLd } = loaderData;
  return (
    <main>
      <PageHeader title={texts.title} eyebrow={texts.eyebrow} crumbs={[{ label: texts.title }]} lead={{ text: texts.intro }} />
      <section className="page-gutter py-10 pb-16">
        {rows.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-10 text-center text-lg font-semibold text-slate-700">{texts.empty}</p>
        ) : (
          <>
          {/* The title sits outside the scrolling box, so a phone shows it whole while the table scrolls. */}
          <h2 id="market-table" className="mb-3 text-lg font-semibold text-slate-900">{texts.tableCaption}</h2>
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <table aria-labelledby="market-table" className="w-full text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2 text-start font-semibold">{texts.area}</th>
                  {columns.map((c) => (
                    <th key={c.key} scope="col" aria-sort={c.sorted ?? undefined} className="px-3 py-2 text-end font-semibold">
                      <Link to={c.href} className="inline-flex min-h-11 min-w-11 items-center underline decoration-slate-300 underline-offset-4 hover:text-brand-700" preventScrollReset>
                        {c.label}
                        {c.sorted && <span aria-hidden="true">{c.sorted === "ascending" ? " ▲" : " ▼"}</span>}
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((r) => (
                  <tr key={r.id}>
                    <th scope="row" className="px-3 py-2 text-start font-medium">
                      <Link to={r.href} lang={r.nameLang} className="inline-flex min-h-11 min-w-11 items-center text-brand-700 underline-offset-4 hover:underline">{r.name}</Link>
                    </th>
                    <td className="px-3 py-2 text-end whitespace-nowrap tabular-nums">{r.psf}</td>
                    <td className="px-3 py-2 text-end whitespace-nowrap tabular-nums"><span dir="ltr">{r.change}</span></td>
                    <td className="px-3 py-2 text-end whitespace-nowrap tabular-nums">{r.volume}</td>
                    <td className="px-3 py-2 text-end whitespace-nowrap tabular-nums"><span dir="ltr">{r.yield}</span></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          </>
        )}
        <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-slate-700">
          <a href={csvHref} download className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">{texts.download}</a>
          {dataTo && <p>{dataTo}</p>}
          <p>{texts.source} · {texts.license}</p>
        </div>
      </section>
      <JsonLd data={jsonLd} />
    </main>
  );
}
