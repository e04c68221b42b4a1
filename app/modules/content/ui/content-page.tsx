/**
 * The frame every content page shares (about, contact, FAQ, careers, the policies, the guides):
 * the header from the page's content (breadcrumb, eyebrow, h1, lead), an optional full-width
 * banner, then the body. `ContentPage` lays the page's own blocks out in one column (`className`
 * sets that column's spacing); the long-form pages (policies, guides) use `ArticlePage` in
 * article-page.tsx, a module of its own so a one-column page (contact, about) does not load the
 * reading layout, its "On this page" list and the FAQ accordion.
 */
import type { ReactNode } from "react";
import type { Crumb } from "../../../ui/breadcrumb.tsx";
import type { LocalHeading } from "../types.ts";
import { PageHeader } from "./page-header.tsx";

export type FrameProps = {
  heading: LocalHeading;
  /** The trail after Home; by default the page's heading alone. */
  crumbs?: Crumb[];
  /** Between the header and the body, full width (a guide's hero image). */
  banner?: ReactNode;
  children?: ReactNode;
};

/** The header and banner of a content page, then its body as given. */
export function PageFrame({ heading, crumbs, banner, children }: FrameProps) {
  return (
    <main>
      <PageHeader title={heading.heading} eyebrow={heading.eyebrow} crumbs={crumbs} lead={heading.lead} />
      {banner}
      {children}
    </main>
  );
}

export function ContentPage({ className = "space-y-16 py-12 lg:py-16", children, ...frame }: FrameProps & { className?: string }) {
  return (
    <PageFrame {...frame}>
      <div className={`page-gutter ${className}`}>{children}</div>
    </PageFrame>
  );
}
