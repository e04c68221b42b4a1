import { describe, expect, it } from "vitest";
import { localText } from "./local-text.ts";

describe("localText", () => {
  it("gives the Arabic text on an Arabic page, and English marked as English where there is none", () => {
    expect(localText("Dubai Marina", "دبي مارينا", "ar")).toEqual({ text: "دبي مارينا" });
    expect(localText("Dubai Marina", null, "ar")).toEqual({ text: "Dubai Marina", lang: "en" });
    expect(localText("Dubai Marina", "  ", "ar")).toEqual({ text: "Dubai Marina", lang: "en" });
    expect(localText("Dubai Marina", "دبي مارينا", "en")).toEqual({ text: "Dubai Marina" });
  });
});
