import { brokerage } from "./brokerage.ts";
import type { CareersPageSeed, CommunitiesPageSeed, MetaKey, MetaSeed } from "./types.ts";

/** Communities and Careers page texts, and page meta titles and descriptions. */

export const COMMUNITIES: CommunitiesPageSeed = {
  introHtml:
    "<p>Choosing the community is often more important than choosing the home. It decides your commute, your children's school run, where you spend weekends and how easily you can let or sell later. These are five of the communities our clients ask about most; each links to a full area guide with indicative prices, rents and yields.</p>",
  blurbs: [
    {
      name: "Palm Jumeirah",
      slug: "palm-jumeirah",
      blurbHtml:
        "<p>The palm-shaped island is home to beachfront villas on the fronds, apartments along the trunk and resort hotels on the crescent. Residents come for private beach access and a holiday feel within a short drive of Dubai Marina and Al Sufouh. It sits at the top of the market, with apartments that let well to executives and holiday-home guests.</p>",
    },
    {
      name: "Dubai Marina",
      slug: "dubai-marina",
      blurbHtml:
        "<p>A waterfront district of towers around a long canal, with Marina Walk, Dubai Marina Mall and JBR beach close by. Two metro stations and the tram make it one of the easiest places in Dubai to live without a car. The choice of apartments is wide, from studios to penthouses, and tenant demand is steady all year.</p>",
    },
    {
      name: "Downtown Dubai",
      slug: "downtown-dubai",
      blurbHtml:
        "<p>Emaar's city centre around Burj Khalifa, The Dubai Mall and the Dubai Fountain. Boulevard apartments, Old Town low-rise buildings and serviced residences attract professionals working in DIFC and Business Bay, as well as investors who value Downtown's strong resale market.</p>",
    },
    {
      name: "Business Bay",
      slug: "business-bay",
      blurbHtml:
        "<p>A mixed business and residential district along the Dubai Water Canal, next to Downtown. It offers a central address at a lower entry price, with a metro station, canal-side walking paths and a wide choice of apartments, serviced homes and offices from many different developers.</p>",
    },
    {
      name: "Jumeirah Village Circle",
      slug: "jumeirah-village-circle",
      blurbHtml:
        "<p>JVC is a family-friendly community of mid-rise apartments, townhouses and villas arranged around neighbourhood parks. Approachable prices and strong tenant demand make it a favourite with first-time buyers and investors, and Circle Mall covers everyday shopping. Most residents drive, with buses linking to the metro.</p>",
    },
  ],
};

export const CAREERS: CareersPageSeed = {
  introHtml:
    "<p>We are a growing brokerage with a simple idea: clients come back when they are told the truth. We look for people who share that view, who enjoy working with clients from all over the world and who want to build a long career in Dubai real estate rather than chase the next deal.</p>" +
    "<p>You will join a team that shares leads fairly, supports new consultants with training and mentoring, and gives you good tools: accurate data, professional marketing and a back office that handles the paperwork properly.</p>",
  roles: [
    {
      title: "Property Consultant (Sales)",
      summaryHtml:
        "<p>Advise buyers and sellers of ready homes in your chosen communities: valuations, viewings, negotiation and managing the transaction through to transfer. Experience in Dubai or another property market is preferred, and a RERA broker card or the willingness to obtain one is required.</p>",
    },
    {
      title: "Leasing Consultant",
      summaryHtml:
        "<p>Help tenants find homes and landlords find tenants: viewings, offers, tenancy contracts and Ejari registration. You will be organised, quick to respond and comfortable handling many clients at once. RERA certification is required or must be obtained after joining.</p>",
    },
    {
      title: "Off-Plan Specialist",
      summaryHtml:
        "<p>Guide investors and end users through new projects: comparing developers, explaining payment plans and escrow, and supporting clients from reservation to handover. You will work closely with developers' sales teams and need a strong grasp of numbers and contracts.</p>",
    },
    {
      title: "Marketing Executive",
      summaryHtml:
        "<p>Plan and run our digital marketing: listing quality, social media, email campaigns and the content on this website. You will work with consultants to present properties accurately and in line with advertising permit rules, and measure what brings in good enquiries.</p>",
    },
    {
      title: "Listings Coordinator",
      summaryHtml:
        "<p>Keep our listings accurate and compliant: collecting documents from owners, obtaining advertising permits, scheduling photography and updating prices and availability. Attention to detail matters more than sales experience in this role.</p>",
    },
    {
      title: "Client Relations Executive",
      summaryHtml:
        "<p>Be the first voice our clients hear: answering calls and enquiries, matching clients with the right consultant and following up after transactions. Excellent spoken and written English is essential; a second language is a strong advantage.</p>",
    },
  ],
  howToApplyHtml:
    `<p>Send your CV and a short note about the role you are interested in to <strong>${brokerage.careersEmail}</strong>. Tell us which areas or property types you know best and which languages you speak.</p>` +
    "<p>All client-facing consultants in Dubai must hold a RERA broker card. If you do not have one yet, we support successful candidates through the RERA certification training and exam after joining. We read every application and reply to shortlisted candidates within two weeks.</p>",
};

