/** About us (spec 2.9): who we are, vision, mission and 8 FAQs. */
import type { Route } from "./+types/about-us";
import { seoMeta, DEFAULT_OG_IMAGE } from "../lib/seo.ts";
import { dbContext } from "../context.ts";
import { pageContent } from "../content/pages.server.ts";
import { PageHeader } from "../components/content/page-header.tsx";
import { Prose } from "../components/content/prose.tsx";
import { ContactCta, FaqSection } from "../components/content/section.tsx";
import { Img } from "../components/img.tsx";

// The texts stay on the server: the page gets them as loader data, not in its JavaScript.
export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const [meta, heading, page] = await Promise.all([pageContent.meta(db, "about-us"), pageContent.heading(db, "about-us"), pageContent.about(db)]);
  return { meta, heading, page };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? seoMeta(args, { ...args.loaderData.meta, image: DEFAULT_OG_IMAGE }) : [];
}

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const { page, heading } = loaderData;
  const pillars = [
    { id: "vision", eyebrow: "Where we are going", title: "Our vision", html: page.visionHtml },
    { id: "mission", eyebrow: "What we do every day", title: "Our mission", html: page.missionHtml },
  ];
  return (
    <main>
      <PageHeader
        title={heading.heading}
        eyebrow={heading.eyebrow}
        lead={heading.lead}
      />
      <div className="page-gutter space-y-16 py-12 lg:py-16">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <Prose html={page.introHtml} className="text-lg leading-8" />
          <div className="overflow-hidden rounded-2xl bg-slate-100">
            <Img
              src={DEFAULT_OG_IMAGE}
              alt="The Dubai skyline at dusk"
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
              <Prose html={s.html} className="mt-4" />
            </section>
          ))}
        </div>
        <div className="max-w-3xl">
          <FaqSection items={page.faq} />
        </div>
        <ContactCta />
      </div>
    </main>
  );
}
