/** The result of a form sent without JavaScript: the popup's texts as a page, OK leads back. */
import type { ReactNode } from "react";
import { Link } from "../../../ui/link.tsx";
import { useTranslations } from "../../../platform/i18n/intl.tsx";
import { formatMessage } from "../../../platform/i18n/translate.ts";
import { pageMessages } from "../../../platform/i18n/page-messages.ts";
import type { Locale } from "../../../platform/i18n/locale.ts";
import type { Messages } from "../../../platform/i18n/messages.ts";

/** A `forms` message for a route's meta, in the root loader's language. */
export function formsText(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>, key: keyof Messages["forms"]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { locale?: Locale; messages?: string | null } | undefined;
  const locale = root?.locale ?? "en";
  return formatMessage(locale, pageMessages(locale, root?.messages).messages, "forms", key);
}

export function FormResult({ ok, title, message, back, children }: { ok: boolean; title: string; message: string; back: string; children?: ReactNode }) {
  const t = useTranslations("forms");
  return (
    <main className="mx-auto max-w-lg px-4 py-16 text-center sm:py-24">
      <div
        aria-hidden="true"
        className={`mx-auto flex h-16 w-16 items-center justify-center rounded-full ${ok ? "bg-emerald-100 text-emerald-700" : "bg-red-100 text-red-700"}`}
      >
        <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
          {ok ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M12 7v6M12 17h.01" />}
        </svg>
      </div>
      <h1 className="mt-5 text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-lg text-slate-700">{message}</p>
      {children}
      <p className="mt-8">
        <Link to={back} className="inline-flex h-11 min-w-28 items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800">
          {t("ok")}
        </Link>
      </p>
    </main>
  );
}
