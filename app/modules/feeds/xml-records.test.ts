import { describe, expect, it } from "vitest";
import { child, innerMarkup, readFeed, type XmlNode } from "./xml-records.ts";

async function records(xml: string): Promise<XmlNode[]> {
  const out: XmlNode[] = [];
  for await (const e of readFeed([xml])) if (e.type === "record") out.push(e.node);
  return out;
}

describe("innerMarkup", () => {
  it("keeps unescaped HTML of a description with its text in document order", async () => {
    const [p] = await records(
      "<list><property><description_en>Sea views from <b>every</b> room.<p>Walk to the <i>Marina</i> promenade.</p> Chiller free.</description_en></property></list>",
    );
    expect(innerMarkup(child(p!, "description_en")!)).toBe("Sea views from <b>every</b> room.<p>Walk to the <i>Marina</i> promenade.</p> Chiller free.");
  });

  it("gives the text of an element without child elements as it is: CDATA HTML, or plain text", async () => {
    const [p] = await records("<list><property><d><![CDATA[<p>Two bedrooms & a study</p>]]></d><e>5 &lt; 6 &amp; more</e></property></list>");
    expect(innerMarkup(child(p!, "d")!)).toBe("<p>Two bedrooms & a study</p>");
    expect(innerMarkup(child(p!, "e")!)).toBe("5 < 6 & more");
  });
});
