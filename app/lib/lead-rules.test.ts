import { describe, expect, it } from "vitest";
import { contactErrors, subscribeErrors } from "./lead-rules.ts";
import { contactLeadSchema, fieldErrors, subscribeSchema } from "./lead-schemas.ts";

// The browser's zod-free checks must give the same messages as the server's schemas.
const viaZod = (schema: typeof contactLeadSchema | typeof subscribeSchema, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? {} : fieldErrors(r.error);
};

describe("lead rules match the schemas", () => {
  const contacts = [
    { name: "", email: "", countryCode: 1, phone: "", message: "" },
    { name: "Ann", email: "bad", countryCode: 0, phone: "12a", message: "see www.example.com now" },
    { name: "Ann", email: "ann@example.com", countryCode: 5, phone: "12", message: "short" },
    { name: "Ann Lee", email: "ann@example.com", countryCode: 5, phone: "501234567", message: "I would like to view this apartment next week please thanks" },
  ];
  it.each(contacts)("contact %#", (v) => expect(contactErrors(v)).toEqual(viaZod(contactLeadSchema, v)));
  const subs = [{ name: "", email: "" }, { name: "Al", email: "x@" }, { name: "Alice", email: "alice@example.com" }];
  it.each(subs)("subscribe %#", (v) => expect(subscribeErrors(v)).toEqual(viaZod(subscribeSchema, v)));
});
