/**
 * Blog list (spec 2.9): /blogs and /blogs/{category} (a slug of the category's name). The
 * category select is a GET form (works without JS; with JS it navigates on change), the page
 * number lives in ?page=. Three skeleton cards show while a list navigation loads.
 */
import { useEffect, useState } from "react";
import { data, Form, redirect, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/blogs";
import { dbContext } from "../platform/context.ts";
import { listBlogs } from "../modules/content/blog/queries.server.ts";
import { listBlogCategories } from "../modules/listings/queries/lookups.server.ts";
import { seoMeta } from "../modules/site/seo.ts";
import { BLOGS_PAGE_SIZE, blogCardData, blogListPath, parsePage, slugify } from "../modules/content/blog/blog-links.ts";
import { BlogCard, BlogCardSkeleton } from "../modules/content/blog/blog-card.tsx";
import { pageContent } from "../modules/content/pages/pages.server.ts";
import { PageHeader } from "../modules/content/ui/page-header.tsx";
import { Pagination } from "../ui/pagination-nav.tsx";
import { localeOf } from "../platform/i18n/locale.server.ts";
import { localizePath } from "../platform/i18n/locale.ts";
import { messagesFor } from "../platform/i18n/catalog.server.ts";
import { translator } from "../platform/i18n/translate.ts";
import { Icon } from "../ui/icons/icon.tsx";
import { OptionText, useLocalizePath, useOptionName, useTranslations } from "../platform/i18n/intl.tsx";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const url = new URL(request.url);
  const locale = localeOf(request);
  const here = (path: string) => localizePath(path, locale);
  const categories = (await listBlogCategories(db)).map((c) => ({ ...c, slug: slugify(c.name) }));

  // The no-JS form submits ?category={id}: answer with the category's own URL.
  const asked = url.searchParams.get("category");
  if (asked !== null) {
    const match = categories.find((c) => String(c.id) === asked || c.slug === asked);
    throw redirect(here(blogListPath(match?.slug ?? null)));
  }

  const slug = "category" in params ? params.category : undefined;
  const category = slug ? categories.find((c) => c.slug === slug) : undefined;
  if (slug && !category) {
    // An old link by id (/blogs/3) still finds its category.
    const byId = categories.find((c) => String(c.id) === slug);
    if (byId) throw redirect(here(blogListPath(byId.slug)), 301);
    throw data(null, { status: 404 });
  }

  const page = parsePage(url.searchParams.get("page"));
  const [{ rows, total }, meta, heading] = await Promise.all([
    listBlogs(db, { categoryId: category?.id ?? 0, pageNumber: page, pageSize: BLOGS_PAGE_SIZE }),
    pageContent.meta(db, "blogs", locale),
    pageContent.heading(db, "blogs", locale),
  ]);
  const totalPages = Math.max(1, Math.ceil(total / BLOGS_PAGE_SIZE));
  // A page past the end is corrected, not an error.
  if (page > totalPages) throw redirect(here(blogListPath(category?.slug, totalPages)));

  // The meta texts in the page's language (a category's title and description are made from its name).
  const t = translator(locale, messagesFor(locale), "blog");
  const name = category?.name;
  const title = name ? t("categoryTitle", { name }) : meta.title;
  return {
    meta: {
      title: page > 1 ? t("pageTitle", { title, page }) : title,
      description: name ? t("categoryDescription", { name }) : meta.description,
    },
    heading,
    categories,
    category: category ?? null,
    blogs: rows.map((b) => blogCardData(b, locale)),
    total,
    page,
    totalPages,
  };
}

export function meta(args: Route.MetaArgs) {
  const d = args.loaderData;
  if (!d) return [{ title: "Page not found" }];
  return seoMeta(args, {
    title: d.meta.title,
    description: d.meta.description,
    path: blogListPath(d.category?.slug, d.page),
    image: d.blogs[0]?.image,
  });
}

/** Flips to true once React has hydrated: the no-JS submit button hides then. */
function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { categories, category, blogs, total, page, totalPages, heading } = loaderData;
  const t = useTranslations("blog");
  const localize = useLocalizePath();
  const navigation = useNavigation();
  const target = navigation.location?.pathname ?? "";
  // A list navigation (/blogs or /blogs/{category}), not one to a blog post.
  const optionName = useOptionName();
  const categoryName = category ? optionName("blogCategory", category.name).text : "";
  const loadingList = navigation.state === "loading" && /^(\/ar)?\/blogs(\/[^/]+)?\/?$/.test(target);

  return (
    <main>
      <PageHeader
        title={heading.heading}
        eyebrow={heading.eyebrow}
        crumbs={category ? [{ label: t("blogs"), to: "/blogs" }, { label: categoryName }] : [{ label: t("blogs") }]}
        lead={heading.lead}
      />
      <div className="page-gutter py-10 sm:py-14">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <CategoryFilter categories={categories} category={category} />
          <p className="text-sm text-slate-600" aria-live="polite">
            {category ? t("articlesIn", { count: total, category: categoryName }) : t("articles", { count: total })}
          </p>
        </div>

        {loadingList ? (
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label={t("loadingBlogs")}>
            <BlogCardSkeleton />
            <BlogCardSkeleton />
            <BlogCardSkeleton />
          </div>
        ) : blogs.length === 0 ? (
          <div className="mt-8 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center">
            <h2 className="text-xl font-semibold text-slate-900">{t("notFound")}</h2>
            <p className="mt-2 text-slate-600">{t("empty")}</p>
          </div>
        ) : (
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {blogs.map((b, i) => (
              <BlogCard key={b.id} blog={b} priority={i === 0} />
            ))}
          </div>
        )}

        <Pagination
          page={page}
          totalPages={totalPages}
          hrefFor={(p) => localize(blogListPath(category?.slug, p))}
          label={t("pages")}
        />
      </div>
    </main>
  );
}

type Data = Route.ComponentProps["loaderData"];

/** The category list: choosing one goes to its page; without JavaScript a button submits the form. */
function CategoryFilter({ categories, category }: { categories: Data["categories"]; category: Data["category"] }) {
  const navigate = useNavigate();
  const t = useTranslations("blog");
  const localize = useLocalizePath();
  const hydrated = useHydrated();
  return (
    <Form method="get" action={localize("/blogs")} className="flex items-end gap-3" aria-label={t("filterLabel")}>
      <div>
        <label htmlFor="blog-category" className="block text-sm font-medium text-slate-700">
          {t("category")}
        </label>
        <span className="relative mt-1 block w-64 max-w-full">
          <select
            id="blog-category"
            name="category"
            defaultValue={String(category?.id ?? 0)}
            key={category?.id ?? 0}
            onChange={(e) => {
              const chosen = categories.find((c) => String(c.id) === e.currentTarget.value);
              void navigate(localize(blogListPath(chosen?.slug ?? null)));
            }}
            className="block h-11 w-full appearance-none rounded-md border border-slate-300 bg-white ps-3 pe-9 text-slate-900 shadow-sm focus:border-brand-600"
          >
            <option value="0">{t("all")}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                <OptionText group="blogCategory" name={c.name} />
              </option>
            ))}
          </select>
          <Icon
            name="chevron-down"
            className="pointer-events-none absolute end-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
          />
        </span>
      </div>
      {!hydrated && (
        <button type="submit" className="min-h-11 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
          {t("show")}
        </button>
      )}
    </Form>
  );
}
