/**
 * The frame every content page shares (about, contact, FAQ, careers, the policies, the guides):
 * the header from the page's content (breadcrumb, eyebrow, h1, lead), an optional full-width
 * banner, then the body. A long-form page passes `article`: its intro, titled sections and FAQ
 * in a reading column beside an "On this page" list of them. Any other page lays its own blocks
 * out in one column (`className` sets that column's spacing). The children come last.
 */
import type { ReactNode } from "react";
import type { Crumb } from "../breadcrumb.tsx";
import type { FaqItem, PageHeading } from "../../content/types.ts";
import type { TextSection } from "../../content/sections.ts";
import { ArticleLayout, TextSections } from "./article-layout.tsx";
import { PageHeader } from "./page-header.tsx";
import { Prose } from "./prose.tsx";
import { FaqSection, Section } from "./section.tsx";

/** A long-form page's texts, as app/content/pages.server.ts reads them. */
export type ArticleText = { introHtml: string; sections: TextSection[]; faq?: FaqItem[] };

type Article = {
  article: ArticleText;
  /** The intro's style: the guides open with a larger paragraph than the policies. */
  introClassName?: string;
  /** A titled block before the sections, listed with them (the renting guide's documents). */
  first?: { id: string; title: string; content: ReactNode } | null;
  faqTitle?: string;
  faqFirstOpen?: boolean;
};

type Props = {
  heading: PageHeading;
  /** The trail after Home; by default the page's heading alone. */
  crumbs?: Crumb[];
  /** Between the header and the body, full width (a guide's hero image). */
  banner?: ReactNode;
  className?: string;
  children?: ReactNode;
} & (Article | { article?: never });

export function ContentPage({ heading, crumbs, banner, className = "space-y-16 py-12 lg:py-16", children, ...body }: Props) {
  return (
    <main>
      <PageHeader title={heading.heading} eyebrow={heading.eyebrow} crumbs={crumbs} lead={heading.lead} />
      {banner}
      {body.article ? <LongForm {...body}>{children}</LongForm> : <div className={`page-gutter ${className}`}>{children}</div>}
    </main>
  );
}

function LongForm({ article, introClassName = "", first, faqTitle, faqFirstOpen, children }: Article & { children?: ReactNode }) {
  const { introHtml, sections, faq = [] } = article;
  const toc = [...(first ? [first] : []), ...sections, ...(faq.length ? [{ id: "faq", title: "FAQs" }] : [])];
  return (
    <ArticleLayout toc={toc}>
      {introHtml && <Prose html={introHtml} className={introClassName} />}
      {first && (
        <Section id={first.id} title={first.title}>
          {first.content}
        </Section>
      )}
      <TextSections sections={sections} />
      <FaqSection items={faq} title={faqTitle} firstOpen={faqFirstOpen} />
      {children}
    </ArticleLayout>
  );
}

/** A guide of the Services menu: the trail Home › Services › its heading, and a larger opening paragraph. */
export function GuidePage(props: Omit<Props & Article, "crumbs" | "introClassName">) {
  return (
    <ContentPage
      {...props}
      crumbs={[{ label: "Services" }, { label: props.heading.heading }]}
      introClassName="text-lg leading-8"
    />
  );
}
