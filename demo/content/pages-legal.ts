import type { LegalPageSeed } from "./types.ts";

/**
 * Privacy policy and terms of use. The brokerage's legal name, address and licence numbers
 * come from the site configuration and are shown alongside these texts, so the texts say
 * "we" and point to the contact page instead of repeating them.
 */

export const PRIVACY: LegalPageSeed = {
  html:
    "<p>This policy explains how we collect, use and protect personal data when you use this website or contact us through it. We are a real estate brokerage licensed in Dubai, and we process personal data in line with the UAE Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data (the PDPL) and other applicable laws.</p>" +
    "<h2>1. Who is responsible for your data</h2>" +
    "<p>The brokerage named in the footer of this website is the controller of the personal data described in this policy. You can reach us about any privacy matter through our <a href=\"/contact-us\">contact page</a>.</p>" +
    "<h2>2. What we collect</h2>" +
    "<h3>Information you give us</h3>" +
    "<p>When you use an enquiry, contact, callback or viewing form, we collect:</p>" +
    "<ul>" +
    "<li>your name;</li>" +
    "<li>your email address;</li>" +
    "<li>your phone number, including the country code you select;</li>" +
    "<li>your message, and any preferences you choose, such as budget, area or property type;</li>" +
    "<li>the property, project or page you enquired about.</li>" +
    "</ul>" +
    "<p>Please do not include passport numbers, financial details or other sensitive information in a form message. If we need documents for a transaction, your consultant will explain how to send them securely.</p>" +
    "<h3>Information collected automatically</h3>" +
    "<p>Like most websites, our servers record technical information when you visit, such as your IP address, browser type, the pages requested and the time of the request. We use it to keep the website secure, prevent abuse of our forms and fix problems.</p>" +
    "<h2>3. Why we use your data</h2>" +
    "<ul>" +
    "<li><strong>To answer your enquiry</strong> and to arrange viewings, calls or meetings you ask for.</li>" +
    "<li><strong>To provide our services</strong> if you go on to buy, sell, rent, let or have a property managed through us.</li>" +
    "<li><strong>To meet our legal and regulatory obligations</strong>, including record-keeping required of licensed brokers, anti-money-laundering checks where they apply, and requests from competent authorities.</li>" +
    "<li><strong>To protect our website and users</strong>, for example by detecting spam and fraudulent submissions.</li>" +
    "<li><strong>To send you news and offers</strong>, only if you ticked the separate, unticked-by-default box on a form or subscribed to our newsletter; we keep a record of the text you saw, your choice, the date and the page. Every marketing mail names our brokerage and carries a one-click unsubscribe link. Property alerts are sent only after you confirm them by e-mail.</li>" +
    "</ul>" +
    "<p>We process your data with your consent, to take steps at your request before entering into a contract, to perform a contract with you, or to comply with the law, as the PDPL allows.</p>" +
    "<h2>4. Who we share it with</h2>" +
    "<ul>" +
    "<li><strong>Our consultants and staff</strong> who handle your enquiry.</li>" +
    "<li><strong>Property owners, landlords and developers</strong>, only as needed for your request, for example to book a viewing or reserve a unit.</li>" +
    "<li><strong>Service providers</strong> who host our website and systems or deliver our emails, under contracts that require them to protect your data.</li>" +
    "<li><strong>Mortgage advisers, banks or conveyancers</strong>, only if you ask us to introduce you.</li>" +
    "<li><strong>Government and regulatory authorities</strong>, such as the Dubai Land Department and RERA, where the law requires it.</li>" +
    "</ul>" +
    "<p>We do not sell your personal data. Where a service provider processes data outside the UAE, we make sure the transfer meets the requirements of the PDPL.</p>" +
    "<h2>5. How long we keep it</h2>" +
    "<ul>" +
    "<li>Enquiries, contact messages and viewing requests are anonymised three years after they arrive (the period our brokerage sets): their name, e-mail, phone and message are removed and only an anonymous count remains.</li>" +
    "<li>Newsletter subscriptions, property alerts and the record of your marketing choice are kept until you unsubscribe or ask us to erase them.</li>" +
    "<li>Records of transactions and tenancies are kept for as long as the law and our licensing obligations require.</li>" +
    "<li>Server logs are kept for a short period, normally no more than 90 days, unless they are needed to investigate a security incident.</li>" +
    "</ul>" +
    "<h2>6. Your rights</h2>" +
    "<p>To receive a copy of everything we hold about your e-mail address, or to have it erased, use our <a href=\"/data-request\">data request page</a>: we e-mail you a link to confirm the request and answer within 30 days.</p>" +
    "<p>Under the PDPL you have the right, subject to the conditions and exceptions in the law, to:</p>" +
    "<ul>" +
    "<li>obtain information about the personal data we hold about you and how we use it;</li>" +
    "<li>request a copy of your data, and its transfer to another controller where technically possible;</li>" +
    "<li>have inaccurate data corrected and, in the cases set out in the law, have data erased;</li>" +
    "<li>request that we restrict or stop processing your data;</li>" +
    "<li>object to decisions based solely on automated processing that significantly affect you;</li>" +
    "<li>withdraw your consent at any time, without affecting processing carried out before the withdrawal.</li>" +
    "</ul>" +
    "<p>To exercise these rights, contact us through our <a href=\"/contact-us\">contact page</a>. We may ask you to confirm your identity before acting on a request. If you are not satisfied with our response, you may complain to the UAE Data Office.</p>" +
    "<h2>7. Cookies and browser storage</h2>" +
    "<p>We keep cookies and similar technologies to a minimum:</p>" +
    "<ul>" +
    "<li><strong>Anti-forgery cookie:</strong> a strictly necessary cookie that protects our forms from cross-site request forgery. It contains a random token, no personal information, and is required for the forms to work.</li>" +
    "<li><strong>Enquiry pop-up flag:</strong> a small value saved in your browser's local storage that remembers you have closed or completed our enquiry pop-up, so that we do not show it to you again. It stays on your device and is not sent to us.</li>" +
    "</ul>" +
    "<p>We do not use advertising cookies. Some pages show maps or videos provided by third parties; those services may set their own cookies when you interact with them, under their own privacy policies. You can clear cookies and local storage at any time in your browser settings; the website will still work, although the pop-up may appear again.</p>" +
    "<p>No cookie banner is needed: our pages set no cookie; only sending a form sets the anti-forgery cookie that the request needs. This website loads no analytics, advertising or tracking scripts.</p>" +
    "<h2>8. Security</h2>" +
    "<p>We protect personal data with appropriate technical and organisational measures, including encrypted connections, access controls that limit data to the staff who need it, and regular review of our systems. No online service can be completely secure, but we act promptly on any incident and will notify you and the authorities where the law requires.</p>" +
    "<h2>9. Children</h2>" +
    "<p>Our website and services are intended for adults. We do not knowingly collect personal data from children.</p>" +
    "<h2>10. Changes to this policy</h2>" +
    "<p>We may update this policy from time to time, for example when the law or our services change. The current version is always available on this page.</p>" +
    "<h2>11. Contact</h2>" +
    "<p>For any question about this policy or your personal data, please contact us through our <a href=\"/contact-us\">contact page</a> or visit one of our offices during working hours.</p>",
};

