/** Careers: why join, the roles a brokerage hires for, and how to apply. */
import type { Route } from "./+types/careers";
import { useLocale, useTranslations } from "../platform/i18n/intl.tsx";
import { pageSeoMeta } from "../modules/site/seo.ts";
import { useBrokerage } from "../ui/brokerage.ts";
import { dbContext } from "../platform/context.ts";
import { localeOf } from "../platform/i18n/locale.server.ts";
import { loadContentPage, pageContent } from "../modules/content/pages/pages.server.ts";
import { ContentPage } from "../modules/content/ui/content-page.tsx";
import { Prose } from "../ui/prose.tsx";
import { Section } from "../modules/content/ui/section.tsx";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadContentPage(context.get(dbContext), "careers", pageContent.careers, localeOf(request));
}

export function meta(args: Route.MetaArgs) {
  return pageSeoMeta(args);
}

export default function Careers({ loaderData: { heading, page } }: Route.ComponentProps) {
  const brokerage = useBrokerage();
  const t = useTranslations("content");
  const locale = useLocale();
  return (
    <ContentPage heading={heading}>
      {page.introHtml.text && <Prose html={page.introHtml.text} lang={page.introHtml.lang} className="max-w-3xl text-lg leading-8" />}
      {page.roles.length > 0 && (
        <Section id="roles" title={t("roles")}>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {page.roles.map((r) => (
              <li key={r.title.text} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 lang={r.title.lang} className="text-lg font-semibold text-slate-900">
                  {r.title.text}
                </h3>
                <Prose html={r.summaryHtml.text} lang={r.summaryHtml.lang} className="mt-3 text-sm" />
              </li>
            ))}
          </ul>
        </Section>
      )}
      <section aria-labelledby="apply-title" className="rounded-2xl bg-brand-50 p-8">
        <h2 id="apply-title" className="text-2xl font-semibold tracking-tight text-slate-900">
          {t("howToApply")}
        </h2>
        {page.howToApplyHtml.text && <Prose html={page.howToApplyHtml.text} lang={page.howToApplyHtml.lang} className="mt-4 max-w-3xl" />}
        <a
          href={`mailto:${brokerage.careersEmail}?subject=${encodeURIComponent(t("applySubject"))}`}
          className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {t.rich("sendCv", { email: brokerage.careersEmail, ltr: (c) => (locale === "ar" ? <bdi dir="ltr">{c}</bdi> : c) })}
        </a>
      </section>
    </ContentPage>
  );
}
