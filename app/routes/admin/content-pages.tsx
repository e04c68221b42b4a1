/**
 * /admin/content (admins and editors): every page whose texts are content (headings, SEO texts,
 * FAQs, guides, legal texts, the home page's sections, category pages), each opening its editor.
 */
import { Link } from "react-router";
import type { Route } from "./+types/content-pages";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { listContentPages } from "../../modules/content/pages/write-content.server.ts";
import { publicPathOfPage } from "../../modules/content/pages/content-page-form.ts";
import { DubaiTime } from "../../modules/leads/admin/lead-parts.tsx";

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { section: "pages" });
  return { pages: await listContentPages(dbOf(args)) };
}

export default function ContentPages({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <title>Page texts</title>
      <h1 className="text-2xl font-bold text-slate-900">Page texts</h1>
      <p className="mt-1 text-slate-700">Headings, SEO texts, FAQs and sections of every page. Open a page to edit its texts in English and Arabic.</p>
      <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-300 bg-white" aria-label="Pages">
        {loaderData.pages.map((p) => (
          <li key={p.page} className="flex flex-wrap items-center justify-between gap-3 p-3">
            <div>
              <Link to={`/admin/content/${p.page}`} className="font-semibold text-brand-700 underline">
                {publicPathOfPage(p.page)}
              </Link>
              <p className="text-sm text-slate-600">
                {p.texts} texts · changed <DubaiTime at={p.updatedAt} />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
