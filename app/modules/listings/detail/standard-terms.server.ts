/**
 * The details, amenities and nearby places of a listing are typed in English (the back office, the portals' feeds). Most
 * of them are the trade's standard words: those have their Arabic here, so an Arabic page reads "مواقف مغطاة", not
 * "Covered parking". What is not standard (a building's own feature, a school's name) reads as the back office typed it in
 * Arabic (the `_ar` columns), or stays English, marked `lang="en"`.
 * Matching ignores case and spaces around; a distance keeps its figure and takes Arabic units ("6 min" → "6 دقائق").
 */
import { localText, type LocalText } from "../../../platform/i18n/local-text.ts";
import type { Locale } from "../../../platform/i18n/locale.ts";
import type { AmenityItem, DetailItem, PlaceItem } from "../queries/listing-children.server.ts";

const LABELS: Record<string, string> = {
  reference: "الرقم المرجعي", view: "الإطلالة", parking: "المواقف", furnishing: "التأثيث", floor: "الطابق",
  "service charge": "رسوم الخدمة", ownership: "نوع التملك", developer: "المطور", handover: "التسليم", units: "الوحدات",
  cooling: "التبريد", floors: "الطوابق", "payment plan": "خطة السداد", completed: "اكتمل", "plot sizes": "مساحات الأراضي",
  "plot size": "مساحة الأرض", tenure: "نوع التملك", "year built": "سنة البناء", bedrooms: "غرف النوم", bathrooms: "الحمامات",
};

const VALUES: Record<string, string> = {
  furnished: "مفروشة", unfurnished: "غير مفروشة", "semi-furnished": "مفروشة جزئيًا", "partly furnished": "مفروشة جزئيًا",
  freehold: "تملك حر", leasehold: "حق انتفاع", "city view": "إطلالة على المدينة", "sea view": "إطلالة على البحر",
  "marina view": "إطلالة على المارينا", "golf course view": "إطلالة على ملعب الغولف", "park view": "إطلالة على الحديقة",
  "pool view": "إطلالة على المسبح", "burj khalifa view": "إطلالة على برج خليفة", "community view": "إطلالة على المجتمع",
  "ground floor": "الطابق الأرضي", "central air conditioning": "تكييف مركزي", "chiller-free air conditioning": "تكييف مركزي دون رسوم تبريد",
  "district cooling": "تبريد مركزي للمنطقة", vacant: "شاغرة", tenanted: "مؤجرة",
};

const AMENITIES: Record<string, string> = {
  gym: "نادٍ رياضي", "covered parking": "مواقف مغطاة", "children's play area": "منطقة ألعاب للأطفال", "24-hour security": "أمن على مدار الساعة",
  "visitor parking": "مواقف للزوار", "pets allowed": "يُسمح بالحيوانات الأليفة", "laundry room": "غرفة غسيل", "barbecue area": "منطقة شواء",
  "private garden": "حديقة خاصة", "high-speed broadband": "إنترنت عالي السرعة", study: "غرفة مكتب", "private pool": "مسبح خاص",
  "walk-in wardrobe": "غرفة ملابس", "tennis court": "ملعب تنس", "maintenance on site": "صيانة في الموقع",
  "chiller-free air conditioning": "تكييف دون رسوم تبريد", "storage room": "غرفة تخزين", "padel court": "ملعب بادل", lifts: "مصاعد",
  concierge: "خدمة الكونسيرج", "kitchen appliances": "أجهزة مطبخ", "steam room": "غرفة بخار", balcony: "شرفة", spa: "سبا",
  "shared swimming pool": "مسبح مشترك", "maid's room": "غرفة خادمة", "central air conditioning": "تكييف مركزي", sauna: "ساونا",
  "beach access": "وصول إلى الشاطئ", "jogging track": "مسار للجري", "built-in wardrobes": "خزائن مدمجة", "lobby reception": "استقبال في الردهة",
  intercom: "اتصال داخلي", "swimming pool": "مسبح", "meeting rooms on the floor": "غرف اجتماعات في الطابق", pantry: "مطبخ صغير",
  "loading bay": "منطقة تحميل", "fibre internet ready": "جاهز للإنترنت بالألياف", "shopfront signage": "لافتة واجهة المحل",
  "raised flooring": "أرضيات مرتفعة", "community pool": "مسبح المجتمع", "access-controlled entry": "دخول بتحكم أمني", "rooftop pool": "مسبح على السطح",
  "roof terrace": "تراس على السطح", "customer parking": "مواقف للعملاء", "valet parking": "خدمة صف السيارات", "two parking spaces": "موقفان للسيارات",
  "residents' lounge": "صالة للسكان", "retail at ground level": "محلات في الطابق الأرضي", "park views": "إطلالات على الحديقة",
  "gated community": "مجتمع مسوّر", "cycling paths": "مسارات للدراجات", "infinity pool": "مسبح لا متناهي الحافة", housekeeping: "خدمة تنظيف",
  "fully furnished": "مفروشة بالكامل", clubhouse: "نادٍ اجتماعي", "bicycle storage": "مخزن للدراجات", "waterfront promenade": "ممشى على الواجهة المائية",
  "underground parking": "مواقف تحت الأرض", "sports facilities": "مرافق رياضية", "shared gym": "نادٍ رياضي مشترك", "private gym": "نادٍ رياضي خاص",
  "built-in kitchen appliances": "أجهزة مطبخ مدمجة", "view of water": "إطلالة على الماء", "view of landmark": "إطلالة على معلم",
};

