import type { BlogSeed } from "./types.ts";

/** Blog posts in the "Buying Guides" category. */
export const BUYING_BLOGS: BlogSeed[] = [
  {
    title: "How to buy a property in Dubai as a foreigner: the process step by step",
    slug: "how-to-buy-property-in-dubai-as-a-foreigner",
    category: "Buying Guides",
    topic: "market",
    description:
      "From freehold areas and budgets to the MoU, the NOC and the transfer: a clear walk through buying a ready property in Dubai as a foreign buyer, with the costs to plan for.",
    daysAgo: 9,
    bodyHtml:
      "<p>Foreign ownership in Dubai's designated freehold areas opened up in the early 2000s and was set out in law in 2006. Today buyers of almost every nationality purchase homes here, whether or not they live in the UAE. The process is well regulated and, once you know the steps, straightforward. This guide covers buying a ready (completed) property; off-plan purchases follow a shorter, different route.</p>" +
      "<h2>Freehold and leasehold</h2>" +
      "<p>In freehold areas such as Dubai Marina, Downtown Dubai, Palm Jumeirah and Jumeirah Village Circle, foreign buyers can own the property outright, with a title deed issued by the Dubai Land Department (DLD). In some other locations, foreigners can hold long leasehold interests, with terms of up to 99 years. Our consultants will confirm the ownership status of any property before you make an offer.</p>" +
      "<h2>Step 1: Set your budget, including costs</h2>" +
      "<p>Plan for the price plus the costs of buying. The main ones are:</p>" +
      "<ul>" +
      "<li><strong>DLD transfer fee:</strong> 4% of the purchase price, plus small administration fees.</li>" +
      "<li><strong>Agency commission:</strong> 2% of the price, plus VAT.</li>" +
      "<li><strong>Trustee office fee</strong> for handling the transfer.</li>" +
      "<li><strong>With a mortgage:</strong> a down payment of 20-25% for most expatriate buyers, a mortgage registration fee of 0.25% of the loan amount, and the bank's own fees.</li>" +
      "</ul>" +
      "<p>If you need finance, get a mortgage pre-approval before you start viewing, so you know exactly what you can offer.</p>" +
      "<h2>Step 2: Work with a RERA-registered broker</h2>" +
      "<p>Every broker in Dubai must hold a RERA licence, and every advert must carry a Trakheesi permit number. You will usually sign a buyer agreement (Form B) with your agent, which sets out the service and the commission. Ask to see the agent's broker card; it takes a second and protects you.</p>" +
      "<h2>Step 3: View, compare and make an offer</h2>" +
      "<p>Shortlist a few properties, compare recent sales in the same building, and check the service charge and the condition of the home. Offers are usually negotiated through the agents. Once price and terms are agreed, the next step is the memorandum of understanding.</p>" +
      "<h2>Step 4: Sign the MoU (Form F)</h2>" +
      "<p>The MoU, known as Form F, is the standard RERA contract between buyer and seller. It records the price, the timeline, who pays which costs and what happens if either side does not complete. The buyer normally provides a security deposit cheque, typically 10% of the price, held until transfer.</p>" +
      "<h2>Step 5: Obtain the NOC from the developer</h2>" +
      "<p>The seller applies to the developer or master community for a no-objection certificate (NOC). It confirms that there are no outstanding service charges on the property and allows the transfer to go ahead. If the seller still has a mortgage, their bank must provide a liability letter and the loan is settled at transfer.</p>" +
      "<h2>Step 6: Mortgage approval, if you are borrowing</h2>" +
      "<p>The bank values the property, issues a final offer letter and prepares the manager's cheques for the transfer. This is usually the step that takes longest, so start early.</p>" +
      "<h2>Step 7: Transfer at a trustee office</h2>" +
      "<p>Buyer, seller (or their representatives) and agents meet at a Real Estate Registration Trustee office. The buyer pays the price and the DLD fee, the seller hands over the keys and access cards, and the new title deed is issued in the buyer's name, usually the same day and electronically.</p>" +
      "<h2>How long does it take?</h2>" +
      "<p>A cash purchase of a ready property typically completes in 30-60 days, with the transfer often about 30 days after the MoU is signed. With a mortgage, allow for the bank's process at the longer end of that range. Off-plan purchases are much faster to secure: reservation and the sale agreement usually take 1-3 days.</p>" +
      "<h2>Buying from abroad</h2>" +
      "<p>You do not need to be a UAE resident to buy. Many of our clients buy while living overseas, signing documents electronically and appointing a representative with a power of attorney for the transfer. A power of attorney signed abroad needs to be legalised for use in the UAE, so allow time for that.</p>" +
      "<h2>After the transfer</h2>" +
      "<ul>" +
      "<li>Register with DEWA for electricity and water, and with the cooling provider if the building has one.</li>" +
      "<li>Set up your service charge account with the management company.</li>" +
      "<li>If you plan to let the property, arrange a tenancy contract and Ejari registration.</li>" +
      "</ul>" +
      "<p>Our <a href=\"/buying-a-property-in-dubai\">buying guide</a> has a summary of costs and a checklist. If you would like a consultant to take you through the process for a specific property, get in touch; we will explain every step before you commit.</p>",
  },
  {
    title: "Getting a mortgage in Dubai as an expatriate: deposits, fees and approval",
    slug: "dubai-mortgage-guide-for-expats",
    category: "Buying Guides",
    topic: "mortgage",
    description:
      "How much deposit expatriate buyers need, what banks look at, which fees to budget for and how long approval takes: a practical guide to getting a home loan in Dubai.",
    daysAgo: 30,
    bodyHtml:
      "<p>Most UAE banks lend to expatriate residents, and several lend to non-residents as well. The rules are set by the UAE Central Bank and applied with each bank's own policy on top, so two banks can give you different answers. Here is how the process works and what to prepare.</p>" +
      "<h2>How much deposit do you need?</h2>" +
      "<p>For most expatriate buyers, the down payment is 20-25% of the purchase price. The Central Bank limits how much a bank can lend against a property's value, and the limits are stricter for higher-value homes, second properties and off-plan purchases. Remember that the deposit is only part of the cash you need: purchase costs such as the 4% DLD transfer fee and the 2% agency commission are paid on top.</p>" +
      "<h2>What banks look at</h2>" +
      "<ul>" +
      "<li><strong>Income and employment:</strong> salary certificate and payslips for employees; audited accounts and trade licence for business owners.</li>" +
      "<li><strong>Debt burden:</strong> total monthly repayments on all your loans and cards cannot exceed 50% of your monthly income, and many banks prefer a lower figure.</li>" +
      "<li><strong>Credit history:</strong> your report from the Al Etihad Credit Bureau, plus bank statements.</li>" +
      "<li><strong>Age and term:</strong> loan terms run up to 25 years, and banks usually want the loan repaid by the time you reach their maximum age, which is generally later for self-employed borrowers.</li>" +
      "<li><strong>The property:</strong> the bank's valuer must agree that the price is fair. If the valuation comes in low, the loan is based on the lower figure.</li>" +
      "</ul>" +
      "<h2>Fixed or variable?</h2>" +
      "<p>Dubai mortgages usually start with a fixed rate for one to five years, then switch to a variable rate linked to EIBOR plus a margin. A longer fixed period gives certainty; a shorter one often comes with a lower starting rate. Always check the reversion rate, the early settlement fee and whether you can make partial prepayments without penalty.</p>" +
      "<h2>The costs of borrowing</h2>" +
      "<table>" +
      "<tr><th>Cost</th><th>Typical amount</th></tr>" +
      "<tr><td>Mortgage registration with DLD</td><td>0.25% of the loan amount, plus admin fees</td></tr>" +
      "<tr><td>Bank arrangement fee</td><td>Varies by bank; sometimes waived</td></tr>" +
      "<tr><td>Valuation fee</td><td>Fixed fee set by the bank</td></tr>" +
      "<tr><td>Life and property insurance</td><td>Usually required for the life of the loan</td></tr>" +
      "</table>" +
      "<h2>The process, step by step</h2>" +
      "<ol>" +
      "<li><strong>Pre-approval:</strong> submit your documents to one or more banks or a mortgage adviser. You receive an approval in principle, valid for a limited period, stating how much you can borrow.</li>" +
      "<li><strong>Find the property and sign the MoU:</strong> with pre-approval in hand, you can negotiate with confidence.</li>" +
      "<li><strong>Valuation:</strong> the bank appoints a valuer to inspect the property.</li>" +
      "<li><strong>Final offer letter:</strong> the bank issues its formal offer, which you sign.</li>" +
      "<li><strong>Transfer:</strong> the bank's cheques are released at the trustee office, the title deed is issued in your name and the mortgage is registered against it.</li>" +
      "</ol>" +
      "<p>A ready-property purchase with a mortgage usually completes within the 30-60 days typical for Dubai transfers, with the bank's steps taking up much of that time.</p>" +
      "<h2>Non-resident buyers</h2>" +
      "<p>Some banks lend to buyers living abroad, usually with a larger deposit, more documentation and a shorter list of eligible properties. If you are overseas, speak to us early so we can introduce you to lenders who work with non-residents.</p>" +
      "<h2>Off-plan and mortgages</h2>" +
      "<p>Banks rarely lend at the start of an off-plan purchase. Most buyers pay the off-plan down payment of 10-20% and the construction instalments themselves, then take a mortgage for the handover payment once the building is complete. If that is your plan, check in advance that your bank will lend on the project.</p>" +
      "<h2>Our tips</h2>" +
      "<ul>" +
      "<li>Compare at least three offers, looking at the total cost over the fixed period, not just the headline rate.</li>" +
      "<li>Keep your credit card limits low while applying; banks count unused limits towards your debt burden.</li>" +
      "<li>Do not change jobs during the process if you can avoid it.</li>" +
      "</ul>" +
      "<p>Use the mortgage calculator on each listing to estimate monthly payments, and read our <a href=\"/buying-a-property-in-dubai\">buying guide</a> for the full cost breakdown.</p>",
  },
  {
    title: "The UAE Golden Visa through property: who qualifies and how to apply",
    slug: "uae-golden-visa-through-property",
    category: "Buying Guides",
    topic: "golden-visa",
    description:
      "Property worth AED 2 million or more can support a ten-year UAE Golden Visa. We explain the main conditions, how mortgages and off-plan homes are treated and the steps to apply.",
    daysAgo: 75,
    bodyHtml:
      "<p>The Golden Visa is a long-term UAE residence visa, valid for ten years and renewable, that does not depend on an employer. Property investment is one of the routes to it, and it is one of the most common questions our consultants are asked. Rules are set by the federal and emirate authorities and are updated from time to time, so treat this as a guide and confirm the current requirements before you apply.</p>" +
      "<h2>The headline requirement</h2>" +
      "<p>At the time of writing, an investor who owns property in the UAE with a value of at least AED 2 million can apply for a Golden Visa. The value can usually be made up of one property or several, as long as the total meets the threshold.</p>" +
      "<h2>What counts towards the AED 2 million</h2>" +
      "<ul>" +
      "<li><strong>Ready property:</strong> the most straightforward route, with the title deed in your name.</li>" +
      "<li><strong>Mortgaged property:</strong> generally accepted, subject to conditions set by the authorities and a letter from your bank. The way the loan is treated has changed over time, so check the current rule for your situation.</li>" +
      "<li><strong>Off-plan property:</strong> can qualify when bought from approved developers and registered with the Land Department, again subject to conditions.</li>" +
      "<li><strong>Joint ownership:</strong> co-owners can apply when their share meets the requirement; spouses have specific provisions.</li>" +
      "</ul>" +
      "<h2>Who can be included</h2>" +
      "<p>A Golden Visa holder can normally sponsor a spouse and children, and in some cases other family members and domestic staff. One of the main attractions is that the visa stays valid even if you spend long periods outside the UAE, unlike a standard residence visa.</p>" +
      "<h2>How to apply in Dubai</h2>" +
      "<ol>" +
      "<li><strong>Own the property:</strong> complete the purchase and make sure the title deed (or off-plan registration) is in your name.</li>" +
      "<li><strong>Apply for the property assessment:</strong> the Dubai Land Department provides a service that confirms the property meets the Golden Visa requirements.</li>" +
      "<li><strong>Submit the residence application:</strong> through the relevant immigration channels, with your passport, photo and supporting documents.</li>" +
      "<li><strong>Medical test and Emirates ID biometrics:</strong> completed in the UAE.</li>" +
      "<li><strong>Visa issued:</strong> the ten-year residence and Emirates ID follow.</li>" +
      "</ol>" +
      "<p>Fees are charged at each stage. The amounts change, so we give clients an up-to-date breakdown when they are ready to apply.</p>" +
      "<h2>Planning your purchase with the visa in mind</h2>" +
      "<ul>" +
      "<li><strong>Check the value test:</strong> whether the purchase price or another valuation is used can matter if you are close to the threshold.</li>" +
      "<li><strong>Budget for purchase costs:</strong> the 4% DLD transfer fee and the 2% agency commission are on top of the AED 2 million.</li>" +
      "<li><strong>Think about financing:</strong> with a mortgage, expatriate buyers typically need a down payment of 20-25%, and the bank letter becomes part of the application.</li>" +
      "<li><strong>Choose a property you want to own:</strong> the visa is a benefit of the investment, not a reason to buy the wrong home.</li>" +
      "</ul>" +
      "<h2>What happens if you sell?</h2>" +
      "<p>The visa is linked to the investment. If you sell and your remaining property falls below the requirement, the visa can be cancelled, so plan any sale together with your visa position.</p>" +
      "<h2>Other routes</h2>" +
      "<p>Property is one of several Golden Visa routes; others include specialised skills, business ownership, outstanding students and certain professionals. If you are close to qualifying through more than one, it is worth comparing them before deciding.</p>" +
      "<h2>How we help</h2>" +
      "<p>We help clients choose properties that meet the value requirement, coordinate with mortgage banks, and introduce trusted visa service providers for the application itself. If the Golden Visa is part of your plan, tell your consultant at the start; it changes which properties we shortlist. You can browse homes above the threshold on our <a href=\"/property-list\">property listings</a>.</p>",
  },
];
