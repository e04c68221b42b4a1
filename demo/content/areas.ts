import type { AreaSeed } from "./types.ts";

/**
 * Areas (communities) for the demo. Prices and rents are indicative 2026 figures for
 * typical stock in each area; individual buildings and villas can differ widely.
 * Gross yield in the text is roughly rentPerSqftYear / salePerSqft.
 *
 * Jumeirah Golf Estates deliberately has no projects in projects.ts, so the area page
 * with an empty project list can be tested.
 */
export const AREAS: AreaSeed[] = [
  {
    name: "Palm Jumeirah",
    slug: "palm-jumeirah",
    emirate: "Dubai",
    scene: "palm",
    descriptionHtml:
      "<p>Palm Jumeirah is the palm-shaped island off the Al Sufouh coast, built by Nakheel and home to residents since the late 2000s. The trunk carries apartment buildings, shops and restaurants; the sixteen fronds hold beachfront villas; and the outer crescent is lined with resort hotels. Many owners live here for the private beach access and the sense of being on holiday at home, so expect a mix of families, senior professionals and holiday-home owners.</p>" +
      "<p>Getting around is mostly by car through the tunnel and the trunk road, with the Palm Monorail running from the Gateway station to Atlantis and linking to the Dubai Tram. Nakheel Mall, The Pointe and the Golden Mile Galleria cover day-to-day shopping, and the schools of Al Sufouh and Al Barsha are a short drive away.</p>" +
      "<p>Stock ranges from one-bedroom apartments on the trunk to frond villas and large penthouses. Apartments typically trade at around AED 4,000 per sq ft, with frond villas and branded residences well above that. Apartment gross yields are usually in the 5-6% range; frond villas are bought more for lifestyle and long-term value than for income.</p>",
    salePerSqft: 4000,
    rentPerSqftYear: 210,
    typicalTypes: ["Apartment", "Villa", "Penthouse", "Hotel Apartment", "Townhouse"],
    lat: 25.1124,
    lng: 55.139,
  },
  {
    name: "Dubai Marina",
    slug: "dubai-marina",
    emirate: "Dubai",
    scene: "marina",
    descriptionHtml:
      "<p>Dubai Marina is a high-rise waterfront district built around a man-made canal, with a promenade, Marina Walk, running along the water. It is one of the city's most established places to rent, popular with young professionals, couples and people who want cafés, the beach and the tram on their doorstep.</p>" +
      "<p>Transport is a strong point: two Red Line metro stations (DMCC and Sobha Realty), the Dubai Tram, water taxis and quick access to Sheikh Zayed Road. Dubai Marina Mall sits at the centre, JBR beach is a few minutes' walk away, and schools in Al Sufouh, Emirates Hills and JLT are within a short drive.</p>" +
      "<p>Almost all homes are apartments, from studios to penthouses with canal and sea views; buildings vary in age, so service charges and finish quality differ. Typical sale prices sit around AED 2,100 per sq ft, and well-bought one- and two-bedroom apartments tend to return gross yields of about 6%.</p>",
    salePerSqft: 2100,
    rentPerSqftYear: 130,
    typicalTypes: ["Apartment", "Penthouse", "Duplex", "Hotel Apartment"],
    lat: 25.0805,
    lng: 55.1403,
  },
  {
    name: "Downtown Dubai",
    slug: "downtown-dubai",
    emirate: "Dubai",
    scene: "downtown",
    descriptionHtml:
      "<p>Downtown Dubai is Emaar's city centre around Burj Khalifa, The Dubai Mall, the Dubai Fountain and Dubai Opera. Mohammed Bin Rashid Boulevard loops through the district, lined with apartment towers, hotels and street-level restaurants, and the low-rise Old Town quarter adds a quieter pocket near Souk Al Bahar.</p>" +
      "<p>Residents range from professionals working in DIFC and Business Bay to investors who let to short-stay guests. The Burj Khalifa/Dubai Mall metro station is linked to the mall, and Sheikh Zayed Road and Al Khail Road are both close. Families tend to drive to schools in Al Safa, Al Quoz and Jumeirah.</p>" +
      "<p>Homes are mostly apartments, with some duplexes, penthouses and serviced hotel apartments. Sale prices typically sit between AED 2,800 and AED 3,500 per sq ft depending on the view, with gross yields of roughly 5-6% on long-term lets.</p>",
    salePerSqft: 3100,
    rentPerSqftYear: 165,
    typicalTypes: ["Apartment", "Penthouse", "Duplex", "Hotel Apartment", "Retail"],
    lat: 25.1972,
    lng: 55.2744,
  },
  {
    name: "Business Bay",
    slug: "business-bay",
    emirate: "Dubai",
    scene: "skyline",
    descriptionHtml:
      "<p>Business Bay stretches along the Dubai Water Canal next to Downtown, mixing office towers, hotels and residential buildings. Dubai Properties was the master developer, and many other developers have built here, which is why the skyline is so varied in style and age.</p>" +
      "<p>It suits professionals who want a short commute to DIFC and Downtown, and investors who want a central address at a lower entry price than Burj Khalifa views command. The Red Line stops at Business Bay station, the canal promenade is good for walking and cycling, and Bay Avenue and The Dubai Mall are close by.</p>" +
      "<p>Most homes are apartments, serviced hotel apartments and a growing number of penthouses; offices and retail units trade actively too. Typical sale prices are around AED 2,200 per sq ft, with gross residential yields of about 6%.</p>",
    salePerSqft: 2200,
    rentPerSqftYear: 130,
    typicalTypes: ["Apartment", "Penthouse", "Hotel Apartment", "Office", "Retail", "Duplex"],
    lat: 25.186,
    lng: 55.265,
  },
  {
    name: "Jumeirah Village Circle",
    slug: "jumeirah-village-circle",
    emirate: "Dubai",
    scene: "park",
    descriptionHtml:
      "<p>Jumeirah Village Circle, known to everyone as JVC, is a Nakheel master community laid out in a circle of districts between Al Khail Road and Sheikh Mohammed Bin Zayed Road. Mid-rise apartment buildings sit alongside townhouses, villas and neighbourhood parks, and new buildings are still being completed each year.</p>" +
      "<p>It is a favourite of first-time buyers, young families and investors because prices are approachable and demand from tenants is steady. There is no metro, so most residents drive, although buses connect to the Red Line. Circle Mall sits inside the community, and several schools and Mediclinic Parkview Hospital are nearby in Al Barsha South.</p>" +
      "<p>Studios and one-bedroom apartments dominate the market, with townhouses and villas for families. Typical sale prices range from about AED 1,200 to AED 1,500 per sq ft, and smaller apartments often achieve gross yields of 7% or more.</p>",
    salePerSqft: 1350,
    rentPerSqftYear: 95,
    typicalTypes: ["Apartment", "Townhouse", "Villa", "Duplex", "Retail"],
    lat: 25.059,
    lng: 55.209,
  },
  {
    name: "Motor City",
    slug: "motor-city",
    emirate: "Dubai",
    scene: "park",
    descriptionHtml:
      "<p>Motor City, developed by Union Properties next to the Dubai Autodrome, is a calm, green community that combines the Uptown Motor City apartment district with the villas and townhouses of Green Community Motor City. Tree-lined streets, low-rise buildings and a village-style centre give it a settled feel.</p>" +
      "<p>Families and long-term tenants like it for its space and value, and it sits between Dubai Sports City, Arabian Ranches and Al Barsha South. First Avenue Mall covers the daily basics, several schools are within a short drive, and Sheikh Mohammed Bin Zayed Road and Al Khail Road connect quickly to the rest of the city. There is no metro, so a car is useful.</p>" +
      "<p>Apartments range from studios to three bedrooms, with townhouses and villas for larger households. Apartments typically trade at around AED 1,250 per sq ft with gross yields in the 6-7% range, and villas fall within the 5-8% yield band typical of Dubai villas.</p>",
    salePerSqft: 1250,
    rentPerSqftYear: 85,
    typicalTypes: ["Apartment", "Townhouse", "Villa", "Retail"],
    lat: 25.0465,
    lng: 55.2368,
  },
  {
    name: "Jumeirah Lake Towers",
    slug: "jumeirah-lake-towers",
    emirate: "Dubai",
    scene: "skyline",
    descriptionHtml:
      "<p>Jumeirah Lake Towers (JLT) is a cluster-based district of towers set around artificial lakes, opposite Dubai Marina across Sheikh Zayed Road. It is part of the DMCC free zone, so offices and homes sit side by side, and each cluster has its own shops, cafés and restaurants at podium level.</p>" +
      "<p>JLT appeals to professionals who want a walkable neighbourhood close to the Marina at lower rents. Two metro stations serve it, JLT Park and the lakeside paths give it green space, and the beach at JBR is a short taxi ride away. Our own head office is here, so we know the buildings well.</p>" +
      "<p>Homes are mainly apartments from studios to three bedrooms, plus some penthouses; offices trade actively too. Typical sale prices are about AED 1,550 per sq ft and gross yields are often around 6-7%.</p>",
    salePerSqft: 1550,
    rentPerSqftYear: 105,
    typicalTypes: ["Apartment", "Penthouse", "Office", "Retail"],
    lat: 25.0693,
    lng: 55.1413,
  },
  {
    name: "Dubai Hills Estate",
    slug: "dubai-hills-estate",
    emirate: "Dubai",
    scene: "villas",
    descriptionHtml:
      "<p>Dubai Hills Estate is a master community by Emaar and Meraas, part of the wider Mohammed Bin Rashid City, planned around an 18-hole championship golf course and a long central park. It mixes gated villa neighbourhoods with apartment districts close to Dubai Hills Mall.</p>" +
      "<p>It is one of the most requested communities among families relocating to Dubai: there are schools within and around the community, King's College Hospital Dubai Hills, cycling and running tracks, and quick access to Al Khail Road and Umm Suqeim Street. Downtown and the Marina are both around 15-20 minutes by car.</p>" +
      "<p>Apartments typically trade at around AED 2,300 per sq ft, with larger villas priced by plot and position. Apartment yields are usually 5-6%, and family villas and townhouses sit in the 5-8% range typical of the city.</p>",
    salePerSqft: 2300,
    rentPerSqftYear: 125,
    typicalTypes: ["Apartment", "Villa", "Townhouse", "Plot", "Retail"],
    lat: 25.107,
    lng: 55.245,
  },
  {
    name: "Arabian Ranches",
    slug: "arabian-ranches",
    emirate: "Dubai",
    scene: "desert",
    descriptionHtml:
      "<p>Arabian Ranches is one of Emaar's earliest villa communities, built in the 2000s along Umm Suqeim Road and now followed by Arabian Ranches II and III. Mature landscaping, a golf club, equestrian facilities and the Ranches Souk give it a settled, suburban character.</p>" +
      "<p>It is almost entirely a family community: residents value space, quiet streets and schools such as Jumeirah English Speaking School Arabian Ranches. Daily shopping is at the Souk and nearby community centres, and Al Qudra Road, Sheikh Mohammed Bin Zayed Road and Global Village are close. A car is essential.</p>" +
      "<p>Homes are villas and townhouses from two to six bedrooms. Prices typically average around AED 1,700 per sq ft of built-up area, with older villas on larger plots commanding a premium, and gross yields generally within the 5-8% band for Dubai villas.</p>",
    salePerSqft: 1700,
    rentPerSqftYear: 90,
    typicalTypes: ["Villa", "Townhouse"],
    lat: 25.056,
    lng: 55.27,
  },
  {
    name: "Dubai Creek Harbour",
    slug: "dubai-creek-harbour",
    emirate: "Dubai",
    scene: "creek",
    descriptionHtml:
      "<p>Dubai Creek Harbour is a waterfront district on the edge of the Ras Al Khor Wildlife Sanctuary, developed by Emaar. Towers line the creek and a marina, with a man-made beach, promenades and views across to Downtown Dubai.</p>" +
      "<p>Buyers here include families and professionals who want a newer community close to the centre, and investors buying off-plan. Dubai International Airport and Downtown are both roughly 15 minutes away by car, and the planned Blue Line of the Dubai Metro is set to serve the area. Shopping is at community retail and Dubai Festival City across the creek.</p>" +
      "<p>Stock is mainly one- to four-bedroom apartments, with some townhouses and penthouses. Typical prices are about AED 2,300 per sq ft, and completed apartments tend to return gross yields of around 5-6%.</p>",
    salePerSqft: 2300,
    rentPerSqftYear: 125,
    typicalTypes: ["Apartment", "Townhouse", "Penthouse"],
    lat: 25.2,
    lng: 55.348,
  },
  {
    name: "Jumeirah Beach Residence",
    slug: "jumeirah-beach-residence",
    emirate: "Dubai",
    scene: "beach",
    descriptionHtml:
      "<p>Jumeirah Beach Residence (JBR) is a 1.7-kilometre strip of residential and hotel towers between Dubai Marina and the beach, grouped into clusters named Shams, Amwaj, Rimal, Bahar, Murjan and Sadaf. The Walk and The Beach below the towers are packed with restaurants and shops.</p>" +
      "<p>Tenants and owners choose JBR for one reason above all: the sea is at the end of the lobby. It draws couples, families who want the beach daily, and holiday-home investors. The Dubai Tram runs behind the towers, the Marina metro stations are a short walk away, and Bluewaters Island is across a footbridge.</p>" +
      "<p>Homes are one- to four-bedroom apartments and penthouses, many with sea views. Typical sale prices are around AED 2,300 per sq ft and gross yields are commonly about 6%, higher for well-run holiday homes.</p>",
    salePerSqft: 2300,
    rentPerSqftYear: 140,
    typicalTypes: ["Apartment", "Penthouse", "Hotel Apartment"],
    lat: 25.078,
    lng: 55.134,
  },
  {
    name: "DAMAC Hills",
    slug: "damac-hills",
    emirate: "Dubai",
    scene: "villas",
    descriptionHtml:
      "<p>DAMAC Hills is a golf community by DAMAC Properties built around Trump International Golf Club Dubai, between Umm Suqeim Road and Al Qudra. It combines villas and townhouses with apartment buildings overlooking the course and parks.</p>" +
      "<p>The community appeals to families who want a green setting at prices below the older golf estates, and to investors looking for steady rental demand. Schools such as Jebel Ali School are in the area, and Arabian Ranches, Motor City and Al Barsha South are a short drive away. A car is needed for most journeys.</p>" +
      "<p>Apartments typically trade at about AED 1,500 per sq ft; townhouses and villas vary with size and view. Gross yields tend to be 6-7% on apartments and within the 5-8% range for villas.</p>",
    salePerSqft: 1500,
    rentPerSqftYear: 95,
    typicalTypes: ["Villa", "Townhouse", "Apartment"],
    lat: 25.026,
    lng: 55.25,
  },
  {
    name: "Dubai South",
    slug: "dubai-south",
    emirate: "Dubai",
    scene: "desert",
    descriptionHtml:
      "<p>Dubai South is the large government-backed district around Al Maktoum International Airport and Expo City Dubai. Its residential areas, including Emaar South and several mid-rise apartment neighbourhoods, are among the newest in the city.</p>" +
      "<p>Buyers are drawn by entry prices well below central Dubai and by the long-term plan to expand Al Maktoum International into the city's main airport. Residents include aviation and logistics staff and young families. The Expo 2020 metro station on the Route 2020 extension is nearby, and Sheikh Mohammed Bin Zayed Road and Emirates Road connect to the rest of Dubai and Abu Dhabi.</p>" +
      "<p>Stock includes studios to three-bedroom apartments, townhouses and villas. Typical prices are about AED 1,100 per sq ft, with gross yields of around 6-7% on apartments.</p>",
    salePerSqft: 1100,
    rentPerSqftYear: 70,
    typicalTypes: ["Apartment", "Townhouse", "Villa", "Plot"],
    lat: 24.885,
    lng: 55.16,
  },
  {
    name: "Mohammed Bin Rashid City",
    slug: "mohammed-bin-rashid-city",
    emirate: "Dubai",
    scene: "villas",
    descriptionHtml:
      "<p>Mohammed Bin Rashid City (MBR City) is a large mixed-use district between Al Khail Road and the Meydan area. In listings the name usually refers to District One, with its crystal lagoon, large contemporary villas and low-rise apartment buildings, and to the neighbourhoods around it.</p>" +
      "<p>It attracts senior professionals and families who want space close to the centre: Downtown Dubai is about ten minutes away. Schools in Nad Al Sheba and Sobha Hartland are close, and Meydan Racecourse and the cycling tracks of Al Qudra and Nad Al Sheba are nearby.</p>" +
      "<p>Villas here are some of the largest in the city, alongside townhouses and apartments. Apartments typically sell for around AED 2,500 per sq ft, and villa yields are generally within the 5-8% range.</p>",
    salePerSqft: 2500,
    rentPerSqftYear: 130,
    typicalTypes: ["Villa", "Apartment", "Townhouse", "Plot"],
    lat: 25.148,
    lng: 55.308,
  },
  {
    name: "Al Barsha",
    slug: "al-barsha",
    emirate: "Dubai",
    scene: "skyline",
    descriptionHtml:
      "<p>Al Barsha is an established residential district around Mall of the Emirates, split into Al Barsha 1, 2 and 3 and the newer Al Barsha South. Mid-rise apartment buildings line the roads near the mall and Sheikh Zayed Road, while villas fill the quieter blocks behind.</p>" +
      "<p>It is a practical, central choice for families and professionals: the Mall of the Emirates metro station is on the Red Line, schools such as the American School of Dubai are in the area, and Dubai Internet City and Dubai Media City are close.</p>" +
      "<p>Much of the stock is rental, and freehold status varies by building and plot, so check it before you make an offer; our team can confirm it for any specific property. Apartments typically trade at around AED 1,300 per sq ft, with gross yields close to 7%.</p>",
    salePerSqft: 1300,
    rentPerSqftYear: 90,
    typicalTypes: ["Apartment", "Villa", "Hotel Apartment", "Office", "Retail"],
    lat: 25.113,
    lng: 55.2,
  },
  {
    name: "Meydan",
    slug: "meydan",
    emirate: "Dubai",
    scene: "skyline",
    descriptionHtml:
      "<p>Meydan takes its name from Meydan Racecourse, home of the Dubai World Cup, and covers the surrounding residential and commercial districts between Al Khail Road and Nad Al Sheba. Apartment neighbourhoods, gated villa clusters and a growing number of mid-rise projects make it one of the most active areas for new launches.</p>" +
      "<p>Residents like the central position: Downtown Dubai and Business Bay are around ten minutes away, and Ras Al Khor Road and Al Khail Road connect to the airport and the rest of the city. Schools in Nad Al Sheba and MBR City are close.</p>" +
      "<p>Stock is mostly studios to three-bedroom apartments, with townhouses and villas. Typical prices are around AED 1,700 per sq ft and gross apartment yields are usually 5-6%.</p>",
    salePerSqft: 1700,
    rentPerSqftYear: 95,
    typicalTypes: ["Apartment", "Villa", "Townhouse", "Plot"],
    lat: 25.156,
    lng: 55.296,
  },
  {
    name: "Sobha Hartland",
    slug: "sobha-hartland",
    emirate: "Dubai",
    scene: "park",
    descriptionHtml:
      "<p>Sobha Hartland is a master community by Sobha Realty inside Mohammed Bin Rashid City, close to the Ras Al Khor Wildlife Sanctuary and the Dubai Water Canal. It is planned with large green spaces, a waterfront, and a mix of apartment towers, townhouses and villas.</p>" +
      "<p>Families are a big part of the community because of Hartland International School and North London Collegiate School Dubai, both on site. Downtown Dubai and Business Bay are around ten minutes by car via Al Khail Road, and the airport is about fifteen.</p>" +
      "<p>Sobha builds in-house, and finishes are a common reason buyers choose the community. Apartments typically trade at about AED 2,100 per sq ft with gross yields of about 5%; villas are priced by size and position and fall within the 5-8% range typical for villas.</p>",
    salePerSqft: 2100,
    rentPerSqftYear: 110,
    typicalTypes: ["Apartment", "Villa", "Townhouse"],
    lat: 25.1785,
    lng: 55.3155,
  },
  {
    name: "Town Square",
    slug: "town-square",
    emirate: "Dubai",
    scene: "townhouses",
    descriptionHtml:
      "<p>Town Square is a master community by Nshama on Al Qudra Road, planned around a central park and a walkable town centre. Rows of townhouses sit alongside mid-rise apartment buildings, and the community has grown steadily since its first handovers.</p>" +
      "<p>It is popular with young families and first-time buyers looking for a townhouse at a lower price than the older villa communities. Schools, nurseries, supermarkets and a cinema are within or next to the community. A car is the practical way to get around, and Sheikh Mohammed Bin Zayed Road is about ten minutes away.</p>" +
      "<p>Typical prices are around AED 1,150 per sq ft. Apartments often return gross yields of around 6-7%, and townhouses generally fall within the 5-8% range.</p>",
    salePerSqft: 1150,
    rentPerSqftYear: 75,
    typicalTypes: ["Townhouse", "Apartment", "Villa"],
    lat: 24.992,
    lng: 55.293,
  },
  {
    name: "Jumeirah Golf Estates",
    slug: "jumeirah-golf-estates",
    emirate: "Dubai",
    scene: "villas",
    descriptionHtml:
      "<p>Jumeirah Golf Estates is a gated villa community built around the Earth and Fire golf courses, the venue of the season-ending tournament of the DP World Tour. Villa neighbourhoods are laid out along the fairways, with a handful of newer apartment and townhouse projects on the edges.</p>" +
      "<p>Residents are mainly families who want space, quiet and golf. The Jumeirah Golf Estates station on the Route 2020 metro line is nearby, and The Gardens, Ibn Battuta Mall and the schools of Jumeirah Park and The Springs are a short drive away.</p>" +
      "<p>Villas range from three to seven bedrooms and typically average around AED 1,900 per sq ft of built-up area, more on the fairway. Gross yields are generally within the 5-8% range typical for Dubai villas.</p>",
    salePerSqft: 1900,
    rentPerSqftYear: 100,
    typicalTypes: ["Villa", "Townhouse", "Apartment", "Plot"],
    lat: 25.021,
    lng: 55.2,
  },
  {
    name: "City Walk",
    slug: "city-walk",
    emirate: "Dubai",
    scene: "downtown",
    descriptionHtml:
      "<p>City Walk is a Meraas neighbourhood between Al Wasl Road and Safa Park, designed as a walkable street of shops, restaurants and low- to mid-rise apartment buildings. Coca-Cola Arena, the city's main indoor concert venue, is at its edge.</p>" +
      "<p>It appeals to professionals and couples who want a city address with a neighbourhood feel. Downtown Dubai and DIFC are five to ten minutes away, Jumeirah's beaches are close, and Mediclinic City Hospital is a short drive. Many buildings are finished to a high standard and managed by the developer.</p>" +
      "<p>Homes are mostly one- to four-bedroom apartments, with some townhouses and penthouses. Typical prices are about AED 2,800 per sq ft and gross yields are around 5-6%.</p>",
    salePerSqft: 2800,
    rentPerSqftYear: 165,
    typicalTypes: ["Apartment", "Townhouse", "Penthouse", "Retail"],
    lat: 25.207,
    lng: 55.262,
  },
  {
    name: "Al Furjan",
    slug: "al-furjan",
    emirate: "Dubai",
    scene: "townhouses",
    descriptionHtml:
      "<p>Al Furjan is a Nakheel master community between Sheikh Zayed Road and Sheikh Mohammed Bin Zayed Road, near Discovery Gardens and Ibn Battuta. It started as a townhouse and villa community and now has a busy apartment district on its eastern side.</p>" +
      "<p>The Al Furjan station on the Route 2020 metro line links residents to the Red Line, and Ibn Battuta Mall, Jebel Ali and Dubai Marina are all within about fifteen minutes. Families like the mix of villa living and value; apartment investors like the metro and steady tenant demand.</p>" +
      "<p>Apartments typically trade at around AED 1,350 per sq ft and return gross yields of about 6-7%; townhouses and villas sit within the 5-8% villa range.</p>",
    salePerSqft: 1350,
    rentPerSqftYear: 85,
    typicalTypes: ["Apartment", "Townhouse", "Villa", "Retail"],
    lat: 25.027,
    lng: 55.153,
  },
  {
    name: "Dubai Silicon Oasis",
    slug: "dubai-silicon-oasis",
    emirate: "Dubai",
    scene: "skyline",
    descriptionHtml:
      "<p>Dubai Silicon Oasis is a technology park and free zone on Dubai-Al Ain Road that has grown into a residential district in its own right. Mid-rise apartment buildings, villa clusters and offices sit alongside schools, Silicon Central Mall and community parks.</p>" +
      "<p>It is a value choice for families and professionals working in the eastern side of the city, Dubai Academic City or Sharjah. Downtown Dubai is about 20 minutes away by car, and Emirates Road and Sheikh Mohammed Bin Zayed Road give quick access north and south.</p>" +
      "<p>Apartments typically trade at around AED 1,000 per sq ft, and gross yields of about 7% are common.</p>",
    salePerSqft: 1000,
    rentPerSqftYear: 70,
    typicalTypes: ["Apartment", "Villa", "Townhouse", "Office"],
    lat: 25.122,
    lng: 55.38,
  },
  {
    name: "Bluewaters Island",
    slug: "bluewaters-island",
    emirate: "Dubai",
    scene: "beach",
    descriptionHtml:
      "<p>Bluewaters Island is a Meraas island just off JBR, best known for the Ain Dubai observation wheel. Low-rise apartment buildings sit among hotels, restaurants and a pedestrian promenade, with beach access and views back to the Marina skyline.</p>" +
      "<p>It suits owners who want a resort setting within walking distance of the city: a footbridge links to JBR and the Dubai Tram, and a road bridge connects to Sheikh Zayed Road. Supply is limited, so good apartments tend to let and sell quickly.</p>" +
      "<p>Homes are one- to four-bedroom apartments, penthouses and a few townhouses. Typical prices are about AED 3,400 per sq ft and gross yields are usually around 5-6%.</p>",
    salePerSqft: 3400,
    rentPerSqftYear: 190,
    typicalTypes: ["Apartment", "Penthouse", "Townhouse", "Hotel Apartment"],
    lat: 25.08,
    lng: 55.12,
  },
  {
    name: "Emaar Beachfront",
    slug: "emaar-beachfront",
    emirate: "Dubai",
    scene: "beach",
    descriptionHtml:
      "<p>Emaar Beachfront is a gated community of residential towers at Dubai Harbour, between Palm Jumeirah and Dubai Marina. Residents have a private beach, and many apartments look out over the sea, the Palm or the Marina skyline.</p>" +
      "<p>It appeals to buyers who want a beachfront home with newer construction and a quieter setting than JBR. Dubai Marina Mall and the Marina metro stations are a few minutes away, and Sheikh Zayed Road is close. Schools in Al Sufouh and Emirates Hills are within about fifteen minutes.</p>" +
      "<p>Stock is mainly one- to four-bedroom apartments and penthouses. Typical prices are about AED 3,000 per sq ft and gross yields are generally around 5-6%.</p>",
    salePerSqft: 3000,
    rentPerSqftYear: 165,
    typicalTypes: ["Apartment", "Penthouse"],
    lat: 25.095,
    lng: 55.141,
  },
  {
    name: "Dubai Sports City",
    slug: "dubai-sports-city",
    emirate: "Dubai",
    scene: "park",
    descriptionHtml:
      "<p>Dubai Sports City is a mixed community built around the Dubai International Cricket Stadium, The Els Club golf course and sports academies. Apartment buildings line the canal and the stadium side, with villa clusters around the golf course.</p>" +
      "<p>It is one of the more affordable places to rent or buy in new Dubai and is popular with young families and sports-minded residents. Motor City and JVC are next door, schools are within a short drive, and Sheikh Mohammed Bin Zayed Road and Al Khail Road link to the rest of the city.</p>" +
      "<p>Apartments typically trade at around AED 1,000 per sq ft, with gross yields of about 7%; villas sit within the 5-8% range.</p>",
    salePerSqft: 1000,
    rentPerSqftYear: 70,
    typicalTypes: ["Apartment", "Villa", "Townhouse"],
    lat: 25.04,
    lng: 55.22,
  },
  {
    name: "Saadiyat Island",
    slug: "saadiyat-island",
    emirate: "Abu Dhabi",
    scene: "beach",
    descriptionHtml:
      "<p>Saadiyat Island is Abu Dhabi's cultural and beachfront island, a short drive from the city centre. The Cultural District is home to Louvre Abu Dhabi, with further museums in progress, and the island's western coast has some of the emirate's quietest public and residents' beaches.</p>" +
      "<p>Residents include families, senior professionals and academics at NYU Abu Dhabi. Cranleigh Abu Dhabi and other schools are on the island, Saadiyat Beach Golf Club is nearby, and Zayed International Airport is around 25 minutes away. Foreign buyers can own freehold in Abu Dhabi's designated investment zones, which include Saadiyat.</p>" +
      "<p>Stock ranges from beachfront apartments to large villas. Apartments typically trade at around AED 2,100 per sq ft, with villas priced by plot and beach proximity; gross yields are generally around 5%.</p>",
    salePerSqft: 2100,
    rentPerSqftYear: 110,
    typicalTypes: ["Apartment", "Villa", "Townhouse", "Plot"],
    lat: 24.54,
    lng: 54.435,
  },
  {
    name: "Yas Island",
    slug: "yas-island",
    emirate: "Abu Dhabi",
    scene: "marina",
    descriptionHtml:
      "<p>Yas Island is Abu Dhabi's leisure island: Yas Marina Circuit, Ferrari World, Warner Bros. World, Yas Waterworld, SeaWorld Abu Dhabi and Yas Mall are all here. Around them, Aldar has built a series of residential communities, from apartment districts to townhouse and villa neighbourhoods.</p>" +
      "<p>It suits families and professionals who want a newer home with a lot to do nearby. Zayed International Airport is about ten minutes away, Dubai is reachable by car along the E11, and schools and nurseries are spread across the island. Yas Beach and the Yas Links golf course add to the outdoor options.</p>" +
      "<p>Apartments typically trade at around AED 1,400 per sq ft and return gross yields of about 6%; townhouses and villas fall within the 5-8% villa range.</p>",
    salePerSqft: 1400,
    rentPerSqftYear: 85,
    typicalTypes: ["Apartment", "Townhouse", "Villa", "Plot"],
    lat: 24.49,
    lng: 54.605,
  },
  {
    name: "Al Reem Island",
    slug: "al-reem-island",
    emirate: "Abu Dhabi",
    scene: "skyline",
    descriptionHtml:
      "<p>Al Reem Island is a high-rise residential island beside Al Maryah Island, the home of the ADGM financial centre. Towers line the waterfront, with parks, promenades and Reem Mall serving the community.</p>" +
      "<p>Professionals working on Al Maryah Island and in downtown Abu Dhabi make up much of the tenant base, and bridges connect the island to the city centre in minutes. The Galleria Al Maryah Island and Cleveland Clinic Abu Dhabi are just across the water.</p>" +
      "<p>Homes are mostly studios to three-bedroom apartments, with some penthouses and townhouses. Typical prices are about AED 1,300 per sq ft and gross yields of around 6-7% are common.</p>",
    salePerSqft: 1300,
    rentPerSqftYear: 85,
    typicalTypes: ["Apartment", "Penthouse", "Townhouse", "Office"],
    lat: 24.498,
    lng: 54.405,
  },
  {
    name: "Aljada",
    slug: "aljada",
    emirate: "Sharjah",
    scene: "townhouses",
    descriptionHtml:
      "<p>Aljada is Arada's large mixed-use community in Sharjah, close to University City and Sharjah International Airport. It is being built in phases around a central hub with parks, sports facilities, dining and an entertainment district.</p>" +
      "<p>It appeals to families and professionals who want a modern, planned neighbourhood at Sharjah prices, including many who commute to Dubai. Schools are planned and opening within the community, and Emirates Road and Sheikh Mohammed Bin Zayed Road are close.</p>" +
      "<p>Stock is mainly studios to three-bedroom apartments, with townhouses and villas in some phases. Typical prices are around AED 1,050 per sq ft and gross yields are around 5-6%.</p>",
    salePerSqft: 1050,
    rentPerSqftYear: 60,
    typicalTypes: ["Apartment", "Townhouse", "Villa", "Retail"],
    lat: 25.305,
    lng: 55.478,
  },
  {
    name: "Al Mamsha",
    slug: "al-mamsha",
    emirate: "Sharjah",
    scene: "downtown",
    descriptionHtml:
      "<p>Al Mamsha is a pedestrian-focused community in Muwaileh, Sharjah, near University City. The design keeps cars to the edges so that residents walk along a shaded central boulevard lined with shops and cafés.</p>" +
      "<p>It suits families, university staff and Dubai commuters who want a newer apartment in a walkable setting. Sharjah International Airport, University City and Sheikh Mohammed Bin Zayed Road are all a short drive away.</p>" +
      "<p>Homes are mostly studios to three-bedroom apartments and some townhouses, trading at around AED 1,050 per sq ft with gross yields of about 5-6%.</p>",
    salePerSqft: 1050,
    rentPerSqftYear: 60,
    typicalTypes: ["Apartment", "Townhouse", "Retail"],
    lat: 25.297,
    lng: 55.457,
  },
  {
    name: "Maryam Island",
    slug: "maryam-island",
    emirate: "Sharjah",
    scene: "marina",
    descriptionHtml:
      "<p>Maryam Island is a waterfront community in Al Khan, Sharjah, developed by Eagle Hills. Apartment buildings face the sea and the lagoon, with a promenade, beach, shops and restaurants at ground level.</p>" +
      "<p>It attracts buyers who want seafront living at Sharjah prices, and Dubai commuters who live on the northern side of the city. Al Qasba, Sharjah Aquarium and the Al Khan beaches are close, and Al Ittihad Road leads into Dubai.</p>" +
      "<p>Homes are mainly one- to three-bedroom apartments. Typical prices are about AED 1,250 per sq ft and gross yields are around 5-6%.</p>",
    salePerSqft: 1250,
    rentPerSqftYear: 70,
    typicalTypes: ["Apartment", "Penthouse", "Retail"],
    lat: 25.338,
    lng: 55.385,
  },
];
