/**
 * A long-form content page (the policies, the guides): the content page's frame around the intro,
 * titled sections and FAQ in a reading column beside an "On this page" list of them.
 */
import type { ReactNode } from "react";
import type { FaqItem } from "../types.ts";
import type { LocalSection } from "../pages/pages.server.ts";
import type { LocalText } from "../../../platform/i18n/local-text.ts";
import { useTranslations } from "../../../platform/i18n/intl.tsx";
import { ArticleLayout, TextSections } from "./article-layout.tsx";
import { PageFrame, type FrameProps } from "./content-page.tsx";
import { Prose } from "../../../ui/prose.tsx";
import { FaqSection, Section } from "./section.tsx";

/** A long-form page's texts, as app/modules/content/pages/pages.server.ts reads them. */
type ArticleText = { introHtml: LocalText; sections: LocalSection[]; faq?: FaqItem[] };

type Article = {
  article: ArticleText;
  /** The intro's style: the guides open with a larger paragraph than the policies. */
  introClassName?: string;
  /** A titled block before the sections, listed with them (the renting guide's documents). */
  first?: { id: string; title: string; content: ReactNode } | null;
  faqTitle?: string;
  faqFirstOpen?: boolean;
};

export function ArticlePage({ article, introClassName = "", first, faqTitle, faqFirstOpen, children, ...frame }: FrameProps & Article) {
  const t = useTranslations("content");
  const { introHtml, sections, faq = [] } = article;
  const toc = [...(first ? [first] : []), ...sections, ...(faq.length ? [{ id: "faq", title: t("faqs") }] : [])];
  return (
    <PageFrame {...frame}>
      <ArticleLayout toc={toc}>
        {introHtml.text && <Prose html={introHtml.text} lang={introHtml.lang} className={introClassName} />}
        {first && (
          <Section id={first.id} title={first.title}>
            {first.content}
          </Section>
        )}
        <TextSections sections={sections} />
        <FaqSection items={faq} title={faqTitle} firstOpen={faqFirstOpen} />
        {children}
      </ArticleLayout>
    </PageFrame>
  );
}

/** A guide of the Services menu: the trail Home › Services › its heading, and a larger opening paragraph. */
export function GuidePage(props: Omit<FrameProps & Article, "crumbs" | "introClassName">) {
  const t = useTranslations("content");
  return <ArticlePage {...props} crumbs={[{ label: t("services") }, { label: props.heading.heading.text }]} introClassName="text-lg leading-8" />;
}
