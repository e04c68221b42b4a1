/**
 * /areas (spec 2.9): 'Popular Communities', cards linking to /area/{pageURL} with image, name,
 * description cut to 80 characters and emirate.
 */
import type { Route } from "./+types/areas";
import { dbContext } from "../context.ts";
import { listAreaGuides } from "../db/queries/areas.server.ts";
import { pageSeoMeta } from "../lib/seo.ts";
import { cutHtml } from "../lib/format.ts";
import { TEXT_CUTS } from "../lib/constants.ts";
import { PageHeader } from "../components/content/page-header.tsx";
import { AreaCard } from "../components/projects/area-card.tsx";
import { pageContent } from "../content/pages.server.ts";

const INTRO =
  "Where you buy matters as much as what you buy. Our area guides describe each community, who it suits and what is being built there, so you can compare neighbourhoods before you view.";

export function meta(args: Route.MetaArgs) {
  return pageSeoMeta(args, { path: "/areas", image: args.loaderData?.areas[0]?.imageURL });
}

export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const [rows, meta] = await Promise.all([listAreaGuides(db), pageContent.meta(db, "areas")]);
  // Only what the cards show: the description is cut here so full texts are not shipped.
  const areas = rows.map((a) => ({
    areaId: a.areaId,
    pageURL: a.pageURL,
    area: a.area,
    imageURL: a.imageURL,
    logoURL: a.logoURL,
    emiratesName: a.emiratesName,
    areaDescription: cutHtml(a.areaDescription, TEXT_CUTS.areasPageDescription),
  }));
  // The page texts stay on the server: they arrive as loader data, not in the JavaScript.
  return { areas, meta };
}

export default function AreasPage({ loaderData }: Route.ComponentProps) {
  const { areas } = loaderData;
  return (
    <main>
      <PageHeader title="Popular Communities" eyebrow="Area Guides" crumbs={[{ label: "Area Guides" }]} lead={INTRO} />
      <section aria-label="Area guides" className="page-gutter py-10 pb-16">
        {areas.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-10 text-center text-lg font-semibold text-slate-700">Not Found</p>
        ) : (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {areas.map((a, i) => (
              <li key={a.areaId}>
                <AreaCard area={a} priority={i === 0} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
