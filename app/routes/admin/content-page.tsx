/**
 * /admin/content/<page> (admins and editors): one page's texts and lists (FAQs, testimonials,
 * roles…) in English and Arabic, saved as a whole through the content service, which keeps the
 * previous version as a revision. "Preview" shows the texts as the page will render them (checked
 * and sanitised, nothing saved); "Reset" puts back the default texts after a confirming tick.
 * Every form posts without JavaScript.
 */
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/content-page";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { readPageRecord } from "../../modules/content/pages/read-content.server.ts";
import { pageEditorAction, type PageEditorResult } from "../../modules/content/pages/content-editor.server.ts";
import { listRevisions } from "../../modules/content/revisions/revisions.server.ts";
import {
  fieldLabel,
  isHtmlField,
  isHtmlList,
  itemName,
  listLabel,
  listParts,
  pageToValues,
  partLabel,
  publicPathOfPage,
  textName,
  type PageRecord,
} from "../../modules/content/pages/content-page-form.ts";
import { historyPathOf } from "../../modules/content/revisions/revision-paths.ts";
import { EditorHeading } from "../../ui/admin/editor-heading.tsx";
import { CsrfField } from "../../ui/admin/csrf-field.tsx";
import { ConfirmPanel } from "../../ui/admin/confirm-panel.tsx";
import { buttonClass, secondaryButtonClass } from "../../ui/admin/field.tsx";
import { TextPair } from "../../ui/admin/text-pair.tsx";
import { DubaiTime } from "../../modules/leads/admin/lead-parts.tsx";

const HTML_HINT = "HTML: paragraphs, h2 and h3 headings, lists, bold, quotes and links to this site's pages.";

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { section: "pages" });
  const db = dbOf(args);
  const key = args.params.page;
  const page = await readPageRecord(db, key);
  if (!page) throw data({ message: "No such page." }, { status: 404 });
  const latest = (await listRevisions(db, "page", key, 1))[0];
  const saved = new URL(args.request.url).searchParams.get("saved");
  return {
    page,
    lastChange: latest ? { at: latest.at, by: latest.staffName ?? "the system" } : null,
    saved: saved === "reset" ? "The page's default texts are back." : saved ? "Saved: the page shows the new texts now." : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, { section: "pages" });
  const key = args.params.page;
  const result = await pageEditorAction(dbOf(args), staff, key, await args.request.formData());
  if (result.ok && result.intent !== "preview") return redirect(`/admin/content/${key}?saved=${result.intent === "reset" ? "reset" : "1"}`);
  return data({ ...result, formKey: String(Date.now()) }, { status: result.ok ? 200 : result.status });
}

function PreviewText({ field, text, lang }: { field: string; text: string; lang: "en" | "ar" }) {
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{fieldLabel(field)}</p>
      {isHtmlField(field) ? (
        <div className="prose-content" lang={lang} dangerouslySetInnerHTML={{ __html: text }} />
      ) : (
        <p lang={lang}>{text}</p>
      )}
    </div>
  );
}


