/** The back office's developer, agent and brokerage forms: posted fields ↔ the records the services take. */
import { describe, expect, it } from "vitest";
import { AGENT_EDITOR } from "./agents/agent-form.ts";
import { brokerageToValues, valuesToBrokerage } from "./brokerage/brokerage-form.ts";
import { officeMapEmbed } from "./brokerage/office-map.ts";
import { DEVELOPER_EDITOR } from "./developers/developer-form.ts";

const { toValues: agentToValues, fromValues: valuesToAgent } = AGENT_EDITOR.form;
const { toValues: developerToValues, fromValues: valuesToDeveloper } = DEVELOPER_EDITOR.form;

const local = (en: string) => ({ en, ar: null });

describe("agent form", () => {
  it("splits languages, trims numbers and reads the account link", () => {
    const input = valuesToAgent({ languages: " Arabic,English\nHindi,, ", phone: "50 123-4567", whatsapp: "+971 50 123 4567", countryCode: "+971", staffId: "7" });
    expect(input.languages).toEqual(["Arabic", "English", "Hindi"]);
    expect(input.phone).toBe("501234567");
    expect(input.whatsapp).toBe("971501234567");
    expect(input.countryCode).toBe("971");
    expect(input.staffId).toBe(7);
    expect(valuesToAgent({ staffId: "", whatsapp: "" })).toMatchObject({ staffId: null, whatsapp: null });
  });

  it("round-trips a record through the form", () => {
    const agent = {
      name: { en: "Omar Saeed", ar: "عمر سعيد" },
      photoPath: null,
      designation: local("Leasing Consultant"),
      bio: { en: null, ar: null },
      languages: ["Arabic", "English"],
      brn: "51234",
      email: "omar@example.ae",
      countryCode: "971",
      phone: "501234567",
      whatsapp: null,
      staffId: null,
      slug: "omar-haddad",
      public: true,
    };
    const back = valuesToAgent(agentToValues(agent));
    expect(back).toMatchObject({ name: agent.name, languages: agent.languages, brn: "51234", whatsapp: null, staffId: null });
  });
});

describe("developer form", () => {
  it("round-trips a record through the form", () => {
    const d = { name: { en: "Creekside Builders", ar: null }, slug: "creekside-builders", description: local("<p>Homes by the creek.</p>"), active: false, logoPath: null };
    const { logoPath: _logo, ...posted } = d;
    // No head office given: empty fields, read back as none.
    expect(valuesToDeveloper(developerToValues(d))).toEqual({ ...posted, name: { en: d.name.en, ar: "" }, description: { en: d.description.en, ar: "" }, emirateId: null, lat: null, lng: null });
    const placed = { ...d, emirateId: 3, lat: 25.3463, lng: 55.4209 };
    expect(developerToValues(placed)).toMatchObject({ emirateId: "3", lat: "25.3463", lng: "55.4209" });
    // The form posts text: the schema coerces it (developer-form.ts).
    expect(valuesToDeveloper(developerToValues(placed))).toMatchObject({ emirateId: "3", lat: "25.3463", lng: "55.4209" });
  });
});

describe("brokerage form", () => {
  const brokerage = {
    name: local("Skyline Homes"),
    shortName: local("Skyline"),
    legalName: local("Skyline Homes L.L.C."),
    phone: "+97145550123",
    phoneDisplay: "+971 4 555 0123",
    whatsapp: "97145550123",
    email: "info@example.ae",
    careersEmail: "jobs@example.ae",
    orn: "99001",
    openingHours: "Mo-Sa 09:00-19:00",
    copyrightYear: 2025,
    offices: [{ name: local("Head Office"), building: local("Tower 1"), street: local("JLT"), area: local("JLT"), city: local("Dubai"), country: local("UAE"), lat: 25.07, lng: 55.144 }],
    social: { facebook: "https://facebook.com/x" },
    youtubeChannelId: null,
    leadNotifyEmail: null,
    viewingDays: "1,2,3,4,5,6",
    viewingStart: "09:00",
    viewingEnd: "18:00",
    viewingSlotMinutes: 30,
  };

  it("keeps the offices, adds one from the empty row, drops an emptied one, and makes each map from its position", () => {
    const values = brokerageToValues(brokerage);
    expect(values.officeRows).toBe("2");
    values["offices.1.name.en"] = "Marina Office";
    values["offices.1.city.en"] = "Dubai";
    values["offices.1.lat"] = "25.08";
    values["offices.1.lng"] = "55.14";
    const input = valuesToBrokerage(values);
    expect(input.offices.map((o) => o.name.en)).toEqual(["Head Office", "Marina Office"]);
    expect(input.offices[1]).toMatchObject({ lat: 25.08, lng: 55.14, mapEmbedUrl: officeMapEmbed(25.08, 55.14) });
    for (const t of ["name", "building", "street", "area", "city", "country"]) values[`offices.0.${t}.en`] = "";
    expect(valuesToBrokerage(values).offices).toHaveLength(1);
    expect(input.social).toEqual({ facebook: "https://facebook.com/x" });
    expect(input).toMatchObject({ youtubeChannelId: null, leadNotifyEmail: null, copyrightYear: 2025 });
  });

  it("gives an unreadable position no map (the schema then refuses it)", () => {
    const values = brokerageToValues(brokerage);
    values["offices.0.lat"] = "north";
    expect(valuesToBrokerage(values).offices[0]).toMatchObject({ mapEmbedUrl: "" });
    expect(Number.isNaN(valuesToBrokerage(values).offices[0]!.lat)).toBe(true);
  });

  it("centres the map embed on the office", () => {
    expect(officeMapEmbed(25.07, 55.144)).toBe("https://www.openstreetmap.org/export/embed.html?bbox=55.1380%2C25.0652%2C55.1500%2C25.0748&layer=mapnik&marker=25.0700%2C55.1440");
  });
});
