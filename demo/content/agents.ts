import type { AgentSeed } from "./types.ts";

/**
 * Fictional demo agents. Phone numbers and broker registration numbers (BRN) are invented.
 * Each `portrait` describes the person the avatar draws, so the picture fits the name.
 */
export const AGENTS: AgentSeed[] = [
  {
    name: "Mariam Al Mansoori",
    designation: "Senior Property Consultant",
    languages: ["Arabic", "English"],
    email: "mariam.almansoori@skyline-demo.ae",
    phone: "501234870",
    brn: "48213",
    portrait: { gender: "female", skin: "olive", hair: "dark-brown", style: "long", cover: "scarf", outfit: "abaya" },
  },
  {
    name: "Rohan Mehta",
    designation: "Off-Plan Specialist",
    languages: ["English", "Hindi", "Gujarati"],
    email: "rohan.mehta@skyline-demo.ae",
    phone: "524418306",
    brn: "51902",
    portrait: { gender: "male", skin: "tan", hair: "black", style: "side", beard: false, glasses: true },
  },
  {
    name: "Charlotte Hughes",
    designation: "Leasing Manager",
    languages: ["English", "French"],
    email: "charlotte.hughes@skyline-demo.ae",
    phone: "547730195",
    brn: "39587",
    portrait: { gender: "female", skin: "fair", hair: "light-brown", style: "bob", outfit: "blouse" },
  },
  {
    name: "Angelica Reyes",
    designation: "Leasing Consultant",
    languages: ["English", "Tagalog"],
    email: "angelica.reyes@skyline-demo.ae",
    phone: "556092341",
    brn: "60274",
    portrait: { gender: "female", skin: "medium", hair: "black", style: "long", outfit: "blouse" },
  },
  {
    name: "Dmitri Volkov",
    designation: "Investment Consultant",
    languages: ["Russian", "English", "Ukrainian"],
    email: "dmitri.volkov@skyline-demo.ae",
    phone: "568815027",
    brn: "45760",
    portrait: { gender: "male", skin: "fair", hair: "light-brown", style: "short" },
  },
  {
    name: "Karim Haddad",
    designation: "Associate Director, Sales",
    languages: ["Arabic", "English", "French"],
    email: "karim.haddad@skyline-demo.ae",
    phone: "582207764",
    brn: "33149",
    portrait: { gender: "male", skin: "olive", hair: "black", style: "short", beard: true },
  },
  {
    name: "Ayesha Qureshi",
    designation: "Property Management Consultant",
    languages: ["English", "Urdu", "Punjabi", "Hindi"],
    email: "ayesha.qureshi@skyline-demo.ae",
    phone: "503369218",
    brn: "57036",
    portrait: { gender: "female", skin: "tan", hair: "black", style: "bun", glasses: true },
  },
  {
    name: "Liam van der Merwe",
    designation: "Villa and Townhouse Specialist",
    languages: ["English", "Afrikaans"],
    email: "liam.vandermerwe@skyline-demo.ae",
    phone: "529751480",
    brn: "42618",
    portrait: { gender: "male", skin: "light", hair: "blonde", style: "side", beard: true },
  },
];
