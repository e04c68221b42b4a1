import type { AboutPageSeed, DevelopersPageSeed, FaqPageSeed, HomePageSeed, Testimonial } from "./types.ts";

/**
 * Home, About, FAQ and Developers page texts, and client testimonials.
 * The brokerage's name comes from the site configuration, so these texts say "we" and "our team".
 */

export const HOME: HomePageSeed = {
  aboutHtml:
    "<p>Dubai is one of the most open property markets in the world. Buyers of almost any nationality can own freehold homes in designated areas, rents are paid in advance, and the market is regulated by the Dubai Land Department and its regulatory arm, RERA. It is also a market that moves quickly, with new communities launching every year and prices that can differ sharply from one building to the next.</p>" +
    "<p>We are a RERA-registered brokerage with offices in Jumeirah Lake Towers and Motor City. Our consultants help people buy, sell, rent and manage homes across Dubai, and we work with the leading developers on new projects in Dubai, Abu Dhabi and Sharjah. Between us we speak more than ten languages, and many of our team have lived in the communities they advise on.</p>" +
    "<p>Our approach is simple: honest advice, accurate numbers and no pressure. Whether you are renting your first apartment, buying a family villa or building a portfolio, we will show you the full picture, including the costs, before you decide.</p>",
  faq: [
    {
      question: "Why choose us?",
      answerHtml:
        "<p>Our team combines local knowledge with straightforward advice. We are RERA-registered, every listing carries a valid advertising permit, and we give you the full cost of a purchase or tenancy before you commit, not after. Our consultants specialise by area and property type, so the person advising you knows the buildings, the service charges and recent prices. We also stay with you after the deal, with leasing, handover and property management support.</p>",
    },
    {
      question: "Why work with a real estate company rather than on your own?",
      answerHtml:
        "<p>A good brokerage saves time, money and risk. We know which listings are genuine and correctly priced, we check ownership documents and permits, and we negotiate on your behalf. We also manage the paperwork: the RERA contracts, the developer's NOC, mortgage coordination and the transfer at the trustee office. For many buyers, the agency commission of 2% is repaid by a better-negotiated price and a transaction that completes without surprises.</p>",
    },
    {
      question: "What is our vision?",
      answerHtml:
        "<p>We want to be the brokerage people recommend to their friends because we told them the truth. That means giving advice based on data rather than hype, being clear about costs and risks, and measuring our success by how many clients come back to us. We believe a transparent, well-informed market is better for buyers, tenants, owners and developers alike, and we want to play our part in it.</p>",
    },
    {
      question: "How long does buying a property take?",
      answerHtml:
        "<p>For a ready property, the transfer usually happens about 30 days after the MoU (Form F) is signed, and most purchases complete within 30-60 days. A mortgage can push the timeline towards the longer end, because the bank needs to value the property and issue its final offer. Off-plan purchases are faster to secure: reservation and the sale agreement with the developer typically take 1-3 days, although the home itself is delivered on completion.</p>",
    },
    {
      question: "What are the key considerations when buying?",
      answerHtml:
        "<p>Start with the total budget: the price plus the 4% DLD transfer fee, a 2% agency commission and, with a mortgage, a down payment of 20-25% and a mortgage registration fee of 0.25% of the loan. Then look at location, the building's service charges, its condition and the developer's record. Decide whether you will live in the home or let it, because that changes what matters. Finally, check the title deed and the listing permit.</p>",
    },
  ],
};

