/**
 * /favourites: the visitor's shortlist, kept in their browser. The page the server
 * renders is the same for everyone: without ids it is an empty frame that the browser fills from
 * its stored list (/shortlist.json); with ids (`?units=1,2&projects=3`, the share link) it is that
 * shortlist, rendered on the server, which the visitor can add to their own.
 */
import { useEffect, useState } from "react";
import { data } from "react-router";
import type { Route } from "./+types/favourites";
import { dbContext } from "../platform/context.ts";
import { seoMeta } from "../modules/site/seo.ts";
import { mergeShortlists, shortlistQuery } from "../modules/listings/visitor/shortlist.ts";
import { shortlistFromUrl } from "../modules/listings/visitor/shortlist-query.server.ts";
import { loadShortlist, type ShortlistData } from "../modules/listings/visitor/shortlist.server.ts";
import { favouritesStore } from "../modules/listings/visitor/visitor-stores.ts";
import { useHydrated } from "../ui/use-hydrated.ts";
import { Breadcrumb } from "../ui/breadcrumb.tsx";
import { Link } from "../ui/link.tsx";
import { Img } from "../ui/img.tsx";
import { PriceNote, useRoomTexts } from "../modules/listings/ui/card-parts.tsx";
import { listingHref } from "../modules/listings/ui/listing-href.ts";
import type { ListingCard } from "../modules/listings/listing.ts";
import { CompareToggle } from "../modules/listings/visitor/compare-toggle.tsx";
import { FavouriteButton } from "../modules/listings/visitor/favourite-button.tsx";
import { useDisplay } from "../modules/listings/visitor/visitor-hooks.ts";
import { useLocale, useLocalizePath, useOptionName, useTranslations } from "../platform/i18n/intl.tsx";
import { localeOf } from "../platform/i18n/locale.server.ts";
import { messagesFor } from "../platform/i18n/catalog.server.ts";
import { translator } from "../platform/i18n/translate.ts";
import { periodSuffix } from "../platform/i18n/format.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const list = shortlistFromUrl(new URL(request.url));
  const locale = localeOf(request);
  const t = translator(locale, messagesFor(locale), "visitor");
  const meta = { description: t("favouritesDescription"), title: t("favouritesTitle"), sharedTitle: t("sharedTitle") };
  if (!list.ok) return data({ error: list.error, shared: null, meta }, { status: 400 });
  const { units, projects } = list.value;
  if (units.length === 0 && projects.length === 0) return { error: null, shared: null, meta };
  return { error: null, shared: await loadShortlist(context.get(dbContext), list.value, locale), meta };
}

export function meta(args: Route.MetaArgs) {
  const meta = args.loaderData?.meta;
  if (!meta) return [];
  return seoMeta(args, {
    title: args.loaderData?.shared ? meta.sharedTitle : meta.title,
    description: meta.description,
    noindex: true,
  });
}

export default function Favourites({ loaderData }: Route.ComponentProps) {
  const shared = loaderData.shared;
  const t = useTranslations("visitor");
  return (
    <main id="main" className="page-gutter space-y-8 py-8 lg:py-12">
      <Breadcrumb items={[{ label: t("favourites") }]} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{shared ? t("sharedHeading") : t("favouritesHeading")}</h1>
      {loaderData.error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {t("badLink", { error: loaderData.error })} <Link to="/favourites" className="font-semibold underline">{t("seeFavourites")}</Link>
        </p>
      ) : shared ? (
        <SharedList data={shared} />
      ) : (
        <StoredList />
      )}
    </main>
  );
}

function SharedList({ data: list }: { data: ShortlistData }) {
  const [added, setAdded] = useState(false);
  const t = useTranslations("visitor");
  const ids = { units: list.units.map((u) => u.id), projects: list.projects.map((p) => p.id) };
  return (
    <>
      <div className="flex flex-wrap items-center gap-4">
        <p className="text-slate-700">{t("sharedWithYou")}</p>
        <button
          type="button"
          onClick={() => {
            favouritesStore.set((f) => mergeShortlists(f, ids));
            setAdded(true);
          }}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t("saveShared")}
        </button>
        <p role="status" className="text-sm text-slate-700">
          {added && t("savedShared")}
        </p>
      </div>
      <Cards data={list} />
    </>
  );
}

