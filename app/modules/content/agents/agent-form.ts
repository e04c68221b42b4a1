/**
 * The agent record and its back-office form: what the agent service accepts (the public profile:
 * name, designation and a short biography in English and Arabic, photo, languages, BRN, phone,
 * WhatsApp, e-mail, and the staff account that works as the agent), and the editor that edits it
 * (routes/admin/agent-edit.tsx). The form's fields are the record's paths (name.en, languages,
 * brn…). zod/mini, no server code: the browser checks the form with these rules.
 *
 * The BRN is the broker registration number RERA (Dubai Land Department) issues to each licensed
 * broker: digits only. We accept 3 to 10 digits (the demo's are five; real ones have been
 * five or six): a wrong format is refused rather than shown on every listing of the agent.
 */
import * as z from "zod/mini";
import { slugify } from "../../../platform/i18n/format.ts";
import { imagePathSchema } from "../../../platform/media/image-path.ts";
import { isEmail, listOf } from "../../../platform/schema-parts.ts";
import { atMost, localText, MAX_LINE, optionalText, shown, slugField } from "../editing/record-fields.ts";
import { numberValue, pairOf, pairValues } from "../editing/record-form.ts";
import type { RecordEditorConfig } from "../editing/record-editor.ts";
import { splitLanguages } from "../../../platform/i18n/language-names.ts";

const BRN_MESSAGE = "The RERA broker registration number (BRN): digits only, e.g. 48213";
const LANGUAGE = "Letters only, e.g. Arabic";
const EMAIL = "An e-mail address, e.g. name@example.ae";
const ACCOUNT = "Choose an account with the agent role.";

/** The profile's texts, as the form posts them, before and after the photo (the record keeps this order). */
const profile = {
  name: localText(MAX_LINE),
  designation: localText(120),
  /** A few plain sentences (no HTML): shown as text. */
  bio: optionalText(2_000),
  /** The agent's page, /agents/{slug}, shown while `public` is ticked. */
  slug: slugField(100),
  public: shown,
};
const contacts = {
  languages: listOf(z.string({ error: LANGUAGE }).check(z.trim(), z.minLength(2, "A language name has at least 2 letters"), atMost(40), z.regex(/^[\p{L} ()-]+$/u, LANGUAGE)), {
    notList: "At least one language",
    min: [1, "At least one language"],
    max: [12, "At most 12 languages"],
  }),
  brn: z.string({ error: BRN_MESSAGE }).check(z.trim(), z.regex(/^\d{3,10}$/, BRN_MESSAGE)),
  email: z.string({ error: EMAIL }).check(z.refine(isEmail, EMAIL), z.trim(), z.toLowerCase(), z.maxLength(200, EMAIL)),
  countryCode: z.string({ error: "The country code, digits only (971 for the UAE)" }).check(z.trim(), z.regex(/^\d{1,4}$/, "The country code, digits only (971 for the UAE)")),
  phone: z.string({ error: "The number without the country code, digits only, e.g. 501234567" }).check(z.trim(), z.regex(/^\d{6,12}$/, "The number without the country code, digits only, e.g. 501234567")),
  /** Null: the phone number is the WhatsApp number too. */
  whatsapp: z.nullable(z.string({ error: "Digits only, with the country code, e.g. 971501234567" }).check(z.trim(), z.regex(/^\d{7,15}$/, "Digits only, with the country code, e.g. 971501234567"))),
  /** The staff account (role agent) that works as this agent: it sees this agent's listings and leads. */
  staffId: z.nullable(z.int({ error: ACCOUNT }).check(z.gte(1, ACCOUNT))),
};

export const agentSchema = z.object({ ...profile, photoPath: imagePathSchema, ...contacts });

export type AgentSnapshot = z.output<typeof agentSchema>;

/** A new agent: a UAE number, the rest to fill in. */
const NEW_AGENT: AgentSnapshot = {
  name: { en: "", ar: null },
  designation: { en: "", ar: null },
  bio: { en: null, ar: null },
  slug: "",
  public: true,
  photoPath: null,
  languages: [],
  brn: "",
  email: "",
  countryCode: "971",
  phone: "",
  whatsapp: null,
  staffId: null,
};

