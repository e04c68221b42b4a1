/**
 * /admin/blog-categories (admins and editors): the blog's categories: add one, rename one (its
 * list page /blogs/<slug> follows the new English name; the Arabic name is for the Arabic site), delete one that no post uses (after a confirming
 * tick, so it works without JavaScript). A post has one category: the spec's blog carries one.
 */
import { data, Form, Link, redirect } from "react-router";
import { ZodError } from "zod";
import type { Route } from "./+types/blog-categories";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { CategoryError, createCategory, deleteCategory, listCategoriesForStaff, renameCategory } from "../../modules/content/blog/blog-categories.server.ts";
import { CsrfField } from "../../ui/admin/csrf-field.tsx";
import { buttonClass, FormAlert, inputClass, LabelledControl, secondaryButtonClass } from "../../ui/admin/field.tsx";

const DONE: Record<string, string> = { created: "Category added.", renamed: "Category renamed.", deleted: "Category deleted." };

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { section: "blogs" });
  const done = new URL(args.request.url).searchParams.get("done") ?? "";
  return { categories: await listCategoriesForStaff(dbOf(args)), done: DONE[done] ?? null };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, { section: "blogs" });
  const db = dbOf(args);
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  const rawId = String(form.get("id") ?? "");
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
  const name = form.get("name");
  const nameAr = form.get("nameAr");
  try {
    if (intent === "create") {
      await createCategory(db, staff, name, nameAr);
      return redirect("/admin/blog-categories?done=created");
    }
    if (intent === "rename" && id) {
      await renameCategory(db, staff, id, name, nameAr);
      return redirect("/admin/blog-categories?done=renamed");
    }
    if (intent === "delete" && id) {
      if (form.get("confirm") !== "yes") return data({ id, intent, field: "name", message: "Tick “Yes, delete” to delete this category." }, { status: 400 });
      await deleteCategory(db, staff, id);
      return redirect("/admin/blog-categories?done=deleted");
    }
    return data({ id, intent, field: "name", message: "This button is not known." }, { status: 400 });
  } catch (error) {
    if (error instanceof ZodError) return data({ id, intent, field: "name", message: error.issues[0]?.message ?? "Not a category name." }, { status: 400 });
    if (error instanceof CategoryError) return data({ id, intent, field: error.field, message: error.message }, { status: 400 });
    throw error;
  }
}

export default function BlogCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, done } = loaderData;
  const refused = actionData as { id: number; intent: string; field: string; message: string } | undefined;
  const messageFor = (id: number, intent: string, field = "name") => (refused && refused.id === id && refused.intent === intent && refused.field === field ? refused.message : undefined);
  return (
    <>
      <title>Blog categories</title>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Blog categories</h1>
        <Link to="/admin/blogs" className="font-semibold text-brand-700 underline">
          Blog posts
        </Link>
      </div>
      <div className="mt-3">
        <FormAlert message={done} tone="ok" />
      </div>
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-300 bg-white p-4" aria-label="Add a category">
        <CsrfField />
        <input type="hidden" name="intent" value="create" />
        <div className="min-w-56 flex-1">
          <LabelledControl label="New category" error={messageFor(0, "create")} small>
            {(w) => <input {...w} name="name" className={inputClass} maxLength={60} />}
          </LabelledControl>
        </div>
        <div className="min-w-56 flex-1">
          <LabelledControl label="Arabic name (optional)" error={messageFor(0, "create", "nameAr")} small>
            {(w) => <input {...w} name="nameAr" lang="ar" dir="rtl" className={inputClass} maxLength={60} />}
          </LabelledControl>
        </div>
        <button type="submit" className={buttonClass}>
          Add category
        </button>
      </Form>
      <ul className="mt-6 space-y-3" aria-label="Categories">
        {categories.map((c) => (
          <li key={c.id} className="rounded-lg border border-slate-300 bg-white p-4">
            <p className="text-sm text-slate-600">
              /blogs/{c.slug} · {c.posts === 1 ? "1 post" : `${c.posts} posts`}
            </p>
            <Form method="post" className="mt-2 flex flex-wrap items-end gap-3" aria-label={`Rename ${c.name}`}>
              <CsrfField />
              <input type="hidden" name="intent" value="rename" />
              <input type="hidden" name="id" value={c.id} />
              <div className="min-w-56 flex-1">
                <LabelledControl label={`Name of “${c.name}”`} error={messageFor(c.id, "rename")} small>
                  {(w) => <input {...w} name="name" defaultValue={c.name} className={inputClass} maxLength={60} />}
                </LabelledControl>
              </div>
              <div className="min-w-56 flex-1">
                <LabelledControl label={`“${c.name}” in Arabic`} error={messageFor(c.id, "rename", "nameAr")} small>
                  {(w) => <input {...w} name="nameAr" defaultValue={c.nameAr ?? ""} lang="ar" dir="rtl" className={inputClass} maxLength={60} />}
                </LabelledControl>
              </div>
              <button type="submit" className={secondaryButtonClass}>
                Rename
              </button>
            </Form>
            {c.posts === 0 && (
              <Form method="post" className="mt-3 flex flex-wrap items-center gap-3" aria-label={`Delete ${c.name}`}>
                <CsrfField />
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={c.id} />
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name="confirm" value="yes" className="size-4" />
                  Yes, delete “{c.name}”
                </label>
                <button type="submit" className={secondaryButtonClass}>
                  Delete
                </button>
                {messageFor(c.id, "delete") && <p className="w-full text-sm font-medium text-red-700">{messageFor(c.id, "delete")}</p>}
              </Form>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
