/** Communities guide (spec 2.9): blurbs for five popular communities, each linking to its area page. */
import { Link } from "../ui/link.tsx";
import type { Route } from "./+types/communities";
import { dbContext } from "../platform/context.ts";
import { localeOf } from "../platform/i18n/locale.server.ts";
import { useTranslations } from "../platform/i18n/intl.tsx";
import { listAreaGuides } from "../modules/content/areas/queries.server.ts";
import { optionNames } from "../modules/listings/lookups.server.ts";
import { optionText } from "../platform/i18n/option-names.ts";
import { pageSeoMeta } from "../modules/site/seo.ts";
import { loadContentPage, pageContent } from "../modules/content/pages/pages.server.ts";
import { ContentPage } from "../modules/content/ui/content-page.tsx";
import { Prose } from "../ui/prose.tsx";
import { ContactCta } from "../modules/content/ui/section.tsx";
import { Img } from "../ui/img.tsx";

export async function loader({ context, request }: Route.LoaderArgs) {
  const {
    meta,
    heading,
    page: [guides, page],
  } = await loadContentPage(
    context.get(dbContext),
    "communities",
    (db, lang) => Promise.all([listAreaGuides(db), pageContent.communities(db, lang)]),
    localeOf(request),
  );
  const locale = localeOf(request);
  const names = await optionNames(context.get(dbContext), locale);
  const bySlug = new Map(guides.map((g) => [g.slug, g]));
  return {
    meta,
    heading,
    introHtml: page.introHtml,
    // The blurb's heading is the area's name: on an Arabic page the area's Arabic name where it has one, whatever
    // language the blurb itself is written in (one name per area across the site); the emirate by its option name.
    communities: page.blurbs.map((b) => {
      const guide = bySlug.get(b.slug);
      const name = locale === "ar" && guide?.nameAr ? { text: guide.nameAr } : b.name;
      return { ...b, name, image: guide?.image ?? null, emirate: optionText(names, locale, "emirate", guide?.emirate ?? "Dubai") };
    }),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageSeoMeta(args, { image: args.loaderData?.communities[0]?.image });
}

export default function Communities({ loaderData }: Route.ComponentProps) {
  const { introHtml, communities, heading } = loaderData;
  const t = useTranslations("content");
  return (
    <ContentPage heading={heading} crumbs={[{ label: t("services") }, { label: t("communities") }]}>
      {introHtml.text && <Prose html={introHtml.text} lang={introHtml.lang} className="max-w-3xl text-lg leading-8" />}
      <ul className="space-y-10">
        {communities.map((c, i) => (
          <li
            key={c.slug}
            className="grid items-center gap-6 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:grid-cols-2"
          >
            <div className={`h-full bg-slate-100 ${i % 2 === 1 ? "md:order-2" : ""}`}>
              <Img
                src={c.image}
                alt={t("communityAlt", { name: c.name.text, emirate: c.emirate })}
                sizes="(min-width: 768px) 560px, 100vw"
                className="aspect-[16/10] h-full w-full object-cover"
                priority={i === 0}
              />
            </div>
            <div className="p-6 sm:p-8">
              <p className="text-sm font-semibold tracking-wider text-[#8a6514] uppercase">{c.emirate}</p>
              <h2 lang={c.name.lang} className="mt-1 text-2xl font-semibold text-slate-900">
                {c.name.text}
              </h2>
              <Prose html={c.blurbHtml.text} lang={c.blurbHtml.lang} className="mt-3" />
              <Link
                to={`/area/${c.slug}`}
                className="mt-5 inline-flex min-h-11 items-center gap-1 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
              >
                {t("exploreCommunity", { name: c.name.text })}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <p className="text-slate-600">
        {t.rich("furtherAfield", {
          link: (c) => (
            <Link to="/areas" className="font-semibold text-brand-700 hover:underline">
              {c}
            </Link>
          ),
        })}
      </p>
      <ContactCta title={t("communitiesCtaTitle")} text={t("communitiesCtaText")} />
    </ContentPage>
  );
}
