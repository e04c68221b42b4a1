/**
 * Blog detail (spec 2.9): title, date, cover image, the sanitised body and a Recent Blogs
 * sidebar. Unknown ids are 404s; a wrong title segment answers 301 to the canonical URL.
 */
import { data, redirect, useNavigation } from "react-router";
import { Link } from "../ui/link.tsx";
import type { Route } from "./+types/blog-detail";
import { dbContext, siteContext } from "../platform/context.ts";
import { getBlog, listBlogs } from "../modules/content/blog/queries.server.ts";
import { sanitizeArticle } from "../platform/sanitize.server.ts";
import { seoMeta, DEFAULT_OG_IMAGE } from "../modules/site/seo.ts";
import { absoluteUrl } from "../platform/http/absolute-url.ts";
import { formatMediumDate, isoDate } from "../platform/i18n/dates.ts";
import { cutText } from "../platform/i18n/format.ts";
import { readBrokerage } from "../modules/content/pages/read-content.server.ts";
import { RECENT_BLOGS_COUNT, blogCardData, blogListPath, blogPath, slugify } from "../modules/content/blog/blog-links.ts";
import { RecentBlogItem } from "../modules/content/blog/blog-card.tsx";
import { Breadcrumb } from "../ui/breadcrumb.tsx";
import { Img } from "../ui/img.tsx";
import { JsonLd } from "../ui/json-ld.tsx";
import { Prose } from "../ui/prose.tsx";
import { ContactCta } from "../modules/content/ui/section.tsx";
import { localeOf } from "../platform/i18n/locale.server.ts";
import { localizePath } from "../platform/i18n/locale.ts";
import { localText } from "../platform/i18n/local-text.ts";
import { OptionText, useLocale, useTranslations } from "../platform/i18n/intl.tsx";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const id = /^\d{1,9}$/.test(params.blogId) ? Number(params.blogId) : 0;
  if (!id) throw data(null, { status: 404 });
  const db = context.get(dbContext);
  const blog = await getBlog(db, id);
  if (!blog) throw data(null, { status: 404 });
  const canonical = blogPath(blog);
  if (params.blogTitle !== blog.slug) throw redirect(localizePath(canonical, locale), 301);

  const recent = await listBlogs(db, { pageSize: RECENT_BLOGS_COUNT + 1 });
  const recentBlogs = recent.rows
    .filter((b) => b.id !== blog.id)
    .slice(0, RECENT_BLOGS_COUNT)
    .map((b) => blogCardData(b, locale));

  const siteUrl = context.get(siteContext).siteUrl.replace(/\/$/, "");
  const brokerage = await readBrokerage(db, locale);
  // Each text in the page's language where the post has it, else English (marked lang="en" on the page).
  const title = localText(blog.title, blog.ar.title, locale);
  const description = localText(blog.description, blog.ar.description, locale);
  const body = localText(blog.bodyHtml, blog.ar.bodyHtml, locale);
  const shown = (en: string | null, ar: string | null) => (locale === "ar" ? ar || en : en);
  const blogPosting = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    // The language of the article's body, which is what a reader gets.
    inLanguage: body.lang ?? locale,
    headline: cutText(title.text, 110, ""),
    description: description.text,
    datePublished: blog.createdOn,
    dateModified: blog.createdOn,
    image: absoluteUrl(siteUrl, blog.image || DEFAULT_OG_IMAGE),
    articleSection: blog.category,
    mainEntityOfPage: { "@type": "WebPage", "@id": absoluteUrl(siteUrl, localizePath(canonical, locale)) },
    author: { "@type": "Organization", name: brokerage.name, url: siteUrl },
    publisher: { "@type": "Organization", name: brokerage.name, url: siteUrl },
  };

  return {
    blog: {
      id: blog.id,
      title,
      description,
      createdOn: blog.createdOn,
      image: blog.image,
      // The cover's description in the page's language, else the title (each marked English where it is).
      imageAlt: blog.imageAlt ? localText(blog.imageAlt, blog.ar.imageAlt, locale) : title,
      seoTitle: shown(blog.seoTitle, blog.ar.seoTitle) || title.text,
      seoDescription: shown(blog.seoDescription, blog.ar.seoDescription) || cutText(description.text, 160, "..."),
      category: blog.category,
      categorySlug: slugify(blog.category),
      body: { text: sanitizeArticle(body.text), lang: body.lang },
      path: canonical,
    },
    recentBlogs,
    blogPosting,
  };
}

