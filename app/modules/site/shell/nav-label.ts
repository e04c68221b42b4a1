/** A menu label (nav-items.ts) in the page's language. */
import { useTranslations } from "../../../platform/i18n/intl.tsx";
import type { NavLabel } from "./nav-items.ts";

export function useNavLabel(): (label: NavLabel) => string {
  const tNav = useTranslations("nav");
  const tCategory = useTranslations("categoryMenu");
  return (label) => (label.ns === "nav" ? tNav(label.key) : tCategory(label.key));
}
