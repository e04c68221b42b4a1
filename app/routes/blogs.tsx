/**
 * Blog list (spec 2.9): /blogs and /blogs/{category} (a slug of the category's name). The
 * category select is a GET form (works without JS; with JS it navigates on change), the page
 * number lives in ?page=. Three skeleton cards show while a list navigation loads.
 */
import { useEffect, useState } from "react";
import { data, Form, redirect, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/blogs";
import { dbContext } from "../context.ts";
import { listBlogs } from "../db/queries/blogs.server.ts";
import { listBlogCategories } from "../db/queries/lookups.server.ts";
import { seoMeta } from "../lib/seo.ts";
import { BLOGS_PAGE_SIZE, blogCardData, blogListPath, parsePage, slugify } from "../components/content/blog-links.ts";
import { BlogCard, BlogCardSkeleton } from "../components/content/blog-card.tsx";
import { pageContent } from "../content/pages.server.ts";
import { PageHeader } from "../components/content/page-header.tsx";
import { Pagination } from "../components/listing/pagination.tsx";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const url = new URL(request.url);
  const categories = (await listBlogCategories(db)).map((c) => ({ ...c, slug: slugify(c.categoryName) }));

  // The no-JS form submits ?category={autoId}: answer with the category's own URL.
  const asked = url.searchParams.get("category");
  if (asked !== null) {
    const match = categories.find((c) => String(c.autoId) === asked || c.slug === asked);
    throw redirect(blogListPath(match?.slug ?? null));
  }

  const slug = "category" in params ? params.category : undefined;
  const category = slug ? categories.find((c) => c.slug === slug) : undefined;
  if (slug && !category) {
    // An old link by id (/blogs/3) still finds its category.
    const byId = categories.find((c) => String(c.autoId) === slug);
    if (byId) throw redirect(blogListPath(byId.slug), 301);
    throw data(null, { status: 404 });
  }

  const page = parsePage(url.searchParams.get("page"));
  const [{ rows, total }, meta, heading] = await Promise.all([
    listBlogs(db, { categoryId: category?.autoId ?? 0, pageNumber: page, pageSize: BLOGS_PAGE_SIZE }),
    pageContent.meta(db, "blogs"),
    pageContent.heading(db, "blogs"),
  ]);
  const totalPages = Math.max(1, Math.ceil(total / BLOGS_PAGE_SIZE));
  // A page past the end is corrected, not an error.
  if (page > totalPages) throw redirect(blogListPath(category?.slug, totalPages));

  return {
    meta,
    heading,
    categories: categories.map(({ autoId, categoryName, slug }) => ({ autoId, categoryName, slug })),
    category: category ? { autoId: category.autoId, categoryName: category.categoryName, slug: category.slug } : null,
    blogs: rows.map(blogCardData),
    total,
    page,
    totalPages,
  };
}

export function meta(args: Route.MetaArgs) {
  const d = args.loaderData;
  if (!d) return [{ title: "Page not found" }];
  const name = d.category?.categoryName;
  const base = d.meta;
  const title = name ? `${name}: Dubai property blog` : base.title;
  const description = name
    ? `${name} articles from our Dubai property consultants: practical, up-to-date advice for buyers, tenants, landlords and investors.`
    : base.description;
  return seoMeta(args, {
    title: d.page > 1 ? `${title} (page ${d.page})` : title,
    description,
    path: blogListPath(d.category?.slug, d.page),
    image: d.blogs[0]?.imagesPath,
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
  const navigate = useNavigate();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const target = navigation.location?.pathname ?? "";
  // A list navigation (/blogs or /blogs/{category}), not one to a blog post.
  const loadingList = navigation.state === "loading" && /^\/blogs(\/[^/]+)?\/?$/.test(target);

  return (
    <main>
      <PageHeader
        title={heading.heading}
        eyebrow={heading.eyebrow}
        crumbs={category ? [{ label: "Blogs", to: "/blogs" }, { label: category.categoryName }] : [{ label: "Blogs" }]}
        lead={heading.lead}
      />
      <div className="page-gutter py-10 sm:py-14">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <Form method="get" action="/blogs" className="flex items-end gap-3" aria-label="Filter blogs by category">
            <div>
              <label htmlFor="blog-category" className="block text-sm font-medium text-slate-700">
                Category
              </label>
              <select
                id="blog-category"
                name="category"
                defaultValue={String(category?.autoId ?? 0)}
                key={category?.autoId ?? 0}
                onChange={(e) => {
                  const chosen = categories.find((c) => String(c.autoId) === e.currentTarget.value);
                  void navigate(blogListPath(chosen?.slug ?? null));
                }}
                className="mt-1 block w-64 max-w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-600"
              >
                <option value="0">All</option>
                {categories.map((c) => (
                  <option key={c.autoId} value={c.autoId}>
                    {c.categoryName}
                  </option>
                ))}
              </select>
            </div>
            {!hydrated && (
              <button type="submit" className="rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800">
                Show
              </button>
            )}
          </Form>
          <p className="text-sm text-slate-600" aria-live="polite">
            {total === 1 ? "1 article" : `${total} articles`}
            {category ? ` in ${category.categoryName}` : ""}
          </p>
        </div>

        {loadingList ? (
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading blogs">
            <BlogCardSkeleton />
            <BlogCardSkeleton />
            <BlogCardSkeleton />
          </div>
        ) : blogs.length === 0 ? (
          <div className="mt-8 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center">
            <h2 className="text-xl font-semibold text-slate-900">Not Found</h2>
            <p className="mt-2 text-slate-600">There are no articles in this category yet.</p>
          </div>
        ) : (
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {blogs.map((b, i) => (
              <BlogCard key={b.autoId} blog={b} priority={i === 0} />
            ))}
          </div>
        )}

        <Pagination page={page} totalPages={totalPages} hrefFor={(p) => blogListPath(category?.slug, p)} label="Blog pages" />
      </div>
    </main>
  );
}