export const ABOUT: AboutPageSeed = {
  introHtml:
    "<p>We are a Dubai real estate brokerage founded by people who were tired of an industry that too often put the deal ahead of the client. Our consultants come from the UAE, India, the United Kingdom, the Philippines, Russia, Lebanon, Pakistan, South Africa and beyond, and many of them have bought or rented in the same communities they now advise on.</p>" +
    "<p>From our offices in Jumeirah Lake Towers and Motor City we help clients buy and sell ready homes, rent and let properties, invest in off-plan projects and manage their homes after purchase. We are registered with RERA, every consultant holds a broker card, and every listing we publish carries a valid advertising permit.</p>",
  visionHtml:
    "<p>Our vision is a Dubai property market where every buyer, tenant and owner can make decisions with the same information as the professionals. We want to be known as the brokerage that tells clients the full story, including the parts that do not help us close a deal.</p>",
  missionHtml:
    "<p>Our mission is to make each move in Dubai property simpler and safer:</p>" +
    "<ul>" +
    "<li>Give honest, data-based advice on price, rent and yield.</li>" +
    "<li>Explain every cost and step before our clients commit.</li>" +
    "<li>Handle the paperwork carefully, from permits and contracts to handover.</li>" +
    "<li>Stay available after the transaction, for leasing, management and resale.</li>" +
    "</ul>",
  faq: [
    {
      question: "Are you registered with RERA?",
      answerHtml:
        "<p>Yes. We are a licensed brokerage registered with the Real Estate Regulatory Agency (RERA), part of the Dubai Land Department. Every consultant who advises you holds a personal broker card with a registration number, and every property we advertise carries a Trakheesi permit. You are always welcome to ask to see a consultant's card, and you will find our office registration number on every listing.</p>",
    },
    {
      question: "Which areas do you cover?",
      answerHtml:
        "<p>We work across Dubai, from Palm Jumeirah, Dubai Marina and Downtown to family communities such as Dubai Hills Estate, Arabian Ranches, Motor City and Jumeirah Village Circle. We also market new projects from leading developers in Abu Dhabi, including Saadiyat, Yas and Al Reem islands, and in Sharjah, including Aljada and Al Mamsha. If you are considering an area we have not listed, ask us; we will tell you honestly whether we can help.</p>",
    },
    {
      question: "What fees do you charge buyers?",
      answerHtml:
        "<p>For resale properties, the agency commission is 2% of the purchase price plus VAT, agreed in writing before you make an offer. When you buy off-plan directly from a developer through us, the developer usually pays our commission, and we confirm this at the start. You will also pay government and third-party costs such as the 4% DLD transfer fee, which we itemise for you in advance.</p>",
    },
    {
      question: "Can you help if I live outside the UAE?",
      answerHtml:
        "<p>Yes, and many of our clients do. We arrange video viewings, send detailed reports on buildings and recent prices, and coordinate with banks that lend to non-residents. Documents can often be signed electronically, and for the transfer you can appoint a representative through a legalised power of attorney. Our property management team can then look after the home and the tenant while you are away.</p>",
    },
    {
      question: "Do you help with mortgages?",
      answerHtml:
        "<p>We work with mortgage advisers and banks who can compare offers for you, and we coordinate the valuation and the transfer with your lender. Expatriate buyers should plan for a down payment of 20-25% of the price, and for a mortgage registration fee of 0.25% of the loan amount. We recommend getting a pre-approval before you start viewing so that you know exactly what you can offer.</p>",
    },
    {
      question: "Do you offer property management?",
      answerHtml:
        "<p>Yes. Our property management team finds and vets tenants, handles the tenancy contract and Ejari, collects rent, organises maintenance and pays service charges on your behalf. Fees are typically 5-8% of the annual rent, depending on the services you choose. It is especially popular with owners who live abroad or who own more than one property.</p>",
    },
    {
      question: "Which languages do your consultants speak?",
      answerHtml:
        "<p>Between us we speak English, Arabic, Hindi, Urdu, Gujarati, Punjabi, Tagalog, Russian, Ukrainian, French and Afrikaans, among others. When you contact us, tell us which language you prefer and we will match you with a consultant who speaks it. Contracts in Dubai are standard RERA forms, and we are happy to talk you through every clause in your own language.</p>",
    },
    {
      question: "How do you look after my personal information?",
      answerHtml:
        "<p>We collect only what we need to answer your enquiry and to carry out a transaction, such as your name, email address, phone number and message. We use it to help you, share it with a landlord, seller or developer only when needed for your request, and never sell it. You can ask to see, correct or delete your data at any time. Our <a href=\"/privacy-policy\">privacy policy</a> explains the details.</p>",
    },
  ],
};

