/**
 * /developers (spec 2.9): 'Property developers in Dubai', a grid of developer cards linking to
 * /developer/{slug} with 'N Projects', six skeleton cards while the list loads, and two FAQs.
 * The list is streamed (a promise in the loader data): a client-side navigation shows the page
 * with skeletons at once. A document request gets the list itself (it is rendered whole, so
 * there is nothing to stream).
 */
import { Suspense } from "react";
import { Await } from "react-router";
import type { Route } from "./+types/developers";
import { localeOf } from "../platform/i18n/locale.server.ts";
import { localText } from "../platform/i18n/local-text.ts";
import { useTranslations } from "../platform/i18n/intl.tsx";
import { dbContext, requestInfoContext } from "../platform/context.ts";
import { listDevelopers, type DeveloperItem } from "../modules/content/developers/queries.server.ts";
import { pageSeoMeta } from "../modules/site/seo.ts";
import { PageHeader } from "../modules/content/ui/page-header.tsx";
import { FaqSection } from "../modules/content/ui/faq-section.tsx";
import { DeveloperCard, DeveloperCardSkeleton } from "../modules/content/developers/developer-card.tsx";
import { pageContent } from "../modules/content/pages/pages.server.ts";

const SKELETON_COUNT = 6;

export function meta(args: Route.MetaArgs) {
  return pageSeoMeta(args, { path: "/developers" });
}

/** Developers with the most active projects first. */
function byProjects(a: DeveloperItem, b: DeveloperItem) {
  return b.projectCount - a.projectCount || a.name.localeCompare(b.name);
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const locale = localeOf(request);
  // Only developers with active projects: a card leading to an empty list helps nobody (their
  // pages stay reachable by URL and show the "no listed projects" note).
  const developers = listDevelopers(db, { activeOnly: true }).then((rows) =>
    rows.sort(byProjects).map(({ id, name: english, nameAr, projectCount, logo, slug }) => {
      const name = localText(english, nameAr, locale);
      return { id, name: name.text, nameLang: name.lang, projectCount, logo, slug };
    }),
  );
  // The texts stay on the server: the page gets them as loader data, not in its JavaScript.
  const [meta, intro] = await Promise.all([pageContent.meta(db, "developers", locale), pageContent.developers(db, locale)]);
  const page = { meta, intro };
  // A document is rendered whole before it is sent: it gets the list itself, not a promise to stream.
  if (context.get(requestInfoContext).document) return { ...page, developers: await developers };
  return { ...page, developers };
}

export default function DevelopersPage({ loaderData }: Route.ComponentProps) {
  const { intro } = loaderData;
  const t = useTranslations("content");
  return (
    <main>
      <PageHeader
        title={t("developersTitle")}
        eyebrow={t("developersEyebrow")}
        crumbs={[{ label: t("developersEyebrow") }]}
        lead={<div lang={intro.lang} className="space-y-3" dangerouslySetInnerHTML={{ __html: intro.html }} />}
      />

      <section aria-labelledby="developer-grid-heading" className="page-gutter py-10">
        <h2 id="developer-grid-heading" className="sr-only">
          {t("allDevelopers")}
        </h2>
        <Suspense fallback={<DeveloperGridSkeleton />}>
          <Await resolve={loaderData.developers}>
            {(developers) => (
              <ul className="grid grid-cols-1 gap-5 xs:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
                {developers.map((d) => (
                  <li key={d.id}>
                    <DeveloperCard developer={d} />
                  </li>
                ))}
              </ul>
            )}
          </Await>
        </Suspense>
      </section>

      <FaqSection id="developers-faq-heading" items={intro.faq} className="page-gutter pb-16 *:max-w-4xl" />
    </main>
  );
}

function DeveloperGridSkeleton() {
  const t = useTranslations("content");
  return (
    <div role="status" aria-label={t("loadingDevelopers")} className="grid grid-cols-1 gap-5 xs:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
      {Array.from({ length: SKELETON_COUNT }, (_, i) => (
        <DeveloperCardSkeleton key={i} />
      ))}
    </div>
  );
}
