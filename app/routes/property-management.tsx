/** Property management guide (spec 2.9): what we manage, fees and 4 FAQs. */
import type { Route } from "./+types/property-management";
import { pageSeoMeta } from "../lib/seo.ts";
import { dbContext } from "../context.ts";
import { loadContentPage, pageContent } from "../content/pages.server.ts";
import { GuidePage } from "../components/content/article-page.tsx";
import { ContactCta } from "../components/content/section.tsx";

export function loader({ context }: Route.LoaderArgs) {
  return loadContentPage(context.get(dbContext), "property-management", pageContent.propertyManagement);
}

export function meta(args: Route.MetaArgs) {
  return pageSeoMeta(args);
}

export default function PropertyManagement({ loaderData: { heading, page } }: Route.ComponentProps) {
  return (
    <GuidePage heading={heading} article={page} faqTitle="Property management: FAQs">
      <ContactCta
        title="Let us manage your property"
        text="Tell us about your property and we will send a management proposal with a rent estimate within two working days."
      />
    </GuidePage>
  );
}
