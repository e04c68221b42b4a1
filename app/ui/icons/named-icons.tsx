/** The shell's icons: thin wrappers over the one SVG sprite (app/ui/icons/icon.tsx). */
import { Icon } from "./icon.tsx";

type IconProps = { className?: string };

export function PhoneIcon({ className = "h-4 w-4" }: IconProps) {
  return <Icon name="phone" className={className} />;
}

export function MailIcon({ className = "h-4 w-4" }: IconProps) {
  return <Icon name="mail" className={className} />;
}

export function WhatsappIcon({ className = "h-4 w-4" }: IconProps) {
  return <Icon name="whatsapp" className={className} />;
}

export function ListIcon({ className = "h-6 w-6" }: IconProps) {
  return <Icon name="list" className={className} />;
}

export function CloseIcon({ className = "h-6 w-6" }: IconProps) {
  return <Icon name="close" className={className} />;
}

export function ChevronDown({ className = "h-4 w-4" }: IconProps) {
  return <Icon name="chevron-down" className={className} />;
}

export function EyeIcon({ className = "h-4 w-4" }: IconProps) {
  return <Icon name="eye" className={className} />;
}

export function PinIcon({ className = "h-4 w-4" }: IconProps) {
  return <Icon name="pin" className={className} />;
}

/** The networks of the footer and header links; each is a symbol of the sprite by the same name. */
export type SocialNetwork = "facebook" | "linkedin" | "instagram" | "youtube";

export function SocialIcon({ network, className = "h-4 w-4" }: IconProps & { network: SocialNetwork }) {
  return <Icon name={network} className={className} />;
}
