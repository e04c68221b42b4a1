/**
 * /areas (spec 2.9): 'Popular Communities', cards linking to /area/{slug} with image, name,
 * description cut to 80 characters and emirate.
 */
import type { Route } from "./+types/areas";
import { dbContext } from "../platform/context.ts";
import { listAreaGuides } from "../modules/content/areas/queries.server.ts";
import { pageSeoMeta } from "../modules/site/seo.ts";
import { cutHtml } from "../platform/i18n/format.ts";
import { TEXT_CUTS } from "../platform/constants.ts";
import { PageHeader } from "../modules/content/ui/page-header.tsx";
import { AreaCard } from "../modules/content/areas/area-card.tsx";
import { pageContent } from "../modules/content/pages/pages.server.ts";
import { localeOf } from "../platform/i18n/locale.server.ts";
import { localText } from "../platform/i18n/local-text.ts";
import { useTranslations } from "../platform/i18n/intl.tsx";

export function meta(args: Route.MetaArgs) {
  return pageSeoMeta(args, { path: "/areas", image: args.loaderData?.areas[0]?.image });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const locale = localeOf(request);
  const [rows, meta] = await Promise.all([listAreaGuides(db), pageContent.meta(db, "areas", locale)]);
  // Only what the cards show: the description is cut here so full texts are not shipped.
  const areas = rows.map((a) => {
    const name = localText(a.name, a.nameAr, locale);
    const description = localText(a.descriptionHtml, a.descriptionHtmlAr, locale);
    return {
      id: a.id,
      slug: a.slug,
      name: name.text,
      nameLang: name.lang,
      image: a.image,
      logo: a.logo,
      emirate: a.emirate,
      description: cutHtml(description.text, TEXT_CUTS.areasPageDescription),
      descriptionLang: description.lang,
    };
  });
  // The page texts stay on the server: they arrive as loader data, not in the JavaScript.
  return { areas, meta };
}

export default function AreasPage({ loaderData }: Route.ComponentProps) {
  const { areas } = loaderData;
  const t = useTranslations("content");
  return (
    <main>
      <PageHeader title={t("areasTitle")} eyebrow={t("areasEyebrow")} crumbs={[{ label: t("areasEyebrow") }]} lead={t("areasIntro")} />
      <section aria-label={t("areasLabel")} className="page-gutter py-10 pb-16">
        {areas.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-10 text-center text-lg font-semibold text-slate-700">{t("notFound")}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {areas.map((a, i) => (
              <li key={a.id}>
                <AreaCard area={a} priority={i === 0} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
