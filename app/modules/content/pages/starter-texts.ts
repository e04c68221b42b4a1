/**
 * What a page says before the brokerage has written its own texts (a site set up without the
 * demo, or after `npm run demo:remove`): each page's heading, the small line above it, its SEO
 * title and description, and the home page's hero and section titles, in English and Arabic.
 * Written for any Dubai brokerage (no name, office or number of one), so a new site opens with
 * a title on every page instead of an empty <h1>. A text stored in the content tables (written in
 * /admin/content, or seeded by the demo) always wins; these are read only where none is stored.
 */
import type { LocalText } from "./page-schema.ts";

const t = (en: string, ar: string): LocalText => ({ en, ar });

type Starter = Record<string, LocalText>;

const headed = (heading: LocalText, eyebrow: LocalText, title: LocalText, description: LocalText): Starter => ({
  heading,
  eyebrow,
  "seo-title": title,
  "seo-description": description,
});

const STARTER_TEXTS: Record<string, Starter> = {
  home: {
    "seo-title": t("Dubai property: buy, rent and off-plan", "عقارات دبي: شراء وإيجار ومشاريع على الخارطة"),
    "seo-description": t(
      "Apartments, villas and off-plan projects for sale and rent in Dubai, with consultants who know each community.",
      "شقق وفلل ومشاريع على الخارطة للبيع والإيجار في دبي، مع مستشارين يعرفون كل مجتمع.",
    ),
    "hero.eyebrow": t("RERA-registered brokerage · Dubai", "وساطة عقارية مسجّلة لدى ريرا · دبي"),
    "hero.heading": t("Find your home in Dubai", "ابحث عن منزلك في دبي"),
    "hero.lead": t("Apartments, villas and off-plan projects for sale and rent.", "شقق وفلل ومشاريع على الخارطة للبيع والإيجار."),
    "new-projects.title": t("New Off-Plan Projects", "مشاريع جديدة على الخارطة"),
    "developers.title": t("Leading Developers", "كبار المطورين"),
    "community-insights.title": t("Community Insights", "دليل المجتمعات"),
    "community-insights.intro": t("Guides to the areas where our clients live and invest.", "أدلة إلى المناطق التي يسكن فيها عملاؤنا ويستثمرون."),
    "success-stories.title": t("Success Stories", "قصص نجاح"),
    "blogs.title": t("Blogs & News", "المدونة والأخبار"),
    "shorts.title": t("Video Shorts", "فيديوهات قصيرة"),
    "faq.title": t("Frequently Asked Questions", "الأسئلة الشائعة"),
  },
  "property-list": {
    "seo-title": t("Property for sale and rent in Dubai", "عقارات للبيع والإيجار في دبي"),
    "seo-description": t("Apartments, villas and townhouses for sale and rent in Dubai.", "شقق وفلل وتاون هاوس للبيع والإيجار في دبي."),
  },
  "project-list": {
    "seo-title": t("New off-plan projects in Dubai", "مشاريع جديدة على الخارطة في دبي"),
    "seo-description": t("Off-plan projects in Dubai and the UAE, with their payment plans.", "مشاريع على الخارطة في دبي والإمارات مع خطط الدفع."),
  },
  areas: {
    "seo-title": t("Dubai area guides", "أدلة مناطق دبي"),
    "seo-description": t("Guides to Dubai's communities: who each suits and what homes you will find.", "أدلة إلى مجتمعات دبي: لمن يناسب كل مجتمع وما فيه من منازل."),
  },
  blogs: headed(
    t("Latest News and Blogs", "المدونة والأخبار"),
    t("Insights", "رؤى السوق"),
    t("Dubai property blog", "مدونة عقارات دبي"),
    t("Market updates and guides for buyers, tenants and investors in Dubai.", "مستجدات السوق وأدلة للمشترين والمستأجرين والمستثمرين في دبي."),
  ),
  developers: headed(
    t("Property developers in Dubai", "المطورون العقاريون في دبي"),
    t("Developers", "المطورون"),
    t("Property developers in Dubai", "المطورون العقاريون في دبي"),
    t("The developers behind the projects we list, and what each builds.", "المطورون الذين نعرض مشاريعهم، وما يبنيه كل منهم."),
  ),
  "about-us": headed(
    t("About Us", "من نحن"),
    t("Who we are", "تعرّف إلينا"),
    t("About us", "من نحن"),
    t("A RERA-registered Dubai brokerage for buyers, tenants, landlords and investors.", "وساطة عقارية مسجّلة لدى ريرا في دبي للمشترين والمستأجرين والملاك والمستثمرين."),
  ),
  "contact-us": headed(
    t("Contact Us", "تواصل معنا"),
    t("We're here to help", "نحن هنا لمساعدتك"),
    t("Contact us", "تواصل معنا"),
    t("Call, e-mail or WhatsApp our property consultants in Dubai, or send us a message.", "اتصل بمستشارينا العقاريين في دبي أو راسلهم بالبريد الإلكتروني أو واتساب، أو أرسل لنا رسالة."),
  ),
  faq: headed(
    t("Frequently Asked Questions", "الأسئلة الشائعة"),
    t("Help centre", "مركز المساعدة"),
    t("Frequently asked questions", "الأسئلة الشائعة"),
    t("Answers to the questions buyers, tenants and investors ask us most.", "إجابات عن أكثر ما يسألنا عنه المشترون والمستأجرون والمستثمرون."),
  ),
  "privacy-policy": headed(
    t("Privacy Policy", "سياسة الخصوصية"),
    t("Legal", "معلومات قانونية"),
    t("Privacy policy", "سياسة الخصوصية"),
    t("How we collect, use and protect your personal data.", "كيف نجمع بياناتك الشخصية ونستخدمها ونحميها."),
  ),
  "terms-condition": headed(
    t("Terms and Conditions", "الشروط والأحكام"),
    t("Legal", "معلومات قانونية"),
    t("Terms and conditions", "الشروط والأحكام"),
    t("The terms that apply when you use this website.", "الشروط التي تنطبق عند استخدامك هذا الموقع."),
  ),
  careers: headed(
    t("Careers", "الوظائف"),
    t("Join our team", "انضم إلى فريقنا"),
    t("Careers", "الوظائف"),
    t("Work with us as a property consultant in Dubai.", "اعمل معنا مستشارًا عقاريًا في دبي."),
  ),
  "buying-a-property-in-dubai": headed(
    t("Buying a Property in Dubai", "شراء عقار في دبي"),
    t("Buyer's guide", "دليل المشتري"),
    t("Guide to buying a property in Dubai", "دليل شراء عقار في دبي"),
    t("What to know before you buy in Dubai: ownership, costs and the transfer.", "ما تحتاج معرفته قبل الشراء في دبي: التملّك والتكاليف ونقل الملكية."),
  ),
  "renting-a-property-in-dubai": headed(
    t("Renting a Property in Dubai", "استئجار عقار في دبي"),
    t("Tenant's guide", "دليل المستأجر"),
    t("Guide to renting a property in Dubai", "دليل استئجار عقار في دبي"),
    t("How renting a home in Dubai works: documents, the contract and Ejari.", "كيف يتم استئجار منزل في دبي: المستندات والعقد وإيجاري."),
  ),
  "property-management": headed(
    t("Property Management", "إدارة العقارات"),
    t("For landlords", "لملاك العقارات"),
    t("Property management in Dubai", "إدارة العقارات في دبي"),
    t("Tenants, rent, maintenance and paperwork looked after for Dubai landlords.", "نتولى المستأجرين والإيجار والصيانة والأوراق لملاك العقارات في دبي."),
  ),
  communities: headed(
    t("Dubai Communities", "مجتمعات دبي"),
    t("Where to live", "أين تسكن"),
    t("Dubai's most sought-after communities", "مجتمعات دبي الأكثر طلبًا"),
    t("Dubai's communities at a glance: who each suits and what homes you will find.", "نظرة على مجتمعات دبي: لمن يناسب كل منها وما فيه من منازل."),
  ),
};

/** The starter text of a page's field, or undefined. */
export const starterText = (page: string, field: string): LocalText | undefined => STARTER_TEXTS[page]?.[field];
