import { describe, expect, it } from "vitest";
import { csvDownload } from "./csv-response.server.ts";

describe("csvDownload", () => {
  it("streams the lines as a UTF-8 attachment, reading the source only as the body is read", async () => {
    let produced = 0;
    async function* lines() {
      for (const line of ["\uFEFFa,b\r\n", "é,ش\r\n"]) {
        produced++;
        yield line;
      }
    }
    const res = csvDownload(lines(), "leads 2026/11.csv");
    expect(produced).toBe(0);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="leads_2026_11.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe("\uFEFFa,b\r\né,ش\r\n");
    expect(produced).toBe(2);
  });

  it("stops the source when the client goes away", async () => {
    let closed = false;
    async function* lines() {
      try {
        for (;;) yield "x\r\n";
      } finally {
        closed = true;
      }
    }
    const res = csvDownload(lines(), "x.csv");
    const reader = res.body!.getReader();
    await reader.read();
    await reader.cancel();
    expect(closed).toBe(true);
  });
});
