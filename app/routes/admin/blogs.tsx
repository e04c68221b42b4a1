/** /admin/blogs (admins and editors): every blog post, newest first, with how it stands (draft, scheduled, published). */
import { Link } from "react-router";
import type { Route } from "./+types/blogs";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { listBlogsForStaff } from "../../modules/content/blog/blogs.server.ts";
import { blogStateLabel } from "../../modules/content/blog/blog-form.ts";
import { FormAlert } from "../../ui/admin/field.tsx";

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { section: "blogs" });
  const deleted = new URL(args.request.url).searchParams.get("deleted") === "1";
  const now = new Date();
  const posts = (await listBlogsForStaff(dbOf(args))).map((p) => ({ ...p, stateLabel: blogStateLabel(p, now) }));
  return { posts, deleted: deleted ? "The post was deleted." : null };
}

export default function BlogsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <title>Blog posts</title>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Blog posts</h1>
        <p className="flex flex-wrap gap-x-4">
          <Link to="/admin/blog-categories" className="font-semibold text-brand-700 underline">
            Blog categories
          </Link>
          <Link to="/admin/blogs/new" className="font-semibold text-brand-700 underline">
            New post
          </Link>
        </p>
      </div>
      <div className="mt-3">
        <FormAlert message={loaderData.deleted} tone="ok" />
      </div>
      <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-300 bg-white" aria-label="Blog posts">
        {loaderData.posts.map((p) => (
          <li key={p.id} className="p-3">
            <Link to={`/admin/blogs/${p.id}`} className="font-semibold break-words text-brand-700 underline">
              {p.title}
            </Link>
            <p className="text-sm text-slate-600">
              {p.category} · {p.stateLabel}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
