import type { BlogSeed } from "./types.ts";

/** Blog posts in the "Off-Plan" category. */
export const OFF_PLAN_BLOGS: BlogSeed[] = [
  {
    title: "Buying off-plan in Dubai: escrow, Oqood and how payment plans work",
    slug: "buying-off-plan-dubai-escrow-oqood-payment-plans",
    category: "Off-Plan",
    topic: "off-plan",
    description:
      "Off-plan homes let you buy early and pay in stages. We explain payment plans, the escrow rules that protect your instalments, Oqood registration and the risks to weigh.",
    daysAgo: 6,
    bodyHtml:
      "<p>Off-plan means buying a home before it is built, or while it is under construction, directly from the developer. It has become a large part of the Dubai market because it lets buyers enter with a smaller initial payment, spread the rest over the construction period and often buy at a lower price than a comparable completed home. It also carries risks that a ready purchase does not. Here is how it works.</p>" +
      "<h2>How an off-plan purchase works</h2>" +
      "<ol>" +
      "<li><strong>Choose the unit:</strong> from the developer's available inventory, through a registered broker or the developer's sales team.</li>" +
      "<li><strong>Reserve:</strong> pay the booking amount and sign a reservation form.</li>" +
      "<li><strong>Sign the sale and purchase agreement (SPA):</strong> the contract with the developer, setting out the unit, the price, the payment plan, the expected completion date and what happens if things change.</li>" +
      "<li><strong>Registration (Oqood):</strong> the developer registers the sale with the Dubai Land Department on the interim register, known as Oqood. This is your proof of ownership until the title deed is issued at completion.</li>" +
      "</ol>" +
      "<p>Securing an off-plan unit is quick: reservation and the SPA usually take 1-3 days, compared with about 30 days after the MoU for a ready home.</p>" +
      "<h2>What you pay at the start</h2>" +
      "<ul>" +
      "<li><strong>Down payment:</strong> typically 10-20% of the price on booking.</li>" +
      "<li><strong>DLD fee:</strong> the 4% Land Department fee is normally paid at registration. Some developers run promotions in which they cover part or all of it.</li>" +
      "<li><strong>Agency commission:</strong> when you buy through a broker, the developer usually pays the commission, but confirm this in writing.</li>" +
      "</ul>" +
      "<h2>Payment plans</h2>" +
      "<p>The rest of the price is paid according to the plan in your SPA. The most common structures are:</p>" +
      "<ul>" +
      "<li><strong>Construction-linked:</strong> instalments fall due as the building reaches agreed milestones, with the balance on handover, for example 20% on booking, 40% during construction and 40% on handover.</li>" +
      "<li><strong>Time-based:</strong> fixed instalments on fixed dates, sometimes monthly.</li>" +
      "<li><strong>Post-handover:</strong> part of the price is paid after you receive the keys, often over one to three years. These plans can let the rent help fund the final payments, but the total price is usually higher.</li>" +
      "</ul>" +
      "<p>If you plan to use a mortgage for the handover payment, check early that banks will lend on the project. Expatriate buyers using a mortgage generally need a down payment of 20-25% of the value at that stage.</p>" +
      "<h2>Escrow: where your money goes</h2>" +
      "<p>Developers must register off-plan projects with RERA and open an escrow account for each one with an approved bank. Buyers' payments go into that account, and the developer can only draw funds against verified construction progress. This is one of the most important protections in the market. Always pay into the project's escrow account, never into a personal account or a general company account, and keep every receipt.</p>" +
      "<h2>Checks before you commit</h2>" +
      "<ul>" +
      "<li>Confirm that the project is registered and check its status and progress through the Land Department's official channels.</li>" +
      "<li>Visit projects the developer has already completed, and talk to residents if you can.</li>" +
      "<li>Read the SPA clauses on delays, changes to size or specification, and cancellation.</li>" +
      "<li>Ask for the estimated service charge and compare it with completed buildings nearby.</li>" +
      "<li>Understand the rules for reselling before completion; many developers require a minimum share of the price to be paid first and charge an administration fee.</li>" +
      "</ul>" +
      "<h2>The main risks</h2>" +
      "<p>Construction can be delayed, finishes may differ from the show apartment, and the market can move between purchase and completion. Off-plan buyers are also committed to a payment schedule, so make sure you can meet every instalment even if your circumstances change. Choosing an established developer and a realistic plan reduces, but does not remove, these risks.</p>" +
      "<h2>Is off-plan right for you?</h2>" +
      "<p>Off-plan suits buyers who do not need to move in immediately, who want to spread payments, and who are comfortable waiting two to four years for a finished home. If you need rental income from day one or want to see exactly what you are buying, a ready property may suit you better.</p>" +
      "<p>Browse our <a href=\"/project-list\">off-plan projects</a>, each with its payment plan, or ask our off-plan specialists for an honest comparison of the projects you are considering.</p>",
  },
  {
    title: "Property handover checklist: snagging, DEWA and moving into a new home",
    slug: "property-handover-checklist-dubai",
    category: "Off-Plan",
    topic: "handover",
    description:
      "Your off-plan home is ready. Here is what happens at handover, how to snag the property properly, which accounts to open and how to get from the Oqood to your title deed.",
    daysAgo: 40,
    bodyHtml:
      "<p>Handover is the moment an off-plan purchase becomes a real home. It is also the moment to be thorough: once you sign the handover documents, getting small defects fixed usually takes longer. This checklist covers the steps from the completion notice to your first night in.</p>" +
      "<h2>1. The completion notice</h2>" +
      "<p>When the building receives its completion certificate, the developer sends a notice asking you to pay the final instalment and any outstanding fees. Read it carefully: it usually lists the final payment, the first service charge, utility deposits and any registration or administration fees. If you plan to pay the balance with a mortgage, send the notice to your bank straight away.</p>" +
      "<h2>2. Final payment and documents</h2>" +
      "<ul>" +
      "<li>Pay the handover instalment into the escrow account or as instructed by the developer.</li>" +
      "<li>Pay the first service charge invoice.</li>" +
      "<li>Sign the handover documents and collect keys, access cards and the manuals for appliances.</li>" +
      "</ul>" +
      "<h2>3. Snagging: inspect before you accept</h2>" +
      "<p>A snagging inspection is a detailed check of the finished home for defects. Many owners hire a professional snagging company, which uses moisture meters and thermal cameras and produces a report with photos. If you do it yourself, take a good torch, a phone charger to test sockets and plenty of time.</p>" +
      "<h3>Room by room</h3>" +
      "<ul>" +
      "<li><strong>Walls and ceilings:</strong> cracks, uneven paint, stains that could mean a leak.</li>" +
      "<li><strong>Floors and tiles:</strong> hollow-sounding tiles, chips, uneven grout, gaps at skirting.</li>" +
      "<li><strong>Doors and windows:</strong> smooth opening, locks, seals and handles.</li>" +
      "<li><strong>Kitchen:</strong> cabinet alignment, worktop joints, appliances working, sink drainage.</li>" +
      "<li><strong>Bathrooms:</strong> water pressure, hot water, drainage, silicone seals, no leaks under basins.</li>" +
      "<li><strong>Electrics:</strong> every socket and switch, lights, the distribution board labelled.</li>" +
      "<li><strong>Air conditioning:</strong> every unit cools, thermostats respond, no dripping.</li>" +
      "<li><strong>Balcony or garden:</strong> drainage, railings, waterproofing.</li>" +
      "</ul>" +
      "<p>Give the developer a written snag list, agree a date for repairs and re-inspect before you sign off. Most developers are responsible for fixing defects that appear during a defects liability period after handover, and for structural defects for longer; your SPA sets out the detail, so keep it to hand.</p>" +
      "<h2>4. Utilities and move-in</h2>" +
      "<ol>" +
      "<li><strong>DEWA:</strong> register the electricity and water account in your name using your Oqood or title deed, passport and Emirates ID, and pay the refundable deposit.</li>" +
      "<li><strong>Cooling:</strong> if the building uses district cooling, open an account with the provider.</li>" +
      "<li><strong>Gas:</strong> where the building has piped gas, register with the supplier.</li>" +
      "<li><strong>Internet:</strong> book an installation early; appointments can take a few days.</li>" +
      "<li><strong>Move-in permit:</strong> the building management usually requires a permit and a booked slot for the service lift.</li>" +
      "</ol>" +
      "<h2>5. From Oqood to title deed</h2>" +
      "<p>During construction your ownership was recorded on the interim Oqood register. After completion, the developer arranges the conversion to a full title deed issued by the Dubai Land Department. If you used a mortgage, the bank's interest is registered against the title, with a registration fee of 0.25% of the loan amount.</p>" +
      "<h2>6. Insurance and paperwork</h2>" +
      "<ul>" +
      "<li>Take out home contents insurance, and landlord insurance if you are letting.</li>" +
      "<li>Save the SPA, handover documents, snag list and warranties in one place.</li>" +
      "<li>Set up your service charge account and note the payment dates.</li>" +
      "</ul>" +
      "<h2>If you are letting the property</h2>" +
      "<p>New buildings often see many units listed for rent at once. Finish your snagging quickly, furnish or fit appliances if the market expects them, and price the home to let early. Our leasing team can market the property before handover so that a tenant is ready when the keys are.</p>" +
      "<p>Handovers go best when they are planned. If you bought through us, your consultant will guide you through every step; if not, our <a href=\"/property-management\">property management team</a> can help you get the home ready and let.</p>",
  },
  {
    title: "Choosing an off-plan developer in Dubai: a due-diligence checklist",
    slug: "choosing-off-plan-developer-due-diligence",
    category: "Off-Plan",
    topic: "off-plan",
    description:
      "The developer matters as much as the project. Use this checklist to assess track record, registration, contract terms and costs before you commit to an off-plan purchase.",
    daysAgo: 188,
    bodyHtml:
      "<p>When you buy off-plan, you are buying a promise: a home that will be delivered in a few years, to a specification shown in a brochure. The most important question is therefore not only whether the project is attractive, but whether the developer will deliver it well and on time. Here is the checklist our off-plan team uses.</p>" +
      "<h2>1. Track record</h2>" +
      "<ul>" +
      "<li>How many projects has the developer completed in the UAE, and how many are under construction now?</li>" +
      "<li>Were past projects delivered close to the original completion dates?</li>" +
      "<li>Visit at least one completed building. Look at the common areas, the façade and how the building has aged.</li>" +
      "<li>Talk to owners and tenants if you can, and look at resale prices compared with the original launch prices.</li>" +
      "</ul>" +
      "<h2>2. Registration and escrow</h2>" +
      "<p>Every off-plan project in Dubai must be registered with RERA and have its own escrow account. Ask for the project number and the escrow account details, and check the project's status through the Land Department's official channels, which also show reported construction progress. Make every payment into the escrow account named in your contract.</p>" +
      "<h2>3. The sale and purchase agreement</h2>" +
      "<p>Read the SPA before paying more than the booking amount, and ideally have a lawyer review it. Pay particular attention to:</p>" +
      "<ul>" +
      "<li><strong>Completion date and delay:</strong> how the completion date is defined and whether there is any grace period or compensation.</li>" +
      "<li><strong>Size tolerance:</strong> how much the final area can differ from the contract, and whether the price is adjusted.</li>" +
      "<li><strong>Specification changes:</strong> the developer's right to substitute materials or change designs.</li>" +
      "<li><strong>Default:</strong> what happens if you miss a payment, and how much of what you have paid could be retained.</li>" +
      "<li><strong>Resale before completion:</strong> the conditions and fees for assigning your contract.</li>" +
      "</ul>" +
      "<h2>4. The payment plan</h2>" +
      "<p>A typical plan asks for an off-plan down payment of 10-20% on booking, instalments during construction and a balance on handover. Check that the plan matches your cash flow, and that the handover payment is realistic for you, whether from savings or a mortgage. Generous post-handover plans are attractive, but compare the total price with similar projects on standard plans.</p>" +
      "<h2>5. Costs beyond the price</h2>" +
      "<ul>" +
      "<li>The 4% DLD fee, usually paid at registration.</li>" +
      "<li>Registration and administration fees charged by the developer.</li>" +
      "<li>The estimated service charge once the building is complete.</li>" +
      "<li>Furnishing, if you plan to let the property furnished.</li>" +
      "</ul>" +
      "<h2>6. The location and the master plan</h2>" +
      "<p>Look beyond the building. What else is being built around it, and when? Are the schools, shops and roads in the master plan already open or still on paper? How many other units will be completed in the area at the same time? Our <a href=\"/areas\">area guides</a> give an overview of each community.</p>" +
      "<h2>7. The exit</h2>" +
      "<p>Decide how you expect to exit before you enter. If you plan to live in the home, focus on layout and community. If you plan to let it, compare the expected rent with nearby completed buildings. If you may sell before completion, understand the developer's resale rules and how liquid the project is likely to be.</p>" +
      "<h2>Warning signs</h2>" +
      "<ul>" +
      "<li>Requests to pay into an account other than the project's escrow account.</li>" +
      "<li>No project registration number, or reluctance to share it.</li>" +
      "<li>Pressure to sign the same day without time to read the SPA.</li>" +
      "<li>Promised returns or guaranteed rents that are not written into the contract.</li>" +
      "</ul>" +
      "<p>Our off-plan specialists are happy to go through this checklist with you for any project, including ones we do not market. See the developers we work with on our <a href=\"/developers\">developers page</a>.</p>",
  },
];
