import type { BuyingGuideSeed, PropertyManagementPageSeed, RentingGuideSeed } from "./types.ts";

/** Texts for the buying guide, renting guide and property management pages. */

export const BUYING_GUIDE: BuyingGuideSeed = {
  introHtml:
    "<p>Buying a home in Dubai is well regulated and, with the right preparation, straightforward. Foreign buyers can own freehold property in designated areas, transactions are registered with the Dubai Land Department, and the standard contracts are set by RERA. This guide explains how ownership works, how to research the market, which costs to plan for and how our team supports you from the first viewing to the title deed.</p>" +
    "<p>A ready property typically transfers about 30 days after the MoU is signed, and most purchases complete within 30-60 days. Off-plan units are secured faster, usually within 1-3 days, and are delivered when the building is complete.</p>",
  freeholdVsLeaseholdHtml:
    "<h2>Freehold or leasehold?</h2>" +
    "<p><strong>Freehold</strong> means you own the property and, for villas, usually the land it stands on, without a time limit. You can sell it, let it, mortgage it or leave it to your heirs. Non-UAE nationals can buy freehold in Dubai's designated freehold areas, which include most of the city's newer communities.</p>" +
    "<p><strong>Leasehold</strong> gives you the right to use a property for a fixed term, with terms of up to 99 years, after which it returns to the freeholder. Leasehold is less common in the areas foreign buyers usually consider, but it does exist, and it affects resale and financing.</p>" +
    "<ul>" +
    "<li>Always check the ownership type on the title deed or the developer's documents.</li>" +
    "<li>Ask how service charges and maintenance responsibilities are divided.</li>" +
    "<li>Banks lend more readily on freehold property.</li>" +
    "</ul>",
  marketResearchHtml:
    "<h2>Researching the market</h2>" +
    "<p>Asking prices online are a starting point, not a valuation. Before you make an offer, look at:</p>" +
    "<ul>" +
    "<li><strong>Recent transactions</strong> in the same building or cluster, which the Dubai Land Department publishes.</li>" +
    "<li><strong>Rents</strong> for similar homes, even if you plan to live in the property; they tell you about demand.</li>" +
    "<li><strong>Service charges</strong>, approved and published per building.</li>" +
    "<li><strong>Future supply</strong>: how many homes are due for completion nearby.</li>" +
    "<li><strong>The community</strong>: schools, transport, shops and the commute at rush hour.</li>" +
    "</ul>" +
    "<p>Our consultants prepare this research for every serious enquiry, at no cost, so that you can judge a price on evidence.</p>",
  propertyServicesHtml:
    "<h2>How we help buyers</h2>" +
    "<ul>" +
    "<li><strong>Search and shortlisting</strong> across ready and off-plan properties, including homes not yet advertised.</li>" +
    "<li><strong>Viewings</strong> in person or by video, with honest comments on each property.</li>" +
    "<li><strong>Negotiation</strong> of price and terms on your behalf.</li>" +
    "<li><strong>Paperwork</strong>: Form B with you, the MoU (Form F) with the seller, the developer's NOC and the trustee appointment.</li>" +
    "<li><strong>Mortgage coordination</strong> with your bank or adviser, including the valuation.</li>" +
    "<li><strong>After the transfer</strong>: utility connections, move-in, leasing and property management.</li>" +
    "</ul>",
  investmentAdvisoryHtml:
    "<h2>Investment advice</h2>" +
    "<p>For investors we look beyond the headline price. We estimate the net yield after service charges, management, maintenance and vacancy, compare it with alternatives in other communities, and look at the likely resale market. Mid-market apartments often deliver the highest gross yields, while villa rental yields of 5-8% are typical and come with longer-staying tenants.</p>" +
    "<p>If the Golden Visa is part of your plan, tell us early: at the time of writing, property worth at least AED 2 million can support an application, subject to the authorities' conditions. We will build your shortlist around it.</p>",
  costsTableHtml:
    "<h2>Costs of buying a ready property</h2>" +
    "<table>" +
    "<tr><th>Cost</th><th>Amount</th><th>Paid to</th></tr>" +
    "<tr><td>DLD transfer fee</td><td>4% of the purchase price, plus admin fees</td><td>Dubai Land Department</td></tr>" +
    "<tr><td>Agency commission</td><td>2% of the purchase price, plus VAT</td><td>Brokerage</td></tr>" +
    "<tr><td>Mortgage registration (if financed)</td><td>0.25% of the loan amount, plus admin fees</td><td>Dubai Land Department</td></tr>" +
    "<tr><td>Down payment (expatriate buyers with a mortgage)</td><td>20-25% of the purchase price</td><td>Seller, at transfer</td></tr>" +
    "<tr><td>Trustee office fee</td><td>Fixed fee, plus VAT</td><td>Registration trustee</td></tr>" +
    "<tr><td>Developer NOC</td><td>Varies by developer</td><td>Developer or master community</td></tr>" +
    "</table>" +
    "<p>Bank fees for valuation and arrangement apply when you borrow. We provide an itemised estimate for each property before you make an offer.</p>",
  faq: [
    {
      question: "Can I buy property in Dubai without a UAE residence visa?",
      answerHtml:
        "<p>Yes. You do not need to be a UAE resident to buy freehold property in Dubai. Non-resident buyers can complete the purchase in person or appoint a representative with a legalised power of attorney. Financing is available from some banks for non-residents, usually with a larger deposit and more documentation. Owning property can also support a residence visa: at the time of writing, property worth at least AED 2 million can qualify for a Golden Visa, subject to conditions.</p>",
    },
    {
      question: "How much deposit do I need?",
      answerHtml:
        "<p>Cash buyers pay the full price at transfer, plus a security deposit cheque, typically 10% of the price, when the MoU is signed. With a mortgage, expatriate buyers usually need a down payment of 20-25% of the price; the exact figure depends on the property's value and whether it is your first home. For off-plan projects, the down payment is typically 10-20% on booking. Remember to add the 4% DLD fee and the 2% agency commission.</p>",
    },
    {
      question: "How long does the purchase take?",
      answerHtml:
        "<p>For a ready property, the transfer is usually about 30 days after the MoU is signed, and most purchases complete within 30-60 days. The main variables are the developer's NOC and, if you are borrowing, the bank's valuation and final offer. Off-plan purchases are much faster to secure: the reservation and sale agreement usually take 1-3 days, with the title deed issued after completion.</p>",
    },
    {
      question: "What is Form F?",
      answerHtml:
        "<p>Form F is the standard RERA memorandum of understanding (MoU) between the buyer and the seller of a ready property. It records the agreed price, the completion date, who pays which fees, and the consequences if either side fails to complete. It is signed by both parties and witnessed by the agents. Once it is signed, the seller applies for the developer's NOC and the transfer can be booked.</p>",
    },
    {
      question: "What happens at the transfer?",
      answerHtml:
        "<p>The transfer takes place at a Real Estate Registration Trustee office. The buyer pays the price by manager's cheque or transfer, together with the 4% DLD fee, and the seller's mortgage, if any, is settled. The Dubai Land Department then issues the new title deed in the buyer's name, usually the same day. Keys, access cards and the remaining documents are handed over, and our team helps you set up utilities.</p>",
    },
  ],
};

