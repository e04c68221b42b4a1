// The privacy forms' inputs: the public data-request form and the back office's posts.
import * as z from "zod/mini";
import { EMAIL_RE } from "../leads/index.ts";

export const dataRequestSchema = z.object({
  email: z.string().check(z.trim(), z.maxLength(254, "emailInvalid"), z.regex(EMAIL_RE, "emailInvalid")),
  kind: z.enum(["copy", "erase"], { error: "kindRequired" }),
});

export const retentionSchema = z.object({ years: z.coerce.number().check(z.int("Whole years, 1 to 10."), z.gte(1, "Whole years, 1 to 10."), z.lte(10, "Whole years, 1 to 10.")) });

export const marketingSchema = z.object({
  subject: z.string().check(z.trim(), z.minLength(3, "A subject of 3 to 150 characters."), z.maxLength(150, "A subject of 3 to 150 characters.")),
  text: z.string().check(z.trim(), z.minLength(20, "A text of 20 to 5,000 characters."), z.maxLength(5000, "A text of 20 to 5,000 characters.")),
});
