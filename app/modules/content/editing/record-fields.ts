/**
 * The rules the content records' fields share (areas, developers, agents, blog posts, the
 * brokerage, page texts), written with zod/mini: an editor's form checks its fields in the
 * browser with the rules its service applies, so a message reads the same on both sides. Each
 * rule names its own message (the browser has no catalogue of zod's default ones), and the rules
 * use only the pieces of zod platform/schema-parts.ts explains. Every text
 * has English (required, trimmed, not empty) and Arabic (optional: empty is "not translated",
 * stored as null and read as the English one).
 */
import * as z from "zod/mini";
import { flag, inRange } from "../../../platform/schema-parts.ts";

/** Longest text a field may hold: the longest legal page is ~15 kB of HTML. */
export const MAX_TEXT = 60_000;
/** Longest single-line text (a heading, an SEO title, a question, a name). */
export const MAX_LINE = 300;

const EN_REQUIRED = "The English text is required";
export const atMost = (max: number) => z.maxLength(max, `At most ${max} characters`);

const en = (max: number) => z.string({ error: EN_REQUIRED }).check(z.trim(), z.minLength(1, EN_REQUIRED), atMost(max));
/** A text that may be left empty: stored as null. */
const optionalLine = (max: number) =>
  z.pipe(
    z.optional(z.nullable(z.string({ error: `At most ${max} characters` }).check(z.trim(), atMost(max)))),
    z.transform((v) => (v ? v : null)),
  );

export const localText = (max = MAX_TEXT) => z.object({ en: en(max), ar: optionalLine(max) }, { error: EN_REQUIRED });
/** A text both of whose languages may be left empty (a biography, an SEO title). */
export const optionalText = (max: number) => z.object({ en: optionalLine(max), ar: optionalLine(max) });
export type LocalTextInput = z.input<ReturnType<typeof localText>>;
export type LocalText = { en: string; ar: string | null };

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MESSAGE = "Lower-case letters, digits and single hyphens, e.g. dubai-marina";
/** A page's address: lower-case words joined by single hyphens (`message` gives an example that fits the record). */
export const slugField = (max: number, message = SLUG_MESSAGE) =>
  z.string({ error: message }).check(z.trim(), z.toLowerCase(), z.minLength(2, message), atMost(max), z.regex(SLUG_RE, message));

/** A choice of a list posted as its id (a select: "" is no choice). */
export const choiceId = (message: string) => z.coerce.number({ error: message }).check(z.int({ error: message }), z.gte(1, message));

const LAT = "Latitude in the UAE is between 22 and 27";
const LNG = "Longitude in the UAE is between 51 and 57";
/** A map position in or near the UAE (a latitude or longitude out of these is a typing slip). */
export const uaeLat = z.coerce.number({ error: LAT }).check(inRange(22, 27, LAT));
export const uaeLng = z.coerce.number({ error: LNG }).check(inRange(51, 57, LNG));
/** A map position is both coordinates or neither. */
export const bothOrNeither = z.refine<{ lat?: number | null; lng?: number | null }>((p) => (p.lat == null) === (p.lng == null), {
  error: "Give both latitude and longitude, or neither",
  path: ["lng"],
});

/** The "show on the site" box, as a record holds it (true or false). */
export const shown = flag("Tick the box or leave it empty");
