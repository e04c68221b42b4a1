/**
 * Reference areas (issue 31): the main communities of Dubai and the other emirates, offered to a
 * brokerage that starts without the demo, so its listings, its feed and its search bar have places
 * to point at from the first day. They are ordinary areas, marked `is_reference = 1`: the brokerage
 * edits them in /admin/areas (text, picture, logo, Arabic), hides those it does not work in
 * (`is_active = 0`: no area page, not in the area lists or the sitemap) and adds its own.
 *
 * On a database without areas (a new site) they are shown. On one that already has areas (a site
 * live before this migration) the missing ones are added hidden, so its public pages do not change
 * until someone shows them; a community it already has (same page address) is left as it is.
 *
 * The first thirty-one are the communities the demo describes, in its order, so a new demo
 * database keeps the area ids it always had. Frozen: the list is written here, not imported.
 */
import { PostgresAdapter, sql, type Kysely } from "kysely";

type Community = { name: string; nameAr: string; slug: string; emirate: number; lat: number; lng: number; en: string; ar: string };

const DUBAI = 1;
const ABU_DHABI = 2;
const SHARJAH = 3;
const AJMAN = 4;
const RAS_AL_KHAIMAH = 5;
const FUJAIRAH = 6;
const UMM_AL_QUWAIN = 7;

const c = (name: string, nameAr: string, slug: string, emirate: number, lat: number, lng: number, en: string, ar: string): Community => ({ name, nameAr, slug, emirate, lat, lng, en, ar });

