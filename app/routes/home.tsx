/**
 * Home page (spec 2.3), in the spec's order: hero with the search bar, new off-plan projects,
 * Leading Developers, Community Insights, Success Stories, blogs and news, video shorts,
 * the about text, property categories and the FAQ. The option lists for the search bar are
 * loaded here (both area lists) so the search needs no client request; the carousels' lists
 * come with the page, or stream in on a client navigation (skeletons until then; hidden when empty).
 */
import { Suspense, type ReactNode } from "react";
import { Await } from "react-router";
import { Link } from "../ui/link.tsx";
import type { Route } from "./+types/home";
import { dbContext, requestInfoContext, siteContext } from "../platform/context.ts";
import { listAreaGuides } from "../modules/content/areas/queries.server.ts";
import { listBlogs } from "../modules/content/blog/queries.server.ts";
import { listDevelopers } from "../modules/content/developers/queries.server.ts";
import { lookups } from "../modules/listings/lookups.server.ts";
import { searchProjects } from "../modules/listings/queries/projects.server.ts";
import { placeIn, titleIn } from "../modules/listings/listing-locale.ts";
import { areaOptionIn } from "../modules/listings/search/area-option.ts";
import { FaqAccordion } from "../modules/content/ui/faq-accordion.tsx";
import { HomeSearchBar } from "../modules/listings/search/home-search-bar.tsx";
import { Carousel } from "../ui/carousel.tsx";
import { AreaGuideCard, BlogSlide, CardSkeletons, DeveloperSlide } from "../modules/site/home/cards.tsx";
import { HERO_POSTER, HERO_VIDEO, Hero } from "../modules/site/home/hero.tsx";
import { OffplanCard } from "../modules/listings/ui/offplan-card.tsx";
import { listingHref } from "../modules/listings/ui/listing-href.ts";
import { VideoShortCard } from "../modules/site/home/video-short.tsx";
import { categoryPageLinks } from "../modules/listings/categories.ts";
import { pageContent } from "../modules/content/pages/pages.server.ts";
import { useBrokerage } from "../ui/brokerage.ts";
import { HOME_HIGHLIGHTS, HOME_OFFPLAN_COUNT, OFFPLAN_STATUS_ID, TEXT_CUTS } from "../platform/constants.ts";
import { cutHtml, cutText } from "../platform/i18n/format.ts";
import { getLogger } from "../platform/logger.server.ts";
import { memoize } from "../platform/cache/memoize.server.ts";
import { cacheArea } from "../platform/cache/cache.server.ts";
import { seoMeta } from "../modules/site/seo.ts";
import { getVideoShorts, withStoredChannel } from "../modules/content/videos/video-shorts.server.ts";
import { localeOf } from "../platform/i18n/locale.server.ts";
import { localText, scriptLang, type LocalText } from "../platform/i18n/local-text.ts";
import { useLocale, useTranslations } from "../platform/i18n/intl.tsx";
import type { Messages } from "../platform/i18n/messages.ts";

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? seoMeta(args, { ...args.loaderData.seo, path: "/" }) : [];
}

/** A section's list, logged and shown as empty when its query fails (spec 8: nothing visible happens). */
function safe<T>(what: string, p: Promise<T[]>): Promise<T[]> {
  return p.catch((error: unknown) => {
    getLogger().error({ err: error, section: what }, "home: could not load a section");
    return [];
  });
}

/** The list of property categories near the page's end (spec 2.3): every category page. */
const CATEGORY_LINKS = categoryPageLinks();

/** An area's description cut to the home page's length (the same few texts on every render: remembered). */
const areaTeaser = memoize((html) => cutHtml(html, TEXT_CUTS.homeAreaDescription), 500);

/**
 * The home page's four lists, the same for every visitor of a language until the data changes (the cache
 * module empties this area when it does, whichever process wrote): an uncached render of home read them
 * from the database each time, about 0.9 ms of its 7.8 (bench render-profile).
 */
const homeLists = cacheArea<unknown[]>("home lists", { maxBytes: 2 * 1024 * 1024, sizeOf: (rows) => JSON.stringify(rows).length * 2 });
const listed = <T,>(key: string, load: () => Promise<T[]>): Promise<T[]> => homeLists.get(key, load) as Promise<T[]>;

