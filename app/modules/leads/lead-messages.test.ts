/**
 * The lead forms' messages by key: the schemas' issues carry keys; English (the JSON
 * API, the English pages) is the spec's text, and the `forms` catalogue words the same keys in
 * both languages (its English entries are the spec's, so a page and the API cannot disagree).
 */
import { describe, expect, it } from "vitest";
import { contactLeadSchema, errorTexts, formErrors, MESSAGE_VALUES, MESSAGES, subscribeSchema, type LeadMessageKey } from "./lead-schemas.ts";
import { messagesFor } from "../../platform/i18n/catalog.server.ts";
import { translator } from "../../platform/i18n/translate.ts";

/** Spec 8: the result popup's texts, in English. The pages show the `forms` catalogue's, held to these here. */
const RESULT_TEXTS = {
  successTitle: "Success",
  successMessage: "Thanks, we've received your request. The agent will contact you soon to confirm.",
  errorTitle: "Error",
  errorMessage: "Something went wrong",
  /** The database did not answer in time: nothing was stored. */
  unavailableMessage: "We could not send your request just now. Please try again in a moment.",
  subscribed: "Subscription successful!",
} as const;

const formsIn = (locale: "en" | "ar") => {
  const t = translator(locale, messagesFor(locale), "forms");
  return (key: LeadMessageKey) => t(key, MESSAGE_VALUES);
};
const empty = { name: "", email: "", countryCode: 221, phone: "", message: "" };

describe("lead form messages by key", () => {
  it("the English catalogue's field messages and result texts are the spec's", () => {
    const en = formsIn("en");
    for (const key of Object.keys(MESSAGES) as LeadMessageKey[]) expect(en(key), key).toBe(MESSAGES[key]);
    const t = translator("en", messagesFor("en"), "forms");
    for (const key of ["successTitle", "successMessage", "errorTitle", "errorMessage", "unavailableMessage", "subscribed"] as const) expect(t(key), key).toBe(RESULT_TEXTS[key]);
  });

  it("maps keys to the spec's English by default (the API's and English pages' answers)", () => {
    expect(formErrors(contactLeadSchema, empty)).toEqual({
      name: "Name is required.",
      email: "Email is required.",
      phone: "Mobile number is required.",
      message: "Message is required.",
    });
    expect(errorTexts({ name: "nameLong", unitId: "Invalid input" })).toEqual({ name: "At most 100 characters.", unitId: "Invalid input" });
    expect(errorTexts({ phone: "phoneShort" })).toEqual({ phone: "Not Valid" });
  });

  it("words the same keys in Arabic for Arabic pages", () => {
    const ar = formsIn("ar");
    expect(formErrors(contactLeadSchema, empty, ar)).toEqual({
      name: "الاسم مطلوب.",
      email: "البريد الإلكتروني مطلوب.",
      phone: "رقم الجوال مطلوب.",
      message: "الرسالة مطلوبة.",
    });
    expect(formErrors(contactLeadSchema, { ...empty, name: "A".repeat(101), email: "x@", phone: "12a", message: "short words only" }, ar)).toEqual({
      name: "100 حرف كحد أقصى.",
      email: "صيغة البريد الإلكتروني غير صحيحة.",
      phone: "يُسمح بالأرقام فقط.",
      message: "يجب ألا تقل الرسالة عن 10 كلمات.",
    });
    expect(formErrors(subscribeSchema, { name: "Al", email: "x@" }, ar)).toEqual({ name: "3 أحرف على الأقل", email: "البريد الإلكتروني غير صالح" });
    for (const key of Object.keys(MESSAGES) as LeadMessageKey[]) expect(ar(key), key).toMatch(/[\u0600-\u06FF]/);
  });
});
