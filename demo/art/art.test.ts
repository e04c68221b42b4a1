// Unit tests for the SVG art generator: determinism, well-formed SVG of the right size, escaping.

import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  PHOTO_KINDS,
  SCENE_KINDS,
  areaSceneSvg,
  avatarSvg,
  blogCoverSvg,
  createRng,
  developerLogoSvg,
  heroPosterSvg,
  listingPhotoSvg,
  shortThumbnailSvg,
  type Portrait,
} from "./index.ts";
import { HAIR_COLOURS, SKIN_TONES, resolvePortrait } from "./avatar.ts";

/** Minimal XML well-formedness check: balanced tags, quoted attributes, only known entities. */
function assertWellFormed(xml: string): void {
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf("<", i);
    const textPart = xml.slice(i, lt < 0 ? xml.length : lt);
    expect(textPart).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+);)/);
    if (lt < 0) break;
    tag.lastIndex = lt;
    const m = tag.exec(xml);
    if (!m) throw new Error(`malformed markup near: ${xml.slice(lt, lt + 80)}`);
    const [, closing, name, attrs, selfClosing] = m;
    expect(attrs ?? "").not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+);)/);
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name!);
    i = tag.lastIndex;
  }
  expect(stack).toEqual([]);
}

function rootSize(svg: string): { width: number; height: number; viewBox: string } {
  const m = /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="(\d+)" height="(\d+)" viewBox="([^"]+)"/.exec(svg);
  if (!m) throw new Error("missing svg root with width/height/viewBox");
  return { width: Number(m[1]), height: Number(m[2]), viewBox: m[3]! };
}

async function expectSvg(svg: string, width: number, height: number): Promise<void> {
  assertWellFormed(svg);
  expect(rootSize(svg)).toEqual({ width, height, viewBox: `0 0 ${width} ${height}` });
  const meta = await sharp(Buffer.from(svg)).metadata();
  expect(meta.format).toBe("svg");
  expect([meta.width, meta.height]).toEqual([width, height]);
}

