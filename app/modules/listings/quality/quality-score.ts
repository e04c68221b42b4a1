/**
 * A listing's quality score (0-100) and what to fix to raise it, modelled on the rules the Dubai
 * portals publish for their own listing scores (Property Finder's Listing Quality Score, Bayut's
 * listing quality): enough photos for the kind of property, a title of 30-50 characters, a
 * description of at least 750 characters, a valid permit not about to expire, a floor plan, a
 * map pin, the Arabic texts, and a video or a tour. Pure: the write path stores the score in the
 * listing's row (quality-store.server.ts) and the editor shows the hints, in English or Arabic.
 *
 * RULES_VERSION names this set of rules: the stored scores are recomputed at start when it moves.
 */
import type { Locale } from "../../../platform/i18n/locale.ts";

export const QUALITY_RULES_VERSION = 1;
/** Below this a listing is "to improve" (the dashboard's count). */
export const QUALITY_THRESHOLD = 60;
/** A permit expiring within this many days costs part of its points. */
const PERMIT_WARNING_DAYS = 30;
const TITLE_MIN = 30;
const TITLE_MAX = 50;
const DESCRIPTION_MIN = 750;

/** What the score is computed from: the listing's own columns and the counts of its media. */
export type QualityFacts = {
  kind: "unit" | "project";
  /** The property type's English name (photo targets differ: a villa needs more than a shop). */
  typeName: string;
  title: string;
  titleAr: string | null;
  /** The descriptions as plain text (tags removed). */
  description: string;
  descriptionAr: string | null;
  photos: number;
  floorPlans: number;
  /** Videos in the gallery, or a video link / virtual tour on the listing. */
  videos: number;
  hasPin: boolean;
  permitNumber: string;
  permitExpiresOn: string | null;
};

type QualityHint =
  | { key: "photos"; missing: number; target: number }
  | { key: "titleLength"; length: number }
  | { key: "description"; length: number }
  | { key: "noPermit" }
  | { key: "permitExpired" }
  | { key: "permitExpiring"; days: number }
  | { key: "noFloorPlan" }
  | { key: "noPin" }
  | { key: "noArabicTitle" }
  | { key: "noArabicDescription" }
  | { key: "noVideo" };

export type QualityResult = { score: number; hints: QualityHint[] };

/** The points each criterion is worth (they add up to 100). */
const QUALITY_POINTS = { photos: 25, title: 10, description: 15, permit: 15, floorPlan: 10, pin: 10, arabicTitle: 5, arabicDescription: 5, video: 5 } as const;

const LARGE_HOMES = new Set(["villa", "townhouse", "penthouse", "duplex"]);
const COMMERCIAL = new Set(["office", "retail", "shop", "warehouse"]);

/** Photos a complete listing has: more for a villa or a project, fewer for a shop or an office. */
export function photoTarget(kind: QualityFacts["kind"], typeName: string): number {
  const type = typeName.trim().toLowerCase();
  if (kind === "project" || LARGE_HOMES.has(type)) return 15;
  if (COMMERCIAL.has(type)) return 6;
  return 10;
}