export const TERMS: LegalPageSeed = {
  html:
    "<p>These terms apply to your use of this website. By using the website you accept them. If you do not agree, please do not use the website.</p>" +
    "<h2>1. About us and this website</h2>" +
    "<p>This website is operated by a real estate brokerage licensed in Dubai and registered with the Real Estate Regulatory Agency (RERA) of the Dubai Land Department. Our office registration number and contact details are shown on the website. The website provides information about properties and projects, guides and market commentary, and lets you contact us.</p>" +
    "<h2>2. Listings are for information only</h2>" +
    "<ul>" +
    "<li>Property and project details, including descriptions, sizes, floor plans, images, amenities, service charges, payment plans and completion dates, are provided by owners, landlords and developers or prepared from their information. We take care to present them accurately, but we do not guarantee that they are complete, accurate or current.</li>" +
    "<li>Images may be illustrative, and computer-generated images of off-plan projects show the intended design, which may change.</li>" +
    "<li>You should verify all details that matter to you, including by viewing the property and reviewing the title deed, contract and developer documents, before making any commitment.</li>" +
    "</ul>" +
    "<h2>3. Prices and availability</h2>" +
    "<p>Prices, rents and availability are subject to change without notice. A property shown on the website may already be sold, let or reserved. Indicative figures such as prices per square foot, rental yields and costs in our guides are estimates for general information and are not valuations.</p>" +
    "<h2>4. No offer and no advice</h2>" +
    "<p>Nothing on this website is an offer to sell or let any property, or an offer capable of acceptance. A transaction is only binding once the relevant contracts, such as a RERA memorandum of understanding, a developer's sale and purchase agreement or a tenancy contract, have been signed by all parties.</p>" +
    "<p>Our guides, calculators and market commentary are general information, not legal, tax, financial or mortgage advice. Mortgage calculations are indicative; your bank will confirm the actual terms. Please take professional advice for your circumstances.</p>" +
    "<h2>5. Regulation and advertising permits</h2>" +
    "<p>We operate under the laws and regulations of the Emirate of Dubai, including RERA's rules for brokers. Properties in Dubai advertised on this website carry a Trakheesi advertising permit where required. Our consultants hold RERA broker cards, which you may ask to see at any time. Projects and properties outside Dubai are marketed in accordance with the rules of the relevant emirate.</p>" +
    "<h2>6. Using the website</h2>" +
    "<p>You agree not to misuse the website, including by submitting false enquiries, attempting to gain unauthorised access, interfering with its operation, or copying listings or content in bulk by automated means.</p>" +
    "<h2>7. Intellectual property</h2>" +
    "<p>The text, design, logos and original images on this website belong to us or our licensors. You may view and print pages for your personal use. Any other use requires our written permission. Developer names and logos belong to their respective owners.</p>" +
    "<h2>8. Third-party content</h2>" +
    "<p>The website may display maps, videos and other content from third-party services. We are not responsible for the content or availability of those services, which are governed by their own terms.</p>" +
    "<h2>9. Liability</h2>" +
    "<p>To the extent permitted by law, we are not liable for any loss arising from reliance on information on this website, from the website being unavailable, or from any decision made without verifying the information with us and the relevant parties. Nothing in these terms limits liability that cannot be limited under UAE law.</p>" +
    "<h2>10. Privacy</h2>" +
    "<p>Our use of personal data submitted through the website is described in our <a href=\"/privacy-policy\">privacy policy</a>.</p>" +
    "<h2>11. Changes</h2>" +
    "<p>We may update these terms from time to time. The version published on this page applies from the date it is published.</p>" +
    "<h2>12. Governing law and jurisdiction</h2>" +
    "<p>These terms are governed by the laws of the United Arab Emirates as applied in the Emirate of Dubai. The courts of Dubai have exclusive jurisdiction over any dispute arising from them or from your use of the website.</p>",
};
