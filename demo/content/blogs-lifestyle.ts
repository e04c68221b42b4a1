import type { BlogSeed } from "./types.ts";

/** Blog posts in the "Lifestyle" category. */
export const LIFESTYLE_BLOGS: BlogSeed[] = [
  {
    title: "Dubai Marina or JBR: which suits you?",
    slug: "dubai-marina-vs-jbr",
    category: "Lifestyle",
    topic: "community",
    description:
      "They sit side by side, but Dubai Marina and JBR offer different day-to-day lives. We compare homes, prices, transport, noise and beach access to help you choose.",
    daysAgo: 18,
    bodyHtml:
      "<p>Dubai Marina and Jumeirah Beach Residence (JBR) are neighbours, and many people use the names interchangeably. Live in either for a week, though, and the differences become clear. Our head office is a few minutes away in JLT, and our consultants have rented, sold and managed homes in both for years. Here is how they compare.</p>" +
      "<h2>The setting</h2>" +
      "<p><strong>Dubai Marina</strong> is built around a man-made canal several kilometres long, lined with towers and the Marina Walk promenade. Buildings range from early 2000s towers to recent high-rises, and the neighbourhood stretches from the Dubai Marina Mall end to the quieter areas near Sheikh Zayed Road.</p>" +
      "<p><strong>JBR</strong> is a single strip of towers between the Marina and the sea, grouped into six clusters. Below them, The Walk and The Beach form one of the city's busiest outdoor promenades, with restaurants, shops and the beach itself.</p>" +
      "<h2>Homes</h2>" +
      "<ul>" +
      "<li><strong>Marina:</strong> a wide choice, from studios to large penthouses, in buildings of very different ages and standards. This variety means there is something at most budgets.</li>" +
      "<li><strong>JBR:</strong> mostly one- to four-bedroom apartments, generally larger than Marina equivalents, with many sea views. Fewer studios, and a more uniform building stock.</li>" +
      "</ul>" +
      "<h2>Prices and yields</h2>" +
      "<p>Price per square foot is broadly similar, with the best sea-view homes in both areas commanding a premium. Because JBR apartments tend to be larger, entry prices there start higher. Both areas let well; holiday-home investors often favour JBR for its beach position, while long-term tenants are spread across both. Check our <a href=\"/area/dubai-marina\">Dubai Marina</a> and <a href=\"/area/jumeirah-beach-residence\">JBR</a> guides for indicative prices.</p>" +
      "<h2>Getting around</h2>" +
      "<p>The Marina has the edge on transport. Two Red Line metro stations sit on its eastern edge, and the Dubai Tram loops through the neighbourhood. JBR residents use the tram too, and the metro is a walk or a short tram ride away. Traffic around JBR can be slow at weekends and in the cooler months, when The Walk draws visitors from across the city.</p>" +
      "<h2>Beach access</h2>" +
      "<p>This is JBR's great advantage: the beach is at the end of the lobby. From most Marina towers the beach is a 5-15 minute walk, which is easy in winter and less appealing in August.</p>" +
      "<h2>Noise and atmosphere</h2>" +
      "<ul>" +
      "<li><strong>JBR</strong> is lively, especially at weekends and during events. Lower floors facing The Walk can be noisy; higher floors and sea-facing units are calmer.</li>" +
      "<li><strong>The Marina</strong> varies by location: the canal-side areas near the mall are busy, while parts of the southern Marina and the stretches near JLT feel more residential.</li>" +
      "</ul>" +
      "<h2>Families</h2>" +
      "<p>Both areas have families, although most family buyers eventually move to villa communities for more space. For schools, residents drive to Al Sufouh, Emirates Hills, Jumeirah Park and Al Barsha. JBR's beach and play areas are a strong draw for young children; the Marina has more parks and quieter walkways.</p>" +
      "<h2>Running costs</h2>" +
      "<p>Service charges vary more within each area than between them. Older towers can have higher charges because of maintenance, while some newer ones charge more for extensive facilities. Always check the approved rate for the specific building.</p>" +
      "<h2>Our quick verdict</h2>" +
      "<ul>" +
      "<li>Choose <strong>JBR</strong> if daily beach access matters most and you like a lively atmosphere.</li>" +
      "<li>Choose the <strong>Marina</strong> if you want more choice of home and budget, better transport and the option of a quieter street.</li>" +
      "</ul>" +
      "<p>The best way to decide is to spend an evening and a weekend morning in each. Our consultants will happily show you both and help you compare specific buildings.</p>",
  },
  {
    title: "Dubai's family villa communities compared",
    slug: "family-villa-communities-dubai-compared",
    category: "Lifestyle",
    topic: "community",
    description:
      "Arabian Ranches, Dubai Hills Estate, Jumeirah Golf Estates, DAMAC Hills, Motor City and Town Square: how Dubai's family villa communities compare on space, schools and budget.",
    daysAgo: 260,
    bodyHtml:
      "<p>Sooner or later, many families in Dubai trade their apartment for a villa or townhouse with a garden. The city has a wide choice of family communities, each with its own character and price point. Here is how some of the most popular ones compare, based on what our clients ask us most.</p>" +
      "<h2>What to weigh up</h2>" +
      "<ul>" +
      "<li><strong>Schools:</strong> how far is the school run, in morning traffic?</li>" +
      "<li><strong>Commute:</strong> which main roads are closest to your office?</li>" +
      "<li><strong>Space:</strong> plot size and garden matter as much as built-up area.</li>" +
      "<li><strong>Age of the community:</strong> mature trees and settled neighbours, or new homes and ongoing construction nearby.</li>" +
      "<li><strong>Running costs:</strong> service charges, cooling and utility bills for larger homes.</li>" +
      "</ul>" +
      "<h2>Arabian Ranches</h2>" +
      "<p>One of Dubai's first villa communities, with mature landscaping, a golf club, equestrian facilities and the Ranches Souk. Schools are within the community, and the feel is settled and suburban. Expect to pay more for the original Ranches than for newer phases nearby; a car is essential.</p>" +
      "<h2>Dubai Hills Estate</h2>" +
      "<p>A newer master community built around a golf course and a long central park, with Dubai Hills Mall and a hospital within the community. It is more central than most villa communities, with Downtown and the Marina both reachable in around 20 minutes. Prices are at the upper end of the family market.</p>" +
      "<h2>Jumeirah Golf Estates</h2>" +
      "<p>A gated villa community set along two championship golf courses, popular with families who want space and quiet. Homes are generally large and the community feels private. It is further from the city centre, but the Route 2020 metro line and Sheikh Zayed Road are close.</p>" +
      "<h2>DAMAC Hills</h2>" +
      "<p>A golf community with villas, townhouses and apartments, schools in the area and extensive sports facilities. It offers a green setting at a lower price point than the older golf estates, which makes it popular with first-time villa buyers.</p>" +
      "<h2>Motor City</h2>" +
      "<p>A smaller, settled community next to the Dubai Autodrome, combining apartments with villas and townhouses. Tree-lined streets, First Avenue Mall and easy access to nearby schools make it a practical, good-value choice. Our Motor City office is here, so we know it well.</p>" +
      "<h2>Town Square</h2>" +
      "<p>A younger community of townhouses and apartments on Al Qudra Road, planned around a central park. It is one of the most affordable ways to get a townhouse with a garden in Dubai, and it appeals to young families.</p>" +
      "<h2>Comparing the numbers</h2>" +
      "<p>Prices vary widely with plot, position and condition, so use the figures on our area pages as a guide rather than a valuation. For investors, villa rental yields of 5-8% are typical across these communities, with family tenants often staying several years. For buyers, budget for the 4% DLD transfer fee and 2% agency commission on top of the price, and a down payment of 20-25% if you are an expatriate using a mortgage.</p>" +
      "<h2>Renting before you buy</h2>" +
      "<p>If you are new to Dubai or unsure between two communities, renting for a year is a sensible way to find out how the school run and commute really feel. Our leasing team can find you a home on a standard annual contract, registered with Ejari.</p>" +
      "<h2>Our advice</h2>" +
      "<ol>" +
      "<li>Drive the school run and the commute at rush hour before you decide.</li>" +
      "<li>Visit at a weekend to see how the community is used.</li>" +
      "<li>Ask about construction planned nearby over the next few years.</li>" +
      "<li>Compare service charges and cooling costs, not just the price.</li>" +
      "</ol>" +
      "<p>Explore each community in our <a href=\"/areas\">area guides</a>, or speak to our villa and townhouse specialist for a shortlist that fits your family.</p>",
  },
  {
    title: "Living near the metro in Dubai: neighbourhoods for a car-light life",
    slug: "living-near-the-metro-dubai",
    category: "Lifestyle",
    topic: "community",
    description:
      "Dubai is easier without a car than many people think. Here are the neighbourhoods best served by the metro and tram, and how new lines could change the map in the coming years.",
    daysAgo: 385,
    bodyHtml:
      "<p>Dubai has a reputation as a car city, and for many villa communities that is true. But a large share of residents live within walking distance of the metro or tram, and for them a car is a convenience rather than a necessity. If you would like to cut commuting costs or simply avoid traffic, choosing the right neighbourhood makes a big difference.</p>" +
      "<h2>How the network works</h2>" +
      "<ul>" +
      "<li><strong>Red Line:</strong> runs the length of Sheikh Zayed Road, from the airport and Deira through Downtown, Business Bay, Al Barsha, Dubai Marina and JLT, with the Route 2020 branch to Al Furjan, Jumeirah Golf Estates and Expo City Dubai.</li>" +
      "<li><strong>Green Line:</strong> serves the older city on both sides of the creek, including Deira, Bur Dubai, Al Jaddaf and Dubai Healthcare City.</li>" +
      "<li><strong>Dubai Tram:</strong> loops through Dubai Marina, JBR and Al Sufouh, connecting with the Red Line and the Palm Monorail.</li>" +
      "<li><strong>Blue Line:</strong> planned to serve areas including Dubai Creek Harbour, Dubai Silicon Oasis and Mirdif, and scheduled at the time of writing to open in 2029.</li>" +
      "</ul>" +
      "<p>One Nol card covers the metro, tram, buses and water buses.</p>" +
      "<h2>Neighbourhoods with the best access</h2>" +
      "<h3>Dubai Marina and JLT</h3>" +
      "<p>Two Red Line stations serve the Marina and JLT, and the tram runs through the Marina. Supermarkets, gyms, restaurants and the beach are all walkable. This is the easiest part of new Dubai in which to live without a car.</p>" +
      "<h3>Downtown Dubai and Business Bay</h3>" +
      "<p>The Burj Khalifa/Dubai Mall and Business Bay stations serve both districts, and DIFC is one or two stops away. Check the walking distance from your building carefully: some towers are close to a station, others are a long walk in summer.</p>" +
      "<h3>Al Barsha</h3>" +
      "<p>The Mall of the Emirates station sits at the heart of Al Barsha 1, with Dubai Internet City and Media City a few stops along. Many apartments are within a short walk.</p>" +
      "<h3>Al Furjan</h3>" +
      "<p>The Route 2020 station has turned the eastern part of Al Furjan into a practical metro neighbourhood, with apartments near the station at lower prices than on the main Red Line.</p>" +
      "<h2>Where a car is still useful</h2>" +
      "<p>Communities such as JVC, Motor City, Arabian Ranches, Town Square and DAMAC Hills have no metro station. Buses and ride-hailing fill the gap for many residents, but families with school runs usually keep at least one car.</p>" +
      "<h2>Does the metro affect property values?</h2>" +
      "<p>Proximity to a station is consistently one of the features tenants ask for, particularly for studios and one-bedroom apartments. Homes within a short walk of a station tend to let faster. Announced lines can lift prices before they open, so buy for the value of the home today and treat future transport as a bonus rather than the whole case.</p>" +
      "<h2>Tips for a car-light life</h2>" +
      "<ol>" +
      "<li>Walk the route from the building to the station before you sign, ideally in the heat of the day.</li>" +
      "<li>Look for buildings with covered or shaded walkways.</li>" +
      "<li>Check whether the building has bicycle storage; cycling is increasingly practical in the cooler months.</li>" +
      "<li>Use the money saved on a car towards a better-located home.</li>" +
      "</ol>" +
      "<h2>Costs to keep in mind</h2>" +
      "<p>Well-located apartments near stations attract steady demand. Tenants should budget for the usual costs of renting, including Ejari registration from AED 215 plus 5% VAT. Buyers should plan for the 4% DLD transfer fee and the 2% agency commission on top of the price.</p>" +
      "<p>Tell us where you work and how you like to travel, and we will shortlist homes within walking distance of the right station. Start with our <a href=\"/property-list\">property listings</a> or the <a href=\"/area/dubai-marina\">Dubai Marina area guide</a>.</p>",
  },
];