/** Whole days from `today` to `day` (both YYYY-MM-DD, UTC). */
function daysBetween(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

function permitPart(f: QualityFacts, today: string): { points: number; hint?: QualityHint } {
  if (!f.permitNumber.trim() || !f.permitExpiresOn) return { points: 0, hint: { key: "noPermit" } };
  const days = daysBetween(today, f.permitExpiresOn);
  if (days < 0) return { points: 0, hint: { key: "permitExpired" } };
  if (days <= PERMIT_WARNING_DAYS) return { points: Math.floor(QUALITY_POINTS.permit / 2), hint: { key: "permitExpiring", days } };
  return { points: QUALITY_POINTS.permit };
}

/** The score and the hints, biggest gain first; `today` is the UTC day (YYYY-MM-DD) the permit is judged on. */
export function scoreListing(f: QualityFacts, today: string): QualityResult {
  const parts: { points: number; max: number; hint?: QualityHint }[] = [];
  const target = photoTarget(f.kind, f.typeName);
  const photos = Math.min(f.photos, target);
  parts.push({ points: Math.floor((QUALITY_POINTS.photos * photos) / target), max: QUALITY_POINTS.photos, ...(photos < target && { hint: { key: "photos", missing: target - photos, target } }) });
  const title = f.title.trim().length;
  const titleOk = title >= TITLE_MIN && title <= TITLE_MAX;
  parts.push({ points: titleOk ? QUALITY_POINTS.title : 0, max: QUALITY_POINTS.title, ...(!titleOk && { hint: { key: "titleLength", length: title } }) });
  const description = f.description.trim().length;
  const descriptionOk = description >= DESCRIPTION_MIN;
  const descriptionPoints = descriptionOk ? QUALITY_POINTS.description : Math.floor((QUALITY_POINTS.description * description) / DESCRIPTION_MIN / 2);
  parts.push({ points: descriptionPoints, max: QUALITY_POINTS.description, ...(!descriptionOk && { hint: { key: "description", length: description } }) });
  parts.push({ ...permitPart(f, today), max: QUALITY_POINTS.permit });
  const has = (ok: boolean, max: number, key: "noFloorPlan" | "noPin" | "noArabicTitle" | "noArabicDescription" | "noVideo") =>
    parts.push({ points: ok ? max : 0, max, ...(!ok && { hint: { key } }) });
  has(f.floorPlans > 0, QUALITY_POINTS.floorPlan, "noFloorPlan");
  has(f.hasPin, QUALITY_POINTS.pin, "noPin");
  has(Boolean(f.titleAr?.trim()), QUALITY_POINTS.arabicTitle, "noArabicTitle");
  has(Boolean(f.descriptionAr?.trim()), QUALITY_POINTS.arabicDescription, "noArabicDescription");
  has(f.videos > 0, QUALITY_POINTS.video, "noVideo");
  const score = parts.reduce((s, p) => s + p.points, 0);
  const hints = parts
    .filter((p) => p.hint)
    .sort((a, b) => b.max - b.points - (a.max - a.points))
    .map((p) => p.hint!);
  return { score, hints };
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** Arabic counted nouns: the dual and the plural of 3-10 differ from 11 and up. */
function arabicCount(n: number, forms: { one: string; two: string; few: string; many: string }): string {
  if (n === 1) return forms.one;
  if (n === 2) return forms.two;
  return n <= 10 ? `${n} ${forms.few}` : `${n} ${forms.many}`;
}

const HINT_TEXT: Record<Locale, (h: QualityHint) => string> = {
  en: (h) => {
    switch (h.key) {
      case "photos": return `Add ${h.missing} more ${plural(h.missing, "photo", "photos")} (${h.target} make a complete gallery).`;
      case "titleLength": return `Title is ${h.length} characters: ${TITLE_MIN}-${TITLE_MAX} reads best.`;
      case "description": return `Description is under ${DESCRIPTION_MIN} characters (${h.length} now).`;
      case "noPermit": return "No advertising permit with a number and an expiry date.";
      case "permitExpired": return "The permit has expired.";
      case "permitExpiring": return `Permit expires in ${h.days} ${plural(h.days, "day", "days")}.`;
      case "noFloorPlan": return "No floor plan.";
      case "noPin": return "No location pin (latitude and longitude).";
      case "noArabicTitle": return "No Arabic title.";
      case "noArabicDescription": return "No Arabic description.";
      case "noVideo": return "No video or virtual tour.";
    }
  },
  ar: (h) => {
    switch (h.key) {
      case "photos": return `أضف ${arabicCount(h.missing, { one: "صورة واحدة", two: "صورتين", few: "صور", many: "صورة" })} أخرى (${h.target} صورة تكمل المعرض).`;
      case "titleLength": return `العنوان ${h.length} حرفًا: الأفضل بين ${TITLE_MIN} و${TITLE_MAX} حرفًا.`;
      case "description": return `الوصف أقل من ${DESCRIPTION_MIN} حرف (${h.length} حاليًا).`;
      case "noPermit": return "لا يوجد تصريح إعلان برقم وتاريخ انتهاء.";
      case "permitExpired": return "انتهت صلاحية التصريح.";
      case "permitExpiring": return `ينتهي التصريح خلال ${arabicCount(h.days, { one: "يوم واحد", two: "يومين", few: "أيام", many: "يومًا" })}.`;
      case "noFloorPlan": return "لا يوجد مخطط للطابق.";
      case "noPin": return "لا يوجد موقع على الخريطة (خط العرض وخط الطول).";
      case "noArabicTitle": return "لا يوجد عنوان باللغة العربية.";
      case "noArabicDescription": return "لا يوجد وصف باللغة العربية.";
      case "noVideo": return "لا يوجد فيديو أو جولة افتراضية.";
    }
  },
};

/** A hint as the person editing the listing reads it. */
export function hintText(hint: QualityHint, locale: Locale = "en"): string {
  return HINT_TEXT[locale](hint);
}
