/**
 * The site's `<Link>`: React Router's in the browser; on the server, for a path from the site's
 * root ("/…"), the same `<a>` written directly.
 *
 * Why: on the server React Router's Link resolves its path twice (for the href and for the click
 * handler), each time serialising the route matches, to arrive at an href that for a root path
 * is the path itself. Pages carry 60 to 140 links (menu, footer, cards), which made that about
 * 5 % of an uncached page's CPU. Everything else Link does on the server leaves no trace in the
 * HTML (click and intent-prefetch handlers, refs), so the markup is the same; `link.test.ts`
 * compares the two for the kinds of links the site has. Relative paths, objects, masks and
 * prefetching that renders tags stay with React Router's Link.
 */
import type { ReactElement } from "react";
import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps, type To } from "react-router";
import { useLocale } from "../platform/i18n/intl.tsx";
import { localizePath, type Locale } from "../platform/i18n/locale.ts";

export function ServerLink(props: LinkProps): ReactElement {
  const {
    to,
    discover = "render",
    prefetch = "none",
    onClick,
    target,
    mask,
    reloadDocument: _reloadDocument,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    relative: _relative,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    ...rest
  } = props;
  const rootPath = typeof to === "string" && to.startsWith("/") && !to.startsWith("//");
  if (!rootPath || mask || (prefetch !== "none" && prefetch !== "intent")) return <RouterLink {...props} />;
  // The attributes in React Router's order, so the two write the same bytes.
  return <a {...rest} href={to} onClick={onClick} target={target} data-discover={discover === "render" ? "true" : undefined} />;
}

/** A root path in the page's language: `/faq` is `/ar/faq` on an Arabic page; other targets stay as they are. */
function localizeTo(to: To, locale: Locale): To {
  if (locale === "en") return to;
  if (typeof to === "string") return localizePath(to, locale);
  return to.pathname ? { ...to, pathname: localizePath(to.pathname, locale) } : to;
}

const PlainLink = import.meta.env.SSR ? ServerLink : RouterLink;

/**
 * The site's links are written with English paths, as the spec names them; they lead to the
 * same page in the language of the page they are on.
 */
function LocalizedLink(props: LinkProps): ReactElement {
  const locale = useLocale();
  return <PlainLink {...props} to={localizeTo(props.to, locale)} />;
}

export const Link = LocalizedLink as typeof RouterLink;

/** React Router's NavLink, in the page's language (the menus' current-page links). */
function LocalizedNavLink(props: NavLinkProps): ReactElement {
  const locale = useLocale();
  return <RouterNavLink {...props} to={localizeTo(props.to, locale)} />;
}

export const NavLink = LocalizedNavLink as typeof RouterNavLink;