const COMMUNITIES: Community[] = [
  c("Palm Jumeirah", "نخلة جميرا", "palm-jumeirah", DUBAI, 25.1124, 55.139, "The palm-shaped island off Al Sufouh: trunk apartments, frond villas with their own beaches and resort hotels on the crescent.", "الجزيرة على شكل نخلة قبالة الصفوح: شقق على الجذع وفلل على السعف بشواطئ خاصة وفنادق منتجعات على الهلال."),
  c("Dubai Marina", "دبي مارينا", "dubai-marina", DUBAI, 25.0805, 55.1403, "High-rise apartments around a canal with a waterfront promenade, two metro stations and the tram.", "شقق في أبراج حول قناة مائية مع ممشى على الواجهة البحرية ومحطتي مترو والترام."),
  c("Downtown Dubai", "وسط مدينة دبي", "downtown-dubai", DUBAI, 25.1972, 55.2744, "The city centre around Burj Khalifa and The Dubai Mall, with apartment towers along the boulevard.", "قلب المدينة حول برج خليفة ودبي مول، وأبراج سكنية على امتداد البوليفارد."),
  c("Business Bay", "الخليج التجاري", "business-bay", DUBAI, 25.186, 55.265, "Offices and apartments along the Dubai Water Canal, next to Downtown.", "مكاتب وشقق على امتداد قناة دبي المائية بجوار وسط المدينة."),
  c("Jumeirah Village Circle", "قرية جميرا الدائرية", "jumeirah-village-circle", DUBAI, 25.059, 55.209, "A family community of mid-rise apartments, townhouses and villas around parks, popular with first-time buyers.", "مجتمع عائلي من الشقق متوسطة الارتفاع والتاون هاوس والفلل حول الحدائق، مفضل لدى من يشترون للمرة الأولى."),
  c("Motor City", "موتور سيتي", "motor-city", DUBAI, 25.0465, 55.2368, "Low-rise apartments and villas beside the Dubai Autodrome, quiet and green.", "شقق منخفضة الارتفاع وفلل بجوار حلبة دبي أوتودروم، هادئة وخضراء."),
  c("Jumeirah Lake Towers", "أبراج بحيرات جميرا", "jumeirah-lake-towers", DUBAI, 25.0693, 55.1413, "Towers of offices and homes around artificial lakes, across Sheikh Zayed Road from the Marina.", "أبراج مكاتب ومساكن حول بحيرات اصطناعية، مقابل دبي مارينا على شارع الشيخ زايد."),
  c("Dubai Hills Estate", "دبي هيلز إستيت", "dubai-hills-estate", DUBAI, 25.107, 55.245, "A master community of villas and apartments around a golf course, a large park and Dubai Hills Mall.", "مجتمع رئيسي من الفلل والشقق حول ملعب غولف وحديقة كبيرة ودبي هيلز مول."),
  c("Arabian Ranches", "المرابع العربية", "arabian-ranches", DUBAI, 25.056, 55.27, "Gated villa and townhouse communities with a golf course, schools and a polo club.", "مجمعات مسورة من الفلل والتاون هاوس مع ملعب غولف ومدارس ونادٍ للبولو."),
  c("Dubai Creek Harbour", "مرسى خور دبي", "dubai-creek-harbour", DUBAI, 25.2, 55.348, "Waterfront towers on the creek beside the Ras Al Khor wildlife sanctuary.", "أبراج على الواجهة المائية للخور بجوار محمية رأس الخور للحياة الفطرية."),
  c("Jumeirah Beach Residence", "مساكن شاطئ جميرا", "jumeirah-beach-residence", DUBAI, 25.078, 55.134, "Beachfront apartment towers above The Walk, with shops and restaurants at street level.", "أبراج سكنية على الشاطئ فوق ذا ووك، مع المتاجر والمطاعم في الطابق الأرضي."),
  c("DAMAC Hills", "داماك هيلز", "damac-hills", DUBAI, 25.026, 55.25, "Villas, townhouses and apartments around the Trump International golf course.", "فلل وتاون هاوس وشقق حول ملعب ترامب الدولي للغولف."),
  c("Dubai South", "دبي الجنوب", "dubai-south", DUBAI, 24.885, 55.16, "A new city around Al Maktoum International Airport, with affordable apartments and townhouses.", "مدينة جديدة حول مطار آل مكتوم الدولي، بشقق وتاون هاوس بأسعار في المتناول."),
  c("Mohammed Bin Rashid City", "مدينة محمد بن راشد", "mohammed-bin-rashid-city", DUBAI, 25.148, 55.308, "Large villa and apartment districts between Meydan and Al Khail Road, with lagoons and parks.", "أحياء واسعة من الفلل والشقق بين ميدان وشارع الخيل، مع بحيرات وحدائق."),
  c("Al Barsha", "البرشاء", "al-barsha", DUBAI, 25.113, 55.2, "An established district around Mall of the Emirates, with villas, apartments and many schools.", "حي راسخ حول مول الإمارات، فيه فلل وشقق ومدارس كثيرة."),
  c("Meydan", "ميدان", "meydan", DUBAI, 25.156, 55.296, "Homes around the Meydan racecourse, close to Downtown and Business Bay.", "مساكن حول مضمار ميدان للسباق، قريبة من وسط المدينة والخليج التجاري."),
  c("Sobha Hartland", "شوبا هارتلاند", "sobha-hartland", DUBAI, 25.1785, 55.3155, "Villas and apartments among green spaces and schools, next to Dubai Water Canal's eastern end.", "فلل وشقق بين المساحات الخضراء والمدارس، قرب الطرف الشرقي لقناة دبي المائية."),
  c("Town Square", "تاون سكوير", "town-square", DUBAI, 24.992, 55.293, "A community of townhouses and apartments around a central park and square, on Al Qudra Road.", "مجتمع من التاون هاوس والشقق حول حديقة وساحة مركزية على شارع القدرة."),
  c("Jumeirah Golf Estates", "عقارات جميرا للغولف", "jumeirah-golf-estates", DUBAI, 25.021, 55.2, "Villas on two championship golf courses, home of the season-ending DP World Tour event.", "فلل على ملعبي غولف للبطولات، يستضيفان ختام موسم جولة دي بي ورلد."),
  c("City Walk", "سيتي ووك", "city-walk", DUBAI, 25.207, 55.262, "Low-rise apartments over open-air streets of shops and restaurants near Jumeirah.", "شقق منخفضة الارتفاع فوق شوارع مفتوحة من المتاجر والمطاعم قرب جميرا."),
  c("Al Furjan", "الفرجان", "al-furjan", DUBAI, 25.027, 55.153, "Townhouses, villas and apartments between Sheikh Zayed and Sheikh Mohammed Bin Zayed roads, on the metro.", "تاون هاوس وفلل وشقق بين شارعي الشيخ زايد والشيخ محمد بن زايد، على خط المترو."),
  c("Dubai Silicon Oasis", "واحة دبي للسيليكون", "dubai-silicon-oasis", DUBAI, 25.122, 55.38, "A technology park with apartments and villas for the people who work there.", "منطقة تقنية فيها شقق وفلل لمن يعملون فيها."),
  c("Bluewaters Island", "جزيرة بلوواترز", "bluewaters-island", DUBAI, 25.08, 55.12, "A small island off JBR with apartments, hotels and the Ain Dubai wheel.", "جزيرة صغيرة قبالة مساكن شاطئ جميرا فيها شقق وفنادق وعجلة عين دبي."),
  c("Emaar Beachfront", "إعمار بيتشفرونت", "emaar-beachfront", DUBAI, 25.095, 55.141, "Apartment towers on a private beach between Dubai Harbour and Palm Jumeirah.", "أبراج سكنية على شاطئ خاص بين دبي هاربر ونخلة جميرا."),
  c("Dubai Sports City", "مدينة دبي الرياضية", "dubai-sports-city", DUBAI, 25.04, 55.22, "Apartments and villas around a cricket stadium, academies and a golf course.", "شقق وفلل حول ملعب للكريكيت وأكاديميات رياضية وملعب غولف."),
  c("Saadiyat Island", "جزيرة السعديات", "saadiyat-island", ABU_DHABI, 24.54, 54.435, "Beach villas and apartments beside Abu Dhabi's cultural district and the Louvre.", "فلل وشقق على الشاطئ بجوار المنطقة الثقافية في أبوظبي ومتحف اللوفر."),
  c("Yas Island", "جزيرة ياس", "yas-island", ABU_DHABI, 24.49, 54.605, "Homes around the Formula 1 circuit, theme parks, Yas Mall and a golf links.", "مساكن حول حلبة الفورمولا 1 والمتنزهات الترفيهية وياس مول وملعب غولف."),
  c("Al Reem Island", "جزيرة الريم", "al-reem-island", ABU_DHABI, 24.498, 54.405, "A residential island of towers next to the city centre of Abu Dhabi.", "جزيرة سكنية من الأبراج بجوار مركز مدينة أبوظبي."),
  c("Aljada", "الجادة", "aljada", SHARJAH, 25.305, 55.478, "A new walkable district in Sharjah with apartments, townhouses, parks and shops.", "حي جديد في الشارقة يُمشى فيه على الأقدام، فيه شقق وتاون هاوس وحدائق ومتاجر."),
  c("Al Mamsha", "الممشى", "al-mamsha", SHARJAH, 25.297, 55.457, "Low-rise apartments along a pedestrian boulevard in Muwaileh, Sharjah.", "شقق منخفضة الارتفاع على امتداد ممشى للمشاة في مويلح بالشارقة."),
  c("Maryam Island", "جزيرة مريم", "maryam-island", SHARJAH, 25.338, 55.385, "Waterfront apartments on a reclaimed island near Sharjah's old town.", "شقق على الواجهة المائية في جزيرة مستصلحة قرب الشارقة القديمة."),
  c("Jumeirah", "جميرا", "jumeirah", DUBAI, 25.2048, 55.2425, "The coastal villa district between Dubai Canal and Umm Suqeim, with public beaches and family schools.", "حي الفلل الساحلي بين قناة دبي وأم سقيم، فيه شواطئ عامة ومدارس للعائلات."),
  c("Emirates Hills", "تلال الإمارات", "emirates-hills", DUBAI, 25.0653, 55.1682, "Large private villas around the Montgomerie golf course.", "فلل خاصة كبيرة حول ملعب مونتغمري للغولف."),
  c("The Springs", "الينابيع", "the-springs", DUBAI, 25.0571, 55.1866, "Townhouses around lakes, one of Dubai's first freehold villa communities.", "تاون هاوس حول بحيرات، من أوائل مجتمعات الفلل بالتملك الحر في دبي."),
  c("The Meadows", "المروج", "the-meadows", DUBAI, 25.0645, 55.1785, "Family villas with gardens along lakes, beside The Springs.", "فلل عائلية بحدائق على البحيرات، بجوار الينابيع."),
  c("Jumeirah Park", "جميرا بارك", "jumeirah-park", DUBAI, 25.0447, 55.1562, "Villas on generous plots in a green community off Sheikh Zayed Road.", "فلل على قطع أرض واسعة في مجتمع أخضر قرب شارع الشيخ زايد."),
  c("The Greens", "ذا جرينز", "the-greens", DUBAI, 25.0946, 55.1731, "Low-rise apartment buildings around gardens, next to the Emirates Golf Club.", "مبانٍ سكنية منخفضة حول الحدائق، بجوار نادي الإمارات للغولف."),
  c("Dubai Harbour", "دبي هاربر", "dubai-harbour", DUBAI, 25.0935, 55.1355, "A marina district between Palm Jumeirah and Dubai Marina with new apartment towers.", "منطقة مرسى بين نخلة جميرا ودبي مارينا فيها أبراج سكنية جديدة."),
  c("Arjan", "أرجان", "arjan", DUBAI, 25.0618, 55.2366, "Apartments near the Miracle Garden and Dubai Butterfly Garden, on Umm Suqeim Road.", "شقق قرب حديقة الزهور المعجزة وحديقة الفراشات على شارع أم سقيم."),
  c("Dubailand", "دبي لاند", "dubailand", DUBAI, 25.0288, 55.3014, "A wide district inland of villa communities, family attractions and new projects.", "منطقة واسعة في الداخل فيها مجتمعات فلل ووجهات عائلية ومشاريع جديدة."),
  c("International City", "المدينة العالمية", "international-city", DUBAI, 25.1645, 55.4085, "Low-rise apartment clusters built in country themes, among the city's most affordable rents.", "مجمعات شقق منخفضة بطابع بلدان العالم، من أقل الإيجارات في المدينة."),
  c("Mirdif", "مردف", "mirdif", DUBAI, 25.2197, 55.4214, "A settled villa district near the airport with parks and City Centre Mirdif.", "حي فلل هادئ قرب المطار فيه حدائق وسيتي سنتر مردف."),
  c("Deira", "ديرة", "deira", DUBAI, 25.2711, 55.3075, "Dubai's old trading quarter on the creek, with its souks and busy streets.", "حي دبي التجاري القديم على الخور، بأسواقه وشوارعه المزدحمة."),
  c("Bur Dubai", "بر دبي", "bur-dubai", DUBAI, 25.2532, 55.2969, "The historic side of the creek, with Al Fahidi and apartment blocks close to the metro.", "الجانب التاريخي من الخور، فيه الفهيدي وعمارات سكنية قرب المترو."),
  c("Tilal Al Ghaf", "تلال الغاف", "tilal-al-ghaf", DUBAI, 25.0226, 55.2306, "Villas and townhouses around a swimmable lagoon off Al Qudra Road.", "فلل وتاون هاوس حول بحيرة صالحة للسباحة قرب شارع القدرة."),
  c("The Valley", "ذا فالي", "the-valley", DUBAI, 24.9985, 55.4835, "Townhouses on the Dubai–Al Ain road with a town centre and parks.", "تاون هاوس على طريق دبي العين مع مركز للحي وحدائق."),
  c("Dubai Investments Park", "مجمع دبي للاستثمار", "dubai-investments-park", DUBAI, 24.9913, 55.1585, "Apartments and villas beside a business and light-industry park near Expo City.", "شقق وفلل بجوار مجمع للأعمال والصناعات الخفيفة قرب مدينة إكسبو."),
  c("Al Raha Beach", "شاطئ الراحة", "al-raha-beach", ABU_DHABI, 24.451, 54.605, "Waterfront apartments and townhouses along the coast between the airport and Yas Island.", "شقق وتاون هاوس على الواجهة المائية بين المطار وجزيرة ياس."),
  c("Khalifa City", "مدينة خليفة", "khalifa-city", ABU_DHABI, 24.4197, 54.5787, "A villa suburb of Abu Dhabi with schools and community parks.", "ضاحية فلل في أبوظبي فيها مدارس وحدائق للسكان."),
  c("Masdar City", "مدينة مصدر", "masdar-city", ABU_DHABI, 24.4263, 54.6155, "A low-carbon district of apartments and offices near the airport.", "حي منخفض الكربون من الشقق والمكاتب قرب المطار."),
  c("Al Reef", "الريف", "al-reef", ABU_DHABI, 24.4467, 54.6842, "Villa and apartment communities with modest prices off the Abu Dhabi–Dubai road.", "مجتمعات فلل وشقق بأسعار معتدلة قرب طريق أبوظبي دبي."),
  c("Al Majaz", "المجاز", "al-majaz", SHARJAH, 25.3245, 55.3857, "Apartment towers around Khalid Lagoon and Al Majaz Waterfront in Sharjah.", "أبراج سكنية حول بحيرة خالد وواجهة المجاز المائية في الشارقة."),
  c("Al Khan", "الخان", "al-khan", SHARJAH, 25.3235, 55.3637, "Seaside apartment towers on the Sharjah–Dubai border.", "أبراج سكنية على البحر عند حدود الشارقة مع دبي."),
  c("Muwaileh", "مويلح", "muwaileh", SHARJAH, 25.293, 55.4605, "A growing district near the University City with apartments and villas.", "حي متنامٍ قرب المدينة الجامعية فيه شقق وفلل."),
  c("Al Zorah", "الزوراء", "al-zorah", AJMAN, 25.4346, 55.5031, "Homes among mangroves and a golf course on Ajman's coast.", "مساكن بين أشجار القرم وملعب غولف على ساحل عجمان."),
  c("Al Nuaimiya", "النعيمية", "al-nuaimiya", AJMAN, 25.3905, 55.4525, "Ajman's central district of apartment buildings near the corniche.", "الحي المركزي في عجمان من العمارات السكنية قرب الكورنيش."),
  c("Al Marjan Island", "جزيرة المرجان", "al-marjan-island", RAS_AL_KHAIMAH, 25.6687, 55.7422, "Reclaimed islands of resorts and beachfront apartments in Ras Al Khaimah.", "جزر مستصلحة من المنتجعات والشقق على الشاطئ في رأس الخيمة."),
  c("Al Hamra Village", "قرية الحمراء", "al-hamra-village", RAS_AL_KHAIMAH, 25.6887, 55.7802, "Villas, townhouses and apartments around a golf course and marina.", "فلل وتاون هاوس وشقق حول ملعب غولف ومرسى."),
  c("Mina Al Arab", "ميناء العرب", "mina-al-arab", RAS_AL_KHAIMAH, 25.7191, 55.8413, "Waterfront homes on lagoons and beaches south of Ras Al Khaimah city.", "مساكن على البحيرات والشواطئ جنوب مدينة رأس الخيمة."),
  c("Fujairah City", "مدينة الفجيرة", "fujairah-city", FUJAIRAH, 25.1288, 56.3265, "Apartments and villas in the emirate's capital on the Gulf of Oman.", "شقق وفلل في عاصمة الإمارة على خليج عمان."),
  c("Dibba Al Fujairah", "دبا الفجيرة", "dibba-al-fujairah", FUJAIRAH, 25.5925, 56.2611, "A coastal town between the mountains and the sea, with holiday homes.", "بلدة ساحلية بين الجبال والبحر فيها بيوت لقضاء العطلات."),
  c("Umm Al Quwain Marina", "مرسى أم القيوين", "umm-al-quwain-marina", UMM_AL_QUWAIN, 25.5647, 55.5552, "Waterfront villas and apartments on the lagoon coast of Umm Al Quwain.", "فلل وشقق على الواجهة المائية لساحل بحيرة أم القيوين."),
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("areas").addColumn("is_reference", "integer", (col) => col.notNull().defaultTo(0)).execute();

  const { n } = await db.selectFrom("areas").select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow();
  const newSite = Number(n) === 0;
  const taken = new Set((await db.selectFrom("areas").select("page_url").execute()).map((r: { page_url: string }) => r.page_url));
  // Rows written with explicit ids (a seed, a restore) leave PostgreSQL's identity behind them: move it past them first.
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select setval(pg_get_serial_sequence('areas', 'id'), coalesce((select max(id) from areas), 0) + 1, false)`.execute(db);
  }
  // One at a time, in order and without ids, so a new database numbers them 1, 2, 3 … as listed.
  for (const a of COMMUNITIES) {
    if (taken.has(a.slug)) continue;
    await db
      .insertInto("areas")
      .values({
        name: a.name,
        name_ar: a.nameAr,
        page_url: a.slug,
        emirate_id: a.emirate,
        description_html: `<p>${a.en}</p>`,
        description_html_ar: `<p>${a.ar}</p>`,
        image_path: null,
        lat: a.lat,
        lng: a.lng,
        is_active: newSite ? 1 : 0,
        is_reference: 1,
      })
      .execute();
  }
}

/** The flag goes; the areas stay (listings may point at them). */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("areas").dropColumn("is_reference").execute();
}
