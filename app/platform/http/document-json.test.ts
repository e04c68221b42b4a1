import { describe, expect, it } from "vitest";
import { blockJson, documentJson } from "./document-json.ts";

describe("documentJson", () => {
  it("keeps the value a loader handed over for the render, one per key", () => {
    const block = documentJson<string[]>("test-block");
    expect(block.read("en", null)).toBeUndefined();
    expect(block.read("en", '["Dubai"]')?.value).toEqual(["Dubai"]);
    expect(block.read("ar", '["دبي"]')?.value).toEqual(["دبي"]);
    // The render of a document request: the loader sent null, the kept value is used.
    expect(block.read("en", null)).toEqual({ value: ["Dubai"], json: '["Dubai"]' });
    // Newer data replaces the kept value.
    expect(block.read("en", '["Abu Dhabi"]')?.value).toEqual(["Abu Dhabi"]);
    expect(block.read("en", null)?.value).toEqual(["Abu Dhabi"]);
  });

  it("writes JSON that cannot close its script element", () => {
    const json = blockJson({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