export const RENTING_GUIDE: RentingGuideSeed = {
  introHtml:
    "<p>Renting in Dubai is quick and well regulated. Most tenancies run for a year, rent is paid in advance by post-dated cheques, and every contract is registered through Ejari. Our leasing team helps tenants find the right home, checks the landlord's documents and makes sure the paperwork is complete, so that moving in is the easy part.</p>",
  documentsList: [
    "Passport copy",
    "UAE residence visa, or an entry permit for new arrivals",
    "Emirates ID (front and back)",
    "Salary certificate or employment letter",
    "Trade licence and signatory's documents, for company tenancies",
    "Cheque book for the rent and security deposit cheques",
    "Tenancy contract signed by both parties, for the Ejari registration",
  ],
  processHtml:
    "<h2>How renting works</h2>" +
    "<ol>" +
    "<li><strong>Search and viewings:</strong> tell us your budget, area and move-in date, and we arrange viewings in person or by video.</li>" +
    "<li><strong>Offer:</strong> we present your offer to the landlord: rent, number of cheques, move-in date and any requests.</li>" +
    "<li><strong>Checks:</strong> we verify the title deed and the landlord's identity, or the power of attorney of the person signing.</li>" +
    "<li><strong>Contract:</strong> both parties sign Dubai's standard unified tenancy contract, with an addendum for any extra terms.</li>" +
    "<li><strong>Payment:</strong> you provide the rent cheques and the security deposit and receive the keys.</li>" +
    "<li><strong>Ejari and utilities:</strong> the contract is registered through Ejari and you open your DEWA account.</li>" +
    "</ol>" +
    "<h2>Costs to plan for</h2>" +
    "<ul>" +
    "<li><strong>Rent:</strong> usually paid by one to four cheques; fewer cheques can earn a lower rent.</li>" +
    "<li><strong>Security deposit:</strong> commonly around 5% of the annual rent for unfurnished homes and around 10% for furnished ones, refundable at the end of the tenancy less any damage beyond normal wear and tear.</li>" +
    "<li><strong>Agency fee:</strong> commonly 5% of the annual rent plus VAT.</li>" +
    "<li><strong>Ejari registration:</strong> from AED 215 plus 5% VAT.</li>" +
    "<li><strong>DEWA:</strong> a refundable deposit and connection fee; a municipality housing fee is then added to monthly bills.</li>" +
    "</ul>" +
    "<p>Before you sign, complete a move-in inspection with photos. It is the simplest way to protect your deposit.</p>",
  faq: [
    {
      question: "How much is the security deposit?",
      answerHtml:
        "<p>In Dubai the security deposit is commonly around 5% of the annual rent for an unfurnished home and around 10% for a furnished one, although it is agreed in each contract. It is held by the landlord and returned at the end of the tenancy, less the cost of repairing any damage beyond normal wear and tear. A signed move-in inspection report with photos is your best protection when the deposit is returned.</p>",
    },
    {
      question: "How many cheques can I pay with?",
      answerHtml:
        "<p>Most landlords accept one to four cheques for a one-year tenancy, and some accept more for a higher rent. Paying with fewer cheques is one of the best negotiating tools a tenant has: landlords often accept a lower rent for one or two cheques. Cheques are post-dated, so make sure the funds are in your account on each date; returned cheques cause serious problems.</p>",
    },
    {
      question: "What is Ejari and who pays for it?",
      answerHtml:
        "<p>Ejari is the official registration of your tenancy contract in Dubai. You need it to open a DEWA account, to sponsor family visas and to bring a case to the Rental Dispute Centre. Registration costs from AED 215 plus 5% VAT. Who pays is agreed between landlord and tenant; in practice it is often the tenant. Our leasing team registers the contract for you as part of the move-in process.</p>",
    },
    {
      question: "Can my landlord increase the rent?",
      answerHtml:
        "<p>Only at renewal, and only within the limits of the RERA rental index, which compares your rent with the average for similar homes in the area. The landlord must also give you at least 90 days' notice before the contract ends if they want to change the rent or other terms. You can check the permitted increase yourself with the official rental index calculator, using your Ejari details.</p>",
    },
    {
      question: "Can I end my tenancy early?",
      answerHtml:
        "<p>It depends on your contract. Many tenancy contracts include an early termination clause with a penalty, often one or two months' rent, and a notice period. If your contract has no such clause, you will need to agree terms with the landlord. Finding a replacement tenant usually makes that conversation easier. Read this clause before you sign, especially if your job or plans may change during the year.</p>",
    },
  ],
};

