/**
 * The 'Enquire Now' event: a button anywhere (a card, a detail page, the phones' contact bar) asks
 * the page's enquiry form (the leads module's modal) to open, about a project or a unit, without
 * either knowing the other.
 */
export const OPEN_ENQUIRY_EVENT = "open-enquiry";
/**
 * `name`: the listing's name in the page's language, which the form's heading repeats ("About Marina Crest Residences");
 * `nameLang: "en"` when it is the English name on an Arabic page.
 */
export type OpenEnquiryDetail = { projectId?: number; unitId?: number; name?: string; nameLang?: "en" };

export function openEnquiry(detail: OpenEnquiryDetail = {}): void {
  window.dispatchEvent(new CustomEvent<OpenEnquiryDetail>(OPEN_ENQUIRY_EVENT, { detail }));
}