function Preview({ page }: { page: PageRecord }) {
  return (
    <section aria-labelledby="preview-heading" className="mt-6 rounded-lg border-2 border-dashed border-brand-700 bg-white p-4">
      <h2 id="preview-heading" className="text-xl font-bold text-slate-900">
        Preview (not saved)
      </h2>
      {(["en", "ar"] as const).map((lang) => (
        <div key={lang} dir={lang === "ar" ? "rtl" : "ltr"} className="mt-4 space-y-3">
          <h3 className="font-semibold text-slate-800">{lang === "en" ? "English" : "Arabic (English where not translated)"}</h3>
          {Object.entries(page.texts).map(([field, t]) => (
            <PreviewText key={field} field={field} text={(lang === "ar" && t.ar) || t.en} lang={lang} />
          ))}
          {Object.entries(page.lists).map(([list, items]) => (
            <div key={list}>
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{listLabel(list)}</p>
              <ul className="list-disc ps-5">
                {items.map((item, n) => (
                  <li key={n}>
                    <strong lang={lang}>{(lang === "ar" && item.title.ar) || item.title.en}</strong>
                    {item.body && isHtmlList(list) ? (
                      <div className="prose-content" lang={lang} dangerouslySetInnerHTML={{ __html: (lang === "ar" && item.body.ar) || item.body.en }} />
                    ) : (
                      item.body && <p lang={lang}>{(lang === "ar" && item.body.ar) || item.body.en}</p>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ))}
    </section>
  );
}

type ActionData = PageEditorResult & { formKey: string };

export default function ContentPageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { page, lastChange, saved } = loaderData;
  const result = actionData as ActionData | undefined;
  const values = (result && "values" in result && result.values) || pageToValues(page);
  const errors = result && !result.ok ? result.fieldErrors : {};
  const path = publicPathOfPage(page.page);
  return (
    <>
      <EditorHeading
        heading={`Edit page texts: ${path}`}
        view={{ href: path, label: "View the page on the site" }}
        history={historyPathOf("page", page.page)}
        saved={saved}
        error={result && !result.ok ? result.message : undefined}
      >
        {lastChange && (
          <span>
            Last changed <DubaiTime at={lastChange.at} /> by {lastChange.by}
          </span>
        )}
      </EditorHeading>
      {result?.ok && result.intent === "preview" && <Preview page={result.preview} />}

      <Form method="post" key={result?.formKey ?? "loaded"} className="mt-6 space-y-6" aria-label="Page texts">
        <CsrfField />
        <fieldset className="space-y-4 rounded-lg border border-slate-300 bg-white p-4">
          <legend className="px-1 text-lg font-semibold text-slate-900">Texts</legend>
          {Object.keys(page.texts).map((field) => (
            <TextPair
              key={field}
              label={fieldLabel(field)}
              names={{ en: textName(field, "en"), ar: textName(field, "ar") }}
              defaults={values}
              errors={errors}
              hint={isHtmlField(field) ? HTML_HINT : undefined}
            />
          ))}
        </fieldset>
        {Object.entries(page.lists).map(([list, items]) => (
          <ListFieldset key={list} list={list} items={items} values={values} errors={errors} />
        ))}
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" className={buttonClass}>
            Save page
          </button>
          <button type="submit" name="intent" value="preview" className={secondaryButtonClass}>
            Preview
          </button>
        </div>
      </Form>

      <ConfirmPanel
        intent="reset"
        title="Reset to the default texts"
        note="Puts back the texts this page started with. The current texts stay in the history, so this can be undone."
        tick="Yes, reset this page"
        submit="Reset to default"
      />
    </>
  );
}

/** A list's items (FAQs, testimonials, roles…) in both languages, each removable, and a blank one to add. */
function ListFieldset({ list, items, values, errors }: { list: string; items: PageRecord["lists"][string]; values: Record<string, string>; errors: Record<string, string> }) {
  const parts = listParts(list, items);
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-300 bg-white p-4">
      <legend className="px-1 text-lg font-semibold text-slate-900">{listLabel(list)} list</legend>
      {[...items, null].map((item, n) => {
        const label = item ? `${listLabel(list)} ${n + 1}` : `New ${listLabel(list)} item`;
        return (
          <div key={n} role="group" aria-label={label} className="space-y-3 border-t border-slate-200 pt-3 first:border-t-0 first:pt-0">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-slate-800">{label}</p>
              {item ? (
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name={itemName(list, n, "remove")} value="yes" defaultChecked={values[itemName(list, n, "remove")] === "yes"} className="size-4" />
                  Remove {label}
                </label>
              ) : (
                <p className="text-sm text-slate-600">Fill in to add one; left blank, nothing is added.</p>
              )}
            </div>
            {item?.ref && <input type="hidden" name={itemName(list, n, "ref")} value={item.ref} />}
            {parts.map((part) => (
              <TextPair
                key={part}
                label={`${label} ${partLabel(list, part)}`}
                names={{ en: itemName(list, n, part, "en"), ar: itemName(list, n, part, "ar") }}
                defaults={values}
                errors={errors}
                hint={part === "body" && isHtmlList(list) ? HTML_HINT : undefined}
              />
            ))}
          </div>
        );
      })}
    </fieldset>
  );
}