export function meta(args: Route.MetaArgs) {
  const d = args.loaderData;
  if (!d) return [{ title: "Page not found" }];
  return seoMeta(args, {
    // The post's own search-engine texts when the editor wrote them, in the page's language where written.
    title: d.blog.seoTitle,
    description: d.blog.seoDescription,
    path: d.blog.path,
    image: d.blog.image,
    type: "article",
  });
}

function ArticleSkeleton() {
  return (
    <div aria-hidden="true" data-testid="blog-detail-skeleton" className="animate-pulse">
      <div className="h-4 w-32 rounded bg-slate-200" />
      <div className="mt-4 h-9 w-5/6 rounded bg-slate-200" />
      <div className="mt-6 aspect-[16/9] rounded-2xl bg-slate-200" />
      <div className="mt-8 space-y-3">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className={`h-4 rounded bg-slate-200 ${i % 3 === 2 ? "w-2/3" : "w-full"}`} />
        ))}
      </div>
    </div>
  );
}

export default function BlogDetail({ loaderData }: Route.ComponentProps) {
  const { blog, recentBlogs, blogPosting } = loaderData;
  const navigation = useNavigation();
  const t = useTranslations("blog");
  const locale = useLocale();
  const target = navigation.location?.pathname ?? "";
  const loadingOther =
    navigation.state === "loading" && /^(\/ar)?\/blogs\/[^/]+\/\d+\/?$/.test(target) && target !== localizePath(blog.path, locale);

  return (
    <main className="page-gutter py-6 sm:py-8">
      <Breadcrumb items={[{ label: t("blogs"), to: "/blogs" }, { label: blog.title.text, lang: blog.title.lang }]} />
      <div className="mt-8 grid gap-12 lg:grid-cols-[minmax(0,1fr)_320px]">
        {loadingOther ? (
          <ArticleSkeleton />
        ) : (
          <article>
            <header>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <Link
                  to={blogListPath(blog.categorySlug)}
                  className="inline-flex min-h-11 items-center font-semibold tracking-wider text-[#8a6514] uppercase hover:underline"
                >
                  <OptionText group="blogCategory" name={blog.category} />
                </Link>
                <span aria-hidden="true" className="text-slate-300">
                  •
                </span>
                <time dateTime={isoDate(blog.createdOn)} className="text-slate-600">
                  {formatMediumDate(blog.createdOn, locale)}
                </time>
              </p>
              <h1 lang={blog.title.lang} className="mt-3 text-3xl leading-tight font-bold tracking-tight text-slate-900 sm:text-4xl">
                {blog.title.text}
              </h1>
              <p lang={blog.description.lang} className="mt-4 text-lg leading-8 text-slate-600">
                {blog.description.text}
              </p>
            </header>
            <div className="mt-8 overflow-hidden rounded-2xl bg-slate-100">
              <Img
                src={blog.image}
                alt={blog.imageAlt.text}
                lang={blog.imageAlt.lang}
                sizes="(min-width: 1024px) 760px, 100vw"
                className="h-auto w-full"
                priority
              />
            </div>
            <Prose html={blog.body.text} lang={blog.body.lang} className="mt-10 max-w-none" />
            <div className="mt-12">
              <ContactCta
                title={t("detailCtaTitle")}
                text={t("detailCtaText")}
              />
            </div>
          </article>
        )}
        <aside aria-labelledby="recent-blogs" className="lg:sticky lg:top-28 lg:self-start">
          <h2 id="recent-blogs" className="text-lg font-semibold text-slate-900">
            {t("recentBlogs")}
          </h2>
          <ul className="mt-2 divide-y divide-slate-200">
            {recentBlogs.map((b) => (
              <RecentBlogItem key={b.id} blog={b} />
            ))}
          </ul>
          <Link to="/blogs" className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline">
            {t("allArticles")}
          </Link>
        </aside>
      </div>
      <JsonLd data={blogPosting} />
    </main>
  );
}
