/**
 * The brokerage's social links, in the order it lists them (app/content): the header's top bar,
 * the mobile menu panel and the footer each draw them in their own colours and sizes.
 */
import { useBrokerage } from "../../../ui/brokerage.ts";
import { SocialIcon, type SocialNetwork } from "../../../ui/icons/named-icons.tsx";
import { SOCIAL_LABELS } from "./nav-items.ts";
import { useTranslations } from "../../../platform/i18n/intl.tsx";

type Props = { className: string; linkClassName: string; iconClassName?: string };

export function SocialLinks({ className, linkClassName, iconClassName }: Props) {
  const brokerage = useBrokerage();
  const t = useTranslations("shell");
  const socials = Object.entries(brokerage.social) as [SocialNetwork, string][];
  return (
    <ul className={className} aria-label={t("socialMedia")}>
      {socials.map(([network, href]) => (
        <li key={network}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("socialLink", { name: brokerage.shortName, network: SOCIAL_LABELS[network] })}
            className={linkClassName}
          >
            <SocialIcon network={network} className={iconClassName} />
          </a>
        </li>
      ))}
    </ul>
  );
}
