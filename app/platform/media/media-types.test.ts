import { describe, expect, it } from "vitest";
import { imageRefusal, isPdf, sniffType } from "./media-types.ts";

const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...Buffer.from(p, "latin1")] : p)));
const text = (s: string) => new Uint8Array(Buffer.from(s, "utf8"));

/** A minimal well-formed PDF: header, one object, an xref table and a trailer pointing at it. */
function pdf(): Uint8Array {
  let body = "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n";
  const xref = Buffer.byteLength(body);
  body += "xref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer\n<< /Size 2 /Root 1 0 R >>\nstartxref\n" + xref + "\n%%EOF\n";
  return text(body);
}

describe("sniffType: what a file is, from its first bytes", () => {
  it("knows the raster formats by their magic numbers", () => {
    expect(sniffType(bytes([0xff, 0xd8, 0xff, 0xe0], "\0\x10JFIF"))).toBe("jpeg");
    expect(sniffType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "\0\0\0\rIHDR"))).toBe("png");
    expect(sniffType(bytes("RIFF\x10\0\0\0WEBPVP8 "))).toBe("webp");
    expect(sniffType(bytes([0, 0, 0, 0x1c], "ftypavif\0\0\0\0mif1avifmiaf"))).toBe("avif");
    expect(sniffType(bytes([0, 0, 0, 0x1c], "ftypmif1\0\0\0\0mif1avifmiaf"))).toBe("avif");
    expect(sniffType(bytes([0, 0, 0, 0x18], "ftypheic\0\0\0\0mif1heic"))).toBe("heic");
    expect(sniffType(bytes("GIF89a\x01\0\x01\0"))).toBe("gif");
    expect(sniffType(pdf())).toBe("pdf");
  });

  it("calls markup markup however it starts, so it is never taken for an image", () => {
    expect(sniffType(text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBe("svg");
    expect(sniffType(text('\uFEFF  <?xml version="1.0"?>\n<!-- made by hand -->\n<svg><script>alert(1)</script></svg>'))).toBe("svg");
    expect(sniffType(text("<!DOCTYPE html><html><script>alert(document.cookie)</script>"))).toBe("html");
    expect(sniffType(text("  <script>alert(1)</script>"))).toBe("html");
    expect(sniffType(text("<iframe src=x>"))).toBe("html");
  });

  it("knows nothing of a text file, whatever it is called", () => {
    expect(sniffType(text("just some text, saved as holiday.jpg"))).toBe("unknown");
    expect(sniffType(new Uint8Array())).toBe("unknown");
    // A GIF polyglot (valid GIF header that is also script): a GIF, refused as a photo.
    expect(sniffType(text("GIF89a/*\x01\x00\x01\x00*/=1;alert(document.domain)//"))).toBe("gif");
  });

  it("says why each refused type is refused", () => {
    expect(imageRefusal("svg")).toMatch(/SVG or HTML document.*scripts/);
    expect(imageRefusal("pdf")).toMatch(/PDF, not a photo.*brochure/);
    expect(imageRefusal("heic")).toMatch(/HEIC.*export it as JPEG/);
    expect(imageRefusal("gif")).toMatch(/GIF image: only JPEG, PNG, WebP or AVIF/);
    expect(imageRefusal("unknown")).toMatch(/not an image we can read/);
  });
});

describe("isPdf: a header and a trailer that points at a cross-reference", () => {
  it("accepts a well-formed PDF", () => {
    expect(isPdf(pdf())).toBe(true);
  });

  it("refuses a truncated PDF, a header alone, a wrong offset and other files", () => {
    const good = pdf();
    expect(isPdf(good.subarray(0, good.length - 20))).toBe(false);
    expect(isPdf(text("%PDF-1.7\n" + "x".repeat(100)))).toBe(false);
    const moved = Buffer.from(good).toString("latin1").replace(/startxref\n\d+/, "startxref\n12");
    expect(isPdf(text(moved))).toBe(false);
    expect(isPdf(text("<html>" + "x".repeat(100) + "startxref\n10\n%%EOF"))).toBe(false);
  });
});
