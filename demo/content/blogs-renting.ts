import type { BlogSeed } from "./types.ts";

/** Blog posts in the "Renting" category. */
export const RENTING_BLOGS: BlogSeed[] = [
  {
    title: "Renting in Dubai: Ejari, deposits, cheques and what to check before you sign",
    slug: "renting-in-dubai-ejari-deposits-cheques",
    category: "Renting",
    topic: "rent",
    description:
      "A practical guide for tenants: the documents you need, what you pay up front, how Ejari registration works and the checks that save trouble later in a Dubai tenancy.",
    daysAgo: 14,
    bodyHtml:
      "<p>Renting in Dubai is quick once you know how it works: good homes can be viewed, agreed and moved into within a week or two. The system has a few local features, such as paying rent by post-dated cheque and registering the contract with Ejari, that surprise newcomers. Here is what to expect.</p>" +
      "<h2>What you pay up front</h2>" +
      "<p>Plan for the first rent payment plus several one-off costs:</p>" +
      "<ul>" +
      "<li><strong>Rent:</strong> usually paid by one to four post-dated cheques covering the year. Fewer cheques can earn a lower rent; more cheques are sometimes possible for a higher price.</li>" +
      "<li><strong>Security deposit:</strong> commonly around 5% of the annual rent for an unfurnished home and around 10% for a furnished one, refundable at the end of the tenancy less any damage beyond normal wear and tear.</li>" +
      "<li><strong>Agency fee:</strong> commonly 5% of the annual rent plus VAT, paid to the broker who finds you the home.</li>" +
      "<li><strong>Ejari registration:</strong> from AED 215 plus 5% VAT.</li>" +
      "<li><strong>DEWA connection:</strong> a refundable deposit plus a connection fee for electricity and water, and in some buildings a separate cooling account.</li>" +
      "</ul>" +
      "<p>Once you move in, DEWA bills include a municipality housing fee calculated on your annual rent, so factor it into your monthly budget.</p>" +
      "<h2>Documents you will need</h2>" +
      "<ul>" +
      "<li>Passport copy and UAE residence visa.</li>" +
      "<li>Emirates ID (front and back).</li>" +
      "<li>A salary certificate or employment letter; for company lets, a trade licence and the signatory's documents.</li>" +
      "<li>Your cheque book for the rent and deposit cheques.</li>" +
      "</ul>" +
      "<p>If you have just arrived and your visa is still in process, some landlords will accept an entry permit and an offer letter, with the Ejari completed once your Emirates ID is issued. Tell your agent early.</p>" +
      "<h2>The process, step by step</h2>" +
      "<ol>" +
      "<li><strong>Viewings:</strong> shortlist homes and view them in person or by video call.</li>" +
      "<li><strong>Offer:</strong> your agent presents your offer: the rent, number of cheques, move-in date and any requests, such as repainting.</li>" +
      "<li><strong>Holding deposit:</strong> once agreed, you may be asked for a deposit cheque to take the home off the market.</li>" +
      "<li><strong>Tenancy contract:</strong> Dubai uses a standard unified tenancy contract, with any extra terms added as an addendum. Read the addendum carefully.</li>" +
      "<li><strong>Payment and keys:</strong> you hand over the cheques and receive keys and access cards.</li>" +
      "<li><strong>Ejari:</strong> the contract is registered, which you need for DEWA, residence visas for family members and many other services.</li>" +
      "</ol>" +
      "<h2>What to check before you sign</h2>" +
      "<ul>" +
      "<li><strong>Ownership:</strong> ask for a copy of the title deed and the landlord's passport, or a valid power of attorney if someone signs on their behalf.</li>" +
      "<li><strong>The agent:</strong> the broker should hold a RERA card, and the advert should carry a Trakheesi permit number.</li>" +
      "<li><strong>Maintenance:</strong> the contract should say who pays for which repairs. Landlords are usually responsible for major maintenance; minor upkeep is often left to the tenant.</li>" +
      "<li><strong>Cooling:</strong> ask whether air conditioning is included, billed by DEWA, or billed separately by a district cooling provider.</li>" +
      "<li><strong>Early termination:</strong> check the clause on leaving early. Many contracts set a penalty of one or two months' rent.</li>" +
      "<li><strong>Condition:</strong> complete a move-in inspection with photos, signed by both sides. It is your best protection when the deposit is returned.</li>" +
      "</ul>" +
      "<h2>Furnished or unfurnished?</h2>" +
      "<p>Most long-term rentals in Dubai are unfurnished, with kitchen appliances sometimes included. Furnished homes suit shorter stays and newcomers, but they cost more and usually carry a higher deposit. If you plan to stay two years or more, buying your own furniture is often cheaper.</p>" +
      "<h2>Renewing next year</h2>" +
      "<p>Your landlord must give at least 90 days' notice before the contract ends if they want to change its terms, including the rent, and any increase is limited by the RERA rental index. Read our guide to rent increases and renewals for more detail.</p>" +
      "<p>Our leasing team handles hundreds of tenancies a year and will gladly walk you through any contract before you sign. Start with our <a href=\"/renting-a-property-in-dubai\">renting guide</a> or browse <a href=\"/property-list\">homes for rent</a>.</p>",
  },
  {
    title: "Rent increases and renewals in Dubai: what tenants should know",
    slug: "rent-increases-and-renewals-dubai",
    category: "Renting",
    topic: "rent",
    description:
      "How much can your landlord raise the rent, how much notice is required, and when can you be asked to leave? A plain-English guide to renewals under Dubai's rental rules.",
    daysAgo: 60,
    bodyHtml:
      "<p>Renewal time is when most tenant questions reach our leasing team. The good news is that Dubai has clear rules on notice periods, increases and evictions, and most renewals go smoothly when both sides know them. This is a summary, not legal advice; if you are in a dispute, speak to a lawyer or the Rental Dispute Centre.</p>" +
      "<h2>Notice of changes: 90 days</h2>" +
      "<p>If your landlord wants to change any term of the tenancy on renewal, including the rent, they must notify you at least 90 days before the contract expires. If they do not, the contract is generally treated as renewed on the same terms. Tenants who want to leave at the end of the term should also check the notice period in their contract and give it in writing.</p>" +
      "<h2>How much can the rent go up?</h2>" +
      "<p>Increases are linked to the RERA rental index, which sets an average rent for similar homes in the same area. The permitted increase depends on how far your current rent is below that average, in bands set by decree:</p>" +
      "<ul>" +
      "<li>If your rent is within 10% of the average, no increase is allowed.</li>" +
      "<li>The further below the average your rent is, the larger the permitted increase, up to a maximum of 20%.</li>" +
      "</ul>" +
      "<p>You can check your own case with the official rental index calculator, using your Ejari details. Do this before you discuss the renewal; it turns a negotiation about opinions into one about numbers.</p>" +
      "<h2>When can a landlord ask you to leave?</h2>" +
      "<p>During the contract, a landlord can only end the tenancy for specific reasons, such as non-payment or breach of contract. At the end of the contract, a landlord can ask you to leave for certain reasons, including:</p>" +
      "<ul>" +
      "<li>They want to sell the property.</li>" +
      "<li>They or a close relative want to live in it.</li>" +
      "<li>The property needs demolition or major renovation that cannot be done with a tenant in place.</li>" +
      "</ul>" +
      "<p>For these reasons, the landlord must give 12 months' notice through a notary public or registered mail. A simple email or message is not enough.</p>" +
      "<h2>Negotiating the renewal</h2>" +
      "<ol>" +
      "<li><strong>Know your numbers:</strong> check the rental index and look at current listings in your building.</li>" +
      "<li><strong>Offer what landlords value:</strong> fewer cheques, a longer commitment or taking on minor maintenance can be worth more to a landlord than a small rent increase.</li>" +
      "<li><strong>Raise repairs early:</strong> renewal is a good moment to agree on repainting, appliance replacement or an AC service.</li>" +
      "<li><strong>Get it in writing:</strong> record the new terms in the renewed contract and renew the Ejari.</li>" +
      "</ol>" +
      "<h2>Do not forget the Ejari</h2>" +
      "<p>A renewed tenancy should be registered again with Ejari, from AED 215 plus 5% VAT. You will need a valid Ejari for DEWA, family visas and many other services, and it matters if a dispute arises.</p>" +
      "<h2>Leaving early</h2>" +
      "<p>If you need to leave before the contract ends, check the early termination clause. Many contracts set a penalty, often one or two months' rent. Without such a clause, you will need to agree terms with your landlord. Finding a replacement tenant can make that conversation easier.</p>" +
      "<h2>Disputes</h2>" +
      "<p>If you cannot agree, either side can file a case with the Rental Dispute Centre, which handles tenancy disputes in Dubai. Keep copies of your contract, Ejari, cheques and all written communication.</p>" +
      "<h2>A note for landlords</h2>" +
      "<p>The same rules protect landlords who follow them. Giving proper notice, using the rental index and keeping the Ejari current makes renewals smoother and disputes rarer. Our <a href=\"/property-management\">property management team</a> handles renewals for owners as part of its service.</p>" +
      "<p>If your renewal is coming up and you are unsure where you stand, contact our leasing team. We will look at the index, recent rents in your building and your contract, and tell you plainly what is reasonable.</p>",
  },
  {
    title: "Letting your Dubai property: a landlord's guide to tenants, Ejari and management",
    slug: "landlord-guide-letting-property-dubai",
    category: "Renting",
    topic: "rent",
    description:
      "Pricing, tenant checks, contracts, Ejari, maintenance and management fees: what owners need to know to let a Dubai property smoothly and keep their rental income steady.",
    daysAgo: 95,
    bodyHtml:
      "<p>Letting a property in Dubai is usually straightforward: demand from tenants is strong in most communities, and the legal framework is clear. What separates a smooth tenancy from a stressful one is preparation. This guide is for owners letting a home on a standard annual contract.</p>" +
      "<h2>1. Prepare the property</h2>" +
      "<ul>" +
      "<li>Service the air conditioning and check the water heater, appliances and plumbing.</li>" +
      "<li>Repaint if needed and deep-clean before the first viewing; good photos start with a clean home.</li>" +
      "<li>Make sure service charges are paid up; you will need the management company's cooperation for move-in permits and access cards.</li>" +
      "</ul>" +
      "<h2>2. Price it realistically</h2>" +
      "<p>Look at current listings and recent contracts in the same building, not just the asking prices you see online. A home priced to let within two or three weeks almost always earns more over the year than one that sits empty for two months waiting for a higher offer. Consider offering a slightly lower rent for one or two cheques; many tenants will accept a higher rent in exchange for more cheques.</p>" +
      "<h2>3. Advertise through a licensed broker</h2>" +
      "<p>Adverts for property in Dubai must carry a Trakheesi permit, which your broker obtains from RERA using the title deed and a signed listing agreement. A good broker also screens enquiries, conducts viewings and negotiates on your behalf.</p>" +
      "<h2>4. Choose the tenant carefully</h2>" +
      "<p>Ask for the tenant's passport, visa, Emirates ID and proof of income, such as a salary certificate, or a trade licence for company lets. Talk to them about their plans: a tenant who intends to stay several years is often worth a small concession on rent.</p>" +
      "<h2>5. Contract, cheques and deposit</h2>" +
      "<ul>" +
      "<li>Use the standard unified tenancy contract, with an addendum for specific terms such as maintenance responsibilities, pets or early termination.</li>" +
      "<li>Collect the rent cheques and a security deposit, commonly around 5% of the annual rent for an unfurnished home.</li>" +
      "<li>Record the condition of the property in a signed move-in report with photos.</li>" +
      "</ul>" +
      "<h2>6. Register the Ejari</h2>" +
      "<p>Every tenancy must be registered with Ejari. Registration costs from AED 215 plus 5% VAT, and the tenant needs it to connect DEWA and sponsor family visas. Agree in advance who arranges it and who pays.</p>" +
      "<h2>7. Maintenance during the tenancy</h2>" +
      "<p>Landlords are generally responsible for major maintenance and for keeping the home in a usable condition; contracts often place minor upkeep with the tenant. Respond quickly to AC failures and leaks, especially in summer. A tenant who feels looked after is far more likely to renew.</p>" +
      "<h2>8. Renewals and rent reviews</h2>" +
      "<p>If you want to change the rent or other terms at renewal, give the tenant at least 90 days' notice before the contract ends. Increases are limited by the RERA rental index. If you need the property back to sell or to live in, the law requires 12 months' notice through a notary public or registered mail.</p>" +
      "<h2>Should you use a property manager?</h2>" +
      "<p>If you live abroad, own several properties or simply do not want to handle calls about broken water heaters, a property manager is worth considering. Fees are typically 5-8% of the annual rent, depending on the services included. A full service usually covers:</p>" +
      "<ul>" +
      "<li>Finding and vetting tenants, and managing the Ejari.</li>" +
      "<li>Collecting and depositing rent cheques and chasing returned cheques.</li>" +
      "<li>Handling maintenance requests with approved contractors.</li>" +
      "<li>Paying service charges and utility bills on your behalf.</li>" +
      "<li>Inspections, renewals and the move-out process, including the deposit.</li>" +
      "</ul>" +
      "<h2>Short-term lets</h2>" +
      "<p>Letting by the night or week is a different business. It requires a holiday home permit from Dubai's Department of Economy and Tourism and is subject to building rules. It can earn more than an annual let, but costs and workload are higher too.</p>" +
      "<p>Our <a href=\"/property-management\">property management service</a> looks after homes for owners in Dubai and abroad. Get in touch for a rental valuation and a clear quote.</p>",
  },
];
