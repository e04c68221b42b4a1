/** About us (spec 2.9): who we are, vision, mission and 8 FAQs. */
import type { Route } from "./+types/about-us";
import { pageSeoMeta, DEFAULT_OG_IMAGE } from "../modules/site/seo.ts";
import { dbContext } from "../platform/context.ts";
import { localeOf } from "../platform/i18n/locale.server.ts";
import { loadContentPage, pageContent } from "../modules/content/pages/pages.server.ts";
import { ContentPage } from "../modules/content/ui/content-page.tsx";
import { Prose } from "../ui/prose.tsx";
import { ContactCta, FaqSection } from "../modules/content/ui/section.tsx";
import { Img } from "../ui/img.tsx";
import { useTranslations } from "../platform/i18n/intl.tsx";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadContentPage(context.get(dbContext), "about-us", pageContent.about, localeOf(request));
}

export function meta(args: Route.MetaArgs) {
  return pageSeoMeta(args);
}

export default function AboutUs({ loaderData: { heading, page } }: Route.ComponentProps) {
  const t = useTranslations("content");
  const pillars = [
    { id: "vision", eyebrow: t("visionEyebrow"), title: t("vision"), html: page.visionHtml },
    { id: "mission", eyebrow: t("missionEyebrow"), title: t("mission"), html: page.missionHtml },
  ];
  return (
    <ContentPage heading={heading}>
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <Prose html={page.introHtml.text} lang={page.introHtml.lang} className="text-lg leading-8" />
        <div className="overflow-hidden rounded-2xl bg-slate-100">
          <Img
            src={DEFAULT_OG_IMAGE}
            alt={t("skylineAlt")}
            sizes="(min-width: 1024px) 560px, 100vw"
            className="aspect-[4/3] w-full object-cover"
            priority
          />
        </div>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        {pillars.map((s) => (
          <section
            key={s.id}
            id={s.id}
            aria-labelledby={`${s.id}-title`}
            className="rounded-2xl border border-slate-200 bg-brand-50 p-8"
          >
            <p className="text-sm font-semibold tracking-wider text-[#8a6514] uppercase">{s.eyebrow}</p>
            <h2 id={`${s.id}-title`} className="mt-2 text-2xl font-semibold text-slate-900">
              {s.title}
            </h2>
            <Prose html={s.html.text} lang={s.html.lang} className="mt-4" />
          </section>
        ))}
      </div>
      <div className="max-w-3xl">
        <FaqSection items={page.faq} />
      </div>
      <ContactCta />
    </ContentPage>
  );
}
