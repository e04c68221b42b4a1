import type { AgentSeed } from "./types.ts";

/** Fictional demo agents. Phone numbers and broker registration numbers (BRN) are invented. */
export const AGENTS: AgentSeed[] = [
  {
    name: "Mariam Al Mansoori",
    designation: "Senior Property Consultant",
    languages: ["Arabic", "English"],
    email: "mariam.almansoori@skyline-demo.ae",
    phone: "501234870",
    brn: "48213",
  },
  {
    name: "Rohan Mehta",
    designation: "Off-Plan Specialist",
    languages: ["English", "Hindi", "Gujarati"],
    email: "rohan.mehta@skyline-demo.ae",
    phone: "524418306",
    brn: "51902",
  },
  {
    name: "Charlotte Hughes",
    designation: "Leasing Manager",
    languages: ["English", "French"],
    email: "charlotte.hughes@skyline-demo.ae",
    phone: "547730195",
    brn: "39587",
  },
  {
    name: "Angelica Reyes",
    designation: "Leasing Consultant",
    languages: ["English", "Tagalog"],
    email: "angelica.reyes@skyline-demo.ae",
    phone: "556092341",
    brn: "60274",
  },
  {
    name: "Dmitri Volkov",
    designation: "Investment Consultant",
    languages: ["Russian", "English", "Ukrainian"],
    email: "dmitri.volkov@skyline-demo.ae",
    phone: "568815027",
    brn: "45760",
  },
  {
    name: "Karim Haddad",
    designation: "Associate Director, Sales",
    languages: ["Arabic", "English", "French"],
    email: "karim.haddad@skyline-demo.ae",
    phone: "582207764",
    brn: "33149",
  },
  {
    name: "Ayesha Qureshi",
    designation: "Property Management Consultant",
    languages: ["English", "Urdu", "Punjabi", "Hindi"],
    email: "ayesha.qureshi@skyline-demo.ae",
    phone: "503369218",
    brn: "57036",
  },
  {
    name: "Liam van der Merwe",
    designation: "Villa and Townhouse Specialist",
    languages: ["English", "Afrikaans"],
    email: "liam.vandermerwe@skyline-demo.ae",
    phone: "529751480",
    brn: "42618",
  },
];