/** The steps of an off-plan payment plan as developers name them. */
const MILESTONES: Record<string, string> = {
  "on booking": "عند الحجز", "down payment": "الدفعة الأولى", "during construction": "أثناء البناء", "on handover": "عند التسليم",
  "on completion": "عند الإنجاز", "on transfer": "عند نقل الملكية", "construction milestones": "حسب مراحل البناء",
  "monthly instalments during construction": "أقساط شهرية أثناء البناء", "monthly instalments of 1% during construction": "أقساط شهرية بنسبة 1% أثناء البناء",
  "post-handover": "بعد التسليم", "post-handover, over 24 months": "بعد التسليم، على 24 شهرًا", "post-handover, over 36 months": "بعد التسليم، على 36 شهرًا",
  "within 12 months of transfer": "خلال 12 شهرًا من نقل الملكية", "on registration": "عند التسجيل", "dld fee": "رسوم دائرة الأراضي والأملاك",
};

const PLACE_TYPES: Record<string, string> = {
  airport: "مطار", beach: "شاطئ", hospital: "مستشفى", mall: "مركز تسوق", metro: "مترو", park: "حديقة", school: "مدرسة",
  university: "جامعة", tram: "ترام", "bus stop": "موقف حافلات", mosque: "مسجد", supermarket: "سوبرماركت", clinic: "عيادة",
};

const key = (s: string) => s.trim().toLowerCase();
/** The Arabic typed in the back office first, then the standard word's, else the English marked. */
const termIn = (dict: Record<string, string>, en: string, locale: Locale, typed?: string | null): LocalText => localText(en, typed || dict[key(en)], locale);

/** "6 min", "1.2 km", "35 mins" with Arabic units; anything else as typed, marked English. */
function distanceIn(en: string, locale: Locale): LocalText {
  if (locale !== "ar") return { text: en };
  const m = /^\s*([\d.,]+)\s*(min|mins|minutes|km|m)\s*$/i.exec(en);
  if (!m) return { text: en, lang: "en" };
  const n = Number(m[1]!.replace(",", "."));
  // Minutes: دقائق for three to ten, دقيقة otherwise (Arabic counts its nouns so).
  const minutes = Number.isInteger(n) && n >= 3 && n <= 10 ? "دقائق" : "دقيقة";
  const unit = /^min/i.test(m[2]!) ? minutes : m[2]!.toLowerCase() === "km" ? "كم" : "م";
  return { text: `${m[1]} ${unit}` };
}

export type LocalDetail = DetailItem & { nameLang?: "en"; valueLang?: "en" };
export type LocalPlace = PlaceItem & { nameLang?: "en"; distanceLang?: "en"; typeLang?: "en" };

export function detailsIn(details: DetailItem[], locale: Locale): LocalDetail[] {
  return details.map((d) => {
    const name = termIn(LABELS, d.name, locale, d.nameAr);
    const value = termIn(VALUES, d.value, locale, d.valueAr);
    return { name: name.text, value: value.text, ...(name.lang && { nameLang: name.lang }), ...(value.lang && { valueLang: value.lang }) };
  });
}

/** A payment plan's steps, each milestone in the page's language where standard, else English marked. */
export function paymentPlanIn(steps: { milestone: string; percent: number }[], locale: Locale): { milestone: string; percent: number; milestoneLang?: "en" }[] {
  return steps.map((s) => {
    const m = termIn(MILESTONES, s.milestone, locale);
    return { ...s, milestone: m.text, ...(m.lang && { milestoneLang: m.lang }) };
  });
}

export const amenitiesIn = (amenities: AmenityItem[], locale: Locale): LocalText[] => amenities.map((a) => termIn(AMENITIES, a.name, locale, a.nameAr));

export function placesIn(places: PlaceItem[], locale: Locale): LocalPlace[] {
  return places.map((p) => {
    // A place's own name (a school, a mall) is a proper name: its Arabic only as typed in the back office.
    const name = localText(p.name, p.nameAr, locale);
    const distance = distanceIn(p.distance, locale);
    const type = termIn(PLACE_TYPES, p.type, locale);
    return {
      name: name.text, distance: distance.text, type: type.text,
      ...(name.lang && { nameLang: name.lang }), ...(distance.lang && { distanceLang: distance.lang }), ...(type.lang && { typeLang: type.lang }),
    };
  });
}