/** The most-listed first: the home page shows highlights (HOME_HIGHLIGHTS), the list pages show all. */
function highlights<T extends { count: number }>(rows: T[]): T[] {
  return rows
    .map((row, order) => ({ row, order }))
    .sort((a, b) => b.row.count - a.row.count || a.order - b.order)
    .slice(0, HOME_HIGHLIGHTS)
    .map(({ row }) => row);
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const locale = localeOf(request);
  const site = context.get(siteContext);
  const [purposes, projectAreas, unitAreas, types, beds, baths, seo, content] = await Promise.all([
    lookups.purposes(db),
    lookups.areaOptions(db, "Projects"),
    lookups.areaOptions(db, "Units"),
    lookups.propertyTypes(db),
    lookups.bedrooms(db),
    lookups.bathrooms(db),
    pageContent.meta(db, "home", locale),
    pageContent.home(db, locale),
  ]);
  const sections = {
    offplan: safe(
      "off-plan projects",
      listed(`${locale}:offplan`, () => searchProjects(db, {
        projectId: 0, area: 0, developersId: 0, projectType: 0, status: OFFPLAN_STATUS_ID, completionYear: 0, priceFrom: 0, priceTo: 0,
        beds: [], areaURL: "", developerURL: "", projectPageURL: "", pageNumber: 1, pageSize: HOME_OFFPLAN_COUNT,
      }).then(({ rows }) =>
        // Names in the page's language, as on the project list (the same project is not English here and Arabic there).
        rows.map((row) => {
          const { kind, id, slug, title, titleLang, type, status, area, beds, price, images, agent: { phone, email, countryCode } } = titleIn(row, locale);
          return { kind, id, slug, title, titleLang, type, status, area: placeIn(area, locale), beds, price, image: images[0] ?? null, agent: { phone, email, countryCode } };
        }),
      )),
    ),
    developers: safe(
      "developers",
      listed(`${locale}:developers`, () => listDevelopers(db, { activeOnly: true }).then((rows) =>
        highlights(rows.map((d) => ({ ...d, count: d.projectCount }))).map(({ name: english, nameAr, projectCount, logo, slug }) => {
          const name = localText(english, nameAr, locale);
          return { name: name.text, nameLang: name.lang, projectCount, logo, slug };
        }),
      )),
    ),
    areaGuides: safe(
      "area guides",
      // Descriptions are cut here: the page shows a line of each, so the whole text is not sent in the page's data.
      listed(`${locale}:areas`, () => listAreaGuides(db).then((rows) =>
        highlights(rows.map((a) => ({ ...a, count: a.projectCount }))).map(({ slug, name: english, nameAr, image, logo, descriptionHtml, descriptionHtmlAr, emirate }) => {
          const name = localText(english, nameAr, locale);
          const description = localText(descriptionHtml, descriptionHtmlAr, locale);
          return { slug, name: name.text, nameLang: name.lang, image, logo, description: areaTeaser(description.text), descriptionLang: description.lang, emirate };
        }),
      )),
    ),
    blogs: safe(
      "blogs",
      listed(`${locale}:blogs`, () => listBlogs(db, { pageSize: 9 }).then(({ rows }) =>
        rows.map(({ id, slug, title, titleAr, image, createdOn, category, description, descriptionAr }) => {
          const shownTitle = localText(title, titleAr, locale);
          const shownDescription = localText(description, descriptionAr, locale);
          return {
            id, slug, title: shownTitle.text, titleLang: shownTitle.lang, image, createdOn, category,
            description: cutText(shownDescription.text, TEXT_CUTS.blogDescription), descriptionLang: shownDescription.lang,
          };
        }),
      )),
    ),
    shorts: safe("video shorts", withStoredChannel(db, site.youtube).then((youtube) => getVideoShorts(db, youtube))),
  };
  const page = {
    // Texts come through the loader so the content modules stay out of the browser bundle.
    seo,
    content,
    search: { purposes, areas: { Projects: projectAreas.map((a) => areaOptionIn(a, locale)), Units: unitAreas.map((a) => areaOptionIn(a, locale)) }, types, beds, baths },
  };
  // A client navigation gets the carousels' lists as promises (skeletons until they arrive). A
  // document is rendered whole before it is sent, so streaming would only add work there: fallbacks,
  // hidden copies and the scripts that swap them. It gets the lists themselves.
  if (!context.get(requestInfoContext).document) return { ...page, ...sections };
  const [offplan, developers, areaGuides, blogs, shorts] = await Promise.all([sections.offplan, sections.developers, sections.areaGuides, sections.blogs, sections.shorts]);
  return { ...page, offplan, developers, areaGuides, blogs, shorts };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  const locale = useLocale();
  const t = d.content.text;
  const m = useTranslations("home");
  const youtube = useBrokerage().social.youtube;
  return (
    <main>
      <HomeHero text={t} search={d.search} />

      <Streamed resolve={d.offplan} skeleton={<CardSkeletons count={3} />} id="new-projects" title={t["new-projects.title"]} intro={t["new-projects.intro"]} tone="white" link={{ to: "/project-list?status=1", label: m("viewAllProjects") }}>
        {(projects) => (
          <Carousel label={m("carouselProjects")} perView="3-2-1" arrows="always" dots="narrow" light={projects.map((p) => ({ href: listingHref(p), label: p.title, lang: p.titleLang }))}>
            {projects.map((p) => (
              <OffplanCard key={p.id} project={p} />
            ))}
          </Carousel>
        )}
      </Streamed>

      <Streamed resolve={d.developers} skeleton={<CardSkeletons count={3} className="h-48" />} id="developers" title={t["developers.title"]} intro={t["developers.intro"]} tone="slate" link={{ to: "/developers", label: m("allDevelopers") }}>
        {(developers) => (
          <Carousel label={m("carouselDevelopers")} perView="4-2-2" arrows="always" light={developers.map((dev) => ({ href: `/developer/${dev.slug}`, label: dev.name, lang: dev.nameLang }))}>
            {developers.map((dev) => (
              <DeveloperSlide key={dev.slug} developer={dev} />
            ))}
          </Carousel>
        )}
      </Streamed>

      <Streamed resolve={d.areaGuides} skeleton={<CardSkeletons count={2} className="aspect-[16/10]" />} id="community-insights" title={t["community-insights.title"]} intro={t["community-insights.intro"]} tone="white" link={{ to: "/areas", label: m("allAreaGuides") }}>
        {(areas) => (
          <Carousel label={m("carouselAreas")} perView="2-2-1" arrows="wide" dots="narrow" light={areas.map((a) => ({ href: `/area/${a.slug}`, label: a.name, lang: a.nameLang }))}>
            {areas.map((a) => (
              <AreaGuideCard key={a.slug} area={a} />
            ))}
          </Carousel>
        )}
      </Streamed>

      {/* Like the lists, the written sections show only with something in them (a new site has no testimonials yet). */}
      {d.content.testimonials.length > 0 && <SuccessStories text={t} testimonials={d.content.testimonials} />}

      <Streamed resolve={d.blogs} skeleton={<CardSkeletons count={3} />} id="blogs" title={t["blogs.title"]} intro={t["blogs.intro"]} tone="white" link={{ to: "/blogs", label: m("allArticles") }}>
        {(blogs) => (
          <Carousel label={m("carouselBlogs")} perView="3-2-1" arrows="always" light={blogs.map((b) => ({ href: `/blogs/${b.slug}/${b.id}`, label: b.title, lang: b.titleLang }))}>
            {blogs.map((b) => (
              <BlogSlide key={b.id} blog={b} />
            ))}
          </Carousel>
        )}
      </Streamed>

      <Streamed resolve={d.shorts} skeleton={<CardSkeletons count={4} className="aspect-[9/16]" />} id="shorts" title={t["shorts.title"]} intro={t["shorts.intro"]} tone="slate" link={youtube ? { to: youtube, label: m("watchOnYoutube"), external: true } : undefined}>
        {(shorts) => (
          <Carousel label={m("carouselShorts")} perView="4-2-1" arrows="always" light={shorts.map((s) => ({ label: s.title, lang: scriptLang(s.title, locale) }))}>
            {shorts.map((s) => (
              <VideoShortCard key={s.videoId} short={s} />
            ))}
          </Carousel>
        )}
      </Streamed>

      <AboutSection text={t} aboutHtml={d.content.aboutHtml} />

      {d.content.faq.length > 0 && (
        <HomeSection id="faq" title={t["faq.title"]} tone="slate">
          <div className="mx-auto max-w-3xl">
            <FaqAccordion items={d.content.faq} />
          </div>
        </HomeSection>
      )}
    </main>
  );
}

