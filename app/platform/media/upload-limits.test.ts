import { describe, expect, it } from "vitest";
import { fileTooLarge, FILE_LIMITS, MB, UPLOAD_POST_BYTES, uploadBatches } from "./upload-limits.ts";

const file = (name: string, mb: number) => ({ name, size: Math.round(mb * MB) });

describe("upload limits", () => {
  it("names the limit for a file over it, nothing for one within", () => {
    expect(fileTooLarge(file("IMG_2231.jpg", 16.4), FILE_LIMITS.image)).toBe("IMG_2231.jpg is 16.4 MB; files of at most 15 MB are accepted here.");
    expect(fileTooLarge(file("IMG_2232.jpg", 4.8), FILE_LIMITS.image)).toBeNull();
    expect(fileTooLarge(file("brochure.pdf", 20), FILE_LIMITS.brochure)).toBeNull();
  });

  it("puts a phone's photos in as few posts as fit the post limit, in their order", () => {
    const photos = [file("a", 5), file("b", 4.5), file("c", 6), file("d", 3), file("e", 12), file("f", 2)];
    const batches = uploadBatches(photos);
    expect(batches.map((b) => b.map((f) => f.name))).toEqual([["a", "b", "c", "d"], ["e", "f"]]);
    for (const b of batches) expect(b.reduce((n, f) => n + f.size, 0)).toBeLessThan(UPLOAD_POST_BYTES);
    // Three photos of a few MB go in one post; one file as large as allowed goes alone.
    expect(uploadBatches([file("x", 4), file("y", 3), file("z", 5)])).toHaveLength(1);
    expect(uploadBatches([file("p", 1), file("brochure", 20), file("q", 1)]).map((b) => b.map((f) => f.name))).toEqual([["p"], ["brochure"], ["q"]]);
  });
});
