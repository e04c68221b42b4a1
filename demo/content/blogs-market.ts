import type { BlogSeed } from "./types.ts";

/** Blog posts in the "Market Insights" category. */
export const MARKET_BLOGS: BlogSeed[] = [
  {
    title: "Dubai property market in 2026: what buyers and investors should watch",
    slug: "dubai-property-market-2026-what-to-watch",
    category: "Market Insights",
    topic: "market",
    description:
      "Supply, rents, interest rates and new infrastructure: the factors our consultants are watching in 2026, and what they mean for buyers, tenants and investors in Dubai.",
    daysAgo: 3,
    bodyHtml:
      "<p>Dubai has had several strong years in a row. Transaction volumes reached new highs, prices in the most popular communities moved well past their previous peaks, and rents rose quickly as the population grew. The question we hear most often is simple: what happens next? Nobody can promise an answer, but there are a handful of indicators that tell you a great deal about where a particular building or community is heading. Here is what our team is watching this year.</p>" +
      "<h2>1. Handover volumes, area by area</h2>" +
      "<p>A large share of recent sales were off-plan, and many of those homes are scheduled for completion over the next few years. When several thousand apartments hand over in one community within a short period, rents there can soften while new owners compete for the same tenants. The effect is local: a wave of handovers in one district says little about a villa community across town.</p>" +
      "<ul>" +
      "<li>Before you buy, ask how many units are due for completion in the same area over the next two years.</li>" +
      "<li>Compare the building with what is being delivered around it: layouts, finishes and service charges all matter when tenants have a choice.</li>" +
      "<li>Established communities with little land left to build on tend to feel new supply less.</li>" +
      "</ul>" +
      "<h2>2. Rents and the gap between new and existing contracts</h2>" +
      "<p>Rents set for new tenancies often run ahead of renewals, because increases on renewals are limited by the rental index. Where that gap is wide, landlords have an incentive to re-let, and tenants have a reason to stay put. If new-contract rents begin to level off while renewals catch up, the rental market is cooling gently rather than falling. For investors, this is the single most useful number to track in the communities you own or are considering.</p>" +
      "<h2>3. Interest rates and mortgage demand</h2>" +
      "<p>Most Dubai mortgages are priced against EIBOR, which broadly follows US interest rates because the dirham is pegged to the dollar. Lower rates make monthly repayments more manageable and bring more end users into the market; higher rates do the opposite. Cash buyers have dominated recent years, so mortgage costs matter less than in many other cities, but they still shape demand for mid-market homes. Expatriate buyers using a mortgage should plan for a down payment of 20-25% of the price, plus purchase costs.</p>" +
      "<h2>4. Infrastructure that changes where people want to live</h2>" +
      "<p>Transport links have always moved Dubai's property map. The planned Blue Line of the Dubai Metro, the expansion of Al Maktoum International Airport in Dubai South and new road links are all likely to shift demand over time. Our advice is to treat announced infrastructure as a long-term factor rather than a reason to overpay today: timelines can move, and prices near new stations often rise before the stations open.</p>" +
      "<h2>5. Regulation and transparency</h2>" +
      "<p>Dubai's market is far more regulated than it was in the 2000s. Off-plan payments go into escrow accounts, listings need a Trakheesi permit from RERA, and service charges are approved and published. These rules do not remove risk, but they make it easier to check what you are buying. Use them: ask for the permit number, the approved service charge and the project's registration details.</p>" +
      "<h2>What this means for you</h2>" +
      "<h3>If you are buying to live in</h3>" +
      "<p>Focus on the home and the community rather than on timing the market. A well-located property that suits your life for five years or more is rarely a mistake. Budget for the full cost of buying: the 4% DLD transfer fee, a 2% agency commission and, with a mortgage, a 0.25% mortgage registration fee on the loan amount.</p>" +
      "<h3>If you are investing</h3>" +
      "<p>Look at net yield, not gross yield, and stress-test your numbers with a lower rent and a month or two of vacancy. Apartments in mid-market communities often deliver the highest yields, while villa rental yields of 5-8% are typical and come with steadier, longer-staying tenants.</p>" +
      "<h3>If you are renting</h3>" +
      "<p>Check the rental index before renewing, and compare your rent with new listings in your building. In communities with many new handovers, you may have more room to negotiate than a year ago.</p>" +
      "<p>Markets change building by building. If you would like recent comparable sales or rents for a specific address, our consultants will pull them together for you at no cost. You can also browse <a href=\"/areas\">our area guides</a> for indicative prices and yields.</p>",
  },
  {
    title: "Rental yields in Dubai explained: gross, net and what you actually keep",
    slug: "rental-yields-dubai-gross-vs-net",
    category: "Market Insights",
    topic: "investment",
    description:
      "Gross yield is the headline figure; net yield is what you keep. We explain how to calculate both for a Dubai property, which costs to include and what typical yields look like.",
    daysAgo: 21,
    bodyHtml:
      "<p>Dubai is known for rental yields that are higher than those of many global cities, and that reputation is largely deserved. But the figure quoted in an advert is almost always the gross yield, and the difference between gross and net can be two percentage points or more. Before you compare properties, it is worth knowing exactly what each number includes.</p>" +
      "<h2>Gross yield</h2>" +
      "<p>Gross yield is the annual rent divided by the purchase price. An apartment bought for AED 1,200,000 and let for AED 90,000 a year has a gross yield of 7.5%. It is a quick way to compare properties, but it ignores every cost of owning and letting.</p>" +
      "<h2>Net yield</h2>" +
      "<p>Net yield takes the annual rent, subtracts the running costs, and divides the result by the total amount you paid, including purchase costs. The main items to include are:</p>" +
      "<ul>" +
      "<li><strong>Service charges:</strong> paid to the owners' association for building maintenance, security, cleaning and shared facilities, and quoted per square foot per year.</li>" +
      "<li><strong>Property management:</strong> if you use a manager, fees are typically 5-8% of the annual rent.</li>" +
      "<li><strong>Maintenance:</strong> air-conditioning servicing, small repairs and occasional repainting between tenants.</li>" +
      "<li><strong>Vacancy:</strong> a realistic allowance for the weeks between tenants.</li>" +
      "<li><strong>Letting costs:</strong> any fee for finding a tenant, and the Ejari registration, which costs from AED 215 plus 5% VAT if you pay it.</li>" +
      "<li><strong>Chiller or district cooling:</strong> in some buildings the owner pays a fixed capacity charge even when the home is empty.</li>" +
      "</ul>" +
      "<h2>A worked example</h2>" +
      "<p>Take a one-bedroom apartment of 700 sq ft in a mid-market community, bought for AED 1,200,000 in cash.</p>" +
      "<table>" +
      "<tr><th>Item</th><th>AED</th></tr>" +
      "<tr><td>Purchase price</td><td>1,200,000</td></tr>" +
      "<tr><td>DLD transfer fee (4%)</td><td>48,000</td></tr>" +
      "<tr><td>Agency commission (2%)</td><td>24,000</td></tr>" +
      "<tr><td>Total invested (before VAT and admin fees)</td><td>1,272,000</td></tr>" +
      "<tr><td>Annual rent</td><td>90,000</td></tr>" +
      "<tr><td>Service charge (700 sq ft at AED 15)</td><td>-10,500</td></tr>" +
      "<tr><td>Property management (6% of rent)</td><td>-5,400</td></tr>" +
      "<tr><td>Maintenance allowance</td><td>-2,500</td></tr>" +
      "<tr><td>Vacancy allowance (one month)</td><td>-7,500</td></tr>" +
      "<tr><td>Net annual income</td><td>64,100</td></tr>" +
      "</table>" +
      "<p>The gross yield is 7.5%, but the net yield on the total amount invested is about 5.0%. That is still a healthy return, and it is the number to compare with other investments.</p>" +
      "<h2>What about a mortgage?</h2>" +
      "<p>With a mortgage you put in less cash but pay interest, so the useful measure becomes the return on your own cash. Add the 0.25% mortgage registration fee on the loan amount and any bank fees to your costs, and subtract the annual interest from your income. Expatriate buyers usually need a down payment of 20-25%, so the cash invested in the example above would fall to roughly a quarter of the price plus costs.</p>" +
      "<h2>Typical yields by property type</h2>" +
      "<ul>" +
      "<li><strong>Studios and one-bedroom apartments</strong> in communities such as JVC, Dubai Sports City and Dubai Silicon Oasis often achieve the highest gross yields, because prices per square foot are lower and tenant demand is deep.</li>" +
      "<li><strong>Prime apartments</strong> in Downtown, Palm Jumeirah or Bluewaters usually yield less, but they tend to hold their value well and let easily.</li>" +
      "<li><strong>Villas and townhouses</strong> typically deliver rental yields of 5-8%. Tenants are often families who stay for several years, which reduces vacancy and letting costs.</li>" +
      "</ul>" +
      "<h2>Five ways to protect your net yield</h2>" +
      "<ol>" +
      "<li>Check the approved service charge before you buy, not after.</li>" +
      "<li>Price the rent to let within a few weeks; a month of vacancy costs more than a small discount.</li>" +
      "<li>Service the air conditioning before each tenancy and respond quickly to maintenance requests.</li>" +
      "<li>Accept fewer cheques only if the rent reflects it, and keep the deposit and Ejari in order.</li>" +
      "<li>Review your costs every year; service charges and management fees can change.</li>" +
      "</ol>" +
      "<p>If you would like a net-yield estimate for a specific property, send us the address or listing and we will prepare one using recent rents from the same building. Our <a href=\"/property-management\">property management team</a> can also tell you what a realistic letting plan looks like.</p>",
  },
  {
    title: "Service charges in Dubai, explained",
    slug: "service-charges-dubai-explained",
    category: "Market Insights",
    topic: "market",
    description:
      "Service charges can make or break a property's return. Learn what they pay for, how RERA approves them, where to check the figures and how to compare one building with another.",
    daysAgo: 48,
    bodyHtml:
      "<p>Service charges are the annual fees that owners pay towards the running of their building or community. They are one of the largest ongoing costs of owning property in Dubai, and two buildings that look similar can have very different charges. Understanding them before you buy is one of the easiest ways to avoid an unpleasant surprise.</p>" +
      "<h2>What service charges pay for</h2>" +
      "<p>In a typical apartment building, the charge covers:</p>" +
      "<ul>" +
      "<li>Security, cleaning and concierge staff.</li>" +
      "<li>Maintenance of lifts, pumps, fire systems and shared air-conditioning plant.</li>" +
      "<li>Upkeep of pools, gyms, gardens and other shared facilities.</li>" +
      "<li>Insurance of the building and common areas.</li>" +
      "<li>Utilities for the common areas.</li>" +
      "<li>A contribution to a reserve fund for major replacements in the future.</li>" +
      "</ul>" +
      "<p>In villa communities, the charge mostly covers landscaping, roads, security, community pools and parks, so it is usually far lower per square foot than in a tower.</p>" +
      "<h2>How they are set and approved</h2>" +
      "<p>In Dubai, the budget for each jointly owned property is prepared by the management company and approved through RERA. Charges are collected through the Mollak system, which gives owners a statement of what they owe and what the money is spent on. Approved rates are published, so an owner or buyer can check the figure for a building rather than relying on what an advert says.</p>" +
      "<h2>Where to check the figure</h2>" +
      "<p>Before you make an offer, ask the seller or agent for the latest service charge invoice and the approved rate per square foot. You can also check the rate through the Dubai Land Department's official channels. When you buy a resale property, the developer or management company will issue a no-objection certificate (NOC) only once outstanding charges are paid, which protects the buyer, but you still want to know the ongoing cost.</p>" +
      "<h2>What drives the differences</h2>" +
      "<ul>" +
      "<li><strong>Facilities:</strong> a building with a large pool deck, a spa and a 24-hour concierge costs more to run than one with a small gym.</li>" +
      "<li><strong>Building age:</strong> older buildings may need more repairs, but newer ones sometimes start with optimistic budgets that rise once the real costs are known.</li>" +
      "<li><strong>Height and systems:</strong> tall towers have more lifts, more complex fire systems and façade cleaning.</li>" +
      "<li><strong>Hotel and serviced buildings:</strong> where an operator provides hotel services, charges are typically much higher.</li>" +
      "<li><strong>Cooling:</strong> in buildings on district cooling, cooling charges are often billed separately from the service charge.</li>" +
      "</ul>" +
      "<h2>How to compare two buildings</h2>" +
      "<ol>" +
      "<li>Convert the charge into an annual figure for the actual apartment you are considering.</li>" +
      "<li>Add any separate cooling charge to get the true fixed cost of ownership.</li>" +
      "<li>Express the total as a percentage of the expected rent. In a mid-market apartment, charges are often 10-15% of the rent; much more than that deserves a closer look.</li>" +
      "<li>Look at what you get: a well-run building with a higher charge can still be the better choice if it lets faster and keeps its value.</li>" +
      "</ol>" +
      "<h2>Service charges and off-plan purchases</h2>" +
      "<p>For off-plan projects the figure is an estimate until the building is complete and the first budget is approved. Treat it as a guide rather than a promise, and compare it with completed buildings of a similar size and specification nearby.</p>" +
      "<h2>Who pays when a property is let?</h2>" +
      "<p>The owner pays service charges, not the tenant. Tenants pay their own utilities, and in Dubai a municipality housing fee is added to the DEWA bill, but the building charges stay with the landlord. That is why service charges matter so much to net yield.</p>" +
      "<p>Service charges are not a reason to avoid a good building; they are part of what makes it good. The aim is to know the figure in advance and make sure the rent and the lifestyle justify it. Our consultants will gladly pull the approved charge for any building you are considering, and you will find indicative figures on each of our <a href=\"/project-list\">project pages</a>.</p>",
  },
];
