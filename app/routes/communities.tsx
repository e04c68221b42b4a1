/** Communities guide (spec 2.9): blurbs for five popular communities, each linking to its area page. */
import { Link } from "../components/link.tsx";
import type { Route } from "./+types/communities";
import { dbContext } from "../context.ts";
import { listAreaGuides } from "../db/queries/areas.server.ts";
import { pageSeoMeta } from "../lib/seo.ts";
import { loadContentPage, pageContent } from "../content/pages.server.ts";
import { ContentPage } from "../components/content/content-page.tsx";
import { Prose } from "../components/content/prose.tsx";
import { ContactCta } from "../components/content/section.tsx";
import { Img } from "../components/img.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  const {
    meta,
    heading,
    page: [guides, page],
  } = await loadContentPage(context.get(dbContext), "communities", (db) =>
    Promise.all([listAreaGuides(db), pageContent.communities(db)]),
  );
  const images: Record<string, { imageURL: string | null; emiratesName: string }> = {};
  for (const g of guides) images[g.pageURL] = { imageURL: g.imageURL, emiratesName: g.emiratesName };
  return {
    meta,
    heading,
    introHtml: page.introHtml,
    communities: page.blurbs.map((b) => ({
      ...b,
      imageURL: images[b.slug]?.imageURL ?? null,
      emirate: images[b.slug]?.emiratesName ?? "Dubai",
    })),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageSeoMeta(args, { image: args.loaderData?.communities[0]?.imageURL });
}

export default function Communities({ loaderData }: Route.ComponentProps) {
  const { introHtml, communities, heading } = loaderData;
  return (
    <ContentPage heading={heading} crumbs={[{ label: "Services" }, { label: "Communities" }]}>
      {introHtml && <Prose html={introHtml} className="max-w-3xl text-lg leading-8" />}
      <ul className="space-y-10">
        {communities.map((c, i) => (
          <li
            key={c.slug}
            className="grid items-center gap-6 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:grid-cols-2"
          >
            <div className={`h-full bg-slate-100 ${i % 2 === 1 ? "md:order-2" : ""}`}>
              <Img
                src={c.imageURL}
                alt={`${c.name}, ${c.emirate}`}
                sizes="(min-width: 768px) 560px, 100vw"
                className="aspect-[16/10] h-full w-full object-cover"
                priority={i === 0}
              />
            </div>
            <div className="p-6 sm:p-8">
              <p className="text-sm font-semibold tracking-wider text-[#8a6514] uppercase">{c.emirate}</p>
              <h2 className="mt-1 text-2xl font-semibold text-slate-900">{c.name}</h2>
              <Prose html={c.blurbHtml} className="mt-3" />
              <Link
                to={`/area/${c.slug}`}
                className="mt-5 inline-flex items-center gap-1 rounded-md bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
              >
                Explore {c.name}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <p className="text-slate-600">
        Looking further afield?{" "}
        <Link to="/areas" className="font-semibold text-brand-700 hover:underline">
          Browse all area guides
        </Link>
        .
      </p>
      <ContactCta
        title="Not sure which community suits you?"
        text="Tell us about your commute, schools and budget, and we will suggest the communities that fit."
      />
    </ContentPage>
  );
}