export const AGENT_EDITOR: RecordEditorConfig<AgentSnapshot> = {
  kind: "agent",
  path: "/admin/agents",
  label: "Agent",
  form: {
    schema: z.object({ ...profile, ...contacts }),
    toValues: (a) => ({
      ...pairValues("name", a.name),
      ...pairValues("designation", a.designation),
      ...pairValues("bio", a.bio),
      slug: a.slug,
      public: a.public ? "yes" : "",
      languages: a.languages.join(", "),
      brn: a.brn,
      email: a.email,
      countryCode: a.countryCode,
      phone: a.phone,
      whatsapp: a.whatsapp ?? "",
      staffId: numberValue(a.staffId),
    }),
    // Numbers as typed with spaces, hyphens or a leading +; an empty WhatsApp number is the phone's.
    fromValues: (values) => {
      const v = (name: string) => values[name] ?? "";
      return {
        name: pairOf(values, "name"),
        designation: pairOf(values, "designation"),
        bio: pairOf(values, "bio"),
        // Left empty: made from the English name.
        slug: v("slug") || slugify(v("name.en")),
        public: values.public === "yes",
        languages: splitLanguages(v("languages")),
        brn: v("brn"),
        email: v("email"),
        countryCode: v("countryCode").replace(/^\+/, ""),
        phone: v("phone").replace(/[\s-]/g, ""),
        whatsapp: v("whatsapp").replace(/[\s+-]/g, "") || null,
        staffId: /^\d{1,10}$/.test(v("staffId")) ? Number(v("staffId")) : null,
      };
    },
  },
  blank: NEW_AGENT,
  nameOf: (a) => a.name.en,
  publicPage: (a) => (a.public ? { href: `/agents/${a.slug}`, label: "View the agent's page" } : null),
  images: [{ label: "Photo", field: "photoFile", remove: "removePhoto", target: "photoPath" }],
  fields: [
    { kind: "pair", name: "name", label: "Name" },
    { kind: "pair", name: "designation", label: "Designation", hint: "e.g. Senior Property Consultant" },
    { kind: "pair", name: "bio", label: "Biography", hint: "Optional: a few plain sentences, shown on the agent's page." },
    { kind: "text", name: "slug", label: "Address (slug)", hint: "The agent's page is /agents/<slug>, e.g. sara-al-mansoori." },
    { kind: "flag", name: "public", label: "Show the agent's page on the site (untick when the agent leaves)" },
    { kind: "images" },
    { kind: "text", name: "languages", label: "Languages", hint: "Separated by commas, e.g. Arabic, English, Hindi" },
    {
      kind: "grid",
      fields: [
        { kind: "text", name: "brn", label: "BRN (RERA broker registration number)", inputMode: "numeric", hint: "Digits only" },
        { kind: "text", name: "email", label: "E-mail", type: "email" },
        { kind: "text", name: "countryCode", label: "Country code", inputMode: "numeric", hint: "971 for the UAE" },
        { kind: "text", name: "phone", label: "Mobile number", inputMode: "tel", hint: "Without the country code, e.g. 501234567" },
        { kind: "text", name: "whatsapp", label: "WhatsApp number", inputMode: "tel", hint: "With the country code, e.g. 971501234567; empty: the mobile number" },
        { kind: "select", name: "staffId", label: "Staff account", hint: "The account that works as this agent sees its listings and leads.", none: "No account", choices: "accounts" },
      ],
    },
  ],
  words: {
    edit: (name) => `Edit agent: ${name}`,
    create: "New agent",
    submit: { update: "Save agent", create: "Create agent" },
    saved: "Saved: the agent's listings show the change now.",
    notFound: "No such agent.",
    refused: { update: "The agent was not saved: please correct the marked fields.", create: "The agent was not created: please correct the marked fields." },
  },
};
