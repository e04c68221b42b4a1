/** Renting guide (spec 2.9): documents you need, the process, and 5 FAQs with the first open. */
import type { Route } from "./+types/renting-guide";
import { useTranslations } from "../platform/i18n/intl.tsx";
import { pageSeoMeta } from "../modules/site/seo.ts";
import { dbContext } from "../platform/context.ts";
import { localeOf } from "../platform/i18n/locale.server.ts";
import { loadContentPage, pageContent } from "../modules/content/pages/pages.server.ts";
import { GuidePage } from "../modules/content/ui/article-page.tsx";
import { ContactCta } from "../modules/content/ui/section.tsx";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadContentPage(context.get(dbContext), "renting-a-property-in-dubai", pageContent.rentingGuide, localeOf(request));
}

export function meta(args: Route.MetaArgs) {
  return pageSeoMeta(args, { type: "article" });
}

export default function RentingGuide({ loaderData: { heading, page } }: Route.ComponentProps) {
  const t = useTranslations("content");
  const documents = page.documents.length > 0 && {
    id: "documents",
    title: t("documents"),
    content: (
      <ul className="grid gap-3 sm:grid-cols-2">
        {page.documents.map((d) => (
          <li key={d.text} lang={d.lang} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-800">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600">
              <path
                fill="currentColor"
                d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
              />
            </svg>
            <span>{d.text}</span>
          </li>
        ))}
      </ul>
    ),
  };
  return (
    <GuidePage heading={heading} article={page} first={documents || null} faqTitle={t("rentingFaq")} faqFirstOpen>
      <ContactCta title={t("rentingCta")} />
    </GuidePage>
  );
}
