/**
 * /property/{pageURL}/{unitId} (spec 2.6): gallery, facts, the optional sections (each only
 * when its data exists), mortgage calculator, map, Contact Seller card, the Trakheesi permit
 * with its QR code, and RealEstateListing structured data. Unknown or non-numeric ids are
 * real 404s; a pageURL that is not the unit's own redirects (301) to the canonical URL.
 */
import type { Route } from "./+types/property-detail";
import { dbContext } from "../platform/context.ts";
import { loadListingDetail } from "../modules/listings/detail/listing-detail.server.ts";
import { seoMeta, siteUrlFrom } from "../modules/site/seo.ts";
import { ListingDetail, listingDetailHandle } from "../modules/listings/ui/listing-detail.tsx";
import { listingMarketHtml } from "../modules/market/index.server.ts";
import { MarketSection } from "../modules/market/components.tsx";
import { markupForPage } from "../platform/http/document-markup.server.ts";
import { localeOf } from "../platform/i18n/locale.server.ts";
import { viewingChoices } from "../modules/leads/index.server.ts";
import { ViewingForm } from "../modules/leads/components.tsx";
import { useTranslations } from "../platform/i18n/intl.tsx";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const detail = await loadListingDetail(db, request, "unit", { pageURL: params.pageURL, rawId: params.unitId });
  const l = detail.listing;
  const market = l.kind === "unit" ? await listingMarketHtml(db, { ...l, areaName: detail.texts.area.text }, { locale: localeOf(request), now: new Date() }) : "";
  const viewing = l.kind === "unit" ? await viewingChoices(db, localeOf(request)) : null;
  return { ...detail, market: market ? markupForPage(context, "market", market) : "", viewing, path: new URL(request.url).pathname };
}

export const handle = listingDetailHandle;

export function meta(args: Route.MetaArgs) {
  const d = args.loaderData;
  if (!d) return [{ title: "Property not found" }, { name: "robots", content: "noindex" }];
  return seoMeta(args, d.seo);
}

export default function PropertyDetail({ loaderData, matches }: Route.ComponentProps) {
  const { market, viewing, path, ...detail } = loaderData;
  return (
    <>
      <ListingDetail {...detail} siteUrl={siteUrlFrom(matches)} />
      {viewing && <ViewingSection unitId={detail.listing.id} choices={viewing} returnTo={path} />}
      {/* As on a project's page: the market lines are a named region below the shared detail page. */}
      {market !== "" && <div className="page-gutter pb-16"><MarketSection html={market} /></div>}
    </>
  );
}

/** The viewing request below the unit's details. */
function ViewingSection(props: React.ComponentProps<typeof ViewingForm>) {
  const t = useTranslations("viewing");
  return (
    <section aria-labelledby="viewing-heading" className="page-gutter pb-12">
      <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-slate-50 p-6">
        <h2 id="viewing-heading" className="text-2xl font-bold text-slate-900">
          {t("title")}
        </h2>
        <p className="mt-1 mb-4 text-slate-700">{t("intro")}</p>
        <ViewingForm {...props} />
      </div>
    </section>
  );
}
