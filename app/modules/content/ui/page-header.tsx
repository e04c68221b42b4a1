/**
 * The top of a content page: breadcrumb, eyebrow, the page's single h1 and an optional lead. Texts
 * from the database come as LocalText (English marked lang="en" on an Arabic page), texts from the
 * catalogue as strings.
 */
import { Breadcrumb, type Crumb } from "../../../ui/breadcrumb.tsx";
import type { LocalText } from "../../../platform/i18n/local-text.ts";
import "../../../ui/prose.css";

type Text = string | LocalText;
const asLocal = (t: Text | undefined): LocalText => (typeof t === "string" ? { text: t } : (t ?? { text: "" }));

type Props = {
  title: Text;
  eyebrow?: Text;
  lead?: React.ReactNode | LocalText;
  crumbs?: Crumb[];
  children?: React.ReactNode;
};

const isLocal = (x: unknown): x is LocalText => typeof x === "object" && x !== null && "text" in x && typeof (x as LocalText).text === "string";

export function PageHeader({ title: titleText, eyebrow: eyebrowText, lead, crumbs, children }: Props) {
  const title = asLocal(titleText);
  const eyebrow = asLocal(eyebrowText);
  const leadText = isLocal(lead) ? lead : null;
  return (
    <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="page-gutter pt-6 pb-10 sm:pt-8 sm:pb-14">
        <Breadcrumb items={crumbs ?? [{ label: title.text }]} />
        {eyebrow.text && (
          <p lang={eyebrow.lang} className="mt-8 text-sm font-semibold tracking-wider text-[#8a6514] uppercase">
            {eyebrow.text}
          </p>
        )}
        <h1 lang={title.lang} className={`${eyebrow.text ? "mt-2" : "mt-8"} max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl`}>
          {title.text}
        </h1>
        {leadText
          ? leadText.text && (
              <div lang={leadText.lang} className="mt-4 max-w-3xl text-lg leading-8 text-slate-600">
                {leadText.text}
              </div>
            )
          : lead && <div className="mt-4 max-w-3xl text-lg leading-8 text-slate-600">{lead as React.ReactNode}</div>}
        {children}
      </div>
    </header>
  );
}
