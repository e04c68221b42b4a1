import { describe, expect, it } from "vitest";
import { splitSections } from "./sections.ts";

describe("splitSections", () => {
  it("keeps the text before the first h2 as the intro and splits at each h2", () => {
    const out = splitSections(
      '<p>Intro</p><h2>Who we are</h2><p>A</p><h2 class="x">Your <em>rights</em></h2><ul><li>B</li></ul>',
    );
    expect(out.introHtml).toBe("<p>Intro</p>");
    expect(out.sections).toEqual([
      { id: "who-we-are", title: "Who we are", html: "<p>A</p>" },
      { id: "your-rights", title: "Your rights", html: "<ul><li>B</li></ul>" },
    ]);
  });
  it("works without an intro and keeps ids unique", () => {
    const out = splitSections("<h2>Fees</h2><p>1</p><h2>Fees</h2><p>2</p>");
    expect(out.introHtml).toBe("");
    expect(out.sections.map((s) => s.id)).toEqual(["fees", "fees-2"]);
  });
  it("answers nothing for empty text", () => {
    expect(splitSections("")).toEqual({ introHtml: "", sections: [] });
  });
});
