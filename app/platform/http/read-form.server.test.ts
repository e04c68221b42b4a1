import { describe, expect, it } from "vitest";
import { readForm } from "./read-form.server.ts";

/** A form body sent in chunks, declaring no length (Transfer-Encoding: chunked); `next` gives each chunk, undefined at the end. */
function chunkedPost(next: () => string | undefined): Request {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = next();
      if (chunk === undefined) controller.close();
      else controller.enqueue(encoder.encode(chunk));
    },
  });
  return new Request("http://localhost/forms/lead", {
    method: "POST",
    body,
    duplex: "half",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  } as RequestInit);
}

describe("readForm (a lead form's body)", () => {
  it("reads a form sent in chunks", async () => {
    const parts = ["name=Aisha&email=", "aisha%40example.com"];
    const form = await readForm(chunkedPost(() => parts.shift()));
    expect(form?.get("name")).toBe("Aisha");
    expect(form?.get("email")).toBe("aisha@example.com");
  });

  it("gives up on a chunked body once it passes the limit, without reading the rest", async () => {
    const chunk = `message=${"a".repeat(1000)}`;
    let served = 0;
    const next = () => (served++ < 1000 ? chunk : undefined);
    expect(await readForm(chunkedPost(next), 10_000)).toBeUndefined();
    // 10 kB of 1 MB declared nowhere: the reader stopped a chunk or two past the limit.
    expect(served).toBeLessThan(20);
  });
});
