/**
 * The heart on every unit and project card and detail page: a toggle button
 * (aria-pressed) that keeps the listing's id in the visitor's browser. The server renders it
 * unpressed for everyone; a saved listing shows pressed once the visitor's layer has loaded.
 */
import { Icon } from "../../../ui/icons/icon.tsx";
import { useVisitor } from "./visitor-context.tsx";
import { type ListingKind } from "./visitor-types.ts";
import { useFavourites } from "./visitor-hooks.ts";
import { useTranslations } from "../../../platform/i18n/intl.tsx";

export function FavouriteButton({ kind, id, name, className = "relative" }: { kind: ListingKind; id: number; name: string; className?: string }) {
  const visitor = useVisitor();
  const t = useTranslations("visitor");
  const saved = useFavourites()[`${kind}s`].includes(id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={t("favourite", { name })}
      // Until the visitor's layer has loaded (just after hydration) there is nothing to keep it in.
      disabled={!visitor}
      onClick={() => visitor?.toggleFavourite(kind, id)}
      className={`z-20 grid h-11 w-11 place-items-center rounded-full bg-white text-rose-600 shadow ${className}`}
    >
      <Icon name={saved ? "heart-filled" : "heart"} className="h-5 w-5" />
    </button>
  );
}
