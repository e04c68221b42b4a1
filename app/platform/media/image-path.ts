/**
 * An image a content record points at: a file under /media (an upload of the library, or the
 * demo's art). Written with zod/mini: the back office's forms check their records in the browser.
 */
import * as z from "zod/mini";

const NOT_AN_IMAGE = "Not an image of the media library";

export const imagePathSchema = z.nullable(
  z.string({ error: NOT_AN_IMAGE }).check(z.trim(), z.maxLength(300, NOT_AN_IMAGE), z.regex(/^\/media\/[a-z0-9-]+\/[A-Za-z0-9._-]+\.(?:jpg|jpeg|png|webp|avif|svg)$/, NOT_AN_IMAGE)),
);