function StoredList() {
  const hydrated = useHydrated();
  const t = useTranslations("visitor");
  const locale = useLocale();
  const stored = favouritesStore.use();
  const query = shortlistQuery(stored);
  const [loaded, setLoaded] = useState<{ query: string; data: ShortlistData } | { query: string; failed: true } | null>(null);

  useEffect(() => {
    if (!query) return;
    const ac = new AbortController();
    fetch(`/shortlist.json?${query}${locale === "ar" ? "&lang=ar" : ""}`, { signal: ac.signal })
      .then(async (r) => {
        if (!r.ok) throw new Error(`shortlist.json answered ${r.status}`);
        setLoaded({ query, data: (await r.json()) as ShortlistData });
      })
      .catch(() => {
        if (!ac.signal.aborted) setLoaded({ query, failed: true });
      });
    return () => ac.abort();
  }, [query, locale]);

  if (!hydrated) {
    return (
      <>
        <p className="text-slate-600">{t("loadingFavourites")}</p>
        <noscript>
          <p className="text-slate-700">{t("needsJs")}</p>
        </noscript>
      </>
    );
  }
  if (!query) {
    return (
      <div className="space-y-3 text-slate-700">
        <p>{t("noFavourites")}</p>
        <p>
          {t.rich("browseOr", {
            units: (c) => <Link to="/property-list" className="font-semibold text-brand-700 underline">{c}</Link>,
            projects: (c) => <Link to="/project-list" className="font-semibold text-brand-700 underline">{c}</Link>,
          })}
        </p>
      </div>
    );
  }
  // Shown while the next list loads: the cards of the last one, without the ones taken off since.
  const current = loaded && "data" in loaded ? loaded.data : null;
  if (loaded && "failed" in loaded && loaded.query === query) return <p role="alert">{t("loadFailed")}</p>;
  if (!current) return <p className="text-slate-600">{t("loadingFavourites")}</p>;
  const shown: ShortlistData = {
    now: current.now,
    units: current.units.filter((u) => stored.units.includes(u.id)),
    projects: current.projects.filter((p) => stored.projects.includes(p.id)),
  };
  return (
    <>
      <ShareLink query={query} />
      <Cards data={shown} />
      {shown.units.length + shown.projects.length === 0 && <p className="text-slate-700">{t("offMarket")}</p>}
    </>
  );
}

function ShareLink({ query }: { query: string }) {
  const t = useTranslations("visitor");
  const url = `${window.location.origin}${useLocalizePath()("/favourites")}?${query}`;
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <label htmlFor="share-link" className="block font-semibold text-slate-900">
        {t("shareLabel")}
      </label>
      <div className="flex flex-wrap gap-2">
        <input id="share-link" readOnly value={url} className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm" onFocus={(e) => e.currentTarget.select()} />
        <button
          type="button"
          className="rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          onClick={() => {
            navigator.clipboard?.writeText(url).then(() => setCopied(true), () => setCopied(false));
          }}
        >
          {t("copyLink")}
        </button>
        <Link to="/compare" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          {t("compareTicked")}
        </Link>
      </div>
      <p role="status" className="text-sm text-slate-600">
        {copied && t("copied")}
      </p>
    </div>
  );
}

/**
 * The shortlist's own compact cards (not the list pages' cards: sharing those would split them
 * into a chunk of their own and grow every list page's first load).
 */
function Cards({ data: list }: { data: ShortlistData }) {
  const t = useTranslations("visitor");
  return (
    <div className="space-y-10">
      <Section id="fav-units" heading={t("propertiesCount", { count: list.units.length })} items={list.units} />
      <Section id="fav-projects" heading={t("projectsCount", { count: list.projects.length })} items={list.projects} />
    </div>
  );
}

function Section({ id, heading, items }: { id: string; heading: string; items: ListingCard[] }) {
  return items.length === 0 ? null : (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-xl font-semibold text-slate-900">{heading}</h2>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((l) => (
          <Item key={l.id} listing={l} />
        ))}
      </ul>
    </section>
  );
}

/** A listing of the shortlist: its photo, heart, title, price and facts, and a unit's compare tick. */
function Item({ listing: l }: { listing: ListingCard }) {
  const d = useDisplay();
  const tl = useTranslations("listing");
  const rooms = useRoomTexts();
  const option = useOptionName();
  const name = (group: Parameters<typeof option>[0], n: string) => option(group, n).text;
  const place = `${l.area.name}${tl("comma")}${name("emirate", l.area.emirate)}`;
  const unit = l.kind === "unit";
  return (
    <li className="relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="aspect-[3/2] bg-slate-200">
        <Img src={l.images[0] ?? null} alt="" sizes="(max-width: 640px) 100vw, 400px" className="h-full w-full object-cover" />
      </div>
      <FavouriteButton kind={l.kind} id={l.id} name={l.title} className="absolute end-3 top-3" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 lang={l.titleLang} className="font-semibold text-slate-900">
          <Link to={listingHref(l)} className="hover:text-brand-700">
            {l.title}
          </Link>
        </h3>
        <div>
          <p className="text-lg font-bold text-brand-800" data-price="">
            {unit ? (
              <>
                {d.money(l.price)}
                {periodSuffix(l.pricePeriod, d.locale)}
              </>
            ) : (
              tl("startingPrice", { amount: d.amountText(l.price), currency: d.currencyLabel })
            )}
          </p>
          <PriceNote value={l.price} sizeSqft={l.size} period={l.pricePeriod} />
        </div>
        <p className="text-sm text-slate-600">
          {(unit ? [name("purpose", l.purpose), rooms.beds(l.beds), rooms.baths(l.baths), d.size(l.size), place] : [name("status", l.status), rooms.beds(l.beds), place]).filter(Boolean).join(" · ")}
        </p>
        {unit && <CompareToggle id={l.id} name={l.title} />}
      </div>
    </li>
  );
}
