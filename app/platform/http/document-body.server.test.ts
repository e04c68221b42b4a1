import { describe, expect, it } from "vitest";
import { documentResponse, takeDocumentBody } from "./document-body.server.ts";

const html = Buffer.from("<!DOCTYPE html><html><body>مرحبا Dubai</body></html>");

describe("documentResponse", () => {
  it("hands the writer the document's own bytes, once", () => {
    const response = documentResponse(html, { status: 200, headers: { "content-type": "text/html" } });
    expect(takeDocumentBody(response)).toBe(html);
    expect(takeDocumentBody(response)).toBeUndefined();
    expect(response.status).toBe(200);
  });

  it("still carries the same bytes as its body for anyone who reads it", async () => {
    const response = documentResponse(html, { status: 404 });
    expect(Buffer.from(await response.arrayBuffer()).equals(html)).toBe(true);
    // Read already: the writer must not send the bytes a second time.
    expect(takeDocumentBody(response)).toBeUndefined();
  });

  it("is not found behind a Response made anew from it", async () => {
    const response = new Response(documentResponse(html, { status: 200 }).body);
    expect(takeDocumentBody(response)).toBeUndefined();
    expect(await response.text()).toBe(html.toString());
  });
});
