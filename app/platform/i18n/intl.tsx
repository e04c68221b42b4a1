/**
 * The page's language in React: a context fed by the root loader's `locale` and
 * compiled `messages` (catalog.server.ts). Components call `useTranslations("namespace")` for their
 * texts (keys checked against the English catalogue's type) and `useLocale()` for links and
 * formatting; nothing else in the browser knows the catalogues.
 */
import { Fragment, createContext, createElement, useContext, useMemo, type ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { DEFAULT_LOCALE, localizePath, type Locale } from "./locale.ts";
import type { LocalText } from "./local-text.ts";
import { optionName, type OptionGroup, type OptionNames } from "./option-names.ts";
import { formatRich, translator, type CompiledCatalogue, type MessageKey, type Namespace, type Translator } from "./translate.ts";

export { intlLocale } from "./translate.ts";

/** `names`: the stored options' Arabic names (app/platform/i18n/option-names.ts), empty on English pages. */
type I18n = { locale: Locale; messages: CompiledCatalogue; names?: OptionNames };
const I18nContext = createContext<I18n>({ locale: DEFAULT_LOCALE, messages: {} });

export function I18nProvider({ locale, messages, names, children }: I18n & { children: ReactNode }) {
  const value = useMemo(() => ({ locale, messages, names }), [locale, messages, names]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

type RichValues = Record<string, string | number | ((chunks: ReactNode[]) => ReactNode)>;
export type T<NS extends Namespace> = Translator<NS> & { rich: (key: MessageKey<NS>, values: RichValues) => ReactNode };

/** The messages of one namespace: `t("key", { name })`, and `t.rich("key", { b: (c) => <b>{c}</b> })`. */
export function useTranslations<NS extends Namespace>(ns: NS): T<NS> {
  const { locale, messages } = useContext(I18nContext);
  return useMemo(() => {
    const t = translator(locale, messages, ns) as T<NS>;
    t.rich = (key, values) =>
      formatRich<ReactNode>(locale, messages, ns, key, values).map((part, i) => createElement(Fragment, { key: i }, part));
    return t;
  }, [locale, messages, ns]);
}

/** A stored option's name in the page's language: `name("type", "Villa")` → {text: "فيلا"} (or the English marked lang="en"). */
export function useOptionName(): (group: OptionGroup, name: string) => LocalText {
  const { locale, names } = useContext(I18nContext);
  return (group, name) => optionName(names ?? {}, locale, group, name);
}

/** The page's map of option names (for helpers that take it: detail-terms.ts). */
export function useOptionNames(): OptionNames {
  return useContext(I18nContext).names ?? {};
}

/** An option's name as a text node, in a `lang="en"` span when it has no Arabic name. */
export function OptionText({ group, name }: { group: OptionGroup; name: string }) {
  const n = useOptionName()(group, name);
  return n.lang ? <span lang="en">{n.text}</span> : n.text;
}

type RootI18n = { locale?: Locale } | undefined;

/** The page's language, from the root loader (English outside a page, e.g. on the last-resort error page). */
export function useLocale(): Locale {
  const fromContext = useContext(I18nContext).locale;
  const fromRoot = (useRouteLoaderData("root") as RootI18n)?.locale;
  return fromRoot ?? fromContext;
}

/** A function that puts an English page path into the page's language. */
export function useLocalizePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(path, locale);
}
