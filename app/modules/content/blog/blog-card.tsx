/** Blog list card, its loading skeleton, and the compact entry of the Recent Blogs sidebar. */
import { Link } from "../../../ui/link.tsx";
import { ReadMore } from "../ui/read-more.tsx";
import { Img } from "../../../ui/img.tsx";
import { blogCardDate, formatMediumDate, isoDate } from "../../../platform/i18n/dates.ts";
import { OptionText, useLocale } from "../../../platform/i18n/intl.tsx";

export type BlogCardData = {
  id: number;
  href: string;
  title: string;
  excerpt: string;
  image: string | null;
  createdOn: string;
  category: string;
  /** "en" when the title or summary is English on an Arabic page (no translation yet). */
  titleLang?: "en";
  excerptLang?: "en";
};

export function BlogCard({
  blog,
  headingLevel = 2,
  priority = false,
}: {
  blog: BlogCardData;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg">
      <div className="relative aspect-[16/9] overflow-hidden bg-slate-100">
        <Img
          src={blog.image}
          alt=""
          sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
          className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
          priority={priority}
        />
        <BlogDateBadge createdOn={blog.createdOn} dayClassName="text-xl" />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wider text-[#8a6514] uppercase">
          <OptionText group="blogCategory" name={blog.category} />
        </p>
        <Heading lang={blog.titleLang} className="mt-2 text-lg leading-snug font-semibold text-slate-900">
          <Link
            to={blog.href}
            className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
          >
            {blog.title}
          </Link>
        </Heading>
        <p lang={blog.excerptLang} className="mt-3 flex-1 text-sm leading-6 text-slate-600">
          {blog.excerpt}
        </p>
        <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
          <ReadMore />
        </span>
      </div>
    </article>
  );
}

/** The post's date over the corner of its picture: the site's day format in three lines, the day large (list and home cards). */
export function BlogDateBadge({ createdOn, dayClassName }: { createdOn: string; dayClassName: string }) {
  const { parts, dayIndex } = blogCardDate(createdOn, useLocale());
  return (
    <time
      dateTime={isoDate(createdOn)}
      className="absolute top-3 start-3 flex flex-col items-center rounded-lg bg-white/95 px-3 py-1.5 leading-none text-slate-900 shadow"
    >
      {/* Each part ends in a space, so the date reads (and copies) as words, not "Nov32026". */}
      {parts.map((part, i) =>
        i === dayIndex ? (
          <span key={i} className={`${dayClassName} my-0.5 font-bold`}>
            {`${part} `}
          </span>
        ) : (
          <span key={i} className="text-[11px] font-medium text-slate-600">
            {`${part} `}
          </span>
        ),
      )}
    </time>
  );
}

export function BlogCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="blog-skeleton"
      className="flex animate-pulse flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
    >
      <div className="aspect-[16/9] bg-slate-200" />
      <div className="space-y-3 p-5">
        <div className="h-3 w-24 rounded bg-slate-200" />
        <div className="h-5 w-11/12 rounded bg-slate-200" />
        <div className="h-5 w-2/3 rounded bg-slate-200" />
        <div className="h-3 w-full rounded bg-slate-200" />
        <div className="h-3 w-5/6 rounded bg-slate-200" />
      </div>
    </div>
  );
}

/** Sidebar entry: thumbnail, title, 'MMM d, y' date and the description cut to 100 characters. */
export function RecentBlogItem({ blog }: { blog: BlogCardData }) {
  const locale = useLocale();
  return (
    <li className="group relative flex gap-4 py-4">
      <div className="h-16 w-24 shrink-0 overflow-hidden rounded-lg bg-slate-100">
        <Img src={blog.image} alt="" sizes="96px" className="h-full w-full object-cover" />
      </div>
      <div className="min-w-0">
        <time dateTime={isoDate(blog.createdOn)} className="text-xs font-medium text-slate-500">
          {formatMediumDate(blog.createdOn, locale)}
        </time>
        <h3 lang={blog.titleLang} className="mt-0.5 text-sm leading-snug font-semibold text-slate-900">
          <Link to={blog.href} className="after:absolute after:inset-0 group-hover:text-brand-700">
            {blog.title}
          </Link>
        </h3>
        <p lang={blog.excerptLang} className="mt-1 text-xs leading-5 text-slate-600">
          {blog.excerpt}
        </p>
      </div>
    </li>
  );
}