type HomeData = Route.ComponentProps["loaderData"];
type HomeText = HomeData["content"]["text"];

/** The hero: the brokerage's words over the video, and the search bar. */
function HomeHero({ text: t, search }: { text: HomeText; search: HomeData["search"] }) {
  return (
    <Hero poster={HERO_POSTER} video={HERO_VIDEO}>
      <p lang={t["hero.eyebrow"].lang} className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-400">
        {t["hero.eyebrow"].text}
      </p>
      <h1 id="home-title" lang={t["hero.heading"].lang} className="mt-3 max-w-3xl text-4xl font-extrabold leading-tight text-white sm:text-5xl">
        {t["hero.heading"].text}
      </h1>
      <p lang={t["hero.lead"].lang} className="mt-4 max-w-2xl text-lg text-slate-100">
        {t["hero.lead"].text}
      </p>
      <div className="mt-8">
        <HomeSearchBar {...search} />
      </div>
    </Hero>
  );
}

/** Success Stories: the testimonials, shown only when there are some (a new site has none yet). */
function SuccessStories({ text, testimonials }: { text: HomeText; testimonials: HomeData["content"]["testimonials"] }) {
  return (
    <HomeSection id="success-stories" title={text["success-stories.title"]} intro={text["success-stories.intro"]} tone="brand">
      <ul className="grid gap-5 md:grid-cols-3">
        {testimonials.map((t) => (
          <li key={t.name.text}>
            <figure className="flex h-full flex-col rounded-xl bg-white/5 p-6 ring-1 ring-white/15">
              <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8 text-gold-400">
                <path fill="currentColor" d="M10 8c-4 2-6 5.5-6 10v6h9v-9H8c0-3 1.5-5 4-6.5L10 8Zm14 0c-4 2-6 5.5-6 10v6h9v-9h-5c0-3 1.5-5 4-6.5L24 8Z" />
              </svg>
              <blockquote lang={t.quote.lang} className="mt-4 flex-1 text-slate-100">
                {t.quote.text}
              </blockquote>
              <figcaption className="mt-5">
                <span lang={t.name.lang} className="block font-semibold text-white">
                  {t.name.text}
                </span>
                <span lang={t.designation.lang} className="block text-sm text-gold-400">
                  {t.designation.text}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

/** The about text beside the list of property categories (every category page). */
function AboutSection({ text: t, aboutHtml }: { text: HomeText; aboutHtml: HomeData["content"]["aboutHtml"] }) {
  const m = useTranslations("home");
  const menu = useTranslations("categoryMenu");
  const english = useLocale() === "en";
  return (
    <HomeSection id="about-dubai-real-estate" title={t["about.title"]} tone="white">
      <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
        <div lang={aboutHtml.lang} className="space-y-4 text-slate-700 [&_p]:leading-relaxed" dangerouslySetInnerHTML={{ __html: aboutHtml.text }} />
        <nav aria-labelledby="categories-title" className="rounded-xl bg-brand-50 p-6">
          <h3 id="categories-title" className="text-lg font-bold text-brand-900">
            {m("propertyCategories")}
          </h3>
          <ul className="mt-3 grid sm:grid-cols-2 lg:grid-cols-1">
            {CATEGORY_LINKS.map((c) => (
              <li key={c.to}>
                <Link to={c.to} className="flex min-h-11 items-center gap-2 font-medium text-brand-800 hover:underline">
                  <span aria-hidden="true" className="text-gold-600 rtl:-scale-x-100">›</span>
                  {english ? c.label : menu(c.to.slice(1) as keyof Messages["categoryMenu"])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </HomeSection>
  );
}

type SectionProps = {
  id: string;
  title: LocalText;
  intro?: LocalText;
  tone: "white" | "slate" | "brand";
  link?: { to: string; label: string; external?: boolean };
  children: ReactNode;
};

const TONES = { white: "bg-white", slate: "bg-slate-50", brand: "bg-brand-900 text-white" } as const;

function HomeSection({ id, title, intro, tone, link, children }: SectionProps) {
  const dark = tone === "brand";
  return (
    // Laid out and painted only once near the screen (`offscreen-section`, app.css): the lazy photos of a
    // section a screen away are then not requested with the hero's, which Chrome's own lazy loading
    // (1,250 px ahead) did before the hero had painted.
    <section id={id} aria-labelledby={`${id}-title`} className={`offscreen-section scroll-mt-24 py-14 sm:py-16 ${TONES[tone]}`}>
      <div className="page-gutter">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id={`${id}-title`} lang={title.lang} className={`text-2xl font-bold tracking-tight sm:text-3xl ${dark ? "text-white" : "text-slate-900"}`}>
              {title.text}
            </h2>
            <span aria-hidden="true" className="mt-3 block h-1 w-14 rounded bg-gold-500" />
            {intro?.text && (
              <p lang={intro.lang} className={`mt-3 max-w-2xl ${dark ? "text-slate-200" : "text-slate-600"}`}>
                {intro.text}
              </p>
            )}
          </div>
          {link &&
            (link.external ? (
              <a href={link.to} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline">
                {link.label} <span aria-hidden="true">↗</span>
              </a>
            ) : (
              <Link to={link.to} className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline">
                {link.label} <span aria-hidden="true" className="inline-block rtl:-scale-x-100">→</span>
              </Link>
            ))}
        </div>
        {children}
      </div>
    </section>
  );
}

/** A section whose list streams in on a client navigation: skeletons while loading, hidden when the list is empty. */
function Streamed<T>({ resolve, skeleton, children, ...section }: Omit<SectionProps, "children"> & { resolve: Promise<T[]> | T[]; skeleton: ReactNode; children: (list: T[]) => ReactNode }) {
  return (
    // The fallback has its own id: React streams the loaded section beside it before swapping (no duplicate ids).
    <Suspense fallback={<HomeSection {...section} id={`${section.id}-loading`}>{skeleton}</HomeSection>}>
      <Await resolve={resolve} errorElement={null}>
        {(list: T[]) => (list.length > 0 ? <HomeSection {...section}>{children(list)}</HomeSection> : null)}
      </Await>
    </Suspense>
  );
}
