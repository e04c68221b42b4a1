/**
 * The language switch: a plain link to the same page, with its query, in the other
 * language. A whole-page load, so the new page comes with its own language's messages and
 * `<html lang dir>`.
 */
import { useLocation } from "react-router";
import { useTranslations } from "../../../platform/i18n/intl.tsx";
import { otherLocalePath } from "../../../platform/i18n/locale.ts";

export function LanguageSwitch({ className }: { className: string }) {
  const t = useTranslations("language");
  const { pathname, search } = useLocation();
  const lang = t("switchLang");
  return (
    <a href={otherLocalePath(pathname + search)} hrefLang={lang} lang={lang} title={t("switchLabel")} className={className}>
      {t("switchText")}
    </a>
  );
}
