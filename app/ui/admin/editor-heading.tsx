/**
 * The top of every content editor (areas, developers, agents, blog posts, page texts, the
 * brokerage): the page's title and heading, links to the public page and to the record's history,
 * any facts the screen adds beside them, and the saved or refused message of the last post.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { FormAlert } from "./field.tsx";

const LINK = "font-semibold text-brand-700 underline";

export function EditorHeading({
  heading,
  view,
  history,
  saved,
  error,
  children,
}: {
  heading: string;
  /** The public page, while the record is shown on the site. */
  view?: { href: string; label: string } | null;
  /** The record's history screen (historyPathOf); none for a record not yet saved. */
  history?: string | null;
  saved?: string | null;
  error?: string;
  /** Facts shown after the links (a post's state, the last change). */
  children?: ReactNode;
}) {
  return (
    <>
      <title>{heading}</title>
      <h1 className="text-2xl font-bold break-words text-slate-900">{heading}</h1>
      {(view || history || children) && (
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-slate-700">
          {view && (
            // A document request: the public site is another app shell than /admin.
            <a href={view.href} className={LINK}>
              {view.label}
            </a>
          )}
          {history && (
            <Link to={history} className={LINK}>
              History and earlier versions
            </Link>
          )}
          {children}
        </p>
      )}
      <div className="mt-3 space-y-2">
        <FormAlert message={saved} tone="ok" />
        <FormAlert message={error} />
      </div>
    </>
  );
}