export const FAQ_PAGE: FaqPageSeed = {
  faq: [
    {
      question: "Can foreigners buy property in Dubai?",
      answerHtml:
        "<p>Yes. Buyers of almost any nationality can own property outright in Dubai's designated freehold areas, which include most of the communities popular with expatriates, such as Dubai Marina, Downtown Dubai, Palm Jumeirah and Jumeirah Village Circle. You do not need to live in the UAE to buy. In some other locations, foreign buyers can hold leasehold interests with terms of up to 99 years. We confirm the ownership status of every property before you make an offer.</p>",
    },
    {
      question: "What costs should I budget for when buying?",
      answerHtml:
        "<p>On top of the price, plan for the Dubai Land Department transfer fee of 4%, an agency commission of 2% plus VAT, and smaller trustee and administration fees. With a mortgage, expatriate buyers usually need a down payment of 20-25% of the price, and the mortgage registration fee is 0.25% of the loan amount, plus bank fees. We give every client an itemised estimate before they commit.</p>",
    },
    {
      question: "What is Ejari and do I need it?",
      answerHtml:
        "<p>Ejari is Dubai's official system for registering tenancy contracts. Every residential tenancy should be registered, and you need the Ejari certificate to connect electricity and water with DEWA, to sponsor family residence visas and to file a case with the Rental Dispute Centre if one is ever needed. Registration costs from AED 215 plus 5% VAT, and our leasing team can arrange it for you.</p>",
    },
    {
      question: "Should I buy a ready property or off-plan?",
      answerHtml:
        "<p>A ready property lets you see exactly what you are buying and move in or let it straight away; the transfer is usually about 30 days after the MoU is signed. Off-plan homes are secured in 1-3 days with a down payment of typically 10-20%, with the rest paid during construction and on handover, often at a lower price than a finished equivalent. The trade-off is waiting for completion and the risk of delays. We will compare both for your budget and plans.</p>",
    },
  ],
};

export const DEVELOPERS_PAGE: DevelopersPageSeed = {
  introHtml:
    "<p>We work with established developers across the UAE, from master developers who shaped Dubai's skyline to boutique builders known for design. On each developer's page you will find a short profile, the communities they are known for and their current projects on our site.</p>" +
    "<p>The developer is one of the most important choices in any off-plan purchase. Before recommending a project, our off-plan specialists look at the developer's delivery record, the quality of completed buildings and the terms of the sale agreement, and we will share that view with you openly.</p>",
  faq: [
    {
      question: "How can I check that a developer and project are registered?",
      answerHtml:
        "<p>Every off-plan project in Dubai must be registered with RERA and have its own escrow account with an approved bank. Ask for the project's registration details and the escrow account named in the sale agreement, and check the project's status through the Dubai Land Department's official channels, which also show reported construction progress. Make every payment into the project's escrow account only. Our team will help you verify these details for any project.</p>",
    },
    {
      question: "Does it cost more to buy from a developer through a broker?",
      answerHtml:
        "<p>Usually not. When you buy an off-plan unit through a registered broker, the developer normally pays the broker's commission, and the price and payment plan are the same as buying directly. What you gain is independent advice, a comparison with other projects and help with the paperwork. We confirm in writing at the start whether any fee applies to you, so there are no surprises later.</p>",
    },
  ],
};

/** Three client testimonials (fictional demo clients). */
export const TESTIMONIALS: Testimonial[] = [
  {
    name: "Hannah and James Whitmore",
    designation: "Bought a townhouse in Arabian Ranches",
    quote:
      "We were moving from London with two children and no idea where to start. Liam drove us around five communities in one weekend, timed the school run with us, and was honest about which homes were overpriced. The purchase was done within six weeks of arriving.",
  },
  {
    name: "Vikram Nair",
    designation: "Investor, two apartments in JVC and Dubai Marina",
    quote:
      "What I valued most was the numbers. Rohan showed me net yields after service charges and management, not just the headline rent, and talked me out of one building with very high charges. Both apartments were let within three weeks of handover.",
  },
  {
    name: "Olga Petrenko",
    designation: "Tenant, Downtown Dubai",
    quote:
      "I had just arrived on a new job and needed a flat quickly. Angelica explained the cheques, the deposit and Ejari clearly, checked the landlord's documents, and made sure the AC was serviced before I moved in. Simple and stress-free.",
  },
];
