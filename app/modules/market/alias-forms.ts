/**
 * The back office's market alias forms (/admin/market): one schema for adding an alias (from the
 * add form or the review list's "map to") and one for pointing an alias elsewhere. A place is
 * chosen in one select whose values name the kind and the id (`area:12`, `project:40`), so the
 * form needs no script to keep a kind and a target in step. Messages per field, read by the
 * action (ui/form-errors.ts). No server code here.
 */
import * as z from "zod/mini";
import { foldName } from "./dld-rows.ts";

export type AliasKind = "area" | "project";

const ALIAS_MAX = 200;

const ALIAS_MESSAGES = {
  aliasRequired: "Write the name as the Dubai Land Department's files give it.",
  aliasLong: `At most ${ALIAS_MAX} characters.`,
  aliasNoLetters: "The name needs letters or digits.",
  placeRequired: "Choose the site's area or project this name stands for.",
} as const;

const place = z.pipe(
  z.string().check(z.regex(/^(area|project):\d{1,12}$/, ALIAS_MESSAGES.placeRequired)),
  z.transform((v) => {
    const [kind, id] = v.split(":") as [AliasKind, string];
    return { kind, targetId: Number(id) };
  }),
);

export const aliasFormSchema = z.object({
  alias: z.pipe(
    z.string(ALIAS_MESSAGES.aliasRequired).check(z.trim(), z.minLength(1, ALIAS_MESSAGES.aliasRequired), z.maxLength(ALIAS_MAX, ALIAS_MESSAGES.aliasLong)),
    z.string().check(z.refine((v) => foldName(v).length > 0, ALIAS_MESSAGES.aliasNoLetters)),
  ),
  place: z.pipe(z.string(ALIAS_MESSAGES.placeRequired).check(z.trim()), place),
});
export type AliasForm = z.output<typeof aliasFormSchema>;

export const retargetFormSchema = z.object({ place: z.pipe(z.string(ALIAS_MESSAGES.placeRequired).check(z.trim()), place) });
