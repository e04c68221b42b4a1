/** The back office's agent form (issue 20): the record's paths are the fields' names. Plain code. */

type AgentValues = {
  name: { en: string; ar: string | null };
  designation: { en: string; ar: string | null };
  bio: { en: string | null; ar: string | null };
  languages: string[];
  brn: string;
  email: string;
  countryCode: string;
  phone: string;
  whatsapp: string | null;
  staffId: number | null;
};

export const EMPTY_AGENT_VALUES: Record<string, string> = { countryCode: "971" };

export function agentToValues(a: AgentValues): Record<string, string> {
  return {
    "name.en": a.name.en,
    "name.ar": a.name.ar ?? "",
    "designation.en": a.designation.en,
    "designation.ar": a.designation.ar ?? "",
    "bio.en": a.bio.en ?? "",
    "bio.ar": a.bio.ar ?? "",
    languages: a.languages.join(", "),
    brn: a.brn,
    email: a.email,
    countryCode: a.countryCode,
    phone: a.phone,
    whatsapp: a.whatsapp ?? "",
    staffId: a.staffId === null ? "" : String(a.staffId),
  };
}

/** The posted fields as the agent service's input (without the photo, which the editor adds). */
export function valuesToAgent(values: Record<string, string>) {
  const v = (name: string) => values[name] ?? "";
  return {
    name: { en: v("name.en"), ar: v("name.ar") },
    designation: { en: v("designation.en"), ar: v("designation.ar") },
    bio: { en: v("bio.en"), ar: v("bio.ar") },
    languages: v("languages")
      .split(/[,\n]/)
      .map((s) => s.trim())
      .filter(Boolean),
    brn: v("brn"),
    email: v("email"),
    countryCode: v("countryCode").replace(/^\+/, ""),
    phone: v("phone").replace(/[\s-]/g, ""),
    whatsapp: v("whatsapp").replace(/[\s+-]/g, "") || null,
    staffId: /^\d{1,10}$/.test(v("staffId")) ? Number(v("staffId")) : null,
  };
}
