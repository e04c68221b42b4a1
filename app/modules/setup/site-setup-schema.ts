/**
 * What setting the site up asks for (`npm run setup`'s flags and the /admin/setup form share it):
 * the brokerage's identity in the few values a brokerage knows by heart, and its first admin.
 * The rest of the identity is derived (short and legal name from the name, WhatsApp from the
 * phone, careers address from the e-mail) or kept from what is stored, and can be refined later in
 * /admin/brokerage. Field names are the form's and, in kebab-case, the command's flags.
 */
import { z } from "zod";

const MESSAGES = {
  name: "Enter the brokerage's name.",
  phone: "Enter a phone number in international format, e.g. +971 4 555 0123.",
  whatsapp: "Enter the WhatsApp number in international format, e.g. +971 50 555 0123.",
  email: "Enter an e-mail address like info@example.ae.",
  orn: "Enter the RERA office registration number (ORN): digits only.",
  url: "Enter the full https:// address of the page.",
  office: "Give the office's building, street, area and map position (latitude and longitude), or none of them.",
  lat: "A latitude between -90 and 90, e.g. 25.0700.",
  lng: "A longitude between -180 and 180, e.g. 55.1440.",
  hours: "Opening hours like Mo-Sa 09:00-18:00.",
} as const;

/** Empty form fields and absent flags are the same thing: not given. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());
const line = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
/** A phone as people write it (+971 4 555-0123): kept for display, stored without spaces. */
const phone = (message: string) =>
  z
    .string()
    .trim()
    .transform((v) => ({ display: v.replace(/\s+/g, " "), digits: v.replace(/[\s().-]/g, "") }))
    .refine((v) => /^\+\d{7,15}$/.test(v.digits), message);
const https = optional(z.url({ protocol: /^https$/, error: MESSAGES.url }).max(500));
const coordinate = (min: number, max: number, message: string) =>
  optional(z.coerce.number({ error: message }).min(min, message).max(max, message));

export const siteIdentitySchema = z
  .object({
    name: z.string({ error: MESSAGES.name }).trim().min(1, MESSAGES.name).max(300, "At most 300 characters."),
    nameAr: optional(line(300)),
    legalName: optional(line(300)),
    phone: phone(MESSAGES.phone),
    whatsapp: optional(phone(MESSAGES.whatsapp)),
    email: z.email({ error: MESSAGES.email }).trim().max(200),
    orn: z.string({ error: MESSAGES.orn }).trim().regex(/^\d{1,10}$/, MESSAGES.orn),
    hours: optional(line(100).regex(/^[A-Z][a-z](-[A-Z][a-z])?( |,)/, MESSAGES.hours)),
    officeName: optional(line(300)),
    officeBuilding: optional(line(300)),
    officeStreet: optional(line(300)),
    officeArea: optional(line(300)),
    officeCity: optional(line(300)),
    officeLat: coordinate(-90, 90, MESSAGES.lat),
    officeLng: coordinate(-180, 180, MESSAGES.lng),
    facebook: https,
    instagram: https,
    linkedin: https,
    youtube: https,
  })
  .superRefine((v, ctx) => {
    // An office is all or nothing: half an address would show on the contact page as it is.
    const parts = ["officeBuilding", "officeStreet", "officeArea", "officeLat", "officeLng"] as const;
    const given = parts.filter((p) => v[p] !== undefined);
    if (given.length && given.length < parts.length || (!given.length && (v.officeName || v.officeCity)))
      for (const p of parts) if (v[p] === undefined) ctx.addIssue({ code: "custom", path: [p], message: MESSAGES.office });
  });

export type SiteIdentity = z.output<typeof siteIdentitySchema>;

/** The form's and the flags' names of the identity, in the order the form shows them. */
export const IDENTITY_FIELDS = Object.keys(siteIdentitySchema.shape) as Array<keyof SiteIdentity>;

/** The first message of each field (what the form shows beside it, what the command prints). */
export function identityErrors(values: unknown): Record<string, string> {
  const parsed = siteIdentitySchema.safeParse(values);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) out[String(issue.path[0] ?? "form")] ??= issue.message;
  return out;
}
