import type { CategoryPageSeed, CategoryPageSlug } from "./types.ts";

/** SEO category landing pages, keyed by their route slug. */
export const CATEGORY_PAGES: Record<CategoryPageSlug, CategoryPageSeed> = {
  "looking-for-apartments-for-sale-in-dubai": {
    heading: "Apartments for sale in Dubai",
    metaTitle: "Apartments for Sale in Dubai | Studios to Penthouses",
    metaDescription:
      "Browse apartments for sale in Dubai, from studios in JVC to sea-view homes in Dubai Marina, with prices, service charges and honest advice from our team.",
    seoHtml:
      "<p>Apartments make up most of Dubai's property market, and the choice is wide: compact studios in Jumeirah Village Circle and Dubai Sports City, canal-view homes in Dubai Marina and Business Bay, family apartments in Dubai Hills Estate and Dubai Creek Harbour, and landmark addresses in Downtown Dubai and on Palm Jumeirah.</p>" +
      "<p>When comparing apartments, look beyond the price per square foot. Service charges, the age and upkeep of the building, the view, parking and the distance to the metro all affect both your day-to-day life and the resale value. Our consultants share recent transactions and approved service charges for every building you consider.</p>" +
      "<p>Budget for the costs of buying as well as the price: the 4% DLD transfer fee, a 2% agency commission and, with a mortgage, a down payment of 20-25% and a mortgage registration fee of 0.25% of the loan. See our <a href=\"/buying-a-property-in-dubai\">buying guide</a> for the full process.</p>",
    faq: [
      {
        question: "Which areas are best for buying an apartment in Dubai?",
        answerHtml:
          "<p>It depends on your goal. For rental yield, communities such as Jumeirah Village Circle, Dubai Sports City and Dubai Silicon Oasis offer lower entry prices and strong tenant demand. For lifestyle and long-term value, Dubai Marina, Downtown Dubai, Business Bay and Dubai Hills Estate are popular, and Palm Jumeirah and Bluewaters sit at the top of the market. Our <a href=\"/areas\">area guides</a> compare indicative prices and yields.</p>",
      },
      {
        question: "What costs do I pay on top of the price?",
        answerHtml:
          "<p>The main costs are the Dubai Land Department transfer fee of 4% of the price, an agency commission of 2% plus VAT, and smaller trustee and administration fees. If you use a mortgage, add the mortgage registration fee of 0.25% of the loan amount and the bank's valuation and arrangement fees. The seller usually pays for the developer's NOC. We give you an itemised estimate before you make an offer.</p>",
      },
      {
        question: "Can expatriates get a mortgage for an apartment?",
        answerHtml:
          "<p>Yes. UAE banks lend to expatriate residents, and several lend to non-residents. Most expatriate buyers need a down payment of 20-25% of the price, and the bank will value the apartment before confirming the loan. Monthly repayments on all your debts must stay within the Central Bank's limits relative to your income. We recommend a pre-approval before you start viewing, so you can negotiate with confidence.</p>",
      },
      {
        question: "How much are service charges on apartments?",
        answerHtml:
          "<p>Service charges are set per square foot per year and approved through RERA, so they vary by building. Towers with large facilities, concierge services or hotel operations cost more to run than simple mid-rise buildings. Always check the approved rate for the specific building and add any separate district cooling charges. For investors, service charges are the largest running cost and have a direct effect on net yield.</p>",
      },
      {
        question: "Is an apartment a good investment in Dubai?",
        answerHtml:
          "<p>Dubai apartments have historically offered rental yields that compare well with many global cities, especially smaller units in mid-market communities. The return you keep depends on the purchase price, the service charge, vacancy and management costs, which are typically 5-8% of the rent if you use a manager. We prepare net-yield estimates using real rents from the same building, so you can compare options on the numbers.</p>",
      },
    ],
  },
  "penthouse-for-sale-in-dubai": {
    heading: "Penthouses for sale in Dubai",
    metaTitle: "Penthouses for Sale in Dubai | Sky Homes and Terraces",
    metaDescription:
      "Discover penthouses for sale in Dubai, from Marina and JBR sky homes to Downtown and Palm Jumeirah residences with private terraces, pools and open views.",
    seoHtml:
      "<p>Penthouses occupy the top floors of Dubai's residential towers and offer what apartments below cannot: private terraces, higher ceilings, more privacy and uninterrupted views of the sea, the Palm or the skyline. Some are duplexes with internal stairs; the largest take a whole floor and include private pools.</p>" +
      "<p>You will find them mainly in Dubai Marina, JBR, Downtown Dubai, Business Bay, Palm Jumeirah and Bluewaters Island, with a growing number in new off-plan towers. Because each penthouse is different, comparable sales are few, so careful valuation and negotiation matter more than in the wider market.</p>" +
      "<p>Our senior consultants handle penthouse sales discreetly, including homes that are not publicly advertised. Tell us what you are looking for and we will prepare a private shortlist.</p>",
    faq: [
      {
        question: "What counts as a penthouse in Dubai?",
        answerHtml:
          "<p>A penthouse is a home on the top floor or floors of a building, usually larger than the apartments below and with a private terrace. In Dubai the term covers a range, from top-floor apartments with a big terrace to full-floor or duplex homes with private pools and lift lobbies. Check the title deed for the exact area, and confirm whether the terrace is included in the sellable area and how the service charge is calculated.</p>",
      },
      {
        question: "Where are the best penthouses in Dubai?",
        answerHtml:
          "<p>The most sought-after penthouses are on Palm Jumeirah, in Downtown Dubai facing Burj Khalifa, and along the waterfront in Dubai Marina, JBR and Bluewaters Island. Business Bay and Dubai Creek Harbour offer skyline and creek views at lower prices. New off-plan towers regularly include a small number of penthouses, which can be a way to secure a top-floor home in a newer building.</p>",
      },
      {
        question: "How are penthouses valued?",
        answerHtml:
          "<p>Because penthouses are few, valuations rely on comparable sales in similar buildings, the price of the apartments below, and the quality of the view, terrace and finishes. A penthouse that has been renovated or has a private pool will command a premium. Banks' valuers can be conservative with unusual homes, so if you are borrowing, we recommend getting the valuation early in the process.</p>",
      },
      {
        question: "Can I get a mortgage for a penthouse?",
        answerHtml:
          "<p>Yes. Banks lend on penthouses in the same way as other homes, subject to valuation. Expatriate buyers typically need a down payment of 20-25%, and the limits can be stricter for higher-value properties, so expect to put down more on the most expensive homes. Add the 4% DLD fee, a 2% agency commission and a mortgage registration fee of 0.25% of the loan to your budget.</p>",
      },
      {
        question: "Do penthouses qualify for the Golden Visa?",
        answerHtml:
          "<p>Most penthouses are well above the value threshold. At the time of writing, property worth at least AED 2 million can support an application for a ten-year Golden Visa, subject to the conditions set by the authorities, including how mortgaged property is treated. If the visa is part of your plan, tell your consultant early so that we can check the details for the specific property.</p>",
      },
    ],
  },
  "townhouse-for-sale-in-dubai": {
    heading: "Townhouses for sale in Dubai",
    metaTitle: "Townhouses for Sale in Dubai | Family Homes with Gardens",
    metaDescription:
      "Find townhouses for sale in Dubai's family communities, from Arabian Ranches and Dubai Hills to Town Square and Al Furjan, with gardens, parks and schools.",
    seoHtml:
      "<p>Townhouses are the first step from apartment to house for many Dubai families. They offer two or three floors of living space, a private garden, parking at the door and access to community pools and parks, usually at a lower price than a detached villa in the same area.</p>" +
      "<p>Popular communities include Arabian Ranches, Dubai Hills Estate, Town Square, Al Furjan, DAMAC Hills, Motor City and Jumeirah Village Circle, with new off-plan phases in Dubai South and elsewhere. When comparing townhouses, look at the layout (end units have more light and larger gardens), the distance to schools, the community's service charges and how much construction is still planned nearby.</p>" +
      "<p>For investors, townhouses often let to families who stay for several years, with rental yields in the 5-8% range typical of Dubai villas and townhouses.</p>",
    faq: [
      {
        question: "What is the difference between a townhouse and a villa?",
        answerHtml:
          "<p>A townhouse shares one or two walls with its neighbours, while a villa stands alone on its own plot. Townhouses usually have smaller gardens and plots, but they cost less to buy and run, and they are often closer to community pools, parks and shops. End-of-terrace townhouses, sometimes called corner units, offer more light and garden space and usually sell at a premium.</p>",
      },
      {
        question: "Which communities are best for townhouses?",
        answerHtml:
          "<p>Arabian Ranches and Dubai Hills Estate are established, well-located choices with strong schools nearby. Town Square and DAMAC Hills offer lower prices and newer homes, Al Furjan combines townhouses with a metro station, and Motor City is settled and central. Our villa and townhouse specialist can compare them on price, commute and schools for your family.</p>",
      },
      {
        question: "What does it cost to buy a townhouse?",
        answerHtml:
          "<p>On top of the price, budget for the 4% DLD transfer fee, a 2% agency commission and trustee fees. With a mortgage, expatriate buyers typically need a down payment of 20-25%, plus a mortgage registration fee of 0.25% of the loan. Running costs include community service charges, which are usually far lower per square foot than in apartment towers, plus utilities and garden upkeep.</p>",
      },
      {
        question: "Are townhouses a good rental investment?",
        answerHtml:
          "<p>Townhouses let well to families, who tend to renew and look after the home, which keeps vacancy and letting costs low. Gross rental yields of 5-8% are typical for Dubai villas and townhouses. Lower service charges also help the net return. If you prefer not to manage the tenancy yourself, our property management team charges typically 5-8% of the annual rent.</p>",
      },
      {
        question: "Should I buy a ready or an off-plan townhouse?",
        answerHtml:
          "<p>A ready townhouse lets you move in or let it straight away and see the community as it really is. Off-plan townhouses are secured with a down payment of typically 10-20%, with the rest paid in stages, and often come at a lower price than comparable ready homes. The trade-off is waiting for handover and living with construction nearby in a new phase. We compare both for you.</p>",
      },
    ],
  },
  "villas-for-sale-in-dubai": {
    heading: "Villas for sale in Dubai",
    metaTitle: "Villas for Sale in Dubai | Family and Luxury Villas",
    metaDescription:
      "Explore villas for sale in Dubai, from family homes in Arabian Ranches and Dubai Hills to Palm Jumeirah beach villas, with expert advice on price and community.",
    seoHtml:
      "<p>Villas offer what many families move to Dubai for: space, privacy, a garden and often a private pool. The city's villa market ranges from established golf communities such as Arabian Ranches, Jumeirah Golf Estates and Dubai Hills Estate to contemporary homes in Mohammed Bin Rashid City and Sobha Hartland, and beachfront villas on Palm Jumeirah.</p>" +
      "<p>Plot size, position in the community, the age and condition of the villa, and any upgrades all affect value, so two villas of the same type can differ considerably in price. Our villa specialists know the layouts and the recent sales in each community and will tell you honestly what a fair price looks like.</p>" +
      "<p>Villa rental yields of 5-8% are typical in Dubai, and villas worth AED 2 million or more can support a Golden Visa application, subject to the authorities' conditions.</p>",
    faq: [
      {
        question: "Can foreigners buy villas in Dubai?",
        answerHtml:
          "<p>Yes. Non-UAE nationals can buy villas in Dubai's designated freehold areas, which include most villa communities popular with expatriates, such as Arabian Ranches, Dubai Hills Estate, Palm Jumeirah and Jumeirah Golf Estates. Freehold ownership covers the villa and usually its plot, with no time limit. Outside freehold areas, foreign buyers may be offered leasehold terms of up to 99 years; we confirm the ownership type for every villa.</p>",
      },
      {
        question: "Which villa communities suit families best?",
        answerHtml:
          "<p>Arabian Ranches and Dubai Hills Estate are favourites for their schools, parks and settled feel. Jumeirah Golf Estates offers larger homes and quiet streets, DAMAC Hills and Town Square are more affordable, and Mohammed Bin Rashid City and Sobha Hartland put large villas close to Downtown. The right choice depends on your school run, commute and budget; we are happy to drive the options with you.</p>",
      },
      {
        question: "What are the costs of buying a villa?",
        answerHtml:
          "<p>Plan for the 4% DLD transfer fee, a 2% agency commission plus VAT, trustee fees and the developer's NOC, which the seller usually pays. With a mortgage, expatriate buyers usually need a down payment of 20-25%, and more for the highest-value homes, plus a mortgage registration fee of 0.25% of the loan. A professional survey is also worth the cost for older villas.</p>",
      },
      {
        question: "What rental yield can I expect from a villa?",
        answerHtml:
          "<p>Villa rental yields of 5-8% are typical in Dubai, with the higher end more common in mid-market communities and the lower end in prime locations, where owners buy as much for long-term value as for income. Family tenants often stay several years, which reduces vacancy. Maintenance of pools, gardens and air conditioning should be budgeted separately from the service charge.</p>",
      },
      {
        question: "Does buying a villa qualify me for a Golden Visa?",
        answerHtml:
          "<p>It can. At the time of writing, owning property worth at least AED 2 million can support an application for a ten-year UAE Golden Visa, subject to conditions set by the authorities, including for mortgaged and off-plan property. Most villas in Dubai's established communities are above that value. Tell your consultant if the visa is part of your plan, and we will check the details.</p>",
      },
    ],
  },
  "apartments-for-rent-in-dubai": {
    heading: "Apartments for rent in Dubai",
    metaTitle: "Apartments for Rent in Dubai | Studios to 4 Bedrooms",
    metaDescription:
      "Search apartments for rent in Dubai, from JLT and Dubai Marina to Downtown and JVC. Our leasing team explains cheques, deposits and Ejari before you sign.",
    seoHtml:
      "<p>Most people who move to Dubai start by renting an apartment, and the choice is huge: walkable neighbourhoods near the metro such as Dubai Marina, JLT and Business Bay, landmark buildings in Downtown Dubai, and good-value communities such as Jumeirah Village Circle, Motor City and Dubai Silicon Oasis.</p>" +
      "<p>Tenancies usually run for one year, with rent paid by one to four post-dated cheques. Plan for a security deposit, commonly around 5% of the annual rent for unfurnished homes, an agency fee and the Ejari registration, which costs from AED 215 plus 5% VAT.</p>" +
      "<p>Our leasing team checks the landlord's documents, negotiates the rent and terms, and handles the contract and Ejari for you. Read our <a href=\"/renting-a-property-in-dubai\">renting guide</a> for the full process.</p>",
    faq: [
      {
        question: "What do I need to rent an apartment in Dubai?",
        answerHtml:
          "<p>You will need your passport, UAE residence visa and Emirates ID, plus proof of income such as a salary certificate. Company tenancies need a trade licence and the signatory's documents. You will also need a UAE cheque book for the rent and deposit cheques. If you have just arrived and your visa is in process, tell us: some landlords accept an entry permit and employment offer, with Ejari completed later.</p>",
      },
      {
        question: "How many cheques do landlords accept?",
        answerHtml:
          "<p>Most landlords accept one to four cheques for a one-year contract, and some agree to more in exchange for a higher rent. Offering fewer cheques is one of the best ways to negotiate a lower rent. Each cheque is post-dated, so make sure the funds are in your account on the due date; a returned cheque can lead to serious legal and financial consequences.</p>",
      },
      {
        question: "How much is the security deposit?",
        answerHtml:
          "<p>The deposit is commonly around 5% of the annual rent for an unfurnished apartment and around 10% for a furnished one. It is refundable at the end of the tenancy, less the cost of repairing any damage beyond normal wear and tear. Complete a move-in inspection with photos signed by both sides; it is the simplest way to protect your deposit when you leave.</p>",
      },
      {
        question: "What is Ejari and how much does it cost?",
        answerHtml:
          "<p>Ejari is the official registration of your tenancy contract in Dubai. You need it to open your DEWA account for electricity and water, to sponsor family visas and for any case at the Rental Dispute Centre. Registration costs from AED 215 plus 5% VAT. Our leasing team arranges it for you once the contract is signed and the cheques are handed over.</p>",
      },
      {
        question: "Should I rent furnished or unfurnished?",
        answerHtml:
          "<p>Most long-term rentals in Dubai are unfurnished, often with kitchen appliances included. Furnished apartments suit newcomers and shorter stays, but they cost more and usually carry a higher deposit. If you plan to stay two years or more, furnishing an unfurnished apartment yourself is usually cheaper overall. Either way, check the inventory and condition carefully at move-in.</p>",
      },
    ],
  },
  "penthouses-for-rent-in-dubai": {
    heading: "Penthouses for rent in Dubai",
    metaTitle: "Penthouses for Rent in Dubai | Terraces and Sea Views",
    metaDescription:
      "Rent a penthouse in Dubai with private terraces and open views in Dubai Marina, JBR, Downtown or Palm Jumeirah. Our leasing team handles viewings and contracts.",
    seoHtml:
      "<p>Renting a penthouse gives you the space and views of a top-floor home without the commitment of buying. Dubai's rental penthouses range from top-floor apartments with large terraces to full-floor duplexes with private pools, mostly in Dubai Marina, JBR, Downtown Dubai, Business Bay and Palm Jumeirah.</p>" +
      "<p>Because supply is limited, the best penthouses let quickly and are often shown privately before they are advertised. Tell our leasing team what matters to you, such as terrace size, view, parking or furnishing, and we will arrange viewings as homes become available.</p>" +
      "<p>The usual Dubai rental process applies: an annual contract, post-dated cheques, a security deposit and Ejari registration from AED 215 plus 5% VAT.</p>",
    faq: [
      {
        question: "Where can I rent a penthouse in Dubai?",
        answerHtml:
          "<p>Most rental penthouses are in the high-rise waterfront districts: Dubai Marina, JBR and Emaar Beachfront for sea views, Downtown Dubai and Business Bay for skyline and Burj Khalifa views, and Palm Jumeirah for a resort setting. Dubai Creek Harbour and JLT offer more space for the budget. Availability changes quickly, so register your requirements with us and we will contact you when suitable homes come up.</p>",
      },
      {
        question: "Are rental penthouses furnished?",
        answerHtml:
          "<p>Both options are common. Many penthouse landlords furnish to a high standard to attract executive tenants, while others let unfurnished with appliances. Furnished homes cost more and usually carry a security deposit of around 10% of the annual rent, against around 5% for unfurnished. Check the inventory carefully at move-in, including terrace furniture and any pool equipment.</p>",
      },
      {
        question: "Can I negotiate the rent on a penthouse?",
        answerHtml:
          "<p>Often, yes. Penthouses have a smaller pool of potential tenants, so landlords may accept a lower rent for fewer cheques, a longer contract or a quick move-in. Comparable rents are harder to find than for standard apartments, so we use recent contracts in similar buildings to support your offer. Any increase at renewal is limited by the RERA rental index.</p>",
      },
      {
        question: "Who maintains the terrace and private pool?",
        answerHtml:
          "<p>This should be set out in the tenancy contract addendum. Landlords usually cover major maintenance and equipment failures, while routine cleaning of terraces and pool chemicals are often the tenant's responsibility. Agree the details before signing, including who services pool pumps and air conditioning, and make sure the terrace drainage and waterproofing are checked at move-in.</p>",
      },
      {
        question: "Can I rent a penthouse for a short stay?",
        answerHtml:
          "<p>Standard tenancies in Dubai run for one year and are registered with Ejari. For stays of a few weeks or months, some penthouses are available as licensed holiday homes, which are let by the night or month at higher rates, with utilities included. We can advise on both options, depending on how long you plan to stay.</p>",
      },
    ],
  },
  "townhouses-in-dubai-for-rent": {
    heading: "Townhouses for rent in Dubai",
    metaTitle: "Townhouses for Rent in Dubai | Family Communities",
    metaDescription:
      "Find townhouses for rent in Dubai's family communities, such as Arabian Ranches, Town Square, Motor City and Al Furjan, with gardens, pools and nearby schools.",
    seoHtml:
      "<p>A rented townhouse is often the sweet spot for families in Dubai: more space than an apartment, a private garden, parking at the door and community pools and parks, at a lower rent than a detached villa. Popular choices include Arabian Ranches, Dubai Hills Estate, Town Square, Al Furjan, DAMAC Hills, Motor City and Jumeirah Village Circle.</p>" +
      "<p>When you compare townhouses, check the distance to your children's schools at rush hour, whether the home is an end unit with a larger garden, who maintains the garden and air conditioning, and how the cooling is billed.</p>" +
      "<p>Tenancies are normally annual, with rent paid by post-dated cheques, a security deposit and Ejari registration from AED 215 plus 5% VAT. Our villa and townhouse specialist can arrange several viewings in one visit.</p>",
    faq: [
      {
        question: "Which communities have the most townhouses for rent?",
        answerHtml:
          "<p>Town Square, DAMAC Hills, Al Furjan, Arabian Ranches and its newer phases, Dubai Hills Estate, Motor City and Jumeirah Village Circle all have a good supply of rental townhouses. Town Square and DAMAC Hills tend to be the most affordable, while Arabian Ranches and Dubai Hills Estate command higher rents for their schools and amenities. We can compare rents and commutes across several communities for you.</p>",
      },
      {
        question: "Who is responsible for maintenance in a rented townhouse?",
        answerHtml:
          "<p>The tenancy contract and its addendum should set this out. Landlords are generally responsible for major maintenance and for keeping the home usable, while minor upkeep is often left to the tenant. Gardens and air conditioning are the items most often disputed, so agree who pays for the gardener, AC servicing and repairs before you sign. A move-in inspection with photos protects both sides.</p>",
      },
      {
        question: "Are pets allowed in rented townhouses?",
        answerHtml:
          "<p>Many townhouse landlords accept pets, especially cats and small dogs, but it is their choice and must be written into the contract. Communities also have their own rules, for example on dogs in parks and pools. If you have a pet, tell us at the start so that we only show you homes where it is welcome, and be ready for a slightly higher deposit in some cases.</p>",
      },
      {
        question: "How much deposit and how many cheques are usual?",
        answerHtml:
          "<p>For an unfurnished townhouse, the security deposit is commonly around 5% of the annual rent. Rent is usually paid by one to four post-dated cheques, and landlords often accept a lower rent for fewer cheques. You will also pay an agency fee, commonly 5% of the annual rent plus VAT, and the Ejari registration, from AED 215 plus 5% VAT.</p>",
      },
      {
        question: "What notice is needed to renew or leave?",
        answerHtml:
          "<p>If your landlord wants to change the rent or other terms at renewal, they must give you at least 90 days' notice before the contract ends, and any increase is limited by the RERA rental index. If you plan to leave at the end of the term, give notice in writing as set out in your contract. A landlord who needs the home back to sell or live in must give 12 months' notice through a notary public or registered mail.</p>",
      },
    ],
  },
  "villas-for-rent-in-dubai": {
    heading: "Villas for rent in Dubai",
    metaTitle: "Villas for Rent in Dubai | Gardens, Pools and Space",
    metaDescription:
      "Browse villas for rent in Dubai, from Arabian Ranches and Dubai Hills to Jumeirah Golf Estates and Palm Jumeirah. Our villa team handles viewings and contracts.",
    seoHtml:
      "<p>Renting a villa in Dubai gives your family space, a garden and often a private pool, in communities designed around schools, parks and sports facilities. The main villa communities include Arabian Ranches, Dubai Hills Estate, Jumeirah Golf Estates, DAMAC Hills, Mohammed Bin Rashid City, Motor City and Palm Jumeirah.</p>" +
      "<p>Running costs are higher than for an apartment, particularly electricity for air conditioning in summer, pool maintenance and gardening, so ask for recent DEWA bills and agree maintenance responsibilities before you sign. Older villas with upgrades can offer more space for the rent than newer homes.</p>" +
      "<p>Villa tenancies are normally annual, with post-dated cheques, a security deposit and Ejari registration from AED 215 plus 5% VAT. See our <a href=\"/renting-a-property-in-dubai\">renting guide</a> for the steps.</p>",
    faq: [
      {
        question: "Which are the most popular villa communities to rent in?",
        answerHtml:
          "<p>Families often start with Arabian Ranches and Dubai Hills Estate for their schools and parks, Jumeirah Golf Estates for larger homes and quiet streets, and DAMAC Hills and Motor City for value. Palm Jumeirah and Mohammed Bin Rashid City cover the premium end. The right choice depends on the school run and commute; we recommend driving both at rush hour before deciding.</p>",
      },
      {
        question: "What are the running costs of a rented villa?",
        answerHtml:
          "<p>Besides the rent, budget for electricity and water through DEWA, which can be significant in summer when the air conditioning runs constantly, plus the municipality housing fee added to DEWA bills. Depending on your contract, you may also pay for gardening, pool cleaning and minor maintenance. Ask the landlord or agent for recent utility bills so that you can plan realistically.</p>",
      },
      {
        question: "Who maintains the pool, garden and air conditioning?",
        answerHtml:
          "<p>Responsibilities should be written into the contract addendum. Typically, landlords pay for major repairs and equipment replacement, while tenants handle routine gardening, pool cleaning and minor upkeep. Air-conditioning servicing is a common point of disagreement, so agree who arranges and pays for it. Reporting issues promptly and in writing protects you if a dispute arises later.</p>",
      },
      {
        question: "How much can the rent increase at renewal?",
        answerHtml:
          "<p>Increases are limited by the RERA rental index, which compares your rent with the average for similar villas in the same area. The landlord must notify you of any change at least 90 days before the contract ends. You can check the permitted increase yourself with the official rental index calculator. Our leasing team can also compare your rent with recent contracts in the community.</p>",
      },
      {
        question: "Can I rent a villa if I have just arrived in Dubai?",
        answerHtml:
          "<p>Yes, although landlords usually ask for a residence visa and Emirates ID, or at least proof that your visa is in process. You will also need a UAE cheque book for the rent cheques. Tell us your timing early; some landlords accept an entry permit and an employment offer, with the Ejari registration completed once your Emirates ID is issued.</p>",
      },
    ],
  },
  "off-plan-apartments": {
    heading: "Off-plan apartments",
    metaTitle: "Off-Plan Apartments in Dubai | New Launches and Plans",
    metaDescription:
      "Compare off-plan apartments in Dubai and the UAE from leading developers, with payment plans, handover dates and honest advice from our off-plan specialists.",
    seoHtml:
      "<p>Off-plan apartments are bought from the developer before or during construction. They let you secure a new home with a down payment of typically 10-20%, spread the rest of the price over the construction period, and often buy at a lower price than a comparable completed apartment. Reservation and the sale agreement usually take just 1-3 days.</p>" +
      "<p>Dubai's rules protect off-plan buyers: projects must be registered with RERA, payments go into a dedicated escrow account, and each sale is recorded with the Dubai Land Department under Oqood. The main risks are construction delays and market changes before handover, which is why the choice of developer matters so much.</p>" +
      "<p>Our off-plan specialists compare projects on developer record, location, layouts, payment plans and expected service charges. Browse <a href=\"/project-list\">current projects</a> or read our guide to choosing a developer.</p>",
    faq: [
      {
        question: "How do off-plan payment plans work?",
        answerHtml:
          "<p>You pay a down payment of typically 10-20% when you book, then instalments during construction, either at set dates or at construction milestones, and the balance on handover. Some developers offer post-handover plans, spreading part of the price over one to three years after you receive the keys. The 4% DLD fee is normally paid at registration. Compare the total price, not just the plan.</p>",
      },
      {
        question: "How is my money protected?",
        answerHtml:
          "<p>Every off-plan project in Dubai must be registered with RERA and have its own escrow account at an approved bank. Your instalments are paid into that account, and the developer can only draw money against verified construction progress. Always pay into the escrow account named in your sale agreement, never into a personal or general company account, and keep every receipt.</p>",
      },
      {
        question: "Can I use a mortgage for an off-plan apartment?",
        answerHtml:
          "<p>Banks rarely lend at the start of an off-plan purchase, so most buyers pay the down payment and construction instalments themselves. Many then take a mortgage to cover the handover payment once the building is complete, when expatriate buyers generally need a down payment of 20-25% of the value. Check early that banks are willing to lend on your project.</p>",
      },
      {
        question: "Can I sell before the apartment is completed?",
        answerHtml:
          "<p>Usually yes, by assigning your contract to a new buyer, but developers set conditions. Many require a minimum share of the price to be paid before they allow a resale, and they charge an administration fee. The buyer registers the transfer with the Land Department. Read the resale clause in the sale agreement before you buy if an early exit is part of your plan.</p>",
      },
      {
        question: "What happens at handover?",
        answerHtml:
          "<p>When the building is complete, the developer sends a completion notice asking for the final payment and the first service charge. You inspect the apartment for defects, known as snagging, and the developer fixes them. After the keys are handed over, you open your DEWA account and the interim Oqood registration is converted to a full title deed. Our team can help you let the apartment straight away.</p>",
      },
    ],
  },
  "off-plan-villas": {
    heading: "Off-plan Villas",
    metaTitle: "Off-Plan Villas in Dubai | Payment Plans and Handover",
    metaDescription:
      "Explore off-plan villas and townhouses in Dubai, Abu Dhabi and Sharjah, with payment plans, handover dates and guidance on developers from our specialists.",
    seoHtml:
      "<p>Buying an off-plan villa lets you secure a new family home in a growing community, often at a lower price than a comparable completed villa and with payments spread over the construction period. Projects range from townhouse clusters in Dubai South and Town Square to large contemporary villas in Mohammed Bin Rashid City, Dubai Hills Estate and Saadiyat Island.</p>" +
      "<p>Expect a down payment of typically 10-20% on booking, instalments during construction and a balance on handover, with some developers offering post-handover plans. Your payments go into the project's escrow account, and the purchase is registered with the Land Department.</p>" +
      "<p>Off-plan villas work best for buyers who can wait two to four years for a finished home. Our specialists will show you completed homes by the same developer, so you can see the standard you are buying into.</p>",
    faq: [
      {
        question: "How quickly can I secure an off-plan villa?",
        answerHtml:
          "<p>Very quickly. Once you have chosen a villa, reservation and signing the sale and purchase agreement usually take 1-3 days. You pay the booking amount, typically 10-20% of the price, and the 4% DLD fee is normally paid when the sale is registered under Oqood. Popular launches can sell out fast, so it helps to have your budget and documents ready before launch day.</p>",
      },
      {
        question: "What are the risks of buying an off-plan villa?",
        answerHtml:
          "<p>The main risks are construction delays, changes to the design or specification, and changes in the market before handover. You are also committed to a payment schedule, so make sure you can meet every instalment. Choosing a developer with a strong delivery record, reading the sale agreement carefully and paying only into the project's escrow account reduce these risks considerably.</p>",
      },
      {
        question: "Can an off-plan villa qualify for a Golden Visa?",
        answerHtml:
          "<p>It can. At the time of writing, property worth at least AED 2 million, including off-plan property bought from approved developers and registered with the Land Department, can support an application for a ten-year Golden Visa, subject to the authorities' conditions. Many off-plan villas are above the threshold. Check the current requirements for your specific purchase before you rely on them.</p>",
      },
      {
        question: "What should I check at handover?",
        answerHtml:
          "<p>Inspect the villa thoroughly before accepting it: walls, floors, doors, windows, plumbing, electrics, air conditioning, the garden and, if there is one, the pool. Many owners hire a professional snagging company. Give the developer a written list of defects and re-inspect after repairs. Then register DEWA, arrange insurance and set up your service charge account.</p>",
      },
      {
        question: "Will an off-plan villa make a good rental investment?",
        answerHtml:
          "<p>New villas in well-planned communities let well to families, and villa rental yields of 5-8% are typical in Dubai. Bear in mind that many homes in a new phase are handed over at the same time, which can hold back rents for a while. Pricing realistically and letting quickly matter. Our property management team, at typically 5-8% of the annual rent, can handle the tenancy for you.</p>",
      },
    ],
  },
};
