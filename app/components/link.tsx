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
import { Link as RouterLink, type LinkProps } from "react-router";

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

export const Link: typeof RouterLink = import.meta.env.SSR ? (ServerLink as typeof RouterLink) : RouterLink;
