/** /agents: the brokerage's agents whose profile is public, each card linking to the agent's page. */
import type { Route } from "./+types/agents";
import { dbContext } from "../platform/context.ts";
import { localeOf } from "../platform/i18n/locale.server.ts";
import { messagesFor } from "../platform/i18n/catalog.server.ts";
import { translator } from "../platform/i18n/translate.ts";
import { listPublicAgents } from "../modules/content/agents/agent-pages.server.ts";
import { agentView } from "../modules/content/agents/agent-view.server.ts";
import { AgentCard } from "../modules/content/agents/agent-ui.tsx";
import { PageHeader } from "../modules/content/ui/page-header.tsx";
import { seoMeta } from "../modules/site/seo.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const t = translator(locale, messagesFor(locale), "profile");
  const agents = await listPublicAgents(context.get(dbContext), locale);
  return {
    agents: agents.map((a) => agentView(a, t, locale)),
    texts: { title: t("agents"), intro: t("agentsIntro"), none: t("noAgents") },
    seo: { title: t("agentsTitle"), description: t("agentsDescription"), path: "/agents" },
  };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? seoMeta(args, args.loaderData.seo) : [];
}

export default function AgentsPage({ loaderData }: Route.ComponentProps) {
  const { agents, texts } = loaderData;
  return (
    <main id="main">
      <PageHeader title={texts.title} lead={texts.intro} crumbs={[{ label: texts.title }]} />
      <div className="page-gutter pb-16 pt-8">
        {agents.length === 0 ? (
          <p className="text-slate-700">{texts.none}</p>
        ) : (
          <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            {agents.map((a) => (
              <li key={a.id}>
                <AgentCard agent={a} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
