import { describe, expect, it } from "vitest";
import { changePasswordSchema, MESSAGES, newPasswordSchema, passwordProblem, signInSchema, createStaffSchema } from "./schemas.ts";
import { formErrors } from "../../ui/form-errors.ts";

describe("passwordProblem", () => {
  it("refuses short, repetitive and common passwords with a clear message", () => {
    expect(passwordProblem("short")).toBe(MESSAGES.passwordShort);
    expect(passwordProblem("aaaaaaaaaaaaaaaa")).toBe(MESSAGES.passwordWeak);
    expect(passwordProblem("password123456")).toBe(MESSAGES.passwordWeak);
    expect(passwordProblem("abcdefghijklmnop")).toBe(MESSAGES.passwordWeak);
    expect(passwordProblem("qwertyqwerty12")).toBe(MESSAGES.passwordWeak);
    expect(passwordProblem("x".repeat(201))).toBe(MESSAGES.passwordLong);
  });
  it("accepts a passphrase or a long random password", () => {
    expect(passwordProblem("correct horse battery staple")).toBeNull();
    expect(passwordProblem("Tq8#vLm2!pZr")).toBeNull();
  });
});

describe("staff form schemas", () => {
  it("gives each field its first message", () => {
    expect(formErrors(signInSchema, { email: "", password: "" })).toEqual({ email: MESSAGES.emailRequired, password: MESSAGES.passwordRequired });
    expect(formErrors(newPasswordSchema, { password: "correct horse battery staple", confirm: "other" })).toEqual({ confirm: MESSAGES.passwordMismatch });
    expect(formErrors(changePasswordSchema, { current: "x", password: "short", confirm: "short" })).toEqual({ password: MESSAGES.passwordShort });
    expect(formErrors(createStaffSchema, { email: "a@b.co", name: "A", role: "agent", agentId: "" })).toEqual({ agentId: MESSAGES.agentRequired });
    expect(formErrors(createStaffSchema, { email: "a@b.co", name: "A", role: "editor", agentId: "" })).toEqual({});
  });
  it("lower-cases and trims the e-mail", () => {
    expect(signInSchema.parse({ email: "  Mona@Agency.Example ", password: "x" }).email).toBe("mona@agency.example");
  });
});
