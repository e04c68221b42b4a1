/**
 * /building/{slug}: a building's name, its area, project and developer, the units on the site linked to
 * it (the unit search narrowed to the building, as an area's page lists its own), and its market
 * section (the Dubai Land Department's sales and rents matched to it); an unknown slug is a 404.
 */
import { data } from "react-router";
import type { Route } from "./+types/building";
import { dbContext } from "../platform/context.ts";
import { seoMeta } from "../modules/site/seo.ts";
import { Breadcrumb } from "../ui/breadcrumb.tsx";
import { Link } from "../ui/link.tsx";
import { localeOf } from "../platform/i18n/locale.server.ts";
import { localText, type LocalText } from "../platform/i18n/local-text.ts";
import { messagesFor } from "../platform/i18n/catalog.server.ts";
import { translator } from "../platform/i18n/translate.ts";
import { findBuilding, loadMarketSection, marketSectionHtml } from "../modules/market/index.server.ts";
import { MarketSection } from "../modules/market/components.tsx";
import { markupForPage } from "../platform/http/document-markup.server.ts";
import { loadProfileUnits } from "../modules/listings/lists/profile-units.server.ts";
import { LazyProfileUnits } from "../modules/listings/ui/lazy-profile-units.tsx";

/** How many of the building's units its page shows (the rest are one link away). */
const BUILDING_UNITS = 8;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const b = await findBuilding(db, params.slug);
  if (!b) throw data(null, { status: 404 });
  const locale = localeOf(request);
  const t = translator(locale, messagesFor(locale), "market");
  const name = localText(b.name, b.nameAr, locale);
  const area = localText(b.areaName, b.areaNameAr, locale);
  const [section, units] = await Promise.all([
    loadMarketSection(db, "building", b.id, { name: name.text, locale, now: new Date() }),
    loadProfileUnits(db, { building: b.id }, locale, BUILDING_UNITS),
  ]);
  const market = markupForPage(context, "market", marketSectionHtml(section));
  const profile = translator(locale, messagesFor(locale), "profile");
  const facts: { label: string; value: LocalText; to: string }[] = [{ label: t("area"), value: area, to: `/area/${b.areaSlug}` }];
  if (b.projectId && b.projectName && b.projectSlug) facts.push({ label: t("project"), value: localText(b.projectName, b.projectNameAr, locale), to: `/project/${b.projectSlug}/${b.projectId}` });
  if (b.developerName && b.developerSlug) facts.push({ label: t("developer"), value: localText(b.developerName, b.developerNameAr, locale), to: `/developer/${b.developerSlug}` });
  return {
    name,
    eyebrow: t("buildingIn", { area: area.text }),
    area: { ...area, to: `/area/${b.areaSlug}` },
    facts,
    units: { ...units, heading: profile("unitsIn", { name: name.text }), allLabel: profile("allUnits", { count: units.total }) },
    market,
    seo: {
      title: t("buildingTitle", { name: name.text, area: area.text }),
      description: t("buildingDescription", { name: name.text, area: area.text }),
      path: `/building/${b.slug}`,
    },
  };
}

export function meta(args: Route.MetaArgs) {
  const d = args.loaderData;
  if (!d) return [{ title: "Building not found" }, { name: "robots", content: "noindex" }];
  return seoMeta(args, d.seo);
}

export default function BuildingPage({ loaderData: d }: Route.ComponentProps) {
  return (
    <main id="main" className="page-gutter pb-16 pt-6">
      <Breadcrumb items={[{ label: d.area.text, to: d.area.to, lang: d.area.lang }, { label: d.name.text, lang: d.name.lang }]} />
      <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-gold-600">{d.eyebrow}</p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900" lang={d.name.lang}>{d.name.text}</h1>
      <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-slate-700">
        {d.facts.map((f) => (
          <div key={f.label}>
            <dt className="text-sm text-slate-500">{f.label}</dt>
            <dd><Link to={f.to} lang={f.value.lang} className="inline-flex min-h-11 items-center text-teal-800 hover:underline">{f.value.text}</Link></dd>
          </div>
        ))}
      </dl>
      <LazyProfileUnits units={d.units} />
      <MarketSection html={d.market} />
    </main>
  );
}
