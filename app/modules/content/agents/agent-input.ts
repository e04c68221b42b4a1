/**
 * What the agent service accepts (issue 20): an agent's public profile as the back office edits
 * it. Server-side only; the form's field names are these paths (name.en, languages, brn…).
 *
 * The BRN is the broker registration number RERA (Dubai Land Department) issues to each licensed
 * broker: digits only. We accept 3 to 10 digits (the demo's are five; real ones have been
 * five or six): a wrong format is refused rather than shown on every listing of the agent.
 */
import { z } from "zod";
import { localText, MAX_LINE } from "../pages/page-schema.ts";
import { imagePathSchema } from "../../../platform/media/image-path.ts";

export const BRN_MESSAGE = "The RERA broker registration number (BRN): digits only, e.g. 48213";

const optionalText = (max: number) =>
  z.object({
    en: z.string().trim().max(max, `At most ${max} characters`).nullish().transform((v) => v || null),
    ar: z.string().trim().max(max, `At most ${max} characters`).nullish().transform((v) => v || null),
  });

export const agentSchema = z.object({
  name: localText(MAX_LINE),
  designation: localText(120),
  /** A few plain sentences (no HTML): shown as text. */
  bio: optionalText(2_000),
  photoPath: imagePathSchema,
  languages: z
    .array(z.string().trim().min(2, "A language name has at least 2 letters").max(40, "At most 40 characters").regex(/^[\p{L} ()-]+$/u, "Letters only, e.g. Arabic"))
    .min(1, "At least one language")
    .max(12, "At most 12 languages"),
  brn: z.string().trim().regex(/^\d{3,10}$/, BRN_MESSAGE),
  email: z.email("An e-mail address, e.g. name@example.ae").trim().toLowerCase().max(200),
  countryCode: z.string().trim().regex(/^\d{1,4}$/, "The country code, digits only (971 for the UAE)"),
  phone: z.string().trim().regex(/^\d{6,12}$/, "The number without the country code, digits only, e.g. 501234567"),
  /** Null: the phone number is the WhatsApp number too. */
  whatsapp: z
    .string()
    .trim()
    .regex(/^\d{7,15}$/, "Digits only, with the country code, e.g. 971501234567")
    .nullable(),
  /** The staff account (role agent) that works as this agent: it sees this agent's listings and leads. */
  staffId: z.number().int().positive().nullable(),
});

export type AgentSnapshot = z.output<typeof agentSchema>;

/** "Arabic, English" as stored ↔ the list the form and the record use. */
export const splitLanguages = (stored: string) =>
  stored
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
