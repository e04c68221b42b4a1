/**
 * The one "Read More" of the blog cards (home carousel and blog list, spec 2.3): same words, same
 * arrow. Where it is a link of its own, the link adds the post's title as hidden text, so its text
 * says where it leads (search engines flag a bare "Read More").
 */
import { Icon } from "../../../ui/icons/icon.tsx";
import { useTranslations } from "../../../platform/i18n/intl.tsx";

export function ReadMore() {
  const t = useTranslations("blog");
  return (
    <>
      <span>{t("readMore")}</span>
      <Icon name="arrow-right" className="h-4 w-4 transition group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5" />
    </>
  );
}
