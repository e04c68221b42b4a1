/**
 * The ids a favourites or compare link names, checked by zod on the server: the
 * pages' loaders and /shortlist.json answer 400 with the reason when they are not ids.
 */
import * as z from "zod/mini";
import { MAX_FAVOURITES, MAX_ID, type Shortlist } from "./shortlist.ts";

/** A comma-separated id list from a URL: "1,2,3". Duplicates are dropped, order kept. */
export const idsParamSchema = (max: number) =>
  z.pipe(
    z.optional(z.string().check(z.regex(/^(\d{1,10}(,\d{1,10})*)?$/, "ids are numbers separated by commas"))),
    z.transform((text) => [...new Set((text ?? "").split(",").filter(Boolean).map(Number))]),
  ).check(z.refine((ids: number[]) => ids.length <= max, `at most ${max} ids`), z.refine((ids: number[]) => ids.every((n) => n > 0 && n <= MAX_ID), "ids are positive"));

const shortlistQuerySchema = z.object({ units: idsParamSchema(MAX_FAVOURITES), projects: idsParamSchema(MAX_FAVOURITES) });

/** The ids a URL names, or a reason when they are not ids. */
export function shortlistFromUrl(url: URL): { ok: true; value: Shortlist } | { ok: false; error: string } {
  const parsed = shortlistQuerySchema.safeParse({ units: url.searchParams.get("units") ?? undefined, projects: url.searchParams.get("projects") ?? undefined });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: `${issue?.path.join(".") || "query"}: ${issue?.message ?? "invalid"}` };
  }
  return { ok: true, value: parsed.data };
}

