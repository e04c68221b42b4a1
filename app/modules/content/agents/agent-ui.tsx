/**
 * The agents' public pages' parts: a card on /agents and the profile at the top of /agents/{slug}.
 * Every word comes from the loader (the "profile" catalogue stays on the server); the contact links
 * are plain links, counted as leads when tapped (app/ui/contact-tap.ts).
 */
import { Img } from "../../../ui/img.tsx";
import { Link } from "../../../ui/link.tsx";
import { tapAttrs } from "../../../ui/contact-tap.ts";
import type { LocalText } from "../../../platform/i18n/local-text.ts";

export type AgentView = {
  id: number;
  slug: string;
  name: LocalText;
  designation: LocalText;
  bio: LocalText | null;
  photo: { src: string | null; alt: string };
  /** "Speaks Arabic, English", "BRN …", "12 listings": ready to show. */
  speaks: string;
  brn: string;
  listings: string;
  links: { call: { href: string; label: string }; whatsapp: { href: string; label: string }; email: { href: string; label: string } };
};

const button = "inline-flex min-h-11 items-center justify-center rounded-md px-4 text-sm font-semibold";

function AgentContacts({ agent, newTab }: { agent: AgentView; newTab: string }) {
  const { call, whatsapp, email } = agent.links;
  return (
    <div className="flex flex-wrap gap-2">
      <a href={call.href} {...tapAttrs("agent", agent.id, "call")} className={`${button} border border-brand-700 text-brand-700 hover:bg-brand-50`}>
        {call.label}
      </a>
      <a href={whatsapp.href} {...tapAttrs("agent", agent.id, "whatsapp")} target="_blank" rel="noopener noreferrer" className={`${button} bg-[#0f7a3f] text-white hover:bg-[#0b6533]`}>
        {whatsapp.label}
        <span className="sr-only"> {newTab}</span>
      </a>
      <a href={email.href} {...tapAttrs("agent", agent.id, "email")} className={`${button} border border-brand-700 text-brand-700 hover:bg-brand-50`}>
        {email.label}
      </a>
    </div>
  );
}

export function AgentCard({ agent }: { agent: AgentView }) {
  return (
    <article className="flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <Img src={agent.photo.src} alt={agent.photo.alt} sizes="96px" width={96} height={96} className="size-24 shrink-0 rounded-full object-cover" />
      <div className="min-w-0">
        <h2 className="text-lg font-bold text-slate-900">
          <Link to={`/agents/${agent.slug}`} lang={agent.name.lang} className="text-brand-800 underline-offset-2 hover:underline">
            {agent.name.text}
          </Link>
        </h2>
        <p lang={agent.designation.lang} className="text-sm text-slate-700">
          {agent.designation.text}
        </p>
        <p className="mt-1 text-sm text-slate-600">{agent.speaks}</p>
        <p className="text-sm text-slate-600">{agent.listings}</p>
      </div>
    </article>
  );
}

/** The top of an agent's page: photo, designation, languages, BRN, the contact links and the short profile. */
export function AgentProfile({ agent, newTab }: { agent: AgentView; newTab: string }) {
  return (
    <div className="mt-4 grid gap-6 md:grid-cols-[10rem_1fr] md:items-start">
      <Img src={agent.photo.src} alt={agent.photo.alt} sizes="160px" width={160} height={160} priority className="size-40 rounded-full object-cover shadow-sm" />
      <div className="min-w-0">
        <p lang={agent.designation.lang} className="text-lg font-semibold text-slate-800">
          {agent.designation.text}
        </p>
        <p className="mt-1 text-slate-700">{agent.speaks}</p>
        <p className="text-slate-700">{agent.brn}</p>
        <div className="mt-4">
          <AgentContacts agent={agent} newTab={newTab} />
        </div>
        {agent.bio && (
          <p lang={agent.bio.lang} className="mt-4 max-w-3xl whitespace-pre-line text-slate-700">
            {agent.bio.text}
          </p>
        )}
      </div>
    </div>
  );
}
