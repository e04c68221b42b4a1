/**
 * The submit button of every search bar (home, unit list, project list): one colour and one
 * shape everywhere. Gold is the site's accent for the main action of a bar; the bar's other
 * buttons (Done, Reset) stay teal.
 */
import { useTranslations } from "../../../platform/i18n/intl.tsx";

type Props = {
  /** A search on its way: the button says so and takes no second press. */
  busy?: boolean;
  className?: string;
};

export function SearchButton({ busy = false, className = "" }: Props) {
  const t = useTranslations("search");
  return (
    <button
      type="submit"
      disabled={busy}
      className={`flex h-11 w-full items-center justify-center gap-2 rounded-md bg-gold-500 px-6 text-sm font-bold text-brand-900 hover:bg-gold-400 disabled:opacity-70 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4">
        <path fill="currentColor" d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4 4a1 1 0 0 1-1.4 1.4l-4-4A6.5 6.5 0 1 1 8.5 2Zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z" />
      </svg>
      {busy ? t("searching") : t("search")}
    </button>
  );
}
