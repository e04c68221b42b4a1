/**
 * The staff forms' rules: one zod schema per form, used by the form in the browser
 * (messages once a field is left) and by its route action (the same messages for a post without
 * JavaScript), and the password rule the `admin:create` command applies too. No server code here.
 * Written with `zod/mini`, as the lead forms are (app/modules/leads/lead-schemas.ts).
 */
import * as z from "zod/mini";

export const STAFF_ROLES = ["admin", "editor", "agent"] as const;
export const ROLE_LABELS: Record<(typeof STAFF_ROLES)[number], string> = { admin: "Admin", editor: "Editor", agent: "Agent" };

export const PASSWORD_MIN = 12;
/** argon2 hashes any length; a cap stops a megabyte "password" from costing the server. */
const PASSWORD_MAX = 200;

export const MESSAGES = {
  emailRequired: "Enter your e-mail address.",
  emailInvalid: "Enter an e-mail address like name@example.com.",
  passwordRequired: "Enter your password.",
  passwordShort: `Use at least ${PASSWORD_MIN} characters.`,
  passwordLong: `Use at most ${PASSWORD_MAX} characters.`,
  passwordWeak: "This password is too easy to guess: avoid repeated characters, sequences and common words.",
  passwordMismatch: "The two passwords are not the same.",
  codeInvalid: "Enter the 6-digit code from your authenticator app.",
  nameRequired: "Enter a name.",
  nameLong: "At most 100 characters.",
  roleRequired: "Choose a role.",
  agentRequired: "Choose the agent profile this account works as.",
} as const;

/** Common choices and keyboard runs that meet the length rule and are still guessed first. */
const COMMON = ["password", "passw0rd", "qwerty", "letmein", "welcome", "admin", "dubai", "123456", "abcdef", "iloveyou", "monkey", "dragon", "football", "baseball", "sunshine", "princess", "trustno1", "changeme"];

/** Why a new password is refused, or null when it is fine. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return MESSAGES.passwordShort;
  if (password.length > PASSWORD_MAX) return MESSAGES.passwordLong;
  const lower = password.toLowerCase();
  if (new Set(lower).size < 5) return MESSAGES.passwordWeak;
  // What is left after removing common words and runs of three or more ascending characters.
  let rest = lower;
  for (const word of COMMON) rest = rest.split(word).join("");
  rest = rest.replace(/(.)\1+/g, "$1");
  let plain = "";
  for (let i = 0; i < rest.length; i++) {
    const run = i >= 2 && rest.charCodeAt(i) - rest.charCodeAt(i - 1) === 1 && rest.charCodeAt(i - 1) - rest.charCodeAt(i - 2) === 1;
    if (!run) plain += rest[i];
  }
  return new Set(plain).size < 6 ? MESSAGES.passwordWeak : null;
}

const stop = (error: string) => ({ error, abort: true });
const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const email = z.string({ error: MESSAGES.emailRequired }).check(z.trim(), z.toLowerCase(), z.minLength(1, stop(MESSAGES.emailRequired)), z.maxLength(200, stop(MESSAGES.emailInvalid)), z.regex(EMAIL_RE, MESSAGES.emailInvalid));
const currentPassword = z.string({ error: MESSAGES.passwordRequired }).check(z.minLength(1, stop(MESSAGES.passwordRequired)), z.maxLength(PASSWORD_MAX, MESSAGES.passwordLong));
const newPassword = z.string({ error: MESSAGES.passwordShort }).check(
  z.refine((v) => passwordProblem(v) === null, { error: (issue) => passwordProblem(String(issue.input)) ?? MESSAGES.passwordWeak }),
);
const name = z.string({ error: MESSAGES.nameRequired }).check(z.trim(), z.minLength(1, stop(MESSAGES.nameRequired)), z.maxLength(100, MESSAGES.nameLong));
const code = z.string({ error: MESSAGES.codeInvalid }).check(z.trim(), z.regex(/^\d{6}$/, MESSAGES.codeInvalid));

/** The confirmation must repeat the new password (checked once both fields are otherwise valid). */
const sameTwice = z.refine<{ password: string; confirm: string }>((v) => v.password === v.confirm, {
  error: MESSAGES.passwordMismatch,
  path: ["confirm"],
  when: (p) => p.issues.length === 0,
});

export const signInSchema = z.object({ email, password: currentPassword });
export const codeSchema = z.object({ code });
export const forgotSchema = z.object({ email });
export const newPasswordSchema = z.object({ password: newPassword, confirm: z.string() }).check(sameTwice);
export const changePasswordSchema = z.object({ current: currentPassword, password: newPassword, confirm: z.string() }).check(sameTwice);
export const nameSchema = z.object({ name });
export const createStaffSchema = z
  .object({
    email,
    name,
    role: z.enum(STAFF_ROLES, { error: MESSAGES.roleRequired }),
    agentId: z.string().check(z.trim()),
  })
  .check(
    z.refine((v) => v.role !== "agent" || /^\d+$/.test(v.agentId), { error: MESSAGES.agentRequired, path: ["agentId"], when: (p) => p.issues.length === 0 }),
  );
