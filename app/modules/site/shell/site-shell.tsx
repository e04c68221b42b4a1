/**
 * The shell around every page (including the 404 and error pages): skip link, header with
 * the menu, the page, the footer, the foot strip (the compare tray and the detail pages' contact bar for
 * phones and tablets, asked for by the route's handle: contact-bar.tsx), and the organisation's structured data.
 * The enquiry modal and result popup (leads) are mounted beside it in root.tsx.
 */
import { useEffect, type ReactNode } from "react";
import { useMatches, useRouteLoaderData } from "react-router";
import { footBarFor, FootStrip } from "../../listings/components.tsx";
import { SubscribeForm } from "../../leads/components.tsx";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { OrganizationJsonLd } from "./organization-json-ld.tsx";
import { listenForTaps } from "../../../ui/contact-tap.ts";
import { useTranslations } from "../../../platform/i18n/intl.tsx";

export function SiteShell({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData("root") as { siteUrl?: string } | undefined;
  const footBar = footBarFor(useMatches());
  const t = useTranslations("shell");
  useEffect(() => listenForTaps(document), []);
  return (
    <>
      <a href="#content" className="sr-only z-50 rounded-md bg-brand-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:start-3 focus:top-3">
        {t("skipToContent")}
      </a>
      <Header />
      <div id="content" tabIndex={-1} className="min-h-[60vh] outline-none">
        {children}
      </div>
      <Footer subscribe={<SubscribeForm />} />
      <FootStrip bar={footBar} />
      <OrganizationJsonLd siteUrl={root?.siteUrl ?? ""} />
    </>
  );
}
