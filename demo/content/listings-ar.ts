/**
 * Arabic texts for some demo listings, so the Arabic detail pages show Arabic content:
 * four projects written by hand, and the first units of a few Dubai areas from a template. Every
 * other listing stays English only, as most listings of a real portal do (its page then shows the
 * English text marked lang="en").
 */
import type { GeneratedUnit } from "../unit-generator.ts";
import { ARABIC_NAMES } from "../lookups.ts";

type ArabicListing = { nameAr?: string; titleAr: string; descriptionHtmlAr: string };

export const PROJECTS_AR: Record<string, ArabicListing> = {
  "marina-crest-residences": {
    nameAr: "مارينا كريست ريزيدنسز",
    titleAr: "شقق من غرفة إلى ثلاث غرف مطلة على القناة في دبي مارينا",
    descriptionHtmlAr:
      "<p>برج سكني جديد على ضفاف قناة دبي مارينا، على بعد دقائق سيراً من الممشى والمطاعم ومحطة الترام.</p><p>تتميز الشقق بنوافذ ممتدة من الأرض إلى السقف وشرفات واسعة تطل على المراسي، مع مسبح على السطح وصالة رياضية وحدائق للأطفال. خطة سداد مرنة حتى التسليم.</p>",
  },
  "frond-eleven-beach-villas": {
    nameAr: "فيلات فروند إليفن الشاطئية",
    titleAr: "فيلات على الشاطئ مباشرة في نخلة جميرا",
    descriptionHtmlAr:
      "<p>مجموعة محدودة من الفيلات على أحد سعفات نخلة جميرا، لكل منها شاطئ خاص ومسبح وحديقة.</p><p>تصاميم معاصرة بمساحات معيشة مفتوحة، وإطلالات على الخليج العربي وأفق دبي مارينا، مع سهولة الوصول إلى الفنادق والمطاعم على الهلال.</p>",
  },
  "boulevard-vista-residences": {
    nameAr: "بوليفارد فيستا ريزيدنسز",
    titleAr: "شقق بإطلالة على برج خليفة في وسط مدينة دبي",
    descriptionHtmlAr:
      "<p>شقق أنيقة على بوليفارد محمد بن راشد، بين دبي مول ودار الأوبرا، بإطلالات على برج خليفة والنافورة.</p><p>يضم المبنى ردهة فندقية الطابع ومسبحاً لا متناهي الحواف وقاعة للياقة البدنية، مع مواقف مخصصة للسكان.</p>",
  },
  "saadiyat-dunes-beach-villas": {
    nameAr: "فيلات سعديات دونز الشاطئية",
    titleAr: "فيلات عائلية قرب الشاطئ والمنطقة الثقافية في جزيرة السعديات",
    descriptionHtmlAr:
      "<p>مجتمع هادئ من الفيلات على جزيرة السعديات في أبوظبي، على مقربة من شاطئ السعديات ومتحف اللوفر أبوظبي.</p><p>فيلات بأربع وخمس غرف نوم مع حدائق خاصة، ومسارات للمشي والدراجات، ومدارس ومرافق يومية داخل المجتمع.</p>",
  },
};

/** The Dubai areas whose first units get Arabic texts, with their Arabic names. */
const AREAS_AR: Record<string, string> = {
  "Palm Jumeirah": "نخلة جميرا",
  "Dubai Marina": "دبي مارينا",
  "Downtown Dubai": "وسط مدينة دبي",
  "Business Bay": "الخليج التجاري",
  "Jumeirah Village Circle": "قرية جميرا الدائرية",
};

/** The property types' Arabic names, as the lookup tables hold them. */
const TYPES_AR: Record<string, string> = ARABIC_NAMES.property_types;

/** By bedroom id (1 = Studio … 8 = 7+), as they follow the type: "شقة بغرفتي نوم". */
const BEDS_AR = ["استوديو", "بغرفة نوم واحدة", "بغرفتي نوم", "بثلاث غرف نوم", "بأربع غرف نوم", "بخمس غرف نوم", "بست غرف نوم", "بسبع غرف نوم أو أكثر"];

/** Units with at most this id may get Arabic texts (the demo's first units). */
const ARABIC_UNITS_UP_TO = 60;

/** Arabic texts for a demo unit in one of AREAS_AR's areas among the first units; nothing otherwise. */
export function unitArabic(u: Pick<GeneratedUnit, "id" | "type" | "bedroomId" | "purposeId">, areaName: string, rent: boolean): ArabicListing | null {
  const area = AREAS_AR[areaName];
  const type = TYPES_AR[u.type];
  if (!area || !type || u.id > ARABIC_UNITS_UP_TO) return null;
  const beds = u.bedroomId === null ? "" : ` ${BEDS_AR[u.bedroomId - 1] ?? ""}`;
  const deal = rent ? "للإيجار" : "للبيع";
  return {
    titleAr: `${type}${beds} ${deal} في ${area}`,
    descriptionHtmlAr: [
      `<p>${type}${beds} في ${area}، من أكثر مناطق دبي طلباً، قريبة من المواصلات والمدارس والمراكز التجارية.</p>`,
      "<p>مساحات مشرقة وتشطيبات عالية الجودة، مع موقف سيارات مخصص وأمن على مدار الساعة ومرافق مشتركة للسكان.</p>",
      `<p>${rent ? "الإيجار سنوي ويمكن دفعه على عدة شيكات." : "ملكية حرة متاحة لجميع الجنسيات."} تواصل معنا لترتيب زيارة.</p>`,
    ].join("\n"),
  };
}
