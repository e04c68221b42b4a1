import type { DeveloperSeed } from "./types.ts";

/**
 * Real UAE developers, described neutrally in our own words. Brand colours are the demo's
 * own palette choices, not the companies' official colours. `office` is the head office's map
 * position, approximate (the district, not the building).
 *
 * Samana Developers and Tiger Properties are marked `noProjects: true` and have no projects
 * in projects.ts, so empty developer pages can be tested.
 */
export const DEVELOPERS: DeveloperSeed[] = [
  {
    name: "Emaar Properties",
    slug: "emaar-properties",
    founded: 1997,
    hq: "Dubai",
    office: { lat: 25.1955, lng: 55.279 },
    brandColor: "#1f3a5f",
    descriptionHtml:
      "<p>Emaar Properties is one of the largest developers in the region and a listed company on the Dubai Financial Market. It is best known as the master developer of Downtown Dubai, including Burj Khalifa and The Dubai Mall, and for early freehold communities such as Dubai Marina and Arabian Ranches.</p>" +
      "<p>More recent master communities include Dubai Hills Estate (with Meraas), Dubai Creek Harbour, Emaar Beachfront and Emaar South. Emaar's projects range from mid-market apartments to golf-course villas, and its buildings are usually managed by its own community management arm after handover.</p>" +
      "<p>Buyers tend to choose Emaar for its delivery record, the resale liquidity of its communities and the quality of the public realm around its buildings.</p>",
  },
  {
    name: "Nakheel",
    slug: "nakheel",
    founded: 2000,
    hq: "Dubai",
    office: { lat: 25.0937, lng: 55.149 },
    brandColor: "#00707a",
    descriptionHtml:
      "<p>Nakheel is the master developer behind Palm Jumeirah, the palm-shaped island that became a symbol of Dubai's freehold market. Its portfolio also includes Jumeirah Islands, The Gardens, Jumeirah Village Circle and Triangle, Al Furjan and Discovery Gardens, as well as several community malls.</p>" +
      "<p>Nakheel is now part of the Dubai Holding group. Its recent focus includes new phases and villas on Palm Jumeirah, Dubai Islands off Deira, and the revived Palm Jebel Ali.</p>" +
      "<p>Many of Dubai's most established communities started as Nakheel master plans, with plots later sold to other developers, which is why a Nakheel community often contains buildings by several different builders.</p>",
  },
  {
    name: "DAMAC Properties",
    slug: "damac-properties",
    founded: 2002,
    hq: "Dubai",
    office: { lat: 25.0965, lng: 55.1745 },
    brandColor: "#2b2b2b",
    descriptionHtml:
      "<p>DAMAC Properties was founded by Hussain Sajwani and has delivered a large number of apartments, villas and hotel apartments across Dubai and the wider region.</p>" +
      "<p>Its master communities include DAMAC Hills, built around Trump International Golf Club Dubai, and DAMAC Hills 2, with more recent waterfront and lagoon-themed communities on the south side of the city. DAMAC is also known for branded residences created with fashion, design and automotive names, and for flexible payment plans.</p>" +
      "<p>The developer is a frequent choice for off-plan investors who want branded interiors and a wide range of price points.</p>",
  },
  {
    name: "Meraas",
    slug: "meraas",
    founded: 2007,
    hq: "Dubai",
    office: { lat: 25.207, lng: 55.262 },
    brandColor: "#c05a3c",
    descriptionHtml:
      "<p>Meraas is a Dubai developer, now part of Dubai Holding, known for lifestyle destinations rather than large suburban estates. Its projects include City Walk, Bluewaters Island with Ain Dubai, La Mer, Port de La Mer and Jumeirah Bay Island, and it co-developed Dubai Hills Estate with Emaar.</p>" +
      "<p>Meraas residential buildings are usually low- to mid-rise and closely tied to the retail and leisure around them. The developer's design style is contemporary and understated, with a strong focus on landscaping and walkable streets.</p>",
  },
  {
    name: "Sobha Realty",
    slug: "sobha-realty",
    founded: 1976,
    hq: "Dubai",
    office: { lat: 25.186, lng: 55.27 },
    brandColor: "#8a6d3b",
    descriptionHtml:
      "<p>Sobha Realty is the property arm of the Sobha Group, founded by P.N.C. Menon in Oman in 1976. The group is known for a backward-integrated model: design, engineering, joinery, glazing and metal works are largely handled in-house rather than outsourced.</p>" +
      "<p>In Dubai its flagship is Sobha Hartland in Mohammed Bin Rashid City, followed by Sobha Hartland II and other communities across the city. Buyers often mention finishing quality and attention to detail as reasons to choose Sobha.</p>",
  },
  {
    name: "Ellington Properties",
    slug: "ellington-properties",
    founded: 2014,
    hq: "Dubai",
    office: { lat: 25.189, lng: 55.264 },
    brandColor: "#4b4f54",
    descriptionHtml:
      "<p>Ellington Properties is a design-led boutique developer whose buildings are recognisable for their interiors, art programmes and careful material choices. Rather than building master communities, it develops individual buildings within established areas.</p>" +
      "<p>Its projects are concentrated in Jumeirah Village Circle, Downtown Dubai, Mohammed Bin Rashid City, Dubai Hills Estate and other central locations. Ellington appeals to owner-occupiers and investors who want a boutique building with a strong interior design identity.</p>",
  },
  {
    name: "Azizi Developments",
    slug: "azizi-developments",
    founded: 2007,
    hq: "Dubai",
    office: { lat: 25.218, lng: 55.332 },
    brandColor: "#0b5394",
    descriptionHtml:
      "<p>Azizi Developments is part of the Azizi Group founded by Mirwais Azizi. It has delivered a large number of mid-market apartment buildings in Dubai, particularly in Al Furjan, Dubai Healthcare City and the Riviera community in Meydan.</p>" +
      "<p>More recent projects include the Venice community in Dubai South and waterfront and tower projects in central Dubai. Azizi tends to offer compact, efficiently planned apartments at accessible price points, with payment plans aimed at both end users and investors.</p>",
  },
  {
    name: "Danube Properties",
    slug: "danube-properties",
    founded: 2014,
    hq: "Dubai",
    office: { lat: 25.113, lng: 55.196 },
    brandColor: "#d4372c",
    descriptionHtml:
      "<p>Danube Properties is the real estate arm of the Danube Group, a building-materials business founded by Rizwan Sajan. The developer is known for fully furnished apartments with a long list of shared amenities and for payment plans that spread a large share of the price into monthly instalments.</p>" +
      "<p>Its buildings are found in Al Furjan, Jumeirah Village Circle, Arjan, Business Bay and other communities in new Dubai, and they are popular with first-time buyers and rental investors.</p>",
  },
  {
    name: "Binghatti",
    slug: "binghatti",
    founded: 2008,
    hq: "Dubai",
    office: { lat: 25.185, lng: 55.275 },
    brandColor: "#1a1a2e",
    descriptionHtml:
      "<p>Binghatti is a Dubai developer led by Muhammad BinGhatti, known for its sculptural façades and an in-house design, engineering and construction model. Its buildings are easy to recognise on the skyline.</p>" +
      "<p>Binghatti has built extensively in Jumeirah Village Circle, Dubai Silicon Oasis, Al Jaddaf and Business Bay, and has partnered with luxury brands on branded residences. The developer is known for relatively short construction periods.</p>",
  },
  {
    name: "Omniyat",
    slug: "omniyat",
    founded: 2005,
    hq: "Dubai",
    office: { lat: 25.1875, lng: 55.2705 },
    brandColor: "#6b5b4b",
    descriptionHtml:
      "<p>Omniyat is a developer focused on the top end of the market, founded by Mahdi Amjad. It works with internationally known architects and hospitality operators, and its projects are typically low in unit count and high in specification.</p>" +
      "<p>Its portfolio includes The Opus in Business Bay, designed by Zaha Hadid Architects, and ultra-prime residences on Palm Jumeirah and along the Dubai Water Canal. Omniyat buyers are usually looking for a trophy home rather than a rental investment.</p>",
  },
  {
    name: "Select Group",
    slug: "select-group",
    founded: 2002,
    hq: "Dubai",
    office: { lat: 25.086, lng: 55.147 },
    brandColor: "#274060",
    descriptionHtml:
      "<p>Select Group is a Dubai developer with a strong presence in Dubai Marina, where its towers include the Marina Gate buildings, and in Business Bay, where it developed the Peninsula district along the Dubai Water Canal.</p>" +
      "<p>The developer works with hospitality partners on branded and serviced residences and builds mainly high-rise waterfront apartments for owner-occupiers and investors.</p>",
  },
  {
    name: "Dubai Properties",
    slug: "dubai-properties",
    founded: 2004,
    hq: "Dubai",
    office: { lat: 25.184, lng: 55.262 },
    brandColor: "#005f73",
    descriptionHtml:
      "<p>Dubai Properties is a developer within the Dubai Holding group. It developed Jumeirah Beach Residence and was the master developer of Business Bay, and it has since built family communities such as Mudon, Villanova and Serena on the Dubailand side of the city.</p>" +
      "<p>Its residential projects range from waterfront apartments to townhouses and villas aimed at families, and it also manages a large portfolio of rental communities.</p>",
  },
  {
    name: "Aldar Properties",
    slug: "aldar-properties",
    founded: 2004,
    hq: "Abu Dhabi",
    office: { lat: 24.454, lng: 54.6125 },
    brandColor: "#0a4d68",
    descriptionHtml:
      "<p>Aldar Properties is Abu Dhabi's largest listed developer and one of the largest owners of investment property in the emirate. It merged with Sorouh Real Estate in 2013.</p>" +
      "<p>Aldar has developed much of Yas Island, including residential neighbourhoods around Yas Marina Circuit and Yas Mall, as well as communities on Saadiyat Island, Al Raha Beach and Al Reem Island. In recent years it has also launched projects in Dubai, including joint ventures with Dubai Holding.</p>",
  },
  {
    name: "Arada",
    slug: "arada",
    founded: 2017,
    hq: "Sharjah",
    office: { lat: 25.308, lng: 55.472 },
    brandColor: "#e07a1f",
    descriptionHtml:
      "<p>Arada is a Sharjah-based developer whose first communities were Nasma Residences and Aljada, a large mixed-use neighbourhood near University City. It has since expanded with Masaar, a community planned around a forested green belt.</p>" +
      "<p>Arada's communities are planned around shared parks, sports facilities and retail hubs, and they have attracted many buyers who work in Dubai and want more space for their budget.</p>",
  },
  {
    name: "Meydan Group",
    slug: "meydan-group",
    founded: 2007,
    hq: "Dubai",
    office: { lat: 25.16, lng: 55.3 },
    brandColor: "#2e5e4e",
    descriptionHtml:
      "<p>Meydan Group is the Dubai developer and operator behind Meydan Racecourse, home of the Dubai World Cup, and the surrounding Meydan district. It has been involved in the development of Mohammed Bin Rashid City and the residential neighbourhoods around the racecourse.</p>" +
      "<p>Its residential work ranges from villa communities to apartment districts and plots sold to other developers, which makes Meydan one of the busiest areas for new launches.</p>",
  },
  {
    name: "Nshama",
    slug: "nshama",
    founded: 2014,
    hq: "Dubai",
    office: { lat: 25.0, lng: 55.283 },
    brandColor: "#3d8b37",
    descriptionHtml:
      "<p>Nshama is a private Dubai developer best known for Town Square, a master community on Al Qudra Road planned around a central park. Town Square combines townhouse neighbourhoods with mid-rise apartment buildings, shops and community facilities.</p>" +
      "<p>The developer aimed Town Square at first-time buyers and young families, with prices below those of established villa communities.</p>",
  },
  {
    name: "Union Properties",
    slug: "union-properties",
    founded: 1987,
    hq: "Dubai",
    office: { lat: 25.047, lng: 55.239 },
    brandColor: "#7a1f2b",
    descriptionHtml:
      "<p>Union Properties is a listed Dubai developer best known for Motor City, the community beside the Dubai Autodrome that includes the Uptown Motor City apartments and Green Community Motor City.</p>" +
      "<p>The company has also developed commercial and residential buildings elsewhere in Dubai. Motor City remains its signature community and is popular with families and long-term tenants.</p>",
  },
  {
    name: "Eagle Hills",
    slug: "eagle-hills",
    founded: 2014,
    hq: "Abu Dhabi",
    office: { lat: 24.5, lng: 54.39 },
    brandColor: "#123c69",
    descriptionHtml:
      "<p>Eagle Hills is an Abu Dhabi-based private real estate investment and development company chaired by Mohamed Alabbar. It develops mixed-use master communities in the UAE and abroad, including Belgrade Waterfront in Serbia.</p>" +
      "<p>In the UAE its best-known residential project for our clients is Maryam Island, a waterfront community in Sharjah.</p>",
  },
  {
    name: "Alef Group",
    slug: "alef-group",
    founded: 2014,
    hq: "Sharjah",
    office: { lat: 25.304, lng: 55.45 },
    brandColor: "#b5651d",
    descriptionHtml:
      "<p>Alef Group is a Sharjah developer whose flagship is Al Mamsha, a walkable residential and retail community near University City in which cars are kept to the edges and residents move along shaded pedestrian streets.</p>" +
      "<p>The group also developed 06 Mall in Sharjah and builds apartments and townhouses aimed at families and professionals who want a modern, planned neighbourhood in the emirate.</p>",
  },
  {
    name: "Samana Developers",
    slug: "samana-developers",
    founded: 2017,
    hq: "Dubai",
    office: { lat: 25.183, lng: 55.264 },
    brandColor: "#5e548e",
    noProjects: true,
    descriptionHtml:
      "<p>Samana Developers is a Dubai developer known for mid-market apartment buildings in which many units have private pools on their balconies. Its buildings are found in communities such as Arjan, Dubai Studio City and Jumeirah Village Circle.</p>" +
      "<p>The developer is known for extended payment plans, including plans that continue after handover, which are popular with first-time investors.</p>",
  },
  {
    name: "Tiger Properties",
    slug: "tiger-properties",
    founded: 1976,
    hq: "Sharjah",
    office: { lat: 25.315, lng: 55.375 },
    brandColor: "#e09f3e",
    noProjects: true,
    descriptionHtml:
      "<p>Tiger Properties is the real estate development arm of the Tiger Group, a construction and property business with its roots in Sharjah. The group has built residential and commercial towers across the northern emirates and Dubai.</p>" +
      "<p>Its projects typically target the mid-market, with practical layouts and prices aimed at end users and rental investors.</p>",
  },
];
