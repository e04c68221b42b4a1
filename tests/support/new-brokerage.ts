/**
 * A brokerage that is not the demo, as it would enter its identity on going live: the tests of a site
 * without the demo write it through the content service (app/modules/content/pages/write-content.server.ts).
 */
import type { BrokerageInput } from "../../app/modules/content/brokerage/brokerage-form.ts";

const both = (en: string, ar: string) => ({ en, ar });

export const NEW_BROKERAGE: BrokerageInput = {
  name: both("Dune Haven Properties", "دون هيفن العقارية"),
  shortName: both("Dune Haven", "دون هيفن"),
  legalName: both("Dune Haven Properties L.L.C.", "دون هيفن العقارية ش.ذ.م.م"),
  phone: "+97143330188",
  phoneDisplay: "+971 4 333 0188",
  whatsapp: "971503330188",
  email: "hello@dunehaven.ae",
  careersEmail: "jobs@dunehaven.ae",
  orn: "41872",
  openingHours: "Mo-Fr 09:00-18:00",
  copyrightYear: 2026,
  offices: [
    {
      name: both("Al Barsha Office", "مكتب البرشاء"),
      building: both("Suite 708, Barsha Business Square", "جناح 708، برشاء بزنس سكوير"),
      street: both("Al Barsha 1", "البرشاء 1"),
      area: both("Al Barsha", "البرشاء"),
      city: both("Dubai", "دبي"),
      country: both("United Arab Emirates", "الإمارات العربية المتحدة"),
      mapEmbedUrl: "https://www.openstreetmap.org/export/embed.html?bbox=55.1950%2C25.1080%2C55.2070%2C25.1180&layer=mapnik&marker=25.1130%2C55.2010",
      lat: 25.113,
      lng: 55.201,
    },
  ],
  social: { instagram: "https://www.instagram.com/dunehaven.ae" },
};
