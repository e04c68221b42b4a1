/** An image a content record points at (issue 20): a file under /media (an upload of the library, or the demo's art). */
import { z } from "zod";

export const imagePathSchema = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/media\/[a-z0-9-]+\/[A-Za-z0-9._-]+\.(?:jpg|jpeg|png|webp|avif|svg)$/, "Not an image of the media library")
  .nullable();
