/**
 * The demo brokerage's identity: the seeded default of the `brokerage` and `brokerage_offices`
 * tables (demo/seed-content.ts). The site reads the identity from the database
 * (app/modules/content/pages/read-content.server.ts); an editor changes it there. The values are clearly fictional.
 */
import type { Brokerage, Office } from "../../app/ui/brokerage.ts";

export const brokerage = {
  name: "Skyline Homes Real Estate",
  shortName: "Skyline Homes",
  legalName: "Skyline Homes Real Estate Brokers L.L.C. (demo)",
  /** Dubai number, international format without spaces (used for tel: and WhatsApp). */
  phone: "+97145550123",
  phoneDisplay: "+971 4 555 0123",
  /** The agency's WhatsApp number; unit detail Call and WhatsApp buttons use it (spec 2.6, 9). */
  whatsapp: "97145550123",
  email: "info@skyline-demo.ae",
  /** Where job applications go (the careers page's text and its button). */
  careersEmail: "careers@skyline-demo.ae",
  /** RERA office registration number (ORN), shown on every listing. Fictional. */
  orn: "99001",
  offices: [
    {
      name: "Head Office",
      building: "Office 1204, Lake View Tower, Cluster Y",
      street: "Jumeirah Lake Towers",
      area: "JLT",
      city: "Dubai",
      country: "United Arab Emirates",
      mapEmbedUrl:
        "https://www.openstreetmap.org/export/embed.html?bbox=55.1380%2C25.0650%2C55.1500%2C25.0750&layer=mapnik&marker=25.0700%2C55.1440",
      lat: 25.07,
      lng: 55.144,
    },
    {
      name: "Motor City Office",
      building: "Shop 7, Control Tower Plaza",
      street: "Motor City",
      area: "Motor City",
      city: "Dubai",
      country: "United Arab Emirates",
      mapEmbedUrl:
        "https://www.openstreetmap.org/export/embed.html?bbox=55.2300%2C25.0400%2C55.2420%2C25.0500&layer=mapnik&marker=25.0450%2C55.2360",
      lat: 25.045,
      lng: 55.236,
    },
  ] satisfies Office[],
  social: {
    facebook: "https://www.facebook.com/skylinehomes.demo",
    linkedin: "https://www.linkedin.com/company/skylinehomes-demo",
    instagram: "https://www.instagram.com/skylinehomes.demo",
    youtube: "https://www.youtube.com/@skylinehomes-demo",
  },
  openingHours: "Mo-Sa 09:00-19:00",
  copyrightYear: 2025,
  logoPath: null,
} satisfies Brokerage;
