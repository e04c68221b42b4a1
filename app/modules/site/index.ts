// What other modules may use of site, browser-safe. Server parts are in index.server.ts.
export { absoluteUrl } from "./seo.ts";
export { EyeIcon, MailIcon, PhoneIcon, PinIcon, WhatsappIcon } from "../../ui/icons/named-icons.tsx";