describe("createRng", () => {
  it("is deterministic and stays in [0, 1)", () => {
    const a = createRng("seed");
    const b = createRng("seed");
    const xs = Array.from({ length: 200 }, () => a());
    expect(Array.from({ length: 200 }, () => b())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(createRng(1)()).not.toBe(createRng(2)());
  });
});

describe("listing photos", () => {
  for (const kind of PHOTO_KINDS) {
    it(`${kind}: deterministic, varies by seed, 1600x1067, compact`, async () => {
      const svg = listingPhotoSvg(kind, 7);
      expect(listingPhotoSvg(kind, 7)).toBe(svg);
      expect(listingPhotoSvg(kind, 8)).not.toBe(svg);
      expect(svg.length).toBeLessThan(90_000);
      await expectSvg(svg, 1600, 1067);
    });
  }
});

describe("area scenes", () => {
  for (const kind of SCENE_KINDS) {
    it(`${kind}: deterministic, 1600x900`, async () => {
      const svg = areaSceneSvg(kind, 3);
      expect(areaSceneSvg(kind, 3)).toBe(svg);
      expect(areaSceneSvg(kind, 4)).not.toBe(svg);
      await expectSvg(svg, 1600, 900);
    });
  }

  it("draws no text: the cards crop the picture, so a drawn label would be cut (audit)", () => {
    for (const kind of SCENE_KINDS) expect(areaSceneSvg(kind, 1), kind).not.toContain("<text");
  });
});

describe("developer logos", () => {
  it("is deterministic per name and seed, 480x240", async () => {
    const svg = developerLogoSvg("Emaar Properties", 1);
    expect(developerLogoSvg("Emaar Properties", 1)).toBe(svg);
    expect(developerLogoSvg("Emaar Properties", 2)).not.toBe(svg);
    expect(svg).toContain('font-family="DejaVu Sans, Arial, sans-serif"');
    await expectSvg(svg, 480, 240);
  });

  it("escapes names with & and <", async () => {
    const svg = developerLogoSvg("Smith & Sons <Dev> Properties", 5);
    expect(svg).toContain("&amp;");
    expect(svg).toMatch(/&lt;(Dev|DEV)&gt;/);
    expect(svg).not.toMatch(/<Dev>|<DEV>/);
    await expectSvg(svg, 480, 240);
  });

  it("copes with long, empty and non-Latin names", async () => {
    for (const name of ["", "A", "The Very Long Name Of A Master Developer Holding Group International", "عقارات دبي"]) {
      await expectSvg(developerLogoSvg(name, 1), 480, 240);
    }
  });
});

describe("avatars", () => {
  const man: Portrait = { gender: "male", skin: "olive", hair: "black", style: "short", beard: true };
  const woman: Portrait = { gender: "female", skin: "fair", hair: "blonde", style: "bun" };

  it("is deterministic, varied and has no text", async () => {
    const svg = avatarSvg(man, 11);
    expect(avatarSvg(man, 11)).toBe(svg);
    expect(avatarSvg(man, 12)).not.toBe(svg);
    expect(svg).not.toContain("<text");
    await expectSvg(svg, 400, 400);
  });

  it("draws the described person: skin, hair, beard and covering come from the portrait", () => {
    const svg = avatarSvg(woman, 3);
    expect(svg).toContain(SKIN_TONES.fair);
    expect(svg).toContain(HAIR_COLOURS.blonde);
    expect(svg).not.toContain(SKIN_TONES.olive);
    // The same seed with another person changes the face, not only the colours around it.
    expect(avatarSvg(man, 3)).toContain(SKIN_TONES.olive);
  });

  it("never gives a woman a beard or a ghutra, nor a man a headscarf", () => {
    expect(resolvePortrait({ ...woman, beard: true, cover: "ghutra" })).toMatchObject({ beard: false, cover: "none" });
    expect(resolvePortrait({ ...man, cover: "scarf", style: "bun" })).toMatchObject({ cover: "none", style: "short" });
    expect(resolvePortrait({ ...man, cover: "ghutra" }).look).toBe("kandura");
  });
});

describe("blog covers", () => {
  for (const topic of [
    "mortgage",
    "off-plan",
    "rent",
    "investment",
    "community",
    "market",
    "golden-visa",
    "handover",
    "anything else",
  ]) {
    it(`${topic}: deterministic, 1600x900`, async () => {
      const svg = blogCoverSvg(topic, 2);
      expect(blogCoverSvg(topic, 2)).toBe(svg);
      expect(blogCoverSvg(topic, 3)).not.toBe(svg);
      await expectSvg(svg, 1600, 900);
    });
  }

  it("draws no text, which the cards' date badge and crops would cover (audit)", () => {
    for (const topic of ["rent", "mortgage", "market"]) expect(blogCoverSvg(topic, 1), topic).not.toContain("<text");
  });
});

describe("short thumbnails", () => {
  it("is deterministic, 720x1280, escapes the title", async () => {
    const title = `Off-plan & "ready" <2026> homes`;
    const svg = shortThumbnailSvg(title, 4);
    expect(shortThumbnailSvg(title, 4)).toBe(svg);
    expect(shortThumbnailSvg(title, 5)).not.toBe(svg);
    expect(svg).toContain("&amp;");
    expect(svg).toContain("&lt;2026&gt;");
    expect(svg).not.toContain("<2026>");
    await expectSvg(svg, 720, 1280);
  });

  it("wraps a long title into at most three lines", async () => {
    const svg = shortThumbnailSvg("word ".repeat(60), 1);
    expect((svg.match(/<text /g) ?? []).length).toBeLessThanOrEqual(3);
    expect(svg).toContain("…");
    await expectSvg(svg, 720, 1280);
  });
});

describe("hero poster", () => {
  it("is stable and 1920x1080 with no text", async () => {
    const svg = heroPosterSvg();
    expect(heroPosterSvg()).toBe(svg);
    expect(svg).not.toContain("<text");
    await expectSvg(svg, 1920, 1080);
  });
});
