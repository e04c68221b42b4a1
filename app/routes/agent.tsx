/**
 * /agents/{slug}: an agent's page: photo, name, designation, languages, BRN, call, WhatsApp and
 * e-mail, the short profile, then the agent's live units with the unit list's filters and
 * pagination, and the agent's structured data (a Person working for the brokerage, a
 * RealEstateAgent). An unknown or hidden agent is a 404.
 */
import { data } from "react-router";
import type { Route } from "./+types/agent";
import { dbContext, siteContext } from "../platform/context.ts";
import { localeOf } from "../platform/i18n/locale.server.ts";
import { localizePath } from "../platform/i18n/locale.ts";
import { messagesFor } from "../platform/i18n/catalog.server.ts";
import { translator } from "../platform/i18n/translate.ts";
import { absoluteUrl } from "../platform/http/absolute-url.ts";
import { cutText } from "../platform/i18n/format.ts";
import { findPublicAgent, type PublicAgent } from "../modules/content/agents/agent-pages.server.ts";
import { agentView } from "../modules/content/agents/agent-view.server.ts";
import { AgentProfile } from "../modules/content/agents/agent-ui.tsx";
import { readBrokerage } from "../modules/content/index.server.ts";
import { loadUnitList } from "../modules/listings/lists/unit-list.server.ts";
import { UnitListView } from "../modules/listings/ui/unit-list-view.tsx";
import { seoMeta } from "../modules/site/seo.ts";
import { JsonLd } from "../ui/json-ld.tsx";

function agentJsonLd(a: PublicAgent, siteUrl: string, brokerage: { name: string }, locale: "en" | "ar") {
  const url = absoluteUrl(siteUrl, localizePath(`/agents/${a.slug}`, locale));
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": `${url}#agent`,
    name: a.name.text,
    jobTitle: a.designation.text,
    url,
    ...(a.photo ? { image: absoluteUrl(siteUrl, a.photo) } : {}),
    ...(a.bio ? { description: a.bio.text } : {}),
    telephone: `+${a.phone}`,
    email: a.email,
    knowsLanguage: a.languages,
    identifier: { "@type": "PropertyValue", propertyID: "RERA BRN", value: a.brn },
    worksFor: { "@type": "RealEstateAgent", name: brokerage.name, url: absoluteUrl(siteUrl, localizePath("/", locale)) },
  };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const locale = localeOf(request);
  const agent = await findPublicAgent(db, params.slug, locale);
  if (!agent) throw data(null, { status: 404 });
  const t = translator(locale, messagesFor(locale), "profile");
  const [list, brokerage] = await Promise.all([loadUnitList(db, new URL(request.url), { agent: agent.id }), readBrokerage(db, locale)]);
  const view = agentView(agent, t, locale);
  const name = agent.name.text;
  return {
    ...list,
    agent: view,
    texts: { agents: t("agents"), listings: t("agentListings", { name }), newTab: t("newTab") },
    seo: {
      title: t("agentTitle", { name, designation: agent.designation.text }),
      description: cutText(t("agentDescription", { name, designation: agent.designation.text, brn: agent.brn, languages: agent.languages.join(", "), listings: view.listings }), 155),
      path: `/agents/${agent.slug}`,
      image: agent.photo ?? undefined,
    },
    jsonLd: agentJsonLd(agent, context.get(siteContext).siteUrl.replace(/\/$/, ""), brokerage, locale),
  };
}

export function meta(args: Route.MetaArgs) {
  if (!args.loaderData) return [{ title: "Agent not found" }, { name: "robots", content: "noindex" }];
  return seoMeta(args, args.loaderData.seo);
}

export default function AgentPage({ loaderData }: Route.ComponentProps) {
  const { agent, texts } = loaderData;
  return (
    <UnitListView
      data={loaderData}
      heading={agent.name.text}
      crumbs={[{ label: texts.agents, to: "/agents" }, { label: agent.name.text }]}
      searchAction={`/agents/${agent.slug}`}
      intro={
        <>
          <AgentProfile agent={agent} newTab={texts.newTab} />
          <h2 className="mt-10 text-2xl font-bold text-slate-900">{texts.listings}</h2>
        </>
      }
    >
      <JsonLd data={loaderData.jsonLd} />
    </UnitListView>
  );
}
