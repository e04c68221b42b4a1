import { describe, expect, it } from "vitest";
import { imageSources, variantWidths } from "./media.ts";

describe("imageSources", () => {
  it("gives the demo art's folders their size", () => {
    expect(imageSources("/media/photos/tower-1.jpg")).toMatchObject({ width: 1600, height: 1067, webp: expect.stringContaining("/media/photos/tower-1-1600.webp 1600w") });
  });

  it("reads an upload's size from its name, so any aspect ratio gets its srcset", () => {
    const hash = "ab".repeat(32);
    const s = imageSources(`/media/listing-photos/${hash}-1440x1920.jpg`);
    expect(s).toMatchObject({ width: 1440, height: 1920, fallback: `/media/listing-photos/${hash}-1440x1920.jpg` });
    expect(s!.avif.split(", ")).toEqual([320, 640, 960, 1280, 1440].map((w) => `/media/listing-photos/${hash}-1440x1920-${w}.avif ${w}w`));
  });

  it("has nothing for a path outside the pipeline's naming", () => {
    expect(imageSources("/media/listing-photos/holiday.jpg")).toBeNull();
    expect(imageSources("https://example.com/x-10x10.jpg")).toBeNull();
    expect(imageSources("/media/brochures/x.pdf")).toBeNull();
  });

  it("writes every standard width below the original and the original's own", () => {
    expect(variantWidths(800)).toEqual([320, 640, 800]);
    expect(variantWidths(1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(200)).toEqual([200]);
  });
});
