/**
 * The ten category pages (spec 2.1, 2.5): the unit list with purpose, type and status preset
 * by the path (app/modules/listings/categories.ts), its heading and menu group, an SEO text and an FAQ of 5.
 * One module serves all ten routes; the list is the same component as /property-list.
 */
import { data } from "react-router";
import type { Route } from "./+types/category";
import { dbContext } from "../platform/context.ts";
import { pageContent } from "../modules/content/pages/pages.server.ts";
import { categoryForPath } from "../modules/listings/categories.ts";
import { seoMeta } from "../modules/site/seo.ts";
import { loadUnitList } from "../modules/listings/lists/unit-list.server.ts";
import { unitSearchQuery } from "../modules/listings/search/unit-search-url.ts";
import { UnitListView } from "../modules/listings/ui/unit-list-view.tsx";
import { FaqSection } from "../modules/content/ui/faq-section.tsx";
import { Prose } from "../ui/prose.tsx";
import { localeOf } from "../platform/i18n/locale.server.ts";
import { messagesFor } from "../platform/i18n/catalog.server.ts";
import { translator } from "../platform/i18n/translate.ts";
import { useTranslations } from "../platform/i18n/intl.tsx";
import type { Messages } from "../platform/i18n/messages.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const category = categoryForPath(url.pathname);
  if (!category) throw data(null, { status: 404 });
  const db = context.get(dbContext);
  const locale = localeOf(request);
  const [content, list] = await Promise.all([
    pageContent.category(db, category.path, locale),
    loadUnitList(db, url, { purpose: category.purpose, unitType: category.unitType, status: category.status }),
  ]);
  // The content's texts in the page's language; the catalogue's heading where the content has none.
  const messages = messagesFor(locale);
  const t = translator(locale, messages, "listing");
  const fallbackHeading = locale === "en" ? category.heading : translator(locale, messages, "categoryHeading")(category.path as keyof Messages["categoryHeading"]);
  const heading = content.heading || fallbackHeading;
  const metaTitle = content.metaTitle || fallbackHeading;
  return {
    ...list,
    category,
    heading,
    metaTitle: list.page > 1 ? t("pageSuffix", { title: metaTitle, page: list.page }) : metaTitle,
    metaDescription: content.metaDescription || t("categoryDescription", { heading: fallbackHeading }),
    seoHtml: content.seoHtml,
    seoLang: content.seoLang,
    faq: content.faq,
  };
}

export function meta(args: Route.MetaArgs) {
  const d = args.loaderData;
  if (!d) return [{ title: "Page not found" }];
  const { purpose: _p, unitType: _t, ...rest } = d.criteria;
  // The preset filters are the page itself: the canonical URL carries only the visitor's extras.
  const extra = unitSearchQuery({ ...rest, purpose: 0, unitType: 0, status: d.category.status ? 0 : rest.status });
  return seoMeta(args, { title: d.metaTitle, description: d.metaDescription, path: `/${d.category.path}${extra}` });
}

/** The crumb of the page's menu group, in the page's language (the header's own words). */
const MENU_KEYS = { Buy: "buy", Rent: "rent", "Off Plan": "offplan" } as const;

export default function CategoryPage({ loaderData: d }: Route.ComponentProps) {
  const t = useTranslations("listing");
  const tMenu = useTranslations("nav");
  return (
    <UnitListView
      data={d}
      heading={d.heading}
      crumbs={[{ label: tMenu(MENU_KEYS[d.category.menuLabel]), to: "/property-list" + (d.category.purpose ? `?purpose=${d.category.purpose}` : "?status=1") }, { label: d.heading }]}
      searchAction="/property-list"
      showStatus={d.category.status === 0}
    >
      {d.seoHtml && (
        <section aria-labelledby="about-category" className="mt-14 rounded-2xl bg-brand-50 px-5 py-8 sm:px-8">
          <h2 id="about-category" className="sr-only">
            {t("about", { name: d.heading })}
          </h2>
          <Prose html={d.seoHtml} lang={d.seoLang} className="max-w-4xl text-slate-700" />
        </section>
      )}
      <FaqSection id="category-faq" items={d.faq} className="mt-12" />
    </UnitListView>
  );
}