export const PROPERTY_MANAGEMENT: PropertyManagementPageSeed = {
  introHtml:
    "<p>Owning a rental property in Dubai should be an investment, not a second job. Our property management team looks after homes for owners who live abroad, own several properties or simply prefer not to deal with tenants, cheques and maintenance calls themselves.</p>" +
    "<p>We manage apartments, townhouses and villas across Dubai, and we report to you clearly every month, so you always know the state of your property and your income.</p>",
  servicesHtml:
    "<h2>What we do</h2>" +
    "<ul>" +
    "<li><strong>Letting:</strong> pricing advice, professional photos, advertising with the required permit, viewings and tenant screening.</li>" +
    "<li><strong>Contracts:</strong> the tenancy contract and addendum, Ejari registration and renewals in line with the rental index.</li>" +
    "<li><strong>Rent collection:</strong> collecting and depositing cheques, and following up on any returned cheque.</li>" +
    "<li><strong>Maintenance:</strong> a 24-hour line for tenants, approved contractors, annual AC servicing and repairs within a limit you set.</li>" +
    "<li><strong>Bills and charges:</strong> paying service charges and, during vacancies, utility and cooling bills on your behalf.</li>" +
    "<li><strong>Inspections:</strong> move-in and move-out reports with photos, and a periodic check during the tenancy.</li>" +
    "<li><strong>Reporting:</strong> a monthly statement of income and expenses, and an annual summary.</li>" +
    "</ul>" +
    "<h2>Fees</h2>" +
    "<p>Our management fee is typically 5-8% of the annual rent, depending on the property and the services you choose. Letting fees, maintenance costs and government fees are charged at cost and shown on your statement. We will give you a written quote after seeing the property.</p>",
  faq: [
    {
      question: "How much does property management cost?",
      answerHtml:
        "<p>Our fee is typically 5-8% of the annual rent, depending on the type of property, its location and the level of service you choose. The fee covers the day-to-day management: rent collection, maintenance coordination, renewals and reporting. Costs such as repairs, Ejari registration and service charges are paid from the rent or by you, at cost, and shown on your monthly statement. We provide a written quote before you sign anything.</p>",
    },
    {
      question: "What is included in the service?",
      answerHtml:
        "<p>A full service covers finding and vetting the tenant, the tenancy contract and Ejari, collecting rent cheques, handling maintenance requests with approved contractors, paying service charges and bills on your behalf, move-in and move-out inspections, and renewals in line with the rental index. You receive a monthly statement and can approve any repair above a limit you set. We tailor the service if you prefer to handle some tasks yourself.</p>",
    },
    {
      question: "Can you manage my property if I live abroad?",
      answerHtml:
        "<p>Yes; many of our management clients live outside the UAE. We can act for you under a power of attorney or a management agreement, keep your cheques in safe custody and deposit them on time, and send you regular statements and photos. Payments can be made to a UAE or an overseas bank account. You stay in control of the decisions that matter, such as approving tenants and major repairs.</p>",
    },
    {
      question: "What happens if a tenant does not pay?",
      answerHtml:
        "<p>We contact the tenant as soon as a cheque is returned, agree a quick solution where possible, and keep you informed at every step. If the issue is not resolved, we guide you through the formal process, including notices and, if needed, a case at the Rental Dispute Centre with the support of a lawyer. Careful tenant screening and registered contracts make such cases rare, but when they happen, acting quickly matters.</p>",
    },
  ],
};
