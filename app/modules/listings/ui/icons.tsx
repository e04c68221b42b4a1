/**
 * The listing pieces' icons: thin wrappers over the one SVG sprite (app/ui/icons/icon.tsx;
 * decorative: always aria-hidden). Phone, mail, WhatsApp, pin and close are the shell's drawings.
 */
import { Icon } from "../../../ui/icons/icon.tsx";

type P = { className?: string };

export function PhoneIcon({ className = "h-4 w-4" }: P) {
  return <Icon name="phone" className={className} />;
}

export function MailIcon({ className = "h-4 w-4" }: P) {
  return <Icon name="mail" className={className} />;
}

export function WhatsAppIcon({ className = "h-4 w-4" }: P) {
  return <Icon name="whatsapp" className={className} />;
}

export function CameraIcon({ className = "h-4 w-4" }: P) {
  return <Icon name="camera" className={className} />;
}

export function PinIcon({ className = "h-4 w-4" }: P) {
  return <Icon name="pin" className={className} />;
}

export function BedIcon({ className = "h-4 w-4" }: P) {
  return <Icon name="bed" className={className} />;
}

export function BathIcon({ className = "h-4 w-4" }: P) {
  return <Icon name="bath" className={className} />;
}

export function AreaIcon({ className = "h-4 w-4" }: P) {
  return <Icon name="area" className={className} />;
}

export function ClockIcon({ className = "h-4 w-4" }: P) {
  return <Icon name="clock" className={className} />;
}

/** "left" is back and "right" is forward: on a right-to-left page both are drawn mirrored. */
export function ChevronIcon({ dir, className = "h-5 w-5" }: P & { dir: "left" | "right" }) {
  return <Icon name={dir === "left" ? "chevron-left" : "chevron-right"} className={`${className} rtl:-scale-x-100`} />;
}

export function CloseIcon({ className = "h-6 w-6" }: P) {
  return <Icon name="close" className={className} />;
}
