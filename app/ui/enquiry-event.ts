/**
 * The 'Enquire Now' event: a button anywhere (a card, a detail page, the phones' contact bar) asks
 * the page's enquiry form (the leads module's modal) to open, about a project or a unit, without
 * either knowing the other.
 */
export const OPEN_ENQUIRY_EVENT = "open-enquiry";
export type OpenEnquiryDetail = { projectId?: number; unitId?: number };

export function openEnquiry(detail: OpenEnquiryDetail = {}): void {
  window.dispatchEvent(new CustomEvent<OpenEnquiryDetail>(OPEN_ENQUIRY_EVENT, { detail }));
}
