import { describe, expect, it } from "vitest";
import { contactLeadSchema, countWords, enquiryLeadSchema, formErrors, MESSAGES, subscribeSchema, type LeadSchema } from "./lead-schemas.ts";

const TEN = "I would like to book a viewing of this apartment";
const valid = { name: "Aisha Rahman", email: "aisha@example.com", countryCode: 221, phone: "501234567", message: TEN };

const errorsOf = (schema: LeadSchema, input: unknown) => formErrors(schema, input);
/** One field's message from the form's schema (the other fields valid), or undefined. */
const fieldError = (field: keyof typeof valid) => (value: string) => errorsOf(contactLeadSchema, { ...valid, [field]: value })[field];
const emailError = fieldError("email");
const phoneError = fieldError("phone");
const messageError = fieldError("message");

describe("enquiry and contact form (spec 5)", () => {
  it("accepts a complete lead and trims it", () => {
    const parsed = contactLeadSchema.parse({ ...valid, name: "  Aisha  " });
    expect(parsed).toMatchObject({ name: "Aisha", countryCode: 221 });
  });

  it("name is required", () => {
    expect(errorsOf(contactLeadSchema, { ...valid, name: "" })).toEqual({ name: "Name is required." });
    expect(errorsOf(contactLeadSchema, { ...valid, name: "   " })).toEqual({ name: MESSAGES.nameRequired });
    expect(errorsOf(contactLeadSchema, { ...valid, name: undefined })).toEqual({ name: MESSAGES.nameRequired });
  });

  it("e-mail is required and valid", () => {
    expect(emailError("")).toBe("Email is required.");
    for (const bad of ["aisha", "aisha@", "@example.com", "aisha@example", "a b@example.com", "aisha@@example.com"]) {
      expect(emailError(bad), bad).toBe("Invalid email format.");
    }
    expect(emailError("aisha.rahman+home@mail.example.ae")).toBeUndefined();
  });

  it("mobile is required, digits only, at least 6", () => {
    expect(phoneError("")).toBe("Mobile number is required.");
    expect(phoneError("50 123 4567")).toBe("Only numbers allowed.");
    expect(phoneError("+971501234567")).toBe("Only numbers allowed.");
    expect(phoneError("12ab")).toBe("Only numbers allowed.");
    expect(phoneError("12345")).toBe("Not Valid");
    expect(phoneError("123456")).toBeUndefined();
    expect(phoneError("1234567890123456")).toBe("Not Valid");
  });

  it("country code is required: a positive id (the forms preselect 221, an API call must name one)", () => {
    expect(errorsOf(contactLeadSchema, { ...valid, countryCode: undefined })).toEqual({ countryCode: "Country code is required." });
    expect(contactLeadSchema.parse({ ...valid, countryCode: "12" }).countryCode).toBe(12);
    expect(errorsOf(contactLeadSchema, { ...valid, countryCode: 0 })).toEqual({ countryCode: "Country code is required." });
    expect(errorsOf(contactLeadSchema, { ...valid, countryCode: "abc" })).toEqual({ countryCode: "Country code is required." });
  });

  it("message is required", () => {
    expect(messageError("")).toBe("Message is required.");
    expect(messageError(" \n ")).toBe("Message is required.");
  });

  it("message needs at least 10 words: 9 is refused, 10 accepted", () => {
    const nine = "I would like to book a viewing of this";
    expect(countWords(nine)).toBe(9);
    expect(messageError(nine)).toBe("Message must be at least 10 words.");
    expect(countWords(TEN)).toBe(10);
    expect(messageError(TEN)).toBeUndefined();
    expect(messageError("one   two\nthree\tfour five six seven eight nine ten")).toBeUndefined();
  });

  it("message allows letters of any script, digits, line breaks and . , ! ? ( ) ' \"", () => {
    expect(messageError("أرغب في حجز موعد لمشاهدة الشقة المكونة من غرفتين في دبي مارينا")).toBeUndefined();
    expect(messageError("Je voudrais visiter l'appartement, s'il vous plaît! Est-ce possible demain?".replace("-", " "))).toBeUndefined();
    expect(messageError(`Hello (team), "is" it possible to see 2 units?\nThanks, Omar. Call me after 5!`)).toBeUndefined();
    expect(messageError("Привет я хочу купить квартиру с видом на море в Дубае сегодня")).toBeUndefined();
  });

  it("message refuses other characters and emoji", () => {
    const msg = "No special characters or URLs allowed.";
    expect(messageError(`${TEN} 😀`)).toBe(msg);
    expect(messageError(`${TEN} <script>`)).toBe(msg);
    expect(messageError(`${TEN} 50% off`)).toBe(msg);
    expect(messageError(`${TEN} me@example`)).toBe(msg);
    expect(messageError(`${TEN} price: 2m`)).toBe(msg);
    expect(messageError(`${TEN} a-b`)).toBe(msg);
  });

  it("message refuses URLs, also in disguise", () => {
    const msg = MESSAGES.messageChars;
    expect(messageError(`${TEN} https://spam.example`)).toBe(msg);
    expect(messageError(`${TEN} www.x.com`)).toBe(msg);
    expect(messageError(`${TEN} visit x dot com today`)).toBe(msg);
    expect(messageError(`${TEN} visit x . com`)).toBe(msg);
    expect(messageError(`${TEN} see spam.ae`)).toBe(msg);
    expect(messageError(`${TEN} www . spam`)).toBe(msg);
    // A sentence ending with a full stop is not an address.
    expect(messageError(`${TEN}. Thanks a lot.`)).toBeUndefined();
  });

  it("reports the first failing rule of each field", () => {
    expect(errorsOf(contactLeadSchema, { name: "", email: "x", countryCode: 221, phone: "abc", message: "hi" })).toEqual({
      name: "Name is required.",
      email: "Invalid email format.",
      phone: "Only numbers allowed.",
      message: "Message must be at least 10 words.",
    });
  });

  it("the enquiry lead adds the project or unit id (0 when none)", () => {
    expect(enquiryLeadSchema.parse({ ...valid, projectId: "7" })).toMatchObject({ projectId: 7, unitId: 0 });
    expect(enquiryLeadSchema.parse(valid)).toMatchObject({ projectId: 0, unitId: 0 });
  });
});

describe("subscribe form (spec 5)", () => {
  it("name is required, at least 3 characters", () => {
    expect(errorsOf(subscribeSchema, { name: "", email: "a@b.co" })).toEqual({ name: "This is required" });
    expect(errorsOf(subscribeSchema, { name: "Om", email: "a@b.co" })).toEqual({ name: "Min char 3 required" });
    expect(errorsOf(subscribeSchema, { name: "Omar", email: "a@b.co" })).toEqual({});
  });
  it("e-mail is required and valid", () => {
    expect(errorsOf(subscribeSchema, { name: "Omar", email: "omar@" })).toEqual({ email: "Email id not valid" });
    expect(errorsOf(subscribeSchema, { name: "Omar", email: "" }).email).toBeDefined();
  });
});
