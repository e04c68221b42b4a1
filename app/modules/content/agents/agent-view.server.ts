/** An agent as the public pages show it: the words made in the page's language, the links ready. */
import { telLink, whatsappLink } from "../../../platform/i18n/format.ts";
import type { Locale } from "../../../platform/i18n/locale.ts";
import type { Translator } from "../../../platform/i18n/translate.ts";
import type { PublicAgent } from "./agent-pages.server.ts";
import type { AgentView } from "./agent-ui.tsx";
import { languageNamesIn } from "../../../platform/i18n/language-names.ts";

export function agentView(a: PublicAgent, t: Translator<"profile">, locale: Locale): AgentView {
  const name = a.name.text;
  return {
    id: a.id,
    slug: a.slug,
    name: a.name,
    designation: a.designation,
    bio: a.bio,
    photo: { src: a.photo, alt: t("photoOf", { name }) },
    speaks: t("speaks", { languages: languageNamesIn(a.languages, locale) }),
    brn: t("brn", { brn: a.brn }),
    listings: t("listingCount", { count: a.listings }),
    links: {
      call: { href: telLink("", a.phone), label: t("call", { name }) },
      whatsapp: { href: whatsappLink("", a.whatsapp, ""), label: t("whatsapp", { name }) },
      email: { href: `mailto:${a.email}`, label: t("email", { name }) },
    },
  };
}