/** Meta titles (at most 60 characters) and descriptions (120-160 characters) per route. */
export const META: Record<MetaKey, MetaSeed> = {
  home: {
    title: "Dubai Real Estate | Buy, Rent and Off-Plan Homes",
    description:
      "Buy, rent or invest in Dubai property with a RERA-registered brokerage. Browse apartments, villas and off-plan projects with honest advice from our team.",
  },
  "property-list": {
    title: "Properties for Sale and Rent in Dubai",
    description:
      "Search apartments, villas, townhouses and penthouses for sale and rent across Dubai. Filter by area, price, bedrooms and type, and contact our consultants.",
  },
  "project-list": {
    title: "Off-Plan Projects in Dubai and the UAE",
    description:
      "Compare off-plan and new projects in Dubai, Abu Dhabi and Sharjah from leading developers, with payment plans, handover dates and starting prices.",
  },
  blogs: {
    title: "Dubai Property Blog | Guides and Market Insights",
    description:
      "Practical guides and market insights on buying, renting and investing in Dubai property, written by our consultants: costs, mortgages, off-plan and more.",
  },
  developers: {
    title: "Property Developers in Dubai and the UAE",
    description:
      "Profiles of leading UAE property developers, from Emaar and Nakheel to Sobha and Aldar, with their signature communities and current projects on our site.",
  },
  areas: {
    title: "Dubai Area Guides | Communities, Prices and Yields",
    description:
      "Explore Dubai, Abu Dhabi and Sharjah communities: who lives there, transport, schools, typical homes and indicative prices and rental yields for each area.",
  },
  "about-us": {
    title: "About Us | A RERA-Registered Dubai Brokerage",
    description:
      "Meet our team of multilingual property consultants in JLT and Motor City, and learn how we help clients buy, rent, invest and manage homes in Dubai.",
  },
  "contact-us": {
    title: "Contact Us | Speak to a Dubai Property Consultant",
    description:
      "Call, email or visit our offices in Jumeirah Lake Towers and Motor City. Tell us what you are looking for and a consultant will get back to you quickly.",
  },
  faq: {
    title: "Dubai Property FAQ | Buying, Renting and Costs",
    description:
      "Answers to common questions about buying and renting property in Dubai: ownership for foreigners, purchase costs, Ejari, and ready versus off-plan homes.",
  },
  "privacy-policy": {
    title: "Privacy Policy",
    description:
      "How we collect, use, store and protect the personal data you share through our website, your rights under UAE data protection law, and how to contact us.",
  },
  "terms-condition": {
    title: "Terms and Conditions of Use",
    description:
      "The terms that apply to your use of our website, including how listing information, prices and availability should be read, and the governing law.",
  },
  careers: {
    title: "Careers | Join Our Dubai Real Estate Team",
    description:
      "Build your career in Dubai real estate. We hire property consultants, leasing consultants, off-plan specialists, marketing and client relations staff.",
  },
  "buying-a-property-in-dubai": {
    title: "Buying a Property in Dubai | Step-by-Step Guide",
    description:
      "How to buy property in Dubai: freehold and leasehold, the MoU, NOC and transfer, mortgages and the full costs, including the 4% DLD fee and 2% agency fee.",
  },
  "renting-a-property-in-dubai": {
    title: "Renting a Property in Dubai | Tenant Guide",
    description:
      "Everything tenants need to know about renting in Dubai: documents, cheques, security deposits, Ejari registration, renewals and what to check before signing.",
  },
  "property-management": {
    title: "Property Management in Dubai | Landlord Services",
    description:
      "Let us manage your Dubai property: tenant search, Ejari, rent collection, maintenance and monthly reporting, for typically 5-8% of the annual rent.",
  },
  communities: {
    title: "Dubai Communities | Where to Live in Dubai",
    description:
      "Compare Dubai's most popular communities, from Palm Jumeirah and Dubai Marina to Downtown, Business Bay and JVC, and find the right area for your move.",
  },
};
